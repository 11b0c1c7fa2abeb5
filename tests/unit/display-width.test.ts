import { vercelStegaEncode } from "@vercel/stega";
import { DISPLAY_ADVANCE_EM, displayAdvanceEm, displayWidthEm } from "@/lib/display-width";

describe("displayWidthEm", () => {
  it("counts each character at the widest advance of its kind", () => {
    expect(displayAdvanceEm("W")).toBe(DISPLAY_ADVANCE_EM.wide);
    expect(displayAdvanceEm("%")).toBe(DISPLAY_ADVANCE_EM.wide);
    expect(displayAdvanceEm("7")).toBe(DISPLAY_ADVANCE_EM.digit);
    expect(displayAdvanceEm(",")).toBe(DISPLAY_ADVANCE_EM.thin);
    expect(displayAdvanceEm("£")).toBe(DISPLAY_ADVANCE_EM.other);
  });

  it("adds up a figure's characters", () => {
    expect(displayWidthEm("$5,000")).toBeCloseTo(DISPLAY_ADVANCE_EM.other + 4 * DISPLAY_ADVANCE_EM.digit + DISPLAY_ADVANCE_EM.thin);
    expect(displayWidthEm("+35%")).toBeCloseTo(DISPLAY_ADVANCE_EM.other + 2 * DISPLAY_ADVANCE_EM.digit + DISPLAY_ADVANCE_EM.wide);
  });

  it("measures a figure as the editor's preview marks it for click-to-edit as it measures the figure itself", () => {
    const marked = `$5,000${vercelStegaEncode({ decap: "claims.2.shown" })}`;
    expect(displayWidthEm(marked)).toBe(displayWidthEm("$5,000"));
  });

  it("gives an empty figure one character's width, never zero", () => {
    expect(displayWidthEm("")).toBe(DISPLAY_ADVANCE_EM.other);
  });
});
