import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import type { BoldIconName, FeatureIconName } from "@/lib/line-icons";

/** The API pages' bolder set, on the 24 grid: one path for each name of BOLD_ICON_NAMES (lib/line-icons.ts). */
const BOLD_ICON_PATHS = {
  percent: "M5 19L19 5M7.5 9.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM16.5 18.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  lightning: "M13 2L4.5 13.5H12L11 22l8.5-11.5H12L13 2z",
  code: "M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16",
  gift: "M4 11h16v9H4zM2.5 7h19v4h-19zM12 7v13M12 7S10.5 3 8 3.5 6.5 7 12 7zM12 7s1.5-4 4-3.5S17.5 7 12 7z",
  padlock: "M6 11V8a6 6 0 1 1 12 0v3M5 11h14v10H5zM12 15v2",
  shieldTick: "M12 2.5l8 3v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6l8-3zM8.5 12l2.5 2.5 4.5-5",
} as const satisfies { [K in BoldIconName]: string };

const isBold = (icon: FeatureIconName): icon is BoldIconName => icon in BOLD_ICON_PATHS;

/**
 * A feature's icon, decorative (its title says what it means): one of the site's line set, or one of the API pages'
 * bolder ones, each drawn as it always has been (the charities' API page's benefits keep their 28 px, 2 px stroke).
 */
export default function FeatureIcon({ icon }: { icon: FeatureIconName }) {
  if (!isBold(icon)) return <LineIcon d={ICON_PATHS[icon]} size={26} strokeWidth={1.8} />;
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={BOLD_ICON_PATHS[icon]} />
    </svg>
  );
}
