/**
 * The ids of what the pages show in the top layer: the native dialogs and the
 * phone menu, the ids their buttons name in `commandfor` and `popovertarget`
 * (components/droplist/, components/partner/, components/layout/site-header.tsx),
 * and the toasts' layer (components/toast/toast-layer.ts). Plain JavaScript, so
 * `npm run perf` (scripts/lib/tap-at-paint.mjs) finds the same elements the
 * pages draw; a section's anchor never takes one of them (TOP_LAYER_IDS, in
 * SITE_IDS of lib/sections/anchors.ts).
 */

/** The Droplist sign-up, in every page's HTML (app/(site)/layout.tsx). */
export const DROPLIST_DIALOG_ID = "droplist-dialog";

/** The partner enquiry of each audience: a page holds one per audience its buttons open. */
export const PARTNER_DIALOG_IDS = { brand: "partner-enquiry-brand", charity: "partner-enquiry-charity" };

/**
 * The partner enquiry's dialog for one audience.
 * @param {keyof typeof PARTNER_DIALOG_IDS} audience
 */
export const partnerDialogId = (audience) => PARTNER_DIALOG_IDS[audience];

/** A dialog's title and description, which name and describe it (aria-labelledby, aria-describedby). */
export const dialogTitleId = (/** @type {string} */ dialogId) => `${dialogId}-title`;
export const dialogDescriptionId = (/** @type {string} */ dialogId) => `${dialogId}-description`;

/** The phone menu, a popover (components/layout/site-header.tsx). */
export const MOBILE_MENU_ID = "mobile-menu";

/** The toasts' own layer, made when the first toast is (components/toast/toast-layer.ts). */
export const TOAST_LAYER_ID = "toasts";

/** Every id of these: each dialog's own, its title's and its description's, the menu's and the toasts'. */
export const TOP_LAYER_IDS = [
  ...[DROPLIST_DIALOG_ID, ...Object.values(PARTNER_DIALOG_IDS)].flatMap((id) => [id, dialogTitleId(id), dialogDescriptionId(id)]),
  MOBILE_MENU_ID,
  TOAST_LAYER_ID,
];
