/**
 * The post-build rewrite (scripts/defer-boot.mjs) on a page Next really wrote:
 * the hello-world fixture exported by the project's own Next version (built on
 * first use), so a change in Next's output shows up here, not in production.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { floorExport } from "../../scripts/check-size.mjs";
import { deferBootScripts, inspectPage, parseAttributes } from "../../scripts/defer-boot.mjs";
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

jest.setTimeout(120_000);

const BOOT = readInlineScript("boot.js");
let real: string;

beforeAll(() => {
  real = readFileSync(path.join(floorExport(), "index.html"), "utf8");
});

const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);

it("finds Next's async scripts on a real exported page", () => {
  const { asyncSrcs, boots } = inspectPage(real);
  expect(asyncSrcs.length).toBeGreaterThan(2);
  expect(asyncSrcs.every((src) => src.startsWith("/_next/static/"))).toBe(true);
  expect(boots).toBe(0);
});

it("replaces them with one boot script at the end of the body, listing each once, in order", () => {
  const { asyncSrcs } = inspectPage(real);
  const out = deferBootScripts(real);
  expect(inspectPage(out)).toEqual({ asyncSrcs: [], boots: 1 });
  const boot = out.match(/<script data-boot="([^"]+)">([\s\S]*?)<\/script><\/body>/);
  expect(boot?.[1].split(" ")).toEqual([...new Set(asyncSrcs)]);
  expect(boot?.[2]).toBe(BOOT);
  // Next's preload hints for those scripts go too: they would fetch them before the paint.
  for (const src of asyncSrcs) expect(out).not.toMatch(new RegExp(`<link[^>]*href="${src}"`));
  // Everything else stays: the nomodule polyfill, the inline payload, the markup.
  const others = (html: string) => scriptTags(html).filter((a) => !/\basync\b/.test(a) && !/data-boot/.test(a));
  expect(others(out)).toEqual(others(real));
  expect(out.replace(/<script\b[\s\S]*?<\/script>|<link\b[^>]*>/g, "")).toBe(real.replace(/<script\b[\s\S]*?<\/script>|<link\b[^>]*>/g, ""));
});

it("matches script and preload tags whatever the order and quoting of their attributes", () => {
  const shuffled = real
    .replace(/<script src="([^"]+)" async=""><\/script>/g, `<script async type='text/javascript' src='$1'></script>`)
    .replace(/<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g, `<link href="$1" fetchpriority=low as=script rel=preload>`);
  expect(shuffled).not.toBe(real);
  const a = inspectPage(deferBootScripts(real));
  const b = inspectPage(deferBootScripts(shuffled));
  expect(b).toEqual(a);
  expect(deferBootScripts(shuffled)).not.toMatch(/rel=preload/);
});

it("leaves a page it already rewrote as it is", () => {
  const once = deferBootScripts(real);
  expect(deferBootScripts(once)).toBe(once);
});

it("fails loudly, naming the page, when the page is not what Next writes", () => {
  const noScripts = real.replace(/<script\b[^>]*\basync\b[^>]*><\/script>/g, "");
  expect(() => deferBootScripts(noScripts, { page: "out/brands.html" })).toThrow(/out\/brands\.html has no async <script src> tags/);
  expect(() => deferBootScripts(real.replace("</body>", ""))).toThrow(/no <\/body>/);
  const quoted = real.replace(/<script src="([^"]+)" async="">/, `<script src='$1"x' async>`);
  expect(() => deferBootScripts(quoted)).toThrow(/cannot be listed/);
  const twice = deferBootScripts(real).replace("</body>", `<script src="/_next/static/chunks/late.js" async></script></body>`);
  expect(() => deferBootScripts(twice)).toThrow(/both Next's async scripts and a boot script/);
});

it("parses attributes in any quoting", () => {
  expect(Object.fromEntries(parseAttributes(` src="/a.js" async data-x='1' TYPE=module nomodule=""`))).toEqual({
    src: "/a.js",
    async: "",
    "data-x": "1",
    type: "module",
    nomodule: "",
  });
});

it("runs as a command from a folder whose path has a space in it", () => {
  // node scripts/postbuild.mjs from a checkout at "…/my site": the check for
  // "am I the main module" must not compare an escaped URL with a plain path.
  const dir = mkdtempSync(path.join(tmpdir(), "drops site "));
  try {
    copyFileSync(path.join(__dirname, "../../scripts/is-main.mjs"), path.join(dir, "is-main.mjs"));
    writeFileSync(path.join(dir, "main.mjs"), `import { isMain } from "./is-main.mjs";\nif (isMain(import.meta.url)) console.log("main");\n`);
    writeFileSync(path.join(dir, "lib.mjs"), `import { isMain } from "./is-main.mjs";\nconsole.log(isMain(import.meta.url) ? "main" : "imported");\n`);
    writeFileSync(path.join(dir, "imports.mjs"), `import "./lib.mjs";\n`);
    const run = (file: string) => spawnSync(process.execPath, [path.join(dir, file)], { encoding: "utf8" }).stdout.trim();
    expect(run("main.mjs")).toBe("main");
    expect(run("imports.mjs")).toBe("imported");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
