import PageHero from "@/components/ui/page-hero";
import ScrollToButton from "@/components/ui/scroll-to-button";
import type { CHARITIES_HERO } from "@/lib/content/api-charities";
import SettledCard from "./settled-card";

/** FOR CHARITIES: the pitch at the top of /donation-api/charities. */
export default function CharitiesHero({ hero }: { hero: typeof CHARITIES_HERO }) {
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
