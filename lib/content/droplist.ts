import type { DroplistContent, DroplistFormCopy } from "./droplist.schema";
import { withFigures } from "./figures";
import data from "./droplist.json";

export type { DroplistFormCopy, ToastCopy } from "./droplist.schema";

/**
 * lib/content/droplist.json with its figures filled in; checked against
 * droplist.schema.ts at build time (lib/content/files.ts). The modal imports
 * this module, so it stays free of the schema library.
 */
const DROPLIST = withFigures(data as DroplistContent);

/** The form in the footer. */
export const DROPLIST_INLINE_FORM: DroplistFormCopy = { ...DROPLIST.form, buttons: DROPLIST.footerButtons };

export type DroplistModalCopy = Omit<DroplistContent["modal"], "buttons"> & { form: DroplistFormCopy };

export const DROPLIST_MODAL: DroplistModalCopy = (({ buttons, ...modal }) => ({ ...modal, form: { ...DROPLIST.form, buttons } }))(DROPLIST.modal);
