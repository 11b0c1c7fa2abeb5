import {
  DROPLIST_MESSAGES,
  droplistButtonLabel,
  droplistReducer,
  initialDroplistState,
  isDroplistLocked,
  isValidDroplistEmail,
  scheduleDroplistJoin,
  type DroplistState,
} from "@/lib/droplist";
import { DROPLIST_RESET_MS, DROPLIST_SUBMIT_MS } from "@/lib/site";

describe("isValidDroplistEmail", () => {
  it.each([
    ["", false],
    ["hello", false],
    ["hello.example.com", false],
    ["@", true],
    ["a@b", true],
    ["sam@example.com", true],
  ])("%p is valid: %p", (email, valid) => {
    expect(isValidDroplistEmail(email)).toBe(valid);
  });
});

describe("droplistReducer", () => {
  const typed: DroplistState = { email: "sam@example.com", status: "idle" };

  it("keeps what the visitor types while idle", () => {
    expect(droplistReducer(initialDroplistState, { type: "change", email: "sam@" })).toEqual({ email: "sam@", status: "idle" });
  });

  it("moves idle → submitting → joined → reset", () => {
    const submitting = droplistReducer(typed, { type: "submit" });
    expect(submitting).toEqual({ email: "sam@example.com", status: "submitting" });
    const joined = droplistReducer(submitting, { type: "joined" });
    expect(joined.status).toBe("joined");
    expect(droplistReducer(joined, { type: "reset" })).toEqual(initialDroplistState);
  });

  it("refuses to submit an invalid email and keeps the typed value", () => {
    const bad: DroplistState = { email: "not-an-email", status: "idle" };
    expect(droplistReducer(bad, { type: "submit" })).toBe(bad);
  });

  it("ignores a second submit and edits while locked", () => {
    const submitting = droplistReducer(typed, { type: "submit" });
    expect(droplistReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(droplistReducer(submitting, { type: "change", email: "x" })).toBe(submitting);
  });

  it("only joins from submitting", () => {
    expect(droplistReducer(typed, { type: "joined" })).toBe(typed);
  });

  it("locks the form while submitting or joined", () => {
    expect(isDroplistLocked({ email: "", status: "idle" })).toBe(false);
    expect(isDroplistLocked({ email: "", status: "submitting" })).toBe(true);
    expect(isDroplistLocked({ email: "", status: "joined" })).toBe(true);
  });
});

describe("droplistButtonLabel", () => {
  it("reads Joining... then Joined! inline", () => {
    expect(droplistButtonLabel("idle", "inline")).toBe("Join");
    expect(droplistButtonLabel("submitting", "inline")).toBe("Joining...");
    expect(droplistButtonLabel("joined", "inline")).toBe("Joined!");
  });
  it("reads You're on the list! in the modal", () => {
    expect(droplistButtonLabel("submitting", "modal")).toBe("Joining...");
    expect(droplistButtonLabel("joined", "modal")).toBe("You're on the list!");
  });
});

describe("messages", () => {
  it("match SPEC.md §8", () => {
    expect(DROPLIST_MESSAGES.invalid).toEqual({ title: "Invalid email", description: "Please enter a valid email address" });
    expect(DROPLIST_MESSAGES.joined).toEqual({ title: "Welcome to the Droplist!", description: "We'll keep you updated on our launch" });
  });
});

describe("scheduleDroplistJoin", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("joins after 1000 ms and resets 2000 ms later", () => {
    expect(DROPLIST_SUBMIT_MS).toBe(1000);
    expect(DROPLIST_RESET_MS).toBe(2000);
    const onJoined = jest.fn();
    const onReset = jest.fn();
    scheduleDroplistJoin({ onJoined, onReset });
    jest.advanceTimersByTime(999);
    expect(onJoined).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1999);
    expect(onReset).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("cancels both steps", () => {
    const onJoined = jest.fn();
    const onReset = jest.fn();
    const cancel = scheduleDroplistJoin({ onJoined, onReset });
    jest.advanceTimersByTime(1000);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(onJoined).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();
  });
});
