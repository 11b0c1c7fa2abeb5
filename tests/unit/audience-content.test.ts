import { BRANDS_CLOSING, BRANDS_HERO, BRANDS_FUND_DROPS, BRANDS_NONPROFIT_STATS, BRANDS_TRUSTED } from "@/lib/content/brands";
import { CHARITIES_APPLY_CTA, CHARITIES_CHECKOUT_API } from "@/lib/content/charities";
import { PARTNER_DIALOG } from "@/lib/content/partner-enquiry";
import { ROUTES } from "@/lib/routes";

describe("brands page copy", () => {
  it("shows the example campaign exactly as SPEC.md §9 gives it", () => {
    const { campaign } = BRANDS_FUND_DROPS;
    expect(BRANDS_FUND_DROPS.title).toBe("Fund Consumer Drops");
    expect(campaign.budget.value).toBe("$50,000");
    expect(campaign.figures).toEqual([
      { label: "Drops funded", value: "500,000" },
      { label: "30-second impressions", value: "250,000" },
    ]);
    expect(campaign.lifts).toEqual([
      { label: "Loyalty", value: "+20%" },
      { label: "Engagement", value: "+35%" },
    ]);
  });

  it("uses the brands-page claims of SPEC.md §9 word for word", () => {
    expect(BRANDS_NONPROFIT_STATS.stats.map((s) => [s.prefix ?? "", s.value, s.label])).toEqual([
      ["", "170k+", "Non-profits"],
      ["", "25M+", "Supporter reach"],
      ["", "90%", "Brand alignment"],
      ["", "4.2x", "Brand loyalty"],
      ["Up to", "15%", "Conversion increase"],
    ]);
  });

  it("has two Partner With Us calls to action and six fictional brands", () => {
    expect(BRANDS_HERO.cta).toBe("Partner With Us");
    expect(BRANDS_CLOSING.cta).toBe("Partner With Us");
    expect(BRANDS_TRUSTED.names).toHaveLength(6);
    expect(new Set(BRANDS_TRUSTED.names).size).toBe(6);
  });
});

describe("charities page copy", () => {
  it("uses the SPEC wording for the button and the checkout claims", () => {
    expect(CHARITIES_APPLY_CTA).toBe("Apply to be a verified cause");
    expect(CHARITIES_CHECKOUT_API.points).toContain("Up to 80% lower fees than card payments");
    expect(CHARITIES_CHECKOUT_API.sample.amount).toBe("£30");
    expect(CHARITIES_CHECKOUT_API.sample.giftAid).toBe("Gift Aid adds £7.50");
  });
});

describe("partner dialog copy", () => {
  it("titles the dialog for each audience and marks the optional field", () => {
    expect(PARTNER_DIALOG.brand.title).toBe("Partner with us");
    expect(PARTNER_DIALOG.charity.title).toBe("Apply to be a verified cause");
    expect(PARTNER_DIALOG.charity.fields.charityNumber.label).toMatch(/\(optional\)$/);
    expect(PARTNER_DIALOG.brand.fields.organisation.label).toBe("Company");
  });
});

describe("routes", () => {
  it("lists the audience pages for the footer", () => {
    expect(ROUTES.map(({ path, label }) => ({ path, label }))).toEqual(
      expect.arrayContaining([
        { path: "/", label: "Home" },
        { path: "/brands", label: "For brands" },
        { path: "/charities", label: "For charities" },
      ]),
    );
  });
});
