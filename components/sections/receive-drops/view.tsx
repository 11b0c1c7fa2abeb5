import FeedPhone from "@/components/illustrations/feed-phone";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import PointList from "@/components/ui/point-list";
import SectionHeading from "@/components/ui/section-heading";
import type { SectionProps } from "@/lib/sections/schemas";

export default function ReceiveDrops({ section: copy, context }: SectionProps<"receive-drops">) {
  return (
    <section id={copy.id} aria-labelledby={`${copy.id}-title`} className="bg-white">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div className="md:order-2">
          <SectionHeading id={`${copy.id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} size="lg" className="" />
          <PointList points={copy.points} />
          <PartnerOpenButton audience="charity" className="btn btn-secondary mt-9 h-14 px-8 text-lg">
            {copy.apply}
          </PartnerOpenButton>
        </div>
        <div className="md:order-1">
          <FeedPhone copy={context.illustrations.feedPhone} className="-rotate-2" />
        </div>
      </div>
    </section>
  );
}
