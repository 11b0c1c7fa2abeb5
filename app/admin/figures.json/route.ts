import { FIGURE_VALUES } from "@/lib/content/figures";

/**
 * What each {slot} reads on the built site, out/admin/figures.json: the editor's
 * preview fills slots with these (scripts/build/admin-app.js), so a marketer sees
 * "your 5 free drops", not "your {freeDropsDaily} free drops".
 */
export const dynamic = "force-static";

export function GET() {
  return Response.json(FIGURE_VALUES);
}
