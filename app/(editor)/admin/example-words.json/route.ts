import { exampleFieldsOf, launchCopyOf } from "@/lib/content/example-words";
import { LAUNCH_PAGES, pageNameOf } from "@/lib/content/page-files.mjs";
import { PAGE_FILES } from "@/lib/content/shared-files";

/**
 * out/admin/example-words.json: for each page by its path, the fields still holding the words or picture their
 * section came with (lib/content/example-words.ts), as the editor names them. The review page of a preview flags
 * them (scripts/build/review-page.mjs); the editor warns of the same fields on Save.
 */
export const dynamic = "force-static";

export function GET() {
  const launchCopy = launchCopyOf(PAGE_FILES.filter(({ file }) => LAUNCH_PAGES.includes(pageNameOf(file))));
  const byPath: Record<string, string[]> = {};
  for (const { data } of PAGE_FILES) {
    const path: unknown = data && typeof data === "object" ? Reflect.get(data, "path") : undefined;
    const fields = exampleFieldsOf(data, launchCopy).map((field) => field.words);
    if (typeof path === "string" && fields.length) byPath[path] = fields;
  }
  return Response.json(byPath);
}
