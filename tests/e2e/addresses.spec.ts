import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_FILES, type ContentFile } from "@/lib/content/shared-files";
import { pageNameOf } from "@/lib/content/page-files.mjs";
import { pageReferences } from "@/lib/content/page-links";
import { pageSchema } from "@/lib/content/page.schema";
import { pageRedirects, retiredTargetOf } from "@/lib/content/redirects.mjs";
import { pagePath } from "@/lib/content/load";
import { redirectsFile, serveRedirects, serveRewrites, softNotFoundPaths } from "../../scripts/build/host-rules.mjs";
import { serveConfig } from "../../scripts/build/serve-config.mjs";
import { expect, test } from "./fixtures";

// Addresses that last (issue #63): a link lands at a section of another page, and the host answers a moved or
// retired page's old addresses with a 301 to where the page is now, as production will. Once per feature, on the
// desktop project.

const ROOT = path.resolve(__dirname, "../..");
const E2E_PORT = Number(process.env.E2E_PORT || 3100);
/** A runtime of the host and a static server of their own, on a copy of the export with redirects (beside the login's and keeping's ports). */
const PORTS = { pages: E2E_PORT + 13, serve: E2E_PORT + 14, inspector: E2E_PORT + 24 };

/** A link of a page's sections to a section of another page, with its words: found in the content, never assumed. */
const sectionLink = (() => {
  for (const from of PAGE_FILES) {
    const link = pageReferences(pageSchema, from.data).find((l) => l.anchor && l.path[0] === "sections" && l.name !== pageNameOf(from.file));
    const label: unknown = link && Reflect.get(link.holder, "label");
    if (link && typeof label === "string") return { from: pagePath(pageNameOf(from.file)), to: pagePath(link.name), anchor: link.anchor!, label };
  }
  return undefined;
})();

test("a link to a section of another page lands at that section", async ({ page }) => {
  test.skip(!sectionLink, "no page links to a section of another page");
  const { from, to, anchor, label } = sectionLink!;
  await page.goto(from);
  await page.getByRole("link", { name: label, exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === to && url.hash === `#${anchor}`);
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

/** The page files with one page moved (its old path among its former ones, as Save writes it) and another retired to it. */
function movedAndRetired(): { files: ContentFile[]; moved: { from: string; to: string }; retired: string } {
  const [movedFile, retiredFile] = PAGE_FILES.filter((f) => (f.data as { path: string }).path !== "/" && !retiredTargetOf(f.data));
  const from = (movedFile!.data as { path: string }).path;
  const to = "/a-page-moved-by-the-test";
  const files = PAGE_FILES.map((f) => {
    if (f === movedFile) return { ...f, data: { ...(f.data as object), path: to, formerPaths: [from] } };
    if (f === retiredFile) return { ...f, data: { ...(f.data as object), retiredTo: [{ type: "page", page: pageNameOf(movedFile!.file) }] } };
    return f;
  });
  return { files, moved: { from, to }, retired: (retiredFile!.data as { path: string }).path };
}

test.describe("a moved or retired page's old address", () => {
  test.describe.configure({ mode: "serial" });
  const { files, moved, retired } = movedAndRetired();
  const { redirects, problems } = pageRedirects(files);
  let dir = "";
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(problems).toEqual([]);
    // The export as built, its host rules written by the build's own functions for these page files (scripts/postbuild.mjs).
    dir = mkdtempSync(path.join(tmpdir(), "drops-addresses-"));
    const out = path.join(dir, "out");
    cpSync(path.join(ROOT, "out"), out, { recursive: true });
    // As the build of these files writes it: the moved page at its new path, the retired page not at all.
    const fileOf = (route: string) => path.join(out, `${route.slice(1)}.html`);
    renameSync(fileOf(moved.from), fileOf(moved.to));
    rmSync(fileOf(retired));
    const html = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
    const notFound = softNotFoundPaths(html);
    writeFileSync(path.join(out, "_redirects"), redirectsFile({ paths: notFound, redirects }));
    const config = path.join(dir, "serve.json");
    writeFileSync(
      config,
      JSON.stringify(serveConfig({ policy: "default-src 'self'", rewrites: serveRewrites({ paths: notFound }), redirects: serveRedirects({ redirects }) })),
    );
    servers.push(
      spawn(process.execPath, [path.join(ROOT, "scripts", "pages-dev.mjs"), out, "--fresh", `--persist-to=${path.join(dir, "state")}`], {
        env: { ...process.env, PORT: String(PORTS.pages), INSPECTOR_PORT: String(PORTS.inspector) },
        stdio: "ignore",
      }),
      spawn(process.execPath, [path.join(ROOT, "scripts", "serve.mjs"), out], {
        env: { ...process.env, PORT: String(PORTS.serve), SERVE_CONFIG: config },
        stdio: "ignore",
      }),
    );
    const up = (port: number) =>
      fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.status,
        () => 0,
      );
    await expect.poll(() => up(PORTS.pages), { timeout: 90_000, intervals: [250] }).toBe(200);
    await expect.poll(() => up(PORTS.serve), { timeout: 30_000, intervals: [250] }).toBe(200);
  });

  test.afterAll(() => {
    for (const server of servers) server.kill("SIGTERM");
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** The host's answer to `address`, not followed: its status and where it sends. */
  const answer = async (origin: string, address: string) => {
    const response = await fetch(origin + address, { redirect: "manual" });
    const location = response.headers.get("location");
    return { status: response.status, to: location && new URL(location, origin).pathname };
  };

  test("the host's own runtime (npm start, and production's rules) answers /x, /x/ and /x.html with 301 to where the page is now", async () => {
    const origin = `http://127.0.0.1:${PORTS.pages}`;
    for (const from of [moved.from, retired]) {
      for (const address of [from, `${from}/`, `${from}.html`])
        expect([address, await answer(origin, address)]).toEqual([address, { status: 301, to: moved.to }]);
    }
    // Where they land is the page, and the page's path itself is not redirected.
    expect((await fetch(origin + moved.to)).status).toBe(200);
    expect(redirects.map((r) => r.from)).toEqual(expect.arrayContaining([moved.from, retired]));
  });

  test("scripts/serve.mjs answers them with 301 too, /x/ and /x.html first to /x, as it does for every page", async () => {
    const origin = `http://127.0.0.1:${PORTS.serve}`;
    for (const from of [moved.from, retired]) {
      expect(await answer(origin, from)).toEqual({ status: 301, to: moved.to });
      for (const address of [`${from}/`, `${from}.html`]) expect([address, await answer(origin, address)]).toEqual([address, { status: 301, to: from }]);
    }
    expect((await fetch(origin + moved.from)).url).toBe(origin + moved.to);
    expect((await fetch(origin + moved.from)).status).toBe(200);
  });
});
