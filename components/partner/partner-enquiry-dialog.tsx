"use client";

import { useEffect, useEffectEvent, useReducer, useRef, useState, type FormEvent } from "react";
import DialogCloseButton from "@/components/ui/dialog-close-button";
import DialogHeading from "@/components/ui/dialog-heading";
import DropMark from "@/components/ui/drop-mark";
import { closeWithoutCommands } from "@/components/ui/native-dialog";
import { notify } from "@/components/toast/notify";
import { PARTNER_DIALOG, PARTNER_FORM, PARTNER_SUCCESS } from "@/lib/content/partner-enquiry";
import { dialogDescriptionId, dialogTitleId, partnerDialogId } from "@/lib/top-layer-ids.mjs";
import {
  firstInvalidField,
  initialPartnerEnquiryState,
  partnerEnquiryMailto,
  partnerEnquiryReducer,
  schedulePartnerEnquirySend,
  type PartnerAudience,
  type PartnerField as FieldName,
} from "@/lib/partner-enquiry";
import PartnerEnquiryForm from "./partner-enquiry-form";

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The partner enquiry for one audience, as a native modal `<dialog>` in the
 * page's HTML with its fields: the page's openers for that audience open it
 * with no script, at paint (partner-open-button.tsx). Its code comes in a chunk
 * of its own (partner-enquiry-island.tsx); what is typed before it has
 * hydrated is kept by the early event contract. It brings its own copy rather
 * than taking it through the page.
 *
 * A draft survives closing it; after a sent enquiry it starts afresh once
 * closed. The reducer decides what a submit does; the dialog only reacts to its
 * state: focus on a refusal, a toast once the email is written out. A valid
 * Send opens the enquiry as an email in the visitor's own email app (the site
 * sends nothing), from the press itself: browsers open an email app only from
 * a visitor's action.
 */
export default function PartnerEnquiryDialog({ audience }: { audience: PartnerAudience }) {
  const [state, dispatch] = useReducer(partnerEnquiryReducer, audience, initialPartnerEnquiryState);
  const dialogId = partnerDialogId(audience);
  const titleId = dialogTitleId(dialogId);
  const descriptionId = dialogDescriptionId(dialogId);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  // The thanks replaces the form at the form's height, so nothing on screen moves
  // when it arrives, PARTNER_ENQUIRY_SUBMIT_MS after the press (a layout shift otherwise).
  const dialog = useRef<HTMLDialogElement>(null);
  const [formHeight, setFormHeight] = useState<number | undefined>(undefined);
  const titleRef = useRef<HTMLHeadingElement | null>(null);

  // After a refused submit, focus goes to the first field that needs fixing. Only a new
  // refused submit moves focus, not every edit: the errors are read, not reacted to.
  const focusFirstInvalid = useEffectEvent(() => {
    const field = firstInvalidField(state.errors, state.audience);
    if (field) controls.current[field]?.focus();
  });
  useEffect(() => {
    if (state.failedSubmits === 0) return;
    focusFirstInvalid();
  }, [state.failedSubmits]);

  const submitting = state.status === "submitting";
  useEffect(() => {
    if (!submitting) return;
    return schedulePartnerEnquirySend(() => {
      setFormHeight(dialog.current?.offsetHeight);
      dispatch({ type: "sent" });
    });
  }, [submitting]);

  const sent = state.status === "sent";
  useEffect(() => {
    if (!sent) return;
    const toast = PARTNER_SUCCESS.toast[audience];
    void notify("success", toast.title, toast.description);
    // The form is replaced by the thank-you: focus its heading so it is read out.
    if (dialog.current?.open) titleRef.current?.focus();
  }, [sent, audience]);

  const copy = PARTNER_DIALOG[audience];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The reducer decides whether this press sends; asked here, in the press itself, because
    // browsers open an email app only from a visitor's action, not from a later render.
    if (partnerEnquiryReducer(state, { type: "submit" }).status === "submitting") openMailto(partnerEnquiryMailto(state.values, state.audience));
    dispatch({ type: "submit" });
  }

  // Closed after a sent enquiry: the next opening starts a fresh form.
  function closed() {
    if (!sent) return;
    setFormHeight(undefined);
    dispatch({ type: "reset" });
  }

  return (
    <dialog
      ref={dialog}
      id={dialogId}
      closedby="any"
      onClose={closed}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-audience={audience}
      style={sent ? { minHeight: formHeight } : undefined}
      // The thanks is centred in the form's height by its own margins, not the panel's: the X's strip stays at the top.
      className={`dialog-panel w-[calc(100%-1.5rem)] max-w-xl ${sent ? "flex-col open:flex" : ""}`}
    >
      <DialogCloseButton label={PARTNER_FORM.close} dialogId={dialogId} className="-right-3 -top-3 sm:-right-4 sm:-top-4" />

      {sent ? (
        <div className="my-auto py-4 text-center sm:py-8">
          <DropMark className="mx-auto h-16 w-13 text-aqua-500" />
          <DialogHeading
            dialogId={dialogId}
            title={PARTNER_SUCCESS.title}
            description={copy.successBody}
            titleRef={titleRef}
            titleClassName="mt-5 focus:outline-none sm:text-5xl"
            descriptionClassName="mx-auto mt-4 max-w-sm"
          />
          <p className="mt-4">
            <a
              href={partnerEnquiryMailto(state.values, state.audience)}
              className="font-bold text-ocean-700 underline decoration-2 underline-offset-4 hover:text-ocean-900"
            >
              {PARTNER_SUCCESS.again}
            </a>
          </p>
          <button type="button" command="close" commandfor={dialogId} onClick={() => closeWithoutCommands(dialogId)} className="btn btn-secondary mt-8">
            {PARTNER_SUCCESS.done}
          </button>
        </div>
      ) : (
        <>
          <p className="flex items-center gap-2 pr-10 text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">
            <DropMark className="h-5 w-4 text-aqua-500" />
            {copy.eyebrow}
          </p>
          <DialogHeading
            dialogId={dialogId}
            title={copy.title}
            description={copy.description}
            titleClassName="mt-3 pr-8 sm:text-5xl"
            descriptionClassName="mt-3"
          />

          <PartnerEnquiryForm
            idBase={dialogId}
            state={state}
            copy={copy}
            form={PARTNER_FORM}
            onSubmit={submit}
            onChange={(field, value) => dispatch({ type: "change", field, value })}
            inputRef={(field, element) => {
              controls.current[field] = element;
            }}
          />
        </>
      )}
    </dialog>
  );
}

/** Opens a mailto: link as a click on a link would: in the visitor's email app. */
function openMailto(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.hidden = true;
  // A link off the page navigates nowhere.
  document.body.append(link);
  link.click();
  link.remove();
}
