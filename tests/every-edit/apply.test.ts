import { writeFileSync } from "node:fs";
import path from "node:path";
import { PAGES } from "@/lib/content/load";
import { MOVED_PAGE, RETIRED_PAGE, everyEdit, sectionLink } from "./plan";
import { splitPageLink } from "@/lib/content/page-path.mjs";

/**
 * Writes the every-edit change (tests/every-edit/plan.ts) into the content
 * files of the checkout it runs in, new page files included. Not part of
 * `npm test` (its roots are tests/unit): scripts/every-edit.mjs runs it in a
 * temporary copy of the project, then the whole suite there. A Jest file
 * because the schemas and the editor's config are TypeScript.
 */
const root = path.resolve(__dirname, "../..");
/** The moved page's path as the checkout has it, before the run writes the new one. */
const PAGES_DIR_OF = (name: string) => `lib/content/pages/${name}.json`;
const CONTENT_PAGE_PATH = () => PAGES.find((page) => page.file === MOVED_PAGE.file)?.path ?? MOVED_PAGE.path;

it("writes every editable value of every content file changed, the lists moved, a page moved and the new pages", () => {
  if (!process.env.EVERY_EDIT_WRITE) throw new Error("run through scripts/every-edit.mjs, which sets EVERY_EDIT_WRITE in a copy of the project");
  const files: Record<string, { changed: number; moved: string[]; added: boolean }> = {};
  const movedFrom = CONTENT_PAGE_PATH();
  // The link to a section: its target's path as the checkout has it (the moved page's new one, if it is the moved page).
  const link = sectionLink();
  const target = link && splitPageLink(link.value);
  const targetPath =
    target && (`${PAGES_DIR_OF(target.name)}` === MOVED_PAGE.file ? MOVED_PAGE.path : PAGES.find((p) => p.file === PAGES_DIR_OF(target.name))?.path);
  for (const edit of everyEdit()) {
    expect(edit.mutation.unchanged).toEqual([]);
    // As the editor writes them: 2-space JSON and a final newline.
    writeFileSync(path.join(root, edit.file), `${JSON.stringify(edit.data, null, 2)}\n`);
    files[edit.file] = { changed: edit.mutation.changed.length, moved: edit.mutation.moved, added: edit.added };
  }
  // The moved page's old and new paths: scripts/every-edit.mjs checks the export's links follow it.
  writeFileSync(
    process.env.EVERY_EDIT_WRITE,
    JSON.stringify(
      {
        files,
        movedPage: { from: movedFrom, to: MOVED_PAGE.path },
        // scripts/every-edit.mjs finds these in the export: the redirects in out/_redirects, the link in the linking page.
        retiredPage: { from: [RETIRED_PAGE.path, RETIRED_PAGE.formerPath], to: MOVED_PAGE.path },
        sectionLink: target && targetPath ? { href: `${targetPath}#${target.anchor}` } : null,
      },
      null,
      2,
    ),
  );
});
