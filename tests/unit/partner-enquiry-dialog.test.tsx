import { act, fireEvent, render, screen } from "@testing-library/react";
import PartnerEnquiryDialog from "@/components/partner/partner-enquiry-dialog";
import PartnerOpenButton from "@/components/partner/partner-open-button";
import { notify } from "@/components/toast/notify";
import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_SUCCESS } from "@/lib/content/partner-enquiry";
import { counterLabel, messageCounter, type PartnerAudience } from "@/lib/partner-enquiry";
import { PARTNER_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { ENQUIRY_ENDPOINT, FORM_OUTCOMES, type FormOutcome } from "@/lib/form-outcomes";
import { partnerDialogId } from "@/lib/top-layer-ids.mjs";
import { fakeResponse } from "./helpers/fake-response";
import { installDialogMethods } from "./helpers/native-dialog";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

installDialogMethods();

/** The endpoint, answered by the test: each request waits until `answer` settles it. */
const requests: { url: string; body: Record<string, string>; settle: (response: Response | Error) => void }[] = [];
const fetchMock = jest.fn(
  (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      requests.push({ url, body: JSON.parse(String(init.body)), settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
    }),
);
const json = (outcome: FormOutcome, fields?: Record<string, string>) => fakeResponse(JSON.stringify({ outcome, fields }), { status: FORM_OUTCOMES[outcome] });
async function answer(response: Response | Error) {
  await act(async () => {
    requests.shift()!.settle(response);
  });
}
beforeEach(() => {
  notifyMock.mockClear();
  fetchMock.mockClear();
  requests.length = 0;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

/** The dialog as a page holds it: in the HTML, closed, until an opener opens it (the browser, by its commandfor). */
function renderDialog(audience: PartnerAudience) {
  const result = render(<PartnerEnquiryDialog audience={audience} />);
  const dialog = document.getElementById(partnerDialogId(audience)) as HTMLDialogElement;
  return { ...result, dialog };
}

function renderOpen(audience: PartnerAudience) {
  const rendered = renderDialog(audience);
  act(() => rendered.dialog.showModal());
  return rendered;
}

// Every word is the marketers' (partner-enquiry.json): labels and messages come from the content.
const BRAND = PARTNER_DIALOG.brand.fields;
const CHARITY = PARTNER_DIALOG.charity.fields;
const { submit } = PARTNER_FORM;

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

it("is a dialog named by its title, its first field marked to take the focus as it opens", () => {
  const { dialog } = renderOpen("brand");
  expect(screen.getByRole("dialog")).toBe(dialog);
  expect(dialog).toHaveAccessibleName(PARTNER_DIALOG.brand.title);
  expect(dialog).toHaveAccessibleDescription(PARTNER_DIALOG.brand.description);
  expect(screen.getByLabelText(BRAND.name.label)).toHaveFocus();
  // The X closes it as the browser's close command does.
  expect(screen.getByRole("button", { name: PARTNER_FORM.close })).toHaveAttribute("commandfor", dialog.id);
  expect(screen.getByRole("button", { name: PARTNER_FORM.close })).toHaveAttribute("command", "close");
});

it("adapts the title and fields to the audience", () => {
  const { unmount } = renderOpen("brand");
  expect(screen.getByRole("heading", { name: PARTNER_DIALOG.brand.title })).toBeInTheDocument();
  expect(screen.getByLabelText(BRAND.organisation.label)).toBeInTheDocument();
  expect(screen.queryByLabelText(BRAND.charityNumber.label)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: submit.brand })).toBeInTheDocument();
  unmount();

  renderOpen("charity");
  expect(screen.getByRole("heading", { name: PARTNER_DIALOG.charity.title })).toBeInTheDocument();
  expect(screen.getByLabelText(CHARITY.organisation.label)).toBeInTheDocument();
  expect(screen.getByLabelText(CHARITY.charityNumber.label)).not.toBeRequired();
  expect(screen.getByRole("button", { name: submit.charity })).toBeInTheDocument();
});

it("shows each error by its field, described and focused, keeping what was typed", () => {
  renderOpen("brand");
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

it("on a charity's form, flags every required field in the charity's words, not the optional number, and clears an error once fixed", () => {
  renderOpen("charity");
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

it("counts message characters live and refuses more than 1,000", () => {
  renderOpen("brand");
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

it("sends the enquiry, thanks only once the endpoint has stored it, and starts afresh next time", async () => {
  const { dialog } = renderOpen("charity");
  type(CHARITY.name.label, "Ada");
  type(CHARITY.email.label, "ada@riverside.example");
  type(CHARITY.organisation.label, "Riverside Food Bank");
  type(CHARITY.message.label, "We feed 40 kids a day.");
  fireEvent.click(screen.getByRole("button", { name: submit.charity }));
  expect(screen.getByRole("button", { name: PARTNER_FORM.sending })).toHaveAttribute("aria-disabled", "true");
  expect(screen.getByLabelText(CHARITY.name.label)).toHaveAttribute("readonly");
  fireEvent.click(screen.getByRole("button", { name: PARTNER_FORM.sending }));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(requests[0]!.url).toBe(ENQUIRY_ENDPOINT);
  expect(requests[0]!.body).toMatchObject({
    audience: "charity",
    name: "Ada",
    email: "ada@riverside.example",
    organisation: "Riverside Food Bank",
    charityNumber: "",
    message: "We feed 40 kids a day.",
  });
  expect(notifyMock).not.toHaveBeenCalled();
  expect(screen.queryByRole("heading", { name: PARTNER_SUCCESS.title })).toBeNull();

  await answer(json("sent"));
  const thanks = screen.getByRole("heading", { name: PARTNER_SUCCESS.title });
  expect(thanks).toHaveFocus();
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("success", PARTNER_SUCCESS.toast.charity.title, PARTNER_SUCCESS.toast.charity.description);
  expect(screen.getByText(PARTNER_DIALOG.charity.successBody)).toBeInTheDocument();

  // Done closes it as the browser's close command does.
  const done = screen.getByRole("button", { name: PARTNER_SUCCESS.done });
  expect(done).toHaveAttribute("commandfor", dialog.id);
  expect(done).toHaveAttribute("command", "close");
  act(() => dialog.close());
  act(() => dialog.showModal());
  expect(screen.getByLabelText(CHARITY.name.label)).toHaveValue("");
  expect(screen.getByRole("button", { name: submit.charity })).toBeInTheDocument();
});

it("keeps every word when the endpoint stores nothing, says why, and sends again", async () => {
  renderOpen("brand");
  type(BRAND.name.label, "Sam");
  type(BRAND.email.label, "sam@kettlebright.example");
  type(BRAND.organisation.label, "Kettlebright");
  type(BRAND.message.label, "Fund drops.");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  await answer(json("too-many"));
  expect(notifyMock).toHaveBeenCalledWith("error", PARTNER_FORM.refused.tooMany.title, PARTNER_FORM.refused.tooMany.description);
  expect(screen.getByLabelText(BRAND.message.label)).toHaveValue("Fund drops.");
  expect(screen.getByLabelText(BRAND.name.label)).not.toHaveAttribute("readonly");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  await answer(new TypeError("Failed to fetch"));
  expect(notifyMock).toHaveBeenLastCalledWith("error", PARTNER_FORM.refused.unreachable.title, PARTNER_FORM.refused.unreachable.description);
  expect(screen.getByLabelText(BRAND.email.label)).toHaveValue("sam@kettlebright.example");
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it("shows the endpoint's field message beside its field and moves the focus there", async () => {
  renderOpen("brand");
  type(BRAND.name.label, "Sam");
  type(BRAND.email.label, "sam@kettlebright.example");
  type(BRAND.organisation.label, "Kettlebright");
  type(BRAND.message.label, "Fund drops.");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  await answer(json("invalid", { email: PARTNER_ERRORS.emailInvalid }));
  const email = screen.getByLabelText(BRAND.email.label);
  expect(email).toHaveAttribute("aria-invalid", "true");
  expect(email).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.emailInvalid));
  expect(email).toHaveFocus();
  expect(notifyMock).not.toHaveBeenCalled();
});

it("keeps a draft, errors and all, when it is closed and opened again", () => {
  const { dialog } = renderOpen("brand");
  type(BRAND.name.label, "Sam");
  type(BRAND.message.label, "Half a thought");
  fireEvent.click(screen.getByRole("button", { name: submit.brand }));
  act(() => dialog.close());
  expect(dialog).not.toHaveAttribute("open");

  act(() => dialog.showModal());
  expect(screen.getByLabelText(BRAND.name.label)).toHaveValue("Sam");
  expect(screen.getByLabelText(BRAND.message.label)).toHaveValue("Half a thought");
  expect(screen.getByLabelText(BRAND.email.label)).toHaveAccessibleDescription(expect.stringContaining(PARTNER_ERRORS.emailRequired));
});

it("its openers name the dialog of their audience, to open as a modal", () => {
  render(
    <>
      <PartnerOpenButton audience="brand">Brand</PartnerOpenButton>
      <PartnerOpenButton audience="charity">Charity</PartnerOpenButton>
    </>,
  );
  for (const [name, audience] of [
    ["Brand", "brand"],
    ["Charity", "charity"],
  ] as const) {
    const opener = screen.getByRole("button", { name });
    expect(opener).toHaveAttribute("commandfor", partnerDialogId(audience));
    expect(opener).toHaveAttribute("command", "show-modal");
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
  }
});

it("where the browser runs no invoker commands, an opener's own click opens the dialog (after hydration)", () => {
  const { dialog } = renderDialog("charity");
  render(<PartnerOpenButton audience="charity">Apply</PartnerOpenButton>);
  // jsdom runs no commands: the button's handler stands in, as in such a browser.
  fireEvent.click(screen.getByRole("button", { name: "Apply" }));
  expect(dialog).toHaveAttribute("open");
  expect(screen.getByLabelText(CHARITY.name.label)).toHaveFocus();
  fireEvent.click(screen.getByRole("button", { name: PARTNER_FORM.close }));
  expect(dialog).not.toHaveAttribute("open");
});
