import PageHero from "@/components/ui/page-hero";
import ScrollToButton from "@/components/ui/scroll-to-button";
import type { DONATION_API_CHARITIES_HERO } from "@/lib/content/donation-api/charities";
import SettledCard from "./settled-card";

/** FOR CHARITIES: the pitch at the top of /donation-api/charities. */
export default function DonationApiCharitiesHero({ hero }: { hero: typeof DONATION_API_CHARITIES_HERO }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      body={hero.body}
      actions={
        <>
          <ScrollToButton targetId={hero.getStartedTarget} className="btn btn-primary h-14 px-9 text-lg">
            {hero.primaryCta}
          </ScrollToButton>
          <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
            {hero.secondaryCta}
          </button>
        </>
      }
      aside={<SettledCard />}
    />
  );
}
