"use client";

import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";
import CloseIcon from "@/components/ui/close-icon";
import DropMark from "@/components/ui/drop-mark";
import DroplistForm from "./droplist-form";

interface DroplistModalProps {
  open: boolean;
  onClose: () => void;
}

export default function DroplistModal({ open, onClose }: DroplistModalProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-ocean-950/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="relative w-full max-w-md rounded-3xl bg-white p-6 shadow-lift sm:p-8">
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute right-4 top-4 grid size-11 place-items-center rounded-full text-ocean-700 hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700"
          >
            <CloseIcon />
          </button>
          <DropMark className="size-10 text-aqua-500" />
          <DialogTitle className="mt-4 font-display text-4xl uppercase leading-none text-ocean-900">
            Join the Droplist
          </DialogTitle>
          <Description className="mt-3 text-base text-ocean-700">
            Be first in line for the private beta, with 5 free drops a day from the brands that fund them.
          </Description>
          <div className="mt-6">
            <DroplistForm variant="modal" onReset={onClose} note="We'll never share your email with anyone else." />
          </div>
          <p className="mt-6 text-xs text-ocean-700">
            By joining you agree to our{" "}
            <a href="#terms" onClick={(e) => e.preventDefault()} className="font-semibold underline underline-offset-2">
              Terms
            </a>{" "}
            and{" "}
            <a href="#privacy" onClick={(e) => e.preventDefault()} className="font-semibold underline underline-offset-2">
              Privacy Policy
            </a>
            .
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
