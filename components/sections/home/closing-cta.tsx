import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import DropMark from "@/components/ui/drop-mark";

interface ClosingCtaProps {
  title: string;
  body: string;
  cta: string;
}

export default function ClosingCta({ title, body, cta }: ClosingCtaProps) {
  return (
    <section aria-labelledby="closing-title" className="relative overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-950 text-white">
      <DropMark className="pointer-events-none absolute -right-16 -top-10 h-80 w-64 text-aqua-400/10" />
      <div className="relative mx-auto max-w-4xl px-5 py-24 text-center md:py-32">
        <h2 id="closing-title" className="font-display text-display-lg uppercase">
          {title}
        </h2>
        <p className="mt-5 text-xl text-ocean-100">{body}</p>
        <DroplistOpenButton className="btn btn-primary mt-10 h-14 px-10 text-lg">{cta}</DroplistOpenButton>
      </div>
    </section>
  );
}
