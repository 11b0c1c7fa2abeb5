import { z } from "zod";
import { fields, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

const stat = () => fields({ label: text({ max: 30 }) });

/** The numbers band. The figures come from claims.json, in this order: raised, charities, increased conversion, average integration. */
const apiStatsFields = {
  label: text(),
  stats: z.tuple([stat(), stat(), stat(), stat()], { error: "must be four stats" }),
};

export default defineSectionSchema("api-stats", { label: "Donation API in numbers (claims)", fields: apiStatsFields });
