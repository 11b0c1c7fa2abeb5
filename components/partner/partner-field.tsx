import type { ReactNode } from "react";
import type { PartnerFieldCopy } from "@/lib/content/partner-enquiry";

interface PartnerFieldProps {
  /** Base id; the label, hint and error hang off it. */
  id: string;
  name: string;
  copy: PartnerFieldCopy;
  value: string;
  error?: string;
  /** Read before the error ("Error: "), so it is not taken for a hint. */
  errorPrefix: string;
  required: boolean;
  readOnly: boolean;
  multiline?: boolean;
  /** Half a row from the small breakpoint up (name beside email). */
  half?: boolean;
  type?: "text" | "email";
  /** The most characters the endpoint keeps (lib/partner-enquiry.ts), where the field has a hard limit. */
  maxLength?: number;
  onChange: (value: string) => void;
  inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  /** Ids of further descriptions (the message counter). */
  describedBy?: string[];
  autoFocus?: boolean;
  /** Rendered under the control, before the error (the message counter). */
  children?: ReactNode;
}

/** The field's look (app/globals.css); its border and ring colour come from `look`. */
const control = "field";

/** One labelled field of the partner enquiry, with its hint and its error next to it. */
export default function PartnerField({
  id,
  name,
  copy,
  value,
  error,
  errorPrefix,
  required,
  readOnly,
  multiline = false,
  half = false,
  type = "text",
  maxLength,
  onChange,
  inputRef,
  describedBy = [],
  autoFocus,
  children,
}: PartnerFieldProps) {
  const hintId = copy.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [errorId, hintId, ...describedBy].filter(Boolean).join(" ") || undefined;
  const look = error
    ? "border-coral-700 ring-1 ring-coral-700 focus-visible:ring-coral-700"
    : "border-ocean-200 focus:border-ocean-600 focus-visible:ring-aqua-500";
  const shared = {
    id,
    name,
    value,
    required,
    readOnly,
    maxLength,
    autoComplete: copy.autoComplete,
    placeholder: copy.placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedByIds,
    // The browser's dialog focusing steps give it the focus when the dialog opens.
    autoFocus,
    ref: inputRef,
  } as const;

  return (
    <div className={half ? undefined : "sm:col-span-2"}>
      <label htmlFor={id} className="block text-sm font-bold text-ocean-900">
        {copy.label}
      </label>
      {copy.hint ? (
        <p id={hintId} className="mt-1 text-sm text-ocean-700">
          {copy.hint}
        </p>
      ) : null}
      <div className="mt-2">
        {multiline ? (
          <textarea {...shared} rows={5} onChange={(e) => onChange(e.target.value)} className={`${control} ${look} min-h-32 resize-y py-3`} />
        ) : (
          <input
            {...shared}
            type={type}
            inputMode={type === "email" ? "email" : undefined}
            spellCheck={type === "email" ? false : undefined}
            onChange={(e) => onChange(e.target.value)}
            className={`${control} ${look} h-12`}
          />
        )}
      </div>
      {children}
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-bold text-coral-700">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="mt-px shrink-0" fill="currentColor">
            <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm-.9 4.6h1.8l-.2 5.6H9.3l-.2-5.6ZM10 12.9a1.15 1.15 0 1 1 0 2.3 1.15 1.15 0 0 1 0-2.3Z" />
          </svg>
          <span>
            <span className="sr-only">{errorPrefix}</span>
            {error}
          </span>
        </p>
      ) : null}
    </div>
  );
}
