import { act, fireEvent, render, screen } from "@testing-library/react";
import DroplistForm from "@/components/droplist/droplist-form";
import { notify } from "@/components/toast/notify";

jest.mock("@/components/toast/notify", () => ({ notify: jest.fn(() => Promise.resolve()) }));
const notifyMock = notify as jest.MockedFunction<typeof notify>;

function setup(variant: "inline" | "modal" = "inline", onReset = jest.fn()) {
  render(<DroplistForm variant={variant} onReset={onReset} />);
  const input = screen.getByRole("textbox", { name: "Email address" });
  return { input, onReset };
}

beforeEach(() => {
  jest.useFakeTimers();
  notifyMock.mockClear();
});
afterEach(() => jest.useRealTimers());

it("shows the destructive toast for an email without @ and keeps the typed value", () => {
  const { input } = setup();
  fireEvent.change(input, { target: { value: "sam.example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "Join" }));
  expect(notifyMock).toHaveBeenCalledWith("error", "Invalid email", "Please enter a valid email address");
  expect(input).toHaveValue("sam.example.com");
  expect(input).toBeEnabled();
});

it("rejects an empty email", () => {
  setup();
  fireEvent.click(screen.getByRole("button", { name: "Join" }));
  expect(notifyMock).toHaveBeenCalledWith("error", "Invalid email", "Please enter a valid email address");
});

it("runs Joining... → Joined! → reset, locked meanwhile, submitting once on a double click", () => {
  const { input, onReset } = setup();
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  const button = screen.getByRole("button", { name: "Join" });
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toHaveTextContent("Joining...");
  expect(button).toBeDisabled();
  expect(input).toBeDisabled();

  act(() => jest.advanceTimersByTime(1000));
  expect(button).toHaveTextContent("Joined!");
  expect(input).toBeDisabled();
  expect(notifyMock).toHaveBeenCalledTimes(1);
  expect(notifyMock).toHaveBeenCalledWith("success", "Welcome to the Droplist!", "We'll keep you updated on our launch");

  act(() => jest.advanceTimersByTime(2000));
  expect(input).toHaveValue("");
  expect(input).toBeEnabled();
  expect(screen.getByRole("button", { name: "Join" })).toBeEnabled();
  expect(onReset).toHaveBeenCalledTimes(1);
});

it("reads You're on the list! in the modal variant", () => {
  const { input } = setup("modal");
  fireEvent.change(input, { target: { value: "sam@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: "Join the Droplist" }));
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole("button", { name: "You're on the list!" })).toBeDisabled();
});
