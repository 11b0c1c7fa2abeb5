import Link from "next/link";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import SectionHeading from "@/components/ui/section-heading";
import type { CharitiesCheckoutApiCopy } from "@/lib/content/charities";
import CheckoutSampleCard from "./checkout-sample-card";

export default function CheckoutApiSection({ copy }: { copy: CharitiesCheckoutApiCopy }) {
  const { id, points, cta, more } = copy;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="relative overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-900 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_28rem_at_100%_100%,rgb(34_211_238/0.2),transparent_65%)]" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-14 px-5 py-20 md:grid-cols-2 md:gap-16 md:px-8 md:py-28">
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={copy.eyebrow} title={copy.title} body={copy.body} size="lg" dark className="" />
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-2xl bg-white/[0.06] p-4 font-bold ring-1 ring-white/10">
                <LineIcon d={ICON_PATHS.tick} size={20} className="mt-0.5 shrink-0 text-aqua-400" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap items-center gap-x-6 gap-y-4">
            <PartnerOpenButton audience="charity" className="btn btn-primary h-14 px-8 text-lg">
              {cta}
            </PartnerOpenButton>
            <Link
              href={more.href}
              prefetch={false}
              className="inline-flex min-h-11 items-center font-bold text-aqua-300 underline decoration-2 underline-offset-4 hover:text-aqua-200"
            >
              {more.label}
            </Link>
          </div>
        </div>
        <CheckoutSampleCard copy={copy.sample} />
      </div>
    </section>
  );
}
