import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import LoyaltyDemo from "@/components/demos/loyalty-demo";
import { loyaltyDemoCopy } from "@/components/sections/api-loyalty-demo/loyalty-demo-copy";
import { SECTION_CONTEXT, sectionOf } from "@/lib/content/load";
import { LOYALTY } from "@/lib/constants";
import { fillTemplate } from "@/lib/template";

// The words are the marketers' (the content module's; no test holds them to a value);
// this file checks what the island does with them.
const copy = loyaltyDemoCopy(sectionOf("/donation-api/loyalty", "api-loyalty-demo"), SECTION_CONTEXT);

function setup() {
  const user = userEvent.setup();
  render(<LoyaltyDemo copy={copy} />);
  return { user };
}

const [CONVERT, CHOOSE, THANK_YOU] = copy.steps;
// The first charity is picked at the start; the test picks the last (the same one where a marketer left one).
const FIRST = copy.charities[0]!.name;
const LAST = copy.charities[copy.charities.length - 1]!.name;
const heading = (name: string) => screen.getByRole("heading", { level: 3, name });
const slider = () => screen.getByRole("slider", { name: copy.pointsLabel });
const points = (n: string) => fillTemplate(copy.points, { points: n });

it("converts points, picks a charity, confirms and starts over", async () => {
  const { user } = setup();
  expect(heading(CONVERT)).toBeInTheDocument();
  expect(slider()).toHaveValue(String(LOYALTY.defaultPoints));
  expect(slider()).toHaveAttribute("min", String(LOYALTY.min));
  expect(slider()).toHaveAttribute("max", String(LOYALTY.max));
  expect(slider()).toHaveAttribute("step", String(LOYALTY.step));
  expect(screen.getByText(points("2,000"))).toBeInTheDocument();
  expect(screen.getByText(fillTemplate(copy.value, { value: "£20.00" }))).toBeInTheDocument();
  expect(
    within(screen.getByRole("list", { name: copy.progressLabel }))
      .getByText(copy.shortSteps[0])
      .closest("li"),
  ).toHaveAttribute("aria-current", "step");

  fireEvent.change(slider(), { target: { value: "500" } });
  expect(screen.getByText(points("500"))).toBeInTheDocument();
  expect(screen.getByText(fillTemplate(copy.value, { value: "£5.00" }))).toBeInTheDocument();
  expect(slider()).toHaveAttribute("aria-valuetext", fillTemplate(copy.valueText, { points: points("500"), value: "£5.00" }));
  await user.click(screen.getByRole("button", { name: copy.continue }));

  expect(heading(CHOOSE)).toHaveFocus();
  const search = screen.getByRole("searchbox", { name: copy.searchLabel });
  await user.type(search, "shelter{Enter}");
  expect(screen.getAllByRole("radio")).toHaveLength(copy.charities.length);
  expect(screen.getByRole("radio", { name: FIRST })).toBeChecked();
  await user.click(screen.getByRole("radio", { name: LAST }));
  expect(screen.getByRole("radio", { name: LAST })).toBeChecked();
  await user.click(screen.getByRole("button", { name: copy.confirm }));

  expect(heading(THANK_YOU)).toHaveFocus();
  expect(screen.getByText(fillTemplate(copy.donated, { points: points("500"), value: "£5.00", charity: LAST }))).toBeInTheDocument();
  expect(screen.getByText(fillTemplate(copy.impact.one, { count: 1 }))).toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: copy.startOver }));

  expect(heading(CONVERT)).toHaveFocus();
  expect(slider()).toHaveValue(String(LOYALTY.defaultPoints));
  await user.click(screen.getByRole("button", { name: copy.continue }));
  expect(screen.getByRole("radio", { name: FIRST })).toBeChecked();
  await user.click(screen.getByRole("button", { name: copy.confirm }));
  expect(screen.getByText(fillTemplate(copy.impact.other, { count: 4 }))).toBeInTheDocument();
});

it("describes each charity and goes back to the points", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: copy.continue }));
  const first = copy.charities[0];
  expect(screen.getByRole("radio", { name: first.name })).toHaveAccessibleDescription(`${first.cause} · ${first.blurb}`);
  await user.click(screen.getByRole("button", { name: copy.back }));
  expect(heading(CONVERT)).toHaveFocus();
});

it("groups the charities as a named radio group", async () => {
  const { user } = setup();
  await user.click(screen.getByRole("button", { name: copy.continue }));
  const group = screen.getByRole("radiogroup", { name: copy.charitiesLabel });
  expect(within(group).getAllByRole("radio")).toHaveLength(copy.charities.length);
});
