import "server-only";
import { z } from "zod";
import type { FeedPhoneCopy } from "./illustrations.schema";
import { anchor, fields, list, oneOf, text, twoLines } from "./schema";

export const homeSchema = fields({
  hero: fields({
    badge: text({ max: 40 }),
    /** Two lines, the second in the accent colour. */
    headline: twoLines({ max: 40 }),
    tagline: text({ max: 60 }),
    intro: text({ max: 240, multiline: true }),
    cta: text({ max: 24 }),
    /** Id of what the button scrolls to. */
    target: anchor(),
    /** The region the button scrolls to, by name. */
    targetLabel: text(),
  }),
  features: list(
    fields({
      /** Hidden from marketers, who may add a feature: one added in the editor has none, and gets its place's (lib/content/home.ts). */
      id: anchor().optional(),
      eyebrow: text({ max: 30 }),
      title: text({ max: 60 }),
      body: text({ max: 320, multiline: true }),
      points: list(text({ max: 60 })),
      /** Which drawing stands beside it. */
      illustration: oneOf(["feed", "tap", "impact", "waves"]),
    }),
  ),
  closing: fields({ title: text(), body: text(), cta: text({ max: 24 }) }),
  /** The phone beside "Tap to make magic happen". */
  tapPhone: fields({
    cause: text(),
    need: text(),
    tap: text(),
    freeToday: text(),
    /** "3 of 5 left": {left} and {total} are filled in. */
    left: text({ slots: ["left", "total"] }),
  }),
  /** The impact message a donor sees after giving. */
  impactCard: fields({ badge: text(), message: text(), detail: text(), streak: text() }),
  /** More drops: the invite reward and the ways to top up. */
  inviteCard: fields({
    eyebrow: text(),
    title: text(),
    detail: text(),
    /** Initials on the friends' avatars. */
    friends: list(text({ max: 2 })),
    ways: list(text()),
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type HomeHeroCopy = HomeContent["hero"] & { phone: FeedPhoneCopy };
/** A feature as the page shows it: with its anchor id, given or from its place. */
export type HomeFeatureCopy = HomeContent["features"][number] & { id: string };
export type HomeClosingCopy = HomeContent["closing"];
export type TapPhoneCopy = HomeContent["tapPhone"];
export type ImpactCardCopy = HomeContent["impactCard"];
export type InviteCardCopy = HomeContent["inviteCard"];
