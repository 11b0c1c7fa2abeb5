import "server-only";
import { z } from "zod";
import { CLAIM_FORMAT_NAMES } from "./claim-values";
import { CLAIM_NAME, CLAIM_SLOTS, fields, figure, list, oneOf, text } from "./schema";

const name = () =>
  z
    .string({ error: "must be text" })
    .regex(CLAIM_NAME, { error: "must be one word of letters and digits, starting with a small letter, like supporterReach" })
    .meta({
      description: `Pages pick this claim by its name, and the lines that say ${CLAIM_SLOTS.map((slot) => `{${slot}}`).join(", ")} show the claim of that name: renaming it means picking it again wherever it is shown.`,
    });

/** A claim as the page prints it, word for word ("3k+", "£2M+"). */
const shown = fields({
  type: z.literal("shown"),
  name: name(),
  value: text({ max: 12, hint: "Printed exactly as written, unit and all (3k+, £2M+, 75%)." }),
}).meta({ title: "Figure as shown (3k+, £2M+)" });

/** A claim given as a number, printed in its format. */
const number = fields({
  type: z.literal("number"),
  name: name(),
  value: figure({ hint: "The number alone: the format below adds the unit." }),
  format: oneOf(CLAIM_FORMAT_NAMES).meta({
    description: "How it is printed: plain 1200, thousands 1,200, usd $1,200, percent 12%, increase +12%.",
  }),
}).meta({ title: "Number and its format" });

/**
 * The marketing claims, each with a name of its own: the stats bands, the
 * example campaign and the lines that quote a claim through a {slot} pick one
 * by name (lib/content/claim-values.ts), so the list's order means nothing and
 * a marketer may add to it.
 */
export const claimsSchema = fields({
  claims: list(z.discriminatedUnion("type", [shown, number], { error: 'must be a claim: "shown" (a figure as written) or "number"' })),
}).superRefine(({ claims }, ctx) => {
  const first = new Map<string, number>();
  claims.forEach((claim, i) => {
    const earlier = first.get(claim.name);
    if (earlier === undefined) first.set(claim.name, i);
    else
      ctx.addIssue({
        code: "custom",
        path: ["claims", i, "name"],
        message: `"${claim.name}" is also the name of claims[${earlier}]: each claim needs a name of its own`,
      });
  });
  for (const slot of CLAIM_SLOTS) {
    if (!first.has(slot)) ctx.addIssue({ code: "custom", path: ["claims"], message: `has no claim named "${slot}", which the lines that say {${slot}} show` });
  }
});

export type Claims = z.infer<typeof claimsSchema>;
