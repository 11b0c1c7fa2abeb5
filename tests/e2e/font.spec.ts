import fontFaces from "../../lib/font-faces.json";
import { SECTION_GALLERY_PATH } from "../../lib/content/page.schema";
import { displayAdvanceEm } from "../../lib/display-width";
import { expect, test, waitForHydration } from "./fixtures";
import { facesFetched, normalRange, recordFontRequests } from "./font-faces";

/**
 * The site's font is three faces of Archivo split by unicode-range
 * (app/fonts.ts, app/globals.css): the base, preloaded, and two of accented letters that the
 * browser fetches only for a page whose words use one. Checked on the built
 * export: that accented words are drawn by Archivo itself, not by a fallback
 * face, and the fallbacks' measures; what each checked page downloads is
 * checked with the rest of its load in every-route.spec.ts (font-faces.ts).
 */

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

/** Each line of condensed display text on the page (font-stretch 68%), drawn on one line as the page draws it: its width in CSS px. */
function displayTextWidths(): { text: string; width: number }[] {
  return [...document.querySelectorAll<HTMLElement>("main *")]
    .filter((el) => el.childElementCount === 0 && el.textContent!.trim() && getComputedStyle(el).fontStretch === "68%" && el.getClientRects().length > 0)
    .map((el) => {
      const style = getComputedStyle(el);
      const probe = document.createElement("span");
      probe.textContent = el.textContent!.trim();
      // Property by property: the font shorthand cannot say a stretch of 68%, and reads "" then.
      for (const name of ["fontFamily", "fontSize", "fontWeight", "fontStyle", "fontStretch", "letterSpacing", "textTransform"] as const)
        probe.style[name] = style[name];
      probe.style.position = "absolute";
      probe.style.whiteSpace = "nowrap";
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return { text: probe.textContent, width };
    });
}

test("until the font arrives, display text is drawn by a fallback about as wide as the condensed face (Arial was 46% wider), so a headline keeps its lines", async ({
  page,
}) => {
  // The font held back, as on a slow line where it arrives after the first paint.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  // The gallery draws every section type's display text.
  await page.goto(SECTION_GALLERY_PATH, { waitUntil: "domcontentloaded" });
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === "loading")), "the font is still on its way").toBe(true);
  const fallback = await page.evaluate(displayTextWidths);
  const faces = await page.evaluate(() => [...document.fonts].filter((f) => f.stretch !== "normal" && f.family.includes("Fallback")).map((f) => f.status));
  expect(faces, "the condensed fallback face (app/globals.css) found a local font: Arial, Liberation Sans or Arimo, bold").toEqual(["loaded"]);
  release();
  await page.evaluate(() => document.fonts.ready);
  const archivo = await page.evaluate(displayTextWidths);
  expect(archivo.map((t) => t.text)).toEqual(fallback.map((t) => t.text));
  const ratios = fallback.map((t, i) => ({ text: t.text, ratio: Number((t.width / archivo[i]!.width).toFixed(3)) }));
  test.info().annotations.push({ type: "fallback / Archivo", description: JSON.stringify(ratios) });
  // Lines of words: what could take another line (a figure never wraps, and its digits come out narrower).
  const words = ratios.filter((r) => r.text.includes(" "));
  expect(words.length).toBeGreaterThan(20);
  expect(words.filter((r) => Math.abs(r.ratio - 1) > 0.07)).toEqual([]);
});

test("the fallback faces keep next/font's measure of Archivo: each override is its metric over the face's size-adjust", async ({ page }) => {
  await page.goto("/");
  const faces = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule && /Fallback/.test(rule.style.getPropertyValue("font-family")))
        .map((rule) => {
          const percent = (name: string) => Number.parseFloat(rule.style.getPropertyValue(name));
          return {
            src: rule.style.getPropertyValue("src"),
            sizeAdjust: percent("size-adjust"),
            ascent: percent("ascent-override"),
            descent: percent("descent-override"),
          };
        }),
    ),
  );
  // next/font's own (app/fonts.ts adjustFontFallback): local Arial alone; then app/globals.css's regular, three bold and condensed.
  const nextFont = faces.find((face) => /^local\("?Arial"?\)$/.test(face.src));
  expect(nextFont, "next/font's fallback face").toBeDefined();
  const ours = faces.filter((face) => face !== nextFont);
  expect(ours).toHaveLength(5);
  const metric = (face: { sizeAdjust: number; ascent: number; descent: number }) => ({
    ascent: Math.round(face.ascent * face.sizeAdjust) / 100,
    descent: Math.round(face.descent * face.sizeAdjust) / 100,
  });
  for (const face of ours) {
    const archivo = metric(nextFont!);
    expect(Math.abs(metric(face).ascent - archivo.ascent), face.src).toBeLessThanOrEqual(0.02);
    expect(Math.abs(metric(face).descent - archivo.descent), face.src).toBeLessThanOrEqual(0.02);
  }
  // The regular face is next/font's, with more fonts of Arial's metrics to find.
  expect(ours.some((face) => face.sizeAdjust === nextFont!.sizeAdjust && face.ascent === nextFont!.ascent && face.descent === nextFont!.descent)).toBe(true);
});

test("a headline's words stay apart: the condensed face's space, closed further by a kerned pair, is widened to a fifth of its size", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  // The space's width in the display face (the utility every headline uses), measured beside a pair with no space.
  const space = await page.evaluate(() => {
    const width = (words: string) => {
      const probe = Object.assign(document.createElement("span"), { className: "font-display text-6xl uppercase", textContent: words });
      probe.style.whiteSpace = "pre";
      document.body.append(probe);
      const measured = probe.getBoundingClientRect().width / parseFloat(getComputedStyle(probe).fontSize);
      probe.remove();
      return measured;
    };
    return { plain: width("N N") - width("NN"), kerned: width("P T") - width("PT") };
  });
  expect(space.plain, "the space between two straight letters, in em").toBeGreaterThanOrEqual(0.19);
  expect(space.kerned, "the space after a P before a T, in em").toBeGreaterThanOrEqual(0.15);
});

test("no character of the display face is wider than lib/display-width.ts counts it, so a figure sized by it fits its box", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const characters = [...Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)), "£", "€"];
  const advances = await page.evaluate(async (list) => {
    const probe = document.createElement("span");
    probe.className = "font-display";
    probe.style.cssText = "position:absolute;font-size:100px;white-space:pre";
    document.body.append(probe);
    // Every character laid out once, so that a face of the font no launch word needs (the accents') is fetched first.
    probe.textContent = list.join("");
    probe.getBoundingClientRect();
    await document.fonts.ready;
    const measured = list.map((character) => {
      probe.textContent = character.repeat(10);
      return [character, probe.getBoundingClientRect().width / 1000] as const;
    });
    probe.remove();
    return measured;
  }, characters);
  const wider = advances.filter(([character, em]) => em > displayAdvanceEm(character) + 0.005).map(([c, em]) => `${c} ${em.toFixed(3)} em`);
  expect(wider, "characters drawn wider than counted").toEqual([]);
});
