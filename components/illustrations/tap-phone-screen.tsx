import type { ReactNode } from "react";
import DropMark from "@/components/ui/drop-mark";
import type { FeatureDrawingCopy } from "@/lib/sections/features/drawings";
import { FREE_DROPS_DAILY } from "@/lib/constants";
import TemplateText from "@/components/ui/template-text";

/** The phone's words: the "tap" drawing's, beside a feature in the Features section's rows look. */
export type TapPhoneCopy = FeatureDrawingCopy<"tap">;

interface TapPhoneScreenProps {
  copy: TapPhoneCopy;
  /** Drops given so far today. */
  given: number;
  /** Slots the animated version fills with motion; the static version leaves them plain. */
  button?: ReactNode;
  fallingDrop?: ReactNode;
}

/** Drops given in the picture before any animation runs. */
export const RESTING_GIVEN = 2;

export const TAP_BUTTON_CLASS = "grid size-20 place-items-center rounded-full bg-aqua-400 text-ocean-950 shadow-card";

/** What the phone in "Tap to make magic happen" shows, at rest or mid-animation. */
export default function TapPhoneScreen({ copy, given, button, fallingDrop }: TapPhoneScreenProps) {
  const left = FREE_DROPS_DAILY - given;
  return (
    <div className="flex h-full flex-col px-4 pb-5 pt-10">
      <div className="overflow-hidden rounded-2xl bg-white shadow-card">
        <div className="h-28 bg-gradient-to-br from-coral-400 to-sun-400" />
        <div className="p-3">
          <p className="text-xs font-bold text-ocean-900">{copy.cause}</p>
          <p className="text-[0.7rem] text-ocean-700">{copy.need}</p>
        </div>
      </div>
      <div className="relative mt-5 flex flex-1 flex-col items-center">
        {button ?? (
          <span className={TAP_BUTTON_CLASS}>
            <DropMark className="h-9 w-8" />
          </span>
        )}
        <span className="mt-2 text-[0.7rem] font-bold uppercase tracking-widest text-ocean-700">{copy.tap}</span>
        {fallingDrop}
        <div className="mt-auto w-full rounded-2xl bg-ocean-900 p-3 text-center text-white">
          <p className="text-[0.65rem] font-bold uppercase tracking-widest text-aqua-300">{copy.freeToday}</p>
          <p className="mt-1 flex justify-center gap-1.5">
            {Array.from({ length: FREE_DROPS_DAILY }, (_, i) => (
              <DropMark key={i} className={`h-5 w-4 ${i < left ? "text-aqua-400" : "text-ocean-700"}`} />
            ))}
          </p>
          <p className="mt-1 text-xs font-bold">
            <TemplateText template={copy.left} values={{ left, total: FREE_DROPS_DAILY }} />
          </p>
        </div>
      </div>
    </div>
  );
}
