import type { z } from "zod";
import { pitchFields } from "../shared/pitch-fields";

/** Drops from the feed: the pitch beside the app's feed on a phone. */
export const receiveDropsFields = pitchFields();

export type ReceiveDropsSection = z.infer<z.ZodObject<typeof receiveDropsFields>>;
