import type { ComponentType } from "react";
import type DecapCms from "decap-cms-app";

/** What Decap hands a preview template: the entry and its fields (Immutable.js values), the pane's document. */
export type PreviewProps = Parameters<(typeof DecapCms)["registerPreviewTemplate"]>[1] extends ComponentType<infer P> ? P : never;

/** What the build tells the preview: out/admin/preview.json (app/(editor)/admin/preview.json/route.ts). */
export interface PreviewData {
  /** What each figure {slot} reads on the site as built. */
  figures: Readonly<Record<string, string>>;
  /** The name of every entry: each gets a preview. */
  entries: readonly string[];
}

/** An Immutable.js value as plain JSON (anything else as it is). */
export function plain(value: unknown): unknown {
  return value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;
}

/** The entry's data as plain JSON, as it would be written to its file. */
export function entryData(props: PreviewProps): Record<string, unknown> {
  const data = plain(props.entry.getIn(["data"]));
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}
