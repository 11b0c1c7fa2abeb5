// What the repository may hold that the site would serve as it is. Next copies
// public/ into the export untouched, and the site serves it on the origin where
// the editor at /admin/ keeps its GitHub token (localStorage, under a policy
// that allows any script of that origin): a page or script added there, once
// merged, would read the token of every editor who opens it. So the build fails,
// naming each file, on
//   - any file in public/ that a browser could run (a page, a script, an SVG or
//     XML document): the project ships none there (only Cloudflare's
//     _routes.json), and a change that needs one changes this module, which
//     developers own (.github/CODEOWNERS);
//   - any file in the editor's pictures folder (lib/content/media/, outside
//     public/, never served as it is) whose name is not a picture's: a field
//     can only name one (PICTURE_SRC), so anything else there did not come from
//     a picture field. The picture step (scripts/build/pictures.mjs) decodes
//     the pictures pages use and fails on one that is not what its name says.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER, PICTURE_SRC } from "../../lib/editor-media.mjs";

/** Pages, documents that can carry script (SVG, XML, XSLT), and code. */
const RUNNABLE = /\.(html?|xht(ml)?|shtml|svgz?|xml|xslt?|m?js|cjs|wasm)$/i;

/** Every file under `dir` (dotfiles included), relative to it, with "/" separators; none when it does not exist. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * @param {string} root the project's folder
 * @returns {string[]} one line per refused file, naming it from the project's root
 */
export function publicFileProblems(root) {
  const uploads = filesUnder(path.join(root, PICTURES_FOLDER))
    .filter((file) => !PICTURE_SRC.test(`${PICTURES_PUBLIC_FOLDER}/${file}`))
    .map(
      (file) =>
        `${PICTURES_FOLDER}/${file}: not a picture's name; the editor's pictures folder holds only .jpg, .jpeg, .png, .webp and .avif files, none in a subfolder (delete it).`,
    );
  const runnable = filesUnder(path.join(root, "public"))
    .filter((file) => RUNNABLE.test(file))
    .map((file) => `public/${file}: a browser could run it on the site's origin, where the editor keeps its login (delete it).`);
  return [...uploads, ...runnable];
}
