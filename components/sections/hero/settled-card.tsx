import { Fragment } from "react";
import DropMark from "@/components/ui/drop-mark";
import type { Drawing } from "@/lib/sections/hero/drawing";

export type SettledCardCopy = Omit<Extract<Drawing, { type: "settled-donation" }>, "type" | "total"> & {
  amount: string;
  total: { term: string; value: string };
};

/** Illustration: a donation notification as the charity sees it. */
export default function SettledCard({ copy }: { copy: SettledCardCopy }) {
  return (
    <div className="mx-auto max-w-sm rotate-2 rounded-card bg-white p-6 text-ocean-900 shadow-lift" role="img" aria-label={copy.label}>
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-full bg-aqua-100">
          <DropMark className="h-6 w-5 text-aqua-600" />
        </span>
        <div>
          <p className="text-sm font-bold text-ocean-600">{copy.heading}</p>
          <p className="font-display text-4xl uppercase leading-none">{copy.amount}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        {copy.rows.map((row) => (
          <Fragment key={row.term}>
            <dt className="text-ocean-700">{row.term}</dt>
            <dd className="text-right font-bold">{row.value}</dd>
          </Fragment>
        ))}
        <dt className="border-t border-ocean-100 pt-2 font-bold">{copy.total.term}</dt>
        <dd className="border-t border-ocean-100 pt-2 text-right font-extrabold text-ocean-900">{copy.total.value}</dd>
      </dl>
    </div>
  );
}
