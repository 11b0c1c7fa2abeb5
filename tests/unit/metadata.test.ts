import { PAGES } from "@/lib/content/load";
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE, getMetadata, rootMetadata, type PageMeta } from "@/lib/metadata";
import { ROUTES, ogImagePath, routeSlug } from "@/lib/routes";
import { SITE_URL } from "@/lib/constants";

const PAGE_METAS: PageMeta[] = PAGES.map(({ path, title, description }) => ({ path, title, description }));

describe("getMetadata", () => {
  const meta = getMetadata({ path: "/brands", title: "For sponsors", description: "x".repeat(100) });

  it("sets the canonical URL to the route path (resolved against metadataBase)", () => {
    expect(meta.alternates?.canonical).toBe("/brands");
    expect(String(rootMetadata.metadataBase)).toBe(`${SITE_URL}/`);
  });

  it("uses the site-wide title template, and the home page's title as written", () => {
    expect(rootMetadata.title).toEqual({ default: DEFAULT_TITLE, template: "%s | Drops" });
    expect(meta.title).toBe("For sponsors");
    expect(meta.openGraph?.title).toBe("For sponsors | Drops");
    const home = getMetadata({ path: "/", title: "Our whole site", description: "d".repeat(80) });
    expect(home.title).toEqual({ absolute: "Our whole site" });
    expect(home.openGraph?.title).toBe("Our whole site");
  });

  it("points Open Graph and Twitter at the route's 1200×630 social card", () => {
    const images = meta.openGraph?.images as { url: string; width: number; height: number }[];
    expect(images[0]).toMatchObject({ url: "/og/brands.png", width: 1200, height: 630 });
    expect(meta.twitter).toMatchObject({ card: "summary_large_image" });
  });
});

describe("a path no page file has", () => {
  it("fails the build: getMetadata throws, naming the path", () => {
    const stray = { path: "/donation-api/payroll", title: "Payroll giving", description: "x".repeat(100) };
    expect(() => getMetadata(stray)).toThrow("getMetadata: no page file in lib/content/pages/ has the path /donation-api/payroll");
  });
});

describe("every page's metadata", () => {
  it("comes from one content module per route, in lib/routes.ts", () => {
    expect(PAGE_METAS.map((meta) => meta.path).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    for (const meta of PAGE_METAS) expect(() => getMetadata(meta)).not.toThrow();
  });

  it("gives every page its own title", () => {
    const titles = PAGE_METAS.map((meta) => getMetadata(meta).openGraph?.title);
    expect(new Set(titles).size).toBe(PAGE_METAS.length);
  });
});

describe("description length", () => {
  it("accepts 70 to 160 characters", () => {
    expect(getMetadata({ path: "/chatbot", title: "Chat", description: "x".repeat(70) }).description).toHaveLength(70);
    expect(getMetadata({ path: "/chatbot", title: "Chat", description: "x".repeat(160) }).description).toHaveLength(160);
  });

  it("refuses a description search engines would find too thin or cut", () => {
    expect(() => getMetadata({ path: "/chatbot", title: "Chat", description: "x".repeat(69) })).toThrow(/\/chatbot is 69 characters/);
    expect(() => getMetadata({ path: "/chatbot", title: "Chat", description: "x".repeat(161) })).toThrow(/161 characters/);
  });

  it("holds for the site-wide default", () => {
    expect(DEFAULT_DESCRIPTION.length).toBeGreaterThanOrEqual(70);
    expect(DEFAULT_DESCRIPTION.length).toBeLessThanOrEqual(160);
  });
});

describe("routes", () => {
  it("slug every path into a file name", () => {
    expect(routeSlug("/")).toBe("home");
    expect(routeSlug("/donation-api/loyalty")).toBe("donation-api-loyalty");
    expect(ogImagePath("/chatbot")).toBe("/og/chatbot.png");
  });

  it("has unique paths, each with a label and a headline", () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      expect(r.label.length).toBeGreaterThan(0);
      expect(r.headline.length).toBeGreaterThan(0);
    }
  });
});
