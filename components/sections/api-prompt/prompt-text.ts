import { fillSlots } from "@/lib/template";
import { DONATIONS_ENDPOINT } from "../shared/order-figures";

/** The prompt as the visitor copies it: {endpoint} is the donation API's address. */
export const promptText = (text: string) => fillSlots(text, { endpoint: DONATIONS_ENDPOINT });
