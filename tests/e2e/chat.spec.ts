import { pageAt, pagePath, sectionOf } from "../../lib/content/load";
import { FOOTER_ROUTES } from "../../lib/routes";
import { CHATBOT_RULES } from "../../lib/content/chat-replies";
import type { Locator, Page } from "@playwright/test";
import { reply } from "../../lib/chat";
import { CHAT_MAX_HEIGHT_PX, CHAT_REPLY_DELAY_MS } from "../../lib/constants";
import { axeViolations, expect, PHONE, recordLayoutShifts, test } from "./fixtures";
import { withoutJavaScript } from "./page-helpers";

// The page is found by its file's name: its path is the content's, which a marketer may change.
const CHAT_PATH = pagePath("chatbot");
const CHATBOT_PAGE = sectionOf(CHAT_PATH, "chat");
const CHATBOT_META = pageAt(CHAT_PATH);

const { panel: PANEL, greetings: GREETINGS } = CHATBOT_PAGE;
/** How many greetings open the log (a marketer may leave one): the messages come after them. */
const G = GREETINGS.length;
// Triggers and replies are the marketers' (chat-replies.json): a message that names rule i's
// trigger, and the answer the site's own rules (lib/chat.ts) give a message.
const ask = (i: number) => `Any ${CHATBOT_RULES[i % CHATBOT_RULES.length]!.trigger} for me?`;
const answerTo = (text: string) =>
  reply(text, () => {
    throw new Error(`"${text}" names no trigger`);
  });

/** Opens the chat's page and waits for the island to run (message times appear once it has). */
async function openChat(page: Page) {
  await page.goto(CHAT_PATH);
  const log = page.getByRole("log");
  await expect(log.locator("time").first()).toBeVisible();
  return {
    log,
    items: log.getByRole("listitem"),
    box: page.getByRole("textbox", { name: PANEL.messageLabel }),
    send: page.getByRole("button", { name: PANEL.send }),
    typing: page.getByRole("status").filter({ hasText: PANEL.typing }),
  };
}

/** Sends `count` messages with Enter and waits until every reply is in. */
async function chatFor(items: Locator, box: Locator, count: number) {
  const start = await items.count();
  for (let i = 0; i < count; i++) {
    await box.fill(`Message ${i + 1}: tell me something I can try this weekend`);
    await box.press("Enter");
  }
  await expect(items).toHaveCount(start + count * 2, { timeout: CHAT_REPLY_DELAY_MS * 2 + 5000 });
}

/** Records every scroll position the list passes through from now on. */
async function recordScrollTops(log: Locator) {
  await log.evaluate((el) => {
    const w = window as unknown as { __tops: number[]; __behaviors: string[] };
    w.__tops = [];
    w.__behaviors = [];
    el.addEventListener("scroll", () => w.__tops.push(el.scrollTop));
    // How the page asks to scroll: whether the browser then paints smooth steps depends on its frame rate.
    const scrollTo = el.scrollTo.bind(el);
    el.scrollTo = ((options?: ScrollToOptions) => {
      w.__behaviors.push(options?.behavior ?? "auto");
      scrollTo(options);
    }) as typeof el.scrollTo;
  });
  return () => log.page().evaluate(() => (window as unknown as { __tops: number[] }).__tops);
}

const scrollBehaviors = (log: Locator) => log.page().evaluate(() => (window as unknown as { __behaviors: string[] }).__behaviors);

/**
 * Under a motion preference: fills the log, then sends one more message while
 * recording how the list scrolls to it and how the typing dots move.
 */
async function sendWithMotion(page: Page, reducedMotion: "reduce" | "no-preference", text: string) {
  await page.emulateMedia({ reducedMotion });
  const chat = await openChat(page);
  await chatFor(chat.items, chat.box, 3);
  const scrollTops = await recordScrollTops(chat.log);
  await chat.box.fill(text);
  await chat.box.press("Enter");
  await expect(chat.typing).toBeVisible();
  const dots = await chat.typing.locator("[data-typing-dot]").evaluateAll((els) => els.map((el) => getComputedStyle(el).animationName));
  return { ...chat, dots, scrollTops };
}

const atBottom = (log: Locator) => log.evaluate((el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) <= 2);

test.describe("chat assistant", () => {
  test("greets, then answers each message after the typing indicator", async ({ page }) => {
    // A hydration mismatch (say, a time rendered at build time) would show up here.
    const errors: string[] = [];
    page.on("console", (msg) => msg.type() === "error" && errors.push(msg.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    const { log, items, box, send, typing } = await openChat(page);
    await expect(page).toHaveTitle(`${CHATBOT_META.title} | Drops`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(log.locator("ol > li")).toHaveCount(G);
    for (const [i, greeting] of GREETINGS.entries()) await expect(items.nth(i)).toContainText(greeting);
    await expect(typing).toHaveCount(0);

    await expect(send).toBeDisabled();
    await box.fill("   \n  ");
    await expect(send).toBeDisabled();
    await box.press("Enter");
    await expect(items).toHaveCount(G);
    await expect(box).toHaveValue("   \n  ");

    await box.fill(ask(2));
    await expect(send).toBeEnabled();
    // The page's own clock: when the Send press reaches the page, and when the reply is in the log.
    type Clock = { sentAt?: number; repliedAt?: number };
    await send.evaluate((button) => {
      button.addEventListener("click", () => ((window as Clock & Window).sentAt ??= performance.now()), { capture: true, once: true });
    });
    // Replied: the greetings, the message and its answer are in the log.
    await log.evaluate((el, answered) => {
      new MutationObserver(() => {
        if (el.querySelectorAll("li").length >= answered) (window as Clock & Window).repliedAt ??= performance.now();
      }).observe(el, { childList: true, subtree: true });
    }, G + 2);
    await send.click();
    // The indicator shows only until the reply is due: look for it first.
    await expect(typing).toBeVisible();
    await expect(items).toHaveCount(G + 1);
    await expect(items.nth(G)).toContainText(ask(2));
    await expect(box).toHaveValue("");
    await expect(box).toBeFocused();
    await expect(send).toBeDisabled();

    await expect(items).toHaveCount(G + 2);
    const { sentAt, repliedAt } = await page.evaluate(() => ({ sentAt: (window as Clock & Window).sentAt!, repliedAt: (window as Clock & Window).repliedAt! }));
    expect(repliedAt - sentAt).toBeGreaterThanOrEqual(CHAT_REPLY_DELAY_MS);
    await expect(items.nth(G + 1)).toContainText(answerTo(ask(2)));
    await expect(typing).toHaveCount(0);

    await box.fill(ask(0).toUpperCase());
    await box.press("Enter");
    await expect(items.nth(G + 3)).toContainText(answerTo(ask(0)));

    const times = await log.locator("li time").allTextContents();
    expect(times).toHaveLength(G + 4);
    for (const time of times) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(errors).toEqual([]);
  });

  test("Enter sends, Shift+Enter starts a new line", async ({ page }) => {
    const { items, box, typing } = await openChat(page);
    await box.fill("First line");
    await box.press("Shift+Enter");
    await box.pressSequentially("second line");
    await expect(box).toHaveValue("First line\nsecond line");
    await expect(items).toHaveCount(G);
    await box.press("Enter");
    await expect(typing).toBeVisible();
    await expect(items).toHaveCount(G + 1);
    await expect(items.nth(G).locator("p")).toHaveText(`${PANEL.speakers.user}First line\nsecond line`);
    await expect(box).toHaveValue("");
  });

  test("messages sent while a reply is pending each get their own reply, in order", async ({ page }) => {
    await page.clock.install();
    const { items, box, typing } = await openChat(page);
    // The page's clock stands still while the three go in, so each is sent before any reply is due.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await box.fill(ask(0));
    await box.press("Enter");
    await box.fill(ask(1));
    await box.press("Enter");
    await box.fill(ask(3));
    await box.press("Enter");
    await expect(items).toHaveCount(G + 3);
    await expect(typing).toBeVisible();
    await page.clock.runFor(CHAT_REPLY_DELAY_MS);
    await expect(items).toHaveCount(G + 6);
    await expect(typing).toHaveCount(0);
    const senders = await items.evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset.sender));
    expect(senders).toEqual([...GREETINGS.map(() => "bot"), "user", "user", "user", "bot", "bot", "bot"]);
    await expect(items.nth(G + 3)).toContainText(answerTo(ask(0)));
    await expect(items.nth(G + 4)).toContainText(answerTo(ask(1)));
    await expect(items.nth(G + 5)).toContainText(answerTo(ask(3)));
  });

  test("replies arriving and the typing indicator shift nothing on the page", PHONE, async ({ page }) => {
    const layoutShifts = await recordLayoutShifts(page);
    const { items, box } = await openChat(page);
    const start = await items.count();
    // Typed key by key, as a visitor would: the box grows to two lines as they type.
    for (const message of ["give me an idea for a bake sale this weekend please", "and one more for a school fun run"]) {
      await box.pressSequentially(message);
      await box.press("Enter");
    }
    await expect(items).toHaveCount(start + 4, { timeout: CHAT_REPLY_DELAY_MS * 2 + 5000 });
    expect(await layoutShifts(), "layout shifts").toEqual([]);
  });

  test("the message list stops at 500 px and follows the newest message", PHONE, async ({ page }) => {
    const { log, items, box } = await openChat(page);
    await expect(log).toHaveCSS("max-height", `${CHAT_MAX_HEIGHT_PX}px`);
    await chatFor(items, box, 4);
    const size = await log.evaluate((el) => ({ client: el.clientHeight, scroll: el.scrollHeight, box: el.getBoundingClientRect().height }));
    expect(size.box).toBeLessThanOrEqual(CHAT_MAX_HEIGHT_PX);
    expect(size.scroll).toBeGreaterThan(size.client);
    await expect.poll(() => atBottom(log)).toBe(true);
    await expect(items.last()).toBeInViewport();

    // Scrolled back up to read, a new message brings the newest back into view.
    await log.evaluate((el) => el.scrollTo({ top: 0, behavior: "instant" }));
    await expect(items.last()).not.toBeInViewport();
    await box.fill(ask(2));
    await box.press("Enter");
    await expect(items.last()).toContainText(ask(2));
    await expect.poll(() => atBottom(log)).toBe(true);
    await expect(items.last()).toContainText(answerTo(ask(2)));
    await expect.poll(() => atBottom(log)).toBe(true);
  });

  test("markup typed by a visitor is shown as text", async ({ page }) => {
    const { log, items, box } = await openChat(page);
    const typed = `<b>hi</b><script>window.__injected = true</script><img src=x onerror="window.__injected = true">`;
    await box.fill(typed);
    await box.press("Enter");
    await expect(items.nth(G).locator("p")).toHaveText(`${PANEL.speakers.user}${typed}`);
    await expect(log.locator("b, script, img")).toHaveCount(0);
    await expect(items).toHaveCount(G + 2);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test("long words and a 5,000-character message wrap without horizontal scrolling at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { log, items, box } = await openChat(page);
    const word = "drops".repeat(1000);
    await box.fill(word);
    await box.press("Enter");
    await box.fill(`https://example.org/${"a-very-long-path-segment/".repeat(20)} and ${"y".repeat(120)}`);
    await box.press("Enter");
    await expect(items).toHaveCount(G + 4);
    await expect(items.nth(G)).toContainText(word.slice(0, 200));
    const widths = await page.evaluate(() => {
      const log = document.querySelector('[role="log"]')!;
      return {
        doc: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
        logScroll: log.scrollWidth,
        logClient: log.clientWidth,
        bubbles: [...log.querySelectorAll("li p")].map((p) => p.scrollWidth - p.clientWidth),
      };
    });
    expect(widths.doc).toBeLessThanOrEqual(widths.view);
    expect(widths.logScroll).toBeLessThanOrEqual(widths.logClient);
    for (const overflow of widths.bubbles) expect(overflow).toBeLessThanOrEqual(0);
    const logBox = (await log.boundingBox())!;
    const bubble = (await items.nth(G).locator("p").boundingBox())!;
    expect(bubble.x + bubble.width).toBeLessThanOrEqual(logBox.x + logBox.width);
  });

  test("under reduced motion the dots keep still and the list jumps to the newest message", async ({ page }) => {
    const { log, items, dots, scrollTops } = await sendWithMotion(page, "reduce", ask(0));
    expect(dots).toEqual(["none", "none", "none"]);
    await expect.poll(() => atBottom(log)).toBe(true);
    // Instant: one jump straight to the bottom, no smooth steps in between (the
    // scroll event itself comes with the next frame).
    await expect.poll(async () => (await scrollTops()).length).toBeGreaterThan(0);
    const bottom = await log.evaluate((el) => el.scrollTop);
    expect(new Set(await scrollTops())).toEqual(new Set([bottom]));
    expect(await scrollBehaviors(log)).not.toContain("smooth");
    await expect(items.last()).toContainText(answerTo(ask(0)));
    await expect.poll(() => atBottom(log)).toBe(true);
  });

  test("with motion welcome the dots animate and the list scrolls smoothly", async ({ page }) => {
    const { log, dots, scrollTops } = await sendWithMotion(page, "no-preference", "hi");
    expect(dots).toEqual(["bounce", "bounce", "bounce"]);
    await expect.poll(() => atBottom(log)).toBe(true);
    expect(await scrollTops()).not.toHaveLength(0);
    const behaviors = await scrollBehaviors(log);
    expect(behaviors.length).toBeGreaterThan(0);
    expect(new Set(behaviors)).toEqual(new Set(["smooth"]));
  });

  test("is reachable from the footer, with every control named", async ({ page }) => {
    test.skip(!FOOTER_ROUTES.some((route) => route.path === CHAT_PATH), "the chat's page is not shown in the footer (Show in footer unticked)");
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: CHATBOT_META.label }).click();
    await expect(page).toHaveURL(/\/chatbot$/);
    await expect(page.getByRole("log", { name: PANEL.logLabel })).toBeVisible();
    await expect(page.getByRole("textbox", { name: PANEL.messageLabel })).toBeVisible();
    await expect(page.getByRole("button", { name: PANEL.send })).toBeVisible();
  });

  test("has no WCAG A/AA violations mid-conversation", async ({ page }) => {
    const { items, box, typing } = await openChat(page);
    await chatFor(items, box, 2);
    await box.fill("any idea?");
    await box.press("Enter");
    await expect(typing).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the greetings are readable with JavaScript off", async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, baseURL, CHAT_PATH, async (page) => {
      const items = page.getByRole("log").getByRole("listitem");
      await expect(items).toHaveCount(G);
      for (const [i, greeting] of GREETINGS.entries()) await expect(items.nth(i)).toContainText(greeting);
      // Chromium with scripts switched off still parses <noscript> as text, so read it from there.
      expect(await page.getByRole("main").locator("noscript").textContent()).toContain(CHATBOT_PAGE.noScript);
    });
  });
});
