/** Names that read better in other words. */
const LABELS: Record<string, string> = { alt: "Alt text", anchor: "Anchor for links", cta: "Button", href: "Link", id: "Anchor id", src: "Picture" };

/**
 * A field's label in the editor, from its name: "mobileLabel" → "Mobile label".
 * The editor's config (lib/content/editor-config.ts) and its preview, which names
 * the fields a half-typed section lacks, say it the same way.
 */
export function fieldLabel(name: string): string {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The name of the one field of a list of single values (a headline's lines, a list of points): the editor's config
 * names it so (lib/content/editor-config.ts), and click-to-edit adds it to the path of such a value, which Decap
 * ends at the item's place (components/editor/click-to-edit.ts).
 */
export const LIST_ITEM_FIELD = "item";
