/**
 * Build-time syntax highlighting for the code samples: the pages ship coloured
 * HTML, and shiki never reaches a page's browser (tests/unit/client-imports.test.ts).
 * Only the editor's preview loads it in the browser, to colour the code blocks
 * of a page as it is edited with the same tokens. Tokens come back with a class
 * name instead of an inline colour, so the palette lives in globals.css as design
 * tokens and the pages need no inline styles.
 */
import type { HighlighterCore, ThemeRegistration } from "shiki/core";
import { TOKEN_CLASS, tokensToHtml, type CodeToken } from "./code-html";

export type CodeLanguage = "javascript" | "php";

export type { CodeToken };

// The theme's "colours" are placeholders, one per token kind, mapped to classes below.
const TOKEN_CLASSES: Record<string, string> = {
  "#000010": TOKEN_CLASS.comment,
  "#000011": TOKEN_CLASS.keyword,
  "#000012": TOKEN_CLASS.string,
  "#000013": TOKEN_CLASS.constant,
  "#000014": TOKEN_CLASS.function,
  "#000015": TOKEN_CLASS.property,
  "#000016": TOKEN_CLASS.type,
  "#000017": TOKEN_CLASS.variable,
};

const PLAIN = "#000000";

const theme: ThemeRegistration = {
  name: "drops",
  type: "dark",
  fg: PLAIN,
  bg: "#000001",
  settings: [
    { settings: { foreground: PLAIN, background: "#000001" } },
    { scope: ["comment", "punctuation.definition.comment"], settings: { foreground: "#000010" } },
    {
      scope: ["keyword", "storage", "storage.type", "storage.modifier", "keyword.operator.new", "keyword.control", "variable.language"],
      settings: { foreground: "#000011" },
    },
    { scope: ["keyword.operator", "punctuation"], settings: { foreground: PLAIN } },
    { scope: ["string", "punctuation.definition.string"], settings: { foreground: "#000012" } },
    { scope: ["meta.template.expression", "meta.embedded"], settings: { foreground: PLAIN } },
    { scope: ["constant.numeric", "constant.language", "support.constant", "constant.other"], settings: { foreground: "#000013" } },
    { scope: ["entity.name.function", "support.function"], settings: { foreground: "#000014" } },
    {
      scope: ["meta.object-literal.key", "support.type.property-name", "variable.other.property", "variable.other.object.property"],
      settings: { foreground: "#000015" },
    },
    { scope: ["entity.name.type", "entity.name.class", "support.class", "entity.other.inherited-class"], settings: { foreground: "#000016" } },
    { scope: ["variable.other.php", "punctuation.definition.variable.php", "variable.parameter"], settings: { foreground: "#000017" } },
  ],
};

let highlighter: Promise<HighlighterCore> | undefined;

/**
 * Shiki is loaded when the first sample is highlighted, not when this module is:
 * lib/content/load.ts imports it, and whatever reads the pages through the
 * loader (the routes, the unit tests) need not load shiki.
 */
function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([import("shiki/core"), import("shiki/engine/javascript")]);
    return createHighlighterCore({
      themes: [theme],
      langs: [import("shiki/langs/javascript.mjs"), import("shiki/langs/php.mjs")],
      engine: createJavaScriptRegexEngine(),
    });
  })();
  return highlighter;
}

/** Code as lines of tokens. */
export async function highlight(code: string, lang: CodeLanguage): Promise<CodeToken[][]> {
  return tokenize(await getHighlighter(), code, lang);
}

function tokenize(hl: HighlighterCore, code: string, lang: CodeLanguage): CodeToken[][] {
  // No time limit: under load the first line can take longer than shiki's default
  // budget, and shiki then leaves the rest of that line unhighlighted.
  const lines = hl.codeToTokensBase(code, { lang, theme: "drops", tokenizeTimeLimit: 0 });
  return lines.map((line) =>
    line.map((token) => {
      const className = token.color ? TOKEN_CLASSES[token.color.toLowerCase()] : undefined;
      return className ? { content: token.content, className } : { content: token.content };
    }),
  );
}

/** Code as HTML, ready for the code block (see tokensToHtml). */
export async function highlightToHtml(code: string, lang: CodeLanguage): Promise<string> {
  return tokensToHtml(await highlight(code, lang));
}

/**
 * A synchronous highlighter for the code blocks, once shiki has loaded: the
 * page awaits it, then hands it to the sections in their context, so the
 * section components stay plain functions (the editor's preview renders them
 * too, with a highlighter of its own).
 */
export async function loadHighlighter(): Promise<(code: string, lang: CodeLanguage) => string> {
  const hl = await getHighlighter();
  return (code, lang) => tokensToHtml(tokenize(hl, code, lang));
}
