/**
 * Social cards drawn once: a card (app/og/[image]/route.tsx) is a PNG the build
 * renders from its page's headline, the card's shared words, its size and the
 * hero's picture, by the code that draws it. Rendering one costs about 85 ms
 * (Satori, then resvg), 40 s of a 500-page build; the same inputs and code give
 * the same card, so it is kept, keyed by a hash of all of them, in the picture
 * cache's folder (kept between CI runs and linked into the checks' copies as the
 * picture step's encodes are; scripts/build/pictures.mjs prunes what no build
 * has used for a while). Server code only: it runs at build time.
 */
import "server-only";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CARD_CACHE_DIR } from "./cache-dirs.mjs";

export { CARD_CACHE_DIR };

/**
 * What draws a card besides its inputs: the route and the picture code, this cache, and the versions of the renderer
 * (next/og, in Next) and of the font files it draws with. A change to any makes every card new.
 */
export const CARD_CODE = [
  "app/og/[image]/route.tsx",
  "lib/pictures/social-card.ts",
  "lib/pictures/card-cache.ts",
  "node_modules/next/package.json",
  "node_modules/@fontsource/archivo/package.json",
];

/** The key of a card: a hash of its inputs and of the files of CARD_CODE under `root` (a file missing fails, naming it). */
export function cardKey(inputs: unknown, root = process.cwd()): string {
  const hash = createHash("sha256");
  for (const file of CARD_CODE) hash.update(`${file}\0`).update(readFileSync(path.join(root, file)));
  hash.update(JSON.stringify(inputs));
  return hash.digest("hex").slice(0, 40);
}

/** A hash of a file's bytes, for an input that is a file (the picture a card is drawn over). */
export function fileHash(file: string): string {
  return createHash("sha256").update(readFileSync(file)).digest("hex");
}

/**
 * The card for `inputs`: from the cache when a build has drawn it, else drawn by `render` and kept (written whole, then
 * renamed into place, so a stopped build leaves no half card).
 */
export async function cachedCard(
  inputs: unknown,
  render: () => Promise<ArrayBuffer>,
  { root = process.cwd(), cacheDir = path.join(root, CARD_CACHE_DIR) }: { root?: string; cacheDir?: string } = {},
): Promise<Buffer> {
  const file = path.join(cacheDir, `${cardKey(inputs, root)}.png`);
  if (existsSync(file)) {
    const now = new Date();
    utimesSync(file, now, now); // used: the picture step's pruning keeps it
    return readFileSync(file);
  }
  const png = Buffer.from(await render());
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, png);
  renameSync(partial, file);
  return png;
}
