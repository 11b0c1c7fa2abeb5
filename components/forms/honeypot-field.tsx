import { HONEYPOT_FIELD } from "@/lib/form-outcomes";

/**
 * The field only a bot fills: hidden (no one sees it, the Tab key and screen readers skip it, and a browser's autofill
 * leaves a field it cannot show alone), under a name no autofill knows. The endpoint refuses a form that fills it.
 */
export default function HoneypotField() {
  return <input name={HONEYPOT_FIELD} hidden autoComplete="off" />;
}
