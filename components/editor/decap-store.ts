/**
 * Decap's own store and backend, as a page's history uses them (./page-history.tsx): which backend the editor runs
 * on, whether a page has a draft not yet published (an open cms/ branch), and a version saved as a new draft the way
 * Save saves one. These are the module instances decap-cms-app runs (both import decap-cms-core's dist/esm), so the
 * save below is Decap's: its editorial-workflow action (persistUnpublishedEntry, which Decap's Editor dispatches for
 * Save with the editorial workflow, components/Editor/withWorkflow.js), its preSave events (the page check,
 * ./save-checks.ts), its backend's branch, commit, pull request and status label.
 */
import { store } from "decap-cms-core/dist/esm/redux";
import { createDraftFromEntry } from "decap-cms-core/dist/esm/actions/entries";
import { loadUnpublishedEntry, persistUnpublishedEntry } from "decap-cms-core/dist/esm/actions/editorialWorkflow";
import { currentBackend } from "decap-cms-core/dist/esm/backend";

/** An Immutable.js map, as far as this reads it. */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): unknown;
}

const isMap = (value: unknown): value is ImmutableMap =>
  Boolean(value && typeof value === "object" && typeof Reflect.get(value, "get") === "function" && typeof Reflect.get(value, "toJS") === "function");

/** Decap's backend settings once it has started (its config, with the local backend's proxy_url when it found one). */
export interface DecapBackendConfig {
  name: string;
  repo?: string;
  branch?: string;
  api_root?: string;
  proxy_url?: string;
}

function state(): { config?: { backend?: DecapBackendConfig }; collections?: unknown; entryDraft?: unknown } {
  const current = store.getState();
  return current && typeof current === "object" ? current : {};
}

/** The backend Decap runs on: "proxy" for the local backend (decap-server), "github" online; undefined before its config loaded. */
export function decapBackend(): DecapBackendConfig | undefined {
  return state().config?.backend;
}

/** Calls `listener` whenever Decap's state changes; returns the unsubscribe. */
export const onDecapChange = (listener: () => void) => store.subscribe(listener);

/** The entry open in Decap's editor: its collection, slug and data, or undefined (none open, or a new one). */
export function openEntry(): { collection: string; slug: string; data: unknown } | undefined {
  const draft = state().entryDraft;
  const entry = isMap(draft) ? draft.get("entry") : undefined;
  if (!isMap(entry) || entry.get("newRecord") === true || entry.get("isFetching") === true) return undefined;
  const collection = entry.get("collection");
  const slug = entry.get("slug");
  if (typeof collection !== "string" || typeof slug !== "string") return undefined;
  const data = entry.get("data");
  return { collection, slug, data: isMap(data) ? data.toJS() : data };
}

/** Whether the entry open in the editor has changes not saved (Decap's entry draft's hasChanged). */
export function hasUnsavedChanges(): boolean {
  const draft = state().entryDraft;
  return isMap(draft) && draft.get("hasChanged") === true;
}

/** Decap's branch of an entry's draft (decap-cms-lib-util APIUtils branchFromContentKey). */
export const draftBranchOf = (collection: string, slug: string) => `cms/${collection}/${slug}`;

/**
 * The entry's draft not yet published, if it has one: its cms/ branch, open with its pull request, asked of the
 * backend itself (not the workflow list Decap may have loaded before), with its status (draft, pending_review,
 * pending_publish).
 */
export async function openDraftOf(collection: string, slug: string): Promise<{ branch: string; status?: string } | undefined> {
  const config = state().config;
  if (!config) throw new Error("Decap has not started");
  const { implementation } = currentBackend(config);
  const ids = await implementation.unpublishedEntries();
  if (!ids.includes(`${collection}/${slug}`)) return undefined;
  const entry = await implementation.unpublishedEntry({ collection, slug }).catch(() => undefined);
  return { branch: draftBranchOf(collection, slug), ...(entry?.status ? { status: entry.status } : {}) };
}

/** What a refused save leaves: Decap rejects with its failure action, whose payload holds the error. */
function failureMessage(failure: unknown): string {
  const error: unknown = failure && typeof failure === "object" ? (Reflect.get(Reflect.get(failure, "payload") ?? {}, "error") ?? failure) : failure;
  return error instanceof Error ? error.message : String(error ?? "the backend refused it");
}

/**
 * Saves `data` as the entry open in the editor (its collection and slug), a new draft, as Save does: Decap's entry
 * draft gets the data, then Decap's own editorial-workflow save (preSave checks, the backend's cms/ branch, commit,
 * pull request and status label), then the entry is loaded again as the draft it now is, as Decap's Editor does after
 * a first save. Rejects, saying why, when the entry open is another, or Decap's save fails (a check refused it).
 */
export async function saveAsNewDraft(collection: string, slug: string, data: unknown): Promise<void> {
  const { collections, entryDraft } = state();
  const entry = isMap(entryDraft) ? entryDraft.get("entry") : undefined;
  const decapCollection = isMap(collections) ? collections.get(collection) : undefined;
  if (!isMap(entry) || entry.get("collection") !== collection || entry.get("slug") !== slug || !decapCollection)
    throw new Error(`the editor does not have ${collection}/${slug} open`);
  const held = entry.toJS();
  store.dispatch(createDraftFromEntry({ ...(held && typeof held === "object" ? held : {}), data }));
  try {
    await store.dispatch(persistUnpublishedEntry(decapCollection, false));
  } catch (failure) {
    // Not saved: the entry goes back to what the editor held.
    store.dispatch(createDraftFromEntry(held));
    throw new Error(failureMessage(failure));
  }
  await store.dispatch(loadUnpublishedEntry(decapCollection, slug));
}
