import { FREE_DROPS_DAILY, SITE_NAME } from "../constants";
import type { IslandFigureSlot } from "./schema";

/**
 * The figures an island's own content file may name (lib/content/schema.ts,
 * ISLAND_FIGURE_SLOTS): they come from lib/constants.ts, which islands load anyway,
 * so filling them ships no figure file to the browser. lib/content/figures.ts
 * adds the rest, for copy that stays on the server.
 */
export const ISLAND_FIGURE_VALUES: Record<IslandFigureSlot, string> = {
  siteName: SITE_NAME,
  freeDropsDaily: String(FREE_DROPS_DAILY),
};

const SLOT = /\{(\w+)\}/g;

/**
 * The copy with the slots `values` names filled in: "your first
 * {freeDropsDaily} every day" reads "your first 5 every day". Other slots (an
 * island fills "{left} of {total} left" later) stay as they are.
 */
export function fillSlots<T>(copy: T, values: Readonly<Record<string, string>>): T {
  if (typeof copy === "string") {
    return copy.replace(SLOT, (slot, name: string) => (name in values ? values[name]! : slot)) as T;
  }
  if (Array.isArray(copy)) return copy.map((item) => fillSlots(item, values)) as T;
  if (copy && typeof copy === "object") {
    return Object.fromEntries(Object.entries(copy).map(([key, value]) => [key, fillSlots(value, values)])) as T;
  }
  return copy;
}
