import { CHECKOUT } from "@/lib/constants";

/** The checkout code the /donation-api/charities code section shows, its default amount from lib/constants.ts. */
export const CHECKOUT_CODE = `import { DropsCheckout } from "@drops/checkout";

const checkout = new DropsCheckout({
  apiKey: "pk_live_your_public_key",
  charityId: "chr_your_charity_id",
  amount: ${CHECKOUT.defaultAmount},
  currency: "GBP",
  giftAid: true,
  onSuccess: (donation) => {
    console.log(\`Thank you! Donation \${donation.id} received.\`);
  },
});

checkout.mount("#donate");
`;
