import { claimValue, withClaims } from "../../lib/content/claim-values";
import { SECTION_CONTEXT, pagePath, sectionOf, sectionsOf } from "../../lib/content/load";
import { expect, test } from "./fixtures";
import { definitionOf, expectDialogOpeners, expectFigures, expectHeadline, headlineText, heroLines, orSkip, sectionOrSkip } from "./page-helpers";

// What every page gets (header, no overflow, axe, JavaScript off) is in every-route.spec.ts;
// words and figures are read from the content, which the marketers own.

// The page is found by its file's name: its path is the content's, which a marketer may change.
const PATH = pagePath("brands");
const BRANDS_HERO = sectionOf(PATH, "hero");
/** The hero's Partner With Us and its link down to the example campaign, found by what they do (a marketer may reorder or remove them). */
const BRANDS_HERO_CTA = BRANDS_HERO.buttons.find((button) => button.type === "partner-enquiry");
const BRANDS_HERO_SECONDARY = BRANDS_HERO.buttons.find((button) => button.type === "section");
/** The logo strip, if the page has it (a marketer may remove it). */
const BRANDS_TRUSTED = sectionsOf(PATH, "logo-strip");
// The steps beside the example campaign: the Picture and text section drawn with the campaign's results card, if the page has it.
const BRANDS_FUND_DROPS = sectionsOf(PATH, "picture-text").flatMap((section) => {
  const [campaign] = section.drawing ?? [];
  return campaign?.type === "campaign-card" ? [{ section, campaign }] : [];
});
/** The non-profit statistics, if the page has them. */
const BRANDS_NONPROFIT_STATS = sectionsOf(PATH, "numbers");
/** The closing calls to action whose button opens the brands' partner enquiry, with that button. */
const BRANDS_CLOSING = sectionsOf(PATH, "call-to-action").flatMap((section) =>
  section.button.filter((button) => button.type === "partner-enquiry").map((button) => ({ section, button })),
);

test.describe("the brands page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PATH);
  });

  test("pitches to brands, with Partner With Us in the hero and the closing call to action", async ({ page }) => {
    await expectHeadline(page, heroLines(BRANDS_HERO));
    await expect(page.getByText(BRANDS_HERO.intro)).toBeVisible();
    // Whichever of the two the page has (a marketer may remove the button or the band).
    await expectDialogOpeners(page, [
      ...(BRANDS_HERO_CTA ? [{ region: page.getByRole("region", { name: headlineText(heroLines(BRANDS_HERO)) }), name: BRANDS_HERO_CTA.label }] : []),
      ...BRANDS_CLOSING.map(({ section, button }) => ({ region: page.getByRole("region", { name: section.title }), name: button.label })),
    ]);
  });

  test("shows a strip of fictional brand logos, each named", async ({ page }) => {
    const trusted = sectionOrSkip(BRANDS_TRUSTED, "logo strip");
    const strip = page.getByRole("region", { name: trusted.title });
    await expect(strip.getByRole("img")).toHaveCount(trusted.names.length);
    for (const name of trusted.names) await expect(strip.getByRole("img", { name, exact: true })).toBeVisible();
  });

  test("shows the example campaign in Fund Consumer Drops", async ({ page }) => {
    const { section: fundDrops, campaign } = sectionOrSkip(BRANDS_FUND_DROPS, "Picture and text with the example campaign");
    const section = page.getByRole("region", { name: fundDrops.heading });
    const card = section.getByRole("figure", { name: campaign.title });
    await expect(card).toBeVisible();
    // Each label beside the figure of the claim it names.
    for (const { label, claim } of [campaign.budget, ...campaign.figures, ...campaign.lifts]) {
      await expect(definitionOf(card, label)).toHaveText(claimValue(SECTION_CONTEXT.claims, claim));
    }
  });

  // Between a small phone and a laptop the card has from about 250 px to 450 px inside: at a tablet's width it takes
  // half the page. Each label and figure stays inside its own box there (a long word or number wider than its box
  // would run into its neighbour's), and no two boxes overlap.
  test("the example campaign's figures keep to their boxes at every width, from a small phone to a tablet", async ({ page }) => {
    const { section: fundDrops, campaign } = sectionOrSkip(BRANDS_FUND_DROPS, "Picture and text with the example campaign");
    const card = page.getByRole("region", { name: fundDrops.heading }).getByRole("figure", { name: campaign.title });
    for (const width of [360, 768, 820, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      const problems = await card.evaluate((figure) => {
        const found: string[] = [];
        const boxes = [...figure.querySelectorAll("dl > div")].map((box) => {
          const style = getComputedStyle(box);
          const border = box.getBoundingClientRect();
          const inner = {
            left: border.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
            right: border.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
          };
          return { box, border, inner };
        });
        for (const { box, inner } of boxes)
          for (const term of box.querySelectorAll("dt, dd")) {
            const range = document.createRange();
            range.selectNodeContents(term);
            const text = range.getBoundingClientRect();
            const out = Math.max(inner.left - text.left, text.right - inner.right);
            if (out > 0.5) found.push(`"${term.textContent}" runs ${Math.round(out)} px out of its box`);
          }
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1)) {
            const overlap = Math.min(a.border.right, b.border.right) - Math.max(a.border.left, b.border.left);
            const overlapY = Math.min(a.border.bottom, b.border.bottom) - Math.max(a.border.top, b.border.top);
            if (overlap > 0.5 && overlapY > 0.5) found.push(`"${a.box.textContent}" and "${b.box.textContent}" overlap`);
          }
        return found;
      });
      expect(problems, `at ${width} px`).toEqual([]);
    }
  });

  test("shows every non-profit statistic with its label", async ({ page }) => {
    const stats = sectionOrSkip(BRANDS_NONPROFIT_STATS, "numbers");
    // As the section's look draws them: on cards (the launch page's look), or in a row on the band.
    await expectFigures(page.getByRole("region", { name: stats.heading }), stats.look, withClaims(stats.figures, SECTION_CONTEXT.claims));
  });

  // A link squeezed beside Partner With Us broke its words over three lines, its arrow apart: where the two do not fit
  // side by side, the link goes under the button at its full width (or the row's, for words longer than the row).
  test("the hero's link down is never squeezed: beside Partner With Us or under it, as wide as its words", async ({ page }) => {
    const link = orSkip(BRANDS_HERO_SECONDARY, "the hero has no link down to a section (removed in the editor)");
    const hero = page.getByRole("region", { name: headlineText(heroLines(BRANDS_HERO)) });
    for (const width of [360, 640, 768, 900, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => document.fonts.ready);
      const { drawn, words, row } = await hero.getByRole("link", { name: link.label }).evaluate((a) => {
        const drawn = a.getBoundingClientRect().width;
        const row = a.parentElement!.getBoundingClientRect().width;
        // Its width with its words kept on one line, then as it was.
        a.style.whiteSpace = "nowrap";
        const words = a.getBoundingClientRect().width;
        a.style.whiteSpace = "";
        return { drawn, words, row };
      });
      expect(drawn, `at ${width} px`).toBeGreaterThanOrEqual(Math.min(words, row) - 1);
    }
  });

  test("the example-campaign link jumps to the section", async ({ page }) => {
    const link = orSkip(BRANDS_HERO_SECONDARY, "the hero has no link down to a section (removed in the editor)");
    await page.getByRole("link", { name: link.label }).click();
    await expect(page).toHaveURL(new RegExp(`#${link.section}$`));
    await expect(page.locator(`[id="${link.section}"]`)).toBeInViewport();
    // The section it names, by its anchor: the example campaign's on the launch page; its heading comes into view.
    const target = sectionsOf(PATH, "picture-text").find((section) => section.anchor === link.section);
    if (target) await expect(page.getByRole("heading", { name: target.heading })).toBeInViewport();
  });
});
