import { PARTNER_FORM } from "@/lib/content/partner-enquiry";
import { counterAnnouncement, counterLabel, messageCounter } from "@/lib/partner-enquiry";

/**
 * "120 / 1,000" under the message (the field's description, by `id`), and a
 * live region that speaks up only as the limit nears.
 */
export default function MessageCounter({ id, message, unit = PARTNER_FORM.counter.unit }: { id: string; message: string; unit?: string }) {
  const counter = messageCounter(message);
  return (
    <>
      <p id={id} className={`mt-2 text-right text-sm tabular-nums ${counter.over ? "font-bold text-coral-700" : "text-ocean-700"}`}>
        {counterLabel(counter)}
        <span className="sr-only">{unit}</span>
      </p>
      <p aria-live="polite" className="sr-only">
        {counterAnnouncement(counter)}
      </p>
    </>
  );
}
