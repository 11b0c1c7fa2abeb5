import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findSystemChromium } from "./find-chromium.mjs";
const [url, name, w = "390", chunk = "1300"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findSystemChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(w), height: 844 }, deviceScaleFactor: 1 });
await page.goto(url, { waitUntil: "networkidle" });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
console.log("height", h, "scrollWidth", sw);
for (let y = 0, i = 0; y < h; y += Number(chunk), i++) {
  await page.screenshot({ path: `/tmp/${name}-p${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(w), height: Math.min(Number(chunk), h - y) } });
}
await browser.close();
