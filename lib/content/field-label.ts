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
