import "server-only";
import { fillSlots } from "../template";
import { FIGURE_VALUES } from "./shared-files";

/** What each figure slot reads on the page: worked out once, by the manifest (lib/content/shared-files.ts), from the checked files. */
export { FIGURE_VALUES };

/**
 * The copy with its figure slots filled in, at build time: "your first
 * {freeDropsDaily} every day" reads "your first 5 every day" (lib/template.ts
 * fillSlots). Slots an island fills later ("{left} of {total} left") stay as
 * they are; the schemas allow no other names (lib/content/schema.ts).
 */
export function withFigures<T>(copy: T): T {
  return fillSlots(copy, FIGURE_VALUES);
}
