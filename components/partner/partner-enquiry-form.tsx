import type { FormEvent } from "react";
import type { PartnerDialogCopy, PartnerFormCopy } from "@/lib/content/partner-enquiry";
import {
  OPTIONAL_FIELDS,
  PARTNER_FIELDS,
  PARTNER_FIELD_LIMITS,
  isPartnerEnquiryLocked,
  partnerSubmitLabel,
  type PartnerEnquiryState,
  type PartnerField as FieldName,
} from "@/lib/partner-enquiry";
import HoneypotField from "@/components/forms/honeypot-field";
import MessageCounter from "./message-counter";
import PartnerField from "./partner-field";

interface PartnerEnquiryFormProps {
  /** Base of the fields' ids. */
  idBase: string;
  state: PartnerEnquiryState;
  copy: PartnerDialogCopy;
  form: PartnerFormCopy;
  /** Where the form posts itself without JavaScript (the endpoint); none in the editor's preview, which never sends. */
  action?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (field: FieldName, value: string) => void;
  inputRef?: (field: FieldName, element: HTMLInputElement | HTMLTextAreaElement | null) => void;
  /** The first field takes the focus when the form appears (in the dialog; not in the editor's preview). */
  autoFocus?: boolean;
}

/** The partner-enquiry dialog's form: its fields for the audience, the required note and Send. */
export default function PartnerEnquiryForm({ idBase, state, copy, form, action, onSubmit, onChange, inputRef, autoFocus = true }: PartnerEnquiryFormProps) {
  const locked = isPartnerEnquiryLocked(state);
  return (
    // Without JavaScript (or before it runs, or where it failed) Send posts the form to the endpoint, which stores it and
    // answers with the result page; with it, the dialog sends it and stays. Never a GET: a name, an email and a message
    // do not belong in an address.
    <form method="post" action={action} onSubmit={onSubmit} noValidate aria-label={copy.title} className="mt-6 grid gap-5 sm:grid-cols-2">
      {PARTNER_FIELDS[state.audience].map((field, index) => {
        const fieldId = `${idBase}-${field}`;
        const isMessage = field === "message";
        return (
          <PartnerField
            key={field}
            id={fieldId}
            name={field}
            copy={copy.fields[field]}
            value={state.values[field]}
            error={state.errors[field]}
            errorPrefix={form.errorPrefix}
            required={!OPTIONAL_FIELDS.includes(field)}
            readOnly={locked}
            multiline={isMessage}
            half={field === "name" || field === "email"}
            type={field === "email" ? "email" : "text"}
            maxLength={isMessage ? undefined : PARTNER_FIELD_LIMITS[field]}
            autoFocus={autoFocus && index === 0}
            onChange={(value) => onChange(field, value)}
            inputRef={(element) => inputRef?.(field, element)}
            describedBy={isMessage ? [`${fieldId}-counter`] : undefined}
          >
            {isMessage ? <MessageCounter id={`${fieldId}-counter`} message={state.values.message} unit={form.counter.unit} /> : null}
          </PartnerField>
        );
      })}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ocean-700">{form.requiredNote}</p>
        <button type="submit" aria-disabled={locked || undefined} className="btn btn-primary h-12 px-8 aria-disabled:cursor-wait aria-disabled:opacity-80">
          {partnerSubmitLabel(state.status, state.audience, form)}
        </button>
      </div>
      <HoneypotField />
    </form>
  );
}
