import { writeFileSync } from "node:fs";
import { addedSections } from "../every-edit/plan";

/**
 * Writes every section type as the editor's "Add" makes it (tests/every-edit/plan.ts)
 * to the file ADDED_SECTIONS_FILE names, for scripts/add-pages.mjs, which runs it.
 * Not part of `npm test` (its roots are tests/unit). A Jest file because the
 * schemas and the editor's config are TypeScript.
 */
it("writes each section type as the editor adds it", () => {
  const file = process.env.ADDED_SECTIONS_FILE;
  if (!file) throw new Error("run through scripts/add-pages.mjs, which sets ADDED_SECTIONS_FILE");
  writeFileSync(file, JSON.stringify(addedSections(), null, 2));
});
