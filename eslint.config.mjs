import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
    // Cycles run through our own files only: the import rules need not parse packages (4x faster).
    settings: { "import/ignore": ["node_modules"] },
    rules: {
      // A missing dependency is a stale value in an effect: an error, or a disable comment that says why.
      "react-hooks/exhaustive-deps": "error",
      // No import cycle: logic modules import types from the schemas, never the reverse.
      // Type-only imports are left out: they are gone once compiled.
      "import/no-cycle": "error",
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
    "next-env.d.ts",
  ]),
]);
