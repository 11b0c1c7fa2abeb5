import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoyaltyDemo from "@/components/demos/loyalty-demo";
import { LOYALTY_CHARITIES, DONATION_API_LOYALTY_DEMO } from "@/lib/content/donation-api/loyalty";

function setup() {
  const user = userEvent.setup();
  render(<LoyaltyDemo copy={DONATION_API_LOYALTY_DEMO} charities={LOYALTY_CHARITIES} />);
  return { user };
}

const heading = (name: string) => screen.getByRole("heading", { level: 3, name });

it("converts points, picks a charity, confirms and starts over", async () => {
  const { user } = setup();
  expect(heading("Convert points")).toBeInTheDocument();
  const slider = screen.getByRole("slider", { name: "Points to convert" });
  expect(slider).toHaveValue("2000");
  expect(slider).toHaveAttribute("min", "500");
  expect(slider).toHaveAttribute("max", "2000");
  expect(slider).toHaveAttribute("step", "500");
  expect(screen.getByText("2,000 points")).toBeInTheDocument();
  expect(screen.getByText("= £20.00")).toBeInTheDocument();
  expect(within(screen.getByRole("list", { name: "Donation progress" })).getByText("Points").closest("li")).toHaveAttribute("aria-current", "step");

  fireEvent.change(slider, { target: { value: "500" } });
  expect(screen.getByText("500 points")).toBeInTheDocument();
  expect(screen.getByText("= £5.00")).toBeInTheDocument();
  expect(slider).toHaveAttribute("aria-valuetext", "500 points, £5.00");
  await user.click(screen.getByRole("button", { name: "Continue" }));

  expect(heading("Select a Charity")).toHaveFocus();
  const search = screen.getByRole("searchbox", { name: "Search charities" });
  await user.type(search, "shelter{Enter}");
  expect(screen.getAllByRole("radio")).toHaveLength(3);
  expect(screen.getByRole("radio", { name: "Harbour Kids Trust" })).toBeChecked();
  await user.click(screen.getByRole("radio", { name: "Greenline Rewild" }));
  expect(screen.getByRole("radio", { name: "Greenline Rewild" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Confirm Donation" }));

  expect(heading("Thank You")).toHaveFocus();
  expect(screen.getByText("You donated 500 points (£5.00) to Greenline Rewild.")).toBeInTheDocument();
  expect(screen.getByText("That's 1 child helped for a month.")).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Start Over" }));

  expect(heading("Convert points")).toHaveFocus();
  expect(screen.getByRole("slider", { name: "Points to convert" })).toHaveValue("2000");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("radio", { name: "Harbour Kids Trust" })).toBeChecked();
  await user.click(screen.getByRole("button", { name: "Confirm Donation" }));
  expect(screen.getByText("That's 4 children helped for a month.")).toBeInTheDocument();
});

it("describes each charity and goes back to the points", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  expect(screen.getByRole("radio", { name: "Harbour Kids Trust" })).toHaveAccessibleDescription(/Children's charity/);
  await user.click(screen.getByRole("button", { name: "Back" }));
  expect(heading("Convert points")).toHaveFocus();
});

it("groups the charities as a named radio group", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: "Continue" }));
  const group = screen.getByRole("radiogroup", { name: "Sample charities" });
  expect(within(group).getAllByRole("radio")).toHaveLength(3);
});
