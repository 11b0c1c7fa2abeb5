import { sectionOf } from "../../lib/content/load";
import { expect, PHONE, test } from "./fixtures";

const HOME_HERO = sectionOf("/", "home-hero");

test.use({ javaScriptEnabled: false });

const WHITE = "rgb(255, 255, 255)";
const CLEAR = "rgba(0, 0, 0, 0)";
const OCEAN_900 = "rgb(7, 42, 71)";

// With JavaScript off (or before it runs) no script follows the scroll: the home
// page's see-through header must still be readable wherever the page is.
test("the home header is readable at every scroll position without JavaScript", PHONE, async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const positions = [0, 20, 21, 60, ...Array.from({ length: Math.ceil(bottom / 400) }, (_, i) => (i + 1) * 400), bottom];
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // At the top, over the dark hero: white text on no background; anywhere else, a white bar with dark text.
    await expect(header, `at ${y}px`).toHaveCSS("background-color", y <= 20 ? CLEAR : WHITE);
    await expect(header, `at ${y}px`).toHaveCSS("color", y <= 20 ? WHITE : OCEAN_900);
  }
});

test("Let's Go takes the visitor to the content without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: HOME_HERO.cta }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
});
