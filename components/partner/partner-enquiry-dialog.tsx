"use client";

import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useEffect, useEffectEvent, useId, useReducer, useRef, useState, type FormEvent } from "react";
import DialogCloseButton from "@/components/ui/dialog-close-button";
import DropMark from "@/components/ui/drop-mark";
import { notify } from "@/components/toast/notify";
import { PARTNER_DIALOG, PARTNER_FORM, PARTNER_SUCCESS } from "@/lib/content/partner-enquiry";
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

interface PartnerEnquiryDialogProps {
  open: boolean;
  audience: PartnerAudience;
  onClose: () => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The one partner-enquiry dialog. It stays mounted once loaded, so a draft
 * survives closing it; the form starts afresh after a sent enquiry. Fetched on
 * first open, so it brings its own copy rather than taking it through the page.
 * The reducer decides what a submit does; the dialog only reacts to its state:
 * focus on a refusal, a toast once the email is written out. A valid Send opens
 * the enquiry as an email in the visitor's own email app (the site sends
 * nothing), from the press itself: browsers open an email app only from a
 * visitor's action.
 */
export default function PartnerEnquiryDialog({ open, audience, onClose }: PartnerEnquiryDialogProps) {
  const [state, dispatch] = useReducer(partnerEnquiryReducer, audience, initialPartnerEnquiryState);
  const [shownOpen, setShownOpen] = useState(open);
  // Decide what the dialog shows before it paints: a kept draft, or a fresh form.
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) dispatch({ type: "open", audience });
  }

  const id = useId();
  const controls = useRef<Partial<Record<FieldName, Control | null>>>({});
  // The thanks replaces the form at the form's height, so nothing on screen moves
  // when it arrives, PARTNER_ENQUIRY_SUBMIT_MS after the press (a layout shift otherwise).
  const panel = useRef<HTMLDivElement>(null);
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
      setFormHeight(panel.current?.offsetHeight);
      dispatch({ type: "sent" });
    });
  }, [submitting]);

  const sentTo = state.status === "sent" ? state.audience : null;
  useEffect(() => {
    if (!sentTo) return;
    const toast = PARTNER_SUCCESS.toast[sentTo];
    void notify("success", toast.title, toast.description);
  }, [sentTo]);

  // The form is replaced by the thank-you: focus its heading so it is read out.
  useEffect(() => {
    if (open && state.status === "sent") titleRef.current?.focus();
  }, [open, state.status]);

  const copy = PARTNER_DIALOG[state.audience];
  const sent = state.status === "sent";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The reducer decides whether this press sends; asked here, in the press itself, because
    // browsers open an email app only from a visitor's action, not from a later render.
    if (partnerEnquiryReducer(state, { type: "submit" }).status === "submitting") openMailto(partnerEnquiryMailto(state.values, state.audience));
    dispatch({ type: "submit" });
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ocean-950/60" aria-hidden="true" />
      <div className="fixed inset-0 overflow-y-auto">
        <div className="flex min-h-full items-end justify-center p-3 sm:items-center sm:p-6">
          <DialogPanel
            ref={panel}
            data-audience={state.audience}
            style={sent ? { minHeight: formHeight } : undefined}
            className={`relative w-full max-w-xl rounded-3xl bg-white p-6 shadow-lift sm:p-8 ${sent ? "flex flex-col justify-center" : ""}`}
          >
            <DialogCloseButton label={PARTNER_FORM.close} onClose={onClose} className="right-3 top-3 sm:right-4 sm:top-4" />

            {sent ? (
              <div className="py-4 text-center sm:py-8">
                <DropMark className="mx-auto h-16 w-13 text-aqua-500" />
                <DialogTitle
                  ref={titleRef}
                  tabIndex={-1}
                  className="mt-5 font-display text-4xl uppercase leading-none text-ocean-900 focus:outline-none sm:text-5xl"
                >
                  {PARTNER_SUCCESS.title}
                </DialogTitle>
                <Description className="mx-auto mt-4 max-w-sm text-base text-ocean-700">{copy.successBody}</Description>
                <p className="mt-4">
                  <a
                    href={partnerEnquiryMailto(state.values, state.audience)}
                    className="font-bold text-ocean-700 underline decoration-2 underline-offset-4 hover:text-ocean-900"
                  >
                    {PARTNER_SUCCESS.again}
                  </a>
                </p>
                <button type="button" onClick={onClose} className="btn btn-secondary mt-8">
                  {PARTNER_SUCCESS.done}
                </button>
              </div>
            ) : (
              <>
                <p className="flex items-center gap-2 pr-10 text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">
                  <DropMark className="h-5 w-4 text-aqua-500" />
                  {copy.eyebrow}
                </p>
                <DialogTitle className="mt-3 pr-8 font-display text-4xl uppercase leading-none text-ocean-900 sm:text-5xl">{copy.title}</DialogTitle>
                <Description className="mt-3 text-base text-ocean-700">{copy.description}</Description>

                <PartnerEnquiryForm
                  idBase={id}
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
          </DialogPanel>
        </div>
      </div>
    </Dialog>
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
