import { LOYALTY_CHARITIES } from "./content/donation-api/loyalty-charities";
import { formatCount } from "./money";
import { LOYALTY } from "./constants";
import { fillTemplate } from "./template";

/**
 * The supermarket club-card demo: Convert points → Select a Charity → Thank
 * You; Start Over puts back the default points and charity. Nothing is sent
 * anywhere.
 */

export type LoyaltyStep = 1 | 2 | 3;

export interface LoyaltyState {
  step: LoyaltyStep;
  /** Points to convert: LOYALTY.min to LOYALTY.max in steps of LOYALTY.step. */
  points: number;
  /** Name of the chosen charity. */
  charity: string;
}

export type LoyaltyEvent =
  | { type: "points"; points: number }
  | { type: "charity"; charity: string }
  | { type: "continue" }
  | { type: "confirm" }
  | { type: "back" }
  | { type: "startOver" };

export const DEFAULT_CHARITY = LOYALTY_CHARITIES[0].name;

export const initialLoyaltyState: LoyaltyState = {
  step: 1,
  points: LOYALTY.defaultPoints,
  charity: DEFAULT_CHARITY,
};

/** LOYALTY.min to LOYALTY.max in steps of LOYALTY.step. Anything else snaps to the nearest allowed value. */
export function clampPoints(points: number): number {
  if (!Number.isFinite(points)) return LOYALTY.defaultPoints;
  const snapped = Math.round((points - LOYALTY.min) / LOYALTY.step) * LOYALTY.step + LOYALTY.min;
  return Math.min(LOYALTY.max, Math.max(LOYALTY.min, snapped));
}

/** 100 points are £1: the value in pounds (format it with formatGBP for £20.00). */
export function pointsToPounds(points: number): number {
  return points / LOYALTY.pointsPerPound;
}

/** The impact line: children helped for a month = points / LOYALTY.pointsPerChildMonth, rounded down. */
export function childrenHelped(points: number): number {
  return Math.floor(points / LOYALTY.pointsPerChildMonth);
}

const KNOWN_CHARITIES = new Set(LOYALTY_CHARITIES.map((c) => c.name));

export function loyaltyReducer(state: LoyaltyState, event: LoyaltyEvent): LoyaltyState {
  switch (event.type) {
    case "points":
      return state.step === 1 ? { ...state, points: clampPoints(event.points) } : state;
    case "charity":
      return state.step === 2 && KNOWN_CHARITIES.has(event.charity) ? { ...state, charity: event.charity } : state;
    case "continue":
      return state.step === 1 ? { ...state, step: 2 } : state;
    case "confirm":
      return state.step === 2 ? { ...state, step: 3 } : state;
    case "back":
      return state.step === 2 ? { ...state, step: 1 } : state;
    case "startOver":
      return initialLoyaltyState;
  }
}

/** 2000 with "{points} points" → "2,000 points". */
export function formatPoints(points: number, template: string): string {
  return fillTemplate(template, { points: formatCount(points) });
}

/** The impact line on the thank-you step, one child or many in its {count} slot. */
export function impactLine(points: number, templates: { one: string; other: string }): string {
  const count = childrenHelped(points);
  return fillTemplate(count === 1 ? templates.one : templates.other, { count });
}
