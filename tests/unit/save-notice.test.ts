/**
 * The notice of a refused save (components/editor/save-notice.ts) names the fields of the entry it
 * was shown on: it stays while the marketer is on that entry, and goes when they open another
 * entry or a list, whose fields it does not name (it covered the next entry's links).
 */
import { addressChanged, onRefusal, refuseOn, type Refusal } from "@/components/editor/save-notice";

const problems = ["Section 1: a problem the test makes up"];

function shownNotice() {
  let current: Refusal | undefined;
  onRefusal((refusal) => (current = refusal));
  return () => current;
}

afterEach(() => addressChanged("#/reset-between-tests"));

test("stays on the entry it was shown on, its query aside", () => {
  const shown = shownNotice();
  location.hash = "#/collections/pages/entries/home";
  expect(() => refuseOn("save", problems)).toThrow();
  expect(shown()?.problems).toEqual(problems);
  addressChanged("#/collections/pages/entries/home");
  addressChanged("#/collections/pages/entries/home?ref=list");
  expect(shown()?.problems).toEqual(problems);
});

test("goes when another entry, a new page or a list is opened", () => {
  const shown = shownNotice();
  for (const next of ["#/collections/pages/entries/brands", "#/collections/pages/new", "#/collections/pages", "#/workflow"]) {
    location.hash = "#/collections/pages/entries/home";
    expect(() => refuseOn("save", problems)).toThrow();
    expect(shown()).toBeDefined();
    addressChanged(next);
    expect(shown()).toBeUndefined();
  }
});
