import type { PagePaths } from "@/lib/content/page-links";
import type { PageLinkAt } from "@/lib/content/page-problems";
import type { SiteRoute } from "@/lib/routes";
import type { LayoutContent } from "@/lib/content/layout.schema";
import type { SharedSectionFiles } from "@/lib/content/section-context";
import type { BuiltPicture } from "@/lib/pictures/picture";
import type { FontFile } from "@/lib/content/editor-config";

/** What the build tells the preview: out/admin/preview.json (app/(editor)/admin/preview.json/route.ts). */
export interface PreviewData {
  /** What each figure {slot} reads on the site as built. */
  figures: Readonly<Record<string, string>>;
  /** The shared files the sections read, as built (checked, slots not filled). */
  shared: SharedSectionFiles;
  /** The header and footer's file as built (checked, slots not filled). */
  layout: LayoutContent;
  /** Every page file as built: its path in the repository and its data. */
  pages: readonly { file: string; data: unknown }[];
  /** Every page, in path order; the footer lists those that say so (showInFooter). */
  routes: readonly SiteRoute[];
  /** Each page's path by its name, as built: what the links being edited open (lib/content/page-links.ts). */
  pagePaths: PagePaths;
  /** Every link to a page in the content files as built, and where it is: the editor refuses to delete a page they name. */
  pageLinks: readonly PageLinkAt[];
  /** The name of every shared file: each gets a preview. */
  entries: readonly string[];
  /**
   * Every picture the build made, by its src ("/media/x.jpg"): the picture step's manifest (lib/pictures/built-pictures.ts).
   * The preview draws these as the site does; an upload not among them as the editor holds it (preview-pictures.ts).
   */
  pictures: Readonly<Record<string, BuiltPicture>>;
  /** The launch pages' words, each by its section's type and place (lib/content/example-words.ts launchCopyOf): Save does not call them example words. */
  launchCopy: readonly string[];
  /** Each shared file's fields drawn in the site's font, from the editor's config (lib/content/editor-config.ts fontFiles): checked before Save. */
  fontFiles: readonly FontFile[];
}
