// Where the build keeps what it made once, for the next build (kept between CI runs, linked into the checks' copies):
// the picture step's encodes (scripts/build/pictures.mjs), and in a folder of it the social cards
// (lib/pictures/card-cache.ts). Outside node_modules/, which `npm ci` deletes. Plain JavaScript: the scripts read it.
export const CACHE_DIR = ".cache/pictures";
/** The social cards drawn so far, one PNG a key (lib/pictures/card-cache.ts cardKey). */
export const CARD_CACHE_DIR = `${CACHE_DIR}/social-cards`;
