// What the export must never hold (issue #31): an upload as it was sent (it may carry the
// photographer's GPS position and name), or any picture carrying EXIF, XMP or IPTC
// metadata. The picture step (scripts/build/pictures.mjs) writes only re-encoded files with
// none; this checks the export as built, whatever put a file there (public/, a route).
// Read by walking each format's own structure (JPEG segments, PNG chunks, WebP's RIFF
// chunks, AVIF's item list), synchronously, so the post-build step stays one plain pass.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PICTURES_FOLDER } from "../../lib/editor-media.mjs";
import { sniffFormat } from "./pictures.mjs";

const ascii = (bytes, from, to) => bytes.toString("latin1", from, to);
const XMP_NAMESPACE = "http://ns.adobe.com/xap/1.0/";

function jpegMetadata(b) {
  const found = [];
  for (let at = 2; at + 4 <= b.length && b[at] === 0xff; ) {
    const marker = b[at + 1];
    if (marker === 0xda || marker === 0xd9) break; // the picture data starts: no more metadata segments
    const length = b.readUInt16BE(at + 2);
    const body = ascii(b, at + 4, Math.min(at + 4 + length - 2, b.length));
    if (marker === 0xe1 && body.startsWith("Exif\0")) found.push("EXIF");
    if (marker === 0xe1 && body.startsWith(XMP_NAMESPACE)) found.push("XMP");
    if (marker === 0xed && body.startsWith("Photoshop 3.0")) found.push("IPTC");
    at += 2 + length;
  }
  return found;
}

function pngMetadata(b) {
  const found = [];
  for (let at = 8; at + 8 <= b.length; ) {
    const length = b.readUInt32BE(at);
    const type = ascii(b, at + 4, at + 8);
    if (type === "IEND") break;
    const keyword = ascii(b, at + 8, Math.min(at + 8 + 40, b.length))
      .split("\0")[0]
      .toLowerCase();
    // Text chunks: XMP under its keyword, and ImageMagick's "Raw profile type exif/xmp/iptc".
    const text = type === "tEXt" || type === "zTXt" || type === "iTXt";
    if (type === "eXIf" || (text && keyword.includes("exif"))) found.push("EXIF");
    if (text && keyword.includes("xmp")) found.push("XMP");
    if (text && keyword.includes("iptc")) found.push("IPTC");
    at += 12 + length;
  }
  return found;
}

function webpMetadata(b) {
  const found = [];
  for (let at = 12; at + 8 <= b.length; ) {
    const type = ascii(b, at, at + 4);
    const length = b.readUInt32LE(at + 4);
    if (type === "EXIF") found.push("EXIF");
    if (type === "XMP ") found.push("XMP");
    at += 8 + length + (length % 2);
  }
  return found;
}

/** ISO BMFF boxes in [from, to): [{ type, start (of its contents), end }]. */
function boxes(b, from, to) {
  const list = [];
  for (let at = from; at + 8 <= to; ) {
    let size = b.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(b.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header) break;
    list.push({ type: ascii(b, at + 4, at + 8), start: at + header, end: Math.min(at + size, to) });
    at += size;
  }
  return list;
}

function avifMetadata(b) {
  const found = [];
  const meta = boxes(b, 0, b.length).find((box) => box.type === "meta");
  if (!meta) return found;
  // meta and iinf are full boxes (4 bytes of version and flags first).
  const iinf = boxes(b, meta.start + 4, meta.end).find((box) => box.type === "iinf");
  if (!iinf) return found;
  const version = b[iinf.start];
  const first = iinf.start + 4 + (version === 0 ? 2 : 4);
  for (const infe of boxes(b, first, iinf.end).filter((box) => box.type === "infe")) {
    const v = b[infe.start];
    if (v < 2) continue;
    const typeAt = infe.start + 4 + (v === 2 ? 2 : 4) + 2;
    const itemType = ascii(b, typeAt, typeAt + 4);
    if (itemType === "Exif") found.push("EXIF");
    if (itemType === "mime" && ascii(b, typeAt + 4, infe.end).includes("application/rdf+xml")) found.push("XMP");
  }
  return found;
}

/** The kinds of metadata ("EXIF", "XMP", "IPTC") a picture file carries, by its own structure. */
export function pictureMetadata(bytes) {
  const read = { jpeg: jpegMetadata, png: pngMetadata, webp: webpMetadata, avif: avifMetadata }[sniffFormat(bytes)];
  return read ? [...new Set(read(bytes))] : [];
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * Every file of the export that is an upload byte for byte, or a picture carrying
 * metadata, named: ["out/x.jpg: is lib/content/media/y.jpg as uploaded …"].
 */
export function exportPictureProblems(outDir, projectRoot) {
  const media = path.join(projectRoot, PICTURES_FOLDER);
  const uploads = new Map();
  if (existsSync(media))
    for (const file of filesUnder(media)) uploads.set(sha256(readFileSync(file)), path.relative(projectRoot, file).split(path.sep).join("/"));
  const name = (file) => path.join(path.basename(outDir), path.relative(outDir, file)).split(path.sep).join("/");
  const problems = [];
  for (const file of filesUnder(outDir)) {
    const bytes = readFileSync(file);
    const upload = uploads.get(sha256(bytes));
    if (upload) problems.push(`${name(file)}: is ${upload} as uploaded; the export may hold only the picture step's re-encoded files`);
    const metadata = pictureMetadata(bytes);
    if (metadata.length) problems.push(`${name(file)}: carries ${metadata.join(" and ")} metadata (a position, an author): the export's pictures carry none`);
  }
  return problems;
}
