"use client";

import StepPanel from "./step-panel";
import type { Dispatch } from "react";
import { checkoutSummary, thankYouMessage, type CheckoutEvent, type CheckoutState, type PaymentMethod } from "@/lib/checkout";
import type { CheckoutDemoCopy } from "@/components/sections/api-checkout-demo/checkout-demo-copy";
import LineIcon from "@/components/ui/line-icon";
import TemplateText from "@/components/ui/template-text";
import DemoCheckbox from "./demo-checkbox";
import { formatGBP, formatPercent } from "@/lib/money";
import { CHECKOUT } from "@/lib/constants";

interface CheckoutLaterStepProps {
  copy: CheckoutDemoCopy;
  state: CheckoutState;
  dispatch: Dispatch<CheckoutEvent>;
  /** The demo's useId, for the ids the steps' labels point at. */
  id: string;
}

/** Steps 2 to 4 of the checkout demo, fetched on demand (see useLaterSteps). */
export default function CheckoutLaterStep({ copy, state, dispatch, id }: CheckoutLaterStepProps) {
  const summary = checkoutSummary(state);
  const perMonth = state.monthly ? copy.perMonth : "";
  const { summary: words } = copy;
  return (
    <>
      <StepPanel shown={state.step === 2} space="space-y-6">
        <p className="text-xl font-extrabold text-ocean-800">{copy.giftAidPitch}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-2xl bg-ocean-50 px-4 py-4 text-base">
          <dt>{words.donation}</dt>
          <dd className="text-right font-bold">{formatGBP(summary.amount)}</dd>
          <dt>
            <TemplateText template={words.giftAidRate} values={{ rate: formatPercent(CHECKOUT.giftAidUplift) }} />
          </dt>
          <dd className="text-right font-bold">+ {formatGBP(summary.giftAid)}</dd>
          <dt className="border-t border-ocean-200 pt-2 font-bold">
            <TemplateText template={words.receives} values={{ charity: copy.charity }} />
          </dt>
          <dd className="border-t border-ocean-200 pt-2 text-right font-extrabold" aria-live="polite">
            {formatGBP(summary.charityReceives)}
          </dd>
        </dl>
        <DemoCheckbox
          label={copy.giftAidCheckbox}
          checked={state.giftAid}
          onChange={(value) => dispatch({ type: "giftAid", value })}
          describedBy={`${id}-giftaid-note`}
          multiline
        />
        <p id={`${id}-giftaid-note`} className="text-sm text-ocean-700">
          {copy.giftAidNote}
        </p>
      </StepPanel>

      <StepPanel shown={state.step === 3} space="space-y-6">
        <fieldset role="radiogroup" aria-labelledby={`${id}-methods`}>
          <legend id={`${id}-methods`} className="sr-only">
            {copy.steps[2]}
          </legend>
          <div className="grid gap-3">
            {(
              [
                ["bank", copy.bank, copy.bankBadge],
                ["card", copy.card, copy.cardBadge],
              ] as const
            ).map(([method, name, badge]) => (
              <PaymentOption
                key={method}
                id={`${id}-${method}`}
                group={`${id}-method`}
                method={method}
                name={name}
                badge={badge}
                free={method === "bank"}
                checked={state.method === method}
                onChoose={(m) => dispatch({ type: "method", method: m })}
              />
            ))}
          </div>
        </fieldset>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-2xl bg-ocean-50 px-4 py-4 text-base">
          <dt>
            {words.donationLine}
            {state.monthly ? words.monthlySuffix : ""}
          </dt>
          <dd className="text-right font-bold">{formatGBP(summary.amount)}</dd>
          <dt>{words.giftAid}</dt>
          <dd className="text-right font-bold">{state.giftAid ? `+ ${formatGBP(summary.giftAid)}` : words.notClaimed}</dd>
          <dt>{words.fee}</dt>
          <dd className="text-right font-bold">{summary.fee > 0 ? formatGBP(summary.fee) : copy.bankBadge}</dd>
          <dt className="border-t border-ocean-200 pt-2 font-bold">
            {words.youPay}
            {perMonth}
          </dt>
          <dd className="border-t border-ocean-200 pt-2 text-right font-extrabold" aria-live="polite">
            {formatGBP(summary.youPay)}
          </dd>
        </dl>
      </StepPanel>

      <StepPanel shown={state.step === 4} space="space-y-3">
        <p className="flex items-start gap-3 text-xl font-extrabold text-ocean-900">
          <LineIcon d="M4 12.5l5 5L20 6.5" size={28} grid={24} strokeWidth={3} className="mt-0.5 shrink-0 text-aqua-600" />
          <span>{thankYouMessage(state, copy.thankYou)}</span>
        </p>
        <p className="text-base text-ocean-700">{copy.receipt}</p>
        {state.monthly ? <p className="text-base text-ocean-700">{copy.monthlyNote}</p> : null}
      </StepPanel>
    </>
  );
}

interface PaymentOptionProps {
  id: string;
  group: string;
  method: PaymentMethod;
  name: string;
  badge: string;
  free: boolean;
  checked: boolean;
  onChoose: (method: PaymentMethod) => void;
}

function PaymentOption({ id, group, method, name, badge, free, checked, onChoose }: PaymentOptionProps) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-4 ring-2 transition-colors ${
        checked ? "bg-ocean-50 ring-ocean-700" : "bg-white ring-ocean-200 hover:ring-ocean-500"
      }`}
    >
      <input
        type="radio"
        name={group}
        value={method}
        checked={checked}
        onChange={() => onChoose(method)}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-badge`}
        className="size-5 shrink-0 accent-ocean-700"
      />
      <span id={`${id}-name`} className="min-w-0 flex-1 text-base font-bold">
        {name}
      </span>
      <span
        id={`${id}-badge`}
        className={`shrink-0 rounded-full px-3 py-1 text-sm font-extrabold ${free ? "bg-aqua-100 text-ocean-900" : "bg-coral-300/40 text-ocean-900"}`}
      >
        {badge}
      </span>
    </label>
  );
}
