/**
 * The views' index: each section type's component, by its key. Typed against
 * the schemas' index (lib/sections/schemas.ts), so a type without a view, or a
 * view taking another type's section, fails to type-check. The page renderer
 * (page-sections.tsx) and, through it, the editor's preview read it.
 */
import type { ReactNode } from "react";
import type { SectionContext } from "@/lib/content/section-context";
import type { SectionProps, SectionTypeName } from "@/lib/sections/schemas";
import ApiCheckoutDemo from "./api-checkout-demo/view";
import CodeSamples from "./code-samples/view";
import ApiLoyaltyDemo from "./api-loyalty-demo/view";
import ApiPrompt from "./api-prompt/view";
import CallToAction from "./call-to-action/view";
import Chat from "./chat/view";
import Features from "./features/view";
import FormResult from "./form-result/view";
import Hero from "./hero/view";
import LogoStrip from "./logo-strip/view";
import Numbers from "./numbers/view";
import PictureSection from "./picture/view";
import PictureText from "./picture-text/view";
import Questions from "./questions/view";
import Quote from "./quote/view";
import Steps from "./steps/view";
import Text from "./text/view";

/** A section type's view: a plain function component (a server component on the site, a client one in the preview). */
export type SectionView<K extends SectionTypeName> = (props: SectionProps<K>) => ReactNode;

export const SECTION_VIEWS = {
  chat: Chat,
  "logo-strip": LogoStrip,
  "api-checkout-demo": ApiCheckoutDemo,
  "api-loyalty-demo": ApiLoyaltyDemo,
  "api-prompt": ApiPrompt,
  "code-samples": CodeSamples,
  features: Features,
  "form-result": FormResult,
  numbers: Numbers,
  questions: Questions,
  text: Text,
  picture: PictureSection,
  "picture-text": PictureText,
  "call-to-action": CallToAction,
  hero: Hero,
  quote: Quote,
  steps: Steps,
} satisfies { [K in SectionTypeName]: SectionView<K> };

/**
 * A view as the renderer calls it, with a section it has matched by `"type"`
 * only (the preview's may be half typed). A method's parameter is compared both
 * ways, so each type's own view fits here without a cast; @types/react's event
 * handlers use the same form.
 */
type AnyView = {
  view(props: { section: { type: string }; context: SectionContext; anchor?: string; first?: boolean; scrolledTo?: boolean }): ReactNode;
}["view"];

const BY_NAME: ReadonlyMap<string, AnyView> = new Map<string, AnyView>(Object.entries(SECTION_VIEWS));

/** The view of a section's type; a type no view has fails, naming it. */
export function sectionViewOf(name: string): AnyView {
  const view = BY_NAME.get(name);
  if (!view) throw new Error(`No section view "${name}" in components/sections/views.tsx`);
  return view;
}
