/**
 * Compile hints (scripts/build/compile-hints.mjs) on a real `next build`
 * export (the hello-world fixture's, as Next writes it): every chunk its page
 * loads at start gets the magic comment first, nothing else changes, and a
 * file that is not Turbopack's is refused, named.
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { COMPILE_HINT, hintStartupChunks, startupChunks, withCompileHint } from "@/scripts/build/compile-hints.mjs";
import { pictureFirst, chunkBytesIn } from "@/scripts/build/picture-first.mjs";
import { linkEarlyEvents } from "@/scripts/build/early-events.mjs";
import { floorExport } from "@/scripts/lib/budgets.mjs";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "compile-hints-"));
  cpSync(floorExport(), dir, { recursive: true });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chunksDir = () => path.join(dir, "_next", "static", "chunks");
const jsFiles = () => readdirSync(chunksDir()).filter((f) => f.endsWith(".js"));

it("puts the hint first on every chunk the page loads at start, and changes nothing else", () => {
  const before = new Map(jsFiles().map((f) => [f, readFileSync(path.join(chunksDir(), f), "utf8")]));
  const page = path.join(dir, "index.html");
  const html = readFileSync(page, "utf8");
  const tags = [...html.matchAll(/<script src="([^"]*\/_next\/static\/chunks\/[^"]+)" async=""><\/script>/g)].map((m) => m[1]);
  expect(tags.length).toBeGreaterThan(2);
  const hinted = hintStartupChunks(dir, [page]);
  expect(hinted).toEqual([...new Set(tags)].sort());
  for (const [file, text] of before) {
    const now = readFileSync(path.join(chunksDir(), file), "utf8");
    if (hinted.includes(`/_next/static/chunks/${file}`)) expect(now === COMPILE_HINT + text).toBe(true);
    else expect(now === text).toBe(true);
  }
  // Twice is once.
  hintStartupChunks(dir, [page]);
  for (const chunk of hinted) expect(readFileSync(path.join(dir, chunk), "utf8").split(COMPILE_HINT)).toHaveLength(2);
});

it("finds the chunks a picture-first page holds, under a base path too", () => {
  const html = linkEarlyEvents(readFileSync(path.join(floorExport(), "index.html"), "utf8"), { src: "/_next/static/early-events.x.js", page: "index.html" });
  const plain = startupChunks(html);
  const held = pictureFirst(html.replace(/<body([^>]*)>/, '<body$1><img src="/a.webp" alt="" fetchPriority="high"/>'), {
    page: "index.html",
    chunkBytes: chunkBytesIn(floorExport()),
  });
  expect(new Set(startupChunks(held))).toEqual(new Set(plain));
  const prefixed = html.replaceAll('="/_next/', '="/preview/_next/');
  expect(startupChunks(prefixed, "/preview")).toEqual(plain);
});

it("refuses, naming it, a chunk that does not begin as Turbopack writes one", () => {
  expect(() => withCompileHint("!function(){}();", "_next/static/chunks/x.js")).toThrow(/_next\/static\/chunks\/x\.js: .*has next build's output changed/);
  expect(withCompileHint(COMPILE_HINT + "anything", "x.js")).toBe(COMPILE_HINT + "anything");
});
