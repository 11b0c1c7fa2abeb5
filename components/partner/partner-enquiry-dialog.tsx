"use client";

import { useEffect, useEffectEvent, useReducer, useRef, useState, type FormEvent } from "react";
import DialogCloseButton from "@/components/ui/dialog-close-button";
import DialogHeading from "@/components/ui/dialog-heading";
import DropMark from "@/components/ui/drop-mark";
import { closeWithoutCommands } from "@/components/ui/native-dialog";
import { notify } from "@/components/toast/notify";
import { PARTNER_DIALOG, PARTNER_FORM, PARTNER_SUCCESS } from "@/lib/content/partner-enquiry";
import { BASE_PATH } from "@/lib/constants";
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD } from "@/lib/form-outcomes";
import { dialogDescriptionId, dialogTitleId, partnerDialogId } from "@/lib/top-layer-ids.mjs";
import {
  firstInvalidField,
  initialPartnerEnquiryState,
  partnerEnquiryReducer,
  partnerFailureToast,
  sendPartnerEnquiry,
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
 * state: focus on a refusal, the send of a valid enquiry to the site's endpoint,
 * the thanks and its toast once it is stored, a toast saying why when it is not
 * (every word typed stays). Without JavaScript the form posts itself to the same
 * endpoint, which answers with the result page.
 */
export default function PartnerEnquiryDialog({ audience }: { audience: PartnerAudience }) {
  const [state, dispatch] = useReducer(partnerEnquiryReducer, audience, initialPartnerEnquiryState);
  const dialogId = partnerDialogId(audience);
  const titleId = dialogTitleId(dialogId);
  const descriptionId = dialogDescriptionId(dialogId);
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  // The thanks replaces the form at the form's height, so nothing on screen moves
  // when it arrives, once the endpoint has answered (a layout shift otherwise).
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

  // The honeypot as the browser left it at the submit (a person's is empty; the endpoint refuses a filled one).
  const honeypot = useRef("");
  // One send per accepted submit: the values are locked (read-only) while it runs.
  const send = useEffectEvent(() => sendPartnerEnquiry(state.values, state.audience, { honeypot: honeypot.current }));
  const submitting = state.status === "submitting";
  useEffect(() => {
    if (!submitting) return;
    let current = true;
    void send().then(({ outcome, fields }) => {
      if (!current) return;
      if (outcome === "sent") setFormHeight(dialog.current?.offsetHeight);
      dispatch({ type: "answered", outcome, fields });
    });
    return () => {
      current = false;
    };
  }, [submitting]);

  useEffect(() => {
    if (state.failures === 0 || !state.failure) return;
    const { title, description } = partnerFailureToast(PARTNER_FORM.refused, state.failure);
    void notify("error", title, description);
  }, [state.failures, state.failure]);

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
    honeypot.current = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
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
            action={`${BASE_PATH}${ENQUIRY_ENDPOINT}?audience=${audience}`}
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
