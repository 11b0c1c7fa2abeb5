import { fields, list, oneOf, text } from "@/lib/content/schema";
import { LINE_ICON_NAMES } from "@/lib/line-icons";
import { defineSectionSchema } from "../section-schema";

/** A feature: one of the site's drawn icons, a title and a line. */
const feature = () =>
  fields({
    icon: oneOf(LINE_ICON_NAMES).meta({ description: "One of the site's drawn icons (see them in the section gallery)." }),
    title: text({ max: 50 }),
    line: text({ max: 160, multiline: true, hint: "One sentence under the title." }),
  });

/** Two to six features on cards, under a heading: three to a row on a wide screen, one under the other on a phone. */
export default defineSectionSchema("features", {
  label: "Features with icons",
  fields: {
    heading: text({ max: 80, hint: "The section's heading, above the features." }),
    features: list(feature(), { min: 2, max: 6 }).meta({ description: "Two to six features, each an icon, a title and a line." }),
  },
  example: {
    heading: "Example features",
    features: [
      { icon: "drop", title: "A first feature", line: "A sentence on what this feature does for a donor." },
      { icon: "heart", title: "A second feature", line: "A sentence on the difference a gift makes." },
      { icon: "shield", title: "A third feature", line: "A sentence on why a donor can trust it." },
    ],
  },
});
