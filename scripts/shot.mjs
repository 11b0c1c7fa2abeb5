// Full-page screenshots for looking at the site: node scripts/shot.mjs URL [name]
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findTestChromium } from "./lib/find-chromium.mjs";
import { drawSkippedParts } from "./lib/draw-skipped.mjs";

const url = process.argv[2] || "http://localhost:3100/";
const name = process.argv[3] || "shot";
const browser = await chromium.launch({ executablePath: findTestChromium(), args: CHROMIUM_ARGS });
for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  await drawSkippedParts(page);
  await page.screenshot({ path: `/tmp/${name}-${w}.png`, fullPage: process.env.FULL !== "0" });
  await page.close();
}
await browser.close();
