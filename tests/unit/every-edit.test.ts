import { editorConfig, editorFiles as filesOf } from "@/lib/content/editor-config";
import { CONTENT_FILES } from "@/lib/content/manifest";
import { contentProblems } from "@/lib/content/schema";
import { mutateFile } from "../every-edit/mutate";

/**
 * The every-edit run (scripts/every-edit.mjs) changes every field a marketer can
 * reach and runs the whole suite on the result. Here, cheaply: the edit it makes
 * of each file is one the editor and the build both accept, and it leaves no
 * editable value as it was.
 */
const config = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" });
const editorFiles = new Map(filesOf(config).map((f) => [f.file, f]));

describe.each(CONTENT_FILES.map((f) => [f.file, f] as const))("every edit of %s", (file, entry) => {
  const mutation = mutateFile(editorFiles.get(file)!.fields ?? [], entry.data);

  it("is accepted by the file's schema", () => {
    expect(contentProblems(file, entry.schema, mutation.data)).toEqual([]);
  });

  it("changes every value the editor lets a marketer change", () => {
    expect(mutation.unchanged).toEqual([]);
    expect(mutation.changed.length).toBeGreaterThan(0);
  });
});

it("changes a line one-to-one: different lines stay different, slots stay", () => {
  const field = { name: "x", label: "X", widget: "string" as const, pattern: ["^[^{}]*(?:\\{freeDropsDaily\\}[^{}]*)*$", ""] as [string, string] };
  const lines = ["Send", "Send the form", "Sent!", "{freeDropsDaily} free passes", "£7M+", "45%"];
  const edited = lines.map((line) => (mutateFile([field], { x: line }).data as { x: string }).x);
  expect(edited).toEqual(["Tfoe", "Send the gpsn", "Tfou!", "{freeDropsDaily} free qbttft", "£8M+", "46%"]);
});

it("changes a Markdown field's words, never its links' targets (a changed path would link to no page)", () => {
  const field = { name: "x", label: "X", widget: "markdown" as const };
  const lines = ["Read [the page](/campaigns/spring)", "See [home](/) and [elsewhere](https://example.org/more)"];
  const edited = lines.map((line) => (mutateFile([field], { x: line }).data as { x: string }).x);
  expect(edited).toEqual(["Read [the qbhf](/campaigns/spring)", "See [home](/) and [fmtfxifsf](https://example.org/more)"]);
});

it("moves a figure within its limits", () => {
  const int = { name: "n", label: "N", widget: "number" as const, value_type: "int" as const, min: 1, max: 5 };
  const float = { name: "f", label: "F", widget: "number" as const, value_type: "float" as const, min: 0, max: 1 };
  expect(mutateFile([int, float], { n: 5, f: 0.01 }).data).toEqual({ n: 4, f: 0.02 });
  expect(mutateFile([int, float], { n: 2, f: 0.8 }).data).toEqual({ n: 3, f: 0.4 });
});
