"use client";

import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import type { MouseEvent } from "react";
import DialogCloseButton from "@/components/ui/dialog-close-button";
import DropMark from "@/components/ui/drop-mark";
import { DROPLIST_MODAL } from "@/lib/content/droplist";
import DroplistForm from "./droplist-form";

interface DroplistModalProps {
  open: boolean;
  onClose: () => void;
}

// The Terms and Privacy Policy pages do not exist yet: their links stay on the page.
const stayHere = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

/** Fetched on first open, so it brings its own copy rather than taking it through the page. */
export default function DroplistModal({ open, onClose }: DroplistModalProps) {
  const copy = DROPLIST_MODAL;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ocean-950/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-lift sm:p-8">
          <DialogCloseButton label={copy.close} onClose={onClose} className="right-4 top-4" />
          <DropMark className="size-10 text-aqua-500" />
          <DialogTitle className="mt-4 font-display text-4xl uppercase leading-none text-ocean-900">{copy.title}</DialogTitle>
          <Description className="mt-3 text-base text-ocean-700">{copy.description}</Description>
          <div className="mt-6">
            <DroplistForm variant="modal" copy={copy.form} onReset={onClose} note={copy.note} />
          </div>
          <p className="mt-6 text-xs text-ocean-700">
            {copy.agreement.before}{" "}
            <a href="#terms" onClick={stayHere} className="font-semibold underline underline-offset-2">
              {copy.agreement.terms}
            </a>{" "}
            {copy.agreement.between}{" "}
            <a href="#privacy" onClick={stayHere} className="font-semibold underline underline-offset-2">
              {copy.agreement.privacy}
            </a>
            {copy.agreement.after}
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
