import SectionHeading from "@/components/ui/section-heading";
import TitledCard from "@/components/ui/titled-card";
import { withClaims } from "@/lib/content/claim-values";
import type { SectionProps } from "@/lib/sections/schemas";

const tones = ["text-aqua-400", "text-sun-300", "text-coral-300"] as const;

/** The big figures: each stat shows the claim it names. */
export default function NonprofitStats({ section: copy, context }: SectionProps<"nonprofit-stats">) {
  return (
    <section aria-labelledby="nonprofit-stats-title" className="relative overflow-hidden bg-ocean-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(40rem_26rem_at_100%_0%,rgb(34_211_238/0.18),transparent_65%)]" />
      <div className="relative mx-auto max-w-6xl px-5 py-20 md:px-8 md:py-28">
        <SectionHeading id="nonprofit-stats-title" eyebrow={copy.eyebrow} title={copy.title} body={copy.intro} size="lg" dark wideBody className="max-w-2xl" />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {withClaims(copy.stats, context.claims).map((stat, i) => (
            <TitledCard
              key={stat.label}
              title={stat.label}
              body={stat.body}
              look="figure"
              className={`flex flex-col rounded-card bg-white/[0.06] p-6 ring-1 ring-white/10 sm:p-7 ${i === 0 ? "sm:col-span-2" : ""}`}
            >
              <p className={`font-display leading-none ${tones[i % tones.length]}`}>
                {stat.prefix ? <span className="mb-1 block text-2xl uppercase">{stat.prefix}</span> : null}
                <span className={i === 0 ? "text-7xl sm:text-8xl" : "text-6xl sm:text-7xl"}>{stat.value}</span>
              </p>
            </TitledCard>
          ))}
        </ul>
      </div>
    </section>
  );
}
