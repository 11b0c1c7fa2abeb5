/**
 * @jest-environment node
 *
 * What a check that builds a copy of the project keeps of the pages (scripts/check-content-build.mjs): the pages
 * asked for and every page a link reaches from them, from a shared content file or from the footer, by name, however
 * deep; no other.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGES_DIR, pagesNeededBy } from "@/lib/content/page-files.mjs";

let root: string;
const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(data));
};
const page = (name: string, links: string[] = [], showInFooter = false) =>
  write(`${PAGES_DIR}/${name}.json`, {
    path: `/campaigns/${name}`,
    showInFooter,
    sections: links.map((to) => ({ type: "text", buttons: [{ href: to }] })),
  });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "pages-needed-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("keeps the pages asked for, the pages a shared file links to, the pages in the footer, and the pages their links reach however deep", () => {
  page("launch", ["linked"]);
  page("linked", ["two-deep"]);
  page("two-deep", ["launch"]); // a cycle ends
  page("from-footer");
  page("in-the-footer", ["reached-from-footer"], true); // the footer is on every page
  page("reached-from-footer");
  page("unlinked");
  page("also-unlinked", ["launch"]); // linking to a kept page does not keep it
  write("lib/content/layout.json", { footer: { links: [{ href: "from-footer" }] } });
  write("lib/content/nested/more.json", { words: "unlinked is a word here, not a page's name" });

  expect([...pagesNeededBy(["launch"], root)].sort()).toEqual(["from-footer", "in-the-footer", "launch", "linked", "reached-from-footer", "two-deep"]);
});

test("a name no page has is not kept, nor is a page's name as part of longer words", () => {
  page("home");
  page("brands");
  write("lib/content/site.json", { name: "Drops", tagline: "brands and home" });

  expect([...pagesNeededBy(["home", "gone"], root)]).toEqual(["home"]);
});
