import { fillTemplate, templateParts } from "@/lib/template";

describe("fillTemplate", () => {
  it("fills every {slot}, as often as it appears", () => {
    expect(fillTemplate("Your {amount} donation", { amount: "£30" })).toBe("Your £30 donation");
    expect(fillTemplate("{left} of {total} left", { left: 3, total: 5 })).toBe("3 of 5 left");
    expect(fillTemplate("{n} and {n}", { n: 2 })).toBe("2 and 2");
  });

  it("leaves a line without slots alone", () => {
    expect(fillTemplate("Thank You", {})).toBe("Thank You");
  });

  it("refuses to leave a slot unfilled", () => {
    expect(() => fillTemplate("Your {amount} donation", { total: 1 })).toThrow('no value for {amount} in "Your {amount} donation"');
  });
});

describe("templateParts", () => {
  it("cuts the template at its slots, keeping each value whole", () => {
    expect(templateParts("Step {step} of {total}", { step: 1, total: 4 })).toEqual(["Step ", 1, " of ", 4]);
    expect(templateParts("{points} points", { points: "2,000" })).toEqual(["2,000", " points"]);
    const bold = { kind: "bold" };
    expect(templateParts("Give {amount}.", { amount: bold })).toEqual(["Give ", bold, "."]);
  });
});
