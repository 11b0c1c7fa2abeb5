import { realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Whether the module at `moduleUrl` (its import.meta.url) is the script node was
 * started with. Compares file paths, not URLs: a URL escapes a space (or any
 * non-ASCII character) in the path, so a checkout at "~/my site" would
 * otherwise never run its scripts' main code, silently.
 * @param {string} moduleUrl
 * @param {string | undefined} [argv1]
 */
export function isMain(moduleUrl, argv1 = process.argv[1]) {
  if (!argv1) return false;
  const real = (p) => {
    try {
      return realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(fileURLToPath(moduleUrl)) === real(path.resolve(argv1));
}
