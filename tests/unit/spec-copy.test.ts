import { BRANDS_CLOSING, BRANDS_FUND_DROPS, BRANDS_HERO, BRANDS_NONPROFIT_STATS, BRANDS_TRUSTED } from "@/lib/content/brands";
import { CHARITIES_CHECKOUT_API, CHARITIES_HERO, CHARITIES_RECEIVE_DROPS } from "@/lib/content/charities";
import { CHATBOT_GREETINGS, CHATBOT_PAGE, CHATBOT_RULES } from "@/lib/content/chatbot";
import {
  DONATION_API_CHARITIES_BENEFITS,
  DONATION_API_CHARITIES_CODE,
  DONATION_API_CHARITIES_DEMO,
  DONATION_API_CHARITIES_GET_STARTED,
  DONATION_API_CHARITIES_HERO,
  DONATION_API_CHARITIES_STATS,
} from "@/lib/content/donation-api/charities";
import { DONATION_API_ECOMMERCE_CTA, DONATION_API_ECOMMERCE_PROMPT } from "@/lib/content/donation-api/ecommerce";
import { DONATION_API_LOYALTY_DEMO, DONATION_API_LOYALTY_HERO, DONATION_API_LOYALTY_VALUE, LOYALTY_CHARITIES } from "@/lib/content/donation-api/loyalty";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "@/lib/content/droplist";
import { HOME_CLOSING, HOME_FEATURES, HOME_HERO, HOME_IMPACT_CARD, HOME_INVITE_CARD } from "@/lib/content/home";
import { FOOTER, HEADER } from "@/lib/content/layout";
import { NOT_FOUND } from "@/lib/content/not-found";
import * as claims from "@/lib/content/claims";
import * as site from "@/lib/site";
import { fillTemplate } from "@/lib/template";

/**
 * The one place the product's exact words and figures are written out as the
 * product spec gives them, held against the content modules every page, island
 * and end-to-end test reads. Elsewhere tests use the content constants, so a
 * change of copy is made, and reviewed, here and in lib/content only.
 */

describe("business constants", () => {
  it("match the spec's numbers and timings", () => {
    expect(site.FREE_DROPS_DAILY).toBe(5);
    expect([site.DROPLIST_SUBMIT_MS, site.DROPLIST_RESET_MS]).toEqual([1000, 2000]);
    expect([site.HEADER_SCROLL_THRESHOLD_PX, site.MOBILE_BREAKPOINT_PX, site.COPYRIGHT_YEAR]).toEqual([20, 768, 2025]);
    expect([site.CHAT_REPLY_DELAY_MS, site.CHAT_MAX_HEIGHT_PX]).toEqual([1500, 500]);
    expect(site.CHECKOUT).toMatchObject({ presets: [10, 20, 50], defaultAmount: 30, cardFee: 0.8, giftAidUplift: 0.25 });
    expect(site.LOYALTY).toEqual({ pointsPerPound: 100, min: 500, max: 2000, step: 500, defaultPoints: 2000, pointsPerChildMonth: 500 });
    expect(site.REVENUE_SHARE).toBe(0.01);
    const { budgetUsd, drops, impressions, impressionSeconds, loyaltyLiftPct, engagementLiftPct } = claims.EXAMPLE_CAMPAIGN;
    expect([budgetUsd, drops, impressions, impressionSeconds, loyaltyLiftPct, engagementLiftPct]).toEqual([50_000, 500_000, 250_000, 30, 20, 35]);
  });

  it("carry the marketing claims word for word", () => {
    expect(claims.BRAND_CLAIMS).toEqual({ nonProfits: "170k+", supporterReach: "25M+", brandAlignment: "90%", brandLoyalty: "4.2x", conversionIncrease: "15%" });
    expect(claims.DONATION_API_CLAIMS).toEqual({ raised: "£12M+", charities: "3,400+", increasedConversion: "80%", lowerFees: "80%", averageIntegration: "3 mins" });
    expect(claims.LOYALTY_CLAIMS).toEqual({ charities: "100,000+" });
  });
});

describe("shared header and footer", () => {
  it("link Brands and Causes (Charities in the phone menu), with a named menu toggle", () => {
    expect(HEADER.links.map((l) => [l.href, l.desktopLabel, l.mobileLabel])).toEqual([
      ["/brands", "Brands", "Brands"],
      ["/charities", "Causes", "Charities"],
    ]);
    expect([HEADER.openMenu, HEADER.closeMenu]).toEqual(["Open menu", "Close menu"]);
  });

  it("sign up to the Droplist and show the 2025 copyright line", () => {
    expect(FOOTER.form.emailLabel).toBe("Email address");
    expect(FOOTER.form.buttons).toEqual({ idle: "Join", submitting: "Joining...", joined: "Joined!" });
    expect(FOOTER.openModal).toBe("Join the Droplist");
    expect(fillTemplate(FOOTER.copyright, { year: site.COPYRIGHT_YEAR, site: site.SITE_NAME })).toBe("© 2025 Drops. All rights reserved.");
  });
});

describe("the Droplist", () => {
  it("toasts the refusal and the welcome", () => {
    expect(DROPLIST_INLINE_FORM.invalid).toEqual({ title: "Invalid email", description: "Please enter a valid email address" });
    expect(DROPLIST_INLINE_FORM.joined).toEqual({ title: "Welcome to the Droplist!", description: "We'll keep you updated on our launch" });
  });

  it("modal: its title, promise, Close and the button's states", () => {
    expect(DROPLIST_MODAL.title).toBe("Join the Droplist");
    expect(DROPLIST_MODAL.note).toBe("We'll never share your email with anyone else.");
    expect(DROPLIST_MODAL.close).toBe("Close");
    expect(DROPLIST_MODAL.agreement).toMatchObject({ terms: "Terms", privacy: "Privacy Policy" });
    expect(DROPLIST_MODAL.form.buttons).toEqual({ idle: "Join the Droplist", submitting: "Joining...", joined: "You're on the list!" });
  });
});

describe("home", () => {
  it("has the hero, the four feature titles and the closing call to action", () => {
    expect(HOME_HERO.headline.join(" ").toUpperCase()).toBe("SCROLLING THAT ACTUALLY MATTERS");
    expect(HOME_HERO.tagline).toBe("Scroll. Tap. Give. Repeat.");
    expect(HOME_HERO.cta).toBe("Let's Go");
    expect(HOME_FEATURES.map((f) => f.title.toUpperCase())).toEqual([
      "OUR FEED HITS DIFFERENT",
      "TAP TO MAKE MAGIC HAPPEN",
      "FEEL GOOD WITH YOURSELF",
      "ENOUGH DROPS MAKE WAVES",
    ]);
    expect(HOME_CLOSING).toEqual({
      title: "Join the next generation of giving",
      body: "We're releasing a private beta app soon",
      cta: "Join the Droplist",
    });
  });

  it("shows the sample copy", () => {
    expect(HOME_INVITE_CARD.title).toBe("10x free Drops");
    expect(HOME_IMPACT_CARD.message).toBe("You just dropped 3 meals!");
  });
});

describe("/brands", () => {
  it("opens the partner enquiry from the hero and the closing call to action", () => {
    expect(BRANDS_HERO.cta).toBe("Partner With Us");
    expect(BRANDS_CLOSING.cta).toBe("Partner With Us");
    expect(BRANDS_TRUSTED.names).toHaveLength(6);
    expect(new Set(BRANDS_TRUSTED.names).size).toBe(6);
  });

  it("shows the example campaign in Fund Consumer Drops", () => {
    const { campaign } = BRANDS_FUND_DROPS;
    expect(BRANDS_FUND_DROPS.title).toBe("Fund Consumer Drops");
    expect(campaign.budget).toEqual({ label: "Campaign budget", value: "$50,000" });
    expect(campaign.figures).toEqual([
      { label: "Drops funded", value: "500,000" },
      { label: "30-second impressions", value: "250,000" },
    ]);
    expect(campaign.lifts).toEqual([
      { label: "Loyalty", value: "+20%" },
      { label: "Engagement", value: "+35%" },
    ]);
  });

  it("states the non-profit statistics", () => {
    expect(BRANDS_NONPROFIT_STATS.stats.map((s) => [s.prefix ?? "", s.value, s.label])).toEqual([
      ["", "170k+", "Non-profits"],
      ["", "25M+", "Supporter reach"],
      ["", "90%", "Brand alignment"],
      ["", "4.2x", "Brand loyalty"],
      ["Up to", "15%", "Conversion increase"],
    ]);
  });
});

describe("/charities", () => {
  it("ends the hero and both sections with Apply to be a verified cause", () => {
    for (const section of [CHARITIES_HERO, CHARITIES_RECEIVE_DROPS, CHARITIES_CHECKOUT_API]) {
      expect(section.cta).toBe("Apply to be a verified cause");
    }
  });

  it("claims the checkout's benefits and draws a £30 sample with its Gift Aid", () => {
    expect(CHARITIES_CHECKOUT_API.points).toContain("Up to 80% lower fees than card payments");
    expect(CHARITIES_CHECKOUT_API.sample).toMatchObject({ amount: "£30", giftAid: "Gift Aid adds £7.50" });
  });
});

describe("/chatbot", () => {
  it("opens with two greetings and names its controls as the design says", () => {
    expect(CHATBOT_GREETINGS).toHaveLength(2);
    expect(CHATBOT_PAGE.panel).toMatchObject({ messageLabel: "Message", send: "Send", typing: "Assistant is typing" });
    expect(CHATBOT_RULES.map((r) => r.trigger)).toEqual(["hello", "help", "idea", "donation", "charity"]);
  });
});

describe("/donation-api/charities", () => {
  it("FOR CHARITIES: buttons, benefits, Request Demo and the stats band", () => {
    expect(DONATION_API_CHARITIES_HERO.title.toUpperCase()).toBe("FOR CHARITIES");
    expect(DONATION_API_CHARITIES_HERO.cta.label).toBe("Get Started Free");
    expect(DONATION_API_CHARITIES_HERO.secondary).toBe("View Documentation");
    expect(DONATION_API_CHARITIES_BENEFITS.benefits.map((b) => b.title)).toEqual([
      "Up to 80% lower fees than card payments",
      "Instant settlement",
      "Simple integration",
      "Gift Aid automation for UK charities",
      "Secure bank-level donor authentication",
      "No chargebacks",
    ]);
    expect(DONATION_API_CHARITIES_CODE.requestDemo).toBe("Request Demo");
    expect(DONATION_API_CHARITIES_STATS.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      "£12M+ raised",
      "3,400+ charities",
      "80% increased conversion",
      "3 mins average integration",
    ]);
    expect([DONATION_API_CHARITIES_GET_STARTED.primary, DONATION_API_CHARITIES_GET_STARTED.secondary]).toEqual(["Request API Key", "View Documentation"]);
  });

  it("the checkout demo's four steps", () => {
    const demo = DONATION_API_CHARITIES_DEMO;
    expect(demo.steps).toEqual(["Select Amount", "Gift Aid", "Select Payment Method", "Thank You"]);
    expect(demo.customAmount).toBe("Custom amount");
    expect(demo.monthly).toBe("Make this a monthly donation");
    expect(demo.giftAidPitch).toBe("Boost your donation by 25% at no extra cost to you");
    expect(demo.giftAidCheckbox).toBe("I am a UK taxpayer and would like to claim Gift Aid on my donation");
    expect([demo.bank, demo.bankBadge, demo.card, demo.cardBadge]).toEqual(["Bank Transfer (Instant)", "Free", "Credit/Debit Card", "+ £0.80 fee"]);
    expect(fillTemplate(demo.thankYou, { amount: "£30" })).toBe("Your £30 donation has been processed successfully.");
    expect(demo.receipt).toBe("A receipt has been sent to your email");
    expect([demo.continue, demo.donate, demo.startOver]).toEqual(["Continue", "Donate Now", "Start Over"]);
  });
});

describe("/donation-api/ecommerce", () => {
  it("copies the prompt with the spec's toast, and has its two buttons", () => {
    expect(DONATION_API_ECOMMERCE_PROMPT.toasts.copied).toEqual({
      title: "Copied to clipboard!",
      description: "You can now paste the prompt in your LLM of choice.",
    });
    expect([DONATION_API_ECOMMERCE_CTA.primary, DONATION_API_ECOMMERCE_CTA.secondary]).toEqual(["Get Your API Key", "View Documentation"]);
  });
});

describe("/donation-api/loyalty", () => {
  it("claims 100,000+ charities and labels the supermarket club-card demo", () => {
    expect(DONATION_API_LOYALTY_VALUE.claim.value).toBe("100,000+");
    expect(DONATION_API_LOYALTY_HERO.body).toContain("100,000+ charities");
    expect(DONATION_API_LOYALTY_DEMO.eyebrow).toBe("Supermarket club-card demo");
  });

  it("the loyalty demo's three steps and their controls", () => {
    const demo = DONATION_API_LOYALTY_DEMO;
    expect(demo.steps).toEqual(["Convert points", "Select a Charity", "Thank You"]);
    expect([demo.pointsLabel, demo.searchLabel]).toEqual(["Points to convert", "Search charities"]);
    expect([demo.continue, demo.confirm, demo.startOver]).toEqual(["Continue", "Confirm Donation", "Start Over"]);
    expect(LOYALTY_CHARITIES).toHaveLength(3);
    expect(LOYALTY_CHARITIES[0].cause).toBe("Children's charity");
  });
});

describe("not found", () => {
  it("says 404 and Oops! Page not found", () => {
    expect([NOT_FOUND.code, NOT_FOUND.title]).toEqual(["404", "Oops! Page not found"]);
  });
});
