import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CheckoutDemo from "@/components/demos/checkout-demo";
import { DONATION_API_CHARITIES_DEMO } from "@/lib/content/donation-api/charities";

function setup() {
  const user = userEvent.setup();
  render(<CheckoutDemo copy={DONATION_API_CHARITIES_DEMO} />);
  return { user };
}

const heading = (name: string) => screen.getByRole("heading", { level: 3, name });

it("starts on Select Amount with £30 typed, monthly ticked and a step indicator", () => {
  setup();
  expect(heading("Select Amount")).toBeInTheDocument();
  for (const preset of ["£10", "£20", "£50"]) {
    expect(screen.getByRole("button", { name: preset })).toHaveAttribute("aria-pressed", "false");
  }
  expect(screen.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue(30);
  expect(screen.getByRole("checkbox", { name: "Make this a monthly donation" })).toBeChecked();
  const progress = screen.getByRole("list", { name: "Checkout progress" });
  expect(within(progress).getAllByRole("listitem")).toHaveLength(4);
  expect(within(progress).getByText("Amount").closest("li")).toHaveAttribute("aria-current", "step");
});

it("walks every step with the exact copy and starts over with the defaults", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "£50" }));
  expect(screen.getByRole("button", { name: "£50" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue(50);
  await user.click(screen.getByRole("button", { name: "Continue" }));

  expect(heading("Gift Aid")).toHaveFocus();
  expect(screen.getByText("Boost your donation by 25% at no extra cost to you")).toBeInTheDocument();
  const giftAid = screen.getByRole("checkbox", { name: "I am a UK taxpayer and would like to claim Gift Aid on my donation" });
  expect(giftAid).toBeChecked();
  expect(screen.getByText("+ £12.50")).toBeInTheDocument();
  expect(screen.getByText("£62.50")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Continue" }));

  expect(heading("Select Payment Method")).toHaveFocus();
  expect(screen.getByRole("radiogroup", { name: "Select Payment Method" })).toBeInTheDocument();
  const bank = screen.getByRole("radio", { name: "Bank Transfer (Instant)" });
  const card = screen.getByRole("radio", { name: "Credit/Debit Card" });
  expect(bank).toBeChecked();
  expect(bank).toHaveAccessibleDescription("Free");
  expect(card).toHaveAccessibleDescription("+ £0.80 fee");
  await user.click(card);
  expect(card).toBeChecked();
  expect(screen.getByText("£50.80")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Donate Now" }));

  expect(heading("Thank You")).toHaveFocus();
  expect(screen.getByText("Your £50 donation has been processed successfully.")).toBeInTheDocument();
  expect(screen.getByText("A receipt has been sent to your email")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start Over" }));

  expect(heading("Select Amount")).toHaveFocus();
  expect(screen.getByRole("spinbutton", { name: "Custom amount" })).toHaveValue(30);
  expect(screen.getByRole("checkbox", { name: "Make this a monthly donation" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("checkbox", { name: /Gift Aid/ })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("radio", { name: "Bank Transfer (Instant)" })).toBeChecked();
});

it("keeps a typed amount, ignores letters and never shows NaN", () => {
  setup();
  const box = screen.getByRole("spinbutton", { name: "Custom amount" });
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
  expect(box).toHaveValue(10000);
  expect(document.body).not.toHaveTextContent("NaN");
});

it("blocks the minus and exponent keys in the money box", () => {
  setup();
  const box = screen.getByRole("spinbutton", { name: "Custom amount" });
  for (const key of ["-", "e", "+"]) {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  }
});

it("goes back a step keeping the choices", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "£20" }));
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(heading("Select Amount")).toHaveFocus();
  expect(screen.getByRole("button", { name: "£20" })).toHaveAttribute("aria-pressed", "true");
});
