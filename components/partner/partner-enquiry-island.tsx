"use client";

import type { ComponentProps } from "react";
import { lazyIsland } from "@/components/layout/lazy-island";
import type PartnerEnquiryDialog from "./partner-enquiry-dialog";

/**
 * The partner-enquiry dialog, in a chunk only the pages that hold it load
 * (components/layout/lazy-island.tsx): its HTML, fields included, is in the
 * page, so it opens at paint; its code follows for the form.
 */
export default lazyIsland<ComponentProps<typeof PartnerEnquiryDialog>>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server renders it in place; the browser's bundle drops this branch
  typeof window === "undefined" ? require("./partner-enquiry-dialog") : null,
  () => import("./partner-enquiry-dialog"),
);
