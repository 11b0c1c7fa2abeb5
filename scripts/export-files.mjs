import { readdirSync } from "node:fs";
import path from "node:path";

/** Every HTML page in an export folder (absolute paths), _next/ excluded. */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "_next" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}
