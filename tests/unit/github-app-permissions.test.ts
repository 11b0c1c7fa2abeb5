/**
 * The GitHub App's repository permissions as docs/hosting.md tells whoever creates the App (its step 4 table) are
 * exactly what the editor's calls need (tests/e2e/github-app-permissions.ts, the table editor-session.spec.ts holds a
 * recorded session to): each permission a call needs, at the strongest access any call needs, and nothing more.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { GITHUB_APP_CALLS } from "../e2e/github-app-permissions";

const DOC = path.resolve(__dirname, "../../docs/hosting.md");

/** The rows of the App's settings table in docs/hosting.md: permission → access, as written. */
function documentedPermissions(): Map<string, string> {
  const text = readFileSync(DOC, "utf8");
  const header = text.indexOf("| permission | access | for |");
  if (header < 0) throw new Error("docs/hosting.md has no table headed | permission | access | for |");
  const rows = new Map<string, string>();
  for (const line of text.slice(header).split("\n").slice(2)) {
    const cells = line
      .trim()
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length < 3) break;
    rows.set(cells[0]!, cells[1]!);
  }
  return rows;
}

/** What the calls need: each permission by its name, at "Read and write" if any call writes, else "Read-only". */
function neededPermissions(): Map<string, string> {
  const needed = new Map<string, string>();
  for (const { permission } of GITHUB_APP_CALLS) {
    const match = /^(.+): (read|write)$/.exec(permission);
    if (!match) continue; // "none (the signed-in user)": no repository permission
    const [, name, access] = match as unknown as [string, string, "read" | "write"];
    if (access === "write" || !needed.has(name)) needed.set(name, access === "write" ? "Read and write" : "Read-only");
  }
  return needed;
}

test("docs/hosting.md gives the App exactly the permissions the editor's calls need, at the access they need", () => {
  const documented = documentedPermissions();
  expect(documented.size).toBeGreaterThan(0);
  expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(neededPermissions()));
});
