/**
 * The Markdown subset of Text sections and answers (lib/content/markdown.ts):
 * each construct it has, drawn as elements (components/ui/markdown.tsx); each
 * it refuses, by a message naming it, in the schema (the build and the editor)
 * and never drawn; links to a page no file has, refused where pages load. The
 * sources here are this test's own, not a marketer's words.
 */
import { render, screen, within } from "@testing-library/react";
import { vercelStegaEncode, vercelStegaSplit } from "@vercel/stega";
import Markdown from "@/components/ui/markdown";
import { loadPages } from "@/lib/content/load";
import { fieldWords } from "@/lib/content/page-problems";
import { PAGE_FILES, type ContentFile } from "@/lib/content/shared-files";
import { linkProblem, markdown, markdownPlainText, parseMarkdown } from "@/lib/content/markdown";
import { contentProblems, fields } from "@/lib/content/schema";
import { sectionSchemaOf } from "@/lib/sections/schemas";

const problems = (source: string) => parseMarkdown(source).problems;
const draw = (source: string) => render(<Markdown source={source} />).container;

describe("the subset", () => {
  test("paragraphs, bold, italic and line breaks", () => {
    const root = draw("One **bold** and *italic* and _also italic_.\n\nA second  \nline.");
    expect(problems("One **bold** and *italic*.\n\nA second  \nline.")).toEqual([]);
    expect(root.querySelectorAll("p")).toHaveLength(2);
    expect(root.querySelector("p strong")).toHaveTextContent(/^bold$/);
    expect([...root.querySelectorAll("p em")].map((em) => em.textContent)).toEqual(["italic", "also italic"]);
    expect(root.querySelectorAll("p br")).toHaveLength(1);
  });

  test("nested emphasis keeps its nesting", () => {
    const root = draw("**bold *and italic* inside** and ***both***");
    expect(problems("**bold *and italic* inside** and ***both***")).toEqual([]);
    expect(root.querySelector("strong > em")).toHaveTextContent(/^and italic$/);
    const both = [...root.querySelectorAll("em > strong, strong > em")].map((el) => el.textContent);
    expect(both).toContain("both");
  });

  test("bulleted and numbered lists, a numbered one keeping its first number, and a list inside a list", () => {
    const source = "- one\n- two\n  1. inner\n\n3. three\n4. four";
    expect(problems(source)).toEqual([]);
    draw(source);
    const lists = screen.getAllByRole("list");
    expect(lists.map((list) => list.tagName)).toEqual(["UL", "OL", "OL"]);
    expect(within(lists[0]!).getAllByRole("listitem")).toHaveLength(3);
    expect(lists[2]).toHaveAttribute("start", "3");
    expect(lists[1]).not.toHaveAttribute("start");
  });

  test("a level-3 heading, and no other level", () => {
    draw("### Small heading\n\nText");
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^Small heading$/);
    for (const level of [1, 2, 4]) {
      expect(problems(`${"#".repeat(level)} Heading`)).toEqual([
        `has a level-${level} heading ("${"#".repeat(level)} Heading"), which is not allowed: only level-3 headings (### Heading) sit inside a section`,
      ]);
    }
    expect(problems("Heading\n=======")).toHaveLength(1);
  });

  test("links to a page of the site (by its path) and to https addresses", () => {
    const source = "[home](/) [a page](/campaigns/spring-appeal) [elsewhere](https://example.org/a?b=c) <https://example.org>";
    expect(problems(source)).toEqual([]);
    expect(parseMarkdown(source).links).toEqual(["/", "/campaigns/spring-appeal", "https://example.org/a?b=c", "https://example.org"]);
    draw(source);
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(parseMarkdown(source).links);
  });

  test("character references are drawn as the characters, never as markup", () => {
    const root = draw("Fish &amp; chips &lt;b&gt;not bold&lt;/b&gt; &#169;");
    expect(root.querySelector("p")).toHaveTextContent("Fish & chips <b>not bold</b> ©");
    expect(root.querySelector("b")).toBeNull();
    expect(parseMarkdown("[x](https://example.org/?a=1&amp;b=2)").links).toEqual(["https://example.org/?a=1&b=2"]);
  });
});

describe("in the editor's preview, with click-to-edit", () => {
  // Decap (decap-cms-core lib/stega.js) hands the preview a Markdown field with each paragraph ended by invisible
  // characters naming the field: the same split, so this test marks the source as the preview gets it.
  const marked = (source: string, path: string) =>
    source
      .split(/(\n\n+)/)
      .map((block) => (block.trim() ? block + vercelStegaEncode({ decap: path }) : block))
      .join("");

  test("every construct of the subset is drawn as without the marks, each block's marks in its last words", () => {
    const source = [
      "One **bold** and *italic*, then a [page](/brands) and [an address](https://example.org/x).",
      "### A heading",
      "- a list\n- of **two**",
      "1. numbered\n2. and [linked](/)",
      "A second  \nline ending in **bold**",
    ].join("\n\n");
    const withMarks = marked(source, "sections.2.body");
    expect(problems(withMarks)).toEqual([]);
    expect(parseMarkdown(withMarks).links).toEqual(parseMarkdown(source).links);
    const plain = draw(source).innerHTML;
    const drawn = draw(withMarks);
    expect(vercelStegaSplit(drawn.innerHTML).cleaned).toBe(plain);
    // A click on a block's words finds the field (Decap decodes the clicked element's text).
    for (const block of drawn.querySelectorAll("p, h3, li:last-child")) expect(vercelStegaSplit(block.textContent ?? "").encoded).not.toBe("");
  });
});

describe("what the subset refuses", () => {
  test("raw HTML, inline or as a block, is refused and never drawn", () => {
    const inline = "Some <b>bold</b> words";
    expect(problems(inline)).toEqual([
      `has raw HTML ("<b>"), which is not allowed: use the editor's buttons: bold, italic, level-3 heading, lists and links`,
      `has raw HTML ("</b>"), which is not allowed: use the editor's buttons: bold, italic, level-3 heading, lists and links`,
    ]);
    const block = '<script>alert("x")</script>\n\n<div onclick="x()">Hi</div>';
    expect(problems(block)).toHaveLength(2);
    for (const message of problems(block)) expect(message).toMatch(/^has raw HTML \("</);
    const root = draw(`${inline}\n\n${block}`);
    expect(root.querySelector("b, script, div[onclick]")).toBeNull();
    expect(root.innerHTML).not.toMatch(/<script|onclick/);
  });

  test("a javascript: link, or any scheme but https, is refused and drawn as its words only", () => {
    for (const href of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "mailto:a@example.org", "brands", "//example.org"]) {
      expect(problems(`[click](${href})`)).toEqual([
        `links to ${JSON.stringify(href)}: a link goes to a page of this site (its path, like /brands) or an https:// address`,
      ]);
    }
    const root = draw("[click](javascript:alert(1))");
    expect(root.querySelector("a")).toBeNull();
    expect(root).toHaveTextContent(/^click$/);
  });

  test("an http link is refused, asking for https", () => {
    expect(problems("[site](http://example.org)")).toEqual([`links to "http://example.org": use an https:// address, not http://`]);
    expect(linkProblem("https://example.org")).toBeUndefined();
  });

  test("a path that is not a page's form is refused", () => {
    expect(problems("[x](/Brands/)")).toEqual([`links to "/Brands/", which is not a page's path: like /brands, lowercase words and dashes`]);
  });

  test("code, quotes, images, dividing lines are refused, each named", () => {
    expect(problems("`code`")[0]).toMatch(/^has code \(between backticks\)/);
    expect(problems("    indented code")[0]).toMatch(/^has a code block/);
    expect(problems("> quoted")[0]).toMatch(/^has a quote/);
    expect(problems("![alt](https://example.org/a.png)")[0]).toMatch(/^has an image/);
    expect(problems("Text\n\n---")[0]).toMatch(/^has a dividing line/);
  });
});

describe("a Markdown field", () => {
  const schema = fields({ body: markdown({ max: 200 }) });

  test("names the field and each construct it refuses", () => {
    expect(contentProblems("page.json", schema, { body: "Hi <i>x</i> [a](http://example.org)" })).toEqual([
      `page.json: body: has raw HTML ("<i>"), which is not allowed: use the editor's buttons: bold, italic, level-3 heading, lists and links`,
      `page.json: body: has raw HTML ("</i>"), which is not allowed: use the editor's buttons: bold, italic, level-3 heading, lists and links`,
      `page.json: body: links to "http://example.org": use an https:// address, not http://`,
    ]);
    expect(contentProblems("page.json", schema, { body: "Fine **words**." })).toEqual([]);
    expect(contentProblems("page.json", schema, { body: "" })).toEqual(["page.json: body: must not be empty"]);
  });

  test("its words alone, for structured data", () => {
    expect(markdownPlainText("**Yes**, *see* [this page](/).\n\n- one\n- two")).toBe("Yes, see this page.\none\ntwo");
  });
});

describe("a link to a page no file has", () => {
  const home = PAGE_FILES.find((f) => f.file === "lib/content/pages/home.json")!;
  const text = sectionSchemaOf("text");
  // A hero, which a page needs for its h1, then the text with the link.
  const pageLinking = (body: string): ContentFile => ({
    ...home,
    file: "lib/content/pages/campaigns-links.json",
    data: { ...(home.data as object), path: "/campaigns/links", sections: [sectionSchemaOf("hero").example, { ...text.example, body }] },
  });

  test("fails the build where pages load, naming file, field and link", () => {
    const linking = pageLinking("See [the appeal](/campaigns/gone) and [home](/).");
    expect(() => loadPages([home, linking])).toThrow(
      `\n  lib/content/pages/campaigns-links.json: ${fieldWords(linking.data, ["sections", 1, "body"])}: links to "/campaigns/gone", which no page has as its path`,
    );
  });

  test("a link to a page that exists, the page itself included, loads", () => {
    expect(loadPages([home, pageLinking("See [home](/) and [this page](/campaigns/links).")])).toHaveLength(2);
  });
});
