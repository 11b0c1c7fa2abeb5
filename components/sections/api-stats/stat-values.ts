import type { Claims } from "@/lib/content/claims.schema";

/** The stats band's figures, word for word from claims.json, in the band's order: raised, charities, increased conversion, average integration. */
export const statValues = ({ donationApiClaims: c }: Claims) => [c.raised, c.charities, c.increasedConversion, c.averageIntegration] as const;
