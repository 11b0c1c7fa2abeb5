import LoyaltyDemo from "@/components/demos/loyalty-demo";
import SectionHeading from "@/components/ui/section-heading";
import type { DONATION_API_LOYALTY_DEMO, SampleCharity } from "@/lib/content/donation-api/loyalty";

interface LoyaltyDemoSectionProps {
  id: string;
  copy: typeof DONATION_API_LOYALTY_DEMO;
  charities: readonly SampleCharity[];
}

export default function LoyaltyDemoSection({ id, copy, charities }: LoyaltyDemoSectionProps) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="scroll-mt-16 bg-white focus:outline-none md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-5 py-20 md:grid-cols-[1fr_1.15fr] md:px-8 md:py-24">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        <LoyaltyDemo copy={copy} charities={charities} />
      </div>
    </section>
  );
}
