/**
 * The drawings a feature stands beside in the Features section's rows look: a
 * typed block (a list of at most one, whose "Add" offers each drawing by name),
 * each kind with the words that drawing shows and none other, as the action
 * model's buttons are (lib/sections/shared/action.ts).
 */
import { z } from "zod";
import { feedPhoneTilt } from "@/lib/sections/shared/feed-phone";
import { fields, list, noneOrOne, oneOfKinds, text } from "@/lib/content/schema";

const FEATURE_DRAWING_KINDS = [
  // Decap draws a kind only with a field of its own (a typed block's type with none is refused): the feed's is its tilt.
  fields({
    type: z.literal("feed"),
    tilted: feedPhoneTilt(false),
  }).meta({
    title: "The app's feed on a phone",
    description: "A phone showing the app's feed of causes. Its words are in Shared, Illustrations (the feed phone).",
  }),
  fields({
    type: z.literal("tap"),
    cause: text({ hint: "The cause on the phone's screen." }),
    need: text({ hint: "What the cause needs, under its name." }),
    tap: text({ hint: "The drawn button's words." }),
    freeToday: text({ hint: "The line above the drops left today." }),
    left: text({ slots: ["left", "total"], hint: '"3 of 5 left": {left} and {total} are filled in.' }),
  }).meta({
    title: "A phone with a cause to tap",
    description: "A phone showing one cause, its button and the free drops left today.",
  }),
  fields({
    type: z.literal("impact"),
    badge: text({ hint: "The small tag above the message." }),
    message: text({ hint: "What the gift did, in big words." }),
    detail: text({ hint: "The line under the message." }),
    streak: text({ hint: "The giving streak, at the card's foot." }),
  }).meta({
    title: "The impact message after giving",
    description: "The card a donor sees after giving: what the drop did.",
  }),
  fields({
    type: z.literal("waves"),
    eyebrow: text({ hint: "A few words above the title." }),
    title: text({ hint: "The invite reward." }),
    detail: text({ hint: "The line under the title." }),
    friends: list(text({ max: 2 })).meta({ description: "Initials on the friends' avatars." }),
    ways: list(text()).meta({ description: "The ways to get more drops, one tile each." }),
  }).meta({
    title: "More drops: invites and top-ups",
    description: "The invite reward, the friends' avatars and the ways to top up.",
  }),
] as const;

/** One drawing, told apart by its "type". */
export const featureDrawing = () => oneOfKinds("a drawing", FEATURE_DRAWING_KINDS);

/** A feature's drawing, none or one. */
export const featureDrawingField = () =>
  noneOrOne(featureDrawing(), "Rows look only: the drawing beside the feature (one). The cards look shows the icon instead.");

export type FeatureDrawing = z.output<ReturnType<typeof featureDrawing>>;
/** A drawing's words, by its kind. */
export type FeatureDrawingCopy<K extends FeatureDrawing["type"]> = Omit<Extract<FeatureDrawing, { type: K }>, "type">;

/**
 * A feature row's id, its title's being `${id}-title`: the one its file holds (the launch rows', hidden from marketers),
 * else its place's within the section's anchor ("how-it-feels-2"), so two sections' rows never share one.
 */
export const featureRowId = (feature: { id?: string }, index: number, anchor: string | undefined): string =>
  feature.id ?? `${anchor ?? "feature"}-${index + 1}`;
