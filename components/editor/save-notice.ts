/**
 * The editor's list of what stops a save or a delete, between the checks that
 * run inside Decap's events (./save-checks.ts, loaded with Decap) and the
 * notice the editor's page draws (./editor-app.tsx, which must not load the
 * schemas). Decap shows a refused save as one toast line for eight seconds,
 * "Failed to persist entry: Error: …": too little for several problems, so
 * the editor lists every one itself, until it is closed, a save gets through,
 * or the marketer leaves for another entry or list (whose fields it does not name).
 */

/** The notice's words: the editor's own, not content marketers edit. */
export const SAVE_REFUSED = {
  save: "This page cannot be saved yet",
  /** A shared file's (Shared, Site…). */
  saveFile: "This file cannot be saved yet",
  delete: "This page cannot be deleted yet",
  saveDetail: "The site's build would refuse it. Change these fields, then save again:",
  /** A page whose fields still hold the words or picture their section came with: a warning, Save again keeps them. */
  examples: "This page still holds example words",
  examplesDetail:
    "These fields still hold the words or picture their section came with, and the site would publish them as they are. Replace them, or Save again to keep them:",
  deleteDetail: "Other pages or the header link to it, and the site's build would fail. Change these links first:",
  close: "Close",
  /** What Decap's own toast says after "Failed to persist entry:" (or "to delete entry:"). */
  toast: (count: number) => `${count} problem${count > 1 ? "s" : ""}, listed at the foot of the window`,
  examplesToast: (count: number) =>
    `${count} field${count > 1 ? "s" : ""} still hold${count > 1 ? "" : "s"} example words, listed at the foot of the window: Save again to keep them`,
} as const;

export interface Refusal {
  /** "examples": a warning, not a refusal: the same Save again goes through. */
  kind: "save" | "delete" | "examples";
  problems: readonly string[];
  /** What is refused: a page, or a shared file. */
  of: "page" | "file";
}

let show: (refusal: Refusal | undefined) => void = () => {};
let shown: Refusal | undefined;
/** The editor's address (its hash: Decap's route) when the refusal was shown. */
let shownAt: string | undefined;

/** Decap's route in an address's hash, without its query (`#/collections/pages/entries/home`). */
const routeOf = (hash: string) => hash.split("?")[0];

/** The editor's page draws the refusal given here (undefined: none). The latest one is drawn at once. */
export function onRefusal(listener: (refusal: Refusal | undefined) => void): void {
  show = listener;
  listener(shown);
}

/** Shows the problems (or clears the notice, given none) and, when there are some, throws what Decap's toast says. */
export function refuseOn(kind: Refusal["kind"], problems: readonly string[], of: Refusal["of"] = "page"): void {
  shown = problems.length ? { kind, problems, of } : undefined;
  shownAt = typeof location === "undefined" ? undefined : routeOf(location.hash);
  show(shown);
  if (problems.length) throw new Error(kind === "examples" ? SAVE_REFUSED.examplesToast(problems.length) : SAVE_REFUSED.toast(problems.length));
}

/** The notice closed: it is not drawn again until the next refusal. */
export function dismissRefusal(): void {
  shown = undefined;
  show(undefined);
}

/**
 * The editor's address changed (its hashchange): a refusal shown on another entry, or on a list,
 * is closed, since its fields are not the ones now on screen; on the same entry it stays.
 */
export function addressChanged(hash: string): void {
  if (shown && routeOf(hash) !== shownAt) dismissRefusal();
}
