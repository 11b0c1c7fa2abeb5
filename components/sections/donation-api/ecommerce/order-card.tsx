import { formatGBP, shareOf } from "@/lib/money";
import { REVENUE_SHARE } from "@/lib/site";
import DropMark from "@/components/ui/drop-mark";

const ORDER_TOTAL = 84.5;
const donation = shareOf(ORDER_TOTAL, REVENUE_SHARE);

/** Illustration: an order confirmation with its donation line. Real maths on a made-up order. */
export default function OrderCard() {
  return (
    <div
      role="img"
      aria-label={`Example order of ${formatGBP(ORDER_TOTAL)} with ${formatGBP(donation)} donated to charity`}
      className="mx-auto max-w-sm -rotate-2 rounded-card bg-white p-6 text-ocean-900 shadow-lift"
    >
      <p className="text-sm font-bold text-ocean-600">Order #10482 · paid</p>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-2 text-base">
        <dt>Trail runners</dt>
        <dd className="text-right font-bold">{formatGBP(69.5)}</dd>
        <dt>Merino socks</dt>
        <dd className="text-right font-bold">{formatGBP(15)}</dd>
        <dt className="border-t border-ocean-100 pt-2 font-bold">Total</dt>
        <dd className="border-t border-ocean-100 pt-2 text-right font-extrabold">{formatGBP(ORDER_TOTAL)}</dd>
      </dl>
      <p className="mt-5 flex items-center gap-3 rounded-2xl bg-aqua-100 px-4 py-3 text-sm font-bold">
        <DropMark className="h-6 w-5 shrink-0 text-aqua-600" />
        {formatGBP(donation)} went to Harbour Kids Trust with this order
      </p>
    </div>
  );
}
