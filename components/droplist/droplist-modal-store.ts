import { createDialogStore } from "@/components/ui/dialog-store";

/** The one Droplist modal of the page, opened from the footer and the home page's closing call to action. */
export const droplistDialog = createDialogStore<null>(null);
