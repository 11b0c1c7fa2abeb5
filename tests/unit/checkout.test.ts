import {
  checkoutReducer,
  checkoutSummary,
  continueLabel,
  initialCheckoutState,
  isPresetChosen,
  parseAmountInput,
  thankYouMessage,
  type CheckoutEvent,
  type CheckoutState,
} from "@/lib/checkout";
import { CHECKOUT } from "@/lib/constants";

const MAX_CUSTOM_AMOUNT = CHECKOUT.maxCustomAmount;
const LABELS = { continue: "Next", donate: "Pay" };
const THANKS = "Gave {amount}";

const run = (events: CheckoutEvent[], from: CheckoutState = initialCheckoutState) => events.reduce(checkoutReducer, from);
const typed = (text: string, from: CheckoutState = initialCheckoutState) => checkoutReducer(from, { type: "amountTyped", text });

describe("initial state", () => {
  it("starts on step 1 with the default amount in the custom box, monthly and Gift Aid ticked, bank transfer chosen", () => {
    const amount = CHECKOUT.defaultAmount;
    expect(initialCheckoutState).toEqual({ step: 1, amount, amountText: String(amount), monthly: true, giftAid: true, method: "bank" });
  });
});

describe("walking through the steps", () => {
  it("goes 1 → 2 → 3 → 4 with Continue, and the button turns into Donate Now on step 3", () => {
    const labels: string[] = [];
    let state = initialCheckoutState;
    for (const expected of [2, 3, 4]) {
      labels.push(continueLabel(state.step, LABELS));
      state = checkoutReducer(state, { type: "continue" });
      expect(state.step).toBe(expected);
    }
    expect(labels).toEqual(["Next", "Next", "Pay"]);
    expect(checkoutReducer(state, { type: "continue" })).toBe(state);
  });

  it("thanks the visitor with the default amount", () => {
    const done = run([{ type: "continue" }, { type: "continue" }, { type: "continue" }]);
    expect(thankYouMessage(done, THANKS)).toBe("Gave £30");
  });

  it("thanks the visitor with the amount they chose", () => {
    const preset = run([{ type: "preset", amount: 50 }, { type: "continue" }, { type: "continue" }, { type: "continue" }]);
    expect(thankYouMessage(preset, THANKS)).toBe("Gave £50");
    const custom = run([{ type: "amountTyped", text: "12.5" }, { type: "continue" }, { type: "continue" }, { type: "continue" }]);
    expect(thankYouMessage(custom, THANKS)).toBe("Gave £12.50");
  });

  it("Start Over returns to step 1 with every default", () => {
    const changed = run([
      { type: "preset", amount: 10 },
      { type: "monthly", value: false },
      { type: "continue" },
      { type: "giftAid", value: false },
      { type: "continue" },
      { type: "method", method: "card" },
      { type: "continue" },
    ]);
    expect(changed).toMatchObject({ step: 4, amount: 10, monthly: false, giftAid: false, method: "card" });
    expect(checkoutReducer(changed, { type: "startOver" })).toEqual(initialCheckoutState);
  });

  it("Back goes one step back from steps 2 and 3 only, keeping the choices", () => {
    const step3 = run([{ type: "preset", amount: 20 }, { type: "continue" }, { type: "continue" }]);
    expect(checkoutReducer(step3, { type: "back" })).toMatchObject({ step: 2, amount: 20 });
    expect(run([{ type: "back" }, { type: "back" }], step3).step).toBe(1);
    expect(checkoutReducer(initialCheckoutState, { type: "back" })).toBe(initialCheckoutState);
    const done = run([{ type: "continue" }], step3);
    expect(checkoutReducer(done, { type: "back" })).toBe(done);
  });

  it("records the ticks and the payment method", () => {
    const state = run([
      { type: "monthly", value: false },
      { type: "giftAid", value: false },
      { type: "method", method: "card" },
    ]);
    expect(state).toMatchObject({ monthly: false, giftAid: false, method: "card" });
  });
});

describe("presets", () => {
  it("choose the amount and fill the box", () => {
    const state = checkoutReducer(initialCheckoutState, { type: "preset", amount: 20 });
    expect(state).toMatchObject({ amount: 20, amountText: "20" });
    expect(isPresetChosen(state, 20)).toBe(true);
    expect(isPresetChosen(state, 10)).toBe(false);
    expect(CHECKOUT.presets.some((p) => isPresetChosen(initialCheckoutState, p))).toBe(false);
  });
});

describe("custom amount box", () => {
  it("keeps what the visitor typed when it is an amount", () => {
    expect(typed("45")).toMatchObject({ amount: 45, amountText: "45" });
    expect(typed("25.5")).toMatchObject({ amount: 25.5, amountText: "25.5" });
    expect(typed("7.25")).toMatchObject({ amount: 7.25, amountText: "7.25" });
    expect(typed(".5")).toMatchObject({ amount: 0.5, amountText: ".5" });
  });

  it("lets the box be emptied while typing, keeps the last amount, and refills it on leaving", () => {
    const empty = typed("");
    expect(empty).toMatchObject({ amount: 30, amountText: "" });
    expect(checkoutReducer(empty, { type: "amountDone" })).toMatchObject({ amount: 30, amountText: "30" });
  });

  it("treats 0 as unfinished: shown while typing, never an amount", () => {
    const zero = typed("0");
    expect(zero).toMatchObject({ amount: 30, amountText: "0" });
    expect(typed("0.05", zero)).toMatchObject({ amount: 0.05, amountText: "0.05" });
    expect(checkoutReducer(zero, { type: "amountDone" }).amountText).toBe("30");
    expect(parseAmountInput("0.00")).toEqual({ kind: "unfinished" });
  });

  it.each(["-5", "-0.5", "abc", "12abc", "£12", "1,000", "NaN", "Infinity", "12.345", "1e-3", "."])("refuses %p and leaves the box as it was", (text) => {
    const before = typed("45");
    expect(typed(text, before)).toBe(before);
    expect(parseAmountInput(text).kind).toBe("refused");
  });

  it("caps huge amounts such as 1e9 at the maximum", () => {
    expect(typed("1e9")).toMatchObject({ amount: MAX_CUSTOM_AMOUNT, amountText: String(MAX_CUSTOM_AMOUNT) });
    expect(typed("1000000000")).toMatchObject({ amount: MAX_CUSTOM_AMOUNT });
    expect(typed(String(MAX_CUSTOM_AMOUNT))).toMatchObject({ amount: MAX_CUSTOM_AMOUNT });
  });

  it("never produces NaN, whatever is typed", () => {
    const inputs = ["", " ", "0", "-1", "abc", "1e9", "1e999", "12..5", "5.", "00012", "  42  ", "9".repeat(400)];
    for (const text of inputs) {
      const state = checkoutReducer(typed(text), { type: "amountDone" });
      expect(Number.isNaN(state.amount)).toBe(false);
      expect(state.amount).toBeGreaterThan(0);
      expect(state.amount).toBeLessThanOrEqual(MAX_CUSTOM_AMOUNT);
      expect(state.amountText).not.toMatch(/NaN|Infinity/);
    }
  });

  it("trims spaces and accepts a trailing point while typing", () => {
    expect(typed("  42  ")).toMatchObject({ amount: 42, amountText: "42" });
    expect(typed("5.")).toMatchObject({ amount: 5, amountText: "5." });
  });

  it("settles a half-typed box when the visitor continues", () => {
    const next = checkoutReducer(typed(""), { type: "continue" });
    expect(next).toMatchObject({ step: 2, amount: 30, amountText: "30" });
  });
});

describe("summary maths", () => {
  it("adds 25% Gift Aid for the charity", () => {
    expect(checkoutSummary(initialCheckoutState)).toEqual({ amount: 30, giftAid: 7.5, charityReceives: 37.5, fee: 0, youPay: 30 });
    expect(checkoutSummary({ ...initialCheckoutState, amount: 10 }).giftAid).toBe(2.5);
    expect(checkoutSummary({ ...initialCheckoutState, amount: 0.05 }).giftAid).toBe(0.01);
    expect(checkoutSummary({ ...initialCheckoutState, giftAid: false })).toMatchObject({ giftAid: 0, charityReceives: 30 });
  });

  // The fee is the marketers' figure (figures.json): the sums follow it.
  it("charges the card fee, and nothing for bank transfer", () => {
    const card = checkoutSummary({ ...initialCheckoutState, method: "card" });
    expect(card.fee).toBe(CHECKOUT.cardFee);
    expect(card.youPay).toBeCloseTo(30 + CHECKOUT.cardFee, 10);
    expect(checkoutSummary({ ...initialCheckoutState, amount: 0.1, method: "card" }).youPay).toBeCloseTo(0.1 + CHECKOUT.cardFee, 10);
    expect(checkoutSummary(initialCheckoutState).fee).toBe(0);
  });
});
