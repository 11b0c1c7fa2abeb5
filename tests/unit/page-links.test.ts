/**
 * Links name a page, not its path (lib/content/page-links.ts): every link in
 * the content files stores a page file's name, the site draws it as that
 * page's current path, a page's path can change in one save and every link to
 * it follows, and a link to a page no file has (a deleted page) fails the
 * build naming file, field and name. Values are read through the content
 * modules: nothing a marketer edits is written here.
 */
import { PAGES, PAGE_PATHS, failOnMissingPages, loadPages, type Page } from "@/lib/content/load";
import { HEADER } from "@/lib/content/layout";
import { layoutSchema } from "@/lib/content/layout.schema";
import { CONTENT_FILES, PAGE_FILES, SHARED_FILES, type ContentFile } from "@/lib/content/shared-files";
import { pageLinkProblems, pageReferences, withPagePaths } from "@/lib/content/page-links";
import { pageSchema } from "@/lib/content/page.schema";
import { fieldWords } from "@/lib/content/page-problems";
import { pageNameOf, pageRoutes, routesOf } from "@/lib/content/page-files.mjs";
import { references } from "@/lib/content/references";
import { contentProblems } from "@/lib/content/schema";
import { FOOTER_ROUTES, ROUTES, footerRoutes } from "@/lib/routes";

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));
/** A page file with one field set (a copy: the manifest's stays as read). */
const withField = (entry: ContentFile, key: "path" | "showInFooter", value: unknown): ContentFile => {
  const data: unknown = copy(entry.data);
  if (!data || typeof data !== "object") throw new Error(`${entry.file} holds no object`);
  Reflect.set(data, key, value);
  return { ...entry, data };
};
const linksOf = (entry: ContentFile) => pageReferences(entry.schema, entry.data);
/** The first page file that links to another page, that link, and the file it names. */
const linking = (() => {
  for (const from of PAGE_FILES) {
    const link = linksOf(from).find((l) => l.name !== pageNameOf(from.file));
    const target = link && PAGE_FILES.find((f) => pageNameOf(f.file) === link.name);
    if (link && target) return { from, link, target };
  }
  throw new Error("no page file links to another page: the tests below need one");
})();
/** The header file with a link to a page other than the linking page and its target: as it is, or its first link pointed at one. */
function headerLinkingElsewhere(): ContentFile {
  const layout = SHARED_FILES.layout;
  const keep = [pageNameOf(linking.from.file), linking.link.name];
  if (linksOf(layout).some((link) => !keep.includes(link.name))) return layout;
  const other = PAGE_FILES.map((f) => pageNameOf(f.file)).find((name) => !keep.includes(name));
  if (!other) throw new Error("no page besides the linking page and its target for the header to link to");
  const data = copy(layout.content);
  data.header.links[0]!.href = other;
  return { ...layout, data };
}
/** A loaded page's value at a field path as the build's messages write it ("sections[3].more.href"). */
const valueAt = (page: Page, at: string) => references(pageSchema, page, "page").find((l) => l.at === at)?.name;
/** What a link drawn to `path` opens: the path, then its section's anchor if it names one. */
const drawn = (path: string | undefined) => `${path}${linking.link.anchor ? `#${linking.link.anchor}` : ""}`;

describe("links in the content files", () => {
  it("each name a page file, by its name, and the schema refuses a path in their place, saying what it wants", () => {
    const links = CONTENT_FILES.flatMap((entry) => linksOf(entry).map((link) => ({ file: entry.file, ...link })));
    expect(links.length).toBeGreaterThan(0);
    const names = pageRoutes().map((route) => route.name);
    expect(links.filter((link) => !names.includes(link.name))).toEqual([]);
    const header = SHARED_FILES.layout;
    const asPath = copy(header.content);
    const first = asPath.header.links[0]!;
    first.href = PAGE_PATHS[first.href]!;
    expect(contentProblems(header.file, layoutSchema, asPath)).toEqual([
      `${header.file}: header.links[0].href: must be the name of a page file in lib/content/pages/ (its file name without .json), like brands, then maybe # and one of its anchors`,
    ]);
  });

  it("are drawn as the path of the page they name: the pages' links and the header's", () => {
    const page = PAGES.find((p) => p.file === linking.from.file)!;
    expect(valueAt(page, linking.link.at)).toBe(drawn(PAGE_PATHS[linking.link.name]));
    expect(PAGE_PATHS[linking.link.name]).toBe(pageRoutes().find((route) => route.file === linking.target.file)?.path);
    const headerNames = linksOf(SHARED_FILES.layout).map((link) => link.name);
    expect(HEADER.links.map((link) => link.href)).toEqual(headerNames.map((name) => PAGE_PATHS[name]));
  });

  it("follow a page whose path changed in one save: the other pages' links open the new path", () => {
    const moved = `${PAGE_PATHS[linking.link.name]!.replace(/\/$/, "")}/moved-here`;
    const files = PAGE_FILES.map((f) => (f === linking.target ? withField(f, "path", moved) : f));
    const pages = loadPages(files);
    expect(valueAt(pages.find((p) => p.file === linking.from.file)!, linking.link.at)).toBe(drawn(moved));
    // The linking page's file itself is untouched: it still names the page, not a path.
    expect(linksOf(files.find((f) => f.file === linking.from.file)!).find((l) => l.at === linking.link.at)).toMatchObject({
      name: linking.link.name,
      anchor: linking.link.anchor,
    });
  });

  it("to a page no file has (it was deleted) fail the build, naming the file, the field and the page", () => {
    const files = PAGE_FILES.filter((f) => f !== linking.target);
    expect(() => loadPages(files)).toThrow(
      `${linking.from.file}: ${fieldWords(linking.from.data, linking.link.path)}: names the page "${linking.link.name}", which no page file has (deleted?)`,
    );
    // The header's links too, checked against the pages.
    // A header link to a page other than the linking one (which must stay, to hold its own link): the
    // header's own, or, where a marketer left it only a link to the linking page, that link pointed at another.
    const layout = headerLinkingElsewhere();
    const headerLink = linksOf(layout).find((link) => link.name !== pageNameOf(linking.from.file))!;
    const withoutIt = Object.fromEntries(Object.entries(PAGE_PATHS).filter(([name]) => name !== headerLink.name));
    expect(() => failOnMissingPages([layout], withoutIt)).toThrow(
      `lib/content/layout.json: ${headerLink.at}: names the page "${headerLink.name}", which no page file has (deleted?)`,
    );
    expect(pageLinkProblems(SHARED_FILES.layout.file, layoutSchema, SHARED_FILES.layout.data, PAGE_PATHS)).toEqual([]);
    // As the site loads: the pages' and the header's links to deleted pages, all in one message.
    const both = PAGE_FILES.filter((f) => f !== linking.target && pageNameOf(f.file) !== headerLink.name);
    expect(() => loadPages(both, [layout])).toThrow(
      new RegExp(
        [
          `${linking.from.file}: ${fieldWords(linking.from.data, linking.link.path)}: names the page "${linking.link.name}"`,
          `lib/content/layout.json: ${headerLink.at}: names the page "${headerLink.name}"`,
        ]
          .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
          .join("[\\s\\S]*"),
      ),
    );
  });

  it("are turned into paths on a copy: the file as read keeps its names", () => {
    const before = JSON.stringify(SHARED_FILES.layout.data);
    const turned = withPagePaths(layoutSchema, SHARED_FILES.layout.data, PAGE_PATHS);
    expect(JSON.stringify(SHARED_FILES.layout.data)).toBe(before);
    expect(turned).not.toEqual(SHARED_FILES.layout.data);
    expect(() => withPagePaths(layoutSchema, SHARED_FILES.layout.data, {})).toThrow(/^header\.links\[0\]\.href: names the page ".+", which no page file has$/);
    expect(withPagePaths(layoutSchema, SHARED_FILES.layout.data, {}, () => "#")).toMatchObject({ header: { links: HEADER.links.map(() => ({ href: "#" })) } });
  });
});

describe("Show in footer", () => {
  it("lists in the footer the pages whose file says so, in path order; the sitemap and social cards (ROUTES) keep every page", () => {
    expect(FOOTER_ROUTES).toEqual(ROUTES.filter((route) => PAGES.find((page) => page.path === route.path)!.showInFooter));
    expect(ROUTES).toHaveLength(PAGE_FILES.length);
    const hidden = PAGE_FILES[0]!;
    const pages = loadPages(PAGE_FILES.map((f) => withField(f, "showInFooter", f !== hidden)));
    const routes = pages.map(({ path, label, headline, showInFooter }) => ({ path, label, headline, showInFooter: showInFooter === true, hidden: false }));
    expect(routes).toHaveLength(PAGE_FILES.length);
    expect(footerRoutes(routes).map((route) => route.path)).toEqual(
      routesOf(PAGE_FILES)
        .filter((route) => route.file !== hidden.file)
        .map((route) => route.path),
    );
  });

  it("is optional in a page file, off when absent (Decap saves a switch left off so), true or false when given", () => {
    const home = PAGE_FILES[0]!;
    const without = withField(home, "showInFooter", undefined).data;
    expect(contentProblems(home.file, pageSchema, without)).toEqual([]);
    const [page] = loadPages([withField(home, "showInFooter", undefined)]);
    expect(footerRoutes([{ ...page!, showInFooter: page!.showInFooter === true, hidden: false }])).toEqual([]);
    expect(contentProblems(home.file, pageSchema, withField(home, "showInFooter", "yes").data)).toEqual([`${home.file}: showInFooter: must be true or false`]);
  });
});
