/**
 * Where files name claims: the fields made with claimRef (lib/content/schema.ts)
 * carry `claim: true` in their metadata, so a file's schema says where its claim
 * names are. The loader fails the build on a name the claims do not have
 * (lib/content/load.ts), naming file and field, as a schema rule would.
 */
import type { z } from "zod";
import type { ClaimValues } from "./claim-values";
import { references } from "./references";

/** A field that names a claim: where it is in its file and the name it holds. */
export interface ClaimReference {
  at: string;
  path: (string | number)[];
  name: string;
}

/** Every claim a file's data names, with the field's path as the build's messages write it ("sections[3].stats[0].claim"). */
export function claimReferences(schema: z.ZodType, data: unknown): ClaimReference[] {
  return references(schema, data, "claim").map(({ at, path, name }) => ({ at, path, name }));
}

/** One line per claim a file names that the claims do not have: "file: field: …". */
export function claimReferenceProblems(file: string, schema: z.ZodType, data: unknown, claims: ClaimValues): string[] {
  return claimReferences(schema, data)
    .filter((ref) => !Object.hasOwn(claims, ref.name))
    .map(
      (ref) => `${file}: ${ref.at}: names the claim "${ref.name}", which lib/content/claims.json does not have (its claims: ${Object.keys(claims).join(", ")})`,
    );
}
