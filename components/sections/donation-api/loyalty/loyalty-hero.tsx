import PageHero from "@/components/ui/page-hero";
import ScrollToButton from "@/components/ui/scroll-to-button";
import type { DONATION_API_LOYALTY_HERO } from "@/lib/content/donation-api/loyalty";
import { formatGBP } from "@/lib/money";
import { LOYALTY } from "@/lib/site";

export default function LoyaltyHero({ hero }: { hero: typeof DONATION_API_LOYALTY_HERO }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      body={hero.body}
      actions={
        <ScrollToButton targetId={hero.target} className="btn btn-primary h-14 px-9 text-lg">
          {hero.cta}
        </ScrollToButton>
      }
      aside={
        <dl className="mx-auto grid max-w-sm gap-4">
          <div className="flex flex-col-reverse rounded-card bg-white p-6 text-ocean-900 shadow-lift">
            <dt className="mt-1 text-base font-bold text-ocean-700">{hero.claim.label}</dt>
            <dd className="font-display text-display-md uppercase text-ocean-900">{hero.claim.value}</dd>
          </div>
          <div className="flex flex-col-reverse rounded-card bg-sun-300 p-6 text-ocean-950 shadow-lift">
            <dt className="mt-1 text-base font-bold">is what every {LOYALTY.pointsPerPound} points give</dt>
            <dd className="font-display text-display-md uppercase">{formatGBP(1)}</dd>
          </div>
        </dl>
      }
    />
  );
}
