/**
 * The one action model of the general sections' buttons: a label and what the
 * button does. In the editor a button is a typed block (a list of buttons whose
 * "Add" offers the kinds by name), so each kind shows only its own field
 * and none is left half-filled: Decap has no "these fields when that is
 * chosen" inside one object. A section type lists its buttons through its
 * `actions` (lib/sections/section-schema.ts): the page checks every scroll
 * target exists (lib/content/page.schema.ts) and mounts the partner enquiry's
 * partner-enquiry dialog for each audience a button opens. components/sections/shared/action-button.tsx
 * draws one.
 */
import { z } from "zod";
import { fields, href, list, oneOfKinds, text } from "@/lib/content/schema";
import type { PartnerAudience } from "@/lib/partner-enquiry";

/** The partner enquiry's audiences, each once: a Record, so an audience the enquiry gains and this lacks fails to type-check. */
const AUDIENCES = { brand: "brand", charity: "charity" } as const satisfies { [A in PartnerAudience]: A };

/** Every audience of the partner enquiry, in one order. */
export const PARTNER_AUDIENCES: readonly PartnerAudience[] = Object.values(AUDIENCES);

/** A button's words: a few, unless its section draws a second button as a link, which may say more. */
const label = (max = 30) => text({ max, hint: "The words on the button." });

/** A section of this page, by its anchor (checked against the page's sections where the page is checked). */
const sectionTarget = () =>
  z
    .string({ error: "must be text" })
    .regex(/^[a-z][a-z0-9-]*$/, { error: "must be a section's anchor, lowercase words and dashes without #, like our-story" })
    .meta({
      description:
        "The section to scroll to, by its anchor: its Anchor for links, or, where that is empty, its heading in lowercase words joined by dashes (Our story: our-story). The page's check says which anchors the page has.",
    });

const actionKinds = (labelMax?: number) =>
  [
    fields({ type: z.literal("droplist"), label: label(labelMax) }).meta({ title: "Open the Droplist sign-up" }),
    fields({
      type: z.literal("partner-enquiry"),
      label: label(labelMax),
      audience: z
        .enum(AUDIENCES, { error: `must be one of ${Object.values(AUDIENCES).join(", ")}` })
        .meta({ description: "Whom the enquiry form speaks to: brands or charities (its words are in Shared, Partner enquiry)." }),
    }).meta({ title: "Open the partner enquiry" }),
    fields({ type: z.literal("page"), label: label(labelMax), page: href() }).meta({ title: "Go to a page" }),
    fields({ type: z.literal("section"), label: label(labelMax), section: sectionTarget() }).meta({ title: "Scroll to a section of this page" }),
    // The API pages' "View Documentation" and "Request API Key": the spec draws them and says they do nothing yet.
    fields({ type: z.literal("placeholder"), label: label(labelMax) }).meta({ title: "Do nothing yet (a placeholder the spec asks for)" }),
  ] as const;

/** One button: its label (at most labelMax characters, 30 unless given) and one of the things it does, told apart by its "type". */
export const action = ({ labelMax }: { labelMax?: number } = {}) => {
  const kinds = actionKinds(labelMax);
  return oneOfKinds("a button", kinds);
};

/** A section's buttons, between min and max of them. */
export const actions = ({ min = 1, max, labelMax }: { min?: number; max: number; labelMax?: number }) => list(action({ labelMax }), { min, max });

export type Action = z.output<ReturnType<typeof action>>;

/**
 * A launch type's one button or link that scrolls to a section by a developer's hidden anchor: the page's check holds
 * it as a "section" action when the anchor is set; without it the view draws nothing, so there is nothing to check.
 */
export const scrollActions = (label: string, anchor: string | undefined): Action[] => (anchor ? [{ type: "section", label, section: anchor }] : []);

/** The audiences whose partner enquiry these buttons open, each once (the page then holds a dialog for each). */
export const partnerAudiencesOf = (buttons: readonly Action[]): PartnerAudience[] => [
  ...new Set(buttons.flatMap((button) => (button.type === "partner-enquiry" ? [button.audience] : []))),
];

/** The problem with a button on a page whose anchors are these, or undefined: a scroll target the page lacks is named with the button. */
export function actionProblem(button: Action, anchors: ReadonlySet<string>): string | undefined {
  if (button.type !== "section" || anchors.has(button.section)) return undefined;
  const known = [...anchors].sort();
  return `the button "${button.label}" scrolls to the anchor "${button.section}", which no section of this page has (its anchors: ${known.length ? known.join(", ") : "none"})`;
}
