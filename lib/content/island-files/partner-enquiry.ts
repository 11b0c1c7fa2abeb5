/**
 * lib/content/partner-enquiry.json as the partner enquiry dialog imports it, typed by its schema (no cast).
 * The manifest's island half (see lib/content/shared-files.ts): one module per file
 * an island ships, holding only its import, so an island loads its own file and
 * no schema, claim or other file; the manifest registers and checks it.
 */
import type { PartnerEnquiryContent } from "../partner-enquiry.schema";
import data from "../partner-enquiry.json";

export const PARTNER_ENQUIRY_FILE: PartnerEnquiryContent = data;
