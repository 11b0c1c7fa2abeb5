import Link from "next/link";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import SectionHeading from "@/components/ui/section-heading";
import { fillSlots } from "@/lib/template";
import { formatAmount, shareOf } from "@/lib/money";
import { CHECKOUT } from "@/lib/constants";
import type { SectionProps } from "@/lib/sections/schemas";
import CheckoutSampleCard from "./checkout-sample-card";

export default function CheckoutApi({ section: copy }: SectionProps<"checkout-api">) {
  const { id, points, apply, more } = copy;
  // The drawn checkout shows the default donation, and its Gift Aid line what Gift Aid adds to it.
  const giftAid = formatAmount(shareOf(CHECKOUT.defaultAmount, CHECKOUT.giftAidUplift));
  const sample = { ...fillSlots(copy.sample, { giftAid }), amount: formatAmount(CHECKOUT.defaultAmount) };
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
              {apply}
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
        <CheckoutSampleCard copy={sample} />
      </div>
    </section>
  );
}
