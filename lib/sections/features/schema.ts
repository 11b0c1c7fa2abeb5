import { anchor, anchorForLinks, fields, list, oneOf, optionalText, text } from "@/lib/content/schema";
import { FEATURE_ICON_NAMES } from "@/lib/line-icons";
import { defineSectionSchema } from "../section-schema";
import { featureDrawingField } from "./drawings";

/** A feature: one of the site's drawn icons (cards), or an eyebrow, points and a drawing (rows); a title and a line. */
const feature = () =>
  fields({
    /** Hidden from marketers, who may add a feature: one added in the editor has none, and gets its place's (feature-2). */
    id: anchor().optional(),
    icon: oneOf(FEATURE_ICON_NAMES)
      .optional()
      .meta({
        description:
          "Cards look: one of the site's drawn icons, the line set (drop to arrowDown), or the API pages' bolder ones (percent to shieldTick), a little larger. See them in the section gallery. The rows look shows a drawing instead.",
      }),
    eyebrow: optionalText({ max: 30, hint: "Rows look only: a few words above the feature's title." }),
    title: text({ max: 80 }),
    line: text({ max: 200, multiline: true, hint: "One sentence under the title (in the rows look, a few beside the drawing)." }),
    points: list(text({ max: 60 }), { max: 6 })
      .optional()
      .meta({ description: "Rows look only: short selling points under the line, each with a mark beside it." }),
    drawing: featureDrawingField().optional(),
  });

/**
 * Features under a heading. Cards (the default): each an icon, a title and a line on a card, three to a row on a wide
 * screen, one under the other on a phone, an eyebrow and an intro optional. Rows: one region (named by the heading,
 * which is not shown) of feature rows, each with an eyebrow, a title, a line, points and a drawing beside it, on
 * alternating sides and backgrounds.
 */
export default defineSectionSchema("features", {
  label: "Features with icons",
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional, cards look only. A few words above the heading." }),
    heading: text({
      max: 80,
      hint: "The section's heading, above the features. In the rows look the heading names the region for screen readers and is not shown.",
    }),
    intro: optionalText({ max: 300, multiline: true, hint: "Optional, cards look only. A sentence or two under the heading." }),
    features: list(feature(), { min: 2, max: 9 }).meta({
      description:
        "Two to nine features. Cards look: each an icon, a title and a line, three to a row on a wide screen. Rows look: each an eyebrow, a title, a line, points and a drawing.",
    }),
    look: oneOf(["cards", "rows"]).optional().meta({
      description:
        "Cards: the features on cards with their icons, under the heading. Rows: each feature a wide row with its drawing beside it, on alternating sides and backgrounds, the heading not shown. Cards when left empty.",
    }),
    anchor: anchorForLinks().meta({
      description:
        "Optional. The name links use to jump to this section (lowercase words and dashes, like our-story). Left empty, the rows look makes one from the heading; the cards look has none.",
    }),
  },
  example: {
    heading: "Example features",
    features: [
      { icon: "drop", title: "A first feature", line: "A sentence on what this feature does for a donor." },
      { icon: "heart", title: "A second feature", line: "A sentence on the difference a gift makes." },
      { icon: "shield", title: "A third feature", line: "A sentence on why a donor can trust it." },
    ],
    look: "cards",
  },
  // The rows are one region a button may scroll to: its anchor made from the heading where none is given.
  heading: (section) => (section.look === "rows" ? section.heading : undefined),
  // The feed phone's words are the shared illustrations file's. Asked of a half-typed section in the preview too.
  reads: (section) =>
    section.look === "rows" &&
    Array.isArray(section.features) &&
    section.features.some((feature) => Array.isArray(feature?.drawing) && feature.drawing.some((drawing) => drawing?.type === "feed"))
      ? ["illustrations"]
      : [],
  problems: (section) => {
    const problems: { at: (string | number)[]; message: string }[] = [];
    const at = (i: number, field: string) => ["features", i, field];
    if (section.look === "rows") {
      for (const field of ["eyebrow", "intro"] as const)
        if (section[field] !== undefined)
          problems.push({ at: [field], message: "is not shown in the rows look (the heading names its region, unseen): clear it, or choose the cards look" });
      section.features.forEach((feature, i) => {
        if (feature.icon) problems.push({ at: at(i, "icon"), message: "is set, but the rows look shows a drawing beside each feature, not an icon: clear it" });
        if (!feature.drawing?.length) problems.push({ at: at(i, "drawing"), message: "is empty: in the rows look each feature stands beside a drawing; add one" });
        if (feature.eyebrow === undefined) problems.push({ at: at(i, "eyebrow"), message: "is empty: in the rows look each feature has an eyebrow; add one" });
        if (!feature.points?.length) problems.push({ at: at(i, "points"), message: "is empty: in the rows look each feature has points; add one or more" });
      });
    } else {
      section.features.forEach((feature, i) => {
        if (!feature.icon) problems.push({ at: at(i, "icon"), message: "is empty: in the cards look each feature has an icon; choose one" });
        if (feature.drawing?.length)
          problems.push({ at: at(i, "drawing"), message: "is there, but the cards look shows an icon, not a drawing: remove it, or choose the rows look" });
        for (const field of ["eyebrow", "points"] as const)
          if (feature[field] !== undefined) problems.push({ at: at(i, field), message: "is shown in the rows look only: clear it, or choose the rows look" });
      });
    }
    return problems;
  },
});
