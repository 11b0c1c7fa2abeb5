import { fillTemplate, templateParts } from "@/lib/template";

describe("fillTemplate", () => {
  it("fills every {slot}, as often as it appears", () => {
    expect(fillTemplate("Your {amount} donation", { amount: "£30" })).toBe("Your £30 donation");
    expect(fillTemplate("{left} of {total} to go", { left: 3, total: 5 })).toBe("3 of 5 to go");
    expect(fillTemplate("{n} and {n}", { n: 2 })).toBe("2 and 2");
  });

  it("leaves a line without slots alone", () => {
    expect(fillTemplate("All done", {})).toBe("All done");
  });

  it("refuses to leave a slot unfilled", () => {
    expect(() => fillTemplate("Your {amount} donation", { total: 1 })).toThrow('no value for {amount} in "Your {amount} donation"');
  });
});

describe("templateParts", () => {
  it("cuts the template at its slots, keeping each value whole", () => {
    expect(templateParts("Page {step} of {total}", { step: 1, total: 4 })).toEqual(["Page ", 1, " of ", 4]);
    expect(templateParts("{points} pts", { points: "2,000" })).toEqual(["2,000", " pts"]);
    const bold = { kind: "bold" };
    expect(templateParts("Give {amount}.", { amount: bold })).toEqual(["Give ", bold, "."]);
  });
});
