import { readdirSync } from "node:fs";
import path from "node:path";

/** The copy editor's folder in the export (app/(editor)/admin/, placed by scripts/build/admin.mjs): not a page of the site. */
export const ADMIN_DIR = "admin";

/** Every page of the site in an export folder (absolute paths): _next/ and the editor's admin/ excluded. */
export function htmlFiles(dir, nested = false) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_next" || (!nested && e.name === ADMIN_DIR) ? [] : htmlFiles(full, true);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

/** The URL path a host serves an exported file at: index.html → "/", a/index.html → "/a/", a/b.html → "/a/b". */
export function fileRoute(relative) {
  const unix = relative.split(path.sep).join("/");
  if (unix === "index.html") return "/";
  if (unix.endsWith("/index.html")) return `/${unix.slice(0, -"index.html".length)}`;
  return `/${unix.replace(/\.html$/, "")}`;
}
