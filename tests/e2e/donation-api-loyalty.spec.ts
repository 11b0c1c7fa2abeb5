import { loyaltyDemoCopy } from "../../components/sections/api-loyalty-demo/loyalty-demo-copy";
import { claimValue } from "../../lib/content/claim-values";
import { SECTION_CONTEXT, pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import { formatPoints, pointsToPounds } from "../../lib/loyalty";
import { formatGBP } from "../../lib/money";
import { LOYALTY } from "../../lib/constants";
import { fillTemplate } from "../../lib/template";
import { expect, PHONE, test } from "./fixtures";
import { expectHeadline, openDemo, expectNoHorizontalOverflow, tabTo, testAccessibleSteps, withoutJavaScript } from "./page-helpers";

// What every page gets (header, no overflow, axe at rest, JavaScript off) is in every-route.spec.ts;
// words are read from the content, which the marketers own, and the demo's
// arithmetic in tests/unit/loyalty*.test.ts*. This file checks the page in a real browser.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("donation-api-loyalty");
const HERO = sectionOf(PATH, "hero");
/** The hero's points' value, where it draws it (a marketer may remove the drawing). */
const POINTS = (HERO.drawing ?? []).find((drawing) => drawing.type === "points");
/** The explainer, if the page has it (a marketer may remove the section). */
const EXPLAINER = sectionsOf(PATH, "steps");
/** The demo, if the page has it (a marketer may remove it): its tests are skipped where it has none. */
const [DEMO_SECTION] = sectionsOf(PATH, "api-loyalty-demo");
const value = (n: number) => formatGBP(pointsToPounds(n));

test.describe(PATH, () => {
  test("explains points to donations, with the charities claim and the labelled demo", async ({ page }) => {
    await page.goto(PATH);
    await expectHeadline(page, [HERO.headline, ...(HERO.headlineAccent ? [HERO.headlineAccent] : [])]);
    if (POINTS) await expect(page.getByText(claimValue(SECTION_CONTEXT.claims, POINTS.claim.claim), { exact: true })).toBeVisible();
    for (const explainer of EXPLAINER)
      await expect(page.getByRole("region", { name: explainer.heading }).getByRole("listitem")).toHaveCount(explainer.steps.length);
    if (DEMO_SECTION) await expect(page.getByText(loyaltyDemoCopy(DEMO_SECTION, SECTION_CONTEXT).eyebrow)).toBeVisible();
  });

  test.describe("the demo", () => {
    if (!DEMO_SECTION) {
      test("is on the page", () => test.skip(true, "the page has no loyalty demo (removed in the editor)"));
      return;
    }
    const DEMO = loyaltyDemoCopy(DEMO_SECTION, SECTION_CONTEXT);
    const [CONVERT, CHOOSE, THANK_YOU] = DEMO.steps;
    // The charities as the content lists them (a marketer may leave one): the first is picked at the start,
    // ArrowDown moves to the next (round to the first again), and the test picks the last by pointer.
    const NAMES = DEMO.charities.map((c) => c.name);
    const FIRST = NAMES[0]!;
    const NEXT = NAMES[1 % NAMES.length]!;
    const LAST = NAMES[NAMES.length - 1]!;
    const points = (n: number) => formatPoints(n, DEMO.points);
    const donated = (n: number, charity: string) => fillTemplate(DEMO.donated, { points: points(n), value: value(n), charity });

    test("the demo converts points, picks a charity, confirms and starts over, its later steps fetched as it comes near", PHONE, async ({ page }) => {
      const demo = await openDemo(page, PATH, DEMO, "size-10 shrink-0 rounded-full");
      const progress = demo.getByRole("list", { name: DEMO.progressLabel });
      const slider = demo.getByRole("slider", { name: DEMO.pointsLabel });
      await expect(slider).toHaveValue(String(LOYALTY.defaultPoints));
      await expect(slider).toHaveAttribute("min", String(LOYALTY.min));
      await expect(slider).toHaveAttribute("max", String(LOYALTY.max));
      await expect(slider).toHaveAttribute("step", String(LOYALTY.step));
      await expect(demo.getByText(points(LOYALTY.defaultPoints), { exact: true })).toBeVisible();
      await expect(demo.getByText(fillTemplate(DEMO.value, { value: value(LOYALTY.defaultPoints) }))).toBeVisible();
      await slider.fill(String(LOYALTY.min));
      await expect(demo.getByText(points(LOYALTY.min), { exact: true })).toBeVisible();
      await demo.getByRole("button", { name: DEMO.continue }).click();

      await expect(demo.getByRole("heading", { level: 3, name: CHOOSE })).toBeFocused();
      await expect(progress.locator("[aria-current=step]")).toContainText(DEMO.shortSteps[1]!);
      await expectNoHorizontalOverflow(page);
      const search = demo.getByRole("searchbox", { name: DEMO.searchLabel });
      await search.fill("shelter");
      await search.press("Enter");
      await expect(demo.getByRole("radio")).toHaveCount(DEMO.charities.length);
      await expect(demo.getByRole("radio", { name: FIRST })).toBeChecked();
      await demo.getByRole("radio", { name: LAST }).check();
      await demo.getByRole("button", { name: DEMO.confirm }).click();

      await expect(demo.getByRole("heading", { level: 3, name: THANK_YOU })).toBeFocused();
      await expect(demo.getByText(donated(LOYALTY.min, LAST))).toBeVisible();
      await expect(demo.getByText(fillTemplate(DEMO.impact.one, { count: 1 }))).toBeVisible();
      await demo.getByRole("button", { name: DEMO.startOver }).click();

      await expect(demo.getByRole("heading", { level: 3, name: CONVERT })).toBeFocused();
      await expect(slider).toHaveValue(String(LOYALTY.defaultPoints));
      await demo.getByRole("button", { name: DEMO.continue }).click();
      await expect(demo.getByRole("radio", { name: FIRST })).toBeChecked();
      await demo.getByRole("button", { name: DEMO.confirm }).click();
      await expect(demo.getByText(donated(LOYALTY.defaultPoints, FIRST))).toBeVisible();
    });

    test("the demo can be finished with the keyboard alone", async ({ page }) => {
      await page.goto(PATH);
      const demo = page.locator(`#${DEMO.id}`);
      await demo.focus();
      const slider = demo.getByRole("slider", { name: DEMO.pointsLabel });
      const oneStepDown = LOYALTY.max - LOYALTY.step;
      await tabTo(page, slider);
      await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveValue(String(oneStepDown));
      await expect(demo.getByText(fillTemplate(DEMO.value, { value: value(oneStepDown) }))).toBeVisible();
      await page.keyboard.press("Home");
      await expect(slider).toHaveValue(String(LOYALTY.min));
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveValue(String(oneStepDown));
      await tabTo(page, demo.getByRole("button", { name: DEMO.continue }));
      await page.keyboard.press("Enter");
      await tabTo(page, demo.getByRole("radio", { name: FIRST }));
      await page.keyboard.press("ArrowDown");
      await expect(demo.getByRole("radio", { name: NEXT })).toBeChecked();
      await tabTo(page, demo.getByRole("button", { name: DEMO.confirm }));
      await page.keyboard.press("Enter");
      await expect(demo.getByText(donated(oneStepDown, NEXT))).toBeVisible();
      await tabTo(page, demo.getByRole("button", { name: DEMO.startOver }));
      await page.keyboard.press("Enter");
      await expect(demo.getByRole("heading", { level: 3, name: CONVERT })).toBeFocused();
      await expect(slider).toHaveValue(String(LOYALTY.defaultPoints));
    });

    testAccessibleSteps(PATH, DEMO.id, (demo) => [
      { press: demo.getByRole("button", { name: DEMO.continue }), shows: demo.getByRole("searchbox", { name: DEMO.searchLabel }) },
      { press: demo.getByRole("button", { name: DEMO.confirm }), shows: demo.getByRole("button", { name: DEMO.startOver }) },
    ]);

    test("the demo's first step is in the page with JavaScript off", async ({ browser, baseURL }) => {
      await withoutJavaScript(browser, baseURL, PATH, async (page) => {
        await expect(page.getByRole("slider", { name: DEMO.pointsLabel })).toHaveValue(String(LOYALTY.defaultPoints));
        await expect(page.getByText(fillTemplate(DEMO.value, { value: value(LOYALTY.defaultPoints) }))).toBeVisible();
        // Its buttons need the script, and it says so (read from the <noscript>, which Chromium with scripts switched off
        // still parses as text).
        expect(await page.locator(`#${DEMO.id} noscript`).textContent()).toContain(SECTION_CONTEXT.demos.demoFrame.noScript);
      });
    });
  });
});
