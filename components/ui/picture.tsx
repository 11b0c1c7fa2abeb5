import type { SectionContext } from "@/lib/content/section-context";

/** A picture field's value as a section holds it (lib/content/schema.ts `picture()`). */
export interface PictureFieldValue {
  src: string;
  alt?: string;
  decorative?: boolean;
}

/** What a screen reader says for it: nothing for a decorative picture, else its alt text. */
export const pictureAlt = (field: PictureFieldValue): string => (field.decorative ? "" : (field.alt ?? ""));

/**
 * The `sizes` of each place a picture is drawn: how wide it shows at each
 * viewport, so the browser picks the narrowest file that fills it. The
 * picture step's budget check reads the hero's (HERO_BEHIND, HERO_BESIDE).
 */
export const PICTURE_SIZES = {
  /** Behind the hero's words, and a wide Picture section: the whole viewport. */
  full: "100vw",
  /** Beside the hero's words, and Picture and text: half the viewport from 64rem (lg), else all of it. */
  half: "(min-width: 64rem) 50vw, 100vw",
  /** An inset Picture section: the 42rem reading column from 48rem (md), else the viewport. */
  inset: "(min-width: 48rem) 42rem, 100vw",
  /** A quote's round portrait: 5rem (80 CSS px). */
  portrait: "5rem",
  /** An uploaded logo in the logo strip: at most 12rem wide. */
  logo: "12rem",
} as const;

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
  const srcSet = (files: typeof shown.webp) => files.map((file) => `${file.url} ${file.width}w`).join(", ");
  const loading = first ? { loading: "eager" as const, fetchPriority: "high" as const } : { loading: "lazy" as const };
  return (
    <picture className={frameClassName}>
      <source type="image/avif" srcSet={srcSet(shown.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(shown.webp)} sizes={sizes} />
      <img
        src={widest?.url}
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
