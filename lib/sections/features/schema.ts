import { anchor, anchorForLinks, fields, list, oneOf, optionalText, text } from "@/lib/content/schema";
import { FEATURE_ICON_NAMES } from "@/lib/line-icons";
import { defineSectionSchema } from "../section-schema";
import { featureDrawingField } from "./drawings";

/** A feature: a title and a line; an icon, an eyebrow and points where given; a drawing beside it in the rows look. */
const feature = () =>
  fields({
    /** Hidden from marketers, who may add a feature: one added in the editor has none, and gets its place's (featureRowId). */
    id: anchor().optional(),
    icon: oneOf(FEATURE_ICON_NAMES).optional().meta({
      description:
        "Optional. One of the site's drawn icons: the line set (drop to arrowDown), or the API pages' bolder ones (percent to shieldTick), a little larger. See them in the section gallery. On a card it stands above the title; in the rows look, large beside a feature without a drawing.",
    }),
    eyebrow: optionalText({ max: 30, hint: "Optional. A few words above the feature's title." }),
    title: text({ max: 80 }),
    line: text({ max: 200, multiline: true, hint: "One sentence under the title (in the rows look, a few beside the drawing)." }),
    points: list(text({ max: 60 }), { max: 6 })
      .optional()
      .meta({ description: "Optional. Short selling points under the line, each with a mark beside it." }),
    drawing: featureDrawingField().optional(),
  });

/**
 * Features under a heading. Cards (the default): each feature on a card, three to a row on a wide screen, one under the
 * other on a phone, an eyebrow and an intro under the heading where given. Rows: one region (named by the heading, which
 * is not shown) of wide feature rows, each with its drawing (or its icon) beside it, on alternating sides and
 * backgrounds. Every field is drawn in both looks but the drawing (rows only) and the section's eyebrow and intro (cards
 * only), so a change of look loses nothing a marketer typed.
 */
export default defineSectionSchema("features", {
  label: "Features, on cards or in rows",
  fields: {
    eyebrow: optionalText({ max: 40, hint: "Optional, cards look only. A few words above the heading." }),
    heading: text({
      max: 80,
      hint: "The section's heading, above the features. In the rows look the heading names the region for screen readers and is not shown.",
    }),
    intro: optionalText({ max: 300, multiline: true, hint: "Optional, cards look only. A sentence or two under the heading." }),
    features: list(feature(), { min: 2, max: 9 }).meta({
      description: "Two to nine features, each a title and a line, with an icon, an eyebrow, points and (rows look) a drawing where given.",
    }),
    look: oneOf(["cards", "rows"]).optional().meta({
      description:
        "Cards: the features on cards under the heading, three to a row on a wide screen. Rows: each feature a wide row with its drawing (or its icon) beside it, on alternating sides and backgrounds, the heading not shown. Cards when left empty.",
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
});
