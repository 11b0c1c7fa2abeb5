/**
 * The building blocks of the content files' schemas (lib/content/*.schema.ts).
 * Every rule carries its own message, so a bad file fails the build saying the
 * rule in plain words; the editor at /admin/ gets the same limits from the
 * same schemas (lib/content/editor-config.ts turns them into Decap fields).
 *
 * No page of the site ships a schema to the browser: islands import this file
 * or a schema module for types only (tests/unit/client-imports.test.ts
 * fails otherwise). The editor's preview does load the section types' schemas
 * (lib/sections/schemas.ts), to draw and check a page as it is edited,
 * so this file has no `server-only` guard; the shared files' schemas keep theirs.
 */
import { z } from "zod";
import { SNIPPET_LIMITS } from "../snippet-limits.mjs";
import { PAGE_LINK } from "./page-path.mjs";
import { IN_FONT, outsideFontMessage } from "./font-coverage";
import { PICTURE_SRC } from "../editor-media.mjs";
import { SITE_IDS } from "../sections/anchors";

/**
 * The figures a line of copy may name as a {slot}: they are filled in at build
 * time from lib/content/figures.json (and SITE_NAME), so a marketer changes the
 * figure once and every line that quotes it follows. See lib/content/figures.ts.
 */
export const FIGURE_SLOTS = [
  "siteName",
  "freeDropsDaily",
  "impressionSeconds",
  "lowerFees",
  /** The share of every order the ecommerce page gives ("1%": figures.json revenueShare). */
  "share",
  /** The charities loyalty members choose from ("100,000+": claims.json loyaltyClaims.charities). */
  "loyaltyCharities",
] as const;
export type FigureSlot = (typeof FIGURE_SLOTS)[number];

/** The slots that show the claim of the same name (lib/content/claims.json): its schema requires those claims. */
export const CLAIM_SLOTS = ["impressionSeconds", "lowerFees", "loyaltyCharities"] as const satisfies readonly FigureSlot[];

/**
 * The figures a content file an island imports may name: those of lib/constants.ts,
 * which islands load anyway (lib/content/slots.ts). The others come from
 * claims.json, which stays off the browser.
 */
export const ISLAND_FIGURE_SLOTS = ["siteName", "freeDropsDaily"] as const satisfies readonly FigureSlot[];
export type IslandFigureSlot = (typeof ISLAND_FIGURE_SLOTS)[number];

export interface TextRules {
  /** Character limits; a line of copy is never empty. */
  min?: number;
  max?: number;
  /** Slots an island fills in at run time ("{left} of {total} left"), on top of the figures. */
  slots?: readonly string[];
  /** The figures it may name: all of them, or ISLAND_FIGURE_SLOTS in a file an island imports. */
  figures?: readonly FigureSlot[];
  /** Shown as a multi-line box in the editor. */
  multiline?: boolean;
  /** Help text in the editor. */
  hint?: string;
  /** Drawn in the monospace face (a code sample's text): any character, not only the site's font's (lib/content/font-coverage.ts). */
  mono?: boolean;
}

/** A line of copy that may be left out or empty (the editor saves a cleared field as ""). */
export const optionalText = (rules: Omit<TextRules, "min"> = {}) => text({ ...rules, min: 0 }).optional();

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A line of copy: not empty, within its limits, naming only slots that exist, and (unless mono) only characters the site's font draws. */
export function text({ min = 1, max, slots = [], figures = FIGURE_SLOTS, multiline, hint, mono }: TextRules = {}) {
  const allowed = [...figures, ...slots];
  // Braces are for slots only: "{" must open one of the allowed names (a line with no slots has no braces).
  const pattern = allowed.length ? new RegExp(`^(?:[^{}]|\\{(?:${allowed.map(escapeRe).join("|")})\\})*$`) : /^[^{}]*$/;
  const slotList = allowed.length ? `the slots are ${allowed.map((s) => `{${s}}`).join(", ")}` : "this line has no slots";
  let schema = z.string({ error: "must be text" });
  if (min > 0) schema = schema.min(min, { error: min === 1 ? "must not be empty" : `must be at least ${min} characters` });
  if (max !== undefined) schema = schema.max(max, { error: `must be at most ${max} characters` });
  schema = schema.regex(pattern, { error: (issue) => `names a slot that does not exist in ${JSON.stringify(issue.input)}; ${slotList}` });
  if (!mono) schema = schema.regex(IN_FONT, { error: (issue) => outsideFontMessage(String(issue.input)) });
  return schema.meta({ slots: [...slots], ...(multiline ? { multiline: true } : {}), ...(hint ? { description: hint } : {}) });
}

/** A line of copy in a file an island imports: it may name only the figures islands have (ISLAND_FIGURE_SLOTS). */
export const islandText = (rules: TextRules = {}) => text({ ...rules, figures: ISLAND_FIGURE_SLOTS });

/** A line of copy that names no figure: the island uses it as it is written. */
export const plainText = (rules: Omit<TextRules, "figures" | "slots"> = {}) => text({ ...rules, figures: [] });

/**
 * A meta description: what search results show under the title, 70 to 160
 * characters. One that quotes a figure through a slot is checked as written
 * here, with room for the slot's name; the build checks it again, filled in,
 * against 70 to 160 (getMetadata in lib/metadata.ts).
 */
export const description = ({ slots, figures = Boolean(slots) }: { slots?: readonly string[]; figures?: boolean } = {}) => {
  const { min, max } = SNIPPET_LIMITS.description;
  return figures
    ? text({
        min,
        max: max + 20,
        multiline: true,
        slots,
        hint: `Shown in search results: ${min} to ${max} characters once its figures are filled in (a slot counts as written here).`,
      })
    : text({ min, max, multiline: true, hint: `Shown in search results: ${min} to ${max} characters.` });
};

/** A page title (the browser tab and search result); " | Drops" is added. */
export const title = () => text({ max: SNIPPET_LIMITS.title.max });

const DEVELOPERS_ONLY = "Links and buttons depend on it, so the editor does not show it: a developer changes it with the code that points at it.";

/** An id other parts of the page point at (an anchor, a scroll target): lowercase words and dashes. Not shown in the editor. */
export const anchor = () =>
  z
    .string({ error: "must be text" })
    .regex(/^[a-z][a-z0-9-]*$/, { error: "must be lowercase letters, digits and dashes, like how-it-works" })
    .meta({ hidden: true, description: DEVELOPERS_ONLY });

/** What an anchor is: lowercase words and dashes, starting with a letter (an element id and a #link alike). */
export const ANCHOR = /^[a-z][a-z0-9-]*$/;

/**
 * The optional "Anchor for links" of a section a marketer builds pages from:
 * the name a link or a "scroll to a section" button jumps to. Left empty, the
 * page makes one from the section's heading (lib/sections/anchors.ts), so a
 * marketer sets it only to keep a link stable while the heading changes.
 */
export const anchorForLinks = () =>
  z
    .string({ error: "must be text" })
    .regex(/^(?:[a-z][a-z0-9-]*)?$/, { error: "must be lowercase letters, digits and dashes, starting with a letter, like our-story (or empty)" })
    .regex(new RegExp(`^(?!(?:${SITE_IDS.join("|")})$)`), {
      error: (issue) => `"${String(issue.input)}" is an id the site's own layout uses: choose another name`,
    })
    .meta({
      description:
        "Optional. The name links use to jump to this section (lowercase words and dashes, like our-story). Left empty, the page makes one from the section's heading.",
    })
    .optional();

/** A link to a section of the same page ("#fund-drops"): it must match that section's anchor, so it is not shown in the editor either. */
export const sectionLink = () =>
  z
    .string({ error: "must be text" })
    .regex(/^#[a-z][a-z0-9-]*$/, { error: "must be # and a section's anchor, like #fund-drops" })
    .meta({ hidden: true, description: DEVELOPERS_ONLY });

/**
 * A link to a page of this site, by the page's name: its file's name in
 * lib/content/pages/ ("brands"), not its path, so a page whose path changes
 * keeps every link to it; after a "#", one of that page's sections by the anchor
 * it gives ("donation-api-charities#checkout-demo"). The editor offers the pages
 * themselves (a relation to the Pages collection, lib/content/editor-config.ts),
 * then the chosen page's anchors (components/editor/page-link-control.tsx); the
 * build turns the name into the page's path and fails on a name no page file
 * has, or an anchor it does not draw, naming file and field
 * (lib/content/page-links.ts, lib/content/page-problems.ts).
 */
export const href = () =>
  z
    .string({ error: "must be text" })
    .regex(PAGE_LINK, {
      error: "must be the name of a page file in lib/content/pages/ (its file name without .json), like brands, then maybe # and one of its anchors",
    })
    .meta({ description: "The page this link opens: pick it by its name or address, then, if you like, the section it lands at.", page: true });

/** A claim's name (lib/content/claims.json): one word, as pages name it. */
export const CLAIM_NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * A field that shows one of the claims (lib/content/claims.json), by its name.
 * The editor offers the claims' current names (a relation to the claims list,
 * lib/content/editor-config.ts); the build fails on a name the claims do not
 * have, naming the file and field (lib/content/load.ts).
 */
export const claimRef = () =>
  z
    .string({ error: "must be text" })
    .regex(CLAIM_NAME, { error: "must be the name of a claim in lib/content/claims.json, like supporterReach" })
    .meta({ description: "The claim whose figure is shown here, by its name (Shared, then Claims).", claim: true });

/** One of a fixed set of values (a drawing, a colour). */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(", ")}` });

/** Two lines of a headline, the second in the accent colour. */
export const twoLines = (rules?: TextRules) => z.tuple([text(rules), text(rules)], { error: "must be two lines" });

/**
 * A list of items, at least one. `fixedOrder` where the places mean something
 * the code counts on (a demo's steps, shown in the order the demo takes them):
 * the editor then offers no dragging (lib/content/editor-config.ts).
 */
export const list = <T extends z.ZodType>(item: T, { min = 1, max, fixedOrder }: { min?: number; max?: number; fixedOrder?: boolean } = {}) => {
  let schema = z.array(item, { error: "must be a list" }).min(min, { error: `must have at least ${min} item${min === 1 ? "" : "s"}` });
  if (max !== undefined) schema = schema.max(max, { error: `must have at most ${max} items` });
  return fixedOrder ? schema.meta({ fixedOrder: true }) : schema;
};

/**
 * A figure: a number, within its limits. `hint` says its unit and what it means
 * ("In pounds: what a card payment costs"); the editor shows it under the field.
 */
export const figure = ({ min = 0, max, integer = false, hint }: { min?: number; max?: number; integer?: boolean; hint: string }) => {
  let schema = z.number({ error: "must be a number" });
  if (integer) schema = schema.int({ error: "must be a whole number" });
  schema = schema.min(min, { error: `must be at least ${min}` });
  if (max !== undefined) schema = schema.max(max, { error: `must be at most ${max}` });
  return schema.meta({ description: hint });
};

/** An object with exactly these keys: an unknown key is an error, not silently ignored. */
export const fields = <T extends z.ZodRawShape>(shape: T) => z.strictObject(shape, { error: "must be a group of fields" });

/**
 * The file of an uploaded picture alone ("/media/<file>"), for a group whose
 * alt text is another of its fields (a brand's logo says the brand's name):
 * `picture()` is this with alt text and "decorative".
 */
export const pictureSrc = ({ hint }: { hint: string }) =>
  z
    .string({ error: "must be text" })
    // The file named in the message: an .svg put beside the uploads is refused here, before the picture step sees it.
    .regex(PICTURE_SRC, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a picture uploaded in the editor: /media/ and a file name ending .jpg, .jpeg, .png, .webp or .avif`,
    })
    .meta({ description: hint, picture: true });

/**
 * An uploaded picture (lib/pictures/picture.ts): the file the editor saved in
 * lib/content/media/, named "/media/<file>", and its alt text, which a screen
 * reader says in its place: required unless the marketer ticks "decorative"
 * (a picture that adds nothing the words do not say). The build checks the file
 * itself (scripts/build/pictures.mjs), naming it and the page that uses it.
 */
export const picture = ({ hint }: { hint: string }) =>
  fields({
    src: pictureSrc({ hint }),
    alt: optionalText({
      max: 250,
      hint: "What the picture shows, for people who cannot see it (screen readers say it). Required unless the picture is decorative.",
    }),
    decorative: z
      .boolean({ error: "must be true or false" })
      .optional()
      .meta({ description: "Tick when the picture only decorates: it adds nothing the words do not say, and screen readers skip it." }),
  }).superRefine((value, ctx) => {
    if (!value.decorative && !value.alt?.trim())
      ctx.addIssue({ code: "custom", path: ["alt"], message: 'must say what the picture shows, unless "decorative" is ticked' });
  });

/** A step of a "how it works" list. */
export const step = () => fields({ title: text(), body: text() });
export type StepCopy = z.infer<ReturnType<typeof step>>;

/** A toast: a title and one sentence. */
export const toast = (line: (rules?: TextRules) => ReturnType<typeof text> = text) => fields({ title: line(), description: line() });
export type ToastCopy = z.infer<ReturnType<typeof toast>>;

/** A problem with one field of a content file: where it is in the data, and the rule it breaks in words. */
export interface ContentIssue {
  at: readonly (string | number)[];
  message: string;
}

/** The field's path as the build's messages write it ("sections[3].cta.href"). */
export const fieldPath = (at: readonly (string | number)[]): string =>
  at.length ? at.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i ? "." : ""}${String(p)}`)).join("") : "(the whole file)";

/** The fields of `data` that break `schema`, each with its rule in words (the build's lines and the editor's check say them alike). */
export function contentIssues(schema: z.ZodType, data: unknown): ContentIssue[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const at = issue.path.map((p) => (typeof p === "number" ? p : String(p)));
    if (issue.code === "unrecognized_keys")
      return { at, message: `unknown key${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => JSON.stringify(k)).join(", ")} (not in the schema)` };
    const value = issue.path.reduce<unknown>((here, key) => (here as Record<PropertyKey, unknown> | undefined)?.[key], data);
    if (issue.code === "invalid_type" && value === undefined) return { at, message: "is missing (required)" };
    return { at, message: issue.message };
  });
}

/** The problems of one content file, one line each: "file: field: rule". */
export function contentProblems(file: string, schema: z.ZodType, data: unknown): string[] {
  return contentIssues(schema, data).map(({ at, message }) => `${file}: ${fieldPath(at)}: ${message}`);
}

/** One kind of a typed block: its fields, its "type" a literal, its title the name the editor offers it by. */
type Kind = z.ZodObject<{ type: z.ZodLiteral<string> } & z.ZodRawShape>;

/**
 * A typed block: one of some kinds, told apart by its "type" (the action model's buttons, the sections' drawings).
 * Decap offers each kind by its title; a value of no kind is refused naming the kinds. `what` names it: "a button".
 */
export const oneOfKinds = <const K extends readonly [Kind, ...Kind[]]>(what: string, kinds: K) =>
  z.discriminatedUnion("type", kinds, { error: `must be ${what} whose "type" is one of ${kinds.map((kind) => kind.shape.type.value).join(", ")}` });

/** A choice with fields of its own that a section may leave out: a list of none or one, so the editor offers the kinds by name. */
export const noneOrOne = <T extends z.ZodType>(block: T, description: string) => list(block, { min: 0, max: 1 }).meta({ description });
