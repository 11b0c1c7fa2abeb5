import { render, waitFor } from "@testing-library/react";
import { Toaster, toast } from "sonner";
import ToastHost from "@/components/toast/toast-host";
import { notify } from "@/components/toast/notify";
import { createToastLayer, raiseToastLayer } from "@/components/toast/toast-layer";
import { TOAST_DURATION_MS } from "@/lib/constants";

// sonner's own behaviour (showing, timing and dismissing a toast) is the library's; what is
// ours is how the site sets it up and what it asks it to show. Where the toasts show (the top
// layer, inside an open modal dialog) is the browser's: tests/e2e/droplist.spec.ts.
jest.mock("sonner", () => ({ Toaster: jest.fn(() => <div data-testid="toaster" />), toast: { success: jest.fn(), error: jest.fn() } }));
const ToasterMock = jest.mocked(Toaster);
jest.mock("@/components/toast/toast-layer", () => ({
  createToastLayer: jest.fn(() => {
    const layer = document.createElement("div");
    layer.id = "layer";
    document.body.append(layer);
    return layer;
  }),
  raiseToastLayer: jest.fn(),
}));

it("mounts sonner's toaster on the first toast, in the toasts' layer, with the site's duration, and shows each toast as its kind over what is open", async () => {
  render(<ToastHost />);
  expect(ToasterMock).not.toHaveBeenCalled();
  expect(createToastLayer).not.toHaveBeenCalled();

  // Not awaited in act(): the toast waits for the toaster, which mounts in a render act() would hold back.
  void notify("error", "A refusal", "What to do about it");
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("A refusal", { description: "What to do about it" }));
  expect(ToasterMock.mock.calls.at(-1)![0]).toMatchObject({ duration: TOAST_DURATION_MS });
  expect(createToastLayer).toHaveBeenCalledTimes(1);
  expect(document.getElementById("layer")).toContainElement(document.querySelector("[data-testid=toaster]") as HTMLElement);
  // The layer is raised before the toast is shown.
  expect(jest.mocked(raiseToastLayer).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(toast.error).mock.invocationCallOrder[0]!);

  await notify("success", "Saved", "All went well");
  expect(toast.success).toHaveBeenCalledWith("Saved", { description: "All went well" });
  expect(toast.error).toHaveBeenCalledTimes(1);
  expect(raiseToastLayer).toHaveBeenCalledTimes(2);
  expect(createToastLayer).toHaveBeenCalledTimes(1);
});
