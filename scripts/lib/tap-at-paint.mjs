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
    hydrated: undefined,
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
  // When React has hydrated the page (HydrationMark sets the attribute): a sweep's taps run until one lands after it.
  const hydration = () => {
    if (marks.hydrated === undefined && document.documentElement.hasAttribute("data-hydrated")) {
      marks.hydrated = performance.now();
      window.__tapAtPaintHydrated?.("");
    }
  };
  new MutationObserver(hydration).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
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
    if (marks.tapped !== undefined && marks.answered === undefined && answered()) {
      marks.answered = now;
      // Told the same way as the paint: the harness asks the page nothing while it loads (a polled
      // page.waitForFunction put Playwright's own script, about 90 ms to compile on this profile, on its main thread).
      window.__tapAtPaintAnswered?.("");
    }
    if (marks.answered === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * A touch at (x, y) sent through the DevTools protocol at once: its end goes
 * out with its start, unawaited, so neither waits for the page (the protocol
 * answers a touch only once the page has handled it). The browser stamps the
 * touch as it receives it: the pointerdown's timeStamp is this moment, however
 * busy the page's main thread is.
 */
export async function touchNow(cdp, x, y) {
  const start = cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  const end = cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await Promise.all([start, end]);
}

/**
 * One load of `url` on the profile and one tap on `control`: as soon as it is
 * painted, through Playwright's touchscreen, told by the page's own frame
 * callback (a moment its main thread is idle); or, with `afterMs`, that long
 * after the harness heard of the paint, by touchNow (the sweep). Resolves to
 * { painted, tapped, answered, hydrated, label } in ms from navigation
 * (`untilHydrated`: read once the page has hydrated, so `hydrated` is known).
 * @param {import("@playwright/test").Browser} browser
 * @param {string} url
 * @param {{ tap: string, menu?: string, dialog?: string, control: string }} control
 * @param {{ timeoutMs?: number, afterMs?: number, untilHydrated?: boolean }} [options]
 */
export async function measureTap(browser, url, control, { timeoutMs = 30_000, afterMs, untilHydrated = false } = {}) {
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
    const told = (name) => {
      let tell;
      const promise = new Promise((resolve) => (tell = resolve));
      return { name, tell, promise };
    };
    const answer = told("__tapAtPaintAnswered");
    const hydration = told("__tapAtPaintHydrated");
    cdp.on("Runtime.bindingCalled", ({ name, payload }) => {
      if (name === "__tapAtPaintPainted") heard(JSON.parse(payload));
      for (const signal of [answer, hydration]) if (name === signal.name) signal.tell();
    });
    await cdp.send("Runtime.enable");
    for (const name of ["__tapAtPaintPainted", answer.name, hydration.name]) await cdp.send("Runtime.addBinding", { name });
    const within = (promise, what) => {
      let timer;
      return Promise.race([
        promise,
        new Promise(
          (_, reject) => (timer = setTimeout(() => reject(new Error(`tap at paint: ${control.control}: ${what} within ${timeoutMs} ms`)), timeoutMs)),
        ),
      ]).finally(() => clearTimeout(timer));
    };
    await page.addInitScript(watcher, { tap, menu, dialog });
    await page.goto(url, { waitUntil: "commit", timeout: timeoutMs });
    const { x, y } = await painted;
    if (afterMs === undefined) await page.touchscreen.tap(x, y);
    else {
      // A tap at a moment of the load's wall clock: nothing asks the page first whether it is idle.
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await touchNow(cdp, x, y);
    }
    await within(answer.promise, "no answer");
    // The click's Event Timing entry comes after the frame; a click handled within a frame may have none (then handled stays undefined).
    await page.waitForFunction(() => window.__tapAtPaint.handled !== undefined, null, { timeout: 2_000, polling: 50 }).catch(() => {});
    if (untilHydrated) await within(hydration.promise, "not hydrated");
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

/** The sweep's step: taps at paint, then this often after it, until one lands after hydration. */
export const SWEEP_STEP_MS = 100;
/** The most taps a sweep makes of one control (a page that never hydrates would sweep forever). */
export const SWEEP_MAX_TAPS = 60;
/** How many moments the floor's page is tapped at (it does nothing after its paint). */
export const SWEEP_FLOOR_TAPS = 10;
/** A control answers a tap at any moment within the floor's median plus these, in the median and at worst (issue "At the floor again"). */
export const SWEEP_SLACK_MS = { median: 50, worst: 150 };

/**
 * A tap at any moment of the load, not the best one: each control tapped at its
 * paint, then every SWEEP_STEP_MS until a tap lands after the page has hydrated
 * (a fresh load each, the touch sent at that wall-clock moment by touchNow), the
 * answer timed from the touch's own timestamp to the first frame that shows it.
 * The floor's page (`floorUrl`) is tapped the same way at SWEEP_FLOOR_TAPS moments.
 * Moments are interleaved across the controls, so the machine's drift hits all
 * alike. Resolves to rows { control, path, label, floor, taps, hydrated, median,
 * worst, worstAt } (hydrated: the median moment the page hydrated, from
 * navigation; worstAt: the worst tap's moment after the paint).
 */
export async function sweepTaps({ browser, baseUrl, floorUrl, controls = TAP_CONTROLS, paths, log = () => {} }) {
  if (floorUrl) controls = [...controls, FLOOR_CONTROL];
  const samples = controls.map(() => []);
  const done = controls.map(() => false);
  for (let k = 0; done.some((d) => !d); k++) {
    for (const [i, control] of controls.entries()) {
      if (done[i]) continue;
      const path = control.floor ? "" : paths.get(control.page);
      if (path === undefined) throw new Error(`tap sweep: no page file named ${control.page} (lib/content/pages/)`);
      const afterMs = k * SWEEP_STEP_MS;
      const m = await measureTap(browser, control.floor ? floorUrl : `${baseUrl}${path}`, control, { afterMs, untilHydrated: !control.floor });
      samples[i].push({ ...m, afterMs });
      log(
        `sweep ${control.control} on ${path || "(its own)"}: tapped ${Math.round(m.tapped)} (paint ${Math.round(m.painted)} + ${afterMs}), hydrated ${m.hydrated === undefined ? "-" : Math.round(m.hydrated)}, answered ${Math.round(m.answered - m.tapped)} ms after the tap`,
      );
      const last = control.floor ? k + 1 >= SWEEP_FLOOR_TAPS : m.tapped >= m.hydrated;
      if (last || k + 1 >= SWEEP_MAX_TAPS) done[i] = true;
    }
  }
  return controls.map((control, i) => {
    const answers = samples[i].map((m) => m.answered - m.tapped);
    const worst = Math.max(...answers);
    return {
      control: control.control,
      floor: control.floor === true,
      path: control.floor ? "(its own)" : paths.get(control.page),
      label: samples[i][0]?.label,
      taps: answers.length,
      hydrated: median(samples[i].map((m) => m.hydrated)),
      median: median(answers),
      worst,
      worstAt: samples[i][answers.indexOf(worst)]?.afterMs,
    };
  });
}

/**
 * The table of the sweep, with the frame-callback tap beside it (`atPaint`:
 * measureTaps' rows, joined by control): per control, how many moments were
 * tapped, the answer's median and worst (and when the worst was tapped), and
 * the frame-callback tap's median.
 */
export function formatSweepTable(rows, atPaint = []) {
  const byControl = new Map(atPaint.map((r) => [r.control, r]));
  const head = ["control", "page", "taps", "hydrated at", "answered: median", "worst", "worst tapped at", "frame-callback tap"];
  const body = rows.map((r) => [
    `${r.control} (${r.label ?? "?"})`,
    r.path,
    String(r.taps),
    ms(r.hydrated),
    ms(r.median),
    ms(r.worst),
    r.worstAt === undefined ? "-" : `paint + ${r.worstAt} ms`,
    ms(byControl.get(r.control)?.answer),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(head), ...body.map(line)].join("\n");
}

/** Each control against the floor's median (the floor's own row): within SWEEP_SLACK_MS of it in the median and at worst. */
export function sweepVerdicts(rows, slack = SWEEP_SLACK_MS) {
  const floor = rows.find((r) => r.floor)?.median;
  if (floor === undefined) return { ok: false, lines: ["The tap sweep has no floor to read the controls against."] };
  const lines = [];
  for (const r of rows.filter((row) => !row.floor)) {
    if (!(r.median <= floor + slack.median))
      lines.push(`${r.control} on ${r.path}: a tap at any moment answered in ${ms(r.median)} (median), over the floor ${ms(floor)} + ${slack.median} ms`);
    if (!(r.worst <= floor + slack.worst))
      lines.push(`${r.control} on ${r.path}: a tap at paint + ${r.worstAt} ms answered in ${ms(r.worst)}, over the floor ${ms(floor)} + ${slack.worst} ms`);
  }
  const ok = lines.length === 0;
  lines.push(
    ok
      ? `Every tap at any moment answered within the floor (${ms(floor)}) + ${slack.median} ms in the median and + ${slack.worst} ms at worst.`
      : "Some taps at some moments answer late (see above).",
  );
  return { ok, lines };
}

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
