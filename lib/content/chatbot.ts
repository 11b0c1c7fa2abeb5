import type { PageMeta } from "../metadata";
import { FREE_DROPS_DAILY } from "../site";

export const CHATBOT_META = {
  path: "/chatbot",
  title: "Chat assistant",
  description:
    "Ask the Drops assistant for fundraising ideas: bake sales with drops, sponsored challenges, brand matching and more, ready to start this week.",
} satisfies PageMeta;

/** A canned trigger rule: a trigger word and its response. */
export interface CannedRule {
  trigger: string;
  response: string;
}

export interface ChatPanelCopy {
  title: string;
  subtitle: string;
  logLabel: string;
  messageLabel: string;
  placeholder: string;
  keyboardHint: string;
  send: string;
  /** Read before each message, for screen readers. */
  speakers: { user: string; bot: string };
  typing: string;
}

export interface ChatbotPageCopy {
  eyebrow: string;
  /** Two lines, the second in the accent colour. */
  headline: readonly [string, string];
  intro: string;
  tipsTitle: string;
  tips: readonly { word: string; hint: string }[];
  note: string;
  noScript: string;
  panel: ChatPanelCopy;
  greetings: readonly string[];
}

/** The two messages the assistant opens with. */
export const CHATBOT_GREETINGS: readonly string[] = [
  "Hey! I'm the Drops assistant. I'm here to help you raise more for the causes you care about.",
  "Ask me for a fundraising idea, or tell me about your charity and I'll suggest where to start.",
];

/**
 * The first rule whose trigger word appears in the lowercased input answers, so
 * the order matters: hello, help, idea, donation, charity.
 */
export const CHATBOT_RULES: readonly CannedRule[] = [
  {
    trigger: "hello",
    response:
      "Hello! Great to have you here. Tell me what you're raising money for, or ask me for an idea and I'll give you a fundraiser you can run this week.",
  },
  {
    trigger: "help",
    response:
      "Happy to help. Start with three things: who you're raising for, how much you need and by when. Then pick one simple ask, like a sponsored challenge or a bake sale, and give it a deadline. A short deadline beats an open-ended appeal every time.",
  },
  {
    trigger: "idea",
    response:
      "Try a bake sale with drops: price every treat in pounds and in drops, put a sign on the table so people without cash can give from their phone, and post a photo of the empty table with the total when you sell out. Nothing gets people giving like seeing others give.",
  },
  {
    trigger: "donation",
    response: `Make every donation feel concrete: name one small amount and say exactly what it pays for ("£3 is a hot lunch"), then thank each donor by name. And remember that brands fund ${FREE_DROPS_DAILY} free drops a day on Drops, so even friends who can't spare cash can still give.`,
  },
  {
    trigger: "charity",
    response:
      "Charities raise most with a face and a finish line: one story, one target, one date. Ask a local business to match every pound up to a limit, and share progress updates as you go. Verified causes can also apply to appear in the Drops feed.",
  },
];

/** With no trigger word, one of these five is chosen at random. */
export const CHATBOT_GENERIC_REPLIES: readonly string[] = [
  "How about a sponsored challenge? Walk, swim or go phone-free for a week, ask sponsors for a small amount per kilometre or per day, and post a quick update every evening. Progress posts keep sponsors coming back.",
  "Ask a local brand to match what you raise. Plenty of businesses have a small giving budget and love a campaign they can share, and 'every pound doubled until Friday' gets people moving.",
  "Run a swap shop: people bring clothes, books or games, pay a small entry fee and leave with something new to them. It costs nothing to stock and clears a few cupboards too.",
  "Turn your birthday into a fundraiser. Ask friends to skip the present and give the price of a coffee to your cause instead, then share what the total became.",
  "Host a quiz night with a fee per team and one round about the cause you're backing. Add a raffle with prizes donated by local shops and you can double the night's total.",
];

export const CHATBOT_PAGE = {
  eyebrow: "Chat assistant",
  headline: ["Fundraising ideas", "on tap"],
  intro:
    "Raising money for a cause you love? Ask our assistant for an idea, help with a plan or a way to make donations easier, and walk away with something you can start this week.",
  tipsTitle: "Try asking about",
  tips: [
    { word: "idea", hint: "a fundraiser that works anywhere" },
    { word: "help", hint: "turning a goal into a plan" },
    { word: "donation", hint: "making it easy to give" },
    { word: "charity", hint: "running a campaign for a cause" },
  ],
  note: "This is a demo: the replies are written by our team, and nothing you type leaves your browser.",
  noScript: "Switch on JavaScript to chat with the assistant; the tips on this page work without it.",
  panel: {
    title: "Drops assistant",
    subtitle: "Fundraising ideas, any time",
    logLabel: "Conversation with the Drops assistant",
    messageLabel: "Message",
    placeholder: "Ask for an idea…",
    keyboardHint: "Enter to send, Shift+Enter for a new line",
    send: "Send",
    speakers: { user: "You: ", bot: "Assistant: " },
    typing: "Assistant is typing",
  },
  greetings: CHATBOT_GREETINGS,
} satisfies ChatbotPageCopy;
