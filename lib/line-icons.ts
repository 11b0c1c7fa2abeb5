/**
 * The names of the site's drawn line icons (components/ui/line-icon.tsx holds
 * their paths, one for each name and no more: it fails to type-check
 * otherwise). Here, under lib/, so a section's schema can offer them as a
 * choice (the Features section's icon) without importing a component.
 */
export const LINE_ICON_NAMES = ["drop", "heart", "shield", "clock", "globe", "star", "tick", "arrowRight", "arrowUp", "arrowDown"] as const;

export type LineIconName = (typeof LINE_ICON_NAMES)[number];
