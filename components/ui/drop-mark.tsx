/**
 * The brand's drop of water. Decorative: callers give the text alternative.
 * Drawn once per page (drop-mark-symbol.tsx, in the root layout) and reused by
 * reference: a page shows it up to 50 times, and each copy would otherwise ship
 * twice, in the HTML and again in the RSC payload.
 */
export default function DropMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 40" className={className} aria-hidden="true" focusable="false">
      <use href="#drop-mark" />
    </svg>
  );
}
