/**
 * @jest-environment node
 *
 * The build reads the page files (lib/content/pages/) once per process: the
 * loader, the manifest, the editor's config and its preview data all take them
 * from lib/content/page-files.mjs pageFiles, which reads the folder the first
 * time it is asked. "Once" is per process: Next's build runs its workers as
 * processes of their own, and each loads the modules, and so reads the folder, anew.
 */
import fs from "node:fs";
import path from "node:path";
import { PAGES_DIR, pageFiles, readPageFiles } from "@/lib/content/page-files.mjs";

const dir = path.join(process.cwd(), PAGES_DIR);

test("every module of the build that reads the pages reads the folder once in a process", async () => {
  // Every file in the folder is read; the pages the modules hold are pageFiles()'s (under the unit tests, the launch
  // pages and those they need: jest.config.js).
  const fileCount = readPageFiles().length;
  const pageFileCount = pageFiles().length;
  const readdir = jest.spyOn(fs, "readdirSync");
  const readFile = jest.spyOn(fs, "readFileSync");
  try {
    await jest.isolateModulesAsync(async () => {
      const { PAGES, pageAt } = await import("@/lib/content/load");
      const { editorConfig, editorFiles } = await import("@/lib/content/editor-config");
      const { GET } = await import("@/app/(editor)/admin/preview.json/route");
      const { ROUTES } = await import("@/lib/routes");
      // Everything that reads the pages, each asked once or more: the routes, the editor's config (every link field), the preview data.
      expect(PAGES.map((page) => pageAt(page.path).file)).toHaveLength(pageFileCount);
      expect(ROUTES).toHaveLength(pageFileCount);
      const config = editorConfig({ origin: "https://drops.example", repo: "drops/site" });
      expect(editorFiles(config).length).toBeGreaterThan(pageFileCount);
      expect(editorFiles(config)).toEqual(editorFiles(config));
      const preview = await GET().json();
      expect(preview.pages).toHaveLength(pageFileCount);
    });
    const listed = readdir.mock.calls.filter(([folder]) => path.resolve(String(folder)) === dir);
    const read = readFile.mock.calls.filter(([file]) => path.dirname(path.resolve(String(file))) === dir);
    expect(listed).toHaveLength(1);
    expect(read).toHaveLength(fileCount);
  } finally {
    readdir.mockRestore();
    readFile.mockRestore();
  }
});

test("the count would see a second read", () => {
  const readdir = jest.spyOn(fs, "readdirSync");
  try {
    readPageFiles();
    readPageFiles();
    expect(readdir.mock.calls.filter(([folder]) => path.resolve(String(folder)) === dir)).toHaveLength(2);
  } finally {
    readdir.mockRestore();
  }
});
