/**
 * The feed phone's one setting, wherever a section draws it (the Features rows' drawing, Picture and text's): its
 * tilt. The phone's words are in the shared Illustrations file.
 */
import { z } from "zod";

/** The Tilted switch, ticked by default where `tiltedByDefault`. Optional: Decap takes a required switch left off for a field left empty, and refuses the Save. */
export const feedPhoneTilt = (tiltedByDefault: boolean) =>
  z
    .boolean({ error: "must be true or false" })
    .optional()
    .meta({ description: "Tick to tilt the phone a little, as if held in a hand.", default: tiltedByDefault });
