import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import PartnerEnquiryDialog from "@/components/partner/partner-enquiry-dialog";
import PartnerEnquiryHost from "@/components/partner/partner-enquiry-host";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import { notify } from "@/components/toast/notify";
import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_SUCCESS } from "@/lib/content/partner-enquiry";
import { counterLabel, messageCounter } from "@/lib/partner-enquiry";
import { PARTNER_ENQUIRY_SUBMIT_MS, PARTNER_MESSAGE_MAX_CHARS } from "@/lib/constants";

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

// Every word is the marketers' (partner-enquiry.json): labels and messages come from the content.
const BRAND = PARTNER_DIALOG.brand.fields;
const CHARITY = PARTNER_DIALOG.charity.fields;
const { submit } = PARTNER_FORM;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it("adapts the title and fields to the audience", async () => {
  const { rerender } = await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  expect(screen.getByRole("heading", { name: PARTNER_DIALOG.brand.title })).toBeInTheDocument();
  expect(screen.getByLabelText(BRAND.organisation.label)).toBeInTheDocument();
  expect(screen.queryByLabelText(BRAND.charityNumber.label)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: submit.brand })).toBeInTheDocument();

  await reopen(
    rerender,
    <PartnerEnquiryDialog open={false} audience="brand" onClose={jest.fn()} />,
    <PartnerEnquiryDialog open audience="charity" onClose={jest.fn()} />,
  );
  expect(screen.getByRole("heading", { name: PARTNER_DIALOG.charity.title })).toBeInTheDocument();
  expect(screen.getByLabelText(CHARITY.organisation.label)).toBeInTheDocument();
  expect(screen.getByLabelText(CHARITY.charityNumber.label)).not.toBeRequired();
  expect(screen.getByRole("button", { name: submit.charity })).toBeInTheDocument();
});

it("shows each error by its field, described and focused, keeping what was typed", async () => {
  await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  type(BRAND.name.label, "Sam");
  type(BRAND.email.label, "sam@example");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));

  const email = screen.getByLabelText(BRAND.email.label);
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.emailInvalid));
  expect(screen.getByLabelText(BRAND.organisation.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.organisationRequired.brand));
  expect(screen.getByLabelText(BRAND.message.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.messageRequired));
  expect(screen.getByLabelText(BRAND.name.label)).toHaveValue("Sam");
  expect(screen.getByLabelText(BRAND.name.label)).not.toHaveAttribute("aria-invalid");
  expect(email).toHaveValue("sam@example");
  expect(notifyMock).not.toHaveBeenCalled();
});

it("on a charity's form, flags every required field in the charity's words, not the optional number, and clears an error once fixed", async () => {
  await renderOpen(<PartnerEnquiryDialog open audience="charity" onClose={jest.fn()} />);
  fireEvent.click(screen.getByRole("button", { name: submit.charity }));

  const name = screen.getByLabelText(CHARITY.name.label);
  expect(name).toHaveFocus();
  expect(name).toHaveAttribute("aria-invalid", "true");
  expect(name).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.nameRequired));
  expect(screen.getByLabelText(CHARITY.email.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.emailRequired));
  expect(screen.getByLabelText(CHARITY.organisation.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.organisationRequired.charity));
  expect(screen.getByLabelText(CHARITY.message.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.messageRequired));
  expect(screen.getByLabelText(CHARITY.charityNumber.label)).not.toHaveAttribute("aria-invalid");
  // The error is written next to its field, not only announced.
  expect(screen.getByText(PARTNER_ERRORS.nameRequired)).toBeInTheDocument();

  type(CHARITY.name.label, "Ada");
  expect(screen.queryByText(PARTNER_ERRORS.nameRequired)).not.toBeInTheDocument();
  expect(name).not.toHaveAttribute("aria-invalid");
  expect(screen.getByLabelText(CHARITY.email.label)).toHaveAttribute("aria-invalid", "true");
});

it("counts message characters live and refuses more than 1,000", async () => {
  await renderOpen(<PartnerEnquiryDialog open audience="brand" onClose={jest.fn()} />);
  expect(screen.getByText("0 / 1,000")).toBeInTheDocument();
  type(BRAND.message.label, "a".repeat(1003));
  expect(screen.getByText("1,003 / 1,000")).toBeInTheDocument();
  expect(screen.getByText(PARTNER_FORM.counter.over("3", 3))).toBeInTheDocument();
  type(BRAND.name.label, "Sam");
  type(BRAND.email.label, "sam@example.com");
  type(BRAND.organisation.label, "Brightwell Foods");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  const message = screen.getByLabelText(BRAND.message.label);
  expect(message).toHaveFocus();
  expect(message).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.messageTooLong(3)));
  expect(message).toHaveValue("a".repeat(1003));

  // Back at the limit: the count is what the message is described by, and the error has gone.
  const atLimit = "a".repeat(PARTNER_MESSAGE_MAX_CHARS);
  type(BRAND.message.label, atLimit);
  expect(message).not.toHaveAttribute("aria-invalid");
  expect(message).toHaveAccessibleDescription(expect.stringContaining(`${counterLabel(messageCounter(atLimit))}${PARTNER_FORM.counter.unit}`));
});

it("hands the enquiry to the email app after the short wait, says only that, and starts afresh next time", async () => {
  const onClose = jest.fn();
  const { rerender } = await renderOpen(<PartnerEnquiryDialog open audience="charity" onClose={onClose} />);
  type(CHARITY.name.label, "Ada");
  type(CHARITY.email.label, "ada@riverside.example");
  type(CHARITY.organisation.label, "Riverside Food Bank");
  type(CHARITY.message.label, "We feed 40 kids a day.");
  fireEvent.click(screen.getByRole("button", { name: submit.charity }));
  expect(screen.getByRole("button", { name: PARTNER_FORM.sending })).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByLabelText(CHARITY.name.label)).toHaveAttribute("readonly");
  fireEvent.click(screen.getByRole("button", { name: PARTNER_FORM.sending }));

  expect(notifyMock).not.toHaveBeenCalled();
  const thanks = await screen.findByRole("heading", { name: PARTNER_SUCCESS.title }, { timeout: PARTNER_ENQUIRY_SUBMIT_MS + 1000 });
  expect(thanks).toHaveFocus();
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("success", PARTNER_SUCCESS.toast.charity.title, PARTNER_SUCCESS.toast.charity.description);
  expect(screen.getByText(PARTNER_DIALOG.charity.successBody)).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: PARTNER_SUCCESS.done }));
  expect(onClose).toHaveBeenCalled();
  await reopen(
    rerender,
    <PartnerEnquiryDialog open={false} audience="charity" onClose={onClose} />,
    <PartnerEnquiryDialog open audience="charity" onClose={onClose} />,
  );
  expect(screen.getByLabelText(CHARITY.name.label)).toHaveValue("");
  expect(screen.getByRole("button", { name: submit.charity })).toBeInTheDocument();
});

it("keeps a draft, errors and all, when the page's host closes it and an opener opens it again", async () => {
  // Through the host and a real opener: the host keeps the dialog mounted once loaded, so the draft survives.
  render(
    <>
      <PartnerOpenButton audience="brand">Open</PartnerOpenButton>
      <PartnerEnquiryHost />
    </>,
  );
  const opener = screen.getByRole("button", { name: "Open" });
  fireEvent.click(opener);
  await shown();
  type(BRAND.name.label, "Sam");
  type(BRAND.message.label, "Half a thought");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  fireEvent.click(screen.getByRole("button", { name: PARTNER_FORM.close }));
  await gone();
  expect(screen.queryByLabelText(BRAND.name.label)).not.toBeInTheDocument();
  await waitFor(() => expect(opener).toHaveFocus());

  fireEvent.click(opener);
  await shown();
  expect(screen.getByLabelText(BRAND.name.label)).toHaveValue("Sam");
  expect(screen.getByLabelText(BRAND.message.label)).toHaveValue("Half a thought");
  expect(screen.getByLabelText(BRAND.email.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.emailRequired));
  fireEvent.click(screen.getByRole("button", { name: PARTNER_FORM.close }));
  await gone();
});
