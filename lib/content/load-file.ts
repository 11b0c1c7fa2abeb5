/**
 * The check every content file passes where it is read: its data against its
 * schema, typed by that schema (no casts). A file that breaks it fails the
 * build, every problem on its own line, naming file, field and rule. Server
 * code only: the schema library never reaches the browser. lib/content/load.ts
 * adds the figures and the pages.
 */
import "server-only";
import type { z } from "zod";
import { contentProblems } from "./schema";

/** The file's data as its schema reads it. */
export function loadContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new Error(`${file} breaks its schema:\n  ${contentProblems(file, schema, data).join("\n  ")}`);
}
