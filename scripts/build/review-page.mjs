// The review page of a branch preview, out/_review/index.html, read as a
// marketer's checklist: a summary line ("2 pages changed, 0 problems"), the
// problems, the content files the branch changed and the pages they feed, then
// every changed page first with what changed on it (title, description,
// canonical URL, social card, structured data, the words as a text diff, and
// screenshots), when `npm run review` has compared it with the base branch
// (out/_review/visual.json); then, for every route of the sitemap, the search
// result, the social card at the size a feed shows it, the structured-data
// types, the initial JavaScript against the budget, read from the export, and
// the page's pictures with their alt text and bytes against their budgets. A field still holding its section's
// example (out/admin/example-words.json) is one of the problems.
// Static HTML with one constant inline stylesheet and no scripts; preview
// builds only (the post-build step never writes it into a production export).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SNIPPET_LIMITS } from "../../lib/snippet-limits.mjs";
import { PAGES_DIR, pageRoutes } from "../../lib/content/page-files.mjs";
import { HERO_PHONE_BUDGET_BYTES, HTML_BUDGET_BYTES, PHONE, PICTURE_FILE_BUDGET_BYTES, pagePictures } from "../lib/budgets.mjs";
import { textDiff } from "./page-changes.mjs";
import { withPolicyMeta } from "./csp.mjs";
import { gzipSync } from "node:zlib";

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
.card img{display:block;width:500px;max-width:100%;height:auto}
.cards{display:flex;flex-wrap:wrap;gap:12px}
.summary{font-size:1.25rem;font-weight:700;margin:8px 0}
ul.problems li{color:var(--bad)}
ul.checklist{padding-left:1.25rem}ul.checklist li{margin:4px 0}
del{background:var(--bad-bg);color:var(--bad)}ins{background:var(--ok-bg);color:var(--ok);text-decoration:none;border-bottom:2px solid var(--ok)}
.diff{font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;border:1px solid var(--line);border-radius:8px;background:#fff;padding:8px 0;overflow-x:auto;white-space:pre-wrap;overflow-wrap:anywhere}
.diff>div{padding:0 12px}.diff .removed{background:var(--bad-bg)}.diff .added{background:var(--ok-bg)}.diff .changed{background:#fff8e1}.diff .fold{color:var(--muted);font-style:italic}
.card p{padding:8px 12px;margin:0;font-size:.9rem}
ul.types{display:flex;flex-wrap:wrap;gap:6px;padding:0;margin:0;list-style:none}ul.types li{background:#eef2f6;border-radius:4px;padding:1px 8px}
table{border-collapse:collapse}td,th{text-align:left;padding:4px 12px 4px 0;vertical-align:top}
.shots{display:grid;gap:12px;grid-template-columns:repeat(auto-fit,minmax(240px,1fr))}
.shots figure{margin:0}.shots img{display:block;width:100%;height:auto}.shots figcaption{font-size:.9rem}
.frame{display:block;overflow:hidden;border:1px solid var(--line);background:#fff}
`;

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

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

/**
 * The routes a review shows: the sitemap's, then the pages hidden from search engines the export has (they are left
 * out of the sitemap, not out of the review: a marketer's change to one is reviewed as any other).
 * @param {string} outDir  an export
 * @param {string} [basePath]
 * @param {string} [projectRoot]  the project the export was built from (its page files say which pages are hidden)
 */
export function reviewRoutes(outDir, basePath = "", projectRoot = path.resolve(outDir, "..")) {
  const listed = sitemapPaths(readFileSync(path.join(outDir, "sitemap.xml"), "utf8"), basePath);
  // An export with no project beside it (a test's, a copy of one) has only its sitemap to go by.
  if (!existsSync(path.join(projectRoot, PAGES_DIR))) return listed;
  const hidden = pageRoutes(projectRoot)
    .filter((route) => route.hidden && !listed.includes(route.path) && existsSync(path.join(outDir, routeFile(route.path))))
    .map((route) => route.path);
  return [...listed, ...hidden];
}

const meta = (html, attr, name) => html.match(new RegExp(`<meta\\b(?=[^>]*\\b${attr}="${name}")[^>]*\\bcontent="([^"]*)"`))?.[1];

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

const cut = (text, max) =>
  [...text].length > max
    ? `${[...text]
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`
    : text;
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

/** A page's pictures (scripts/lib/budgets.mjs pagePictures): alt text, bytes, flags. */
function picturesBlock(pictures = []) {
  if (!pictures.length) return "";
  const bytes = (p) =>
    [
      p.largest && `largest file ${kb(p.largest.bytes)} (budget ${kb(PICTURE_FILE_BUDGET_BYTES)})`,
      p.phone && `on a ${PHONE.width} px phone ${kb(p.phone.bytes)} (hero budget ${kb(HERO_PHONE_BUDGET_BYTES)})`,
    ]
      .filter(Boolean)
      .join("; ");
  const rows = pictures.map(
    (p) =>
      `<tr><td><code>${escape(p.src)}</code>${p.hero ? " (first section)" : ""}</td><td>${p.decorative ? `<span class="muted">Decorative: no alt text</span>` : escape(p.alt)}</td><td>${escape(bytes(p))}</td><td>${
        p.problems.length ? p.problems.map((text) => `<span class="flag bad">${escape(text)}</span>`).join("") : `<span class="flag ok">within budget</span>`
      }</td></tr>`,
  );
  return `<h4>Pictures</h4><table><thead><tr><th>Picture</th><th>Alt text</th><th>Bytes</th><th>Budget</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

function routeSection(entry, basePath) {
  const { route, facts, js, budget, pictures } = entry;
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
<h4>Social card, as a feed shows it</h4>${socialCard(facts, basePath)}
${picturesBlock(pictures)}</section>`;
}

export const slug = (route) => `route-${route === "/" ? "home" : route.slice(1).replace(/\//g, "-")}`;

/** What a marketer should fix before asking for the merge, page by page: [{ route, text }]. */
export function problemsOf(entries) {
  return entries.flatMap(({ route, facts, js, budget, html = 0, pictures = [], examples = [] }) => [
    ...examples.map((field) => ({ route, text: `${field}: still holds its example's words or picture` })),
    ...snippetFlags(facts)
      .filter((f) => !f.ok)
      .map((f) => ({ route, text: f.text })),
    ...(facts.ogImage ? [] : [{ route, text: "No social card (og:image missing)" }]),
    ...(js > budget ? [{ route, text: `Initial JavaScript ${kb(js)}, over the ${kb(budget)} budget` }] : []),
    ...(html > HTML_BUDGET_BYTES ? [{ route, text: `HTML ${html} bytes gzipped, over the ${HTML_BUDGET_BYTES} bytes of the first round trip` }] : []),
    ...pictures.flatMap((p) => p.problems.map((text) => ({ route, text: text[0].toUpperCase() + text.slice(1) }))),
  ]);
}

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The first line of the page: "2 pages changed, 0 problems". */
export function summaryLine(visual, problems) {
  const changed = visual ? plural(visual.routes.filter((r) => r.status !== "unchanged").length, "page") + " changed" : "Not compared with the base branch yet";
  return `${changed}, ${plural(problems.length, "problem")}`;
}

const changedId = (route) => `changes-${slug(route)}`;

/** A text diff (page-changes.mjs' textDiff rows) as lines with removed and added words marked. */
function diffBlock(rows, label) {
  const line = (row) => {
    if (row.type === "fold") return `<div class="fold">… ${plural(row.lines, "unchanged line")}</div>`;
    if (row.type === "same") return `<div class="same">${escape(row.text)}</div>`;
    if (row.type === "removed") return `<div class="removed"><del>${escape(row.text)}</del></div>`;
    if (row.type === "added") return `<div class="added"><ins>${escape(row.text)}</ins></div>`;
    return `<div class="changed">${row.parts
      .map((p) => (p.type === "removed" ? `<del>${escape(p.text)}</del>` : p.type === "added" ? `<ins>${escape(p.text)}</ins>` : escape(p.text)))
      .join("")}</div>`;
  };
  return `<div class="diff" role="group" aria-label="${escape(label)}">${rows.map(line).join("")}</div>`;
}

function changesSection(visual, basePath) {
  if (!visual) {
    return `<h2 id="visual">What changed</h2><p>Not compared in this build. <code>npm run review -- --base main</code> compares every route on the base branch and this one (title, description, canonical URL, social card, structured data, the words and the look) and shows the differences here; the preview workflow runs it.</p>`;
  }
  const img = (file) => `${basePath}/${REVIEW_DIR}/${file}`;
  const href = (route) => `${basePath}${route === "/" ? "/" : route}`;
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
    const what =
      s.changedShare === undefined ? (s.base ? "removed" : "new") : s.changedShare === 0 ? "looks the same" : `${pct(s.changedShare)} of pixels changed`;
    const where = s.band ? `; showing ${top}–${bottom} px down the ${s.height} px page (open an image for all of it)` : "";
    return `<h4>At ${s.width} px: ${escape(what)}${escape(where)}</h4>${figures.length ? `<div class="shots">${figures.join("")}</div>` : ""}`;
  };
  const was = (c) => `<del>${escape(c.base || "(none)")}</del> → <ins>${escape(c.branch || "(none)")}</ins>`;
  const lengthFlag = (kind, text) => {
    const flag = snippetFlags({ title: "x".repeat(SNIPPET_LIMITS.title.min), description: "x".repeat(SNIPPET_LIMITS.description.min), [kind]: text }).find(
      (f) => f.text.startsWith(kind === "title" ? "Title" : "Description"),
    );
    return ` <span class="flag ${flag.ok ? "ok" : "bad"}">${escape(flag.text)}</span>`;
  };
  const checklistItem = (r, c) => {
    if (c.kind === "title") return `<li>Title (search results, browser tabs): ${was(c)}${lengthFlag("title", c.branch)}</li>`;
    if (c.kind === "description") return `<li>Description (search results): ${was(c)}${lengthFlag("description", c.branch)}</li>`;
    if (c.kind === "canonical") return `<li>Canonical URL (the address search engines index): ${was(c)}</li>`;
    if (c.kind === "socialCard") {
      const how =
        c.changedShare === undefined
          ? c.base
            ? "removed on this branch"
            : "new on this branch"
          : c.changedShare === 0
            ? "same picture at a new address"
            : `${pct(c.changedShare)} of its pixels changed`;
      return `<li><a href="#${escape(changedId(r.path))}-card">Social card</a> (shared links): ${escape(how)}</li>`;
    }
    if (c.kind === "structuredData")
      return `<li><a href="#${escape(changedId(r.path))}-data">Structured data</a> (what search engines read about the page) changed</li>`;
    return `<li><a href="#${escape(changedId(r.path))}-words">Words on the page</a> changed</li>`;
  };
  const card = (r, c) => {
    const figure = (file, url, caption) =>
      file
        ? `<figure class="card"><img src="${escape(img(file))}" width="1200" height="630" alt="${escape(`${caption}: social card of ${r.path}`)}" loading="lazy"><p>${escape(caption)} · <a href="${escape(img(file))}">full size</a></p></figure>`
        : `<p class="muted">${escape(caption)}: no card${url ? ` (${escape(url)} not found)` : ""}</p>`;
    return `<h4 id="${escape(changedId(r.path))}-card">Social card, as a feed shows it</h4><div class="cards">${figure(c.base, c.baseUrl, visual.base)}${figure(c.branch, c.branchUrl, "This branch")}${c.diff ? figure(c.diff, "", "Difference (red)") : ""}</div>`;
  };
  const details = (r) =>
    r.changes
      .map((c) => {
        if (c.kind === "socialCard") return (c.base || c.branch) && card(r, c);
        if (c.kind === "structuredData")
          return `<h4 id="${escape(changedId(r.path))}-data">Structured data</h4>${diffBlock(textDiff(c.base, c.branch, { context: 2 }), `Structured data of ${r.path}, ${visual.base} against this branch`)}`;
        if (c.kind === "text")
          return `<h4 id="${escape(changedId(r.path))}-words">Words on the page</h4>${diffBlock(textDiff(c.base, c.branch), `Words on ${r.path}, ${visual.base} against this branch`)}`;
        return "";
      })
      .filter(Boolean)
      .join("");
  const label = { changed: "changed", new: "new page", removed: "removed" };
  const section = (r) => {
    const changes = r.changes ?? [];
    const looks =
      r.status === "changed" && r.shots.every((s) => s.changedShare === 0) ? `<li>Looks the same at ${r.shots.map((s) => s.width).join(" and ")} px</li>` : "";
    const list = changes.length || looks ? `<ul class="checklist">${changes.map((c) => checklistItem(r, c)).join("")}${looks}</ul>` : "";
    return `<section class="route" id="${escape(changedId(r.path))}" aria-label="${escape(`${r.path} ${label[r.status]}`)}"><h3><a href="${escape(href(r.path))}">${escape(r.path)}</a>: ${label[r.status]}</h3>${list}${details({ ...r, changes })}${r.shots
      .filter((s) => s.changedShare !== 0)
      .map((s) => shot(r, s))
      .join("")}</section>`;
  };
  const files = visual.contentFiles ?? [];
  const everyPage = visual.routes.filter((r) => r.status !== "removed").length;
  const feeds = (routes) =>
    (routes.length >= everyPage && everyPage > 1 ? "every page: " : "") +
    routes.map((route) => `<a href="${escape(href(route))}">${escape(route)}</a>`).join(", ");
  const redirects = visual.redirects ?? { added: [], removed: [] };
  const target = (to) => (to.startsWith("/") ? `<a href="${escape(href(to))}">${escape(to)}</a>` : escape(to));
  const redirectItem = (r, how) => `<li><code>${escape(r.from)}</code> → ${target(r.to)}: ${how}</li>`;
  return `<h2 id="content">Content files changed on this branch</h2>
${files.length ? `<ul class="files">${files.map((f) => `<li><code>${escape(f.file)}</code> feeds ${feeds(f.routes)}</li>`).join("")}</ul>` : `<p class="muted">None: this branch changed no file under lib/content/ or lib/constants.*.</p>`}
<h2 id="redirects">Redirects changed on this branch</h2>
${
  redirects.added.length + redirects.removed.length
    ? `<ul class="files">${[
        ...redirects.added.map((r) => redirectItem(r, `new on this branch (<code>${escape(r.file)}</code>): visitors to the old address are sent on, 301`)),
        ...redirects.removed.map((r) => redirectItem(r, "removed on this branch: the old address answers as the branch's pages say")),
      ].join("")}</ul>`
    : `<p class="muted">None: this branch adds and removes no redirect.</p>`
}
<h2 id="visual">What changed against ${escape(visual.base)}</h2>
<p>${changed.length} of ${visual.routes.length} routes changed: title, description, canonical URL, social card, structured data, the words, and screenshots at ${visual.widths.join(" and ")} px (motion off, fonts loaded, time fixed)${visual.baseCommit ? `; base ${escape(visual.baseCommit.slice(0, 7))}` : ""}.</p>
${changed.map(section).join("\n")}
<h3>Unchanged</h3>${unchanged.length ? `<ul>${unchanged.map((r) => `<li>${escape(r.path)}: unchanged</li>`).join("")}</ul>` : `<p class="muted">None</p>`}`;
}

/**
 * The review page's HTML.
 * @param {object} o
 * @param {{ route: string, facts: ReturnType<typeof pageFacts>, js: number, budget: number, pictures?: object[], examples?: string[] }[]} o.entries  examples: the fields still holding their section's example
 * @param {string} [o.basePath]
 * @param {{ branch?: string, commit?: string }} [o.build]
 * @param {object | null} [o.visual]  out/_review/visual.json, when compared
 */
export function reviewHtml({ entries, basePath = "", build = {}, visual = null }) {
  const problems = problemsOf(entries);
  const about = [build.branch && `branch ${escape(build.branch)}`, build.commit && `commit ${escape(build.commit.slice(0, 7))}`].filter(Boolean).join(", ");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Preview review${build.branch ? `: ${escape(build.branch)}` : ""}</title>
<style>${REVIEW_CSS}</style></head>
<body><main>
<h1>Preview review</h1>
<p class="summary">${escape(summaryLine(visual, problems))}</p>
${problems.length ? `<ul class="problems">${problems.map((p) => `<li><a href="#${escape(slug(p.route))}">${escape(p.route)}</a>: ${escape(p.text)}</li>`).join("")}</ul>` : ""}
<p class="muted">${about ? `This preview is ${about}. ` : ""}Only in previews: never indexed, never in production.</p>
<nav aria-label="Routes"><ul><li><a href="#content">Content files</a></li><li><a href="#visual">What changed</a></li>${entries.map((e) => `<li><a href="#${escape(slug(e.route))}">${escape(e.route)}</a></li>`).join("")}</ul></nav>
${changesSection(visual, basePath)}
<h2>Every route</h2>
${entries.map((e) => routeSection(e, basePath)).join("\n")}
</main></body></html>
`;
}

/**
 * Reads the export and writes out/_review/index.html (and returns its path); `pictures`
 * is each route's pictures (scripts/lib/budgets.mjs pagePictures, of the project built).
 */
export function writeReviewPage({ outDir, basePath = "", budget, measure, build = {}, pictures = pagePictures() }) {
  const routes = reviewRoutes(outDir, basePath);
  // The fields each page still holds from its sections' examples, by path (app/(editor)/admin/example-words.json).
  const examplesFile = path.join(outDir, "admin", "example-words.json");
  const examples = existsSync(examplesFile) ? JSON.parse(readFileSync(examplesFile, "utf8")) : {};
  const entries = routes.map((route) => {
    const file = routeFile(route);
    if (!existsSync(path.join(outDir, file))) throw new Error(`review page: the sitemap lists ${route} but the export has no ${file}`);
    const text = readFileSync(path.join(outDir, file));
    return {
      route,
      facts: pageFacts(text.toString("utf8")),
      js: measure(file),
      budget,
      html: gzipSync(text, { level: 9 }).length,
      pictures: pictures.get(route) ?? [],
      examples: examples[route] ?? [],
    };
  });
  const dir = path.join(outDir, REVIEW_DIR);
  mkdirSync(dir, { recursive: true });
  const visualFile = path.join(dir, "visual.json");
  const visual = existsSync(visualFile) ? JSON.parse(readFileSync(visualFile, "utf8")) : null;
  const file = path.join(dir, "index.html");
  // Its policy in its own meta, as every page's (scripts/build/csp.mjs): written again after the build by `npm run review`.
  writeFileSync(file, withPolicyMeta(reviewHtml({ entries, basePath, build, visual })));
  return file;
}
