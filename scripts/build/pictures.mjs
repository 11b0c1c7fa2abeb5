// The picture step, run before `next build` (package.json "build", scripts/test.mjs and every
// script that builds): every picture the content uses (a field whose `src` is a PICTURE_SRC,
// in lib/content/**/*.json) and the section gallery's examples (lib/content/media/example-*)
// is read from lib/content/media/, checked, turned upright and re-encoded into AVIF and WebP
// at the widths of PICTURE_WIDTHS up to its own, with no metadata. The files go to
// public/_pictures/ (emptied first: a picture no page uses is not shipped) and what the pages
// need to draw them to .pictures/manifest.json (lib/pictures/built-pictures.ts reads it). The
// upload itself is never copied. Encoding is slow, so it runs on every core (a picture a
// core: CONCURRENCY) and its results are cached by the upload's sha256, the encode settings
// and the encoder's version in .cache/pictures/ (CACHE_DIR: outside node_modules/, which
// `npm ci` empties; CI keeps it between runs, docs/deploying.md): an unchanged picture is
// encoded once per machine. A file that is not what its name says, or breaks a limit, fails
// the build naming the file and every content file that uses it.
//   node scripts/build/pictures.mjs
import { spawnSync } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MAX_PICTURE_PIXELS, MAX_UPLOAD_BYTES, PICTURES_FOLDER, PICTURE_SRC } from "../../lib/editor-media.mjs";
import { isMain } from "../lib/is-main.mjs";
import { CACHE_DIR, CARD_CACHE_DIR } from "../../lib/pictures/cache-dirs.mjs";

const root = path.resolve(import.meta.dirname, "..", "..");

/**
 * The widths a picture is encoded at, up to its own. 800 is there for a 390 px phone at
 * DPR 2 (780 device pixels for a full-width picture): without it that phone would take
 * the 960 file, half as many bytes again, for pixels it cannot show.
 */
export const PICTURE_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600, 1920];

/**
 * The encoder's settings (docs/performance.md, "Pictures", has the measurements). A file
 * over maxFileBytes is encoded again `step` lower, down to `floor`. Any change here changes
 * SETTINGS_KEY, so the cache (cacheKey) and the files' names follow it.
 */
export const ENCODE = {
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 72, effort: 4 },
  maxFileBytes: 250 * 1024,
  step: 8,
  floor: 30,
};
/**
 * The settings as the files' names hold them: a picture whose settings change gets new addresses.
 * `v` is bumped when encodePicture changes what it makes from the same settings.
 */
export function settingsKey({ widths = PICTURE_WIDTHS, encode = ENCODE } = {}) {
  return createHash("sha256")
    .update(JSON.stringify({ widths, ENCODE: encode, v: 2 }))
    .digest("hex")
    .slice(0, 12);
}
const SETTINGS_KEY = settingsKey();

/**
 * The cache's key for an upload's entries besides its sha256: the settings (settingsKey, and
 * the file budget the run was given) and the encoder's versions (sharp, libvips and its
 * codecs), so an entry made under other settings or by another encoder is never reused.
 * @param {{ widths?: number[], encode?: typeof ENCODE, maxFileBytes?: number, encoder?: Record<string, string | undefined> }} [settings]
 */
export function cacheKey({ widths = PICTURE_WIDTHS, encode = ENCODE, maxFileBytes = encode.maxFileBytes, encoder = sharp.versions } = {}) {
  return createHash("sha256")
    .update(JSON.stringify({ settings: settingsKey({ widths, encode }), maxFileBytes, encoder }))
    .digest("hex")
    .slice(0, 16);
}

export const OUTPUT_DIR = "public/_pictures";
export const MANIFEST_FILE = ".pictures/manifest.json";
/** Gitignored, at the project's root: `npm ci` empties node_modules/, and CI restores this folder (docs/deploying.md). */
export { CACHE_DIR };
/** An entry no run has used for this long is removed: the cache holds what the content uses, not every picture it ever did. */
export const CACHE_UNUSED_DAYS = 30;
/**
 * Gives a copy of the project (`to`, a fresh folder) the cache of `from` as hard links: no space,
 * and the copy's step adds entries of its own without touching `from`'s (an entry is never
 * written in place: it is made in a folder of its own and moved).
 */
export function linkPictureCache(from, to) {
  const source = path.join(from, CACHE_DIR);
  const target = path.join(to, CACHE_DIR);
  if (!existsSync(source) || existsSync(target)) return;
  mkdirSync(path.dirname(target), { recursive: true });
  if (spawnSync("cp", ["-al", source, target]).status !== 0) cpSync(source, target, { recursive: true });
}

/**
 * Pictures encoded at once: one a core. sharp gives libvips one thread a picture on glibc
 * Linux without jemalloc or MALLOC_ARENA_MAX (sharp.concurrency() is 1: this machine, GitHub's
 * Ubuntu runners), so a picture a core is what keeps every core busy, with no thread more
 * than cores (docs/performance.md, "Pictures", has the measurements).
 */
export const CONCURRENCY = availableParallelism();
/** Where the export serves the files (public/_pictures/ is copied to out/_pictures/). */
export const URL_PREFIX = "/_pictures/";
/** Who uses the section examples' pictures: the editor's gallery draws every example. */
export const GALLERY = "the section gallery (/admin/sections, the examples in lib/sections/*/schema.ts)";

const EXTENSION_FORMAT = { jpg: "jpeg", jpeg: "jpeg", png: "png", webp: "webp", avif: "avif" };
const FORMAT_NAME = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF", svg: "SVG file", html: "HTML file", text: "text file", heic: "HEIC picture" };
/** "a PNG", "an AVIF", "an SVG file": the article as the name is said. */
const aFormat = (format) => `${["avif", "svg", "html"].includes(format) ? "an" : "a"} ${FORMAT_NAME[format]}`;

/**
 * One place a picture is used: the content file, where in it, its alt text and
 * whether it is in the page's first section (drawn eagerly: the page's LCP candidate).
 * @typedef {{ src: string, file: string, at: string, alt: string, decorative: boolean, firstSection: boolean }} PictureUse
 */

/** Every JSON file under lib/content/, the media folder's aside, as [{ file, data }]. */
function contentFiles(projectRoot) {
  const base = path.join(projectRoot, "lib", "content");
  const media = path.join(projectRoot, PICTURES_FOLDER);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== media) walk(full);
      } else if (entry.name.endsWith(".json")) {
        const file = path.relative(projectRoot, full).split(path.sep).join("/");
        try {
          found.push({ file, data: JSON.parse(readFileSync(full, "utf8")) });
        } catch (error) {
          throw new Error(`${file}: is not valid JSON (${error instanceof Error ? error.message : error})`);
        }
      }
    }
  };
  walk(base);
  return found;
}

/** The picture fields of one file's data: every object whose `src` is a picture field's value. */
export function picturesIn(file, data) {
  /** @type {PictureUse[]} */
  const uses = [];
  const walk = (value, at) => {
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}[${i}]`));
    else if (value && typeof value === "object") {
      if (typeof value.src === "string" && PICTURE_SRC.test(value.src)) {
        uses.push({
          src: value.src,
          file,
          at,
          alt: typeof value.alt === "string" ? value.alt : "",
          decorative: value.decorative === true,
          firstSection: at === "sections[0]" || at.startsWith("sections[0]."),
        });
      }
      for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
    }
  };
  walk(data, "");
  return uses;
}

/** Every use of a picture in the content files (pages and shared files), in file order. */
export function pictureUses(projectRoot = root) {
  return contentFiles(projectRoot).flatMap(({ file, data }) => picturesIn(file, data));
}

/** The section examples' pictures: the media folder's files named example-*. */
function examplePictures(projectRoot) {
  const media = path.join(projectRoot, PICTURES_FOLDER);
  if (!existsSync(media)) return [];
  return readdirSync(media)
    .filter((name) => name.startsWith("example-") && PICTURE_SRC.test(`/media/${name}`))
    .sort()
    .map((name) => `/media/${name}`);
}

/** Each picture to build, by src, with the files that use it: Map<src, string[]>. */
export function picturesToBuild(projectRoot = root) {
  const users = new Map();
  const add = (src, user) => {
    const list = users.get(src) ?? [];
    if (!list.includes(user)) list.push(user);
    users.set(src, list);
  };
  for (const use of pictureUses(projectRoot)) add(use.src, use.file);
  for (const src of examplePictures(projectRoot)) add(src, GALLERY);
  return users;
}

/**
 * The widths a picture `width` pixels wide is encoded at: the ladder's widths under its own,
 * then its own (or the ladder's last, when wider), so no picture loses pixels a screen could show.
 */
export function widthsFor(width) {
  const top = Math.min(width, PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]);
  // A step within 10% of its own width would only be a second copy of it.
  return [...PICTURE_WIDTHS.filter((w) => w < top * 0.9), top];
}

/**
 * What the first bytes say a file is: "jpeg", "png", "webp", "avif", "heic" (an
 * iPhone's own format, which the site does not take), or for text "svg", "html"
 * or "text"; undefined for anything else.
 * @param {Buffer} bytes
 */
export function sniffFormat(bytes) {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 16 && bytes.toString("latin1", 4, 8) === "ftyp") {
    // The major brand, then the compatible brands, to the end of the ftyp box.
    const end = Math.min(bytes.readUInt32BE(0), bytes.length);
    const brands = [bytes.toString("latin1", 8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(bytes.toString("latin1", at, at + 4));
    if (brands.includes("avif") || brands.includes("avis")) return "avif";
    if (brands.some((brand) => ["heic", "heix", "heim", "heis", "mif1"].includes(brand))) return "heic";
    return undefined;
  }
  const head = bytes
    .subarray(0, 1024)
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  if (head.startsWith("<")) {
    if (head.includes("<svg")) return "svg";
    if (head.includes("<html") || head.startsWith("<!doctype html")) return "html";
    return "text";
  }
  return undefined;
}

const count = (n) => n.toLocaleString("en-US");
const megabytes = (n) => `${count(n)} bytes (${(n / 1024 / 1024).toFixed(1)} MB)`;
/** An error as one line: libvips repeats its lines. */
const reason = (error) =>
  [
    ...new Set(
      String(error instanceof Error ? error.message : error)
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ].join("; ");
const hex = (n) => n.toString(16).padStart(2, "0");

/**
 * What is wrong with an upload, in words, or undefined; and its sharp metadata when it is fine.
 * @param {Buffer} bytes
 * @param {string} name the file's name (its extension says what it should be)
 * @param {{ maxBytes: number, maxPixels: number }} limits
 */
async function uploadProblem(bytes, name, { maxBytes, maxPixels }) {
  const expected = EXTENSION_FORMAT[name.split(".").pop().toLowerCase()];
  const named = aFormat(expected);
  if (bytes.length > maxBytes) return `is ${megabytes(bytes.length)}, over the ${megabytes(maxBytes)} an upload may be`;
  const sniffed = sniffFormat(bytes);
  if (sniffed === "svg" || sniffed === "html" || sniffed === "text") {
    return `is ${aFormat(sniffed)} named like ${named}, not a picture: the site takes JPEG, PNG, WebP and AVIF pictures only`;
  }
  if (sniffed === "heic") return `is a HEIC picture (an iPhone's own format), which browsers cannot show: export it as a JPEG and upload that`;
  if (sniffed !== expected) {
    const first = [...bytes.subarray(0, 4)].map(hex).join(" ");
    return sniffed
      ? `is ${aFormat(sniffed)} named like ${named}: save it with the extension of what it is`
      : `is not ${named}: its first bytes (${first || "none, the file is empty"}) are not those of any picture the site takes`;
  }
  let meta;
  try {
    meta = await sharp(bytes, { failOn: "truncated", limitInputPixels: false }).metadata();
  } catch (error) {
    return `could not be read as ${named}: it is truncated or damaged (${reason(error)})`;
  }
  const format = meta.format === "heif" && meta.compression === "av1" ? "avif" : meta.format;
  if (format !== expected) return `is not ${named}: it decodes as ${meta.format ?? "nothing known"}`;
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels > maxPixels) {
    return `is ${meta.width}×${meta.height}, ${count(pixels)} pixels: over the ${count(maxPixels)} a picture may have`;
  }
  return undefined;
}

/** Encodes one picture's files into `dir` and returns its picture.json. */
async function encodePicture(bytes, dir, maxPixels, maxFileBytes) {
  const { data, info } = await sharp(bytes, { failOn: "truncated", limitInputPixels: maxPixels })
    .rotate()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const { dominant } = await sharp(data, raw).stats();
  const files = [];
  let widest = 0;
  for (const width of widthsFor(info.width)) {
    const encoded = [];
    for (const format of ["avif", "webp"]) {
      let quality = ENCODE[format].quality;
      let out;
      for (;;) {
        const pipeline = sharp(data, raw).resize({ width, withoutEnlargement: true });
        out = await (format === "avif" ? pipeline.avif({ ...ENCODE.avif, quality }) : pipeline.webp({ ...ENCODE.webp, quality })).toBuffer();
        if (out.length <= maxFileBytes || quality - ENCODE.step < ENCODE.floor) break;
        quality -= ENCODE.step;
      }
      encoded.push({ format, width, out, quality });
    }
    // A width no quality brings within the budget (a photo full of fine detail) is left out with every wider
    // one: the narrower files serve those screens, a little soft, rather than a file over 250 kB. The
    // narrowest is always kept (the budget check then names the picture).
    if (widest && encoded.some((file) => file.out.length > maxFileBytes)) break;
    for (const { format, out, quality } of encoded) {
      writeFileSync(path.join(dir, `${width}.${format}`), out);
      files.push({ format, width, bytes: out.length, quality });
    }
    widest = width;
  }
  // Its box: the widest file kept, upright, in the picture's proportions.
  if (widest < info.width)
    return { width: widest, height: Math.round((info.height * widest) / info.width), color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, files };
  return { width: info.width, height: info.height, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, files };
}

/**
 * Runs `work` on each item, at most `limit` at once, and returns the results in the items' order.
 * @template T, R
 * @param {T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function inPool(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * Removes the cache's entries (`<sha256>/<cacheKey>/`) this run did not use and no run used for
 * CACHE_UNUSED_DAYS (a run touches what it uses), and a stopped run's leftovers as old.
 */
function pruneCache(cacheDir, used, now = Date.now()) {
  if (!existsSync(cacheDir)) return;
  const old = now - CACHE_UNUSED_DAYS * 24 * 60 * 60 * 1000;
  // The social cards' folder (lib/pictures/card-cache.ts): a card no build has drawn for as long is removed (a build
  // touches each card it uses).
  const cards = path.join(cacheDir, path.relative(CACHE_DIR, CARD_CACHE_DIR));
  for (const sha of readdirSync(cacheDir)) {
    const shaDir = path.join(cacheDir, sha);
    if (shaDir === cards) {
      for (const card of readdirSync(cards)) if (statSync(path.join(cards, card)).mtimeMs < old) rmSync(path.join(cards, card), { force: true });
      continue;
    }
    if (!statSync(shaDir).isDirectory()) continue;
    for (const key of readdirSync(shaDir)) {
      const dir = path.join(shaDir, key);
      if (used.has(dir)) continue;
      const meta = path.join(dir, "picture.json");
      const lastUsed = existsSync(meta) ? statSync(meta).mtimeMs : statSync(dir).mtimeMs;
      if (lastUsed < old) rmSync(dir, { recursive: true, force: true });
    }
    if (readdirSync(shaDir).length === 0) rmSync(shaDir, { recursive: true, force: true });
  }
}

/**
 * Builds every picture the content uses (see the file's comment) and returns the manifest,
 * with how many pictures were encoded and how many came from the cache. Throws, listing
 * every problem with the file and the content files using it.
 * @param {{ projectRoot?: string, cacheDir?: string, maxPixels?: number, maxBytes?: number, maxFileBytes?: number, concurrency?: number }} [options]
 */
export async function buildPictures({
  projectRoot = root,
  cacheDir = path.join(projectRoot, CACHE_DIR),
  maxPixels = MAX_PICTURE_PIXELS,
  maxBytes = MAX_UPLOAD_BYTES,
  maxFileBytes = ENCODE.maxFileBytes,
  concurrency = CONCURRENCY,
} = {}) {
  const users = picturesToBuild(projectRoot);
  const problems = [];
  const ready = [];
  for (const [src, usedBy] of users) {
    const name = src.slice("/media/".length);
    const file = `${PICTURES_FOLDER}/${name}`;
    const full = path.join(projectRoot, file);
    const fail = (text) => problems.push(`${file}: ${text} (used by ${usedBy.join(", ")})`);
    if (!existsSync(full) || !statSync(full).isFile()) {
      fail(`is missing: no such file in ${PICTURES_FOLDER}/`);
      continue;
    }
    const bytes = readFileSync(full);
    const problem = await uploadProblem(bytes, name, { maxBytes, maxPixels });
    if (problem) fail(problem);
    else ready.push({ src, file, bytes, fail });
  }

  const key = cacheKey({ maxFileBytes });
  /** Each cache entry's encode, once: two uploads with the same bytes share it. */
  const encodes = new Map();
  /** @returns {Promise<{ built?: any, dir: string, fresh: boolean, error?: unknown }>} */
  const entryFor = (sha, bytes) => {
    const dir = path.join(cacheDir, sha, key);
    const metaFile = path.join(dir, "picture.json");
    if (encodes.has(dir)) return encodes.get(dir).then((entry) => ({ ...entry, fresh: false }));
    const encode = (async () => {
      if (existsSync(metaFile)) {
        // Touched, so pruneCache knows it is still used.
        const now = new Date();
        utimesSync(metaFile, now, now);
        return { built: JSON.parse(readFileSync(metaFile, "utf8")), dir, fresh: false };
      }
      // Encoded into a folder of its own, then moved: a run stopped halfway leaves no half entry.
      const partial = `${dir}.partial-${process.pid}-${randomUUID()}`;
      mkdirSync(partial, { recursive: true });
      try {
        const built = await encodePicture(bytes, partial, maxPixels, maxFileBytes);
        writeFileSync(path.join(partial, "picture.json"), JSON.stringify(built));
        rmSync(dir, { recursive: true, force: true });
        renameSync(partial, dir);
        return { built, dir, fresh: true };
      } catch (error) {
        rmSync(partial, { recursive: true, force: true });
        return { dir, fresh: true, error };
      }
    })();
    encodes.set(dir, encode);
    return encode;
  };

  const results = await inPool(ready, concurrency, ({ bytes }) => entryFor(createHash("sha256").update(bytes).digest("hex"), bytes));

  /** @type {Record<string, import("../../lib/pictures/picture").BuiltPicture>} */
  const manifest = {};
  const outDir = path.join(projectRoot, OUTPUT_DIR);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  let encoded = 0;
  let cached = 0;
  for (const [at, { src, bytes, fail }] of ready.entries()) {
    const { built, dir, fresh, error } = results[at];
    if (error) {
      fail(`could not be decoded: it is truncated or damaged (${reason(error)})`);
      continue;
    }
    if (fresh) encoded++;
    else cached++;
    const sha = createHash("sha256").update(bytes).digest("hex");
    const short = createHash("sha256").update(`${sha}/${SETTINGS_KEY}`).digest("hex").slice(0, 12);
    const listOf = (format) =>
      built.files
        .filter((f) => f.format === format)
        .sort((a, b) => a.width - b.width)
        .map((f) => {
          const name = `${short}-${f.width}.${format}`;
          copyFileSync(path.join(dir, `${f.width}.${format}`), path.join(outDir, name));
          return { url: `${URL_PREFIX}${name}`, width: f.width, bytes: f.bytes };
        });
    manifest[src] = { src, width: built.width, height: built.height, color: built.color, avif: listOf("avif"), webp: listOf("webp") };
  }
  pruneCache(cacheDir, new Set(results.map((r) => r.dir)));
  if (problems.length) {
    throw new Error(`The picture step refuses ${problems.length === 1 ? "a picture" : `${problems.length} pictures`}:\n  ${problems.join("\n  ")}`);
  }
  const manifestFile = path.join(projectRoot, MANIFEST_FILE);
  mkdirSync(path.dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, encoded, cached };
}

// No top-level await: Jest compiles this module to CommonJS for its tests.
if (isMain(import.meta.url)) {
  const start = performance.now();
  buildPictures().then(
    ({ manifest, encoded, cached }) => {
      const files = Object.values(manifest).reduce((n, p) => n + p.avif.length + p.webp.length, 0);
      console.log(
        `pictures: ${Object.keys(manifest).length} pictures (${encoded} encoded, ${cached} from the cache in ${CACHE_DIR}/), ${files} files in ${OUTPUT_DIR}/, ` +
          `${MANIFEST_FILE}, in ${((performance.now() - start) / 1000).toFixed(1)} s (${CONCURRENCY} at once)`,
      );
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
