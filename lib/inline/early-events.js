/**
 * Early event contract: the page is painted and readable before its JavaScript
 * has run, and what a visitor does in that gap must not be lost, reordered or
 * turned into something else. The post-build step minifies this script into a
 * file of its own, out/_next/static/early-events.<hash>.js, and puts its tag
 * first in every page's <head> (scripts/build/early-events.mjs); only the dev
 * server, which has no post-build step, inlines it
 * (components/layout/early-events-script.tsx).
 *
 * Until <html data-hydrated> appears (React has hydrated the page; see
 * components/layout/hydration-mark.tsx), everything the visitor does goes into
 * ONE queue, in the order it was done:
 * - a change of a field (typing, a checkbox or radio ticked, a select or a
 *   slider moved): the field keeps what the visitor did on screen, and the
 *   queue notes its value at that moment; changes of the same field in a row
 *   are one entry (only the last value of a run of typing can matter);
 * - a click on a button that is not a form's submit button: held back (default
 *   prevented, kept from React) and marked busy (aria-busy, styled in
 *   globals.css) so nobody taps again and screen readers hear it is pending;
 *   the same tap repeated in a row (nothing seemed to happen) counts once.
 *   Not a button the browser answers itself, with no script: one with
 *   `popovertarget` (the phone menu) where the browser has popovers, one with
 *   `commandfor` (a dialog's opener or close button) where it runs invoker
 *   commands. Those keep their default and are not replayed (a replay would
 *   undo them: the menu toggled shut again). Nor does React see that press,
 *   from pointerdown to click, while it hydrates: React answers a press on a
 *   page it is still hydrating by hydrating all of it at once, first, which
 *   held the menu or the dialog back by that long task (hundreds of ms on the
 *   real-phone profile). Where the browser lacks either, the tap is held and
 *   replayed like any other, and the button's own handler does what the
 *   browser would have (components/ui/native-dialog.ts);
 * - a form submission (a submit button, Enter in a field, Enter without Shift
 *   in a textarea with enterkeyhint="send", as the hydrated chat does): held
 *   back the same way, its submit button marked busy; React's own replay of
 *   early form actions never sees it, so it cannot run out of order.
 * When the mark appears, HydrationMark dispatches "drops:hydrated" on the
 * document, in the commit that hydrated the page. Fields the browser restored
 * without an event (autofill, back/forward) are noted then, before anything
 * else, with the caret of the focused one. Right after that commit (outside
 * React's work, as real events would be) the queue is replayed in order, one
 * entry per task so React has rendered each before the next:
 * - a field change: the value set back through the element (so React's value
 *   tracker holds something else), the visitor's value put in with the native
 *   setter, then the event React reads as a change (input, change for a
 *   select, a click for a checkbox or radio). A number field the browser cannot
 *   parse (validity.badInput) is never written, so what the visitor typed stays;
 *   React is told its value is empty, as a live page would be;
 * - a held click or submit, unless its control has since changed meaning: it
 *   is dropped when the control is gone, disabled, or now bears another name
 *   than when it was tapped, rather than applied to whatever sits there now.
 * Then "drops:replayed" is dispatched on the document.
 * If hydration has not come 10 s after the page has loaded (its scripts have
 * arrived and run), or as soon as one of the page's scripts fails to load, the
 * contract uninstalls itself (listeners, busy marks, queue) and
 * leaves the page as the no-JavaScript page it is. A submit it was holding is
 * not dropped then: a form that posts itself (method="post", the Droplist's and
 * the partner enquiry's) is submitted as the browser would have without
 * JavaScript, once, to its endpoint; the other held entries are let go.
 *
 * Plain ES5 (it runs before any polyfill), strict-mode safe (it is an inline
 * async module, which does not hold up the parser); everything after this
 * comment is shipped as it stands.
 */
(function (doc, win) {
  var root = doc.documentElement;
  var queue = [];
  var on = true;
  var BUTTONS = "button,input[type=button]";
  var CHECKS = /^(checkbox|radio)$/;
  // What the browser does for a button by itself, feature by feature.
  var POPOVERS = HTMLElement.prototype.hasOwnProperty("popover");
  var COMMANDS = "commandForElement" in HTMLButtonElement.prototype;
  var timer;
  function ready() {
    return root.hasAttribute("data-hydrated");
  }
  function name(el) {
    var label = el.getAttribute("aria-label");
    if (label) return label;
    var text = "";
    (function walk(node) {
      [].forEach.call(node.childNodes, function (child) {
        if (child.nodeType === 3) text += child.data;
        else if (child.nodeType === 1 && child.getAttribute("aria-hidden") !== "true" && !child.hidden) walk(child);
      });
    })(el);
    return (text || el.value || "").replace(/\s+/g, " ").trim();
  }
  function busy(el, flag) {
    if (!el) return;
    if (flag) el.setAttribute("aria-busy", "true");
    else el.removeAttribute("aria-busy");
  }
  function hold(event, entry) {
    event.preventDefault();
    event.stopImmediatePropagation();
    var last = queue[queue.length - 1];
    if (last && last.type === entry.type && last.el === entry.el && last.name === entry.name) return;
    busy(entry.mark, true);
    queue.push(entry);
  }
  function answered(el) {
    return (POPOVERS && el.hasAttribute("popovertarget")) || (COMMANDS && el.hasAttribute("commandfor"));
  }
  // The events of a press React answers, while it hydrates, by hydrating the whole page at once.
  var PRESS =
    "pointerdown pointerup pointercancel mousedown mouseup touchstart touchend touchcancel keydown keyup keypress dblclick auxclick contextmenu".split(" ");
  function onPress(event) {
    var el = !ready() && event.target.closest && event.target.closest(BUTTONS);
    if (el && answered(el)) event.stopImmediatePropagation();
  }
  function onClick(event) {
    var el = !ready() && event.target.closest && event.target.closest(BUTTONS);
    if (el && answered(el)) return event.stopImmediatePropagation();
    if (!el || el.disabled || el.type === "reset" || (el.type === "submit" && el.form)) return;
    hold(event, { type: "click", el: el, name: name(el), mark: el });
  }
  function submitterOf(form) {
    return form.querySelector("button:not([type]),button[type=submit],input[type=submit]");
  }
  function onSubmit(event) {
    var form = event.target;
    if (ready()) return;
    var submitter = event.submitter || null;
    var mark = submitter || submitterOf(form);
    hold(event, { type: "submit", el: form, submitter: submitter, name: mark ? name(mark) : "", mark: mark });
  }
  function onKeyDown(event) {
    var el = event.target;
    if (ready() || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    if (el.tagName !== "TEXTAREA" || el.getAttribute("enterkeyhint") !== "send" || !el.form) return;
    event.preventDefault();
    if (el.form.requestSubmit) el.form.requestSubmit();
    else el.form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  }
  function snapshot(el) {
    return { type: "field", el: el, value: el.value, checked: el.checked, bad: !!(el.validity && el.validity.badInput) };
  }
  function onInput(event) {
    var el = event.target;
    if (ready() || !/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || /^(hidden|file|image|submit|button|reset)$/.test(el.type)) return;
    if (CHECKS.test(el.type) && event.type === "input") return;
    if (!CHECKS.test(el.type) && el.tagName !== "SELECT" && event.type === "change") return;
    var entry = snapshot(el);
    var last = queue[queue.length - 1];
    if (last && last.type === "field" && last.el === el) queue[queue.length - 1] = entry;
    else queue.push(entry);
  }
  function listen(add) {
    var method = add ? "addEventListener" : "removeEventListener";
    win[method]("click", onClick, true);
    win[method]("submit", onSubmit, true);
    win[method]("keydown", onKeyDown, true);
    win[method]("input", onInput, true);
    win[method]("change", onInput, true);
    win[method]("error", onError, true);
    PRESS.forEach(function (type) {
      // Passive: a touch listener that is not would make the browser wait for this page's scripts before it scrolls.
      win[method](type, onPress, { capture: true, passive: true });
    });
  }
  function onError(event) {
    var el = event.target;
    if (el && el.tagName === "SCRIPT" && el.src) uninstall();
  }
  function uninstall() {
    if (!on) return;
    on = false;
    clearTimeout(timer);
    listen(false);
    doc.removeEventListener("drops:hydrated", replay);
    var held = queue;
    queue = [];
    held.forEach(function (q) {
      busy(q.mark, false);
    });
    // The first held submit of each form that posts itself, as the no-JavaScript page sends it (no listener left to hold it).
    var sent = [];
    held.forEach(function (q) {
      var form = q.el;
      if (q.type !== "submit" || sent.indexOf(form) >= 0 || !form.isConnected || (form.getAttribute("method") || "").toLowerCase() !== "post") return;
      sent.push(form);
      var submitter = q.submitter && q.submitter.form === form ? q.submitter : undefined;
      if (form.requestSubmit) form.requestSubmit(submitter);
      else form.submit();
    });
  }
  function differs(el) {
    if (el.disabled || (el.type === "radio" && !el.checked)) return false;
    if (CHECKS.test(el.type)) return el.checked !== el.defaultChecked;
    if (el.tagName === "SELECT")
      return [].some.call(el.options, function (o) {
        return o.selected !== o.defaultSelected;
      });
    return el.value !== el.defaultValue;
  }
  function stale(q) {
    var el = q.type === "submit" ? q.mark || q.el : q.el;
    return !el.isConnected || el.disabled || el.getAttribute("aria-disabled") === "true" || name(el) !== q.name;
  }
  function applyField(q) {
    var el = q.el;
    // A field the page has since locked would not have taken the change either.
    if (!el.isConnected || el.disabled) return;
    if (CHECKS.test(el.type)) {
      if (el.type === "radio" && !q.checked) return;
      el.checked = !q.checked;
      el.click();
      return;
    }
    if (el.tagName === "SELECT") {
      el.value = q.value;
      el.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    var tracker = el._valueTracker;
    if (q.bad) {
      // The text on screen cannot be written back: leave it, tell React it reads as empty.
      if (el.validity.badInput && tracker) tracker.setValue("\u0000");
      if (el.validity.badInput) el.dispatchEvent(new Event("input", { bubbles: true }));
      return;
    }
    el.value = q.value === "\u0000" ? "" : "\u0000";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, q.value);
    if (q.caret !== undefined) el.setSelectionRange(q.caret[0], q.caret[1]);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function run(q) {
    if (q.type === "field") return applyField(q);
    busy(q.mark, false);
    if (stale(q)) return;
    if (q.type === "click") return q.el.click();
    var form = q.el;
    var submitter = q.submitter && q.submitter.form === form ? q.submitter : undefined;
    if (form.requestSubmit) form.requestSubmit(submitter);
    else form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  }
  function replay() {
    clearTimeout(timer);
    listen(false);
    on = false;
    var fields = "textarea,select,input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=file]):not([type=image])";
    var queued = queue.map(function (q) {
      return q.el;
    });
    // Restored by the browser, not typed: earlier than anything the visitor did.
    var restored = [].filter
      .call(doc.querySelectorAll(fields), function (el) {
        return queued.indexOf(el) < 0 && differs(el);
      })
      .map(snapshot);
    var steps = restored.concat(queue);
    var focused = doc.activeElement;
    var lastOfFocused = null;
    steps.forEach(function (q) {
      if (q.type === "field" && q.el === focused) lastOfFocused = q;
      // A number the browser cannot parse stays on screen: its earlier values are never written over it.
      if (q.type === "field" && q.el.validity && q.el.validity.badInput) q.bad = true;
    });
    if (lastOfFocused && focused.setSelectionRange && !lastOfFocused.bad) {
      try {
        lastOfFocused.caret = [focused.selectionStart, focused.selectionEnd];
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 like the rest of the file, which has no catch without a binding
      } catch (e) {
        lastOfFocused.caret = undefined;
      }
      if (lastOfFocused.caret && lastOfFocused.caret[0] === null) lastOfFocused.caret = undefined;
    }
    queue = [];
    function next() {
      var q = steps.shift();
      if (!q) return doc.dispatchEvent(new Event("drops:replayed"));
      run(q);
      setTimeout(next, 0);
    }
    Promise.resolve().then(next);
  }
  listen(true);
  doc.addEventListener("drops:hydrated", replay, { once: true });
  // The load event waits for the page's scripts: from then on, hydration is due.
  win.addEventListener("load", function () {
    if (on) timer = setTimeout(uninstall, 10000);
  });
})(document, window);
