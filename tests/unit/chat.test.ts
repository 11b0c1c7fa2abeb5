import { CHATBOT_GENERIC_REPLIES, CHATBOT_RULES } from "@/lib/content/chat-replies";
import {
  canSend,
  chatReducer,
  createIdGenerator,
  createMessage,
  formatTime,
  initialChatState,
  isSendKey,
  isTyping,
  reply,
  sendableText,
  type ChatState,
} from "@/lib/chat";

/** mulberry32: a tiny seeded generator, so "random" picks are repeatable here. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The matching logic on rules of its own; the site's rules and replies are the marketers' (chat-replies.json).
const RULES = ["hello", "help", "idea", "donation", "charity"].map((trigger) => ({ trigger, response: `About ${trigger}.` }));
const GENERIC = ["One.", "Two.", "Three.", "Four.", "Five."];
const options = { rules: RULES, generic: GENERIC };
const responseFor = (trigger: string) => RULES.find((r) => r.trigger === trigger)!.response;
const neverCalled = () => {
  throw new Error("random must not be used when a trigger matches");
};

describe("reply", () => {
  it.each(RULES.map((r) => r.trigger))("answers %p with its canned response", (trigger) => {
    expect(reply(`so, ${trigger} then`, neverCalled, options)).toBe(responseFor(trigger));
  });

  // The first rule in order wins, whatever the case of the input.
  it.each([
    ["any idea for my charity?", "idea"],
    ["hello, can you help me?", "hello"],
    ["help me with a donation idea", "help"],
    ["a donation for my charity", "donation"],
    ["charity idea", "idea"],
    ["HELLO", "hello"],
    ["Any IdEa?", "idea"],
    ["DONATION", "donation"],
    ["My Charity", "charity"],
  ])("answers %p with the %p rule", (input, trigger) => {
    expect(reply(input, neverCalled, options)).toBe(responseFor(trigger));
  });

  it("matches a trigger inside a longer word (a substring match)", () => {
    expect(reply("that was helpful", neverCalled, options)).toBe(responseFor("help"));
    expect(reply("charityshop", neverCalled, options)).toBe(responseFor("charity"));
  });

  it("uses the site's rules and replies unless given others", () => {
    const [first] = CHATBOT_RULES;
    expect(reply(`so, ${first!.trigger} then`, neverCalled)).toBe(first!.response);
    expect(CHATBOT_GENERIC_REPLIES).toContain(reply("\u2026", () => 0.5));
  });

  it("falls back to a generic reply chosen by the random source", () => {
    const a = seeded(42);
    const b = seeded(42);
    const picks = Array.from({ length: 20 }, () => reply("what now?", a, options));
    expect(Array.from({ length: 20 }, () => reply("what now?", b, options))).toEqual(picks);
    for (const pick of picks) expect(GENERIC).toContain(pick);
    // Over many seeded picks every generic reply comes up.
    const many = seeded(7);
    const seen = new Set(Array.from({ length: 200 }, () => reply("tell me something", many, options)));
    expect(seen).toEqual(new Set(GENERIC));
  });

  it("maps the random number onto the replies, 1 included", () => {
    expect(reply("?", () => 0, options)).toBe(GENERIC[0]);
    expect(reply("?", () => 0.2, options)).toBe(GENERIC[1]);
    expect(reply("?", () => 0.99, options)).toBe(GENERIC[4]);
    expect(reply("?", () => 1, options)).toBe(GENERIC[4]);
  });

  it("does not give the same generic reply twice in a row", () => {
    expect(reply("?", () => 0, { ...options, avoid: GENERIC[0] })).toBe(GENERIC[1]);
    const random = seeded(3);
    let previous: string | undefined;
    for (let i = 0; i < 100; i++) {
      const next = reply("anything else?", random, { ...options, avoid: previous });
      expect(next).not.toBe(previous);
      previous = next;
    }
  });

  it("still repeats a canned response when its trigger comes again", () => {
    expect(reply("hello", neverCalled, { ...options, avoid: responseFor("hello") })).toBe(responseFor("hello"));
  });
});

describe("send rules", () => {
  it.each(["", " ", "   ", "\n", "\t \n "])("refuses whitespace-only text %p", (text) => {
    expect(canSend(text)).toBe(false);
    expect(sendableText(text)).toBeNull();
  });

  it("sends text without its blank edges, keeping inner new lines", () => {
    expect(canSend(" hi ")).toBe(true);
    expect(sendableText("  first line\nsecond line \n")).toBe("first line\nsecond line");
  });

  it("sends on Enter, not on Shift+Enter, other keys or while an IME is composing", () => {
    expect(isSendKey({ key: "Enter", shiftKey: false })).toBe(true);
    expect(isSendKey({ key: "Enter", shiftKey: true })).toBe(false);
    expect(isSendKey({ key: "Enter", shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: "a", shiftKey: false })).toBe(false);
  });
});

describe("formatTime", () => {
  it.each([
    [new Date(2025, 0, 1, 9, 5), "09:05"],
    [new Date(2025, 5, 30, 0, 0), "00:00"],
    [new Date(2025, 11, 31, 23, 59, 59), "23:59"],
    [new Date(2025, 2, 3, 14, 30), "14:30"],
  ])("shows %p as %p", (date, expected) => {
    expect(formatTime(date)).toBe(expected);
    expect(formatTime(date.getTime())).toBe(expected);
  });
});

describe("ids", () => {
  it("are sequential and independent per generator", () => {
    const a = createIdGenerator();
    const b = createIdGenerator("x");
    expect([a(), a(), b(), a()]).toEqual(["m-1", "m-2", "x-1", "m-3"]);
  });
});

describe("chatReducer", () => {
  const opened = new Date(2025, 0, 1, 10, 0).getTime();
  const GREETINGS = ["Hi there.", "Ask me anything."];
  const start = initialChatState(GREETINGS, opened);

  it("opens with the greetings from the bot, stamped with the opening time, nothing pending", () => {
    expect(start.messages).toEqual([
      { id: "greeting-1", text: GREETINGS[0], sender: "bot", timestamp: opened },
      { id: "greeting-2", text: GREETINGS[1], sender: "bot", timestamp: opened },
    ]);
    expect(isTyping(start)).toBe(false);
  });

  it("adds a sent message and waits for its reply, then adds the reply", () => {
    const user = createMessage("any idea?", "user", opened + 1000, "m-1");
    const sent = chatReducer(start, { type: "send", message: user });
    expect(sent.messages.at(-1)).toEqual(user);
    expect(sent.pending).toBe(1);
    expect(isTyping(sent)).toBe(true);
    const bot = createMessage("Try a bake sale", "bot", opened + 2500, "m-2");
    const replied = chatReducer(sent, { type: "reply", message: bot });
    expect(replied.messages.map((m) => m.id)).toEqual(["greeting-1", "greeting-2", "m-1", "m-2"]);
    expect(isTyping(replied)).toBe(false);
  });

  it("counts one pending reply per message sent while waiting", () => {
    let state: ChatState = start;
    state = chatReducer(state, { type: "send", message: createMessage("one", "user", opened, "m-1") });
    state = chatReducer(state, { type: "send", message: createMessage("two", "user", opened, "m-2") });
    expect(state.pending).toBe(2);
    state = chatReducer(state, { type: "reply", message: createMessage("r1", "bot", opened, "m-3") });
    expect(isTyping(state)).toBe(true);
    state = chatReducer(state, { type: "reply", message: createMessage("r2", "bot", opened, "m-4") });
    expect(isTyping(state)).toBe(false);
    expect(state.messages.slice(2).map((m) => m.text)).toEqual(["one", "two", "r1", "r2"]);
  });

  it("ignores a whitespace-only send, a stray reply and mixed-up senders", () => {
    expect(chatReducer(start, { type: "send", message: createMessage("  \n", "user", opened, "m-1") })).toBe(start);
    expect(chatReducer(start, { type: "reply", message: createMessage("hi", "bot", opened, "m-1") })).toBe(start);
    expect(chatReducer(start, { type: "send", message: createMessage("hi", "bot", opened, "m-1") })).toBe(start);
  });
});
