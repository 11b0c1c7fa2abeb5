import { CHATBOT_RULES } from "@/lib/content/chat-replies";
import { sectionOf } from "@/lib/content/load";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ChatAssistant from "@/components/chat/chat-assistant";
import { reply } from "@/lib/chat";
import { CHAT_REPLY_DELAY_MS } from "@/lib/constants";

const CHATBOT_PAGE = sectionOf("/chatbot", "chat");

const panel = CHATBOT_PAGE.panel;
// Greetings of the test's own: the island shows whatever it is given. Replies are the site's.
const GREETINGS = ["Hi there.", "Ask me anything."];
// A message that names the first rule's trigger gets that rule's response; one with no letters names no trigger.
const [RULE] = CHATBOT_RULES;
const ASK = RULE!.trigger;
const NO_TRIGGER = "…?";
const scrollTo = jest.fn();
let reducedMotion = false;

beforeAll(() => {
  // jsdom lays nothing out: record the scroll requests instead.
  Object.defineProperty(HTMLElement.prototype, "scrollTo", { configurable: true, value: scrollTo });
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string) => ({ matches: query.includes("reduce") && reducedMotion, media: query }),
  });
});

beforeEach(() => {
  jest.useFakeTimers();
  scrollTo.mockClear();
  reducedMotion = false;
});
afterEach(() => jest.useRealTimers());

function setup(random: () => number = () => 0) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // 10:07 local time, so every message reads 10:07 until the clock moves on.
  const now = () => new Date(2025, 0, 1, 10, 7).getTime();
  const { unmount } = render(<ChatAssistant copy={panel} greetings={GREETINGS} random={random} now={now} />);
  const log = screen.getByRole("log");
  const items = () => within(log).getAllByRole("listitem");
  const box = screen.getByRole("textbox", { name: panel.messageLabel });
  const send = screen.getByRole("button", { name: panel.send });
  const status = screen.getByRole("status");
  return { user, log, items, box, send, status, unmount };
}

it("opens with the two greetings as list items, each with its HH:MM time", () => {
  const { log, items } = setup();
  expect(log.querySelector("ol")).not.toBeNull();
  expect(items()).toHaveLength(2);
  expect(items()[0]).toHaveTextContent(GREETINGS[0]);
  expect(items()[1]).toHaveTextContent(GREETINGS[1]);
  for (const item of items()) expect(within(item).getByText("10:07").tagName).toBe("TIME");
  expect(scrollTo).not.toHaveBeenCalled();
});

// aria-disabled rather than disabled: a tap on Send before hydration must still
// submit the form (React replays it), so the button is never natively disabled.
it("keeps Send disabled for empty or whitespace-only text, and a press on it sends nothing", async () => {
  const { user, box, send, items } = setup();
  expect(send).toHaveAttribute("aria-disabled", "true");
  await user.type(box, "   ");
  expect(send).toHaveAttribute("aria-disabled", "true");
  await user.click(send);
  expect(items()).toHaveLength(2);
  await user.type(box, "hi");
  expect(send).not.toHaveAttribute("aria-disabled");
  await user.clear(box);
  expect(send).toHaveAttribute("aria-disabled", "true");
});

it("adds the message, clears the field, shows the indicator, and replies after exactly 1500 ms", async () => {
  const { user, items, box, send, status } = setup();
  expect(CHAT_REPLY_DELAY_MS).toBe(1500);
  expect(status).toBeEmptyDOMElement();
  await user.type(box, ASK);
  await user.click(send);

  expect(items()).toHaveLength(3);
  expect(items()[2]).toHaveTextContent(ASK);
  expect(box).toHaveValue("");
  expect(box).toHaveFocus();
  expect(status).toHaveTextContent(panel.typing);

  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
  expect(items()).toHaveLength(3);
  expect(status).toHaveTextContent(panel.typing);

  act(() => jest.advanceTimersByTime(1));
  expect(items()).toHaveLength(4);
  expect(items()[3]).toHaveTextContent(RULE!.response);
  expect(items()[3]).toHaveTextContent("10:07");
  expect(status).toBeEmptyDOMElement();
});

it("sends on Enter; Shift+Enter adds a new line instead", async () => {
  const { user, items, box, status } = setup();
  await user.type(box, "first line{Shift>}{Enter}{/Shift}second line");
  expect(box).toHaveValue("first line\nsecond line");
  expect(items()).toHaveLength(2);
  expect(status).toBeEmptyDOMElement();

  await user.keyboard("{Enter}");
  expect(box).toHaveValue("");
  expect(items()).toHaveLength(3);
  expect(items()[2].querySelector("p")!.textContent).toBe(`${panel.speakers.user}first line\nsecond line`);
  expect(status).toHaveTextContent(panel.typing);
});

it("does nothing on Enter with only whitespace, and keeps what was typed", async () => {
  const { user, items, box, status } = setup();
  await user.type(box, "  {Enter}");
  expect(items()).toHaveLength(2);
  expect(box).toHaveValue("  ");
  expect(status).toBeEmptyDOMElement();
});

it("gives every message sent while waiting its own reply, in order", async () => {
  const { user, items, box, status } = setup(() => 0.5);
  await user.type(box, `${ASK}{Enter}`);
  act(() => jest.advanceTimersByTime(500));
  await user.type(box, `${NO_TRIGGER}{Enter}`);
  expect(items().map((li) => li.dataset.sender)).toEqual(["bot", "bot", "user", "user"]);

  act(() => jest.advanceTimersByTime(1000));
  expect(items()).toHaveLength(5);
  expect(items()[4]).toHaveTextContent(RULE!.response);
  expect(status).toHaveTextContent(panel.typing);

  act(() => jest.advanceTimersByTime(500));
  expect(items()).toHaveLength(6);
  expect(items()[5]).toHaveTextContent(reply(NO_TRIGGER, () => 0.5, { avoid: RULE!.response }));
  expect(status).toBeEmptyDOMElement();
});

it("asks the log to scroll to the newest message on every new message, smoothly", async () => {
  const { user, log, box } = setup();
  Object.defineProperty(log, "scrollHeight", { configurable: true, value: 1234 });
  await user.type(box, `${ASK}{Enter}`);
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenLastCalledWith({ top: 1234, behavior: "smooth" });
  expect(scrollTo.mock.contexts[0]).toBe(log);

  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
  expect(scrollTo).toHaveBeenCalledTimes(2);

  await user.type(box, "one{Enter}");
  act(() => jest.advanceTimersByTime(200));
  await user.type(box, "two{Enter}");
  expect(scrollTo).toHaveBeenCalledTimes(4);
  act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 200));
  expect(scrollTo).toHaveBeenCalledTimes(5);
  act(() => jest.advanceTimersByTime(200));
  expect(scrollTo).toHaveBeenCalledTimes(6);
  for (const call of scrollTo.mock.calls) expect(call[0]).toEqual({ top: 1234, behavior: "smooth" });
});

it("scrolls instantly under reduced motion", async () => {
  reducedMotion = true;
  const { user, box } = setup();
  await user.type(box, `${ASK}{Enter}`);
  expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: "instant" }));
});

it("shows typed markup as text, never as HTML", async () => {
  const { items, box, log } = setup();
  fireEvent.change(box, { target: { value: "<b>hi</b><img src=x onerror=alert(1)>" } });
  await act(async () => {
    fireEvent.submit(box.closest("form")!);
  });
  expect(items()[2]).toHaveTextContent("<b>hi</b><img src=x onerror=alert(1)>");
  expect(log.querySelector("b, img")).toBeNull();
});

it("cancels pending replies when it unmounts", async () => {
  const { user, box, unmount } = setup();
  await user.type(box, `${ASK}{Enter}`);
  await user.type(box, "again{Enter}");
  expect(jest.getTimerCount()).toBe(2);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});
