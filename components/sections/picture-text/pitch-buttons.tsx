import ActionButton from "@/components/sections/shared/action-button";
import type { Action } from "@/lib/sections/shared/action";

/**
 * A Picture and text section's buttons under its text: one alone, spaced from the text; two in a row, the first the
 * band's main button and the second a link.
 */
export default function PitchButtons({ buttons, dark }: { buttons: readonly Action[]; dark: boolean }) {
  const [first, second] = buttons;
  if (!first) return null;
  if (!second) return <ActionButton action={first} look={dark ? "pitch-on-dark" : "pitch"} />;
  return (
    <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-4">
      <ActionButton action={first} look={dark ? "primary" : "secondary"} />
      <ActionButton action={second} look={dark ? "link-on-dark" : "link"} />
    </div>
  );
}
