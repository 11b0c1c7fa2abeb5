import { z } from "zod";
import { fields, text } from "@/lib/content/schema";

const stat = () => fields({ label: text({ max: 30 }) });

/** The numbers band. The figures come from claims.json, in this order: raised, charities, increased conversion, average integration. */
export const statsBandFields = {
  label: text(),
  stats: z.tuple([stat(), stat(), stat(), stat()], { error: "must be four stats" }),
};

export type StatsBandSection = z.infer<z.ZodObject<typeof statsBandFields>>;
