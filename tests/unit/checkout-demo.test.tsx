import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CheckoutDemo from "@/components/demos/checkout-demo";
import { checkoutDemoCopy } from "@/components/sections/api-checkout-demo/checkout-demo-copy";
import { SECTION_CONTEXT, sectionOf } from "@/lib/content/load";
import { formatAmount, formatGBP } from "@/lib/money";
import { CHECKOUT } from "@/lib/constants";
import { fillTemplate } from "@/lib/template";

// The words are the marketers' (the content module's; no test holds them to a value);
// this file checks what the island does with them.
const copy = checkoutDemoCopy(sectionOf("/donation-api/charities", "api-checkout-demo"), SECTION_CONTEXT);

function setup() {
  const user = userEvent.setup();
  render(<CheckoutDemo copy={copy} />);
  return { user };
}

const [AMOUNT, GIFT_AID, PAYMENT, THANK_YOU] = copy.steps;
const heading = (name: string) => screen.getByRole("heading", { level: 3, name });
const button = (name: string) => screen.getByRole("button", { name });
const customAmount = () => screen.getByRole("spinbutton", { name: copy.customAmount });
const monthly = () => screen.getByRole("checkbox", { name: copy.monthly });

it("starts on the amount step with the default typed, monthly ticked and a step indicator", () => {
  setup();
  expect(heading(AMOUNT)).toBeInTheDocument();
  expect(screen.getByText(fillTemplate(copy.frame.stepOf, { step: 1, total: 4 }))).toBeInTheDocument();
  for (const preset of CHECKOUT.presets) expect(button(formatAmount(preset))).toHaveAttribute("aria-pressed", "false");
  expect(customAmount()).toHaveValue(CHECKOUT.defaultAmount);
  expect(monthly()).toBeChecked();
  const progress = screen.getByRole("list", { name: copy.progressLabel });
  expect(within(progress).getAllByRole("listitem")).toHaveLength(4);
  expect(within(progress).getByText(copy.shortSteps[0]).closest("li")).toHaveAttribute("aria-current", "step");
});

it("walks every step, working out Gift Aid and the card fee, and starts over with the defaults", async () => {
  const { user } = setup();
  await user.click(button("£50"));
  expect(button("£50")).toHaveAttribute("aria-pressed", "true");
  expect(customAmount()).toHaveValue(50);
  await user.click(button(copy.continue));

  expect(heading(GIFT_AID)).toHaveFocus();
  expect(screen.getByText(copy.giftAidPitch)).toBeInTheDocument();
  expect(screen.getByRole("checkbox", { name: copy.giftAidCheckbox })).toBeChecked();
  expect(screen.getByText("+ £12.50")).toBeInTheDocument();
  expect(screen.getByText("£62.50")).toBeInTheDocument();
  await user.click(button(copy.continue));

  expect(heading(PAYMENT)).toHaveFocus();
  expect(screen.getByRole("radiogroup", { name: PAYMENT })).toBeInTheDocument();
  const bank = screen.getByRole("radio", { name: copy.bank });
  const card = screen.getByRole("radio", { name: copy.card });
  expect(bank).toBeChecked();
  expect(bank).toHaveAccessibleDescription(copy.bankBadge);
  expect(card).toHaveAccessibleDescription(copy.cardBadge);
  await user.click(card);
  expect(card).toBeChecked();
  expect(screen.getByText(formatGBP(50 + CHECKOUT.cardFee))).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: copy.continue })).not.toBeInTheDocument();
  await user.click(button(copy.donate));

  expect(heading(THANK_YOU)).toHaveFocus();
  expect(screen.getByText(fillTemplate(copy.thankYou, { amount: "£50" }))).toBeInTheDocument();
  expect(screen.getByText(copy.receipt)).toBeInTheDocument();
  await user.click(button(copy.startOver));

  expect(heading(AMOUNT)).toHaveFocus();
  expect(customAmount()).toHaveValue(CHECKOUT.defaultAmount);
  expect(monthly()).toBeChecked();
  await user.click(button(copy.continue));
  expect(screen.getByRole("checkbox", { name: copy.giftAidCheckbox })).toBeChecked();
  await user.click(button(copy.continue));
  expect(screen.getByRole("radio", { name: copy.bank })).toBeChecked();
});

it("says what is given, the amount in bold, a month or once", () => {
  setup();
  const amount = screen.getByText("£30", { selector: "strong" });
  const line = amount.parentElement!;
  expect(line).toHaveTextContent(fillTemplate(copy.giving, { amount: "£30", perMonth: copy.perMonth }), { normalizeWhitespace: false });
  fireEvent.click(monthly());
  expect(line).toHaveTextContent(fillTemplate(copy.giving, { amount: "£30", perMonth: "" }), { normalizeWhitespace: false });
});

it("keeps a typed amount, ignores letters and never shows NaN", () => {
  setup();
  const box = customAmount();
  fireEvent.change(box, { target: { value: "12.5" } });
  expect(box).toHaveValue(12.5);
  expect(screen.getByText("£12.50")).toBeInTheDocument();
  fireEvent.change(box, { target: { value: "-4" } });
  expect(box).toHaveValue(12.5);
  fireEvent.change(box, { target: { value: "" } });
  expect(box).toHaveDisplayValue("");
  fireEvent.blur(box);
  expect(box).toHaveValue(12.5);
  fireEvent.change(box, { target: { value: "1e9" } });
  expect(box).toHaveValue(CHECKOUT.maxCustomAmount);
  expect(document.body).not.toHaveTextContent("NaN");
});

it("blocks the minus and exponent keys in the money box", () => {
  setup();
  const box = customAmount();
  for (const key of ["-", "e", "+"]) {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  }
});

it("goes back a step keeping the choices", async () => {
  const { user } = setup();
  await user.click(button("£20"));
  await user.click(button(copy.continue));
  await user.click(button(copy.back));
  expect(heading(AMOUNT)).toHaveFocus();
  expect(button("£20")).toHaveAttribute("aria-pressed", "true");
});
