import PageHero from "@/components/ui/page-hero";
import ScrollToButton from "@/components/ui/scroll-to-button";
import type { DONATION_API_ECOMMERCE_HERO } from "@/lib/content/donation-api/ecommerce";
import OrderCard from "./order-card";

export default function EcommerceHero({ hero }: { hero: typeof DONATION_API_ECOMMERCE_HERO }) {
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
      aside={<OrderCard />}
    />
  );
}
