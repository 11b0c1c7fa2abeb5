/**
 * @jest-environment node
 *
 * Social cards drawn once (lib/pictures/card-cache.ts): the same inputs and code give the card from the cache; new
 * inputs draw a new one.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CARD_CODE, cachedCard, cardKey } from "@/lib/pictures/card-cache";

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), "cards-"));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const card = { headline: "Give a drop", card: { cta: "Join" }, picture: null };

test("a card is drawn once for its inputs, then read from the cache; other inputs draw their own", async () => {
  let drawn = 0;
  const render = jest.fn(async (): Promise<ArrayBuffer> => new TextEncoder().encode(`png ${++drawn}`).buffer as ArrayBuffer);
  const first = await cachedCard(card, render, { cacheDir });
  const again = await cachedCard({ ...card }, render, { cacheDir });
  expect(render).toHaveBeenCalledTimes(1);
  expect(again.equals(first)).toBe(true);
  const other = await cachedCard({ ...card, headline: "Give two drops" }, render, { cacheDir });
  expect(render).toHaveBeenCalledTimes(2);
  expect(other.equals(first)).toBe(false);
  // Whole files only, one a card.
  expect(readdirSync(cacheDir).sort()).toEqual([`${cardKey(card)}.png`, `${cardKey({ ...card, headline: "Give two drops" })}.png`].sort());
});

test("the key is the inputs' and the drawing code's: a project without that code has no key, naming the file", () => {
  expect(cardKey(card)).toBe(cardKey({ ...card }));
  expect(cardKey(card)).not.toBe(cardKey({ ...card, picture: "another picture's hash" }));
  expect(() => cardKey(card, cacheDir)).toThrow(CARD_CODE[0]!);
});
