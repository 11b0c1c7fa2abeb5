import DropMark from "@/components/ui/drop-mark";
import type { FeedPhoneCopy } from "@/lib/content/illustrations.schema";
import { FREE_DROPS_DAILY } from "@/lib/constants";
import DropCounter from "./drop-counter";
import PhoneFrame from "./phone-frame";

const tones = {
  coral: "from-coral-400 to-sun-400",
  aqua: "from-aqua-400 to-ocean-500",
  sun: "from-sun-400 to-coral-300",
} as const;

/** The app's feed on a phone: cause cards with a drop button each. */
export default function FeedPhone({ copy, className = "" }: { copy: FeedPhoneCopy; className?: string }) {
  return (
    <PhoneFrame className={className}>
      <div className="flex items-center justify-between px-4 pb-2 pt-9">
        <span className="font-display text-xl uppercase text-ocean-900">{copy.title}</span>
        <DropCounter total={FREE_DROPS_DAILY} filled={3} />
      </div>
      <div className="h-full overflow-hidden">
        <ul className="feed-scroll space-y-3 px-3">
          {[...copy.cards, ...copy.cards].map((card, i) => (
            <li key={i} className="overflow-hidden rounded-2xl bg-white shadow-card">
              <div className={`h-20 bg-gradient-to-br ${tones[card.tone]}`} />
              <div className="flex items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="truncate text-[0.7rem] font-bold text-ocean-900">{card.cause}</p>
                  <p className="truncate text-[0.65rem] text-ocean-700">{card.need}</p>
                </div>
                <span className="flex shrink-0 items-center gap-1 rounded-full bg-ocean-900 px-2 py-1 text-[0.6rem] font-bold text-white">
                  <DropMark className="h-3 w-2.5 text-aqua-400" />
                  {card.drops}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </PhoneFrame>
  );
}
