import type { Page } from "@playwright/test";
import fontFaces from "../../lib/font-faces.json";
import { ROUTES } from "../../lib/routes";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * The site's font is three faces of Archivo split by unicode-range
 * (app/fonts.ts, app/globals.css): the base, preloaded, and two of accented letters that the
 * browser fetches only for a page whose words use one. Checked on the built
 * export: what each page downloads, and that accented words are drawn by
 * Archivo itself, not by a fallback face.
 */

const normalRange = (range: string) => range.replace(/\s/g, "").toUpperCase();
const [BASE, ...EXTENSIONS] = fontFaces.faces;

/** Archivo's faces the page has started or finished loading (status not "unloaded"), by their file in lib/font-faces.json. */
async function facesFetched(page: Page): Promise<string[]> {
  const declared = await page.evaluate(() => [...document.fonts].map((f) => ({ range: f.unicodeRange, status: f.status })));
  const faces = declared.map((f) => ({ ...f, face: fontFaces.faces.find((face) => normalRange(face.unicodeRange) === normalRange(f.range)) }));
  // The page declares the three faces, each once.
  expect(faces.flatMap((f) => (f.face ? [f.face.file] : [])).sort()).toEqual(fontFaces.faces.map((f) => f.file).sort());
  return faces.flatMap((f) => (f.face && f.status !== "unloaded" ? [f.face.file] : []));
}

/** Font files the page requested. */
function recordFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

for (const route of ROUTES) {
  test(`${route.path} downloads the base face, and an accents face only if its words use one of its letters`, async ({ page }) => {
    const requests = recordFontRequests(page);
    await page.goto(route.path);
    await waitForHydration(page);
    await page.evaluate(() => document.fonts.ready);
    const text = await page.locator("body").innerText();
    const needed = EXTENSIONS.filter((face) => [...face.characters].some((ch) => text.includes(ch))).map((face) => face.file);
    expect((await facesFetched(page)).sort()).toEqual([BASE!.file, ...needed].sort());
    // One request per face, the base's the preloaded one.
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href")!, location.href).pathname));
    expect(preloaded).toHaveLength(1);
    expect(requests.length).toBe(1 + needed.length);
    expect(requests).toContain(preloaded[0]);
  });
}

test("words with é ë ü ß Ł ź € are drawn in Archivo, headline and body, with no fallback face", async ({ page }) => {
  const requests = recordFontRequests(page);
  await page.goto("/");
  await waitForHydration(page);
  const words = "Zoë in Łódź: €5 für die Straße, Müller, café, Źródło";
  // Words no launch page has, in the site's own body and display styles.
  await page.evaluate((text) => {
    const main = document.querySelector("main")!;
    for (const [id, className] of [
      ["font-probe-body", "font-sans"],
      ["font-probe-display", "font-display uppercase"],
    ]) {
      const p = document.createElement("p");
      p.id = id!;
      p.className = className!;
      p.textContent = text;
      main.prepend(p);
    }
  }, words);
  await expect.poll(async () => (await facesFetched(page)).length, { message: "all three faces loaded" }).toBe(3);
  await page.evaluate(() => document.fonts.ready);
  const ranges = fontFaces.faces.map((face) => normalRange(face.unicodeRange));
  const statuses = await page.evaluate(() => [...document.fonts].map((f) => ({ range: f.unicodeRange, status: f.status })));
  expect(statuses.filter((f) => ranges.includes(normalRange(f.range))).map((f) => f.status)).toEqual(["loaded", "loaded", "loaded"]);
  expect(new Set(requests).size).toBe(3);

  // What Chromium actually drew each paragraph with: only Archivo, from our files.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  for (const id of ["font-probe-body", "font-probe-display"]) {
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `#${id}` });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.length, id).toBeGreaterThan(0);
    // A variable font reports the named instance nearest the weight drawn ("Archivo SemiBold").
    for (const font of fonts)
      expect({ id, family: font.familyName, custom: font.isCustomFont }).toEqual({ id, family: expect.stringMatching(/^Archivo\b/), custom: true });
    test.info().annotations.push({ type: "platform fonts", description: `${id}: ${JSON.stringify(fonts)}` });
  }
});
