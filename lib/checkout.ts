import { addMoney, formatAmount, shareOf } from "./money";
import { CHECKOUT } from "./constants";
import { fillTemplate } from "./template";

/**
 * The smart-checkout demo: Select Amount → Gift Aid → Select Payment Method →
 * Thank You, with Continue (Donate Now on the payment step) and Start Over.
 * Nothing is validated or sent; the custom amount box simply never takes a
 * value that is not a sensible sum of money.
 */

export type CheckoutStep = 1 | 2 | 3 | 4;
export type PaymentMethod = "bank" | "card";

export interface CheckoutState {
  step: CheckoutStep;
  /** The amount being given, in pounds: always positive, at most CHECKOUT.maxCustomAmount, whole pence. */
  amount: number;
  /** What the custom amount box shows: the visitor's own typing where it makes sense. */
  amountText: string;
  monthly: boolean;
  giftAid: boolean;
  method: PaymentMethod;
}

export const initialCheckoutState: CheckoutState = {
  step: 1,
  amount: CHECKOUT.defaultAmount,
  amountText: String(CHECKOUT.defaultAmount),
  monthly: true,
  giftAid: true,
  method: "bank",
};

/** How the box writes an amount it fills in itself: 30, 25.50. */
export function amountToText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

export type ParsedAmount =
  /** A usable amount. `text` is what the box should keep showing. */
  | { kind: "amount"; amount: number; text: string }
  /** Empty or zero: fine to show while typing, but not an amount yet. */
  | { kind: "unfinished" }
  /** Letters, a minus sign, fractions of a penny: the box refuses it. */
  | { kind: "refused" };

/** Reads what the visitor typed into the custom amount box. */
export function parseAmountInput(raw: string): ParsedAmount {
  const text = raw.trim();
  if (text === "") return { kind: "unfinished" };
  // Plain pounds and pence only ("25", "25.5", "25.50", ".5"), or a number written
  // with an exponent, which a number field lets through ("1e9").
  if (!/^\d*\.?\d*$/.test(text) && !/^\d+(\.\d+)?e\+?\d+$/i.test(text)) return { kind: "refused" };
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return { kind: "refused" };
  if (value > CHECKOUT.maxCustomAmount) return { kind: "amount", amount: CHECKOUT.maxCustomAmount, text: String(CHECKOUT.maxCustomAmount) };
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) return { kind: "refused" };
  if (value === 0) return { kind: "unfinished" };
  return { kind: "amount", amount: Math.round(value * 100) / 100, text };
}

const STEP_AFTER: Record<CheckoutStep, CheckoutStep> = { 1: 2, 2: 3, 3: 4, 4: 4 };
const STEP_BEFORE: Record<CheckoutStep, CheckoutStep> = { 1: 1, 2: 1, 3: 2, 4: 4 };

export type CheckoutEvent =
  | { type: "preset"; amount: number }
  | { type: "amountTyped"; text: string }
  /** The box lost focus: an empty or unfinished box shows the amount again. */
  | { type: "amountDone" }
  | { type: "monthly"; value: boolean }
  | { type: "giftAid"; value: boolean }
  | { type: "method"; method: PaymentMethod }
  | { type: "continue" }
  | { type: "back" }
  | { type: "startOver" };

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case "preset":
      return { ...state, amount: event.amount, amountText: amountToText(event.amount) };
    case "amountTyped": {
      const parsed = parseAmountInput(event.text);
      if (parsed.kind === "refused") return state;
      if (parsed.kind === "unfinished") return { ...state, amountText: event.text.trim() };
      return { ...state, amount: parsed.amount, amountText: parsed.text };
    }
    case "amountDone": {
      const parsed = parseAmountInput(state.amountText);
      return parsed.kind === "amount" ? state : { ...state, amountText: amountToText(state.amount) };
    }
    case "monthly":
      return { ...state, monthly: event.value };
    case "giftAid":
      return { ...state, giftAid: event.value };
    case "method":
      return { ...state, method: event.method };
    case "continue": {
      if (state.step === 4) return state;
      // Leaving step 1 with a half-typed box: show the amount that will be given.
      const settled = state.step === 1 ? checkoutReducer(state, { type: "amountDone" }) : state;
      return { ...settled, step: STEP_AFTER[state.step] };
    }
    case "back":
      return state.step === 2 || state.step === 3 ? { ...state, step: STEP_BEFORE[state.step] } : state;
    case "startOver":
      return initialCheckoutState;
  }
}

/** The forward button: Continue, and Donate Now on the payment step. */
export function continueLabel(step: CheckoutStep, labels: { continue: string; donate: string }): string {
  return step === 3 ? labels.donate : labels.continue;
}

export function isPresetChosen(state: CheckoutState, preset: number): boolean {
  return state.amount === preset;
}

export interface CheckoutSummary {
  amount: number;
  /** Gift Aid the charity claims on top, 0 without Gift Aid. */
  giftAid: number;
  charityReceives: number;
  fee: number;
  youPay: number;
}

export function checkoutSummary(state: CheckoutState): CheckoutSummary {
  const giftAid = state.giftAid ? shareOf(state.amount, CHECKOUT.giftAidUplift) : 0;
  const fee = state.method === "card" ? CHECKOUT.cardFee : 0;
  return {
    amount: state.amount,
    giftAid,
    charityReceives: addMoney(state.amount, giftAid),
    fee,
    youPay: addMoney(state.amount, fee),
  };
}

/** Step 4's line, with the amount that was chosen in its {amount} slot. */
export function thankYouMessage(state: CheckoutState, template: string): string {
  return fillTemplate(template, { amount: formatAmount(state.amount) });
}
