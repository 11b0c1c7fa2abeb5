/**
 * The class of each kind of token: a letter each, as a page repeats them hundreds of times in its HTML and again in
 * its payload, within the first round trip (app/globals.css colours them under `.code-block`).
 */
export const TOKEN_CLASS = {
  comment: "t-c",
  keyword: "t-k",
  string: "t-s",
  constant: "t-n",
  function: "t-f",
  property: "t-p",
  type: "t-t",
  variable: "t-v",
} as const;

export interface CodeToken {
  content: string;
  /** Undefined for plain text (punctuation, operators, names). */
  className?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Highlighted lines as one HTML string: each coloured token a `<span class="t-…">`,
 * all text escaped, lines joined by newlines. The code block renders it as inner
 * HTML so React does not hydrate hundreds of token spans one by one.
 */
export function tokensToHtml(lines: readonly (readonly CodeToken[])[]): string {
  return lines
    .map((line) => line.map((t) => (t.className ? `<span class="${t.className}">${escapeHtml(t.content)}</span>` : escapeHtml(t.content))).join(""))
    .join("\n");
}
