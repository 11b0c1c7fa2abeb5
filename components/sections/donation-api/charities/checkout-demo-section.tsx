import CheckoutDemo from "@/components/demos/checkout-demo";
import SectionHeading from "@/components/ui/section-heading";
import type { DONATION_API_CHARITIES_DEMO } from "@/lib/content/donation-api/charities";

export default function CheckoutDemoSection({ id, copy }: { id: string; copy: typeof DONATION_API_CHARITIES_DEMO }) {
  return (
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-title`} className="scroll-mt-16 bg-white focus:outline-none md:scroll-mt-20">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-5 py-20 md:grid-cols-[1fr_1.15fr] md:px-8 md:py-24">
        <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} />
        <CheckoutDemo copy={copy} />
      </div>
    </section>
  );
}
