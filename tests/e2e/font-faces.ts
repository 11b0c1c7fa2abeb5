import type { Page } from "@playwright/test";
import fontFaces from "../../lib/font-faces.json";
import { expect } from "./fixtures";

// The site's font is three faces of Archivo split by unicode-range (app/fonts.ts, app/globals.css): the base,
// preloaded, and two of accented letters that the browser fetches only for a page whose words use one.

export const normalRange = (range: string) => range.replace(/\s/g, "").toUpperCase();
export const [BASE, ...EXTENSIONS] = fontFaces.faces;

/** Archivo's faces the page has started or finished loading (status not "unloaded"), by their file in lib/font-faces.json. */
export async function facesFetched(page: Page): Promise<string[]> {
  const declared = await page.evaluate(() => [...document.fonts].map((f) => ({ range: f.unicodeRange, status: f.status })));
  const faces = declared.map((f) => ({ ...f, face: fontFaces.faces.find((face) => normalRange(face.unicodeRange) === normalRange(f.range)) }));
  // The page declares the three faces, each once.
  expect(faces.flatMap((f) => (f.face ? [f.face.file] : [])).sort()).toEqual(fontFaces.faces.map((f) => f.file).sort());
  return faces.flatMap((f) => (f.face && f.status !== "unloaded" ? [f.face.file] : []));
}

/** Font files the page requested. */
export function recordFontRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/**
 * What a page's words ask of the font, on the page as loaded and hydrated (the font files it requested, recorded
 * from before it loaded: recordFontRequests): the base face, preloaded, and an accents face only if its words use one
 * of the face's letters, each requested once.
 */
export async function expectFacesForItsWords(page: Page, requests: readonly string[]) {
  await page.evaluate(() => document.fonts.ready);
  const text = await page.locator("body").innerText();
  const needed = EXTENSIONS.filter((face) => [...face.characters].some((ch) => text.includes(ch))).map((face) => face.file);
  expect((await facesFetched(page)).sort(), "the faces its words use").toEqual([BASE!.file, ...needed].sort());
  // One request per face, the base's the preloaded one.
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((l) => new URL(l.getAttribute("href")!, location.href).pathname));
  expect(preloaded).toHaveLength(1);
  expect(requests.length, "one request a face").toBe(1 + needed.length);
  expect(requests).toContain(preloaded[0]);
}
