import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import PartnerEnquiryDialog from "@/components/partner/partner-enquiry-dialog";
import { notify } from "@/components/toast/notify";
import { PARTNER_ENQUIRY_SUBMIT_MS } from "@/lib/site";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

// Real timers: Headless UI's portal mounts over real frames, and the simulated send is short.
beforeEach(() => notifyMock.mockClear());

/** Headless UI mounts and unmounts a dialog's portal over a few frames: wait for the state, not for a time. */
const shown = () => screen.findByRole("dialog");
const gone = () => waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

async function renderOpen(ui: React.ReactElement) {
  const result = render(ui);
  await shown();
  return result;
}

async function reopen(rerender: (ui: React.ReactElement) => void, closed: React.ReactElement, opened: React.ReactElement) {
  rerender(closed);
  await gone();
  rerender(opened);
  await shown();
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it("adapts the title and fields to the audience", async () => {
  const { rerender } = await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  expect(screen.getByRole("heading", { name: "Partner with us" })).toBeInTheDocument();
  expect(screen.getByLabelText("Company")).toBeInTheDocument();
  expect(screen.queryByLabelText(/Registered charity number/)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Send enquiry" })).toBeInTheDocument();

  await reopen(
    rerender,
    <PartnerEnquiryDialog open={false} audience="brand" onClose={jest.fn()} />,
    <PartnerEnquiryDialog open audience="charity" onClose={jest.fn()} />,
  );
  expect(screen.getByRole("heading", { name: "Apply to be a verified cause" })).toBeInTheDocument();
  expect(screen.getByLabelText("Charity or organisation")).toBeInTheDocument();
  expect(screen.getByLabelText("Registered charity number (optional)")).not.toBeRequired();
  expect(screen.getByRole("button", { name: "Send application" })).toBeInTheDocument();
});

it("shows each error by its field, described and focused, keeping what was typed", async () => {
  await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  type("Your name", "Sam");
  type("Work email", "sam@example");
  fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));

  const email = screen.getByLabelText("Work email");
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(/Enter an email address like name@company.com/);
  expect(screen.getByLabelText("Company")).toHaveAccessibleDescription(/Enter your company name/);
  expect(screen.getByLabelText("Message")).toHaveAccessibleDescription(/Tell us a little about what you have in mind/);
  expect(screen.getByLabelText("Your name")).toHaveValue("Sam");
  expect(screen.getByLabelText("Your name")).not.toHaveAttribute("aria-invalid");
  expect(email).toHaveValue("sam@example");
  expect(notifyMock).not.toHaveBeenCalled();
});

it("counts message characters live and refuses more than 1,000", async () => {
  await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  expect(screen.getByText("0 / 1,000")).toBeInTheDocument();
  type("Message", "a".repeat(1003));
  expect(screen.getByText("1,003 / 1,000")).toBeInTheDocument();
  expect(screen.getByText("You have 3 characters too many")).toBeInTheDocument();
  type("Your name", "Sam");
  type("Work email", "sam@example.com");
  type("Company", "Kettlebright");
  fireEvent.click(screen.getByRole("button", { name: "Send enquiry" }));
  const message = screen.getByLabelText("Message");
  expect(message).toHaveFocus();
  expect(message).toHaveAccessibleDescription(/Keep your message to 1,000 characters or fewer \(3 over\)/);
  expect(message).toHaveValue("a".repeat(1003));
});

it("hands the enquiry to the email app after the short wait, says only that, and starts afresh next time", async () => {
  const onClose = jest.fn();
  const { rerender } = await renderOpen(<PartnerEnquiryDialog open audience="charity" onClose={onClose} />);
  type("Your name", "Ada");
  type("Work email", "ada@harbourkids.example");
  type("Charity or organisation", "Harbour Kids Trust");
  type("Message", "We feed 40 kids a day.");
  fireEvent.click(screen.getByRole("button", { name: "Send application" }));
  expect(screen.getByRole("button", { name: "Opening your email app..." })).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByLabelText("Your name")).toHaveAttribute("readonly");
  fireEvent.click(screen.getByRole("button", { name: "Opening your email app..." }));

  expect(notifyMock).not.toHaveBeenCalled();
  const thanks = await screen.findByRole("heading", { name: "Finish in your email app" }, { timeout: PARTNER_ENQUIRY_SUBMIT_MS + 1000 });
  expect(thanks).toHaveFocus();
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("success", "Email ready to send", expect.stringContaining("Send it from your email app"));
  expect(screen.getByText(/Press Send in your email app: nothing reaches us until you do\./)).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Done" }));
  expect(onClose).toHaveBeenCalled();
  await reopen(
    rerender,
    <PartnerEnquiryDialog open={false} audience="charity" onClose={onClose} />,
    <PartnerEnquiryDialog open audience="charity" onClose={onClose} />,
  );
  expect(screen.getByLabelText("Your name")).toHaveValue("");
  expect(screen.getByRole("button", { name: "Send application" })).toBeInTheDocument();
});

it("keeps a draft when closed before sending", async () => {
  const { rerender } = await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  type("Your name", "Sam");
  type("Message", "Half a thought");
  rerender(<PartnerEnquiryDialog open={false} audience="brand" onClose={jest.fn()} />);
  await gone();
  expect(screen.queryByLabelText("Your name")).not.toBeInTheDocument();
  rerender(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  await shown();
  expect(screen.getByLabelText("Your name")).toHaveValue("Sam");
  expect(screen.getByLabelText("Message")).toHaveValue("Half a thought");
});
