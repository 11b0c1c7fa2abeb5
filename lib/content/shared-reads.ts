/**
 * Which of the shared files the sections read (lib/content/section-context.ts) a
 * page shows: the editor's preview of such a file draws those pages, not every
 * page (at 500 pages, every page drawn again on each keystroke), and a page that
 * shows none of it is left out. Read from the page file as it is being edited,
 * so a half-typed section is asked about by its type alone.
 *   claims: a field of its sections names a claim (claimRef, lib/content/schema.ts);
 *   demos, illustrations, the loyalty demo's charities: a section of a type whose view reads them (SectionSchemaOptions.reads);
 *   figures: a {slot} in its sections' words, or a claim, demo or drawing it shows (their words have figures filled in).
 */
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";
import type { SectionSchema } from "@/lib/sections/section-schema";
import { claimReferences } from "./claim-references";
import { stringsIn } from "./json-strings.mjs";
import { pageSchema } from "./page.schema";
import type { SharedSectionFiles } from "./section-context";

/** The name of the list in a shared file's preview that picks the page drawn with it (the editor's words, not the site's). */
export const PAGE_PICKER_LABEL = "Page drawn with this file";

const BY_NAME = new Map<string, SectionSchema>(SECTION_SCHEMAS.map((type) => [type.name, type]));

/** The shared files whose words a page (its file's data, as saved or being edited) shows. */
export function sharedFilesShownBy(page: unknown): ReadonlySet<keyof SharedSectionFiles> {
  const shown = new Set<keyof SharedSectionFiles>();
  const sections: unknown = page && typeof page === "object" ? Reflect.get(page, "sections") : undefined;
  if (!Array.isArray(sections)) return shown;
  for (const section of sections) {
    const type: unknown = section && typeof section === "object" ? Reflect.get(section, "type") : undefined;
    const schema = typeof type === "string" ? BY_NAME.get(type) : undefined;
    for (const read of schema?.reads(section as { type: string }) ?? []) shown.add(read);
  }
  if (claimReferences(pageSchema, page).length > 0) shown.add("claims");
  const filled = shown.has("claims") || shown.has("demos") || shown.has("illustrations");
  if (filled || [...stringsIn(sections)].some((text) => /\{\w+\}/.test(text))) shown.add("figures");
  return shown;
}
