import type { ReactNode } from "react";
import type { EditorField } from "@/lib/content/editor-config";
import { fillSlots } from "@/lib/template";
import { entryData, plain, type PreviewData, type PreviewProps } from "./preview-props";

// The site's stylesheet has only the classes its pages use: what else this pane needs is inline.

/** One field's value under its label, {slots} filled in; nothing for an empty value or a field marketers cannot reach (ids). */
function FieldValue({
  field,
  value,
  figures,
  labelled = true,
}: {
  field: EditorField;
  value: unknown;
  figures: PreviewData["figures"];
  labelled?: boolean;
}): ReactNode {
  if (value == null || value === "") return null;
  const widget = field.widget ?? "string";
  if (widget === "hidden") return null;
  if (widget === "object") {
    const group = (value ?? {}) as Record<string, unknown>;
    return (
      <section className="mt-5" style={{ borderLeft: "4px solid #5ee0f0", paddingLeft: "1rem" }}>
        <h2 className="font-display text-xl uppercase text-ocean-900">{field.label || field.name}</h2>
        {(field.fields ?? []).map((sub) => (
          <FieldValue key={sub.name} field={sub} value={group[sub.name]} figures={figures} />
        ))}
      </section>
    );
  }
  if (widget === "list") {
    const items = Array.isArray(value) ? value : [];
    return (
      <div className="mt-3">
        <p className="text-sm font-bold uppercase" style={{ color: "#0e7490" }}>
          {field.label || field.name}
        </p>
        <ol className="mt-1" style={{ listStyle: "decimal", paddingLeft: "1.5rem" }}>
          {items.map((item: unknown, i) => (
            <li key={i}>
              {field.fields ? (
                field.fields.map((sub) => (
                  <FieldValue key={sub.name} field={sub} value={(item as Record<string, unknown> | null)?.[sub.name]} figures={figures} />
                ))
              ) : field.field ? (
                <FieldValue field={field.field} value={item} figures={figures} labelled={false} />
              ) : (
                fillSlots(String(item), figures)
              )}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <p className="mt-2 text-base text-ocean-800">
      {labelled && field.label ? (
        <strong className="text-ocean-900" style={{ marginRight: "0.5rem" }}>
          {field.label}:
        </strong>
      ) : null}
      {fillSlots(String(value), figures)}
    </p>
  );
}

/**
 * The preview of an entry no site component shows yet: its fields as the page
 * words them, each under its label, {slots} filled in and the fields marketers
 * cannot reach (ids) left out, in place of Decap's bare default
 * ("{freeDropsDaily}", "No preview for widget 'hidden'").
 */
export function fieldsPreview(data: PreviewData) {
  return function FieldsPreview(props: PreviewProps) {
    const fields = (plain(props.fields) ?? []) as EditorField[];
    const values = entryData(props);
    return (
      <div className="font-sans p-6 text-ocean-900 antialiased">
        {fields.map((field) => (
          <FieldValue key={field.name} field={field} value={values[field.name]} figures={data.figures} />
        ))}
      </div>
    );
  };
}
