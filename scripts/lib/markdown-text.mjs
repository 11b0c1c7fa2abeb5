// Text from outside the workflow (a branch name) shown in the Markdown the
// workflows write: a run's summary, a pull-request comment. Such a name is
// pushed by anyone who can push, so it must stay text: no link, image, HTML,
// @mention or heading of its own, whatever characters it holds. A code span is
// the one Markdown construct inside which GitHub renders nothing.

/** Characters that would break a line or hide or reorder what is read: control, line-separator, zero-width and bidi characters. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/g;

/**
 * `text` with each invisible character written as its \uXXXX escape.
 * @param {string} text
 */
export function escapeInvisible(text) {
  return text.replace(INVISIBLE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * `text` as a Markdown code span: fenced by one backtick more than its longest
 * run of backticks, padded with a space where it starts or ends with a backtick
 * or a space (CommonMark strips one space each side unless all are spaces),
 * invisible characters escaped.
 * @param {string} text
 */
export function inlineCode(text) {
  const body = escapeInvisible(text);
  const fence = "`".repeat(Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = body === "" || (/^[` ]|[` ]$/.test(body) && /[^ ]/.test(body)) ? " " : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}

/**
 * `text` quoted for a log line: JSON's quotes and escapes, invisible characters
 * escaped too, so a name can neither start a line (a workflow command) nor hide.
 * @param {string} text
 */
export function quoted(text) {
  return escapeInvisible(JSON.stringify(text));
}
