// Tailwind, then the same cascade with fewer of Tailwind's own variables on elements that need none
// (scripts/build/lean-tailwind-variables.mjs: a modal dialog's opening restyles the page, and those cost).
// Turbopack requires each plugin by name from a folder of its own: a file of ours goes by its absolute path.
import { fileURLToPath } from "node:url";

const lean = fileURLToPath(new URL("./scripts/build/lean-tailwind-variables.mjs", import.meta.url));
const config = { plugins: { "@tailwindcss/postcss": {}, [lean]: {} } };

export default config;
