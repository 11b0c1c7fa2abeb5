"use client";

import { useContext, useRef, type FormEvent } from "react";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL, type DroplistFormCopy } from "@/lib/content/droplist";
import { BASE_PATH } from "@/lib/constants";
import { droplistButtonLabels, isDroplistLocked, sendDroplistSignUp } from "@/lib/droplist";
import { DROPLIST_ENDPOINT, HONEYPOT_FIELD, type DroplistFormName, type IslandOutcome } from "@/lib/form-outcomes";
import StableLabel from "@/components/ui/stable-label";
import { PreviewForms } from "@/components/forms/preview-forms";
import HoneypotField from "@/components/forms/honeypot-field";
import { useDroplist } from "./use-droplist";

/** The editor's preview: a sign-up is answered as joined, and nothing is sent. */
const previewSend = async (): Promise<IslandOutcome> => "joined";

interface DroplistFormProps {
  /** On the footer's dark band, or in the modal. */
  variant: "inline" | "modal";
  /**
   * Its words; absent, the site's (lib/content/droplist.ts, in the client bundle with the dialog that shows it on every
   * page), so the page's payload carries none of them. The editor's preview passes the file being edited.
   */
  copy?: DroplistFormCopy;
  /** The field takes the focus when its dialog opens (the browser's dialog focusing steps look for it). */
  autoFocus?: boolean;
}

/** The sign-up form; in the modal, the form's reset after a join closes the `<dialog>` it sits in. */
export default function DroplistForm({ variant, copy: given, autoFocus = false }: DroplistFormProps) {
  const copy = given ?? (variant === "inline" ? DROPLIST_INLINE_FORM : DROPLIST_MODAL.form);
  const form = useRef<HTMLFormElement>(null);
  const preview = useContext(PreviewForms);
  const name: DroplistFormName = variant === "inline" ? "footer" : "modal";
  // The honeypot as the visitor's browser left it at the submit: a person's is empty, and the endpoint refuses a filled one.
  const honeypot = useRef("");
  const { state, setEmail, submit } = useDroplist(
    copy,
    name,
    variant === "modal" ? () => form.current?.closest("dialog")?.close() : undefined,
    preview ? previewSend : (email, from) => sendDroplistSignUp(email, from, { honeypot: honeypot.current }),
  );
  // Fixed, short ids (the footer's form and the dialog's are on every page): the HTML ships within its first round trip.
  const id = `droplist-${variant}`;
  const locked = isDroplistLocked(state);
  const onDark = variant === "inline";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    honeypot.current = String(data.get(HONEYPOT_FIELD) ?? "");
    submit(data);
  };

  return (
    // The footer's form is a landmark, named; in the modal the dialog names it (its title), and a second form landmark
    // of the footer's name would be one too many (axe: landmark-unique).
    // onSubmit, not a function action: React writes an inline replay script for those, which the early event contract
    // makes needless (it holds every submit until hydration). Without JavaScript (or before it runs, or where it
    // failed) the form posts itself to the endpoint, which answers with the result page; the editor's preview has no
    // action, and its submits never leave it.
    <form
      ref={form}
      method="post"
      action={preview ? undefined : `${BASE_PATH}${DROPLIST_ENDPOINT}?form=${name}`}
      onSubmit={onSubmit}
      noValidate
      className="w-full"
      aria-label={onDark ? copy.formLabel : undefined}
    >
      <label htmlFor={`${id}-email`} className={onDark ? "sr-only" : "mb-2 block text-sm font-semibold text-ocean-900"}>
        {copy.emailLabel}
      </label>
      <div className={variant === "modal" ? "flex flex-col gap-3" : "flex flex-col gap-3 sm:flex-row"}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          value={state.email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={locked}
          autoFocus={autoFocus}
          aria-describedby={`${id}-note`}
          className={
            onDark
              ? "h-12 w-full min-w-0 sm:flex-1 rounded-full border border-white/30 bg-white/10 px-5 text-base text-white placeholder:text-ocean-100 focus:border-aqua-300 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-300 disabled:opacity-70"
              : "h-12 w-full rounded-full border border-ocean-200 bg-white px-5 text-base text-ocean-900 placeholder:text-ocean-500 focus:border-ocean-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-500 disabled:bg-ocean-50"
          }
        />
        <button type="submit" disabled={locked} className="btn btn-primary h-12 shrink-0 disabled:cursor-not-allowed">
          <StableLabel labels={droplistButtonLabels(copy.buttons)} current={copy.buttons[state.status]} />
        </button>
      </div>
      <p id={`${id}-note`} className={onDark ? "mt-3 text-sm text-ocean-100" : "mt-3 text-sm text-ocean-700"}>
        {copy.note}
      </p>
      <HoneypotField />
    </form>
  );
}
