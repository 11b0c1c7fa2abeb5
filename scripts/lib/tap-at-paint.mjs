// Tap at paint, on the real-phone profile (scripts/lib/real-phone.mjs): load a
// page, tap a control the moment it is painted, and time how long the page takes
// to answer. Timed in the page's own clock (performance.now()), so what the
// harness and the DevTools protocol take in between does not count:
//   painted   when the control is on screen: the later of the first contentful
//             paint and the first frame in which it has a box (from navigation);
//             one below the fold is then scrolled to at once, as a visitor would;
//   tapped    the tap's pointerdown, as the browser stamped it: a touch sent
//             through the DevTools protocol the moment the page tells the harness of the
//             paint, at the control's middle (no actionability waits); for a control
//             scrolled to, in the frame after the one that painted it in view (a tap
//             sent with the scroll landed on a view not yet painted, and waited for it);
//   scrolledAt, inView  the frame that scrolled a control below the fold into view (none
//             for one in view), and the frame in which the harness was told to tap;
//   clicked   when the page began to handle the tap's click (a listener's clock):
//             what came before is the touch sequence, the gesture, and whatever the
//             main thread was busy with when the tap came;
//   handled   when the click's handling ended (its Event Timing entry's
//             processingEnd), the popover or the dialog opened in it: from clicked to
//             handled is the opening's own cost, a modal dialog's restyle included;
//   answered  the first frame, after the tap, in which the answer shows: for the
//             phone menu its links visible; for a dialog, open as a modal with its
//             first field visible and focused.
// The answer counts from the tap: a tap the page holds until its scripts have
// run answers late, one the browser answers itself (popover, invoker commands)
// in the next frame or so.
import { pageNameOf, readPageFiles } from "../../lib/content/page-files.mjs";
import { DROPLIST_DIALOG_ID, MOBILE_MENU_ID, partnerDialogId } from "../../lib/top-layer-ids.mjs";
import { median, throttledPage } from "./real-phone.mjs";

/** The budget: a tap made at paint is answered within this, in the median of the runs. */
export const TAP_ANSWER_BUDGET_MS = 100;

const opener = (scope, dialogId) => `${scope} [commandfor="${dialogId}"]`;

/**
 * The controls, each on the page its file names (a marketer may move a page; it
 * is found by its file's name): `tap` finds the control (the first match),
 * `menu` or `dialog` names what answers.
 */
export const TAP_CONTROLS = [
  { control: "the phone menu", page: "home", tap: "#menu-toggle", menu: MOBILE_MENU_ID },
  { control: "the brands hero's partner enquiry", page: "brands", tap: opener("main", partnerDialogId("brand")), dialog: partnerDialogId("brand") },
  { control: "the charities hero's partner enquiry", page: "charities", tap: opener("main", partnerDialogId("charity")), dialog: partnerDialogId("charity") },
  // The page's own Droplist opener (in main, not the footer's): the closing band's, on the home page as launched.
  { control: "the closing band's Droplist", page: "home", tap: opener("main", DROPLIST_DIALOG_ID), dialog: DROPLIST_DIALOG_ID },
  { control: "the footer's Droplist", page: "home", tap: opener("footer", DROPLIST_DIALOG_ID), dialog: DROPLIST_DIALOG_ID },
];

/**
 * The profile's floor, measured beside the controls in each run: a modal dialog of one field on a
 * page of nothing else, opened the same way (`command="show-modal"`, the field `autofocus`). What
 * a control takes beyond it is its page's own; the floor itself moves with the machine (the
 * profile slows the page's main thread four times, and a machine other work keeps busy slows it
 * more). Not held to the budget: it is the reading against which the others are read.
 */
export const FLOOR_DIALOG_ID = "floor-dialog";
export const FLOOR_CONTROL = {
  control: "a one-field dialog alone (the floor)",
  tap: `[commandfor="${FLOOR_DIALOG_ID}"]`,
  dialog: FLOOR_DIALOG_ID,
  floor: true,
};
export const FLOOR_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>A dialog alone</title><body><main><h1>A dialog alone</h1><button command="show-modal" commandfor="${FLOOR_DIALOG_ID}">Open</button></main>` +
  `<dialog id="${FLOOR_DIALOG_ID}"><label>Email <input type="email" autofocus></label></dialog></body></html>`;

/** The path of each page file by its name ("home": "/"). */
export function pagePathsByName(root) {
  return new Map(readPageFiles(root).map(({ file, data }) => [pageNameOf(file), data.path]));
}

/**
 * Put in the page before its own scripts: watches every frame for the control
 * to be painted and, once tapped, for the answer. Runs in the browser.
 * @param {{ tap: string, menu?: string, dialog?: string }} control
 */
function watcher({ tap, menu, dialog }) {
  const marks = {
    painted: undefined,
    tapped: undefined,
    clicked: undefined,
    handled: undefined,
    answered: undefined,
    scrolledAt: undefined,
    inView: undefined,
    label: undefined,
    x: undefined,
    y: undefined,
  };
  window.__tapAtPaint = marks;
  const shown = (el) => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility === "visible";
  };
  const answered = () => {
    if (menu) {
      const popover = document.getElementById(menu);
      return !!popover && popover.matches(":popover-open") && shown(popover.querySelector("a"));
    }
    const modal = document.getElementById(dialog);
    const field = modal?.querySelector("input, textarea");
    return !!modal && modal.open && modal.matches(":modal") && shown(field) && document.activeElement === field;
  };
  addEventListener(
    "pointerdown",
    (event) => {
      if (marks.tapped === undefined && event.target.closest?.(tap)) marks.tapped = event.timeStamp;
    },
    true,
  );
  addEventListener(
    "click",
    (event) => {
      if (marks.tapped !== undefined && marks.clicked === undefined && event.target.closest?.(tap)) marks.clicked = performance.now();
    },
    true,
  );
  // The click's entry (reported when it took 16 ms or more to the next frame, as an opening does).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === "click" && marks.handled === undefined && marks.clicked !== undefined && e.processingEnd >= marks.clicked) marks.handled = e.processingEnd;
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  let boxed;
  let scrolled; // frames to wait after scrolling the control into view
  const frame = () => {
    const now = performance.now();
    const control = document.querySelector(tap);
    if (boxed === undefined && shown(control)) boxed = now;
    // The page has painted (its first contentful paint is reported after the frame that showed it).
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    if (marks.painted === undefined && boxed !== undefined && fcp) {
      marks.painted = Math.max(boxed, fcp.startTime);
      marks.label = control.textContent.replace(/\s+/g, " ").trim() || control.getAttribute("aria-label");
      const box = control.getBoundingClientRect();
      // Below the fold: scrolled to at once, as a visitor would; this frame paints the scrolled view, so the tap comes in the next.
      if (box.top < 0 || box.bottom > innerHeight) {
        control.scrollIntoView({ block: "center", behavior: "instant" });
        marks.scrolledAt = now;
        scrolled = 1;
      } else scrolled = 0;
    } else if (scrolled > 0) scrolled--;
    if (scrolled === 0) {
      scrolled = undefined;
      marks.inView = now;
      const box = control.getBoundingClientRect();
      marks.x = box.left + box.width / 2;
      marks.y = box.top + box.height / 2;
      // Tell the harness at once (a DevTools binding: one message out, nothing back), so that it taps now.
      window.__tapAtPaintPainted?.(JSON.stringify({ x: marks.x, y: marks.y }));
    }
    if (marks.tapped !== undefined && marks.answered === undefined && answered()) marks.answered = now;
    if (marks.answered === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * One load of `url` on the profile and one tap on `control` as soon as it is
 * painted; resolves to { painted, tapped, answered, label } in ms from navigation.
 */
export async function measureTap(browser, url, control, { timeoutMs = 30_000 } = {}) {
  const { context, page, cdp } = await throttledPage(browser);
  try {
    const { tap, menu, dialog } = control;
    // The page calls the harness the moment it sees the paint: with polling, the tap came 0.6 s after it on this profile.
    let heard;
    let timer;
    const painted = new Promise((resolve, reject) => {
      heard = resolve;
      timer = setTimeout(() => reject(new Error(`tap at paint: ${control.control} was not painted within ${timeoutMs} ms`)), timeoutMs);
    }).finally(() => clearTimeout(timer));
    painted.catch(() => {}); // awaited below, after the navigation: not an unhandled rejection meanwhile
    // A bare DevTools binding, not page.exposeFunction: Playwright answers each call of
    // an exposed function with script it runs in the page, and on this profile that
    // held the page's main thread for about 20 ms just as the tap came.
    cdp.on("Runtime.bindingCalled", ({ name, payload }) => {
      if (name === "__tapAtPaintPainted") heard(JSON.parse(payload));
    });
    await cdp.send("Runtime.enable");
    await cdp.send("Runtime.addBinding", { name: "__tapAtPaintPainted" });
    await page.addInitScript(watcher, { tap, menu, dialog });
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
    const { x, y } = await painted;
    await page.touchscreen.tap(x, y);
    await page.waitForFunction(() => window.__tapAtPaint?.answered !== undefined, null, { timeout: timeoutMs, polling: 50 });
    // The click's Event Timing entry comes after the frame; a click handled within a frame may have none (then handled stays undefined).
    await page.waitForFunction(() => window.__tapAtPaint.handled !== undefined, null, { timeout: 2_000, polling: 50 }).catch(() => {});
    return await page.evaluate(() => ({ ...window.__tapAtPaint }));
  } finally {
    await context.close();
  }
}

/**
 * Every control, `runs` times, interleaved (each run taps every control once),
 * a fresh context each load. `baseUrl` serves the site; `floorUrl`, where given,
 * FLOOR_PAGE, and the floor is measured last in each run. Resolves to rows
 * { control, path, label, painted, tapped, toClick, handling, answer, floor } of medians:
 * `toClick` from the tap to its click's handling, `handling` that handling (the
 * opening), `answer` from the tap to the answer.
 */
export async function measureTaps({ browser, baseUrl, floorUrl, controls = TAP_CONTROLS, paths, runs = 5, log = () => {} }) {
  if (floorUrl) controls = [...controls, FLOOR_CONTROL];
  const samples = controls.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [i, control] of controls.entries()) {
      const path = control.floor ? "" : paths.get(control.page);
      if (path === undefined) throw new Error(`tap at paint: no page file named ${control.page} (lib/content/pages/)`);
      const m = await measureTap(browser, control.floor ? floorUrl : `${baseUrl}${path}`, control);
      samples[i].push(m);
      log(
        `${run + 1}/${runs} ${control.control} on ${path}: painted ${Math.round(m.painted)}, click after ${Math.round(m.clicked - m.tapped)} ms, handled in ${Math.round(m.handled - m.clicked)}, answered ${Math.round(m.answered - m.tapped)} ms after the tap`,
      );
    }
  }
  return controls.map((control, i) => ({
    control: control.control,
    floor: control.floor === true,
    path: control.floor ? "(its own)" : paths.get(control.page),
    label: samples[i][0]?.label,
    painted: median(samples[i].map((m) => m.painted)),
    tapped: median(samples[i].map((m) => m.tapped)),
    toClick: median(samples[i].map((m) => m.clicked - m.tapped)),
    handling: median(samples[i].map((m) => m.handled - m.clicked)),
    answer: median(samples[i].map((m) => m.answered - m.tapped)),
  }));
}

const ms = (v) => (v === undefined ? "-" : `${Math.round(v).toLocaleString("en-GB")} ms`);

/**
 * The table `npm run perf` prints: per control, where it is, when it was painted
 * and tapped, how long after the tap its click began to be handled, how long that
 * handling (the opening) took, and how soon it answered.
 */
export function formatTapTable(rows) {
  const head = ["control", "page", "painted at", "tapped at", "its click after", "click handled in", "answered after the tap"];
  const body = rows.map((r) => [`${r.control} (${r.label ?? "?"})`, r.path, ms(r.painted), ms(r.tapped), ms(r.toClick), ms(r.handling), ms(r.answer)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), ...body.map(line)].join("\n");
}

/** Each control must answer within TAP_ANSWER_BUDGET_MS of a tap made at paint (median); the floor is read, not held to it. */
export function tapVerdicts(rows, budget = TAP_ANSWER_BUDGET_MS) {
  const lines = rows
    .filter((r) => !r.floor && (r.answer === undefined || r.answer > budget))
    .map((r) => `${r.control} on ${r.path}: answered ${ms(r.answer)} after the tap (budget ${budget} ms)`);
  const ok = lines.length === 0;
  lines.push(ok ? `Every tap at paint answered within ${budget} ms.` : "Some taps at paint answer late (see above).");
  return { ok, lines };
}
