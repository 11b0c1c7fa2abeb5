import { LOYALTY_CHARITIES } from "@/lib/content/donation-api/loyalty-charities";
import {
  DEFAULT_CHARITY,
  childrenHelped,
  clampPoints,
  formatPoints,
  impactLine,
  initialLoyaltyState,
  loyaltyReducer,
  pointsToPounds,
  type LoyaltyEvent,
  type LoyaltyState,
} from "@/lib/loyalty";
import { formatGBP } from "@/lib/money";
import { LOYALTY } from "@/lib/constants";

// The sample charities are the marketers' (loyalty-charities.json): the first is the default, the last another choice.
const OTHER_CHARITY = LOYALTY_CHARITIES.at(-1)!.name;
const run = (events: LoyaltyEvent[], from: LoyaltyState = initialLoyaltyState) => events.reduce(loyaltyReducer, from);

describe("initial state", () => {
  it("starts on step 1 with 2000 points and the first sample charity", () => {
    expect(initialLoyaltyState).toEqual({ step: 1, points: 2000, charity: LOYALTY_CHARITIES[0].name });
    expect(DEFAULT_CHARITY).toBe(LOYALTY_CHARITIES[0].name);
  });
});

describe("money and impact maths", () => {
  it.each([
    [2000, "£20.00", 4],
    [1500, "£15.00", 3],
    [1000, "£10.00", 2],
    [500, "£5.00", 1],
  ])("%i points are %s and help %i children for a month", (points, pounds, children) => {
    expect(formatGBP(pointsToPounds(points))).toBe(pounds);
    expect(childrenHelped(points)).toBe(children);
  });

  it("rounds children down", () => {
    expect(childrenHelped(999)).toBe(1);
    expect(childrenHelped(499)).toBe(0);
  });

  it("fills the impact line with the count, one child or many", () => {
    const templates = { one: "{count} child", other: "{count} children" };
    expect(impactLine(2000, templates)).toBe("4 children");
    expect(impactLine(500, templates)).toBe("1 child");
  });

  it("writes points with thousands separators", () => {
    expect(formatPoints(2000, "{points} pts")).toBe("2,000 pts");
    expect(formatPoints(500, "{points} pts")).toBe("500 pts");
  });
});

describe("slider values: 500 to 2000 in steps of 500", () => {
  it.each([
    [500, 500],
    [2000, 2000],
    [0, 500],
    [-100, 500],
    [2600, 2000],
    [760, 1000],
    [1240, 1000],
    [Number.NaN, LOYALTY.defaultPoints],
  ])("%p becomes %p", (input, expected) => {
    expect(clampPoints(input)).toBe(expected);
  });
});

describe("walking through the steps", () => {
  it("converts points, picks a charity, confirms, and Start Over resets everything", () => {
    const step1 = run([{ type: "points", points: 500 }]);
    expect(step1).toEqual({ step: 1, points: 500, charity: DEFAULT_CHARITY });
    const step2 = loyaltyReducer(step1, { type: "continue" });
    expect(step2.step).toBe(2);
    const chosen = loyaltyReducer(step2, { type: "charity", charity: OTHER_CHARITY });
    expect(chosen.charity).toBe(OTHER_CHARITY);
    const done = loyaltyReducer(chosen, { type: "confirm" });
    expect(done).toEqual({ step: 3, points: 500, charity: OTHER_CHARITY });
    expect(loyaltyReducer(done, { type: "startOver" })).toEqual({ step: 1, points: 2000, charity: DEFAULT_CHARITY });
  });

  it("only moves forward with the button of each step", () => {
    expect(loyaltyReducer(initialLoyaltyState, { type: "confirm" })).toBe(initialLoyaltyState);
    const step2 = loyaltyReducer(initialLoyaltyState, { type: "continue" });
    expect(loyaltyReducer(step2, { type: "continue" })).toBe(step2);
    const done = loyaltyReducer(step2, { type: "confirm" });
    expect(loyaltyReducer(done, { type: "confirm" })).toBe(done);
    expect(loyaltyReducer(done, { type: "continue" })).toBe(done);
  });

  it("goes back from step 2 keeping the points", () => {
    const step2 = run([{ type: "points", points: 1000 }, { type: "continue" }]);
    expect(loyaltyReducer(step2, { type: "back" })).toEqual({ step: 1, points: 1000, charity: DEFAULT_CHARITY });
  });

  it("ignores unknown charities and changes outside their step", () => {
    const step2 = loyaltyReducer(initialLoyaltyState, { type: "continue" });
    expect(loyaltyReducer(step2, { type: "charity", charity: "Nobody" })).toBe(step2);
    expect(loyaltyReducer(initialLoyaltyState, { type: "charity", charity: OTHER_CHARITY })).toBe(initialLoyaltyState);
    expect(loyaltyReducer(step2, { type: "points", points: 500 })).toBe(step2);
  });
});
