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
