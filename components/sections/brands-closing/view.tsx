import PartnerOpenButton from "@/components/partner/partner-open-button";
import DropMark from "@/components/ui/drop-mark";
import type { SectionProps } from "@/lib/sections/schemas";

export default function BrandsClosing({ section: copy }: SectionProps<"brands-closing">) {
  return (
    <section aria-labelledby="brands-closing-title" className="relative overflow-hidden bg-aqua-400 text-ocean-950">
      <DropMark className="pointer-events-none absolute -left-12 -top-12 h-72 w-56 -rotate-12 text-white/25" />
      <DropMark className="pointer-events-none absolute -bottom-16 -right-10 h-80 w-64 rotate-12 text-ocean-900/10" />
      <div className="relative mx-auto max-w-4xl px-5 py-24 text-center md:py-32">
        <h2 id="brands-closing-title" className="font-display text-display-lg uppercase">
          {copy.title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-xl font-semibold">{copy.body}</p>
        <PartnerOpenButton audience="brand" className="btn btn-secondary mt-10 h-14 px-10 text-lg">
          {copy.cta}
        </PartnerOpenButton>
      </div>
    </section>
  );
}
