/**
 * A section's words without its "type" (the page file's key for the section
 * type): what an island is handed as props, so its payload carries copy only.
 */
export function withoutType<T extends object>(section: T): Omit<T, "type"> {
  const copy = { ...section } as T & { type?: unknown };
  delete copy.type;
  return copy;
}
