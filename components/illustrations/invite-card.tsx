import type { FeatureDrawingCopy } from "@/lib/sections/features/drawings";
import DropMark from "@/components/ui/drop-mark";

type InviteCardCopy = FeatureDrawingCopy<"waves">;

const AVATAR_TONES = ["bg-coral-400", "bg-aqua-400", "bg-sun-400", "bg-ocean-500"] as const;

/** More drops: the invite reward and the ways to top up. */
export default function InviteCard({ copy }: { copy: InviteCardCopy }) {
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div className="rounded-card bg-white p-6 shadow-lift ring-1 ring-ocean-100">
        <p className="text-sm font-bold uppercase tracking-[0.18em] text-ocean-700">{copy.eyebrow}</p>
        <p className="mt-3 font-display text-6xl uppercase leading-none text-ocean-900">{copy.title}</p>
        <p className="mt-2 text-ocean-700">{copy.detail}</p>
        <div className="mt-6 flex -space-x-3" aria-hidden="true">
          {copy.friends.map((initial, i) => (
            <span
              key={`${initial}-${i}`}
              className={`grid size-11 place-items-center rounded-full border-4 border-white ${AVATAR_TONES[i % AVATAR_TONES.length]} font-bold text-ocean-950`}
            >
              {initial}
            </span>
          ))}
        </div>
        <ul className="mt-6 grid grid-cols-3 gap-2 text-center text-xs font-bold text-ocean-900">
          {copy.ways.map((way) => (
            <li key={way} className="rounded-xl bg-ocean-50 px-2 py-3">
              <DropMark className="mx-auto mb-1 h-5 w-4 text-aqua-500" />
              {way}
            </li>
          ))}
        </ul>
      </div>
      <svg viewBox="0 0 400 60" className="mt-4 w-full text-aqua-400" aria-hidden="true">
        <path d="M0 30 Q 50 0 100 30 T 200 30 T 300 30 T 400 30" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        <path d="M0 50 Q 50 20 100 50 T 200 50 T 300 50 T 400 50" fill="none" stroke="var(--color-ocean-200)" strokeWidth="6" strokeLinecap="round" />
      </svg>
    </div>
  );
}
