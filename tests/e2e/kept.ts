import type { APIRequestContext, TestInfo } from "@playwright/test";

/**
 * What the site kept, read as the team reads it: the team's view's CSV downloads (functions/api/team/), which the
 * test servers on loopback answer without a login (TEAM_VIEW_LOCAL, playwright.config.ts).
 */
async function csvRows(request: APIRequestContext, file: "signups.csv" | "enquiries.csv"): Promise<string[][]> {
  const response = await request.get(`/api/team/${file}`);
  if (!response.ok()) throw new Error(`/api/team/${file} answered ${response.status()}: ${await response.text()}`);
  const [, ...lines] = parseCsv(await response.text());
  return lines;
}

/** RFC 4180, as the team's view writes it: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

/** The sign-up rows kept for an address (the CSV's first column is the address). */
export async function signUpsOf(request: APIRequestContext, email: string): Promise<string[][]> {
  return (await csvRows(request, "signups.csv")).filter((row) => row[0] === email);
}

/** The enquiry rows kept from an address (its fourth column, after the time, the audience and the name). */
export async function enquiriesFrom(request: APIRequestContext, email: string): Promise<string[][]> {
  return (await csvRows(request, "enquiries.csv")).filter((row) => row[3] === email);
}

/** An address no other test uses, so what one test keeps is counted by that test alone. */
export function uniqueEmail(testInfo: TestInfo, tag = "") {
  return `visitor+${testInfo.testId}-${testInfo.project.name}${tag}-${Date.now().toString(36)}@example.com`;
}
