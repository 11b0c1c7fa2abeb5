/**
 * The brand's drop of water. Decorative: callers give the text alternative.
 * One element drawn by its stylesheet (.drop-mark in app/globals.css: the
 * shape a mask over currentColor, the highlight a background), sized and
 * coloured by the caller's utilities: a page shows it up to 50 times, and each
 * element of a page is restyled when a dialog opens.
 */
export default function DropMark({
  className,
  plain = false,
}: {
  className?: string;
  /** Its shape alone, no highlight: a band's background drop, under words. */ plain?: boolean;
}) {
  const classes = ["drop-mark", plain ? "drop-mark-plain" : "", className ?? ""].filter(Boolean).join(" ");
  return <span className={classes} aria-hidden="true" />;
}
