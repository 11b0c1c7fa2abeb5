// .github/CODEOWNERS as GitHub reads it, for the checks that ask who owns a file: the
// tests (tests/unit/codeowners.test.ts, tests/unit/workflows.test.ts) and the every-edit run's scope
// (scripts/content-only.mjs). The last matching line decides; a line with a pattern and no
// owner leaves its files to anyone with write access: the files the editor writes.
// Patterns follow gitignore's rules as GitHub's CODEOWNERS uses them: a "/" at the start or
// inside anchors a pattern at the root (else it matches at any depth), a trailing "/" means a
// folder and everything in it, "*" and "?" stay within a path segment, "**/" matches any
// folders (none included), a trailing "/**" everything inside; a name matches a file or a
// folder with everything in it, but a last segment with a "*" matches only what is directly
// there (GitHub: "docs/*" matches docs/getting-started.md, not docs/build-app/troubleshooting.md).
// Plain JavaScript with no package: CI runs scripts/content-only.mjs before `npm ci`.

/** One CODEOWNERS pattern as a RegExp over a path from the repository's root ("lib/content/media/a.jpg"). */
export function codeOwnersPattern(pattern) {
  const folder = pattern.endsWith("/");
  const trimmed = pattern.replace(/\/$/, "");
  const anchored = trimmed.includes("/");
  const body = trimmed.replace(/^\//, "");
  let source = "";
  for (let at = 0; at < body.length; ) {
    if (body.startsWith("**/", at) && (at === 0 || body[at - 1] === "/")) {
      source += "(?:.*/)?";
      at += 3;
    } else if (body.startsWith("/**", at) && at + 3 === body.length) {
      source += "/.*";
      at += 3;
    } else if (body[at] === "*") {
      source += "[^/]*";
      while (body[at] === "*") at++;
    } else if (body[at] === "?") {
      source += "[^/]";
      at++;
    } else {
      source += body[at].replace(/[.+^${}()|[\]\\]/g, "\\$&");
      at++;
    }
  }
  const last = body.split("/").at(-1) ?? "";
  const end = folder ? "/" : last.includes("*") && last !== "**" ? "$" : "(?:/|$)";
  return new RegExp(`${anchored ? "^" : "(?:^|/)"}${source}${end}`);
}

/**
 * The rules of a CODEOWNERS file, in order: each line's pattern and owners (comments and blank lines left out).
 * @returns {{ pattern: string, owners: string[], line: number }[]}
 */
export function codeOwnersRules(codeowners) {
  return codeowners.split("\n").flatMap((text, i) => {
    const [pattern, ...owners] = text
      .replace(/(^|\s)#.*$/, "")
      .trim()
      .split(/\s+/);
    return pattern ? [{ pattern, owners, line: i + 1 }] : [];
  });
}

/** The rule that decides a file's owners: the last whose pattern matches it, or undefined. */
export function decidingRule(codeowners, file) {
  return codeOwnersRules(codeowners).findLast((rule) => codeOwnersPattern(rule.pattern).test(file));
}

/** The owners of a file: those of the last pattern that matches it (none when no pattern does, or the last names nobody). */
export function codeOwnersOf(codeowners, file) {
  return decidingRule(codeowners, file)?.owners ?? [];
}

/**
 * Whether a file is one the editor writes: the line that decides it names no owner. A file no
 * line matches is not (a CODEOWNERS without its catch-all "*" must not make code look like content).
 */
export function editorWrites(codeowners, file) {
  const rule = decidingRule(codeowners, file);
  return rule !== undefined && rule.owners.length === 0;
}
