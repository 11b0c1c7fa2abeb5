/**
 * The names of the site's drawn line icons (components/ui/line-icon.tsx holds
 * their paths, one for each name and no more: it fails to type-check
 * otherwise). Here, under lib/, so a section's schema can offer them as a
 * choice (the Features section's icon) without importing a component.
 */
export const LINE_ICON_NAMES = ["drop", "heart", "shield", "clock", "globe", "star", "tick", "arrowRight", "arrowUp", "arrowDown"] as const;

export type LineIconName = (typeof LINE_ICON_NAMES)[number];

/**
 * The API pages' icons, drawn bolder on a larger grid (components/sections/features/feature-icon.tsx holds their
 * paths): a percent sign (fees), a lightning bolt, code brackets, a gift, a padlock and a shield with a tick.
 */
export const BOLD_ICON_NAMES = ["percent", "lightning", "code", "gift", "padlock", "shieldTick"] as const;

export type BoldIconName = (typeof BOLD_ICON_NAMES)[number];

/** Every icon a feature may take: the site's line set, then the API pages' bolder ones. */
export const FEATURE_ICON_NAMES = [...LINE_ICON_NAMES, ...BOLD_ICON_NAMES] as const;

export type FeatureIconName = (typeof FEATURE_ICON_NAMES)[number];
