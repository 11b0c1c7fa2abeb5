/**
 * lib/content/figures.json as lib/constants.ts (which islands load) imports it, typed by its schema (no cast).
 * The manifest's island half (see lib/content/shared-files.ts): one module per file
 * an island ships, holding only its import, so an island loads its own file and
 * no schema, claim or other file; the manifest registers and checks it.
 */
import type { Figures } from "../figures.schema";
import data from "../figures.json";

export const FIGURES_FILE: Figures = data;
