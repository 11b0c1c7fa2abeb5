import type { ComponentType } from "react";
import type DecapCms from "decap-cms-app";

export type { PreviewData } from "./preview-data";

/** What Decap hands a preview template: the entry and its fields (Immutable.js values), the pane's document. */
export type PreviewProps = Parameters<(typeof DecapCms)["registerPreviewTemplate"]>[1] extends ComponentType<infer P> ? P : never;

/** An Immutable.js value as plain JSON (anything else as it is). */
export function plain(value: unknown): unknown {
  return value && typeof value === "object" && "toJS" in value ? (value as { toJS(): unknown }).toJS() : value;
}

/** The entry's data as plain JSON, as it would be written to its file. */
export function entryData(props: PreviewProps): Record<string, unknown> {
  const data = plain(props.entry.getIn(["data"]));
  return data && typeof data === "object" ? (data as Record<string, unknown>) : {};
}
