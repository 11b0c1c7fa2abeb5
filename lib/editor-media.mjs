// The editor takes no uploads: no content field takes a file, and a file Decap
// committed would be served on the origin where the editor keeps its GitHub
// token. One definition for the editor's config (lib/content/editor-config.ts),
// the code that starts it (components/editor/start-editor.tsx registers it)
// and the build's refusal (scripts/build/public-files.mjs). Plain JavaScript,
// like lib/security-headers.mjs: the build scripts import it as is.

/** Where Decap would commit an upload: outside public/, and the build fails on anything in it. */
export const MEDIA_FOLDER = "no-uploads";

/** The media library that offers no upload, registered by components/editor/start-editor.tsx under this name. */
export const NO_UPLOADS_LIBRARY = "no-uploads";

// Pictures (issue "Pictures a marketer uploads"): where uploads go once the
// editor takes them, what a picture field may name, and the limits the editor
// and the picture step (scripts/build/pictures.mjs) both hold.

/** The folder uploaded pictures are committed to: content, outside public/, never served as sent. */
export const PICTURES_FOLDER = "lib/content/media";

/** A picture field's value: "/media/" and a file name with a picture's extension (no folders). */
export const PICTURE_SRC = /^\/media\/[^/\\]+\.(?:jpe?g|png|webp|avif)$/i;

/** The formats an upload may be, by name. */
export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"];

/** At most this many bytes an upload (Decap's max_file_size). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** At most this many pixels a picture decodes to (sharp's limitInputPixels). */
export const MAX_PICTURE_PIXELS = 50_000_000;
