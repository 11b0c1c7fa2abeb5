"use client";

import { useId, useReducer, type KeyboardEvent } from "react";
import {
  MAX_CUSTOM_AMOUNT,
  checkoutReducer,
  checkoutSummary,
  continueLabel,
  initialCheckoutState,
  isPresetChosen,
  thankYouMessage,
  type PaymentMethod,
} from "@/lib/checkout";
import type { CHECKOUT_DEMO_COPY } from "@/lib/content/api-charities";
import { formatAmount, formatGBP, formatPercent } from "@/lib/money";
import { CHECKOUT } from "@/lib/site";
import DemoCard from "./demo-card";

type Copy = typeof CHECKOUT_DEMO_COPY;

// Keys a money box never needs; a number field would otherwise accept them.
const BLOCKED_KEYS = new Set(["-", "+", "e", "E"]);

/** The smart-checkout demo: a thin view over lib/checkout.ts. Nothing is charged or sent. */
export default function CheckoutDemo({ copy }: { copy: Copy }) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const id = useId();
  const summary = checkoutSummary(state);
  const perMonth = state.monthly ? " a month" : "";

  function blockKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
  }

  return (
    <DemoCard
      header={<p className="font-display text-2xl uppercase leading-none">{copy.cardTitle}</p>}
      progressLabel={copy.progressLabel}
      shortSteps={copy.shortSteps}
      steps={copy.steps}
      step={state.step}
      nav={
        state.step === 4
          ? { startOver: { label: copy.startOver, onClick: () => dispatch({ type: "startOver" }) } }
          : {
              back: state.step > 1 ? { label: copy.back, onClick: () => dispatch({ type: "back" }) } : undefined,
              next: { label: continueLabel(state.step), onClick: () => dispatch({ type: "continue" }) },
            }
      }
    >
        {state.step === 1 ? (
          <div className="mt-6 space-y-6">
            <div role="group" aria-labelledby={`${id}-presets`}>
              <p id={`${id}-presets`} className="text-sm font-bold text-ocean-700">
                {copy.presetsLabel}
              </p>
              <div className="mt-2 grid grid-cols-3 gap-3">
                {CHECKOUT.presets.map((preset) => {
                  const chosen = isPresetChosen(state, preset);
                  return (
                    <button
                      key={preset}
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => dispatch({ type: "preset", amount: preset })}
                      className={`min-h-14 rounded-2xl text-xl font-extrabold ring-2 transition-colors ${
                        chosen ? "bg-ocean-900 text-white ring-ocean-900" : "bg-white text-ocean-900 ring-ocean-200 hover:ring-ocean-500"
                      }`}
                    >
                      {formatAmount(preset)}
                    </button>
                  );
                })}
              </div>
            </div>

            <div>
              <label htmlFor={`${id}-custom`} className="text-sm font-bold text-ocean-700">
                {copy.customAmount}
              </label>
              <div className="relative mt-2">
                <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-5 flex items-center text-xl font-extrabold text-ocean-600">
                  £
                </span>
                <input
                  id={`${id}-custom`}
                  type="number"
                  inputMode="decimal"
                  min={0.01}
                  max={MAX_CUSTOM_AMOUNT}
                  step={0.01}
                  value={state.amountText}
                  onChange={(e) => dispatch({ type: "amountTyped", text: e.target.value })}
                  onBlur={() => dispatch({ type: "amountDone" })}
                  onKeyDown={blockKeys}
                  aria-describedby={`${id}-custom-hint`}
                  className="h-14 w-full rounded-2xl border-2 border-ocean-200 bg-white pl-10 pr-4 text-xl font-extrabold text-ocean-900 focus:border-ocean-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-500"
                />
              </div>
              <p id={`${id}-custom-hint`} className="mt-2 text-sm text-ocean-700">
                {copy.customAmountHint}
              </p>
            </div>

            <label className="flex cursor-pointer items-center gap-3 text-base font-bold">
              <input
                type="checkbox"
                checked={state.monthly}
                onChange={(e) => dispatch({ type: "monthly", value: e.target.checked })}
                className="size-5 shrink-0 accent-ocean-700"
              />
              {copy.monthly}
            </label>

            <p className="rounded-2xl bg-ocean-50 px-4 py-3 text-base" aria-live="polite">
              You&apos;re giving <strong>{formatAmount(state.amount)}</strong>
              {perMonth}.
            </p>
          </div>
        ) : null}

        {state.step === 2 ? (
          <div className="mt-6 space-y-6">
            <p className="text-xl font-extrabold text-ocean-800">{copy.giftAidPitch}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-2xl bg-ocean-50 px-4 py-4 text-base">
              <dt>Your donation</dt>
              <dd className="text-right font-bold">{formatGBP(summary.amount)}</dd>
              <dt>Gift Aid ({formatPercent(CHECKOUT.giftAidUplift)})</dt>
              <dd className="text-right font-bold">+ {formatGBP(summary.giftAid)}</dd>
              <dt className="border-t border-ocean-200 pt-2 font-bold">{copy.charity} receives</dt>
              <dd className="border-t border-ocean-200 pt-2 text-right font-extrabold" aria-live="polite">
                {formatGBP(summary.charityReceives)}
              </dd>
            </dl>
            <label className="flex cursor-pointer items-start gap-3 text-base font-bold">
              <input
                type="checkbox"
                checked={state.giftAid}
                onChange={(e) => dispatch({ type: "giftAid", value: e.target.checked })}
                aria-describedby={`${id}-giftaid-note`}
                className="mt-0.5 size-5 shrink-0 accent-ocean-700"
              />
              {copy.giftAidCheckbox}
            </label>
            <p id={`${id}-giftaid-note`} className="text-sm text-ocean-700">
              {copy.giftAidNote}
            </p>
          </div>
        ) : null}

        {state.step === 3 ? (
          <div className="mt-6 space-y-6">
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
              <dt>Donation{state.monthly ? " (monthly)" : ""}</dt>
              <dd className="text-right font-bold">{formatGBP(summary.amount)}</dd>
              <dt>Gift Aid</dt>
              <dd className="text-right font-bold">{state.giftAid ? `+ ${formatGBP(summary.giftAid)}` : "Not claimed"}</dd>
              <dt>Payment fee</dt>
              <dd className="text-right font-bold">{summary.fee > 0 ? formatGBP(summary.fee) : copy.bankBadge}</dd>
              <dt className="border-t border-ocean-200 pt-2 font-bold">You pay{perMonth}</dt>
              <dd className="border-t border-ocean-200 pt-2 text-right font-extrabold" aria-live="polite">
                {formatGBP(summary.youPay)}
              </dd>
            </dl>
          </div>
        ) : null}

        {state.step === 4 ? (
          <div className="mt-6 space-y-3">
            <p className="flex items-start gap-3 text-xl font-extrabold text-ocean-900">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" className="mt-0.5 shrink-0 text-aqua-600" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
                <path d="M4 12.5l5 5L20 6.5" />
              </svg>
              <span>{thankYouMessage(state)}</span>
            </p>
            <p className="text-base text-ocean-700">{copy.receipt}</p>
            {state.monthly ? <p className="text-base text-ocean-700">{copy.monthlyNote}</p> : null}
          </div>
        ) : null}

    </DemoCard>
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
