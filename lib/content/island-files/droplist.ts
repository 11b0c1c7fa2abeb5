/**
 * lib/content/droplist.json as the Droplist form and modal import it, typed by its schema (no cast).
 * The manifest's island half (see lib/content/shared-files.ts): one module per file
 * an island ships, holding only its import, so an island loads its own file and
 * no schema, claim or other file; the manifest registers and checks it.
 */
import type { DroplistContent } from "../droplist.schema";
import data from "../droplist.json";

export const DROPLIST_FILE: DroplistContent = data;
