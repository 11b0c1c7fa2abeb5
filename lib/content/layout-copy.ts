import { SITE_NAME } from "../constants";
import type { DroplistFormCopy } from "./droplist";
import type { LayoutContent } from "./layout.schema";

export type HeaderLinkCopy = LayoutContent["header"]["links"][number];
export type HeaderCopy = LayoutContent["header"] & { siteName: string };
/** `form`: the footer's Droplist form as the editor's preview has it; on the site the form reads its own (DroplistForm). */
export type FooterCopy = LayoutContent["footer"] & { form?: DroplistFormCopy };

/**
 * The header's and the footer's copy: lib/content/layout.json (figures filled
 * in) and, in the editor's preview, the footer's Droplist form. The site's (lib/content/layout.ts) and the
 * editor's preview, with the file being edited.
 */
export function layoutCopyOf(layout: LayoutContent, footerForm?: DroplistFormCopy): { header: HeaderCopy; footer: FooterCopy } {
  return { header: { siteName: SITE_NAME, ...layout.header }, footer: { ...layout.footer, ...(footerForm ? { form: footerForm } : {}) } };
}
