const nextJest = require("next/jest.js");

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = createJestConfig({
  testEnvironment: "jsdom",
  roots: ["<rootDir>/tests/unit"],
  setupFilesAfterEnv: ["<rootDir>/tests/unit/setup.ts"],
  // The picture step, as before next build: the views read its manifest (lib/pictures/built-pictures.ts).
  globalSetup: "<rootDir>/tests/unit/global-setup.mjs",
  moduleNameMapper: { "^@/(.*)$": "<rootDir>/$1" },
  // Every core: Jest's default leaves one idle, which on a 2-core machine halves the run's speed.
  maxWorkers: "100%",
  // A test's time limit guards against a hang, it asserts no timing (those run on fake timers): on the
  // shared 2-core machine, under other builds, a user-event test that takes 2 s alone took over Jest's default 5.
  testTimeout: 20_000,
});

// pixelmatch and marked ship only as ES modules, and so does the part of Decap tests/unit/click-to-edit.test.tsx runs
// (decap-cms-core's dist/esm lib/stega.js, its click-to-edit encoding): let SWC compile them like our own code.
// next/jest's first ignore pattern spares the packages it transpiles itself;
// they join that list (custom patterns could only ignore more).
module.exports = async () => {
  // The unit tests read the launch pages and the pages they need, not every page a marketer added
  // (lib/content/page-files.mjs): their cost grows with the code, not the content. Set before the workers start, so
  // every test file sees it.
  const { LAUNCH_PAGES_ONLY_ENV } = await import("./lib/content/page-files.mjs");
  process.env[LAUNCH_PAGES_ONLY_ENV] = "1";
  const resolved = await config();
  const [first] = resolved.transformIgnorePatterns;
  const patched = first.replace("(?!(geist|", "(?!(pixelmatch|marked|decap-cms-core|geist|");
  if (patched === first) throw new Error(`next/jest's transformIgnorePatterns changed (${first}): update jest.config.js`);
  resolved.transformIgnorePatterns[0] = patched;
  return resolved;
};
