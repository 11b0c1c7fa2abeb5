import { claimValue, withClaims } from "../../lib/content/claim-values";
import { SECTION_CONTEXT, pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import { expect, test } from "./fixtures";
import { definitionOf, expectDialogOpeners, expectHeadline, headlineText, heroLines, sectionOrSkip } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words and figures are read from the content, which the marketers own.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("brands");
const BRANDS_HERO = sectionOf(PATH, "hero");
/** The hero's Partner With Us, and its link down to the example campaign. */
const [BRANDS_HERO_CTA, BRANDS_HERO_SECONDARY] = BRANDS_HERO.buttons;
if (BRANDS_HERO_SECONDARY?.type !== "section") throw new Error(`${PATH}'s hero has no link down to a section`);
/** The logo strip, if the page has it (a marketer may remove it). */
const BRANDS_TRUSTED = sectionsOf(PATH, "logo-strip");
// The steps beside the example campaign: the Picture and text section drawn with the campaign's results card.
const [BRANDS_FUND_DROPS] = sectionsOf(PATH, "picture-text").filter((section) => section.drawing?.[0]?.type === "campaign-card");
const BRANDS_CAMPAIGN = BRANDS_FUND_DROPS?.drawing?.[0];
if (BRANDS_CAMPAIGN?.type !== "campaign-card") throw new Error(`The page ${PATH} has no "picture-text" section with the example campaign`);
const BRANDS_NONPROFIT_STATS = sectionOf(PATH, "numbers");
/** The closing call to action whose button opens the brands' partner enquiry. */
const BRANDS_CLOSING = sectionOf(PATH, "call-to-action");
const BRANDS_CLOSING_BUTTON = BRANDS_CLOSING.button.find((button) => button.type === "partner-enquiry");

test.describe("the brands page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("pitches to brands, with Partner With Us in the hero and the closing call to action", async ({ page }) => {
    await expectHeadline(page, heroLines(BRANDS_HERO));
    await expect(page.getByText(BRANDS_HERO.intro)).toBeVisible();
    await expectDialogOpeners(page, [
      { region: page.getByRole("region", { name: headlineText(heroLines(BRANDS_HERO)) }), name: BRANDS_HERO_CTA!.label },
      { region: page.getByRole("region", { name: BRANDS_CLOSING.title }), name: BRANDS_CLOSING_BUTTON!.label },
    ]);
  });

  test("shows a strip of fictional brand logos, each named", async ({ page }) => {
    const trusted = sectionOrSkip(BRANDS_TRUSTED, "logo strip");
    const strip = page.getByRole("region", { name: trusted.title });
    await expect(strip.getByRole("img")).toHaveCount(trusted.names.length);
    for (const name of trusted.names) await expect(strip.getByRole("img", { name, exact: true })).toBeVisible();
  });

  test("shows the example campaign in Fund Consumer Drops", async ({ page }) => {
    const section = page.getByRole("region", { name: BRANDS_FUND_DROPS!.heading });
    const campaign = BRANDS_CAMPAIGN;
    const card = section.getByRole("figure", { name: campaign.title });
    await expect(card).toBeVisible();
    // Each label beside the figure of the claim it names.
    for (const { label, claim } of [campaign.budget, ...campaign.figures, ...campaign.lifts]) {
      await expect(definitionOf(card, label)).toHaveText(claimValue(SECTION_CONTEXT.claims, claim));
    }
  });

  test("shows every non-profit statistic with its label", async ({ page }) => {
    const section = page.getByRole("region", { name: BRANDS_NONPROFIT_STATS.heading });
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(BRANDS_NONPROFIT_STATS.figures.length);
    for (const stat of withClaims(BRANDS_NONPROFIT_STATS.figures, SECTION_CONTEXT.claims)) {
      const item = items.filter({ has: page.getByRole("heading", { name: stat.label }) });
      await expect(item.getByText(stat.value, { exact: true })).toBeVisible();
      if (stat.prefix) await expect(item).toContainText(new RegExp(`${stat.prefix}\\s*${stat.value}`));
    }
  });

  test("the example-campaign link jumps to the section", async ({ page }) => {
    await page.getByRole("link", { name: BRANDS_HERO_SECONDARY.label }).click();
    await expect(page).toHaveURL(new RegExp(`#${BRANDS_HERO_SECONDARY.section}$`));
    await expect(page.getByRole("heading", { name: BRANDS_FUND_DROPS!.heading })).toBeInViewport();
  });
});
