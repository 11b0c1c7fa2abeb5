import { anchor, fields, list, oneOf, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** Feature rows, each with a drawing beside it, alternating sides; one region the hero's button scrolls to. */
const homeFeaturesFields = {
  /** The region's id: the hero's button scrolls here. */
  id: anchor(),
  /** The region, by name. */
  label: text(),
  features: list(
    fields({
      /** Hidden from marketers, who may add a feature: one added in the editor has none, and gets its place's (feature-2). */
      id: anchor().optional(),
      eyebrow: text({ max: 30 }),
      title: text({ max: 60 }),
      body: text({ max: 320, multiline: true }),
      points: list(text({ max: 60 })),
      /** Which drawing stands beside it. */
      illustration: oneOf(["feed", "tap", "impact", "waves"]),
    }),
  ),
  /** The phone beside the "tap" feature. */
  tapPhone: fields({
    cause: text(),
    need: text(),
    tap: text(),
    freeToday: text(),
    /** "3 of 5 left": {left} and {total} are filled in. */
    left: text({ slots: ["left", "total"] }),
  }),
  /** The impact message a donor sees after giving (the "impact" drawing). */
  impactCard: fields({ badge: text(), message: text(), detail: text(), streak: text() }),
  /** More drops: the invite reward and the ways to top up (the "waves" drawing). */
  inviteCard: fields({
    eyebrow: text(),
    title: text(),
    detail: text(),
    /** Initials on the friends' avatars. */
    friends: list(text({ max: 2 })),
    ways: list(text()),
  }),
};

export default defineSectionSchema("home-features", {
  label: "Feature rows with drawings",
  reads: ["illustrations"],
  fields: homeFeaturesFields,
  example: {
    id: "example-features",
    label: "Example feature rows",
    features: [
      {
        eyebrow: "First feature",
        title: "An example feature title",
        body: "A sentence on what this feature does for a donor.",
        points: ["A first point", "A second point"],
        illustration: "tap",
      },
      {
        eyebrow: "Second feature",
        title: "Another example feature",
        body: "A sentence on the difference a gift makes.",
        points: ["One more point"],
        illustration: "impact",
      },
    ],
    tapPhone: { cause: "Example cause", need: "What the cause needs", tap: "Tap to give", freeToday: "Free today", left: "{left} of {total} left" },
    impactCard: { badge: "Thank you", message: "An example thank-you message", detail: "What the gift did", streak: "A 3-day streak" },
    inviteCard: {
      eyebrow: "Invite friends",
      title: "More drops to give",
      detail: "Each friend who joins adds one",
      friends: ["AB", "CD"],
      ways: ["Invite a friend", "Watch a short clip"],
    },
  },
});
