"use client";

import StepPanel from "./step-panel";
import type { Dispatch } from "react";
import type { LoyaltyDemoCopy } from "@/components/sections/api-loyalty-demo/loyalty-demo-copy";
import type { SampleCharity } from "@/lib/content/donation-api/loyalty-charities.schema";
import { impactLine, type LoyaltyEvent, type LoyaltyState } from "@/lib/loyalty";
import TemplateText from "@/components/ui/template-text";

interface LoyaltyLaterStepProps {
  copy: LoyaltyDemoCopy;
  state: LoyaltyState;
  dispatch: Dispatch<LoyaltyEvent>;
  /** The demo's useId, for the ids the steps' labels point at. */
  id: string;
  /** The chosen points, and their value in pounds, formatted. */
  points: string;
  value: string;
}

const TONES: Record<SampleCharity["tone"], string> = {
  coral: "bg-coral-400",
  aqua: "bg-aqua-400",
  sun: "bg-sun-400",
};

/** Steps 2 and 3 of the loyalty demo, fetched on demand (see useLaterSteps). */
export default function LoyaltyLaterStep({ copy, state, dispatch, id, points, value }: LoyaltyLaterStepProps) {
  return (
    <>
      <StepPanel shown={state.step === 2} space="space-y-5">
        <div>
          <label htmlFor={`${id}-search`} className="text-sm font-bold text-ocean-700">
            {copy.searchLabel}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            placeholder={copy.searchPlaceholder}
            autoComplete="off"
            className="mt-2 h-12 w-full rounded-full border-2 border-ocean-200 bg-white px-5 text-base text-ocean-900 placeholder:text-ocean-600 focus:border-ocean-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-aqua-500"
          />
        </div>
        <fieldset role="radiogroup" aria-labelledby={`${id}-charities`}>
          <legend id={`${id}-charities`} className="text-sm font-bold text-ocean-700">
            {copy.charitiesLabel}
          </legend>
          <div className="mt-2 grid gap-3">
            {copy.charities.map((charity, i) => {
              const checked = state.charity === charity.name;
              const optionId = `${id}-charity-${i}`;
              return (
                <label
                  key={charity.name}
                  className={`flex cursor-pointer items-center gap-3 rounded-2xl px-4 py-3 ring-2 transition-colors ${
                    checked ? "bg-ocean-50 ring-ocean-700" : "bg-white ring-ocean-200 hover:ring-ocean-500"
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-charity`}
                    value={charity.name}
                    checked={checked}
                    onChange={() => dispatch({ type: "charity", charity: charity.name })}
                    aria-labelledby={`${optionId}-name`}
                    aria-describedby={`${optionId}-about`}
                    className="size-5 shrink-0 accent-ocean-700"
                  />
                  <span aria-hidden="true" className={`size-10 shrink-0 rounded-full ${TONES[charity.tone]}`} />
                  <span className="min-w-0">
                    <span id={`${optionId}-name`} className="block text-base font-extrabold">
                      {charity.name}
                    </span>
                    <span id={`${optionId}-about`} className="block text-sm text-ocean-700">
                      {charity.cause} · {charity.blurb}
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </StepPanel>

      <StepPanel shown={state.step === 3} space="space-y-3">
        <p className="text-xl font-extrabold">
          <TemplateText template={copy.donated} values={{ points, value, charity: state.charity }} />
        </p>
        <p className="flex items-center gap-3 rounded-2xl bg-sun-300 px-4 py-3 text-lg font-extrabold text-ocean-950">
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="shrink-0" fill="currentColor">
            <path d="M12 21s-7.5-4.6-9.5-9.1C1 8.4 3.3 5 6.7 5c2 0 3.6 1.1 4.3 2.6h2C13.7 6.1 15.3 5 17.3 5 20.7 5 23 8.4 21.5 11.9 19.5 16.4 12 21 12 21z" />
          </svg>
          {impactLine(state.points, copy.impact)}
        </p>
      </StepPanel>
    </>
  );
}
