import { addMoney, formatAmount, formatCount, formatGBP, formatPercent, formatUsd, shareOf } from "@/lib/money";

describe("formatGBP", () => {
  it("writes pounds and pence the en-GB way", () => {
    expect(formatGBP(20)).toBe("£20.00");
    expect(formatGBP(0.8)).toBe("£0.80");
    expect(formatGBP(1234.5)).toBe("£1,234.50");
  });
  it("never prints NaN", () => {
    expect(formatGBP(Number.NaN)).toBe("£0.00");
    expect(formatGBP(Number.POSITIVE_INFINITY)).toBe("£0.00");
  });
});

describe("formatAmount", () => {
  it("drops the pence on whole pounds only", () => {
    expect(formatAmount(30)).toBe("£30");
    expect(formatAmount(25.5)).toBe("£25.50");
    expect(formatAmount(10_000)).toBe("£10,000");
    expect(formatAmount(Number.NaN)).toBe("£0");
  });
});

describe("penny maths", () => {
  it("adds without floating-point dust", () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(30, 0.8)).toBe(30.8);
  });
  it("takes a share rounded to the penny", () => {
    expect(shareOf(30, 0.25)).toBe(7.5);
    expect(shareOf(84.5, 0.01)).toBe(0.85);
    expect(formatPercent(0.25)).toBe("25%");
    expect(formatPercent(0.01)).toBe("1%");
  });
});

describe("formatUsd and formatCount", () => {
  it("write whole dollars and counts with thousands separators", () => {
    expect(formatUsd(50_000)).toBe("$50,000");
    expect(formatUsd(Number.NaN)).toBe("$0");
    expect(formatCount(500_000)).toBe("500,000");
    expect(formatCount(500)).toBe("500");
  });
});
