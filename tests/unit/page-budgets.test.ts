import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { budgetProblems } from "../../scripts/postbuild.mjs";

/** The build measures every page against the budgets and names the page over one (scripts/postbuild.mjs). */
describe("a page over the site's budgets", () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(path.join(tmpdir(), "budgets-"));
    mkdirSync(path.join(out, "_next", "static", "chunks"), { recursive: true });
    mkdirSync(path.join(out, "campaigns"), { recursive: true });
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const page = (file: string, body: string) => writeFileSync(path.join(out, file), `<!doctype html><html><head></head><body>${body}</body></html>`);

  it("passes pages within them", () => {
    writeFileSync(path.join(out, "_next/static/chunks/a.js"), "x".repeat(1000));
    page("index.html", '<script src="/_next/static/chunks/a.js"></script><p>Hello</p>');
    expect(budgetProblems(out, "", 100)).toEqual([]);
  });

  it("names the page whose JavaScript or HTML is over, with how much", () => {
    // Random bytes do not compress: 40 kB of them is over any floor of 0 + 25 kB.
    writeFileSync(path.join(out, "_next/static/chunks/big.js"), randomBytes(40 * 1024).toString("base64"));
    page("campaigns/heavy.html", '<script src="/_next/static/chunks/big.js"></script>');
    page("campaigns/long.html", `<p>${randomBytes(20 * 1024).toString("base64")}</p>`);
    const problems = budgetProblems(out, "", 0);
    expect(problems).toEqual([
      expect.stringMatching(/^\/campaigns\/heavy: initial JavaScript [\d.]+ kB, over its 25\.0 kB budget$/),
      expect.stringMatching(/^\/campaigns\/long: HTML \d+ bytes gzipped, over the 14600 bytes of the first round trip$/),
    ]);
  });
});
