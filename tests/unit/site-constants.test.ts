import * as site from "@/lib/constants";

/**
 * What marketers cannot edit: the timings, limits and the demos' fixed numbers
 * (lib/constants.ts). Words and figures are the marketers' (lib/content/*.json): no
 * test holds them; tests read them from the content.
 */
describe("site constants", () => {
  it("time the Droplist, the chat and the partner enquiry", () => {
    expect(site.DROPLIST_RESET_MS).toBe(2000);
    expect([site.CHAT_REPLY_DELAY_MS, site.CHAT_MAX_HEIGHT_PX]).toEqual([1500, 500]);
    expect(site.PARTNER_MESSAGE_MAX_CHARS).toBe(1000);
    expect(site.TOAST_DURATION_MS).toBe(5000);
  });

  it("set the header's breakpoints and the copyright year", () => {
    expect([site.HEADER_SCROLL_THRESHOLD_PX, site.MOBILE_BREAKPOINT_PX, site.COPYRIGHT_YEAR]).toEqual([20, 768, 2025]);
  });

  it("give the demos their presets, default and Gift Aid rate, and the loyalty slider's range", () => {
    expect(site.CHECKOUT).toMatchObject({ presets: [10, 20, 50], defaultAmount: 30, giftAidUplift: 0.25 });
    expect(site.LOYALTY).toEqual({ pointsPerPound: 100, min: 500, max: 2000, step: 500, defaultPoints: 2000, pointsPerChildMonth: 500 });
  });
});
