import { Fragment, type ReactNode } from "react";
import { templateParts } from "@/lib/template";

/**
 * A line of copy with its {slots} filled, each value its own node, just as if
 * the line were written inline in JSX: a value can be markup (a <strong>
 * amount), and the text renders exactly as it always has.
 */
export default function TemplateText({ template, values }: { template: string; values: Readonly<Record<string, ReactNode>> }) {
  return (
    <>
      {templateParts(template, values).map((part, i) => (
        <Fragment key={i}>{part}</Fragment>
      ))}
    </>
  );
}
