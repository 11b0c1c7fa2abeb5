import { act, fireEvent, render, screen } from "@testing-library/react";
import DroplistForm from "@/components/droplist/droplist-form";
import { PreviewForms } from "@/components/forms/preview-forms";
import { notify } from "@/components/toast/notify";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "@/lib/content/droplist";
import { DROPLIST_RESET_MS } from "@/lib/constants";
import { DROPLIST_ENDPOINT, FORM_OUTCOMES, HONEYPOT_FIELD, type FormOutcome } from "@/lib/form-outcomes";
import { fakeResponse } from "./helpers/fake-response";
import { installDialogMethods } from "./helpers/native-dialog";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

const copy = DROPLIST_INLINE_FORM;
const { invalid, joined } = copy;

installDialogMethods();

/** The endpoint, answered by the test: each request waits until `answer` (or `fail`) settles it. */
const requests: { url: string; body: Record<string, string>; settle: (response: Response | Error) => void }[] = [];
const fetchMock = jest.fn(
  (url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      requests.push({ url, body: JSON.parse(String(init.body)), settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
    }),
);
const json = (outcome: FormOutcome) => fakeResponse(JSON.stringify({ outcome }), { status: FORM_OUTCOMES[outcome] });
/** Settles the oldest open request, and lets the form take the answer. */
async function answer(response: Response | Error) {
  await act(async () => {
    requests.shift()!.settle(response);
  });
}

/** The form, in the open `<dialog>` it closes after a join: `onReset` is told when it closes. */
function setup(variant: "inline" | "modal" = "inline") {
  const formCopy = variant === "inline" ? copy : DROPLIST_MODAL.form;
  render(
    <dialog data-testid="dialog">
      <DroplistForm variant={variant} copy={formCopy} />
    </dialog>,
  );
  const dialog = screen.getByTestId("dialog") as HTMLDialogElement;
  dialog.showModal();
  const onReset = jest.fn();
  dialog.addEventListener("close", onReset);
  const input = screen.getByRole("textbox", { name: formCopy.emailLabel });
  return { input, onReset, dialog };
}

beforeEach(() => {
  jest.useFakeTimers();
  notifyMock.mockClear();
  fetchMock.mockClear();
  requests.length = 0;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it.each(["inline", "modal"] as const)("shows the destructive toast for an email without @ and keeps the typed value (%s)", (variant) => {
  const { input, onReset, dialog } = setup(variant);
  const formCopy = variant === "inline" ? copy : DROPLIST_MODAL.form;
  fireEvent.change(input, { target: { value: "sam.example.com" } });
  fireEvent.click(screen.getByRole("button", { name: formCopy.buttons.idle }));
  expect(notifyMock).toHaveBeenCalledWith("error", formCopy.invalid.title, formCopy.invalid.description);
  expect(input).toHaveValue("sam.example.com");
  expect(input).toBeEnabled();
  // No reset ever comes: the modal, which closes on the reset, stays open with the text.
  act(() => jest.advanceTimersByTime(DROPLIST_RESET_MS));
  expect(onReset).not.toHaveBeenCalled();
  expect(dialog).toHaveAttribute("open");
  expect(input).toHaveValue("sam.example.com");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("rejects an empty email, once per press", () => {
  setup();
  const button = screen.getByRole("button", { name: copy.buttons.idle });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(notifyMock).toHaveBeenCalledTimes(2);
  expect(notifyMock).toHaveBeenNthCalledWith(2, "error", invalid.title, invalid.description);
});

it("runs Joining... until the endpoint has stored the address, then Joined! → reset, locked meanwhile, sending once on a double click; the footer's form closes nothing", async () => {
  const { input, onReset } = setup();
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  const button = screen.getByRole("button", { name: copy.buttons.idle });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toHaveAccessibleName(copy.buttons.submitting);
  expect(button).toBeDisabled();
  expect(input).toBeDisabled();
  // However long the endpoint takes, the form says it is joining, and nothing else.
  act(() => jest.advanceTimersByTime(60_000));
  expect(button).toHaveAccessibleName(copy.buttons.submitting);
  expect(notifyMock).not.toHaveBeenCalled();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(requests[0]!.url).toBe(DROPLIST_ENDPOINT);
  expect(requests[0]!.body).toEqual({ email: "sam@example.com", form: "footer", page: "/", [HONEYPOT_FIELD]: "" });

  await answer(json("joined"));
  expect(button).toHaveAccessibleName(copy.buttons.joined);
  expect(input).toBeDisabled();
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("success", joined.title, joined.description);

  act(() => jest.advanceTimersByTime(DROPLIST_RESET_MS));
  expect(input).toHaveValue("");
  expect(input).toBeEnabled();
  expect(screen.getByRole("button", { name: copy.buttons.idle })).toBeEnabled();
  expect(onReset).not.toHaveBeenCalled();
  expect(notifyMock).toHaveBeenCalledTimes(1);
});

it("in the modal, closes its dialog with the reset after a join, and only then", async () => {
  const { input, onReset, dialog } = setup("modal");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }));
  expect(requests[0]!.body.form).toBe("modal");
  await answer(json("joined"));
  expect(dialog).toHaveAttribute("open");
  act(() => jest.advanceTimersByTime(DROPLIST_RESET_MS - 1));
  expect(onReset).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute("open");
});

it("uses the modal's own labels in the modal", async () => {
  const { input } = setup("modal");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }));
  await answer(json("joined"));
  expect(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.joined })).toBeDisabled();
});

it("takes no answer once the form has gone away", async () => {
  const { unmount } = render(<DroplistForm variant="inline" copy={copy} />);
  fireEvent.change(screen.getByRole("textbox", { name: copy.emailLabel }), { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: copy.buttons.idle }));
  unmount();
  await answer(json("joined"));
  act(() => jest.advanceTimersByTime(DROPLIST_RESET_MS));
  expect(notifyMock).not.toHaveBeenCalled();
});

describe("a sign-up that is not stored: the toast says why, the address stays and Join works again", () => {
  const cases: [string, () => Response | Error, (typeof copy)["invalid"]][] = [
    ["refused as invalid", () => json("invalid"), invalid],
    ["too long", () => json("too-long"), copy.refused.tooLong],
    ["over the limit", () => json("too-many"), copy.refused.tooMany],
    ["the list unavailable", () => json("unavailable"), copy.refused.unavailable],
    ["another origin", () => json("forbidden"), copy.refused.refused],
    ["no answer (the request failed or was aborted)", () => new TypeError("Failed to fetch"), copy.refused.unreachable],
    ["no endpoint (a static host's 404 page)", () => fakeResponse("<!doctype html>", { status: 404, type: "text/html" }), copy.refused.unreachable],
    ["a JSON answer that is not the endpoint's", () => fakeResponse(JSON.stringify({ outcome: "joined" }), { status: 500 }), copy.refused.unreachable],
  ];
  it.each(cases)("%s", async (_, response, toast) => {
    const { input } = setup();
    fireEvent.change(input, { target: { value: "sam@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: copy.buttons.idle }));
    await answer(response());
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(notifyMock).toHaveBeenCalledWith("error", toast.title, toast.description);
    expect(input).toHaveValue("sam@example.com");
    expect(input).toBeEnabled();
    const button = screen.getByRole("button", { name: copy.buttons.idle });
    expect(button).toBeEnabled();
    // Join again sends again.
    fireEvent.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

it("sends the honeypot as the browser left it", () => {
  const { input } = setup();
  ((input as HTMLInputElement).form!.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement).value = "http://spam.example";
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: copy.buttons.idle }));
  expect(requests[0]!.body[HONEYPOT_FIELD]).toBe("http://spam.example");
});

it("in the editor's preview, goes through its states with the words being edited and sends nothing", async () => {
  render(
    <PreviewForms value>
      <DroplistForm variant="inline" copy={copy} />
    </PreviewForms>,
  );
  const input = screen.getByRole("textbox", { name: copy.emailLabel });
  expect(input.closest("form")).not.toHaveAttribute("action");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: copy.buttons.idle })));
  expect(screen.getByRole("button", { name: copy.buttons.joined })).toBeDisabled();
  expect(fetchMock).not.toHaveBeenCalled();
});

it("posts itself to the endpoint without JavaScript, naming its form", () => {
  const { input } = setup("modal");
  const form = input.closest("form")!;
  expect(form).toHaveAttribute("method", "post");
  expect(form.getAttribute("action")).toBe(`${DROPLIST_ENDPOINT}?form=modal`);
});
