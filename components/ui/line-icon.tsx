import type { LineIconName } from "@/lib/line-icons";

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

/** The site's drawn set, on the 20 grid: one path for each name of lib/line-icons.ts (the Features section offers them all). */
export const ICON_PATHS = {
  arrowDown: "M10 4v12M5 11l5 5 5-5",
  arrowRight: "M3 10h13M11 5l5 5-5 5",
  arrowUp: "M10 16V4M5 9l5-5 5 5",
  tick: "m4.5 10.5 3.5 3.5 7.5-8",
  drop: "M10 2.5C7 6.5 5 9.2 5 12a5 5 0 0 0 10 0c0-2.8-2-5.5-5-9.5Z",
  heart: "M10 16.5S3 12.4 3 7.6A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 7 1.6c0 4.8-7 8.9-7 8.9Z",
  shield: "M10 2.5 4 4.8v4.7c0 3.7 2.5 6.6 6 8 3.5-1.4 6-4.3 6-8V4.8L10 2.5ZM7.3 10l2 2 3.5-3.7",
  clock: "M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM10 6v4l2.8 2",
  globe: "M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM3 10h14M10 3c-2 2-2.8 4.5-2.8 7s.8 5 2.8 7c2-2 2.8-4.5 2.8-7S12 5 10 3Z",
  star: "m10 2.8 2.2 4.6 5 .7-3.6 3.5.9 5L10 14.2l-4.5 2.4.9-5-3.6-3.5 5-.7L10 2.8Z",
} as const satisfies { [K in LineIconName]: string };
