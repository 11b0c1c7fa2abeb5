/**
 * The Markdown subset marketers write longer text in (a Text section's body, an
 * answer): paragraphs, **bold**, *italic*, bulleted and numbered lists, level-3
 * headings, line breaks, and links to a page of this site (by its path) or to an
 * https:// address. Nothing else: raw HTML, code, quotes, images, other heading
 * levels and other link schemes are refused, each by a message naming it.
 *
 * `marked`'s lexer reads the source (CommonMark's rules for emphasis, lists and
 * escapes, which no hand-made parser gets right in a few lines); its HTML output
 * is never used. The tokens become a small tree of our own
 * (components/ui/markdown.tsx draws it as React elements, so text is always
 * escaped), built at build time: the views are server components, and the
 * parser reaches only the editor's preview, never a page's browser bundle.
 */
import { Lexer, type Token, type Tokens } from "marked";
import type { z } from "zod";
import { references } from "./references";
import { PAGE_PATH } from "./page-path.mjs";
import { text, type TextRules } from "./schema";

export type MarkdownInline =
  | { kind: "text"; value: string }
  | { kind: "strong" | "em"; children: MarkdownInline[] }
  | { kind: "link"; href: string; children: MarkdownInline[] }
  | { kind: "br" };

export type MarkdownBlock =
  | { kind: "paragraph" | "heading"; children: MarkdownInline[] }
  /** A tight list item's words, drawn in the item itself rather than in a paragraph. */
  | { kind: "inline"; children: MarkdownInline[] }
  | { kind: "list"; ordered: boolean; start: number; items: MarkdownBlock[][] };

export interface ParsedMarkdown {
  blocks: MarkdownBlock[];
  /** Each construct outside the subset, in words a marketer can act on; the tree leaves it out. */
  problems: string[];
  /** Every link's target as written, in order (a page's path, or an https:// address). */
  links: string[];
}

const BUTTONS = "use the editor's buttons: bold, italic, level-3 heading, lists and links";

/** "…" around a piece of the source, shortened: what a message quotes. */
const quote = (raw: string) => JSON.stringify(raw.trim().length > 40 ? `${raw.trim().slice(0, 39)}…` : raw.trim());

/** Why a link target is refused, or undefined for a page's path or an https:// address. */
export function linkProblem(href: string): string | undefined {
  if (href.startsWith("/") && !href.startsWith("//"))
    return PAGE_PATH.test(href) ? undefined : `links to ${quote(href)}, which is not a page's path: like /brands, lowercase words and dashes`;
  if (/^http:/i.test(href)) return `links to ${quote(href)}: use an https:// address, not http://`;
  if (/^https:\/\//i.test(href) && URL.canParse(href)) return undefined;
  return `links to ${quote(href)}: a link goes to a page of this site (its path, like /brands) or an https:// address`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** marked leaves character references in text as written ("&amp;"): they are decoded here, as the text is drawn, never parsed as HTML. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Block constructs outside the subset, by marked's token type. */
const REFUSED: Record<string, string> = {
  code: "a code block",
  blockquote: "a quote (a line starting with >)",
  hr: "a dividing line (---)",
  table: "a table",
  def: "a link definition",
  image: "an image",
  codespan: "code (between backticks)",
  del: "struck-through text",
};

function refused(token: Token, problems: string[]): void {
  const what = token.type === "html" ? "raw HTML" : (REFUSED[token.type] ?? `${token.type} formatting`);
  const fix = token.type === "html" ? BUTTONS : "the text format has paragraphs, bold, italic, lists, level-3 headings and links";
  problems.push(`has ${what} (${quote(token.raw)}), which is not allowed: ${fix}`);
}

function inlines(tokens: readonly Token[] | undefined, out: ParsedMarkdown): MarkdownInline[] {
  return (tokens ?? []).flatMap((token): MarkdownInline[] => {
    switch (token.type) {
      case "text":
      case "escape": {
        const t = token as Tokens.Text | Tokens.Escape;
        // A tight list item's "text" holds inline tokens of its own.
        if ("tokens" in t && t.tokens?.length) return inlines(t.tokens, out);
        return [{ kind: "text", value: token.type === "escape" ? t.text : decodeEntities(t.text) }];
      }
      case "strong":
      case "em":
        return [{ kind: token.type, children: inlines((token as Tokens.Strong | Tokens.Em).tokens, out) }];
      case "br":
        return [{ kind: "br" }];
      case "link": {
        const link = token as Tokens.Link;
        // marked leaves a target's character references as written ("?a=1&amp;b=2"), as in text.
        const href = decodeEntities(link.href);
        out.links.push(href);
        const problem = linkProblem(href);
        if (problem) {
          out.problems.push(problem);
          return inlines(link.tokens, out);
        }
        return [{ kind: "link", href, children: inlines(link.tokens, out) }];
      }
      default:
        refused(token, out.problems);
        return [];
    }
  });
}

function blocks(tokens: readonly Token[], out: ParsedMarkdown, inItem = false): MarkdownBlock[] {
  return tokens.flatMap((token): MarkdownBlock[] => {
    switch (token.type) {
      case "space":
        return [];
      case "paragraph":
        return [{ kind: "paragraph", children: inlines((token as Tokens.Paragraph).tokens, out) }];
      case "text":
        return inItem ? [{ kind: "inline", children: inlines([token], out) }] : [{ kind: "paragraph", children: inlines([token], out) }];
      case "heading": {
        const heading = token as Tokens.Heading;
        if (heading.depth === 3) return [{ kind: "heading", children: inlines(heading.tokens, out) }];
        out.problems.push(
          `has a level-${heading.depth} heading (${quote(heading.raw)}), which is not allowed: only level-3 headings (### Heading) sit inside a section`,
        );
        return [{ kind: "paragraph", children: inlines(heading.tokens, out) }];
      }
      case "list": {
        const list = token as Tokens.List;
        const start = typeof list.start === "number" ? list.start : 1;
        return [{ kind: "list", ordered: list.ordered, start, items: list.items.map((item) => blocks(item.tokens, out, true)) }];
      }
      default:
        refused(token, out.problems);
        return [];
    }
  });
}

/** The source read as the subset: its tree, what is outside it, and its links. */
export function parseMarkdown(source: string): ParsedMarkdown {
  const out: ParsedMarkdown = { blocks: [], problems: [], links: [] };
  // No GFM: its bare-URL links and struck text are not part of the subset; CommonMark's rules are.
  out.blocks = blocks(new Lexer({ gfm: false }).lex(source), out);
  return out;
}

/** The words alone, blocks on lines of their own: what structured data (an FAQ's answer) quotes. */
export function markdownPlainText(source: string): string {
  const inline = (nodes: readonly MarkdownInline[]): string =>
    nodes.map((node) => (node.kind === "text" ? node.value : node.kind === "br" ? "\n" : inline(node.children))).join("");
  const block = (node: MarkdownBlock): string =>
    node.kind === "list" ? node.items.map((item) => item.map(block).join("\n")).join("\n") : inline(node.children);
  return parseMarkdown(source).blocks.map(block).join("\n").trim();
}

/**
 * A field in the Markdown subset: a multi-line line of copy (limits, slots and
 * the font as text() checks them) whose every construct is one the subset has;
 * each one that is not fails with its own message, in the build and the editor.
 * `markdown: true` in its metadata gives it the editor's Markdown widget and
 * lets the loader find its links, which must name a page that exists.
 */
export function markdown(rules: Omit<TextRules, "multiline" | "mono"> = {}) {
  const base = text({ ...rules, multiline: true });
  return base
    .superRefine((source, ctx) => {
      for (const message of parseMarkdown(source).problems) ctx.addIssue({ code: "custom", message });
    })
    .meta({ ...base.meta(), markdown: true });
}

/** Every link to a path of this site in a file's Markdown fields, with the field it is in. */
export function markdownLinks(schema: z.ZodType, data: unknown): { at: string; path: (string | number)[]; link: string }[] {
  return references(schema, data, "markdown").flatMap(({ at, path, name: value }) =>
    parseMarkdown(value)
      .links.filter((link) => !linkProblem(link) && link.startsWith("/"))
      .map((link) => ({ at, path, link })),
  );
}

/**
 * One line per link, in a file's Markdown fields, to a path no page has:
 * "file: field: links to "/x", which no page file has". The shared files'
 * check; a page's own is lib/content/page-problems.ts. The schema alone
 * cannot know the pages.
 */
export function markdownLinkProblems(file: string, schema: z.ZodType, data: unknown, pagePaths: readonly string[]): string[] {
  const paths = new Set(pagePaths);
  return markdownLinks(schema, data)
    .filter(({ link }) => !paths.has(link))
    .map(({ at, link }) => `${file}: ${at}: links to ${JSON.stringify(link)}, which no page file in lib/content/pages/ has as its path`);
}
