import { fields, list, oneOf, optionalText, text } from "@/lib/content/schema";
import { FEATURE_ICON_NAMES } from "@/lib/line-icons";
import { defineSectionSchema } from "../section-schema";

/** A feature: one of the site's drawn icons, a title and a line. */
const feature = () =>
  fields({
    icon: oneOf(FEATURE_ICON_NAMES).meta({
      description:
        "One of the site's drawn icons: the line set (drop to arrowDown), or the API pages' bolder ones (percent to shieldTick), a little larger. See them in the section gallery.",
    }),
    title: text({ max: 80 }),
    line: text({ max: 200, multiline: true, hint: "One sentence under the title." }),
  });

/** Features on cards under a heading (an eyebrow and an intro optional): three to a row on a wide screen, one under the other on a phone. */
export default defineSectionSchema("features", {
  label: "Features with icons",
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional. A few words above the heading." }),
    heading: text({ max: 80, hint: "The section's heading, above the features." }),
    intro: optionalText({ max: 300, multiline: true, hint: "Optional. A sentence or two under the heading." }),
    features: list(feature(), { min: 2, max: 9 }).meta({
      description: "Two to nine features, each an icon, a title and a line: three to a row on a wide screen.",
    }),
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
