import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
    // The cycle check is eslint-plugin-import-x's no-cycle, the same rule as eslint-plugin-import's, whose 2.32 took
    // 11-15 s of a lint here (TIMING=1) where this one takes 2-4 s; tests/unit/import-cycle.test.ts shows it reports one.
    plugins: { "import-x": importX },
    settings: {
      // Cycles run through our own files only: the rule need not parse packages.
      "import-x/ignore": ["node_modules"],
      // Every kind of source file we write, each parsed as ESLint parses it (TypeScript's by typescript-eslint's parser);
      // resolved as TypeScript resolves it (the @/ paths of tsconfig.json), as Next's config resolves for eslint-plugin-import.
      "import-x/extensions": [".js", ".jsx", ".mjs", ".cjs", ".ts", ".tsx", ".mts", ".cts"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts", ".cts"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      // A missing dependency is a stale value in an effect: an error, or a disable comment that says why.
      "react-hooks/exhaustive-deps": "error",
      // No import cycle: logic modules import types from the schemas, never the reverse.
      // Type-only imports are left out: they are gone once compiled.
      "import-x/no-cycle": "error",
      // The layers point one way: app → components → lib; scripts/ (the build and test tools) use lib/, never the reverse.
      // Type-only imports count too: a type belongs with its owner, in the lower layer.
      "import/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            { target: "./lib", from: "./scripts", message: "lib/ never imports scripts/." },
            { target: "./lib", from: ["./components", "./app"], message: "lib/ imports nothing from components/ or app/: move what it needs into lib/." },
            { target: "./components", from: "./app", message: "components/ imports nothing from app/: move what it needs into components/ or lib/." },
            {
              target: "./lib/sections",
              from: "./**/*.tsx",
              message: "A section's schema imports no .tsx: the page schema and the editor's config load it without React.",
            },
          ],
        },
      ],
    },
  },
  {
    // Plain JavaScript has no type check behind it: a name used but never defined (a helper
    // renamed away, say) is caught here, not at run time. TypeScript files have tsc for it.
    files: ["**/*.{js,mjs,cjs}"],
    rules: { "no-undef": "error" },
  },
  {
    // CommonJS config files: require() is how they import.
    files: ["**/*.cjs", "jest.config.js"],
    languageOptions: {
      sourceType: "commonjs",
      globals: { require: "readonly", module: "writable", process: "readonly", URL: "readonly", __dirname: "readonly" },
    },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    // Playwright specs, not React: a fixture's `use` callback is not React's use().
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    // Built, generated or kept from a run; none of it is written by hand. The floor
    // fixture (tests/fixtures/floor-app) has its own .next/ and out/ once built.
    "**/.next/**",
    "**/out/**",
    "out-*/**",
    ".review/**",
    ".preview/**",
    "reports/**",
    "coverage/**",
    "test-results/**",
    "playwright-report/**",
    ".lighthouseci/**",
    ".perf/**",
    ".wrangler/**",
    "tests/fixtures/**/.building/**",
    // Modules that import each other on purpose: tests/unit/import-cycle.test.ts lints them with the cycle check.
    "tests/fixtures/import-cycle/**",
    "next-env.d.ts",
  ]),
]);
