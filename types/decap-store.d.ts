/**
 * Decap's own store, backend and editorial-workflow actions (decap-cms-core 3.19, dist/esm; no typings of their own),
 * which a page's history (components/editor/decap-store.ts) uses to save a version as Save does: the same module
 * instances decap-cms-app runs (it imports decap-cms-core's dist/esm too), typed as far as the history uses them.
 */
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    getState(): unknown;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}

declare module "decap-cms-core/dist/esm/actions/entries" {
  export function createDraftFromEntry(entry: unknown): unknown;
}

declare module "decap-cms-core/dist/esm/actions/editorialWorkflow" {
  export function persistUnpublishedEntry(collection: unknown, existingUnpublishedEntry: boolean): unknown;
  export function loadUnpublishedEntry(collection: unknown, slug: string): unknown;
}

declare module "decap-cms-core/dist/esm/backend" {
  export const currentBackend: (config: unknown) => {
    implementation: {
      unpublishedEntries(): Promise<string[]>;
      unpublishedEntry(args: { collection: string; slug: string }): Promise<{ status?: string } | undefined>;
    };
  };
}
