import { DROPLIST_RESET_MS, DROPLIST_SUBMIT_MS } from "./constants";
import { realTimers, type Timers } from "./timers";

/**
 * The Droplist sign-up: one piece of logic behind the footer form and the modal.
 * Nothing is sent or stored; the submit is a simulated one-second wait.
 */

export type DroplistStatus = "idle" | "submitting" | "joined";

export interface DroplistState {
  email: string;
  status: DroplistStatus;
  /** Submits refused by validation so far: the view says so once per refusal. */
  refusals: number;
}

export type DroplistEvent =
  | { type: "change"; email: string }
  /** The email the form held when it was submitted (a submit made before hydration carries its own). */
  | { type: "submit"; email: string }
  | { type: "joined" }
  | { type: "reset" };

export const initialDroplistState: DroplistState = { email: "", status: "idle", refusals: 0 };

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
    case "joined":
      return state.status === "submitting" ? { ...state, status: "joined" } : state;
    case "reset":
      return initialDroplistState;
  }
}

/** The form is locked from the moment it submits until it resets. */
export function isDroplistLocked(state: DroplistState): boolean {
  return state.status !== "idle";
}

/** Every label the button can show, in order (the button is sized for the longest). */
export function droplistButtonLabels(buttons: Readonly<Record<DroplistStatus, string>>): string[] {
  return (["idle", "submitting", "joined"] as const).map((status) => buttons[status]);
}

/**
 * Runs the simulated sign-up: `onJoined` after the submit delay, then `onReset`
 * after the auto-close delay. Returns a cancel function (for unmount).
 */
export function scheduleDroplistJoin(handlers: { onJoined: () => void; onReset: () => void }, timers: Timers = realTimers): () => void {
  let resetHandle: unknown;
  const joinHandle = timers.setTimeout(() => {
    handlers.onJoined();
    resetHandle = timers.setTimeout(handlers.onReset, DROPLIST_RESET_MS);
  }, DROPLIST_SUBMIT_MS);
  return () => {
    timers.clearTimeout(joinHandle as never);
    if (resetHandle !== undefined) timers.clearTimeout(resetHandle as never);
  };
}
