import { formatGBP, shareOf, addMoney } from "@/lib/money";
import { CHECKOUT } from "@/lib/site";
import DropMark from "@/components/ui/drop-mark";

const amount = CHECKOUT.defaultAmount;
const giftAid = shareOf(amount, CHECKOUT.giftAidUplift);

/** Illustration: a donation notification as the charity sees it. Decorative numbers, real maths. */
export default function SettledCard() {
  return (
    <div className="mx-auto max-w-sm rotate-2 rounded-card bg-white p-6 text-ocean-900 shadow-lift" role="img" aria-label={`Example: a ${formatGBP(amount)} donation settled instantly, plus ${formatGBP(giftAid)} Gift Aid`}>
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-full bg-aqua-100">
          <DropMark className="h-6 w-5 text-aqua-600" />
        </span>
        <div>
          <p className="text-sm font-bold text-ocean-600">New donation · just now</p>
          <p className="font-display text-4xl uppercase leading-none">{formatGBP(amount)}</p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt className="text-ocean-700">Settled</dt>
        <dd className="text-right font-bold">Instantly</dd>
        <dt className="text-ocean-700">Card fees</dt>
        <dd className="text-right font-bold">None</dd>
        <dt className="text-ocean-700">Gift Aid</dt>
        <dd className="text-right font-bold">+ {formatGBP(giftAid)}</dd>
        <dt className="border-t border-ocean-100 pt-2 font-bold">Total to the cause</dt>
        <dd className="border-t border-ocean-100 pt-2 text-right font-extrabold text-ocean-900">{formatGBP(addMoney(amount, giftAid))}</dd>
      </dl>
    </div>
  );
}
