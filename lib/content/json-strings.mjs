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

/**
 * Every string in a JSON value with where it is ("sections", 2, "title"), depth first.
 * @param {unknown} value
 * @param {(string | number)[]} [at]
 * @returns {Generator<{ at: (string | number)[], text: string }>}
 */
export function* stringsAt(value, at = []) {
  if (typeof value === "string") yield { at, text: value };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsAt(item, [...at, i]);
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) yield* stringsAt(item, [...at, key]);
}
