/**
 * Which shared files a page shows (lib/content/shared-reads.ts): the editor's
 * preview of a shared file draws only those pages.
 */
import { sharedFilesShownBy } from "@/lib/content/shared-reads";
import { claimReferences } from "@/lib/content/claim-references";
import { sectionSchemaOf } from "@/lib/sections/schemas";

const example = (name: string) => sectionSchemaOf(name).example;
const shown = (...sections: unknown[]) => [...sharedFilesShownBy({ path: "/a", sections })].sort();
/** A section's example with every {slot} taken out of its words. */
const plain = (name: string): unknown => JSON.parse(JSON.stringify(example(name)).replace(/\{(\w+)\}/g, "$1"));

test("a page of sections that read no shared file, with no {slot}, shows none", () => {
  expect(shown(plain("text"), plain("quote"))).toEqual([]);
  expect(shown()).toEqual([]);
  expect([...sharedFilesShownBy(undefined)]).toEqual([]);
  expect([...sharedFilesShownBy({ sections: "not a list" })]).toEqual([]);
});

test("a {slot} in a section's words shows the figures", () => {
  expect(shown({ ...(plain("text") as object), body: "Five drops, {freeDropsDaily} a day." })).toEqual(["figures"]);
});

test("a section whose view reads a file shows it, and the figures its words are filled with; a half-typed one is asked by its type", () => {
  expect(shown(plain("api-prompt"))).toEqual(["demos", "figures"]);
  expect(shown({ type: "api-loyalty-demo" })).toEqual(["demos", "figures", "loyaltyCharities"]);
  expect(shown({ type: "features", look: "rows", features: [{ drawing: [{ type: "feed" }] }] })).toEqual(["figures", "illustrations"]);
  expect(shown({ type: "features", look: "rows", features: [{ drawing: [{ type: "impact" }] }, "half-typed"] })).toEqual([]);
  expect(shown({ type: "no-such-type" })).toEqual([]);
});

test("a field naming a claim shows the claims, and the figures they are filled with", () => {
  const stats = plain("numbers");
  expect(claimReferences(sectionSchemaOf("numbers").schema, stats)).not.toEqual([]);
  expect(shown(stats)).toEqual(["claims", "figures"]);
});
