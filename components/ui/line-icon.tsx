interface LineIconProps {
  /** The path, drawn in the text colour with round caps and joins. */
  d: string;
  /** Rendered width and height, in px. */
  size: number;
  /** Side of the square the path is drawn in. */
  grid?: 20 | 24;
  strokeWidth?: number;
  className?: string;
}

/** A small decorative line icon (arrows, ticks) beside text that already says what it means. */
export default function LineIcon({ d, size, grid = 20, strokeWidth = 2.5, className }: LineIconProps) {
  return (
    <svg
      viewBox={`0 0 ${grid} ${grid}`}
      width={size}
      height={size}
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** Paths the site draws more than once. */
export const ICON_PATHS = {
  arrowDown: "M10 4v12M5 11l5 5 5-5",
  arrowRight: "M3 10h13M11 5l5 5-5 5",
  arrowUp: "M10 16V4M5 9l5-5 5 5",
  tick: "m4.5 10.5 3.5 3.5 7.5-8",
} as const;
