/**
 * Addresses that last (lib/content/redirects.mjs, the page check's part in
 * lib/content/page-problems.ts, out/_redirects in scripts/build/host-rules.mjs,
 * scripts/check-kept-paths.mjs): a moved page's former paths and a retired
 * page's paths redirect; what would make two rules of one path, a rule of a
 * live path, a chain or a loop is refused naming the files; a link may land
 * at a section a page gives an anchor, and at no other.
 */
import { loadPages } from "@/lib/content/load";
import { PAGE_FILES, SHARED_FILES, type ContentFile } from "@/lib/content/shared-files";
import { pageNameOf, routesOf } from "@/lib/content/page-files.mjs";
import { formerPathsAfterMove, lostPaths, pageRedirects, retiredPagesOf } from "@/lib/content/redirects.mjs";
import { linkedProblems, pageEntryWords, pageLinksIn } from "@/lib/content/page-problems";
import { pageSchema } from "@/lib/content/page.schema";
import { pageReferences } from "@/lib/content/page-links";
import { linkableAnchors } from "@/lib/sections/schemas";
import { addressesOf, redirectsFile, redirectsFileProblems } from "@/scripts/build/host-rules.mjs";
import { reservedPathProblem } from "@/lib/content/page-path.mjs";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an edit reaches into a page file's JSON, whatever its shape
type Json = any;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));
const edited = (entry: ContentFile, edit: (data: Json) => void): ContentFile => {
  const data = clone(entry.data);
  edit(data);
  return { ...entry, data };
};
const named = (name: string) => PAGE_FILES.find((entry) => pageNameOf(entry.file) === name)!;
const pathOf = (entry: ContentFile) => (entry.data as { path: string }).path;
const replace = (files: readonly ContentFile[], ...changed: ContentFile[]) => files.map((f) => changed.find((c) => c.file === f.file) ?? f);
const problemsOf = (files: readonly ContentFile[]) => {
  try {
    loadPages(files);
    return "";
  } catch (error) {
    return String(error);
  }
};

/** A page with a link to another page, that link, and the page it names: found in the content, never assumed. */
const linking = (() => {
  for (const from of PAGE_FILES) {
    const link = pageReferences(pageSchema, from.data).find((l) => l.name !== pageNameOf(from.file) && l.path[0] === "sections");
    if (link) return { from, link, target: named(link.name) };
  }
  throw new Error("no page file links to another page: the tests below need one");
})();
/** A page no content file links to, that is not the home page: one that can be retired. */
const unlinked = PAGE_FILES.find(
  (entry) =>
    pathOf(entry) !== "/" &&
    !retiredPagesOf([entry])[pageNameOf(entry.file)] &&
    !PAGE_FILES.some((other) => pageReferences(pageSchema, other.data).some((l) => l.name === pageNameOf(entry.file))),
)!;
const moved = "/a-new-address-for-this-test";

describe("a moved page", () => {
  it("redirects each former path to its path, and the build takes it", () => {
    const page = edited(linking.target, (data) => {
      data.formerPaths = [data.path];
      data.path = moved;
    });
    const files = replace(PAGE_FILES, page);
    expect(problemsOf(files)).toBe("");
    const { redirects, problems } = pageRedirects(files);
    expect(problems).toEqual([]);
    expect(redirects.filter((r) => r.file === page.file)).toEqual([{ from: pathOf(linking.target), to: moved, file: page.file }]);
  });

  it("gets main's path in its former paths when it moves, keeps them on a second move, and loses one it moves back to", () => {
    const main = pathOf(linking.target);
    const once = formerPathsAfterMove([], moved, main);
    expect(once).toEqual([main]);
    expect(formerPathsAfterMove(once, `${moved}-again`, main)).toEqual([main]);
    expect(formerPathsAfterMove(once, main, main)).toEqual([]);
    // A page main lacks (new on this branch) has none to give.
    expect(formerPathsAfterMove([], moved, undefined)).toEqual([]);
  });

  it("is refused, naming both files, for a former path another page has, or one two pages claim", () => {
    const other = PAGE_FILES.find((f) => f !== linking.target && f !== linking.from)!;
    const taken = edited(linking.target, (data) => (data.formerPaths = [pathOf(other)]));
    expect(problemsOf(replace(PAGE_FILES, taken))).toContain(
      `${taken.file}: Former paths 1: ${pathOf(other)} is the path of the page ${pageNameOf(other.file)}`,
    );
    // The second of the two in the files' order is named with the first.
    const [first, second] = PAGE_FILES.filter((f) => f === linking.target || f === other).map((f) => edited(f, (data) => (data.formerPaths = [moved])));
    const message = problemsOf(replace(PAGE_FILES, first!, second!));
    expect(message).toContain(`${second!.file}: ${moved} is also a path ${first!.file} redirects`);
  });

  it("is refused for a reserved former path, or its own path", () => {
    const reserved = "/admin/old";
    const page = edited(linking.target, (data) => (data.formerPaths = [reserved, data.path]));
    const message = problemsOf(replace(PAGE_FILES, page));
    expect(message).toContain(`${page.file}: Former paths 1: ${reservedPathProblem(reserved)}`);
    expect(message).toContain(`${page.file}: Former paths 2: ${pathOf(linking.target)} is the page's own path`);
  });
});

describe("a retired page", () => {
  const retire = (entry: ContentFile, to: unknown) =>
    edited(entry, (data) => {
      data.retiredTo = [to];
      data.formerPaths = [`${data.path}-before`];
    });

  it("is not built, and its path and former paths redirect to the page it names, or another site", () => {
    const home = named("home");
    const toPage = retire(unlinked, { type: "page", page: pageNameOf(home.file) });
    const files = replace(PAGE_FILES, toPage);
    expect(problemsOf(files)).toBe("");
    expect(routesOf(files).map((r) => r.file)).not.toContain(unlinked.file);
    expect(loadPages(files).map((p) => p.file)).not.toContain(unlinked.file);
    expect(pageRedirects(files).redirects.filter((r) => r.file === unlinked.file)).toEqual([
      { from: pathOf(unlinked), to: pathOf(home), file: unlinked.file },
      { from: `${pathOf(unlinked)}-before`, to: pathOf(home), file: unlinked.file },
    ]);
    // To a section of the page: the redirect lands there.
    const anchor = linkableAnchors((linking.target.data as { sections: { type: string }[] }).sections)[0]!;
    const toSection = retire(unlinked, { type: "page", page: `${linking.link.name}#${anchor}` });
    expect(problemsOf(replace(PAGE_FILES, toSection))).toBe("");
    expect(pageRedirects(replace(PAGE_FILES, toSection)).redirects.find((r) => r.file === unlinked.file)!.to).toBe(`${pathOf(linking.target)}#${anchor}`);
    const away = "https://example.org/giving";
    expect(
      pageRedirects(replace(PAGE_FILES, retire(unlinked, { type: "url", url: away })))
        .redirects.filter((r) => r.file === unlinked.file)
        .map((r) => r.to),
    ).toEqual([away, away]);
  });

  it("refuses a link to it, naming the page that links, and a retired page sent to a retired one (a chain), or to itself", () => {
    const retired = retire(linking.target, { type: "page", page: pageNameOf(named("home").file) });
    expect(problemsOf(replace(PAGE_FILES, retired))).toContain(`${linking.from.file}: `);
    expect(problemsOf(replace(PAGE_FILES, retired))).toContain(`names the page "${linking.link.name}", which is retired`);
    const chained = retire(unlinked, { type: "page", page: linking.link.name });
    expect(problemsOf(replace(PAGE_FILES, retired, chained))).toContain(
      `${unlinked.file}: Retired to 1 › Page: names the page "${linking.link.name}", which is retired`,
    );
    const itself = retire(unlinked, { type: "page", page: pageNameOf(unlinked.file) });
    expect(problemsOf(replace(PAGE_FILES, itself))).toContain(`${unlinked.file}: Retired to 1 › Page: sends visitors to this page itself`);
  });

  it("is known by name with where it sends visitors; the home page cannot be retired", () => {
    const home = named("home");
    const retired = retire(unlinked, { type: "url", url: "https://example.org" });
    expect(retiredPagesOf([retired])).toEqual({ [pageNameOf(unlinked.file)]: "https://example.org" });
    const other = PAGE_FILES.find((f) => f !== home)!;
    expect(problemsOf(replace(PAGE_FILES, retire(home, { type: "page", page: pageNameOf(other.file) })))).toContain(
      `${home.file}: Retired to: the home page cannot be retired`,
    );
  });

  it("is refused on Save while other pages link to it, naming each link", () => {
    const retired = retire(linking.target, { type: "page", page: pageNameOf(named("home").file) });
    const links = pageLinksIn(linking.from.file, pageEntryWords(linking.from.data), pageSchema, linking.from.data);
    const problems = linkedProblems(linking.target.file, retired.data, links);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toContain(pageEntryWords(linking.from.data));
  });
});

describe("a link to a section of another page", () => {
  it("lands at an anchor the target gives; a missing one fails the build naming the linking page, the target and the anchor", () => {
    expect(problemsOf(PAGE_FILES)).toBe("");
    const missing = "no-such-section";
    // The same field, now naming an anchor the target does not draw.
    const broken = edited(linking.from, (data) => {
      let holder: Json = data;
      for (const key of linking.link.path.slice(0, -1)) holder = holder[key];
      holder[linking.link.path.at(-1)!] = `${linking.link.name}#${missing}`;
    });
    const message = problemsOf(replace(PAGE_FILES, broken));
    expect(message).toContain(`${linking.from.file}: `);
    expect(message).toContain(`links to the section "${missing}" of the page ${linking.link.name} (${pathOf(linking.target)})`);
  });

  it("from the header too: a missing anchor fails the build naming the header's file and link", () => {
    const layout = SHARED_FILES.layout;
    const data = clone(layout.content);
    const missing = "no-such-section";
    data.header.links[0]!.href = `${linking.link.name}#${missing}`;
    let message = "";
    try {
      loadPages(PAGE_FILES, [{ ...layout, data }]);
    } catch (error) {
      message = String(error);
    }
    expect(message).toContain(`${layout.file}: header.links[0].href: links to the section "${missing}" of the page ${linking.link.name}`);
  });

  it("offers only anchors a section gives itself, never one made from a heading", () => {
    const sections = (linking.target.data as { sections: { type: string; anchor?: string; id?: string }[] }).sections;
    expect(linkableAnchors(sections)).toEqual(sections.flatMap((s) => s.anchor ?? s.id ?? []));
  });

  it("is refused on Save of the target when it removes the anchor a link lands at, naming the linking page", () => {
    const links = pageLinksIn(linking.from.file, pageEntryWords(linking.from.data), pageSchema, linking.from.data).filter((l) => l.anchor);
    expect(links.length).toBeGreaterThan(0);
    const anchor = links[0]!.anchor!;
    const without = edited(linking.target, (data) => {
      data.sections = data.sections.filter((s: Json) => s.anchor !== anchor && s.id !== anchor);
    });
    expect(linkedProblems(linking.target.file, without.data, links)).toEqual([
      `${links[0]!.where}: links to the section "${anchor}" of this page, which no section of it gives as its anchor now; keep that anchor, or change that link first`,
    ]);
    expect(linkedProblems(linking.target.file, linking.target.data, links)).toEqual([]);
  });
});

describe("the host's rules", () => {
  it("answer /x, /x/ and /x.html with a 301 to where the page is, before the rules that make not-found pages 404", () => {
    const text = redirectsFile({ basePath: "/base", paths: ["/404"], redirects: [{ from: "/old", to: "/new" }] });
    expect(text.split("\n")).toEqual([
      "/base/old /base/new 301",
      "/base/old/ /base/new 301",
      "/base/old.html /base/new 301",
      "/base/404 /base/__not-a-page 200",
      "",
    ]);
    expect(addressesOf("/")).toEqual(["/", "/index.html"]);
  });

  it("hold the host's limit of static rules", () => {
    const redirects = Array.from({ length: 700 }, (_, i) => ({ from: `/old-${i}`, to: "/new" }));
    expect(redirectsFileProblems(redirectsFile({ paths: ["/404"], redirects }))).toEqual(["_redirects: 2101 static rules; the host allows at most 2000"]);
  });
});

describe("the paths main serves", () => {
  it("are each a page or a redirect on the branch: a page deleted fails, naming its path; retired instead, it passes", () => {
    const deleted = PAGE_FILES.filter((f) => f !== unlinked);
    const { problems } = lostPaths(PAGE_FILES, deleted, "main");
    expect(problems).toEqual([expect.stringContaining(`${pathOf(unlinked)}: main serves it, this branch does not`)]);
    expect(problems[0]).toContain("retire the page instead of deleting it");
    const retired = edited(unlinked, (data) => (data.retiredTo = [{ type: "page", page: pageNameOf(named("home").file) }]));
    expect(lostPaths(PAGE_FILES, replace(PAGE_FILES, retired), "main").problems).toEqual([]);
    const movedAway = edited(unlinked, (data) => (data.path = moved));
    expect(lostPaths(PAGE_FILES, replace(PAGE_FILES, movedAway), "main").problems).toHaveLength(1);
    const movedKept = edited(movedAway, (data) => (data.formerPaths = [pathOf(unlinked)]));
    const { kept, problems: none } = lostPaths(PAGE_FILES, replace(PAGE_FILES, movedKept), "main");
    expect(none).toEqual([]);
    expect(kept).toEqual(expect.arrayContaining(PAGE_FILES.map(pathOf)));
  });
});
