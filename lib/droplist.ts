import { DROPLIST_RESET_MS, DROPLIST_SUBMIT_MS } from "./site";

/**
 * The Droplist sign-up: one piece of logic behind the footer form and the modal.
 * Nothing is sent or stored; the submit is a simulated wait (SPEC.md §7).
 */

export type DroplistStatus = "idle" | "submitting" | "joined";

export interface DroplistState {
  email: string;
  status: DroplistStatus;
}

export type DroplistEvent =
  | { type: "change"; email: string }
  | { type: "submit" }
  | { type: "joined" }
  | { type: "reset" };

export const initialDroplistState: DroplistState = { email: "", status: "idle" };

export const DROPLIST_MESSAGES = {
  invalid: { title: "Invalid email", description: "Please enter a valid email address" },
  joined: { title: "Welcome to the Droplist!", description: "We'll keep you updated on our launch" },
} as const;

/** SPEC.md §5: it fails if empty or if it has no @ character. Nothing else is checked. */
export function isValidDroplistEmail(email: string): boolean {
  return email.length > 0 && email.includes("@");
}

export function droplistReducer(state: DroplistState, event: DroplistEvent): DroplistState {
  switch (event.type) {
    case "change":
      return state.status === "idle" ? { ...state, email: event.email } : state;
    case "submit":
      return state.status === "idle" && isValidDroplistEmail(state.email)
        ? { ...state, status: "submitting" }
        : state;
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

export type DroplistVariant = "inline" | "modal";

export function droplistButtonLabel(status: DroplistStatus, variant: DroplistVariant): string {
  if (status === "submitting") return "Joining...";
  if (status === "joined") return variant === "modal" ? "You're on the list!" : "Joined!";
  return variant === "modal" ? "Join the Droplist" : "Join";
}

/** Every label the button can show, in order (the button is sized for the longest). */
export function droplistButtonLabels(variant: DroplistVariant): string[] {
  return (["idle", "submitting", "joined"] as const).map((status) => droplistButtonLabel(status, variant));
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/**
 * Runs the simulated sign-up: `onJoined` after the submit delay, then `onReset`
 * after the auto-close delay. Returns a cancel function (for unmount).
 */
export function scheduleDroplistJoin(
  handlers: { onJoined: () => void; onReset: () => void },
  timers: Timers = realTimers,
): () => void {
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
