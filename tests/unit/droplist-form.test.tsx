import { act, fireEvent, render, screen } from "@testing-library/react";
import DroplistForm from "@/components/droplist/droplist-form";
import { notify } from "@/components/toast/notify";
import { DROPLIST_INLINE_FORM, DROPLIST_MODAL } from "@/lib/content/droplist";
import { DROPLIST_RESET_MS, DROPLIST_SUBMIT_MS } from "@/lib/constants";
import { installDialogMethods } from "./helpers/native-dialog";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

const copy = DROPLIST_INLINE_FORM;
const { invalid, joined } = copy;

installDialogMethods();

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
  act(() => jest.advanceTimersByTime(DROPLIST_SUBMIT_MS + DROPLIST_RESET_MS));
  expect(onReset).not.toHaveBeenCalled();
  expect(dialog).toHaveAttribute("open");
  expect(input).toHaveValue("sam.example.com");
});

it("rejects an empty email, once per press", () => {
  setup();
  const button = screen.getByRole("button", { name: copy.buttons.idle });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(notifyMock).toHaveBeenCalledTimes(2);
  expect(notifyMock).toHaveBeenNthCalledWith(2, "error", invalid.title, invalid.description);
});

it("runs Joining... → Joined! → reset, locked meanwhile, submitting once on a double click; the footer's form closes nothing", () => {
  const { input, onReset } = setup();
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  const button = screen.getByRole("button", { name: copy.buttons.idle });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toHaveAccessibleName(copy.buttons.submitting);
  expect(button).toBeDisabled();
  expect(input).toBeDisabled();

  act(() => jest.advanceTimersByTime(DROPLIST_SUBMIT_MS));
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

it("in the modal, closes its dialog with the reset after a join, and only then", () => {
  const { input, onReset, dialog } = setup("modal");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }));
  act(() => jest.advanceTimersByTime(DROPLIST_SUBMIT_MS));
  expect(dialog).toHaveAttribute("open");
  act(() => jest.advanceTimersByTime(DROPLIST_RESET_MS - 1));
  expect(onReset).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(dialog).not.toHaveAttribute("open");
});

it("uses the modal's own labels in the modal", () => {
  const { input } = setup("modal");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.idle }));
  act(() => jest.advanceTimersByTime(DROPLIST_SUBMIT_MS));
  expect(screen.getByRole("button", { name: DROPLIST_MODAL.form.buttons.joined })).toBeDisabled();
});

it("stops the simulated sign-up when the form goes away", () => {
  const { unmount } = render(<DroplistForm variant="inline" copy={copy} />);
  fireEvent.change(screen.getByRole("textbox", { name: copy.emailLabel }), { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: copy.buttons.idle }));
  unmount();
  act(() => jest.advanceTimersByTime(DROPLIST_SUBMIT_MS + DROPLIST_RESET_MS));
  expect(notifyMock).not.toHaveBeenCalled();
});
