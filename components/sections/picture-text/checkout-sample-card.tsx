import DropMark from "@/components/ui/drop-mark";
import LineIcon, { ICON_PATHS } from "@/components/ui/line-icon";
import TemplateText from "@/components/ui/template-text";
import type { Drawing } from "@/lib/sections/picture-text/drawings";

type CheckoutSampleCardCopy = Omit<Extract<Drawing, { type: "checkout-card" }>, "type"> & { amount: string };

/** A drawn donation checkout, as a donor would meet it on a charity's own site. */
export default function CheckoutSampleCard({ copy }: { copy: CheckoutSampleCardCopy }) {
  const { amount, label, method, fee, giftAid } = copy;
  return (
    <div className="relative mx-auto w-full max-w-sm">
      <div className="rounded-card bg-white p-6 text-ocean-900 shadow-lift sm:p-7">
        <div className="flex items-center justify-between">
          <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">
            <DropMark className="h-4 w-3.5 text-aqua-500" /> {copy.title}
          </p>
          <span className="rounded-full bg-ocean-50 px-3 py-1 text-xs font-bold text-ocean-700">{copy.badge}</span>
        </div>
        <p className="mt-5 text-sm font-semibold text-ocean-700">{label}</p>
        <p className="font-display text-7xl leading-none">{amount}</p>
        <div className="mt-5 flex items-center justify-between gap-3 rounded-2xl border-2 border-ocean-900 p-4">
          <span className="flex items-center gap-3">
            <span aria-hidden="true" className="grid size-5 place-items-center rounded-full border-2 border-ocean-900">
              <span className="size-2.5 rounded-full bg-ocean-900" />
            </span>
            <span className="text-sm font-bold">{method}</span>
          </span>
          <span className="rounded-full bg-aqua-100 px-2.5 py-1 text-xs font-extrabold text-ocean-900">{fee}</span>
        </div>
        <p className="mt-3 flex items-center gap-2 rounded-2xl bg-sun-300 px-4 py-3 text-sm font-bold text-ocean-950">
          <LineIcon d={ICON_PATHS.arrowUp} size={18} />
          {giftAid}
        </p>
        <div aria-hidden="true" className="mt-5 grid h-12 place-items-center rounded-full bg-ocean-900 font-extrabold text-white">
          <TemplateText template={copy.donate} values={{ amount }} />
        </div>
      </div>
    </div>
  );
}
