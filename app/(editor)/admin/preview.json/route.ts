import { FIGURE_VALUES } from "@/lib/content/figures";
import { CONTENT_FILES } from "@/lib/content/files";

/**
 * What the editor's preview pane needs from the build, out/admin/preview.json:
 * what each figure {slot} reads on the site as built, so a marketer sees "your
 * 5 free drops", not "your {freeDropsDaily} free drops" (a slot a page module
 * works out, such as {share}, or an island fills stays as written; a figure
 * changed in the same branch shows once it is built); and every entry's name,
 * so each gets a preview (components/editor/start-editor.tsx).
 */
export const dynamic = "force-static";

export function GET() {
  return Response.json({ figures: FIGURE_VALUES, entries: CONTENT_FILES.map((file) => file.name) });
}
