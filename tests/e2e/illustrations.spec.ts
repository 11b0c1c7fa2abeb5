import { DRAWN_PAGES } from "../../lib/content/load";
import { sharedFilesShownBy } from "../../lib/content/shared-reads";
import { CHECKED_PAGES } from "./checked-pages";
import { expect, test, PHONE } from "./fixtures";

/**
 * A drawn phone's screen (components/illustrations/phone-frame.tsx) is drawn only near the view
 * (content-visibility: auto): out of it, its cards and moving feed cost nothing, and a modal dialog's
 * opening skips them (issue 41). Its size is the frame's whatever it holds, so drawing it as the visitor
 * scrolls to it moves nothing. Checked on the launch and sample pages that draw the app's feed on a phone (a
 * section showing the illustrations' words): a cost of the code's, not of the number of pages.
 */
const WITH_PHONES = CHECKED_PAGES.filter((checked) => {
  // The frame is one component: its pages as launched and the samples of every section type show it, whatever a branch changes.
  if (checked.why !== "launch" && checked.why !== "sample") return false;
  const page = DRAWN_PAGES.find((drawn) => drawn.path === checked.path);
  return page !== undefined && sharedFilesShownBy(page).has("illustrations");
});

/** Each element drawn only near the view and laid out at this width: its box on the page, and whether its inside is drawn. */
const screens = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("*")]
      .filter((el) => getComputedStyle(el).contentVisibility === "auto" && el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect();
        return {
          top: Math.round(box.top + scrollY),
          width: box.width,
          height: box.height,
          drawn: el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
        };
      }),
  );

test("a phone's screen is drawn only near the view, and drawing it moves nothing", PHONE, async ({ page }) => {
  expect(WITH_PHONES.length, "checked pages that draw a phone").toBeGreaterThan(0);
  let skipped = 0;
  for (const { path } of WITH_PHONES) {
    await test.step(path, async () => {
      await page.goto(path);
      // Once the browser has seen where the view is: a frame after the load.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const before = await screens(page);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // Far below the page's foot, a screen far above the view is not drawn (room is made below it: a page a
      // marketer cut short may end within a screen's reach), and the room is taken away again.
      await page.evaluate(() => {
        const room = document.createElement("div");
        room.id = "room-below";
        room.style.height = "5000px";
        document.body.append(room);
        scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
      });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      skipped += (await screens(page)).filter((screen) => !screen.drawn).length;
      await page.evaluate(() => {
        document.getElementById("room-below")!.remove();
        scrollTo({ top: 0, behavior: "instant" });
      });
      for (const [i, was] of before.entries()) {
        await page.evaluate((index) => {
          const all = [...document.querySelectorAll("*")].filter((el) => getComputedStyle(el).contentVisibility === "auto" && el.getClientRects().length > 0);
          all[index]!.scrollIntoView({ block: "center", behavior: "instant" });
        }, i);
        await expect.poll(async () => (await screens(page))[i]!.drawn, `screen ${i + 1} of ${before.length}, scrolled to, is drawn`).toBe(true);
        const now = (await screens(page))[i]!;
        expect({ top: now.top, width: now.width, height: now.height }, `screen ${i + 1} of ${before.length} keeps its box`).toEqual({
          top: was.top,
          width: was.width,
          height: was.height,
        });
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight), "the page's height").toBe(pageHeight);
    });
  }
  // Not a check that cannot fail: somewhere a screen out of view was not drawn.
  expect(skipped, "screens out of view, not drawn").toBeGreaterThan(0);
});
