import FeedPhone from "@/components/illustrations/feed-phone";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import DropMark from "@/components/ui/drop-mark";

interface ReceiveDropsSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  body: string;
  points: readonly string[];
  cta: string;
}

export default function ReceiveDropsSection({ id, eyebrow, title, body, points, cta }: ReceiveDropsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className="md:order-2">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-600">{eyebrow}</p>
          <h2 id={`${id}-title`} className="mt-3 font-display text-display-lg uppercase text-ocean-900">
            {title}
          </h2>
          <p className="mt-5 max-w-lg text-lg text-ocean-700">{body}</p>
          <ul className="mt-7 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-3 text-base font-bold text-ocean-900">
                <DropMark className="h-5 w-4 shrink-0 text-aqua-500" />
                {point}
              </li>
            ))}
          </ul>
          <PartnerOpenButton audience="charity" className="btn btn-secondary mt-9 h-14 px-8 text-lg">
            {cta}
          </PartnerOpenButton>
        </div>
        <div className="md:order-1">
          <FeedPhone className="-rotate-2" />
        </div>
      </div>
    </section>
  );
}
