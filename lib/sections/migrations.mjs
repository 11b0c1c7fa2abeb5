// Section types folded into the general ones (issue 40), and how a page file's
// section of such a type moves to the type it became. Plain JavaScript, like
// lib/content/page-files.mjs, so that `npm run migrate-sections`
// (scripts/migrate-sections.mjs) and the page check (lib/content/page-problems.ts),
// which names the command when a page file still holds an old type, read one list.
// A marketer's open cms/ branch keeps the old names until the command runs on it
// (docs/marketers.md). An entry stays until no branch can hold its old type.

/** The API benefits' icons by the names the features' list gives the same drawings. */
export const BENEFIT_ICONS = { fees: "percent", instant: "lightning", code: "code", "gift-aid": "gift", secure: "padlock", shield: "shieldTick" };

/** The code the ecommerce samples showed by their place, which a code sample now names. */
export const PLATFORM_CODE_NAMES = ["shopify", "woocommerce"];

/** The command that moves every page file's sections off the types below. */
export const MIGRATE_COMMAND = "npm run migrate-sections";

/**
 * Each folded type: `from` (the old "type"), `to` (the type it became) and
 * `move`, which gives the section as the new type holds it, the same words in
 * the new type's fields.
 * @type {readonly { from: string, to: string, move: (section: Record<string, unknown>) => Record<string, unknown> }[]}
 */
export const SECTION_MIGRATIONS = [
  {
    // The charities' API figures: the numbers band with its heading for screen readers only.
    from: "api-stats",
    to: "numbers",
    move: ({ label, stats }) => ({ type: "numbers", heading: label, headingVisibility: "hidden", figures: stats }),
  },
  {
    // The home page's closing band: a call to action whose button opens the Droplist, at the anchor it always had.
    from: "closing-cta",
    to: "call-to-action",
    move: ({ title, body, cta }) => ({ type: "call-to-action", title, line: body, button: [{ type: "droplist", label: cta }], anchor: "closing" }),
  },
  {
    // The brands page's closing band: a bright call to action whose button opens the brands' partner enquiry.
    from: "brands-closing",
    to: "call-to-action",
    move: ({ title, body, cta }) => ({
      type: "call-to-action",
      title,
      line: body,
      button: [{ type: "partner-enquiry", label: cta, audience: "brand" }],
      look: "bright",
    }),
  },
  {
    // The API pages' "how it works": Steps on the dark band, the anchor its heading had.
    from: "how-it-works",
    to: "steps",
    move: ({ id, title, steps }) => ({ type: "steps", heading: title, steps, look: "dark", anchor: id }),
  },
  {
    // The API pages' closing band: a call to action with the spec's two buttons that do nothing yet, at the anchor it
    // had. Its developer's focusTarget goes: a call to action a button of the page scrolls to takes focus by itself.
    from: "api-cta",
    to: "call-to-action",
    move: ({ id, title, body, primary, secondary }) => ({
      type: "call-to-action",
      title,
      line: body,
      button: [
        { type: "placeholder", label: primary },
        { type: "placeholder", label: secondary },
      ],
      anchor: id,
    }),
  },
  {
    // The charities' pitch beside the app's feed: Picture and text with the tilted feed phone on the left, its Apply
    // button a charities partner-enquiry action, at the anchor its id was.
    from: "receive-drops",
    to: "picture-text",
    move: ({ id, eyebrow, title, body, points, apply }) => ({
      type: "picture-text",
      eyebrow,
      heading: title,
      body,
      points,
      buttons: [{ type: "partner-enquiry", label: apply, audience: "charity" }],
      drawing: [{ type: "feed-phone", tilted: true }],
      pictureSide: "left",
      anchor: id,
    }),
  },
  {
    // The brands page's non-profit figures: Numbers on cards, its title the heading, each stat a figure as it was.
    from: "nonprofit-stats",
    to: "numbers",
    move: ({ eyebrow, title, intro, stats }) => ({ type: "numbers", eyebrow, heading: title, intro, figures: stats, look: "cards" }),
  },
  {
    // The charities' API benefits: Features with an eyebrow and an intro, each benefit's icon the same drawing by its
    // name in the features' list (lib/line-icons.ts), its body the feature's line.
    from: "api-benefits",
    to: "features",
    move: ({ eyebrow, title, body, benefits }) => ({
      type: "features",
      eyebrow,
      heading: title,
      intro: body,
      features: (Array.isArray(benefits) ? benefits : []).map((benefit) => ({
        icon: BENEFIT_ICONS[benefit.icon] ?? benefit.icon,
        title: benefit.title,
        line: benefit.body,
      })),
    }),
  },
  {
    // The charities' checkout pitch: Picture and text with the drawn checkout on the right (on its deep-blue band), its
    // Apply button a charities partner-enquiry action and its "read more" link a page action, at the anchor its id was.
    from: "checkout-api",
    to: "picture-text",
    move: ({ id, eyebrow, title, body, points, apply, more, sample }) => ({
      type: "picture-text",
      eyebrow,
      heading: title,
      body,
      points,
      buttons: [
        { type: "partner-enquiry", label: apply, audience: "charity" },
        { type: "page", label: more?.label, page: more?.href },
      ],
      drawing: [{ type: "checkout-card", ...sample }],
      pictureSide: "right",
      anchor: id,
    }),
  },
  {
    // The brands' steps beside the example campaign: Picture and text with the campaign's results card on the right,
    // at the anchor its id was (the brands hero's secondary link scrolls there).
    from: "fund-drops",
    to: "picture-text",
    move: ({ id, eyebrow, title, body, steps, campaign }) => ({
      type: "picture-text",
      eyebrow,
      heading: title,
      body,
      steps,
      drawing: [{ type: "campaign-card", ...campaign }],
      pictureSide: "right",
      anchor: id,
    }),
  },
  // The donation-API pages' heroes: a dark Hero with the page's drawing, its button down to the demo or the prompt, a
  // second that does nothing yet (the spec's placeholder). A hero without its developer's target had no button.
  ...[
    ["api-hero-settled", "settled-donation", "settled"],
    ["api-hero-order", "order", "order"],
    ["api-hero-points", "points", "value"],
  ].map(([from, kind, words]) => ({
    from,
    to: "hero",
    move: (section) => {
      const { eyebrow, title, body, cta, target, secondary } = section;
      const [headline, headlineAccent] = Array.isArray(title) ? title : [title];
      return {
        type: "hero",
        eyebrow,
        headline,
        ...(headlineAccent === undefined ? {} : { headlineAccent }),
        intro: body,
        buttons: [
          target ? { type: "section", label: cta, section: target } : { type: "placeholder", label: cta },
          ...(secondary ? [{ type: "placeholder", label: secondary }] : []),
        ],
        background: "dark",
        drawing: [{ type: kind, ...section[words] }],
      };
    },
  })),
  {
    // The home page's hero: a dark Hero drawing the app's feed with its tagline, its badge the eyebrow, its button down to the features
    // (a hero without its developer's target had no button: a placeholder, which the marketer then points somewhere).
    from: "home-hero",
    to: "hero",
    move: ({ badge, headline: [headline, headlineAccent], tagline, intro, cta, target }) => ({
      type: "hero",
      eyebrow: badge,
      headline,
      headlineAccent,
      intro,
      buttons: [target ? { type: "section", label: cta, section: target } : { type: "placeholder", label: cta }],
      background: "dark",
      drawing: [{ type: "feed", tagline }],
    }),
  },
  {
    // The brands page's hero: a light Hero drawing the budget flow, Partner With Us opening the brands' enquiry, then
    // its link down to the example campaign (which, without its developer's href, was not drawn).
    from: "brands-hero",
    to: "hero",
    move: ({ eyebrow, headline: [headline, headlineAccent], intro, cta, secondary, flow }) => ({
      type: "hero",
      eyebrow,
      headline,
      headlineAccent,
      intro,
      buttons: [
        { type: "partner-enquiry", label: cta, audience: "brand" },
        ...(secondary?.href ? [{ type: "section", label: secondary.label, section: secondary.href.replace(/^#/, "") }] : []),
      ],
      background: "light",
      drawing: [{ type: "budget-flow", ...flow }],
    }),
  },
  {
    // The charities page's hero: a light Hero drawing a verified cause, with how verification works across the band
    // below (its steps, part of that drawing), its Apply button opening the charities' enquiry.
    from: "charities-hero",
    to: "hero",
    move: ({ eyebrow, headline: [headline, headlineAccent], intro, apply, stepsTitle, steps, card }) => ({
      type: "hero",
      eyebrow,
      headline,
      headlineAccent,
      intro,
      buttons: [{ type: "partner-enquiry", label: apply, audience: "charity" }],
      background: "light",
      drawing: [{ type: "verified-cause", ...card, stepsTitle, steps }],
    }),
  },
  {
    // The charities' checkout code: Code samples with the one sample beside the text, named "checkout"; its Request
    // Demo a section action to the demo its developer's target named (no button where it named none), the note above it.
    from: "api-checkout-code",
    to: "code-samples",
    move: ({ eyebrow, title, intro, requestDemo, requestDemoNote, target, snippet }) => ({
      type: "code-samples",
      eyebrow,
      heading: title,
      intro,
      note: requestDemoNote,
      ...(target ? { buttons: [{ type: "section", label: requestDemo, section: target }] } : {}),
      samples: [{ id: snippet?.id, code: "checkout", title: snippet?.title, copyLabel: snippet?.copyLabel }],
    }),
  },
  {
    // The ecommerce platforms' samples: Code samples stacked under the heading, each naming its code by the platform
    // its place held (Shopify, then WooCommerce).
    from: "api-code-samples",
    to: "code-samples",
    move: ({ eyebrow, title, body, samples }) => ({
      type: "code-samples",
      eyebrow,
      heading: title,
      intro: body,
      samples: (Array.isArray(samples) ? samples : []).map(({ id, platform, title: sampleTitle, copyLabel, note }, i) => ({
        id,
        code: PLATFORM_CODE_NAMES[i],
        platform,
        title: sampleTitle,
        copyLabel,
        note,
      })),
    }),
  },
  {
    // The home page's feature rows, which the hero's button scrolls to: Features in the rows look, the region's name its
    // heading (not shown) and its id the anchor; each feature's drawing a typed block carrying the words the section held.
    from: "home-features",
    to: "features",
    move: ({ id, label, features, tapPhone, impactCard, inviteCard }) => {
      const words = { feed: { tilted: false }, tap: tapPhone, impact: impactCard, waves: inviteCard };
      return {
        type: "features",
        heading: label,
        features: (Array.isArray(features) ? features : []).map(({ id: featureId, eyebrow, title, body, points, illustration }) => ({
          id: featureId,
          eyebrow,
          title,
          line: body,
          points,
          drawing: [{ type: illustration, ...words[illustration] }],
        })),
        look: "rows",
        anchor: id,
      };
    },
  },
];

const BY_OLD_TYPE = new Map(SECTION_MIGRATIONS.map((migration) => [migration.from, migration]));

/** The migration of a section whose "type" is a folded one, or undefined. */
export function migrationOf(section) {
  const type = section && typeof section === "object" ? section.type : undefined;
  return typeof type === "string" ? BY_OLD_TYPE.get(type) : undefined;
}

/**
 * A page file's data with every section of a folded type moved; `moved` lists
 * them by their place on the page, counted from 1. Other sections, and data
 * that is not a page, come back as they were.
 * @param {unknown} data
 * @returns {{ data: unknown, moved: { place: number, from: string, to: string }[] }}
 */
export function migratePage(data) {
  const sections = data && typeof data === "object" && Array.isArray(data.sections) ? data.sections : undefined;
  if (!sections) return { data, moved: [] };
  const moved = [];
  const next = sections.map((section, i) => {
    const migration = migrationOf(section);
    if (!migration) return section;
    moved.push({ place: i + 1, from: migration.from, to: migration.to });
    return migration.move(section);
  });
  return { data: moved.length ? { ...data, sections: next } : data, moved };
}
