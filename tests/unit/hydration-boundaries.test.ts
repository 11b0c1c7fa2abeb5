/**
 * One hydration mark for the whole page (components/layout/hydration-mark.tsx)
 * is true only while every island in the exported HTML hydrates in the same
 * commit as the mark. A Suspense boundary, a route's loading.tsx (Next wraps
 * the page in Suspense) or a lazily loaded component rendered on the server
 * lets React hydrate what is inside later, after the mark: the early event
 * contract would then replay taps into islands that cannot take them yet.
 * next/dynamic with `ssr: false` is allowed: it renders nothing on the server,
 * so there is nothing to hydrate late (it mounts after hydration). So is an
 * island that waits for its code inside an <Activity> boundary while holding
 * the mark until it has hydrated (components/layout/lazy-island.tsx, through
 * lib/hydration-gate.ts): only a file that holds the mark may wait with `use`
 * or draw such a boundary.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|jsx?|mdx)$/.test(entry.name) ? [rel] : [];
  });
}

/** What in one source file could make part of the page hydrate after the mark. */
export function lateHydrationProblems(file: string, source: string): string[] {
  const problems: string[] = [];
  if (/(^|\/)(loading)\.(tsx?|jsx?)$/.test(file)) problems.push(`${file}: a loading file wraps its route in a Suspense boundary`);
  if (/<Suspense\b|\bSuspense\s*[,}]|React\.Suspense/.test(source)) problems.push(`${file}: a Suspense boundary`);
  if (/\blazy\s*\(/.test(source)) problems.push(`${file}: React.lazy`);
  const holdsTheMark = /\bhydrationGate\.hold\(\)/.test(source);
  if (!holdsTheMark && /<Activity\b/.test(source)) problems.push(`${file}: an Activity boundary that does not hold the hydration mark`);
  if (!holdsTheMark && /\buse\(\s*(?!\w*Context\b)\w+\s*\)/.test(source) && /\bPromise\b|import\(/.test(source))
    problems.push(`${file}: waits for a promise with use() without holding the hydration mark`);
  for (const call of source.matchAll(/\bdynamic\s*\(([\s\S]*?)\)\s*;/g)) {
    if (!/ssr\s*:\s*false/.test(call[1])) problems.push(`${file}: next/dynamic rendered on the server (add { ssr: false } or import it)`);
  }
  return problems;
}

describe("every island hydrates in the commit that sets the hydration mark", () => {
  it("has no Suspense boundary, loading file or server-rendered lazy component in app/ or components/", () => {
    const files = [...sourceFiles("app"), ...sourceFiles("components")];
    expect(files.length).toBeGreaterThan(20);
    const problems = files.flatMap((file) => lateHydrationProblems(file, readFileSync(path.join(root, file), "utf8")));
    expect(problems).toEqual([]);
  });

  it.each([
    ["app/(site)/brands/loading.tsx", "export default function Loading() { return null; }"],
    ["components/x.tsx", `import { Suspense } from "react";\nexport default () => <Suspense fallback={null}><Island /></Suspense>;`],
    ["components/y.tsx", `const Island = lazy(() => import("./island"));`],
    ["components/z.tsx", `const Island = dynamic(() => import("./island"));`],
  ])("flags %s", (file, source) => {
    expect(lateHydrationProblems(file, source)).toHaveLength(1);
  });

  it("allows an island that waits for its code only while it holds the mark", () => {
    const waits = `const loading = import("./island");\nfunction Island() { const m = use(loading); return <Activity mode="visible"><m.default /></Activity>; }`;
    expect(lateHydrationProblems("components/x.tsx", waits)).toHaveLength(2);
    expect(lateHydrationProblems("components/ok.tsx", `const release = hydrationGate.hold();\n${waits}`)).toEqual([]);
  });

  it("allows a client-only dynamic import", () => {
    expect(lateHydrationProblems("components/ok.tsx", `const Modal = dynamic(() => import("./modal"), { ssr: false });`)).toEqual([]);
  });
});
