/**
 * @jest-environment node
 *
 * The host's rules written after the build: out/_headers within Cloudflare Pages'
 * limits by construction, out/_redirects with no soft 404, the editor's policy,
 * no file that could run on the site's origin, and the post-build step run end
 * to end on a page Next really exported (the hello-world fixture).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { floorExport } from "../../scripts/lib/budgets.mjs";
import {
  HEADER_ONLY_DIRECTIVES,
  contentSecurityPolicy,
  inlineHashesOfHtml,
  pageHashes,
  policyMetaProblems,
  sha256,
  sonnerStyleHashes,
  withPolicyMeta,
} from "../../scripts/build/csp.mjs";
import { HEADERS_LIMITS, headersFile, headersFileProblems } from "../../scripts/build/headers-file.mjs";
import {
  HOST_LIMITS,
  MISSING_PATH,
  exportFileCount,
  fileCountProblems,
  redirectsFile,
  redirectsFileProblems,
  serveRewrites,
  softNotFoundPaths,
} from "../../scripts/build/host-rules.mjs";
import { serveConfig } from "../../scripts/build/serve-config.mjs";
import { isLocalBuild, isPreviewBuild } from "../../scripts/build/preview-build.mjs";
import { adminPolicy, LOCAL_BACKEND_ORIGIN } from "../../scripts/build/admin.mjs";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { publicFileProblems } from "../../scripts/build/public-files.mjs";
import { fileRoute } from "../../scripts/lib/export-files.mjs";
import { pageMetaProblems, postbuild } from "../../scripts/postbuild.mjs";
import { writeReviewPage } from "../../scripts/build/review-page.mjs";

jest.setTimeout(180_000);

/** A policy as long as a real page's: Next's inline scripts and the early-event script. */
const policyWith = (n: number, seed = "") =>
  contentSecurityPolicy({ scripts: Array.from({ length: n }, (_, i) => sha256(`${seed}script ${i}`)), styles: [sha256("sonner"), sha256("")] });

/** The most header rules serve takes (its config schema, @zeit/schemas): it refuses to start past them. */
const SERVE_RULES = 50;

/** Folders with headers of their own, as many as asked (the editor's is two). */
const sections = (count: number, headers: Record<string, string> = { "X-A": "1" }) => Array.from({ length: count }, (_, i) => ({ path: `/s-${i}/*`, headers }));

describe("out/_headers", () => {
  test("every response gets the security headers and the site-wide policy; hashed assets are immutable", () => {
    const text = headersFile({ policy: "SITE" });
    expect(text).toMatch(/^\/\*\n(  .+\n)*  Content-Security-Policy: SITE\n/);
    expect(text).toContain("/_next/static/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n");
    expect(text).toContain("/_pictures/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n");
  });

  test("a folder of its own detaches the site-wide headers before setting its own, so a response carries one policy", () => {
    const text = headersFile({ policy: "SITE", sections: [{ path: "/admin/*", headers: { "Content-Security-Policy": "EDITOR" } }] });
    expect(text).toContain("/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: EDITOR\n");
  });

  test("under a sub-path every rule carries the prefix", () => {
    const text = headersFile({ basePath: "/preview/x", policy: "F", sections: [{ path: "/admin/*", headers: { "X-A": "1" } }] });
    const rules = text.split("\n").filter((l) => /^\S/.test(l));
    expect(rules).toEqual(["/preview/x/*", "/preview/x/_next/static/*", "/preview/x/_pictures/*", "/preview/x/admin/*"]);
  });

  test("past 100 rules the problem names the first rule the host would ignore", () => {
    const text = headersFile({ policy: policyWith(3), sections: sections(HEADERS_LIMITS.rules - 3) });
    expect(headersFileProblems(text)).toEqual([]);
    const over = headersFile({ policy: policyWith(3), sections: sections(HEADERS_LIMITS.rules - 2) });
    expect(headersFileProblems(over)).toEqual([
      expect.stringMatching(/^_headers: rule \/s-97\/\* \(line \d+\) is rule 101; the host allows at most 100 rules/),
    ]);
  });

  test("a line over 2,000 characters names its rule and header", () => {
    const text = headersFile({ policy: policyWith(3), sections: [{ path: "/long", headers: { "Content-Security-Policy": policyWith(40) } }] });
    expect(headersFileProblems(text)).toEqual([
      expect.stringMatching(/^_headers: rule \/long, line 18 \(Content-Security-Policy\) is 2\d{3} characters; the host allows at most 2000/),
    ]);
  });

  test("a path given two rules is a problem (the host keeps the last)", () => {
    expect(headersFileProblems("/a\n  X-A: 1\n/a\n  X-B: 2\n")).toEqual([expect.stringContaining("rule /a appears twice")]);
  });
});

describe("the host's other limits", () => {
  const rulesOf = (count: number, source: (i: number) => string) => Array.from({ length: count }, (_, i) => `${source(i)} ${MISSING_PATH} 200`).join("\n");

  test("2,000 static redirects pass, one more is named", () => {
    expect(redirectsFileProblems(rulesOf(HOST_LIMITS.staticRedirects, (i) => `/old-${i}`))).toEqual([]);
    expect(redirectsFileProblems(rulesOf(HOST_LIMITS.staticRedirects + 1, (i) => `/old-${i}`))).toEqual([
      "_redirects: 2001 static rules; the host allows at most 2000",
    ]);
  });

  test("100 dynamic redirects (a splat or a placeholder) pass, one more is named; every rule after the first dynamic one counts as dynamic", () => {
    const dynamic = (count: number) => rulesOf(count, (i) => (i % 2 ? `/a-${i}/*` : `/b-${i}/:slug`));
    expect(redirectsFileProblems(dynamic(HOST_LIMITS.dynamicRedirects))).toEqual([]);
    expect(redirectsFileProblems(dynamic(HOST_LIMITS.dynamicRedirects + 1))).toEqual([
      "_redirects: 101 dynamic rules (every rule from line 1 on); the host allows at most 100",
    ]);
    const staticAfter = `/x/* /y 301\n${rulesOf(HOST_LIMITS.dynamicRedirects, (i) => `/old-${i}`)}`;
    expect(redirectsFileProblems(staticAfter)).toEqual(["_redirects: 101 dynamic rules (every rule from line 1 on); the host allows at most 100"]);
  });

  test("a redirect over 1,000 characters is named by its line; comments and blank lines are no rules", () => {
    expect(redirectsFileProblems(`# a comment\n\n/a /b 301\n/${"x".repeat(1000)} /b 301\n`)).toEqual([
      "_redirects: line 4 is 1008 characters; the host allows at most 1000 a rule",
    ]);
  });

  test("the build's own _redirects is within them", () => {
    expect(redirectsFileProblems(redirectsFile({ basePath: "/preview/x", paths: ["/404", "/_not-found"] }))).toEqual([]);
  });

  test("20,000 files pass, one more is named; files in folders count", () => {
    expect(fileCountProblems(HOST_LIMITS.files)).toEqual([]);
    expect(fileCountProblems(HOST_LIMITS.files + 1)).toEqual(["out/: 20001 files; the host allows at most 20000 in a deployment"]);
    const dir = mkdtempSync(path.join(tmpdir(), "file-count-"));
    try {
      mkdirSync(path.join(dir, "a", "b"), { recursive: true });
      for (const file of ["index.html", "a/x.txt", "a/b/y.png"]) writeFileSync(path.join(dir, file), "x");
      expect(exportFileCount(dir)).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("no soft 404", () => {
  test("both of the export's not-found pages are rewritten to a missing path", () => {
    const paths = softNotFoundPaths(["index.html", "_not-found.html", "brands.html", "404.html"]);
    expect(paths).toEqual(["/404", "/_not-found"]);
    expect(redirectsFile({ paths })).toBe(`/404 ${MISSING_PATH} 200\n/_not-found ${MISSING_PATH} 200\n`);
    expect(redirectsFile({ basePath: "/p", paths })).toBe(`/p/404 /p${MISSING_PATH} 200\n/p/_not-found /p${MISSING_PATH} 200\n`);
    expect(serveRewrites({ paths: ["/404"] })).toEqual([{ source: "404", destination: MISSING_PATH }]);
  });

  test("an export without 404.html fails the build: unknown paths would have no page", () => {
    expect(() => softNotFoundPaths(["index.html"])).toThrow(/no 404\.html/);
  });
});

describe("the pieces", () => {
  test("inline hashes skip external and JSON scripts", () => {
    const html = `<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script><style>p{}</style>`;
    expect(inlineHashesOfHtml([html])).toEqual({ scripts: [sha256("a()")], styles: [sha256("p{}")] });
  });

  test("sonner's stylesheet is found, and a sonner that changed how it injects it fails the build", () => {
    expect(sonnerStyleHashes()).toHaveLength(2);
    expect(() => sonnerStyleHashes("injectStyles(css)")).toThrow(/__insertCSS call not found/);
  });

  test("serve gets the site-wide policy, the editor's folder its own after it, and the same rewrites", () => {
    const config = serveConfig({
      policy: "F",
      rewrites: [{ source: "404", destination: MISSING_PATH }],
      sections: [{ source: "admin/**", headers: { "Content-Security-Policy": "E" } }],
    });
    expect(config.headers.map((h: { source: string }) => h.source)).toEqual(["**", "_next/static/**", "_pictures/**", "admin/**"]);
    expect(config.rewrites).toEqual([{ source: "404", destination: MISSING_PATH }]);
  });

  test("files map to the URLs a host serves them at", () => {
    expect(["index.html", "brands.html", "donation-api/loyalty.html", "_review/index.html"].map(fileRoute)).toEqual([
      "/",
      "/brands",
      "/donation-api/loyalty",
      "/_review/",
    ]);
  });

  test("a preview build is one under a sub-path or with SITE_PREVIEW=1", () => {
    expect(isPreviewBuild({})).toBe(false);
    expect(isPreviewBuild({ SITE_PREVIEW: "1" })).toBe(true);
    expect(isPreviewBuild({ BASE_PATH: "/preview/x" })).toBe(true);
  });

  test("a local build is one that says so (SITE_ENV=local) and is no preview; a build that says nothing is not", () => {
    expect(isLocalBuild({ SITE_ENV: "local" })).toBe(true);
    expect(isLocalBuild({})).toBe(false);
    expect(isLocalBuild({ SITE_ENV: "" })).toBe(false);
    expect(isLocalBuild({ SITE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://drops.app" })).toBe(false);
    expect(isLocalBuild({ SITE_ENV: "local", SITE_PREVIEW: "1" })).toBe(false);
    expect(isLocalBuild({ SITE_ENV: "local", BASE_PATH: "/preview/x" })).toBe(false);
  });

  test("only a local build's editor may reach the local backend", () => {
    const connect = (policy: string) => policy.split("; ").find((d) => d.startsWith("connect-src "));
    expect(connect(adminPolicy({ localBackend: true }))).toBe(`connect-src 'self' blob: https://api.github.com ${LOCAL_BACKEND_ORIGIN}`);
    expect(connect(adminPolicy({ localBackend: false }))).toBe("connect-src 'self' blob: https://api.github.com");
    expect(adminPolicy()).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});

describe("nothing the site serves as it is can run on its origin", () => {
  let project: string;
  const put = (file: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
    writeFileSync(path.join(project, file), "x");
  };
  beforeEach(() => {
    project = mkdtempSync(path.join(tmpdir(), "public-files-"));
  });
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  test("the project as it is passes: public/ holds only _routes.json", () => {
    expect(publicFileProblems(path.join(__dirname, "..", ".."))).toEqual([]);
  });

  test("a folder with no public/ and no media folder passes, and so do files a browser does not run", () => {
    expect(publicFileProblems(project)).toEqual([]);
    for (const file of ["public/_routes.json", "public/og/home.png", "public/robots.txt", "public/site.webmanifest"]) put(file);
    expect(publicFileProblems(project)).toEqual([]);
  });

  test("pictures in the editor's pictures folder pass: the picture step checks their bytes", () => {
    for (const file of ["a.jpg", "b.JPEG", "zoë-at-the-café.png", "c.webp", "d.avif"]) put(`${PICTURES_FOLDER}/${file}`);
    expect(publicFileProblems(project)).toEqual([]);
  });

  test("every file in the pictures folder not named as a picture, and every page, script or document in public/, is named", () => {
    for (const file of ["public/cms-media/x.html", "public/deep/a/b.JS", "public/logo.svg", "public/feed.xml", "public/m.mjs", `${PICTURES_FOLDER}/photo.png`])
      put(file);
    for (const file of ["page.html", "logo.svg", "anim.gif", "notes.png.txt", ".htaccess", "sub/photo.jpg"]) put(`${PICTURES_FOLDER}/${file}`);
    const notPicture = (file: string) =>
      `${PICTURES_FOLDER}/${file}: not a picture's name; the editor's pictures folder holds only .jpg, .jpeg, .png, .webp and .avif files, none in a subfolder (delete it).`;
    expect(publicFileProblems(project)).toEqual([
      ...[".htaccess", "anim.gif", "logo.svg", "notes.png.txt", "page.html", "sub/photo.jpg"].map(notPicture),
      "public/cms-media/x.html: a browser could run it on the site's origin, where the editor keeps its login (delete it).",
      "public/deep/a/b.JS: a browser could run it on the site's origin, where the editor keeps its login (delete it).",
      "public/feed.xml: a browser could run it on the site's origin, where the editor keeps its login (delete it).",
      "public/logo.svg: a browser could run it on the site's origin, where the editor keeps its login (delete it).",
      "public/m.mjs: a browser could run it on the site's origin, where the editor keeps its login (delete it).",
    ]);
  });

  test("the post-build step fails, naming the files, before it writes anything", () => {
    put("public/evil.html");
    put(`${PICTURES_FOLDER}/steal.js`);
    const out = path.join(project, "out");
    mkdirSync(out);
    expect(() => postbuild(out, { preview: false, serveConfigFile: path.join(project, "serve.json"), projectRoot: project })).toThrow(
      new RegExp(`^The build refuses files that could run on the site's origin:\\n  ${PICTURES_FOLDER}/steal\\.js: .*\\n  public/evil\\.html: `),
    );
    expect(existsSync(path.join(project, "serve.json"))).toBe(false);
  });
});

describe("the post-build step on Next's real output", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "postbuild-"));
    cpSync(floorExport(), path.join(dir, "out"), { recursive: true });
    postbuild(path.join(dir, "out"), {
      basePath: "",
      preview: false,
      local: isLocalBuild({ SITE_ENV: "local" }),
      serveConfigFile: path.join(dir, "serve.json"),
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const pages = () => ["index.html", "404.html", "_not-found.html"].map((file) => ({ file, html: readFileSync(path.join(dir, "out", file), "utf8") }));
  const metaOf = (html: string) => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1];
  const headerPolicy = (headers: string, rule: string) =>
    headers.match(new RegExp(`^${rule.replace(/[*/]/g, "\\$&")}\\n(?:  .*\\n)*?  Content-Security-Policy: (.*)$`, "m"))?.[1];

  test("each page, the not-found pages too, has its policy in a meta before its first script, allowing exactly its own inline code, none of it a script", () => {
    for (const { file, html } of pages()) {
      expect({ file, problems: policyMetaProblems(html) }).toEqual({ file, problems: [] });
      const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      const firsts = ["<script", "<link", "<style"].map((tag) => html.indexOf(tag)).filter((at) => at >= 0);
      expect(firsts.length).toBeGreaterThan(0);
      expect(meta).toBeGreaterThan(0);
      expect(meta).toBeLessThan(Math.min(...firsts));
      // Read here from the page's own script tags, not by the build's reading of them: Next's inline scripts are in
      // the payload's file (scripts/build/payload-data.mjs), so there is none to allow.
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        // A chunk tag held for the stylesheet or the first picture (type text/plain) is no script, nor is JSON-LD.
        .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/\btype="(?:text\/plain|application\/ld\+json)"/.test(attrs!))
        .map(([, , body]) => sha256(body!));
      expect(scripts).toEqual([]);
      expect(html).toMatch(/<script type="text\/plain" data-after-style="\/_next\/static\/payload\/[0-9a-f]{12}\.js"><\/script>/);
      const scriptSrc = metaOf(html)!
        .split("; ")
        .find((d) => d.startsWith("script-src "))!
        .split(" ");
      expect({ file, sources: scriptSrc.slice(1).sort() }).toEqual({ file, sources: ["'self'", ...new Set(scripts)].sort() });
    }
  });

  test("the site-wide header and a page's meta together allow exactly what the page's one header policy did", () => {
    // The browser enforces both: a load must pass each. So where the meta has a directive and
    // the header's same directive allows at least as much, the meta's decides; a directive
    // only one of them has is that one's. The pair is the old policy when: the meta is the old
    // policy less what a meta cannot carry, the header adds only those, and each of the
    // header's other directives is the meta's with its hashes replaced by 'unsafe-inline'.
    const site = headerPolicy(readFileSync(path.join(dir, "out", "_headers"), "utf8"), "/*")!;
    const parse = (policy: string) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)] as const));
    const header = parse(site);
    for (const { file, html } of pages()) {
      const old = parse(contentSecurityPolicy(pageHashes(html)));
      const meta = parse(metaOf(html)!);
      const want = { meta: new Map<string, readonly string[]>(), header: new Map<string, readonly string[]>() };
      for (const [name, sources] of old) {
        if (HEADER_ONLY_DIRECTIVES.includes(name)) {
          want.header.set(name, sources);
        } else {
          want.meta.set(name, sources);
          const unhashed = sources.filter((s) => !s.startsWith("'sha256-"));
          want.header.set(name, unhashed.length < sources.length ? [...unhashed, "'unsafe-inline'"] : sources);
        }
      }
      expect({ file, meta, header }).toEqual({ file, ...want });
    }
    expect(header.get("frame-ancestors")).toEqual(["'none'"]);
  });

  test("the host's rules are the same whatever the number of pages, within serve's 50 rules", () => {
    const many = mkdtempSync(path.join(tmpdir(), "postbuild-many-"));
    const out = path.join(many, "out");
    cpSync(floorExport(), out, { recursive: true });
    mkdirSync(path.join(out, "campaigns"));
    // More pages than serve took rules (each page had one); the post-build step's budgets cost about 50 ms a page here.
    for (let i = 0; i < SERVE_RULES + 1; i++) cpSync(path.join(out, "index.html"), path.join(out, "campaigns", `page-${i}.html`));
    try {
      postbuild(out, { basePath: "", preview: false, local: true, serveConfigFile: path.join(many, "serve.json") });
      expect(readFileSync(path.join(out, "_headers"), "utf8")).toBe(readFileSync(path.join(dir, "out", "_headers"), "utf8"));
      const config = readFileSync(path.join(many, "serve.json"), "utf8");
      expect(config).toBe(readFileSync(path.join(dir, "serve.json"), "utf8"));
      expect(JSON.parse(config).headers.length).toBeLessThanOrEqual(SERVE_RULES);
      expect(policyMetaProblems(readFileSync(path.join(out, "campaigns", `page-${SERVE_RULES}.html`), "utf8"))).toEqual([]);
    } finally {
      rmSync(many, { recursive: true, force: true });
    }
  });

  test("a page whose meta is missing, comes after a script, or misses a script's hash is named; a page with no <head> or a meta already fails the step", () => {
    const [{ html }] = pages();
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/)![0];
    const without = html.replace(meta, "");
    expect(policyMetaProblems(without)).toEqual(["no Content-Security-Policy meta"]);
    const firstScript = without.match(/<script\b[^>]*>[\s\S]*?<\/script>/)![0];
    expect(policyMetaProblems(without.replace(firstScript, `${firstScript}${meta}`))).toEqual([
      "its Content-Security-Policy meta is not the first thing in its <head>",
    ]);
    const injected = html.replace("</body>", "<script>injected()</script></body>");
    expect(policyMetaProblems(injected)).toEqual([
      "its Content-Security-Policy meta does not allow exactly its own inline scripts and styles",
      "an inline script, which the site-wide policy refuses (scripts/build/payload-data.mjs moves Next's to a file)",
    ]);
    // Hashed in its meta or not, an inline script is refused by the site-wide header.
    expect(policyMetaProblems(withPolicyMeta(injected.replace(meta, "")))).toEqual([
      "an inline script, which the site-wide policy refuses (scripts/build/payload-data.mjs moves Next's to a file)",
    ]);
    expect(withPolicyMeta(without)).toBe(html);
    expect(() => withPolicyMeta(html)).toThrow(/already has/);
    expect(() => withPolicyMeta("<html><body><script>a()</script></body></html>")).toThrow(/no <head>/);
    expect(policyMetaProblems("<html><body></body></html>")).toEqual(["no <head>"]);
  });

  test("the post-build step's check names every page of an export without its meta, and passes the review page a preview gets", () => {
    const bare = mkdtempSync(path.join(tmpdir(), "postbuild-nometa-"));
    const out = path.join(bare, "out");
    cpSync(floorExport(), out, { recursive: true });
    try {
      expect(pageMetaProblems(out)).toEqual(["404.html", "_not-found.html", "index.html"].map((file) => `${file}: no Content-Security-Policy meta`));
      writeFileSync(path.join(out, "sitemap.xml"), "<urlset><url><loc>http://localhost:3000/</loc></url></urlset>");
      for (const file of ["404.html", "_not-found.html", "index.html"]) rmSync(path.join(out, file));
      writeFileSync(path.join(out, "index.html"), readFileSync(path.join(dir, "out", "index.html")));
      writeReviewPage({ outDir: out, budget: Infinity, measure: () => 0, pictures: new Map() });
      expect(pageMetaProblems(out)).toEqual([]);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  test("HSTS without includeSubDomains or preload unless the build is asked for them, in both host files", () => {
    const hsts = (text: string) => text.match(/Strict-Transport-Security"?[:,]\s*(?:"value":\s*)?"?([^"\n]*)/)?.[1];
    expect(hsts(readFileSync(path.join(dir, "out", "_headers"), "utf8"))).toBe("max-age=63072000");
    expect(hsts(readFileSync(path.join(dir, "serve.json"), "utf8"))).toBe("max-age=63072000");
    const preload = mkdtempSync(path.join(tmpdir(), "postbuild-hsts-"));
    cpSync(floorExport(), path.join(preload, "out"), { recursive: true });
    process.env.HSTS_PRELOAD = "true";
    try {
      postbuild(path.join(preload, "out"), { basePath: "", preview: false, serveConfigFile: path.join(preload, "serve.json") });
    } finally {
      delete process.env.HSTS_PRELOAD;
    }
    expect(hsts(readFileSync(path.join(preload, "out", "_headers"), "utf8"))).toBe("max-age=63072000; includeSubDomains; preload");
    rmSync(preload, { recursive: true, force: true });
  });

  test.each([
    ["SITE_ENV=production", { SITE_ENV: "production" }],
    ["SITE_ENV unset", {}],
  ])("a local build's editor may reach the local backend; a build with %s gets production's policy, with no local address", (_, env) => {
    const adminRule = (headers: string) => headers.match(/^\/admin\/\*\n(?:  .*\n)*?  Content-Security-Policy: (.*)$/m)?.[1];
    expect(adminRule(readFileSync(path.join(dir, "out", "_headers"), "utf8"))).toContain(LOCAL_BACKEND_ORIGIN);
    const deployed = mkdtempSync(path.join(tmpdir(), "postbuild-deployed-"));
    cpSync(floorExport(), path.join(deployed, "out"), { recursive: true });
    postbuild(path.join(deployed, "out"), {
      basePath: "",
      preview: false,
      local: isLocalBuild(env),
      serveConfigFile: path.join(deployed, "serve.json"),
    });
    const headers = readFileSync(path.join(deployed, "out", "_headers"), "utf8");
    expect(adminRule(headers)).toMatch(/^default-src 'self'/);
    expect(headers).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(readFileSync(path.join(deployed, "serve.json"), "utf8")).not.toMatch(/localhost|127\.0\.0\.1/);
    rmSync(deployed, { recursive: true, force: true });
  });

  test("the editor's page (Next exports it as admin.html) moves to admin/index.html, out of the pages, under its own policy with its inline scripts' hashes", () => {
    const withEditor = mkdtempSync(path.join(tmpdir(), "postbuild-editor-"));
    const out = path.join(withEditor, "out");
    cpSync(floorExport(), out, { recursive: true });
    const editorScript = 'self.__next_f.push([1,"editor"])';
    writeFileSync(
      path.join(out, "admin.html"),
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><script>${editorScript}</script></body></html>`,
    );
    writeFileSync(path.join(out, "admin.txt"), "payload");
    try {
      postbuild(out, { basePath: "", preview: false, serveConfigFile: path.join(withEditor, "serve.json") });
      expect(existsSync(path.join(out, "admin.html"))).toBe(false);
      expect(existsSync(path.join(out, "admin.txt"))).toBe(false);
      const page = readFileSync(path.join(out, "admin", "index.html"), "utf8");
      // Left as Next wrote it: no early event contract and no policy meta (those are the site's; a meta would narrow the editor's policy).
      expect(page).not.toContain("data-early-events");
      expect(page).not.toContain('http-equiv="Content-Security-Policy"');
      const headers = readFileSync(path.join(out, "_headers"), "utf8");
      const adminRule = headers.match(/^\/admin\/\*\n(?:  .*\n)*?  Content-Security-Policy: (.*)$/m)?.[1];
      expect(adminRule).toContain(sha256(editorScript));
      expect(adminRule).toContain("'unsafe-eval'");
      // No page of the site gets the editor's rule, its hash or 'unsafe-eval'.
      expect(headers).not.toMatch(/^\/admin\.html$/m);
      const siteRules = headers.split(/\n(?=\S)/).filter((rule) => !rule.startsWith("/admin"));
      expect(siteRules.join("\n")).not.toContain(sha256(editorScript));
      expect(siteRules.join("\n")).not.toContain("unsafe-eval");
    } finally {
      rmSync(withEditor, { recursive: true, force: true });
    }
  });

  test("/404 and /_not-found are rewritten; production gets no review page", () => {
    // After the pages' redirects, if the pages have any (a moved or retired page's, 301 each).
    const rules = readFileSync(path.join(dir, "out", "_redirects"), "utf8").split("\n");
    expect(rules.slice(-3)).toEqual([`/404 ${MISSING_PATH} 200`, `/_not-found ${MISSING_PATH} 200`, ""]);
    expect(rules.slice(0, -3).filter((rule) => !rule.endsWith(" 301"))).toEqual([]);
    expect(existsSync(path.join(dir, "out", "_review"))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dir, "serve.json"), "utf8")).rewrites).toHaveLength(2);
  });
});
