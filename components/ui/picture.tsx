import { BASE_PATH } from "@/lib/constants";
import type { SectionContext } from "@/lib/content/section-context";

/** A picture field's value as a section holds it (lib/content/schema.ts `picture()`). */
export interface PictureFieldValue {
  src: string;
  alt?: string;
  decorative?: boolean;
}

/** What a screen reader says for it: nothing for a decorative picture, else its alt text. */
export const pictureAlt = (field: PictureFieldValue): string => (field.decorative ? "" : (field.alt ?? ""));

export { PICTURE_SIZES } from "@/lib/pictures/sizes.mjs";

export interface PictureProps {
  field: PictureFieldValue;
  context: Pick<SectionContext, "picture">;
  sizes: string;
  /** In the page's first section: fetched at once and first (eager, fetchpriority high), since it is likely the largest thing in view. */
  first?: boolean;
  /** Classes of the <img> (its box: size, fit, rounding). */
  className?: string;
  /** Classes of the <picture> ("contents" lets the <img> size itself against the picture's container). */
  frameClassName?: string;
}

/**
 * An uploaded picture as the build made it: a <picture> offering AVIF then
 * WebP at each width the picture step wrote, the <img> (the widest WebP) with
 * the picture's width and height, so its box is kept before it arrives (no
 * layout shift), and its dominant colour as the box's background meanwhile.
 * Lazy unless in the page's first section. In the editor's preview, an upload
 * not yet built is drawn as the editor holds it, a plain <img>.
 */
export default function Picture({ field, context, sizes, first = false, className, frameClassName }: PictureProps) {
  const shown = context.picture(field.src);
  const alt = pictureAlt(field);
  if (shown.kind === "upload") {
    // The editor's own copy of the upload (a blob or its repository URL): not yet built, so no widths or formats.
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser: the picture step made the files
    return <img src={shown.url} alt={alt} decoding="async" className={className} />;
  }
  const widest = shown.webp[shown.webp.length - 1];
  // The manifest's URLs are from the site's root; a branch preview serves the export under a sub-path.
  const srcSet = (files: typeof shown.webp) => files.map((file) => `${BASE_PATH}${file.url} ${file.width}w`).join(", ");
  const loading = first ? { loading: "eager" as const, fetchPriority: "high" as const } : { loading: "lazy" as const };
  return (
    <picture className={frameClassName}>
      <source type="image/avif" srcSet={srcSet(shown.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(shown.webp)} sizes={sizes} />
      <img
        src={widest && `${BASE_PATH}${widest.url}`}
        alt={alt}
        width={shown.width}
        height={shown.height}
        decoding="async"
        {...loading}
        className={className}
        style={{ backgroundColor: shown.color }}
      />
    </picture>
  );
}
