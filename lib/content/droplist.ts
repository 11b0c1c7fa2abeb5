import type { DroplistContent, DroplistFormCopy } from "./droplist.schema";
import { fillSlots } from "../template";
import { ISLAND_FIGURE_VALUES } from "./figure-values";
import { DROPLIST_FILE } from "./island-files/droplist";

export type { DroplistFormCopy, ToastCopy } from "./droplist.schema";

export type DroplistModalCopy = Omit<DroplistContent["modal"], "buttons"> & { form: DroplistFormCopy };

/** The footer's form and the modal, from the file (the site's, below, and the editor's preview, with the file being edited). */
export function droplistCopyOf(data: DroplistContent): { inlineForm: DroplistFormCopy; modal: DroplistModalCopy } {
  const droplist = fillSlots(data, ISLAND_FIGURE_VALUES);
  const { buttons, ...modal } = droplist.modal;
  return { inlineForm: { ...droplist.form, buttons: droplist.footerButtons }, modal: { ...modal, form: { ...droplist.form, buttons } } };
}

/**
 * lib/content/droplist.json with its figures filled in; checked against
 * droplist.schema.ts at build time (lib/content/shared-files.ts). The form and the
 * modal are islands that import this module, so it reads the file through the
 * manifest's island half (lib/content/island-files/), stays free of the
 * schema library and fills only the figures islands have: the claims stay on
 * the server.
 */
const DROPLIST = droplistCopyOf(DROPLIST_FILE);

/** The form in the footer. */
export const DROPLIST_INLINE_FORM: DroplistFormCopy = DROPLIST.inlineForm;

export const DROPLIST_MODAL: DroplistModalCopy = DROPLIST.modal;

/**
 * The words a visitor joined beside, as the endpoint keeps them with the sign-up (functions/api/droplist.ts): the
 * footer form's note, or the modal's note and its agreement sentence. Read from the content the site was built with,
 * never from the request.
 */
export function droplistConsent(form: "footer" | "modal", copy: { inlineForm: DroplistFormCopy; modal: DroplistModalCopy } = DROPLIST): string {
  if (form === "footer") return copy.inlineForm.note;
  const { before, terms, between, privacy, after } = copy.modal.agreement;
  return `${copy.modal.form.note} ${before} ${terms} ${between} ${privacy}${after}`;
}
