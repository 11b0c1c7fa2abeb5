/**
 * Every section type a page file may use, one line each: the key a section's
 * `"type"` names, its label in the editor's "Add section" list, its fields
 * (X.schema.ts, the editor's widgets and the build's check) and its component
 * (X.tsx), side by side in components/sections/. The site's pages
 * (lib/content/load.ts) and the editor's preview both render through here.
 */
import ChatSection from "./chatbot/chat-section";
import { chatSectionFields } from "./chatbot/chat-section.schema";
import ClosingCta from "./home/closing-cta";
import { closingCtaFields } from "./home/closing-cta.schema";
import HomeFeatures from "./home/home-features";
import { homeFeaturesFields } from "./home/home-features.schema";
import HomeHero from "./home/home-hero";
import { homeHeroFields } from "./home/home-hero.schema";
import { defineSection, type SectionType } from "./section-type";

export const SECTION_TYPES = [
  defineSection("home-hero", { label: "Hero with the app's feed (dark)", fields: homeHeroFields, Component: HomeHero, darkTop: true }),
  defineSection("home-features", { label: "Feature rows with drawings", fields: homeFeaturesFields, Component: HomeFeatures }),
  defineSection("closing-cta", { label: "Closing band: join the Droplist", fields: closingCtaFields, Component: ClosingCta }),
  defineSection("chat", { label: "Chat assistant", fields: chatSectionFields, Component: ChatSection }),
] as const satisfies readonly SectionType[];
