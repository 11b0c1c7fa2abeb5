"use client";

import { useId, useReducer, type KeyboardEvent } from "react";
import { checkoutReducer, continueLabel, initialCheckoutState, isPresetChosen } from "@/lib/checkout";
import type { CheckoutDemoCopy } from "@/components/sections/api-checkout-demo/checkout-demo-copy";
import { formatAmount } from "@/lib/money";
import { CHECKOUT } from "@/lib/constants";
import TemplateText from "@/components/ui/template-text";
import DemoCard from "./demo-card";
import DemoCheckbox from "./demo-checkbox";
import { LaterStep, useLaterSteps } from "./later-steps";

const loadLaterSteps = () => import("./checkout-later-steps");

// Keys a money box never needs; a number field would otherwise accept them.
const BLOCKED_KEYS = new Set(["-", "+", "e", "E"]);

/** The smart-checkout demo: a thin view over lib/checkout.ts. Nothing is charged or sent. */
export default function CheckoutDemo({ copy }: { copy: CheckoutDemoCopy }) {
  const [state, dispatch] = useReducer(checkoutReducer, initialCheckoutState);
  const id = useId();
  const later = useLaterSteps(loadLaterSteps, state.step > 1);
  const perMonth = state.monthly ? copy.perMonth : "";

  function blockKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
  }

  return (
    <DemoCard
      later={later}
      header={<p className="font-display text-2xl uppercase leading-none">{copy.cardTitle}</p>}
      copy={copy}
      step={state.step}
      nav={
        state.step === 4
          ? { startOver: { label: copy.startOver, onClick: () => dispatch({ type: "startOver" }) } }
          : {
              back: state.step > 1 ? { label: copy.back, onClick: () => dispatch({ type: "back" }) } : undefined,
              next: { label: continueLabel(state.step, copy), onClick: () => dispatch({ type: "continue" }) },
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
                max={CHECKOUT.maxCustomAmount}
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

          <DemoCheckbox label={copy.monthly} checked={state.monthly} onChange={(value) => dispatch({ type: "monthly", value })} />

          <p className="rounded-2xl bg-ocean-50 px-4 py-3 text-base" aria-live="polite">
            <TemplateText template={copy.giving} values={{ amount: <strong>{formatAmount(state.amount)}</strong>, perMonth }} />
          </p>
        </div>
      ) : (
        <LaterStep later={later} frame={copy.frame}>
          {(steps) => <steps.default copy={copy} state={state} dispatch={dispatch} id={id} />}
        </LaterStep>
      )}
    </DemoCard>
  );
}
