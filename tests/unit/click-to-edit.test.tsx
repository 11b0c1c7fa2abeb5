/**
 * Click-to-edit in the editor's preview (issue #64), with Decap's own encoding (decap-cms-core lib/stega.js, what its
 * visualEditing hands a preview; not in Decap's documentation yet, so this is its guard): the preview of every page
 * file, and of a page holding every section type's example, draws the same with the marks as without (the preview
 * still matches the built page), each marked string's words carry its field, and a figure a page shows carries the
 * field that picks its claim. The click itself, in Decap's editor, is tests/e2e/editor.spec.ts's.
 */
import { render } from "@testing-library/react";
import { fromJS } from "immutable";
import { vercelStegaDecode, vercelStegaSplit } from "@vercel/stega";
import { encodeEntry } from "decap-cms-core/dist/esm/lib/stega";
import { PageBody } from "@/components/editor/page-preview";
import { fieldAtPoint, fieldClickOf, fieldMark, focusPath, pageClaimsMarked } from "@/components/editor/click-to-edit";
import { LIST_ITEM_FIELD } from "@/lib/content/field-label";
import { tokensToHtml } from "@/lib/code-html";
import { editorConfig, type EditorField } from "@/lib/content/editor-config";
import { SECTION_CONTEXT } from "@/lib/content/load";
import { references } from "@/lib/content/references";
import { pageSchema } from "@/lib/content/page.schema";
import { PAGE_FILES } from "@/lib/content/shared-files";
import type { SectionContext } from "@/lib/content/section-context";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";

const context: SectionContext = { ...SECTION_CONTEXT, highlight: (code) => tokensToHtml(code.split("\n").map((line) => [{ content: line }])) };
const pages = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" }).collections.find((c) => c.name === "pages")!;
const fields = fromJS((pages as { fields: EditorField[] }).fields);
/** A page's data as Decap hands it to the preview with visualEditing on. */
const marked = (data: unknown) => (encodeEntry(fromJS(data), fields) as { toJS(): unknown }).toJS();
const drawn = (data: unknown, ctx = context) => render(<PageBody page={data} context={ctx} />).container;
/** The markup, React's ids (useId's, numbered on from one drawing to the next) said alike. */
const markup = (root: Element) => root.innerHTML.replace(/_r_\w+_/g, "_r_id_");

/** Every page file, and one page of every section type's example (the first page file's own fields around them). */
const checked = [
  ...PAGE_FILES.map(({ file, data }) => ({ file, data })),
  { file: "every section type's example", data: { ...(PAGE_FILES[0]!.data as object), sections: SECTION_SCHEMAS.map((type) => type.example) } },
];

beforeEach(() => {
  // The chat's first messages say the time they came: the same for both drawings.
  jest.useFakeTimers({ now: new Date("2026-01-02T10:00:00Z") });
  jest.spyOn(console, "error").mockImplementation(() => {});
  // jsdom has none; the views that ask (a motion preference) get "no preference".
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test.each(checked)("$file: the preview draws the same with the marks as without, and marks its words", ({ data }) => {
  const plain = markup(drawn(data));
  const withMarks = markup(drawn(marked(data)));
  expect(withMarks).not.toBe(plain);
  expect(vercelStegaSplit(withMarks).cleaned).toBe(plain);
});

test("a click on a word finds the field of the string it is in, a word in a bold part or a headline's line included", () => {
  const data = { ...(PAGE_FILES[0]!.data as object), sections: SECTION_SCHEMAS.map((type) => type.example) };
  const root = drawn(marked(data));
  // Every text node that ends in marks: the point on its first word leads to the marks' field.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let checkedNodes = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? "";
    const found = vercelStegaDecode(text) as { decap?: string } | undefined;
    if (!found?.decap || !vercelStegaSplit(text).cleaned.trim()) continue;
    // jsdom has no layout: the caret at the point is this text node's start.
    const caret = document.createRange();
    caret.setStart(node, 0);
    document.caretRangeFromPoint = () => caret;
    expect(fieldAtPoint(root, 0, 0)).toBe(found.decap);
    checkedNodes++;
  }
  expect(checkedNodes).toBeGreaterThan(SECTION_SCHEMAS.length);
});

test("a figure a page shows carries the field that picks its claim", () => {
  const holder = PAGE_FILES.find(({ data }) => references(pageSchema, data, "claim").length > 0)!;
  const page = JSON.parse(JSON.stringify(holder.data)) as unknown;
  const refs = references(pageSchema, holder.data, "claim");
  const claims = pageClaimsMarked(page, context.claims);
  const root = drawn(page, { ...context, claims });
  const figures = [...root.querySelectorAll("*")].flatMap((el) =>
    [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ""),
  );
  for (const ref of refs) {
    const figure = figures.find((text) => (vercelStegaDecode(text) as { decap?: string } | undefined)?.decap === ref.path.join("."));
    expect([ref.path.join("."), figure && vercelStegaSplit(figure).cleaned]).toEqual([ref.path.join("."), context.claims[ref.name]]);
  }
});

test("a click past the end of a line leads to its block's string; on words looked up elsewhere (no marks), to nothing", () => {
  const root = document.createElement("div");
  root.innerHTML = `<dl><dd>$5${fieldMark(["claims", 0, "value"])}</dd><dd>no marks here</dd></dl>`;
  const [marked, plain] = [...root.querySelectorAll("dd")].map((dd) => dd.firstChild!);
  const caret = document.createRange();
  caret.setStart(marked!, marked!.textContent!.length);
  document.caretRangeFromPoint = () => caret;
  expect(fieldAtPoint(root, 0, 0)).toBe("claims.0.value");
  caret.setStart(plain!, 2);
  expect(fieldAtPoint(root, 0, 0)).toBeUndefined();
});

test("a value of a list of single values is focused by the list item's one field (Decap's path ends at its place)", () => {
  expect(focusPath("sections.0.headline.1")).toBe(`sections.0.headline.1.${LIST_ITEM_FIELD}`);
  expect(focusPath("sections.2.body")).toBe("sections.2.body");
  const focused: string[] = [];
  fieldClickOf({ onFieldClick: (path: string) => focused.push(path) })!("sections.0.headline.0");
  expect(focused).toEqual([`sections.0.headline.0.${LIST_ITEM_FIELD}`]);
  expect(fieldClickOf({})).toBeUndefined();
});
