import { writeFileSync } from "node:fs";
import path from "node:path";
import { editorConfig, editorFiles as filesOf } from "@/lib/content/editor-config";
import { CONTENT_FILES } from "@/lib/content/manifest";
import { mutateFile } from "./mutate";

/**
 * Writes the every-edit change into the content files of the checkout it runs
 * in. Not part of `npm test` (its roots are tests/unit): scripts/every-edit.mjs
 * runs it in a temporary copy of the project, then the whole suite there. A
 * Jest file because the schemas and the editor's config are TypeScript.
 */
const config = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" });
const editorFiles = new Map(filesOf(config).map((f) => [f.file, f]));
const root = path.resolve(__dirname, "../..");

it("writes every editable value of every content file changed", () => {
  if (!process.env.EVERY_EDIT_WRITE) throw new Error("run through scripts/every-edit.mjs, which sets EVERY_EDIT_WRITE in a copy of the project");
  const report: Record<string, string[]> = {};
  for (const entry of CONTENT_FILES) {
    const mutation = mutateFile(editorFiles.get(entry.file)!.fields ?? [], entry.data);
    expect(mutation.unchanged).toEqual([]);
    // As the editor writes them: 2-space JSON and a final newline.
    writeFileSync(path.join(root, entry.file), `${JSON.stringify(mutation.data, null, 2)}\n`);
    report[entry.file] = mutation.changed;
  }
  writeFileSync(process.env.EVERY_EDIT_WRITE, JSON.stringify(report, null, 2));
});
