/**
 * The early event contract (lib/inline/early-events.js), run from the very text
 * the pages carry, against jsdom and, for fields, a real React hydration.
 */
import { act, useLayoutEffect, useReducer, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { readInlineScript } from "@/lib/inline/inline-source.mjs";

const SCRIPT = readInlineScript("early-events.js");
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const root = document.documentElement;

/** Installs the contract as a page would: no hydration mark yet. */
function install() {
  root.removeAttribute("data-hydrated");
  new Function(SCRIPT)();
}

/** Resolves when an installed contract has replayed its queue. */
function replayed() {
  return new Promise<void>((resolve) => document.addEventListener("drops:replayed", () => resolve(), { once: true }));
}

/** What HydrationMark does; waits for the replay when a contract is installed. */
async function markHydrated({ installed = true } = {}) {
  const done = replayed();
  root.setAttribute("data-hydrated", "");
  document.dispatchEvent(new Event("drops:hydrated"));
  if (installed) await done;
}

let reactRoot: Root | null = null;
afterEach(async () => {
  jest.useRealTimers();
  // Any contract still installed replays and removes its listeners.
  await act(async () => {
    root.setAttribute("data-hydrated", "");
    document.dispatchEvent(new Event("drops:hydrated"));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await act(async () => reactRoot?.unmount());
  reactRoot = null;
  document.body.innerHTML = "";
});

function page(html: string) {
  document.body.innerHTML = html;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** Types into a field as a browser does: the value changes, then an input event. */
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("clicks before hydration", () => {
  it("holds a button's clicks from the page, shows it busy, and dispatches one when hydrated", async () => {
    install();
    page(`<button type="button" id="open">Show panel</button>`);
    const button = $("open");
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("document"));

    button.click();
    button.click();
    button.click();
    expect(seen).toEqual([]);
    expect(button).toHaveAttribute("aria-busy", "true");

    await markHydrated();
    expect(seen).toEqual(["document"]);
    expect(button).not.toHaveAttribute("aria-busy");

    button.click();
    expect(seen).toEqual(["document", "document"]);
  });

  it("dispatches held clicks in the order they were made, repeats in a row once", async () => {
    install();
    page(`<button type="button" id="a">A</button><button type="button" id="b">B</button><button type="button" id="c">C</button>`);
    const order: string[] = [];
    document.addEventListener("click", (e) => order.push((e.target as HTMLElement).id));
    $("b").click();
    $("a").click();
    $("a").click();
    $("b").click();
    $("c").click();
    await markHydrated();
    // A tap repeated in a row counts once; a control tapped again later counts again.
    expect(order).toEqual(["b", "a", "b", "c"]);
  });

  it("drops a held click whose control has since gone, been disabled or been renamed", async () => {
    install();
    page(
      `<button type="button" id="gone">Gone</button><button type="button" id="off">Off</button>` +
        `<button type="button" id="renamed" aria-label="Show panel">≡</button><button type="button" id="same">Same <span aria-hidden="true">→</span></button>`,
    );
    const seen: string[] = [];
    document.addEventListener("click", (e) => seen.push((e.target as HTMLElement).id));
    for (const id of ["gone", "off", "renamed", "same"]) $(id).click();
    $("gone").remove();
    ($("off") as HTMLButtonElement).disabled = true;
    $("renamed").setAttribute("aria-label", "Hide panel");
    $("same").querySelector("span")!.textContent = "↗"; // hidden from the name: the same control
    await markHydrated();
    expect(seen).toEqual(["same"]);
    expect($("off")).not.toHaveAttribute("aria-busy");
  });

  it("takes a click on something inside a button as the button's", async () => {
    install();
    page(`<button type="button" id="go"><svg><path id="icon"></path></svg>Continue</button>`);
    const targets: string[] = [];
    document.addEventListener("click", (e) => targets.push((e.target as Element).id));
    $("icon").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(targets).toEqual([]);
    await markHydrated();
    expect(targets).toEqual(["go"]);
  });

  it("leaves links, disabled buttons and checkboxes to the browser", async () => {
    install();
    page(`<a href="#top" id="link">Top</a><button type="button" id="off" disabled>Off</button><input type="checkbox" id="box">`);
    const seen: string[] = [];
    document.addEventListener("click", (e) => seen.push((e.target as HTMLElement).id));
    $("link").click();
    $("off").click();
    $<HTMLInputElement>("box").click();
    expect(seen).toEqual(["link", "box"]);
    expect($<HTMLInputElement>("box").checked).toBe(true);
  });

  describe("buttons the browser answers itself", () => {
    // jsdom has neither popovers nor invoker commands: each test says what the browser has, before the contract looks.
    const features = [
      [HTMLElement.prototype, "popover"],
      [HTMLButtonElement.prototype, "commandForElement"],
    ] as const;
    function browserHas(has: boolean) {
      for (const [proto, key] of features) {
        if (has) Object.defineProperty(proto, key, { value: null, configurable: true, writable: true });
        else delete (proto as unknown as Record<string, unknown>)[key];
      }
    }
    afterEach(() => browserHas(false));
    const OPENERS = `<button type="button" id="menu" popovertarget="m">Menu</button><button type="button" id="join" command="show-modal" commandfor="d">Join</button><button type="button" id="x" command="close" commandfor="d">Close</button>`;

    it("lets popovertarget and commandfor buttons do their default, unseen by the page's listeners and never replayed, where the browser runs them", async () => {
      browserHas(true);
      install();
      page(OPENERS);
      const seen: string[] = [];
      for (const type of ["pointerdown", "mousedown", "touchstart", "keydown", "click"])
        document.addEventListener(type, (e) => seen.push(`${type} ${(e.target as HTMLElement).id}`));
      for (const id of ["menu", "join", "x"]) {
        for (const type of ["pointerdown", "mousedown", "touchstart", "keydown"]) $(id).dispatchEvent(new Event(type, { bubbles: true }));
        // Not prevented: the browser opens the menu or the dialog.
        expect($(id).dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))).toBe(true);
        expect($(id)).not.toHaveAttribute("aria-busy");
      }
      // React, listening on the document, would hydrate the whole page at once on such a press before the browser answers it.
      expect(seen).toEqual([]);
      await markHydrated();
      // A replay would toggle the menu shut again, or open the dialog a second time.
      expect(seen).toEqual([]);
      $("menu").click();
      expect(seen).toEqual(["click menu"]);
    });

    it("holds them and replays them like any button where the browser does not (their own handlers do the job)", async () => {
      browserHas(false);
      install();
      page(OPENERS);
      const seen: string[] = [];
      document.addEventListener("click", (e) => seen.push((e.target as HTMLElement).id));
      $("menu").click();
      $("join").click();
      expect(seen).toEqual([]);
      expect($("join")).toHaveAttribute("aria-busy", "true");
      await markHydrated();
      expect(seen).toEqual(["menu", "join"]);
    });
  });

  it("does nothing once the page is hydrated", async () => {
    install();
    await markHydrated();
    page(`<button type="button" id="b">B</button>`);
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("b"));
    $("b").click();
    expect(seen).toEqual(["b"]);
    expect($("b")).not.toHaveAttribute("aria-busy");
  });
});

describe("forms before hydration", () => {
  const REACT_ACTION = `javascript:throw new Error('React form unexpectedly submitted.')`;

  it("holds every submit, from any form, keeps it from the page and React's own replay, and submits it again when hydrated", async () => {
    install();
    page(`<form id="f" action="${REACT_ACTION}"><input name="q" value="x"><button id="go">Search</button></form>`);
    const submits: (string | null)[] = [];
    document.addEventListener("submit", (e) => {
      submits.push((e as SubmitEvent).submitter?.id ?? null);
      e.preventDefault();
    });
    $("go").click();
    expect(submits).toEqual([]);
    expect($("go")).toHaveAttribute("aria-busy", "true");
    await markHydrated();
    expect(submits).toEqual(["go"]);
    expect($("go")).not.toHaveAttribute("aria-busy");
  });

  it("submits with the data the form had when it was submitted, a repeat in a row once", async () => {
    install();
    page(`<form id="f" action="${REACT_ACTION}"><input id="m" name="message"><button id="send">Send</button></form>`);
    const form = $<HTMLFormElement>("f");
    const sent: string[] = [];
    window.addEventListener("submit", (e) => {
      sent.push(String(new FormData(form).get("message")));
      e.preventDefault();
    });
    type($("m"), "hello");
    $("send").click();
    $("send").click();
    type($("m"), "hello again");
    $("send").click();
    type($("m"), "draft");
    expect(sent).toEqual([]);
    await markHydrated();
    expect(sent).toEqual(["hello", "hello again"]);
    expect($<HTMLInputElement>("m").value).toBe("draft");
  });

  it("sends with Enter from a send textarea instead of adding a line; Shift+Enter is a new line", () => {
    install();
    page(`<form id="f" action="javascript:void 0"><textarea enterkeyhint="send" id="t"></textarea></form>`);
    const form = $<HTMLFormElement>("f");
    const textarea = $<HTMLTextAreaElement>("t");
    const submit = jest.spyOn(form, "requestSubmit").mockImplementation(() => {});
    const enter = (shiftKey: boolean) => {
      const event = new KeyboardEvent("keydown", { key: "Enter", shiftKey, bubbles: true, cancelable: true });
      textarea.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(enter(true)).toBe(false);
    expect(submit).not.toHaveBeenCalled();
    expect(enter(false)).toBe(true);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("holds a submit from Enter, marks the form's submit button busy, and falls back to a submit event without requestSubmit", async () => {
    install();
    page(`<form id="f" action="javascript:void 0"><textarea enterkeyhint="send" id="t"></textarea><button id="send">Send</button></form>`);
    const form = $<HTMLFormElement>("f");
    Object.defineProperty(form, "requestSubmit", { value: undefined });
    const submits: string[] = [];
    document.addEventListener("submit", (e) => {
      submits.push((e.target as HTMLElement).id);
      e.preventDefault();
    });
    $("t").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(submits).toEqual([]);
    expect($("send")).toHaveAttribute("aria-busy", "true");
    await markHydrated();
    expect(submits).toEqual(["f"]);
  });
});

describe("if hydration never comes", () => {
  it("uninstalls itself 10 s after the page has loaded: busy marks cleared, nothing held any more, nothing replayed", async () => {
    jest.useFakeTimers();
    install();
    page(`<button type="button" id="b">B</button>`);
    jest.advanceTimersByTime(60_000); // however long the scripts take to arrive
    window.dispatchEvent(new Event("load"));
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("b"));
    $("b").click();
    jest.advanceTimersByTime(9_000);
    expect($("b")).toHaveAttribute("aria-busy", "true");
    jest.advanceTimersByTime(1_000);
    expect($("b")).not.toHaveAttribute("aria-busy");
    $("b").click();
    expect(seen).toEqual(["b"]);
    document.dispatchEvent(new Event("drops:hydrated"));
    jest.runAllTimers();
    expect(seen).toEqual(["b"]);
  });

  it("uninstalls itself when one of the page's scripts fails to load", () => {
    install();
    page(`<button type="button" id="b">B</button>`);
    $("b").click();
    expect($("b")).toHaveAttribute("aria-busy", "true");
    const script = document.createElement("script");
    script.src = "/_next/static/chunks/main.js";
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    script.remove();
    expect($("b")).not.toHaveAttribute("aria-busy");
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("b"));
    $("b").click();
    expect(seen).toEqual(["b"]);
  });
});

describe("a held submit when hydration never comes", () => {
  // jsdom navigates nowhere: a form's own submission is seen as a submit event the contract no longer holds back.
  function watchNativeSubmits() {
    const sent: string[] = [];
    window.addEventListener("submit", (event) => sent.push((event.target as HTMLFormElement).id));
    return sent;
  }

  it("posts a form that posts itself, once, as the no-JavaScript page would, when a script fails", () => {
    install();
    page(`<form id="post" method="post" action="/api/droplist"><input name="email" value="sam@example.com"><button id="join">Join</button></form>
      <form id="other"><button id="go">Go</button></form>`);
    const sent = watchNativeSubmits();
    $("join").click();
    $("join").click();
    $("go").click();
    expect(sent).toEqual([]);
    expect($("join")).toHaveAttribute("aria-busy", "true");
    const script = document.createElement("script");
    script.src = "/_next/static/chunks/main.js";
    document.head.append(script);
    script.dispatchEvent(new Event("error"));
    script.remove();
    expect(sent).toEqual(["post"]);
    expect($("join")).not.toHaveAttribute("aria-busy");
  });

  it("posts it 10 s after the page has loaded without hydration", () => {
    jest.useFakeTimers();
    install();
    page(`<form id="post" method="post" action="/api/enquiries"><button id="send">Send</button></form>`);
    const sent = watchNativeSubmits();
    window.dispatchEvent(new Event("load"));
    $("send").click();
    jest.advanceTimersByTime(9_999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual(["post"]);
  });
});

describe("fields, handed to React in the visitor's order", () => {
  function Fields() {
    const [email, setEmail] = useState("");
    const [points, setPoints] = useState(2000);
    const [monthly, setMonthly] = useState(true);
    const [charity, setCharity] = useState("a");
    const [message, setMessage] = useState("");
    const [size, setSize] = useState("s");
    const [rendered, setRendered] = useState(false);
    // As in the site: a state change right after hydration (here in a layout
    // effect) re-renders every field; the hand-over must come first.
    useLayoutEffect(() => setRendered(true), []);
    useLayoutEffect(() => {
      document.documentElement.setAttribute("data-hydrated", "");
      document.dispatchEvent(new Event("drops:hydrated"));
    }, []);
    return (
      <form action={() => {}}>
        <input aria-label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <input aria-label="Point count" type="range" min={500} max={2000} step={500} value={points} onChange={(e) => setPoints(Number(e.target.value))} />
        <input aria-label="Monthly" type="checkbox" checked={monthly} onChange={(e) => setMonthly(e.target.checked)} />
        {["a", "b"].map((c) => (
          <input key={c} aria-label={c} type="radio" name="charity" value={c} checked={charity === c} onChange={() => setCharity(c)} />
        ))}
        <select aria-label="Size" value={size} onChange={(e) => setSize(e.target.value)}>
          <option value="s">S</option>
          <option value="m">M</option>
        </select>
        <textarea aria-label="Note" value={message} onChange={(e) => setMessage(e.target.value)} />
        <output data-rendered={rendered}>{JSON.stringify({ email, points, monthly, charity, message, size })}</output>
      </form>
    );
  }

  const field = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
  const shown = () => JSON.parse(document.querySelector("output")!.textContent!);

  async function hydrate(app: React.ReactElement = <Fields />) {
    const done = replayed();
    await act(async () => {
      reactRoot = hydrateRoot(document.getElementById("app")!, app);
    });
    // Outside act's batching, as in a browser: React renders between the replayed steps.
    await done;
    await act(async () => {});
  }

  it("gives React the values on screen, typed or restored by the browser, so state matches what the visitor sees", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    type(field("Email"), "sam@example.com");
    field("Point count").value = "1000"; // restored by the browser: no event
    field("b").click(); // a radio chosen by the visitor
    field("Monthly").click(); // a checkbox: the browser ticks it, the contract notes it
    expect(field("Monthly").checked).toBe(false);
    field("Size").value = "m";
    field("Size").dispatchEvent(new Event("change", { bubbles: true }));
    type(field("Note"), "hello\nthere");

    await hydrate();

    expect(shown()).toEqual({ email: "sam@example.com", points: 1000, monthly: false, charity: "b", message: "hello\nthere", size: "m" });
    expect(field("Email").value).toBe("sam@example.com");
    expect(field("a").checked).toBe(false);
    expect(field("Monthly").checked).toBe(false);
  });

  it("keeps the caret where the visitor left it", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    const message = field("Note");
    message.focus();
    type(message, "hello there");
    message.setSelectionRange(5, 5);
    await hydrate();
    expect(shown().message).toBe("hello there");
    expect(message.selectionStart).toBe(5);
  });

  it("changes nothing where the screen already matches React", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    const changes: string[] = [];
    document.addEventListener("input", (e) => changes.push((e.target as HTMLElement).getAttribute("aria-label")!));
    await hydrate();
    expect(changes).toEqual([]);
    expect(shown()).toMatchObject({ email: "", points: 2000, monthly: true, charity: "a" });
  });

  /** A preset button and a typed amount, as the checkout demo has: the later one wins. */
  function Amount() {
    const [amount, dispatch] = useReducer((_: string, next: string) => next, "20");
    useLayoutEffect(() => {
      document.documentElement.setAttribute("data-hydrated", "");
      document.dispatchEvent(new Event("drops:hydrated"));
    }, []);
    return (
      <div>
        <button type="button" onClick={() => dispatch("50")}>
          £50
        </button>
        <input aria-label="Your amount" type="number" value={amount === "50" ? "" : amount} onChange={(e) => dispatch(e.target.value)} />
        <output>{amount}</output>
      </div>
    );
  }

  it.each([
    ["the preset, then the typed amount", ["preset", "typed"], "45"],
    ["the typed amount, then the preset", ["typed", "preset"], "50"],
  ])("replays %s in that order", async (_, order, expected) => {
    install();
    page(`<div id="app">${renderToString(<Amount />)}</div>`);
    for (const action of order) {
      if (action === "preset") document.querySelector("button")!.click();
      else type(field("Your amount"), "45");
    }
    await hydrate(<Amount />);
    expect(document.querySelector("output")!.textContent).toBe(expected);
  });

  it("never clears a number the browser cannot parse; React reads it as empty, as a live page does", async () => {
    install();
    page(`<div id="app">${renderToString(<Amount />)}</div>`);
    const custom = field("Your amount");
    // jsdom cannot hold unparseable text in a number field: model what a browser reports.
    let bad = false;
    Object.defineProperty(custom, "validity", { get: () => ({ badInput: bad }) });
    type(custom, "45");
    bad = true;
    custom.value = "";
    custom.dispatchEvent(new Event("input", { bubbles: true }));
    const writes: string[] = [];
    const proto = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
    Object.defineProperty(custom, "value", {
      configurable: true,
      get: () => proto.get!.call(custom),
      set: (v: string) => {
        writes.push(v);
        proto.set!.call(custom, v);
      },
    });
    await hydrate(<Amount />);
    // The contract wrote nothing into the field.
    expect(writes).toEqual([]);
    expect(document.querySelector("output")!.textContent).toBe("");
  });
});
