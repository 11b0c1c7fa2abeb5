import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CopyButton from "@/components/ui/copy-button";
import { notify } from "@/components/toast/notify";
import { writeToClipboard } from "@/lib/clipboard";
import { SECTION_CONTEXT } from "@/lib/content/load";
import { promptCopyToasts } from "@/lib/content/shared";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

const PROMPT_COPY_TOASTS = promptCopyToasts(SECTION_CONTEXT.demos);
const { copied: SUCCESS, failed: COPY_FAILED } = PROMPT_COPY_TOASTS;

function setup(clipboard: { writeText: jest.Mock } | undefined) {
  const user = userEvent.setup();
  // After setup: user-event installs a clipboard stub of its own.
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
  render(
    <>
      <p id="prompt">Donate 1% of every order.</p>
      <CopyButton targetId="prompt" toasts={PROMPT_COPY_TOASTS}>
        Copy the text
      </CopyButton>
    </>,
  );
  return user;
}

beforeEach(() => {
  notifyMock.mockClear();
  window.getSelection()?.removeAllRanges();
});

it("writes the target's text and shows the success toast", async () => {
  const writeText = jest.fn(() => Promise.resolve());
  const user = setup({ writeText });
  await user.click(screen.getByRole("button", { name: "Copy the text" }));
  await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("success", SUCCESS.title, SUCCESS.description));
  expect(writeText).toHaveBeenCalledWith("Donate 1% of every order.");
});

it("selects the text and explains a manual copy when the clipboard refuses", async () => {
  const writeText = jest.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
  const user = setup({ writeText });
  await user.click(screen.getByRole("button", { name: "Copy the text" }));
  await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("error", COPY_FAILED.title, COPY_FAILED.description));
  expect(window.getSelection()?.toString()).toBe("Donate 1% of every order.");
});

it("falls back the same way when there is no clipboard at all", async () => {
  const user = setup(undefined);
  await user.click(screen.getByRole("button", { name: "Copy the text" }));
  await waitFor(() => expect(notifyMock).toHaveBeenCalledWith("error", COPY_FAILED.title, COPY_FAILED.description));
});

describe("writeToClipboard", () => {
  it("reports success, refusal and absence without throwing", async () => {
    await expect(writeToClipboard("x", { writeText: () => Promise.resolve() })).resolves.toBe(true);
    await expect(writeToClipboard("x", { writeText: () => Promise.reject(new Error("no")) })).resolves.toBe(false);
    await expect(writeToClipboard("x", undefined)).resolves.toBe(false);
  });
});
