/**
 * CSV for the team's downloads (RFC 4180: comma-separated, CRLF line ends, a field quoted when it
 * holds a comma, a quote, a line break or edge spaces, its quotes doubled). A cell a spreadsheet
 * would read as a formula (starting with = + - @, a tab or a carriage return) gets a leading '
 * first, so a visitor's words are never run as a formula on the team's machine.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The rows under their header, each row's values in the header's order. It starts with a byte
 * order mark, so a spreadsheet opens it as UTF-8 (names and messages in any script).
 */
export function toCsv<K extends string>(columns: readonly K[], rows: readonly Partial<Record<K, unknown>>[]): string {
  const lines = [columns.map(csvCell).join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
