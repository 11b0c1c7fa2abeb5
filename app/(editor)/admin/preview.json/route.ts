import { CONTENT_GROUPS, FIGURE_VALUES, PAGE_FILES, SHARED_FILES } from "@/lib/content/shared-files";
import { PAGE_PATHS, SECTION_FILES } from "@/lib/content/load";
import { pageEntryWords, pageLinksIn } from "@/lib/content/page-problems";
import { ROUTES } from "@/lib/routes";
import type { PreviewData } from "@/components/editor/preview-data";
import { builtPictures } from "@/lib/pictures/built-pictures";
import { editorConfig, fontFiles } from "@/lib/content/editor-config";
import { SITE_URL } from "@/lib/constants";
import { launchCopyOf } from "@/lib/content/example-words";
import { LAUNCH_PAGES, pageNameOf } from "@/lib/content/page-files.mjs";

/**
 * What the editor's preview pane needs from the build, out/admin/preview.json
 * (components/editor/start-editor.tsx reads it), all from the content manifest
 * (lib/content/shared-files.ts): the shared files the sections read and every page
 * file, as built, so that a page or a shared file being edited is drawn with
 * the rest of the site around it (and the header and footer's file, for the
 * Droplist's preview); what each figure {slot} reads; every page (the footer
 * lists those that say so) and each page's path by its name; every link to a
 * page and where it is (the editor refuses to delete a page they name); the
 * name of every shared file, so each gets a preview; and every picture the
 * build made (lib/pictures/built-pictures.ts), so the preview draws a saved picture
 * as the site does; and each shared file's fields drawn in the site's font, as
 * the editor's config marks them, which Save checks by name (save-checks.ts); and the launch pages' words, which Save
 * does not take for an example's (lib/content/example-words.ts).
 */
export const dynamic = "force-static";

export function GET() {
  const data: PreviewData = {
    figures: FIGURE_VALUES,
    shared: SECTION_FILES,
    layout: SHARED_FILES.layout.content,
    pages: PAGE_FILES.map(({ file, data }) => ({ file, data })),
    routes: ROUTES.map(({ path, label, headline, showInFooter, hidden }) => ({ path, label, headline, showInFooter, hidden })),
    pagePaths: PAGE_PATHS,
    pageLinks: [
      ...PAGE_FILES.flatMap(({ file, schema, data }) => pageLinksIn(file, pageEntryWords(data), schema, data)),
      ...CONTENT_GROUPS.flatMap((group) => group.files.flatMap((entry) => pageLinksIn(entry.file, `${group.label}, ${entry.label}`, entry.schema, entry.data))),
    ],
    entries: CONTENT_GROUPS.flatMap((group) => group.files.map((file) => file.name)),
    pictures: builtPictures(),
    launchCopy: launchCopyOf(PAGE_FILES.filter(({ file }) => LAUNCH_PAGES.includes(pageNameOf(file)))),
    // The fields do not depend on the origin or the repository: any will do.
    fontFiles: fontFiles(editorConfig({ origin: SITE_URL, repo: "owner/drops-site" })),
  };
  return Response.json(data);
}
