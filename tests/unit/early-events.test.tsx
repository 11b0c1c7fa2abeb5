/**
 * The early event contract (lib/inline/early-events.js), run from the very text
 * the pages carry, against jsdom and, for typed text, a real React hydration.
 */
import { act, useLayoutEffect, useState } from "react";
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

/** What HydrationMark does. */
async function markHydrated() {
  await act(async () => {
    root.setAttribute("data-hydrated", "");
    document.dispatchEvent(new Event("drops:hydrated"));
  });
}

let reactRoot: Root | null = null;
afterEach(async () => {
  // Any contract still installed hands over and removes its listeners.
  await markHydrated();
  await act(async () => reactRoot?.unmount());
  reactRoot = null;
  document.body.innerHTML = "";
});

function page(html: string) {
  document.body.innerHTML = html;
}

describe("clicks before hydration", () => {
  it("holds a button's clicks from the page and dispatches one when hydrated", async () => {
    install();
    page(`<button type="button" id="open">Open menu</button>`);
    const button = document.getElementById("open")!;
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("document"));

    button.click();
    button.click();
    button.click();
    expect(seen).toEqual([]);

    await markHydrated();
    expect(seen).toEqual(["document"]);

    button.click();
    expect(seen).toEqual(["document", "document"]);
  });

  it("dispatches held clicks in the order they were made, to controls still on the page, repeats in a row once", async () => {
    install();
    page(`<button type="button" id="a">A</button><button type="button" id="b">B</button><button type="button" id="c">C</button>`);
    const order: string[] = [];
    document.addEventListener("click", (e) => order.push((e.target as HTMLElement).id));
    document.getElementById("b")!.click();
    document.getElementById("a")!.click();
    document.getElementById("a")!.click();
    document.getElementById("b")!.click();
    document.getElementById("c")!.click();
    document.getElementById("c")!.remove();
    await markHydrated();
    // A tap repeated in a row counts once; a control tapped again later counts again.
    expect(order).toEqual(["b", "a", "b"]);
  });

  it("takes a click on something inside a button as the button's", async () => {
    install();
    page(`<button type="button" id="go"><svg><path id="icon"></path></svg>Let's Go</button>`);
    const targets: string[] = [];
    document.addEventListener("click", (e) => targets.push((e.target as Element).id));
    document.getElementById("icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(targets).toEqual([]);
    await markHydrated();
    expect(targets).toEqual(["go"]);
  });

  it("keeps a checkbox as it was until hydration, then ticks it with a click React sees", async () => {
    install();
    page(`<label><input type="checkbox" id="monthly" checked> Make this a monthly donation</label>`);
    const box = document.getElementById("monthly") as HTMLInputElement;
    const clicks: boolean[] = [];
    document.addEventListener("click", (e) => {
      if (e.target === box) clicks.push(box.checked);
    });
    box.closest("label")!.click();
    expect(box.checked).toBe(true);
    expect(clicks).toEqual([]);
    await markHydrated();
    expect(clicks).toEqual([false]);
    expect(box.checked).toBe(false);
  });

  it("leaves links, submit buttons of forms and disabled buttons alone", async () => {
    install();
    page(`<a href="#top" id="link">Top</a><form><button id="submit">Join</button></form><button type="button" id="off" disabled>Off</button>`);
    const seen: string[] = [];
    document.addEventListener("click", (e) => seen.push((e.target as HTMLElement).id));
    document.getElementById("link")!.click();
    document.getElementById("submit")!.addEventListener("click", (e) => e.preventDefault());
    document.getElementById("submit")!.click();
    document.getElementById("off")!.click();
    expect(seen).toEqual(["link", "submit"]);
    await markHydrated();
    expect(seen).toEqual(["link", "submit"]);
  });

  it("does nothing once the page is hydrated", async () => {
    install();
    await markHydrated();
    page(`<button type="button" id="b">B</button>`);
    const seen: string[] = [];
    document.addEventListener("click", () => seen.push("b"));
    document.getElementById("b")!.click();
    expect(seen).toEqual(["b"]);
  });
});

describe("forms before hydration", () => {
  it("holds the submit of a form React does not handle and submits it again when hydrated", async () => {
    install();
    page(`<form id="f" action="/search"><input name="q" value="x"></form>`);
    const form = document.getElementById("f") as HTMLFormElement;
    const submits: boolean[] = [];
    document.addEventListener("submit", (e) => {
      submits.push(e.defaultPrevented);
      e.preventDefault();
    });
    form.requestSubmit();
    expect(submits).toEqual([]);
    await markHydrated();
    expect(submits).toEqual([false]);
  });

  it("lets the submit of a React action form through, for React's own replay", () => {
    install();
    page(`<form id="f" action="javascript:throw new Error('React form unexpectedly submitted.')"></form>`);
    const seen: string[] = [];
    document.addEventListener("submit", (e) => {
      seen.push("submit");
      e.preventDefault();
    });
    (document.getElementById("f") as HTMLFormElement).requestSubmit();
    expect(seen).toEqual(["submit"]);
  });

  it("keeps a second submit of a React action form with the same data from React; new data goes through", () => {
    install();
    page(`<form id="f" action="javascript:throw new Error('React form unexpectedly submitted.')"><input name="message" value="hello"></form>`);
    const form = document.getElementById("f") as HTMLFormElement;
    const seen: string[] = [];
    window.addEventListener("submit", (e) => {
      seen.push((form.elements.namedItem("message") as HTMLInputElement).value);
      e.preventDefault();
    });
    form.requestSubmit();
    form.requestSubmit();
    (form.elements.namedItem("message") as HTMLInputElement).value = "again";
    form.requestSubmit();
    expect(seen).toEqual(["hello", "again"]);
  });

  it("sends with Enter from a send textarea instead of adding a line; Shift+Enter is a new line", () => {
    install();
    page(`<form id="f" action="javascript:void 0"><textarea enterkeyhint="send" id="t"></textarea></form>`);
    const form = document.getElementById("f") as HTMLFormElement;
    const textarea = document.getElementById("t") as HTMLTextAreaElement;
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
  it("falls back to a submit event where the browser has no requestSubmit", () => {
    install();
    page(`<form id="f" action="javascript:void 0"><textarea enterkeyhint="send" id="t"></textarea></form>`);
    const form = document.getElementById("f") as HTMLFormElement;
    Object.defineProperty(form, "requestSubmit", { value: undefined });
    const submits: string[] = [];
    document.addEventListener("submit", (e) => {
      submits.push((e.target as HTMLElement).id);
      e.preventDefault();
    });
    document.getElementById("t")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(submits).toEqual(["f"]);
  });
});

describe("typed text and changed fields, handed to React", () => {
  function Fields() {
    const [email, setEmail] = useState("");
    const [points, setPoints] = useState(2000);
    const [monthly, setMonthly] = useState(true);
    const [charity, setCharity] = useState("a");
    const [message, setMessage] = useState("");
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
        <input aria-label="Points" type="range" min={500} max={2000} step={500} value={points} onChange={(e) => setPoints(Number(e.target.value))} />
        <input aria-label="Monthly" type="checkbox" checked={monthly} onChange={(e) => setMonthly(e.target.checked)} />
        {["a", "b"].map((c) => (
          <input key={c} aria-label={c} type="radio" name="charity" value={c} checked={charity === c} onChange={() => setCharity(c)} />
        ))}
        <textarea aria-label="Message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <output data-rendered={rendered}>{JSON.stringify({ email, points, monthly, charity, message })}</output>
      </form>
    );
  }

  async function hydrate() {
    await act(async () => {
      reactRoot = hydrateRoot(document.getElementById("app")!, <Fields />);
    });
    await act(async () => {
      await Promise.resolve();
    });
  }

  it("gives React the values on screen, so state matches what the visitor sees", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    const field = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
    field("Email").value = "sam@example.com";
    field("Points").value = "1000";
    field("b").checked = true; // a radio changed by keyboard, or restored by the browser
    field("Message").value = "hello\nthere";
    field("Monthly").click(); // held: stays ticked until hydration

    await hydrate();

    expect(JSON.parse(document.querySelector("output")!.textContent!)).toEqual({
      email: "sam@example.com",
      points: 1000,
      monthly: false,
      charity: "b",
      message: "hello\nthere",
    });
    expect(field("Email").value).toBe("sam@example.com");
    expect(field("a").checked).toBe(false);
    expect(field("Monthly").checked).toBe(false);
  });

  it("keeps the caret where the visitor left it", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    const message = document.querySelector(`[aria-label="Message"]`) as HTMLTextAreaElement;
    message.focus();
    message.value = "hello there";
    message.setSelectionRange(5, 5);
    await hydrate();
    expect(JSON.parse(document.querySelector("output")!.textContent!).message).toBe("hello there");
    expect(message.selectionStart).toBe(5);
  });

  it("changes nothing where the screen already matches React", async () => {
    install();
    page(`<div id="app">${renderToString(<Fields />)}</div>`);
    const changes: string[] = [];
    document.addEventListener("input", (e) => changes.push((e.target as HTMLElement).getAttribute("aria-label")!));
    await hydrate();
    expect(changes).toEqual([]);
    expect(JSON.parse(document.querySelector("output")!.textContent!)).toMatchObject({ email: "", points: 2000, monthly: true, charity: "a" });
  });
});
