"use client";

import { useId, useReducer } from "react";
import type { DONATION_API_LOYALTY_DEMO, SampleCharity } from "@/lib/content/donation-api/loyalty";
import { formatPoints, initialLoyaltyState, loyaltyReducer, pointsToPounds } from "@/lib/loyalty";
import { formatGBP } from "@/lib/money";
import { LOYALTY } from "@/lib/site";
import DemoCard from "./demo-card";
import { LaterStep, useLaterSteps } from "./later-steps";

const loadLaterSteps = () => import("./loyalty-later-steps");

type Copy = typeof DONATION_API_LOYALTY_DEMO;

const TICKS = Array.from({ length: (LOYALTY.max - LOYALTY.min) / LOYALTY.step + 1 }, (_, i) => LOYALTY.min + i * LOYALTY.step);

/** The supermarket club-card demo: a thin view over lib/loyalty.ts. No points are spent. */
export default function LoyaltyDemo({ copy, charities }: { copy: Copy; charities: readonly SampleCharity[] }) {
  const [state, dispatch] = useReducer(loyaltyReducer, initialLoyaltyState);
  const id = useId();
  const later = useLaterSteps(loadLaterSteps, state.step > 1);
  const value = formatGBP(pointsToPounds(state.points));

  return (
    <DemoCard
      later={later}
      header={
        <div className="flex items-center justify-between gap-4">
          <p className="font-display text-2xl uppercase leading-none">{copy.cardBrand}</p>
          <p className="text-right text-sm text-ocean-100">
            {copy.balanceLabel} <strong className="block whitespace-nowrap text-base text-white">{copy.balance}</strong>
          </p>
        </div>
      }
      progressLabel={copy.progressLabel}
      shortSteps={copy.shortSteps}
      steps={copy.steps}
      step={state.step}
      nav={
        state.step === 3
          ? { startOver: { label: copy.startOver, onClick: () => dispatch({ type: "startOver" }) } }
          : {
              back: state.step === 2 ? { label: copy.back, onClick: () => dispatch({ type: "back" }) } : undefined,
              next: {
                label: state.step === 1 ? copy.continue : copy.confirm,
                onClick: () => dispatch({ type: state.step === 1 ? "continue" : "confirm" }),
              },
            }
      }
    >
        {state.step === 1 ? (
          <div className="mt-6">
            <label htmlFor={`${id}-points`} className="text-sm font-bold text-ocean-700">
              {copy.pointsLabel}
            </label>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-3">
              <output htmlFor={`${id}-points`} className="font-display text-5xl uppercase leading-none">
                {formatPoints(state.points)}
              </output>
              <span className="text-2xl font-extrabold text-ocean-700">= {value}</span>
            </p>
            <input
              id={`${id}-points`}
              type="range"
              min={LOYALTY.min}
              max={LOYALTY.max}
              step={LOYALTY.step}
              value={state.points}
              aria-valuetext={`${formatPoints(state.points)}, ${value}`}
              onChange={(e) => dispatch({ type: "points", points: Number(e.target.value) })}
              className="mt-6 h-3 w-full cursor-pointer accent-ocean-700"
            />
            <div aria-hidden="true" className="mt-2 flex justify-between text-xs font-bold text-ocean-700">
              {TICKS.map((tick) => (
                <span key={tick}>{tick.toLocaleString("en-GB")}</span>
              ))}
            </div>
            <p className="mt-6 rounded-2xl bg-ocean-50 px-4 py-3 text-base">
              {LOYALTY.pointsPerPound} points = {formatGBP(1)}. Your points go to a charity you choose next.
            </p>
          </div>
        ) : (
          <LaterStep later={later}>{(steps) => <steps.default copy={copy} charities={charities} state={state} dispatch={dispatch} id={id} value={value} />}</LaterStep>
        )}
    </DemoCard>
  );
}
