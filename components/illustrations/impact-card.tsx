import type { FeatureDrawingCopy } from "@/lib/sections/features/drawings";
import DropMark from "@/components/ui/drop-mark";

type ImpactCardCopy = FeatureDrawingCopy<"impact">;

function Plate() {
  return (
    <svg viewBox="0 0 48 48" className="size-12" aria-hidden="true">
      <circle cx="24" cy="24" r="21" fill="#fff" />
      <circle cx="24" cy="24" r="14" fill="var(--color-sun-300)" />
      <path d="M17 25c3 4 11 4 14 0" fill="none" stroke="var(--color-ocean-900)" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="19" cy="20" r="2" fill="var(--color-ocean-900)" />
      <circle cx="29" cy="20" r="2" fill="var(--color-ocean-900)" />
    </svg>
  );
}

/** The impact message a donor sees after giving. */
export default function ImpactCard({ copy }: { copy: ImpactCardCopy }) {
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-sun-300 via-coral-300 to-aqua-300 opacity-60 blur-2xl" />
      <div className="rounded-card bg-ocean-900 p-6 text-white shadow-lift">
        <div className="flex items-center gap-2 text-sm font-bold text-aqua-300">
          <DropMark className="h-4 w-3.5 text-aqua-400" /> {copy.badge}
        </div>
        <p className="mt-4 font-display text-5xl uppercase leading-[0.9]">{copy.message}</p>
        <div className="mt-6 flex gap-3" aria-hidden="true">
          <Plate />
          <Plate />
          <Plate />
        </div>
        <p className="mt-5 text-sm text-ocean-100">{copy.detail}</p>
      </div>
      <div className="-mt-4 ml-auto mr-6 w-fit rotate-3 rounded-2xl bg-white px-4 py-3 text-sm font-bold text-ocean-900 shadow-card">{copy.streak}</div>
    </div>
  );
}
