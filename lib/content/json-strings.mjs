/**
 * Every string in a JSON value (a content file's data), depth first. No imports: the editor's bundle, the build's
 * scripts and the tests read content files' words with it alike.
 * @param {unknown} value
 * @returns {Generator<string>}
 */
export function* stringsIn(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === "object") for (const item of Object.values(value)) yield* stringsIn(item);
}
