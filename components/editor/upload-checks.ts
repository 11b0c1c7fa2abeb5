/**
 * What the editor refuses before Save about pictures (issue #31): an upload
 * over MAX_UPLOAD_BYTES, one whose name is not a picture's, one whose first
 * bytes are not the picture its name says (an HTML page or an SVG renamed
 * .png), and a picture with no alt text that is not ticked decorative. Decap's
 * media library only limits the size, and its file input takes any image/*
 * (SVG and GIF too), so these run in Decap's preSave event, where the entry
 * still holds each new upload as the browser's File. The build is the
 * authority (scripts/build/pictures.mjs decodes every picture); this spares a
 * marketer a failed preview. The pure part (bytes and names → problems) is
 * unit-tested in tests/unit/upload-checks.test.ts.
 */
import { MAX_UPLOAD_BYTES, PICTURES_PUBLIC_FOLDER, PICTURE_SRC, PICTURE_TYPES } from "@/lib/editor-media.mjs";
import { fieldLabel } from "@/lib/content/field-label";

/** A picture format the site takes, as its name and its first bytes say. */
export type PictureType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

const NAMES: Record<PictureType, string> = { "image/jpeg": "JPEG", "image/png": "PNG", "image/webp": "WebP", "image/avif": "AVIF" };
const EXTENSIONS: Record<string, PictureType> = { jpg: "image/jpeg", jpeg: "image/jpeg", png: "image/png", webp: "image/webp", avif: "image/avif" };
const SUFFIX: Record<PictureType, string> = { "image/jpeg": ".jpg", "image/png": ".png", "image/webp": ".webp", "image/avif": ".avif" };

/**
 * What the media library's file picker offers: the four formats by type and by name. Decap's
 * own input accepts "image/*", which offers SVG, GIF, HEIC… that the checks then refuse.
 */
export const PICTURE_ACCEPT = [...PICTURE_TYPES, ...Object.keys(EXTENSIONS).map((extension) => `.${extension}`)].join(",");

/**
 * Narrows the media library's file picker to PICTURE_ACCEPT: Decap has no setting for its
 * input's accept, so each one it draws (the library is drawn anew each time it opens) is
 * given ours. Returns the watch's end.
 */
export function offerOnlyPictures(root: HTMLElement): () => void {
  const narrow = () => {
    for (const input of root.querySelectorAll<HTMLInputElement>('input[type="file"]')) if (input.accept !== PICTURE_ACCEPT) input.accept = PICTURE_ACCEPT;
  };
  const watch = new MutationObserver(narrow);
  watch.observe(root, { childList: true, subtree: true });
  narrow();
  return () => watch.disconnect();
}

/** How many bytes of an upload the checks read: enough for an AVIF file's brands. */
export const HEAD_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The picture format a file's first bytes announce, or undefined when they are
 * none of the four: JPEG FF D8 FF; PNG's eight-byte signature; WebP a RIFF
 * container of type "WEBP"; AVIF an ISO box "ftyp" whose major or a compatible
 * brand is "avif" (a still) or "avis" (a sequence).
 */
export function pictureTypeOfBytes(head: Uint8Array): PictureType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "image/webp";
  if (head.length >= 12 && ascii(head, 4, 4) === "ftyp") {
    const boxSize = ((head[0]! << 24) >>> 0) + (head[1]! << 16) + (head[2]! << 8) + head[3]!;
    // The major brand at 8, the minor version at 12, compatible brands from 16 to the box's end.
    const brands = [ascii(head, 8, 4)];
    for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) brands.push(ascii(head, at, 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "image/avif";
  }
  return undefined;
}

/** The picture format a file's name says, or undefined when its extension is not one the site takes. */
export function pictureTypeOfName(name: string): PictureType | undefined {
  const type = EXTENSIONS[name.toLowerCase().match(/\.([a-z]+)$/)?.[1] ?? ""];
  return type && PICTURE_TYPES.includes(type) ? type : undefined;
}

/** An upload as the editor holds it before Save: its file name, its size and, where the bytes are reachable, its first bytes. */
export interface Upload {
  name: string;
  size: number;
  head?: Uint8Array;
}

/** Megabytes to a tenth, rounded up: a file just over the limit does not read as the limit itself. */
const megabytes = (bytes: number) => `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString("en")} MB`;

/** What is wrong with one upload, one sentence each naming the file; none when it may be saved. */
export function uploadProblems({ name, size, head }: Upload): string[] {
  const problems: string[] = [];
  if (size > MAX_UPLOAD_BYTES)
    problems.push(
      `${name} is ${megabytes(size)}; a picture may be at most ${megabytes(MAX_UPLOAD_BYTES)}: save it smaller (2,000 pixels across is plenty) and upload it again.`,
    );
  const named = pictureTypeOfName(name);
  if (!named || !PICTURE_SRC.test(`${PICTURES_PUBLIC_FOLDER}/${name}`)) {
    problems.push(`${name} is not a picture the site takes: upload a JPEG, PNG, WebP or AVIF file (ending .jpg, .jpeg, .png, .webp or .avif).`);
    return problems;
  }
  if (!head) return problems;
  const held = pictureTypeOfBytes(head);
  if (!held)
    problems.push(
      `${name} is named as a ${NAMES[named]} picture, but what it holds is not a JPEG, PNG, WebP or AVIF picture (a web page or a drawing renamed, or a damaged file): upload the picture itself.`,
    );
  else if (held !== named)
    problems.push(`${name} holds a ${NAMES[held]} picture but is named as a ${NAMES[named]}: rename it to end ${SUFFIX[held]} and upload it again.`);
  return problems;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every picture in an entry's data with no alt text and not ticked decorative,
 * named by its file and where it is ("Sections 3 (quote) › Portrait"). A picture
 * field is a group with a "src" the editor filled ("/media/<file>").
 */
export function altProblems(data: unknown): string[] {
  const problems: string[] = [];
  const walk = (value: unknown, place: string[]) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const type = isRecord(item) && typeof item.type === "string" ? ` (${item.type})` : "";
        walk(item, [...place.slice(0, -1), `${place.at(-1) ?? "Item"} ${i + 1}${type}`]);
      });
      return;
    }
    if (!isRecord(value)) return;
    const { src, alt, decorative } = value;
    if (typeof src === "string" && src.startsWith(`${PICTURES_PUBLIC_FOLDER}/`) && decorative !== true && !(typeof alt === "string" && alt.trim()))
      problems.push(
        `The picture ${src.slice(PICTURES_PUBLIC_FOLDER.length + 1)} (${place.join(" › ") || "this entry"}) has no alt text: say what it shows, or tick "Decorative" if it adds nothing the words do not say.`,
      );
    for (const [key, inner] of Object.entries(value)) walk(inner, [...place, fieldLabel(key)]);
  };
  walk(data, []);
  return problems;
}

/** A picture group's keys (lib/content/schema.ts picture): the file, its alt text, "decorative". */
const PICTURE_KEYS = new Set(["src", "alt", "decorative"]);

const blank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && !value.trim());

/**
 * Where an entry's data holds an optional picture left out: a picture group with no file and
 * no alt text (Decap keeps the group when its file is removed, "decorative" and all: a Quote
 * added as its example, its portrait then removed). Saved as it is, the group would be a
 * half-empty picture the schema refuses; left out, the picture is absent, as the schema allows.
 * A group with alt text but no file is kept: the page check names it.
 */
export function emptyPictureGroups(data: unknown): (string | number)[][] {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...at, i]));
    if (!isRecord(value)) return;
    const keys = Object.keys(value);
    if (at.length && keys.includes("src") && keys.every((key) => PICTURE_KEYS.has(key)) && blank(value.src) && blank(value.alt)) {
      paths.push(at);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, [...at, key]);
  };
  walk(data, []);
  return paths;
}

/** Decap's entry data (an Immutable Map), as far as dropping a field from it goes. */
interface DataLike {
  deleteIn(path: (string | number)[]): DataLike;
}

const isDataLike = (value: unknown): value is DataLike & Record<string, unknown> => isRecord(value) && typeof value.deleteIn === "function";

/**
 * Decap's preSave listener, registered before the checks: the entry's data without the
 * optional pictures left out (emptyPictureGroups), which Decap then saves and the checks read;
 * undefined (the entry as it is) when there is none.
 */
export function withoutEmptyPictures({ entry }: { entry: EntryLike }): DataLike | undefined {
  const data = entry.get("data");
  if (!isDataLike(data)) return undefined;
  const paths = emptyPictureGroups(plain(data));
  return paths.length ? paths.reduce<DataLike>((without, at) => without.deleteIn(at), data) : undefined;
}

/** A new upload as Decap's entry draft holds it (its mediaFiles, made plain): only drafts are committed with the save. */
function uploadsOf(mediaFiles: unknown): { name: string; size: number; file?: Blob }[] {
  if (!Array.isArray(mediaFiles)) return [];
  return mediaFiles.filter(isRecord).flatMap((media) => {
    if (media.draft !== true || typeof media.name !== "string") return [];
    const file = media.file instanceof Blob ? media.file : undefined;
    const size = typeof media.size === "number" ? media.size : (file?.size ?? 0);
    return [{ name: media.name, size, ...(file ? { file } : {}) }];
  });
}

/** The part of Decap's entry (an Immutable Map) the checks read. */
interface EntryLike {
  get(key: string): unknown;
}

/** Immutable's List or Map made plain (toJS is deep; a File inside stays the File). */
function plain(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const toJS: unknown = value.toJS;
  return typeof toJS === "function" ? (toJS.call(value) as unknown) : value;
}

/**
 * Decap's preSave listener: throws, naming every problem, so the save stops and
 * Decap shows the message ("Failed to persist entry: …"); returns nothing
 * (the entry unchanged) when all is well.
 */
export async function checkUploadsBeforeSave({ entry }: { entry: EntryLike }): Promise<undefined> {
  const uploads = uploadsOf(plain(entry.get("mediaFiles")));
  const problems = (
    await Promise.all(
      uploads.map(async ({ name, size, file }) =>
        uploadProblems({ name, size, ...(file ? { head: new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()) } : {}) }),
      ),
    )
  ).flat();
  problems.push(...altProblems(plain(entry.get("data"))));
  if (problems.length) throw new Error(problems.join(" "));
  return undefined;
}
