/**
 * The brand's drop of water. Decorative: callers give the text alternative.
 * One element drawn by its stylesheet (.drop-mark in app/globals.css: the
 * shape a mask over currentColor, the highlight a background), sized and
 * coloured by the caller's utilities: a page shows it up to 50 times, and each
 * element of a page is restyled when a dialog opens.
 */
export default function DropMark({ className }: { className?: string }) {
  return <span className={className ? `drop-mark ${className}` : "drop-mark"} aria-hidden="true" />;
}
