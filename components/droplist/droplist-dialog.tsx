"use client";

import type { MouseEvent } from "react";
import DialogCloseButton from "@/components/ui/dialog-close-button";
import DialogHeading from "@/components/ui/dialog-heading";
import DropMark from "@/components/ui/drop-mark";
import { DROPLIST_MODAL } from "@/lib/content/droplist";
import { DROPLIST_DIALOG_ID, dialogDescriptionId, dialogTitleId } from "@/lib/top-layer-ids.mjs";
import DroplistForm from "./droplist-form";

// The Terms and Privacy Policy pages do not exist yet: their links stay on the page.
const stayHere = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

const TITLE_ID = dialogTitleId(DROPLIST_DIALOG_ID);
const DESCRIPTION_ID = dialogDescriptionId(DROPLIST_DIALOG_ID);

/**
 * The Droplist sign-up as a native modal `<dialog>`, in every page's HTML with
 * its field: its openers (droplist-open-button.tsx) open it with no script, at
 * paint. It takes no props, so the page's RSC payload names it and carries none
 * of its words (they come with its code, lib/content/droplist.ts). The form
 * closes it after a join (DroplistForm's modal variant).
 */
export default function DroplistDialog() {
  const copy = DROPLIST_MODAL;
  return (
    <dialog
      id={DROPLIST_DIALOG_ID}
      closedby="any"
      aria-labelledby={TITLE_ID}
      aria-describedby={DESCRIPTION_ID}
      className="dialog-panel w-[calc(100%-2rem)] max-w-md"
    >
      <DialogCloseButton label={copy.close} dialogId={DROPLIST_DIALOG_ID} className="-right-2 -top-2 sm:-right-4 sm:-top-4" />
      <DropMark className="size-10 text-aqua-500" />
      <DialogHeading dialogId={DROPLIST_DIALOG_ID} title={copy.title} description={copy.description} titleClassName="mt-4" descriptionClassName="mt-3" />
      <div className="mt-6">
        <DroplistForm variant="modal" copy={copy.form} autoFocus />
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
    </dialog>
  );
}
