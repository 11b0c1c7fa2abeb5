"use client";

import { useRef, type FormEvent } from "react";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL, type DroplistFormCopy } from "@/lib/content/droplist";
import { droplistButtonLabels, isDroplistLocked } from "@/lib/droplist";
import StableLabel from "@/components/ui/stable-label";
import { useDroplist } from "./use-droplist";

interface DroplistFormProps {
  /** On the footer's dark band, or in the modal. */
  variant: "inline" | "modal";
  /**
   * Its words; absent, the site's (lib/content/droplist.ts, in the client bundle with the dialog that shows it on every
   * page), so the page's payload carries none of them. The editor's preview passes the file being edited.
   */
  copy?: DroplistFormCopy;
  /** Extra content under the field, tied to the input as its description. */
  note?: string;
  /** The field takes the focus when its dialog opens (the browser's dialog focusing steps look for it). */
  autoFocus?: boolean;
}

/** The sign-up form; in the modal, the form's reset after a join closes the `<dialog>` it sits in. */
export default function DroplistForm({ variant, copy: given, note, autoFocus = false }: DroplistFormProps) {
  const copy = given ?? (variant === "inline" ? DROPLIST_INLINE_FORM : DROPLIST_MODAL.form);
  const form = useRef<HTMLFormElement>(null);
  const { state, setEmail, submit } = useDroplist(copy, variant === "modal" ? () => form.current?.closest("dialog")?.close() : undefined);
  // Fixed, short ids (the footer's form and the dialog's are on every page): the HTML ships within its first round trip.
  const id = `droplist-${variant}`;
  const locked = isDroplistLocked(state);
  const onDark = variant === "inline";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget));
  };

  return (
    // The footer's form is a landmark, named; in the modal the dialog names it (its title), and a second form landmark
    // of the footer's name would be one too many (axe: landmark-unique).
    // onSubmit, not a function action: React writes an inline replay script for those, which the early event contract
    // makes needless (it holds every submit until hydration). method="dialog": without JavaScript a submit sends
    // nothing anywhere (outside a dialog the browser ignores it; in the Droplist's dialog it closes it, as its X does).
    <form ref={form} method="dialog" onSubmit={onSubmit} noValidate className="w-full" aria-label={onDark ? copy.formLabel : undefined}>
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
          aria-describedby={note ? `${id}-note` : undefined}
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
      {note ? (
        <p id={`${id}-note`} className="mt-3 text-sm text-ocean-700">
          {note}
        </p>
      ) : null}
      {/* Without JavaScript a submit sends nothing (above): said, not left to a silent button. */}
      <noscript>
        <p className="mt-3 rounded-2xl bg-sun-300 px-4 py-3 text-sm font-semibold text-ocean-900">{copy.noScript}</p>
      </noscript>
    </form>
  );
}
