// Pictures a marketer uploads (issue #31): where the editor commits them, what
// a picture field may name, and the limits the editor and the build's picture
// step (scripts/build/pictures.mjs) both hold. One definition for the editor's
// config (lib/content/editor-config.ts), its checks before Save
// (components/editor/upload-checks.ts), the schemas (lib/content/schema.ts) and
// the build (scripts/build/public-files.mjs, the picture step). Plain
// JavaScript, like lib/security-headers.mjs: the build scripts import it as is.

/**
 * The folder uploaded pictures are committed to (Decap's media_folder): content, outside
 * public/, so the upload itself is never served; the picture step re-encodes what pages use.
 */
export const PICTURES_FOLDER = "lib/content/media";

/** How a field names an upload (Decap's public_folder): "/media/<file>". */
export const PICTURES_PUBLIC_FOLDER = "/media";

/**
 * A picture field's value: "/media/" and a file name with a picture's extension (no folders).
 * Decap names an upload by sanitizeSlug(name.toLowerCase()) under the default (unicode) slug
 * settings: letters of any script, digits, "-", "_", ".", "~" (anything else becomes "-"),
 * never "/" or "\", so every name it makes from a picture's file matches.
 */
export const PICTURE_SRC = /^\/media\/[^/\\]+\.(?:jpe?g|png|webp|avif)$/i;

/**
 * A picture field's file name alone (PICTURE_SRC without "/media/"): Decap's image widget
 * checks its pattern against the name of the file, not the value it stores (decap-cms-widget-file's
 * getValidateValue gives the validation the value's basename).
 */
export const PICTURE_FILE_NAME = /^[^/\\]+\.(?:jpe?g|png|webp|avif)$/i;

/** The formats an upload may be, by name. */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** At most this many bytes an upload (Decap's max_file_size). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** At most this many pixels a picture decodes to (sharp's limitInputPixels). */
export const MAX_PICTURE_PIXELS = 50_000_000;
