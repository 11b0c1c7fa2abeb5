import { render, waitFor } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import ToastHost from "@/components/toast/toast-host";
import { notify } from "@/components/toast/notify";
import { TOAST_DURATION_MS } from "@/lib/constants";

// sonner's own behaviour (showing, timing and dismissing a toast) is the library's; what is
// ours is how the site sets it up and what it asks it to show.
jest.mock("sonner", () => ({ Toaster: jest.fn(() => null), toast: { success: jest.fn(), error: jest.fn() } }));
const ToasterMock = jest.mocked(Toaster);

it("mounts sonner's toaster on the first toast, with the site's duration, and shows each toast as its kind", async () => {
  render(<ToastHost />);
  expect(ToasterMock).not.toHaveBeenCalled();

  // Not awaited in act(): the toast waits for the toaster, which mounts in a render act() would hold back.
  void notify("error", "A refusal", "What to do about it");
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("A refusal", { description: "What to do about it" }));
  expect(ToasterMock.mock.calls.at(-1)![0]).toMatchObject({ duration: TOAST_DURATION_MS });

  await notify("success", "Saved", "All went well");
  expect(toast.success).toHaveBeenCalledWith("Saved", { description: "All went well" });
  expect(toast.error).toHaveBeenCalledTimes(1);
});
