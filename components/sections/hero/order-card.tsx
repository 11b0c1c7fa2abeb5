import { Fragment } from "react";
import DropMark from "@/components/ui/drop-mark";
import TemplateText from "@/components/ui/template-text";

export interface OrderCardCopy {
  /** The card is one picture to assistive technology: this is its text alternative. */
  label: string;
  heading: string;
  items: readonly { name: string; price: string }[];
  total: { term: string; value: string };
  /** "£0.85 went to …": {amount} is filled in. */
  donation: { amount: string; line: string };
}

/** Illustration: an order confirmation with its donation line. */
export default function OrderCard({ copy }: { copy: OrderCardCopy }) {
  return (
    <div role="img" aria-label={copy.label} className="mx-auto max-w-sm -rotate-2 rounded-card bg-white p-6 text-ocean-900 shadow-lift">
      <p className="text-sm font-bold text-ocean-600">{copy.heading}</p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-base">
        {copy.items.map((item) => (
          <Fragment key={item.name}>
            <dt>{item.name}</dt>
            <dd className="text-right font-bold">{item.price}</dd>
          </Fragment>
        ))}
        <dt className="border-t border-ocean-100 pt-2 font-bold">{copy.total.term}</dt>
        <dd className="border-t border-ocean-100 pt-2 text-right font-extrabold">{copy.total.value}</dd>
      </dl>
      <p className="mt-5 flex items-center gap-3 rounded-2xl bg-aqua-100 px-4 py-3 text-sm font-bold">
        <DropMark className="h-6 w-5 shrink-0 text-aqua-600" />
        <TemplateText template={copy.donation.line} values={{ amount: copy.donation.amount }} />
      </p>
    </div>
  );
}
