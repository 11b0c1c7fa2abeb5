import { pitchFields } from "../shared/pitch-fields";
import { defineSectionSchema } from "../section-schema";

/** Drops from the feed: the pitch beside the app's feed on a phone. */
const receiveDropsFields = pitchFields();

export default defineSectionSchema("receive-drops", {
  label: "Pitch beside the app's feed",
  reads: ["illustrations"],
  fields: receiveDropsFields,
  example: {
    id: "example-receive-drops",
    eyebrow: "Example eyebrow",
    title: "An example pitch title",
    body: "A sentence on why a charity would join.",
    points: ["A first selling point", "A second selling point"],
    apply: "Apply now",
  },
  partnerAudiences: () => ["charity"],
});
