import { sectionOf } from "../../lib/content/load";
import { DROPLIST_MODAL } from "../../lib/content/droplist";
import { FOOTER } from "../../lib/content/layout";
import { NOT_FOUND } from "../../lib/content/not-found";
import { FOOTER_ROUTES, ROUTES } from "../../lib/routes";
import { SNIPPET_LIMITS } from "../../lib/snippet-limits.mjs";
import { CHECKED_SITE_PAGES } from "./checked-pages";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { expectHeadline, heroLines } from "./page-helpers";

const HOME_HERO = sectionOf("/", "hero");

// A branch preview built with BASE_PATH=/preview/my-branch and served under that prefix.
const PREFIX = "/preview/my-branch";
const at = (path: string) => `${PREFIX}${path === "/" ? "" : path}`;

test.describe("branch preview under a sub-path", () => {
  test.beforeEach(({ page }) => {
    // Anything that escapes the prefix 404s on a real preview host: fail on any failed request.
    page.on("response", (response) => {
      // The keeping endpoints are the host's Functions, which a preview served from files alone does not have.
      if (response.status() >= 400 && !response.url().includes("/no-such-page") && !response.url().includes(`${PREFIX}/api/`)) {
        throw new Error(`${response.status()} for ${response.url()}`);
      }
    });
  });

  // A test a page: the launch pages and the pages this branch changes (checked-pages.ts; a preview build has no sample pages).
  for (const route of CHECKED_SITE_PAGES) {
    test(`${route.path} loads with all its assets under the prefix, and hydrates`, async ({ page }) => {
      const failed: string[] = [];
      page.on("requestfailed", (r) => failed.push(r.url()));
      page.on("response", (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
      const response = await page.goto(at(route.path));
      expect(response?.status(), route.path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", new RegExp(`^${PREFIX}/`));
      const og = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(new URL(og!).pathname.startsWith(`${PREFIX}/og/`)).toBe(true);
      expect((await page.request.get(new URL(og!).pathname)).status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Its scripts and Next's payload (a file of its own, scripts/build/payload-data.mjs) come from under the prefix too.
      await waitForHydration(page);
      expect(failed).toEqual([]);
    });
  }

  test("client navigation between routes stays under the prefix", async ({ page }) => {
    await page.goto(at("/"));
    const footer = page.getByRole("contentinfo");
    // Through the footer's links to the launch and changed pages (checked-pages.ts): however many pages the footer lists.
    for (const route of FOOTER_ROUTES.filter((r) => r.path !== "/" && CHECKED_SITE_PAGES.some((p) => p.path === r.path))) {
      await footer.getByRole("link", { name: route.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at(route.path)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    // Home again, through the footer where it lists home, else through the header's logo link.
    const home = FOOTER_ROUTES.find((r) => r.path === "/");
    if (home) await footer.getByRole("link", { name: home.label, exact: true }).click();
    else await page.getByRole("banner").getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX}/?$`));
    await expectHeadline(page, heroLines(HOME_HERO));
  });

  test("the Droplist dialog loads its code under the prefix", async ({ page }) => {
    await page.goto(at("/"));
    await page.getByRole("contentinfo").getByRole("button", { name: FOOTER.openModal }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: DROPLIST_MODAL.title })).toBeVisible();
    await dialog.getByRole("textbox", { name: DROPLIST_MODAL.form.emailLabel }).fill("nope");
    await dialog.getByRole("textbox", { name: DROPLIST_MODAL.form.emailLabel }).press("Enter");
    await expect(page.getByText(DROPLIST_MODAL.form.invalid.title)).toBeVisible();
    await dialog.getByRole("button", { name: DROPLIST_MODAL.close, exact: true }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("where there is no /api (a preview served from files), Join says it cannot reach the list and keeps the address", async ({ page }) => {
    await page.goto(at("/"));
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: DROPLIST_MODAL.form.emailLabel });
    await email.fill("visitor@example.com");
    const [sent] = await Promise.all([page.waitForRequest(`**${PREFIX}/api/droplist`), email.press("Enter")]);
    expect(sent.method()).toBe("POST");
    await expect(page.getByText(DROPLIST_MODAL.form.refused.unreachable.title)).toBeVisible();
    await expect(email).toHaveValue("visitor@example.com");
    await expect(email).toBeEnabled();
  });

  test("an unknown path under the prefix gets the 404 page", async ({ page }) => {
    const response = await page.goto(`${PREFIX}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText(NOT_FOUND.title)).toBeVisible();
    await page.getByRole("link", { name: NOT_FOUND.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${PREFIX}/?$`));
  });
});

test.describe("the review page of a preview", () => {
  test("lists every route, and each checked page with its search result, social card, structured data and JavaScript budget", async ({ page, request }) => {
    const response = await page.goto(at("/_review/"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1, name: "Preview review" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What changed" })).toBeVisible();
    await expect(page.getByText("Not compared in this build.")).toBeVisible();

    // Every route once, read in one go (a query a route would grow with the pages).
    const listed = await page
      .locator("section.route[aria-labelledby]")
      .evaluateAll((sections) => sections.map((s) => document.getElementById(s.getAttribute("aria-labelledby")!)?.textContent?.trim()));
    // The routes the preview has, as its sitemap lists them: npm test's preview holds the pages checked here and the
    // pages they link to (scripts/build-preview.mjs), a real one every page (lib/routes.ts ROUTES).
    const sitemap = await (await request.get(at("/sitemap.xml"))).text();
    const listedInSitemap = [...sitemap.matchAll(new RegExp(`<loc>[^<]*?${PREFIX}(/[^<]*)?</loc>`, "g"))].map(([, rest]) => rest ?? "/");
    // With the pages hidden from search engines it has: out of the sitemap, not out of the review.
    const hidden: string[] = [];
    for (const route of ROUTES.filter((each) => each.hidden)) if ((await request.get(at(route.path))).status() === 200) hidden.push(route.path);
    const built = [...listedInSitemap, ...hidden];
    expect(built.length, "the preview's sitemap lists its routes").toBeGreaterThanOrEqual(CHECKED_SITE_PAGES.length);
    expect(
      ROUTES.map((route) => route.path),
      "every route the preview has is a route of the site",
    ).toEqual(expect.arrayContaining(built));
    expect(listed.sort()).toEqual(built.sort());
    // What each lists, on the launch pages and those this branch changes (checked-pages.ts): the same for any page.
    for (const route of CHECKED_SITE_PAGES) {
      const section = page.getByRole("region", { name: route.path, exact: true });
      await expect(section.getByRole("link", { name: route.path, exact: true })).toHaveAttribute("href", at(route.path) + (route.path === "/" ? "/" : ""));
      // The search result shows what the page itself declares.
      const pageHtml = await (await request.get(at(route.path))).text();
      const title = pageHtml.match(/<title>([^<]*)<\/title>/)![1];
      // As a search result shows it: a title over its limit cut at a word with "…" (a marketer's title may be, and the
      // review flags it for a person to decide, so the title's line says its length either way).
      const shown = [...title.replace(/&amp;/g, "&")];
      const serp =
        shown.length > SNIPPET_LIMITS.title.max
          ? shown
              .slice(0, SNIPPET_LIMITS.title.max - 1)
              .join("")
              .trimEnd()
          : shown.join("");
      await expect(section.getByLabel("Search result preview")).toContainText(serp);
      await expect(section.getByText(/^Title: \d+ characters/)).toBeVisible();
      await expect(section.getByText(/^Description: \d+ characters \(70–160\)$/)).toBeVisible();
      await expect(section.getByText(/^\d+\.\d kB of \d+\.\d kB budget$/)).toBeVisible();
      // The social card, a 1200×630 image from the preview itself, shown at the width a feed shows it.
      const card = section.getByRole("img");
      await expect(card).toHaveAttribute("src", `${PREFIX}/og/${route.path === "/" ? "home" : route.path.slice(1).replace(/\//g, "-")}.png`);
      await card.scrollIntoViewIfNeeded(); // it loads lazily
      await expect
        .poll(() => card.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.getBoundingClientRect().width]))
        .toEqual([1200, 630, 500]);
    }
    const home = page.getByRole("region", { name: "/", exact: true });
    await expect(home.getByRole("listitem")).toHaveText(["Organization", "WebSite"]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("is not in the sitemap, and the preview's robots.txt disallows everything", async ({ request }) => {
    const sitemap = await (await request.get(at("/sitemap.xml"))).text();
    expect(sitemap).not.toContain("_review");
    expect(await (await request.get(at("/robots.txt"))).text()).toMatch(/Disallow: \//);
  });
});
