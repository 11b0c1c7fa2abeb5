import { DROPLIST_RESET_MS } from "./constants";
import { DROPLIST_ENDPOINT, HONEYPOT_FIELD, type DroplistFormName, type IslandOutcome } from "./form-outcomes";
import { currentPage, sendForm } from "./form-request";
import { realTimers, type Timers } from "./timers";
import type { DroplistFormCopy, ToastCopy } from "./content/droplist";

/**
 * The Droplist sign-up: one piece of logic behind the footer form and the modal.
 * A valid address is sent to the site's own endpoint (functions/api/droplist.ts),
 * which stores it once; the form says it joined only when the endpoint says the
 * address is stored, and says why not otherwise, keeping the address.
 */

export type DroplistStatus = "idle" | "submitting" | "joined";

/** Why a sign-up did not go through: the endpoint's refusal, or no answer. */
export type DroplistFailure = Exclude<IslandOutcome, "joined" | "sent">;

export interface DroplistState {
  email: string;
  status: DroplistStatus;
  /** Submits refused by validation so far: the view says so once per refusal. */
  refusals: number;
  /** Sends that did not store the address so far, and why the last did not: the view says so once per failure. */
  failures: number;
  failure?: DroplistFailure;
}

export type DroplistEvent =
  | { type: "change"; email: string }
  /** The email the form held when it was submitted (a submit made before hydration carries its own). */
  | { type: "submit"; email: string }
  /** What the endpoint answered the send. */
  | { type: "answered"; outcome: IslandOutcome }
  | { type: "reset" };

export const initialDroplistState: DroplistState = { email: "", status: "idle", refusals: 0, failures: 0 };

/** It fails if empty or if it has no @ character. Nothing else is checked. */
export function isValidDroplistEmail(email: string): boolean {
  return email.length > 0 && email.includes("@");
}

export function droplistReducer(state: DroplistState, event: DroplistEvent): DroplistState {
  switch (event.type) {
    case "change":
      return state.status === "idle" ? { ...state, email: event.email } : state;
    case "submit":
      // A second press before the view has re-rendered must not start a second submit.
      if (state.status !== "idle") return state;
      return isValidDroplistEmail(event.email)
        ? { ...state, email: event.email, status: "submitting" }
        : { ...state, email: event.email, refusals: state.refusals + 1 };
    case "answered":
      if (state.status !== "submitting") return state;
      if (event.outcome === "joined") return { ...state, status: "joined" };
      // Not stored: the address stays in the field and the form is usable again.
      return { ...state, status: "idle", failures: state.failures + 1, failure: event.outcome === "sent" ? "unreachable" : event.outcome };
    case "reset":
      return { ...initialDroplistState, refusals: state.refusals, failures: state.failures };
  }
}

/** The form is locked from the moment it submits until it is answered, and after a join until it resets. */
export function isDroplistLocked(state: DroplistState): boolean {
  return state.status !== "idle";
}

/** Every label the button can show, in order (the button is sized for the longest). */
export function droplistButtonLabels(buttons: Readonly<Record<DroplistStatus, string>>): string[] {
  return (["idle", "submitting", "joined"] as const).map((status) => buttons[status]);
}

/** Sends one sign-up from `form` and resolves to what the endpoint answered. */
export async function sendDroplistSignUp(
  email: string,
  form: DroplistFormName,
  options: { fetch?: typeof fetch; signal?: AbortSignal; page?: string; honeypot?: string } = {},
): Promise<IslandOutcome> {
  const body = { email, form, page: options.page ?? currentPage(), [HONEYPOT_FIELD]: options.honeypot ?? "" };
  const { outcome } = await sendForm(DROPLIST_ENDPOINT, body, options);
  return outcome;
}

/** After a join: `onReset` once the auto-close delay has passed. Returns a cancel function (for unmount). */
export function scheduleDroplistReset(onReset: () => void, timers: Timers = realTimers): () => void {
  const handle = timers.setTimeout(onReset, DROPLIST_RESET_MS);
  return () => timers.clearTimeout(handle as never);
}

/** The words of the destructive toast for a sign-up that was not stored, by why. */
export function droplistFailureToast(copy: Pick<DroplistFormCopy, "invalid" | "refused">, failure: DroplistFailure): ToastCopy {
  switch (failure) {
    case "invalid":
      return copy.invalid;
    case "too-long":
      return copy.refused.tooLong;
    case "too-many":
      return copy.refused.tooMany;
    case "unavailable":
      return copy.refused.unavailable;
    case "unreachable":
      return copy.refused.unreachable;
    case "forbidden":
    case "too-large":
    case "unsupported":
      return copy.refused.refused;
  }
}
