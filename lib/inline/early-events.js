/**
 * Early event contract: the page is painted and readable before its JavaScript
 * has run, and what a visitor does in that gap must not be lost. This script is
 * inlined, as written here, as the first script in every page's <head> (see
 * components/layout/early-events-script.tsx); the CSP allows it by its hash.
 *
 * Until <html data-hydrated> appears (React has hydrated the page; see
 * components/layout/hydration-mark.tsx):
 * - a click on a button (other than a form's submit button), a checkbox or a
 *   radio is held back (default prevented, kept from React) and queued; taps
 *   repeated on the same control in a row (nothing seemed to happen) count once;
 * - Enter (without Shift) in a textarea with enterkeyhint="send" submits its form
 *   instead of adding a line, as the hydrated chat does;
 * - a submit of a form whose action is not a React function action is held back
 *   and queued (no native navigation); React queues the others itself and
 *   replays them with the data they had when submitted, so a repeat of the same
 *   form with the same data (a second tap on Send) is kept from React.
 * When the mark appears, HydrationMark dispatches "drops:hydrated" on the
 * document, in the commit that hydrated the page. Every field whose value
 * differs from what React rendered (typed meanwhile, or restored by the
 * browser) is noted then, with its caret, before any re-render can put React's
 * state back into it over what the visitor typed. Right after that commit (a
 * microtask, outside React's work, as a real event would be), each is handed
 * to React: its value set back through the element (so React's value tracker
 * holds React's value), the visitor's put back with the native setter, the
 * caret restored, and an input event (a click for a checkbox or the chosen
 * radio) that React reads as a change. Then the queued clicks and submits are
 * dispatched, in order.
 *
 * Plain ES5 (it runs before any polyfill), strict-mode safe (it is an inline
 * async module, which does not hold up the parser); everything after this
 * comment is shipped as it stands.
 */
(function (doc, win) {
  var root = doc.documentElement;
  var queue = [];
  var sent = [];
  var FIELDS = "textarea,input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=file]):not([type=image])";
  function ready() {
    return root.hasAttribute("data-hydrated");
  }
  function hold(event, type, el) {
    event.preventDefault();
    event.stopPropagation();
    var last = queue[queue.length - 1];
    if (!last || last[1] !== el) queue.push([type, el]);
  }
  function onClick(event) {
    var el = !ready() && event.target.closest && event.target.closest("button,input[type=checkbox],input[type=radio]");
    if (!el || el.disabled || (el.type === "submit" && el.form)) return;
    hold(event, "click", el);
  }
  function submit(form) {
    if (form.requestSubmit) form.requestSubmit();
    else form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  }
  function onKeyDown(event) {
    var el = event.target;
    if (ready() || event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    if (el.tagName !== "TEXTAREA" || el.getAttribute("enterkeyhint") !== "send" || !el.form) return;
    event.preventDefault();
    submit(el.form);
  }
  function onSubmit(event) {
    var form = event.target;
    if (ready()) return;
    if (!/^javascript:/.test(form.getAttribute("action") || "")) return hold(event, "submit", form);
    var key = [].map.call(form.elements, function (el) {
      return el.name + "=" + el.value;
    }).join("&");
    if (!sent.some(function (s) { return s[0] === form && s[1] === key; })) return sent.push([form, key]);
    event.preventDefault();
    event.stopPropagation();
  }
  function differs(el) {
    if (el.disabled || (el.type === "radio" && !el.checked)) return false;
    return el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
  }
  function handOver(field) {
    var el = field[0];
    if (el.type === "checkbox" || el.type === "radio") {
      el.checked = !field[2];
      el.click();
      return;
    }
    el.value = el.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, field[1]);
    if (field[3] !== false && field[3] !== null) el.setSelectionRange(field[3], field[3]);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  }
  function replay() {
    win.removeEventListener("click", onClick, true);
    win.removeEventListener("keydown", onKeyDown, true);
    win.removeEventListener("submit", onSubmit, true);
    var fields = [].filter.call(doc.querySelectorAll(FIELDS), differs).map(function (el) {
      return [el, el.value, el.checked, doc.activeElement === el && el.selectionStart];
    });
    Promise.resolve().then(function () {
      fields.forEach(handOver);
      queue.forEach(function (q) {
        var el = q[1];
        if (!el.isConnected) return;
        if (q[0] === "submit") submit(el);
        else if (!el.disabled) el.click();
      });
      queue = [];
    });
  }
  win.addEventListener("click", onClick, true);
  win.addEventListener("keydown", onKeyDown, true);
  win.addEventListener("submit", onSubmit, true);
  doc.addEventListener("drops:hydrated", replay, { once: true });
})(document, window);
