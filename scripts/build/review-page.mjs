// The review page of a branch preview, out/_review/index.html: for every route
// of the sitemap (lib/routes.ts), the search result, the social card at its real
// size, the structured-data types and the initial JavaScript against the budget,
// read from the export as built; then what changed visually against the base
// branch, when `npm run review` has compared them (out/_review/visual.json).
// Static HTML with one constant inline stylesheet and no scripts; preview
// builds only (the post-build step never writes it into a production export).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where a search result cuts text off; the description's range is lib/metadata.ts' DESCRIPTION_LENGTH. */
export const SNIPPET_LIMITS = { title: { min: 10, max: 60 }, description: { min: 70, max: 160 } };
export const REVIEW_DIR = "_review";

/** The stylesheet is a constant, so its CSP hash does not change when the page is rewritten. */
export const REVIEW_CSS = `
:root{color-scheme:light;--ink:#0b1f33;--muted:#4a5a6a;--line:#d5dde5;--bad:#a4161a;--bad-bg:#fde8e8;--ok:#1b5e20;--ok-bg:#e6f4ea;--link:#1a0dab}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f6f8fa}
main{max-width:1320px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:1.75rem;margin:0 0 4px}h2{font-size:1.35rem;margin:40px 0 12px}h3{font-size:1.1rem;margin:0 0 12px}
p{margin:0 0 12px}.muted{color:var(--muted)}
a{color:var(--link)}
nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;padding:0;list-style:none}
section.route{background:#fff;border:1px solid var(--line);border-radius:8px;padding:16px;margin:0 0 24px;min-width:0}
h4{font-size:1rem;margin:16px 0 8px}
.grid{display:grid;gap:0 24px;grid-template-columns:minmax(0,1fr)}@media(min-width:900px){.grid{grid-template-columns:minmax(0,2fr) minmax(0,1fr) minmax(0,1fr)}}
.serp{max-width:600px;font-family:arial,sans-serif}.serp .site{font-size:14px;color:#202124}.serp .url{font-size:12px;color:#4d5156}
.serp .title{display:block;font-size:20px;line-height:1.3;color:var(--link);margin:4px 0}.serp .desc{font-size:14px;color:#4d5156;margin:0}
.flag{display:inline-block;font-size:.85rem;border-radius:4px;padding:1px 6px;margin:2px 6px 2px 0}
.flag.ok{background:var(--ok-bg);color:var(--ok)}.flag.bad{background:var(--bad-bg);color:var(--bad)}
.card{margin:0;overflow-x:auto;border:1px solid var(--line);border-radius:8px;background:#fff;max-width:100%;width:fit-content}
.card img{display:block;width:1200px;max-width:none;height:auto}
.card p{padding:8px 12px;margin:0;font-size:.9rem}
ul.types{display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0;list-style:none}ul.types li{background:#eef2f6;border-radius:4px;padding:1px 8px}
table{border-collapse:collapse}td,th{text-align:left;padding:4px 12px 4px 0;vertical-align:top}
.shots{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.shots figure{margin:0}.shots img{display:block;width:100%;height:auto}.shots figcaption{font-size:.9rem}
.frame{display:block;overflow:hidden;border:1px solid var(--line);background:#fff}
`;

const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Paths of the sitemap's URLs (the sitemap lists lib/routes.ts in order), without the origin or sub-path. */
export function sitemapPaths(xml, basePath = "") {
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const pathname = new URL(decode(m[1])).pathname;
    const local = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname;
    return local === "" ? "/" : local;
  });
  if (paths.length === 0) throw new Error("the sitemap lists no URL: the review page has no routes to show");
  return paths;
}

/** The exported HTML file of a route: "/" → index.html, "/a/b" → a/b.html. */
export const routeFile = (route) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

const meta = (html, attr, name) =>
  html.match(new RegExp(`<meta\\b(?=[^>]*\\b${attr}="${name}")[^>]*\\bcontent="([^"]*)"`))?.[1];

/** What search engines and social networks read from a page. */
export function pageFacts(html) {
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = html.match(/<link\b(?=[^>]*\brel="canonical")[^>]*\bhref="([^"]*)"/)?.[1];
  const types = [];
  for (const m of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]);
    for (const item of (Array.isArray(data) ? data : [data]).flatMap((d) => (d["@graph"] ? d["@graph"] : [d]))) {
      for (const type of [item["@type"]].flat()) if (type) types.push(type);
    }
  }
  const value = (v) => (v === undefined ? undefined : decode(v));
  return {
    title: value(title),
    description: value(meta(html, "name", "description")),
    canonical: value(canonical),
    robots: value(meta(html, "name", "robots")),
    ogImage: value(meta(html, "property", "og:image")),
    ogImageAlt: value(meta(html, "property", "og:image:alt")),
    ogImageWidth: Number(meta(html, "property", "og:image:width")) || undefined,
    ogImageHeight: Number(meta(html, "property", "og:image:height")) || undefined,
    ogTitle: value(meta(html, "property", "og:title")),
    structuredDataTypes: types,
  };
}

/** Each length outside its limits, in words a marketer reads. */
export function snippetFlags({ title = "", description = "" }, limits = SNIPPET_LIMITS) {
  const check = (label, text, { min, max }) => {
    const n = [...text].length;
    if (n === 0) return { ok: false, text: `${label}: missing` };
    if (n > max) return { ok: false, text: `${label}: ${n} characters, over ${max}: search results cut it off` };
    if (n < min) return { ok: false, text: `${label}: ${n} characters, under ${min}: search engines may write their own` };
    return { ok: true, text: `${label}: ${n} characters (${min}–${max})` };
  };
  return [check("Title", title, limits.title), check("Description", description, limits.description)];
}

const cut = (text, max) => ([...text].length > max ? `${[...text].slice(0, max - 1).join("").trimEnd()}…` : text);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

function searchResult(facts) {
  let site = "";
  let crumbs = "";
  try {
    const url = new URL(facts.canonical);
    site = url.hostname;
    crumbs = [url.origin, ...url.pathname.split("/").filter(Boolean)].join(" › ");
  } catch {
    crumbs = "no canonical URL";
  }
  return `<div class="serp" aria-label="Search result preview">
<div class="site">${escape(site)}</div><div class="url">${escape(crumbs)}</div>
<span class="title">${escape(cut(facts.title ?? "", SNIPPET_LIMITS.title.max))}</span>
<p class="desc">${escape(cut(facts.description ?? "", SNIPPET_LIMITS.description.max))}</p>
</div>`;
}

function socialCard(facts, basePath) {
  if (!facts.ogImage) return `<p><span class="flag bad">No social card (og:image missing)</span></p>`;
  const local = new URL(facts.ogImage).pathname;
  const size = facts.ogImageWidth && facts.ogImageHeight ? `${facts.ogImageWidth}×${facts.ogImageHeight}` : "size not declared";
  return `<figure class="card"><img src="${escape(local)}" width="${facts.ogImageWidth ?? 1200}" height="${facts.ogImageHeight ?? 630}" alt="${escape(facts.ogImageAlt ?? "")}" loading="lazy" decoding="async">
<p><strong>${escape(facts.ogTitle ?? "")}</strong> · ${escape(size)} · <a href="${escape(local)}">open the image</a>${local.startsWith(basePath) ? "" : ` <span class="flag bad">served outside ${escape(basePath)}</span>`}</p></figure>`;
}

function routeSection(entry, basePath) {
  const { route, facts, js, budget } = entry;
  const href = `${basePath}${route === "/" ? "/" : route}`;
  const flags = snippetFlags(facts)
    .map((f) => `<span class="flag ${f.ok ? "ok" : "bad"}">${escape(f.text)}</span>`)
    .join("");
  const types = facts.structuredDataTypes.length
    ? `<ul class="types">${facts.structuredDataTypes.map((t) => `<li>${escape(t)}</li>`).join("")}</ul>`
    : `<p class="muted">None</p>`;
  const over = js > budget;
  return `<section class="route" aria-labelledby="${escape(slug(route))}">
<h3 id="${escape(slug(route))}"><a href="${escape(href)}">${escape(route)}</a></h3>
<div class="grid"><div><h4>Search result</h4>${searchResult(facts)}<p>${flags}</p></div>
<div><h4>Structured data</h4>${types}</div>
<div><h4>Initial JavaScript</h4><p><span class="flag ${over ? "bad" : "ok"}">${kb(js)} of ${kb(budget)} budget${over ? ": over budget" : ""}</span></p></div></div>
<h4>Social card, at its real size</h4>${socialCard(facts, basePath)}
</section>`;
}

export const slug = (route) => `route-${route === "/" ? "home" : route.slice(1).replace(/\//g, "-")}`;

function visualSection(visual, basePath) {
  if (!visual) {
    return `<h2 id="visual">What changed</h2><p>Not compared in this build. <code>npm run review -- --base main</code> screenshots every route on the base branch and this one and shows the differences here; the preview workflow runs it.</p>`;
  }
  const img = (file) => `${basePath}/${REVIEW_DIR}/${file}`;
  const changed = visual.routes.filter((r) => r.status !== "unchanged");
  const unchanged = visual.routes.filter((r) => r.status === "unchanged");
  const pct = (share) => `${(share * 100).toFixed(share < 0.001 ? 3 : 2)}%`;
  // Only the rows around the change, cropped with CSS (a margin in % is a share of the
  // width, so the crop holds at any size); each image links to the whole page.
  const MAX_BAND = 1400;
  const shot = (r, s) => {
    const [top, bottom] = s.band ? [s.band[0], Math.min(s.band[1], s.band[0] + MAX_BAND)] : [0, 0];
    const frame = (file, alt) => {
      const crop = s.band ? ` style="aspect-ratio:${s.width}/${bottom - top}"` : "";
      const shift = s.band ? ` style="margin-top:${(-(top / s.width) * 100).toFixed(4)}%"` : "";
      return `<a class="frame" href="${escape(img(file))}"${crop}><img src="${escape(img(file))}" alt="${escape(alt)}"${shift} loading="lazy"></a>`;
    };
    const figures = [
      s.base && `<figure>${frame(s.base, `${r.path} at ${s.width} px on ${visual.base}`)}<figcaption>${escape(visual.base)}</figcaption></figure>`,
      s.branch && `<figure>${frame(s.branch, `${r.path} at ${s.width} px on this branch`)}<figcaption>This branch</figcaption></figure>`,
      s.diff && `<figure>${frame(s.diff, `Pixels that differ on ${r.path} at ${s.width} px, in red`)}<figcaption>Difference (red)</figcaption></figure>`,
    ].filter(Boolean);
    const what = s.changedShare === undefined ? (s.base ? "removed" : "new") : `${pct(s.changedShare)} of pixels changed`;
    const where = s.band ? `; showing ${top}–${bottom} px down the ${s.height} px page (open an image for all of it)` : "";
    return `<h4>${s.width} px: ${escape(what)}${escape(where)}</h4><div class="shots">${figures.join("")}</div>`;
  };
  const label = { changed: "changed", new: "new page", removed: "removed" };
  return `<h2 id="visual">What changed against ${escape(visual.base)}</h2>
<p>${changed.length} of ${visual.routes.length} routes changed; screenshots at ${visual.widths.join(" and ")} px, motion off, fonts loaded, time fixed${visual.baseCommit ? `; base ${escape(visual.baseCommit.slice(0, 7))}` : ""}.</p>
${changed
  .map((r) => `<section class="route" aria-label="${escape(`${r.path} ${label[r.status]}`)}"><h3>${escape(r.path)}: ${label[r.status]}</h3>${r.shots.map((s) => shot(r, s)).join("")}</section>`)
  .join("\n")}
<h3>Unchanged</h3>${unchanged.length ? `<ul>${unchanged.map((r) => `<li>${escape(r.path)}: unchanged</li>`).join("")}</ul>` : `<p class="muted">None</p>`}`;
}

/**
 * The review page's HTML.
 * @param {object} o
 * @param {{ route: string, facts: ReturnType<typeof pageFacts>, js: number, budget: number }[]} o.entries
 * @param {string} [o.basePath]
 * @param {{ branch?: string, commit?: string }} [o.build]
 * @param {object | null} [o.visual]  out/_review/visual.json, when compared
 */
export function reviewHtml({ entries, basePath = "", build = {}, visual = null }) {
  const about = [build.branch && `branch ${escape(build.branch)}`, build.commit && `commit ${escape(build.commit.slice(0, 7))}`].filter(Boolean).join(", ");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Preview review${build.branch ? `: ${escape(build.branch)}` : ""}</title>
<style>${REVIEW_CSS}</style></head>
<body><main>
<h1>Preview review</h1>
<p class="muted">${about ? `This preview is ${about}. ` : ""}Only in previews: never indexed, never in production.</p>
<nav aria-label="Routes"><ul><li><a href="#visual">What changed</a></li>${entries.map((e) => `<li><a href="#${escape(slug(e.route))}">${escape(e.route)}</a></li>`).join("")}</ul></nav>
${visualSection(visual, basePath)}
<h2>Every route</h2>
${entries.map((e) => routeSection(e, basePath)).join("\n")}
</main></body></html>
`;
}

/** Reads the export and writes out/_review/index.html (and returns its path). */
export function writeReviewPage({ outDir, basePath = "", budget, measure, build = {} }) {
  const routes = sitemapPaths(readFileSync(path.join(outDir, "sitemap.xml"), "utf8"), basePath);
  const entries = routes.map((route) => {
    const file = routeFile(route);
    if (!existsSync(path.join(outDir, file))) throw new Error(`review page: the sitemap lists ${route} but the export has no ${file}`);
    return { route, facts: pageFacts(readFileSync(path.join(outDir, file), "utf8")), js: measure(file), budget };
  });
  const dir = path.join(outDir, REVIEW_DIR);
  mkdirSync(dir, { recursive: true });
  const visualFile = path.join(dir, "visual.json");
  const visual = existsSync(visualFile) ? JSON.parse(readFileSync(visualFile, "utf8")) : null;
  const file = path.join(dir, "index.html");
  writeFileSync(file, reviewHtml({ entries, basePath, build, visual }));
  return file;
}
