import type { DroplistContent, DroplistFormCopy } from "./droplist.schema";
import { fillSlots, ISLAND_FIGURE_VALUES } from "./slots";
import data from "./droplist.json";

export type { DroplistFormCopy, ToastCopy } from "./droplist.schema";

/**
 * lib/content/droplist.json with its figures filled in; checked against
 * droplist.schema.ts at build time (lib/content/files.ts). The form and the
 * modal are islands that import this module, so it stays free of the schema
 * library and fills only the figures islands have (lib/content/slots.ts): the
 * claims and figure files stay on the server.
 */
const DROPLIST = fillSlots<DroplistContent>(data, ISLAND_FIGURE_VALUES);

/** The form in the footer. */
export const DROPLIST_INLINE_FORM: DroplistFormCopy = { ...DROPLIST.form, buttons: DROPLIST.footerButtons };

export type DroplistModalCopy = Omit<DroplistContent["modal"], "buttons"> & { form: DroplistFormCopy };

export const DROPLIST_MODAL: DroplistModalCopy = (({ buttons, ...modal }) => ({ ...modal, form: { ...DROPLIST.form, buttons } }))(DROPLIST.modal);
