"use client";

import { useId, useReducer } from "react";
import type { LoyaltyDemoCopy } from "@/components/sections/api-loyalty-demo/loyalty-demo-copy";
import { formatPoints, initialLoyaltyState, loyaltyReducer, pointsToPounds } from "@/lib/loyalty";
import { formatCount, formatGBP } from "@/lib/money";
import { LOYALTY } from "@/lib/constants";
import { fillTemplate } from "@/lib/template";
import TemplateText from "@/components/ui/template-text";
import DemoCard from "./demo-card";
import { LaterStep, useLaterSteps } from "./later-steps";

const loadLaterSteps = () => import("./loyalty-later-steps");

const TICKS = Array.from({ length: (LOYALTY.max - LOYALTY.min) / LOYALTY.step + 1 }, (_, i) => LOYALTY.min + i * LOYALTY.step);

/** The supermarket club-card demo: a thin view over lib/loyalty.ts. No points are spent. */
export default function LoyaltyDemo({ copy }: { copy: LoyaltyDemoCopy }) {
  const [state, dispatch] = useReducer(loyaltyReducer, initialLoyaltyState);
  const id = useId();
  const later = useLaterSteps(loadLaterSteps, state.step > 1);
  const value = formatGBP(pointsToPounds(state.points));
  const points = formatPoints(state.points, copy.points);

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
      copy={copy}
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
              {points}
            </output>
            <span className="text-2xl font-extrabold text-ocean-700">
              <TemplateText template={copy.value} values={{ value }} />
            </span>
          </p>
          <input
            id={`${id}-points`}
            type="range"
            min={LOYALTY.min}
            max={LOYALTY.max}
            step={LOYALTY.step}
            value={state.points}
            aria-valuetext={fillTemplate(copy.valueText, { points, value })}
            onChange={(e) => dispatch({ type: "points", points: Number(e.target.value) })}
            className="mt-6 h-3 w-full cursor-pointer accent-ocean-700"
          />
          <div aria-hidden="true" className="mt-2 flex justify-between text-xs font-bold text-ocean-700">
            {TICKS.map((tick) => (
              <span key={tick}>{formatCount(tick)}</span>
            ))}
          </div>
          <p className="mt-6 rounded-2xl bg-ocean-50 px-4 py-3 text-base">
            <TemplateText template={copy.rateNote} values={{ points: LOYALTY.pointsPerPound, pound: formatGBP(1) }} />
          </p>
        </div>
      ) : (
        <LaterStep later={later} frame={copy.frame}>
          {(steps) => <steps.default copy={copy} state={state} dispatch={dispatch} id={id} points={points} value={value} />}
        </LaterStep>
      )}
    </DemoCard>
  );
}
