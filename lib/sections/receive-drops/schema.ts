import { pitchFields } from "../shared/pitch-fields";
import { defineSectionSchema } from "../section-schema";

/** Drops from the feed: the pitch beside the app's feed on a phone. */
const receiveDropsFields = pitchFields();

export default defineSectionSchema("receive-drops", {
  label: "Charities pitch beside the app's feed",
  fields: receiveDropsFields,
  opensPartnerEnquiry: () => true,
});
