import { DROPLIST_INLINE_FORM } from "@/lib/content/droplist";
import {
  droplistButtonLabels,
  droplistReducer,
  initialDroplistState,
  isDroplistLocked,
  isValidDroplistEmail,
  scheduleDroplistJoin,
  type DroplistState,
} from "@/lib/droplist";
import { DROPLIST_RESET_MS, DROPLIST_SUBMIT_MS } from "@/lib/constants";

describe("isValidDroplistEmail: not empty, with an @, nothing else checked", () => {
  it.each(["@", "a@b", "sam@example.com"])("accepts %p", (email) => expect(isValidDroplistEmail(email)).toBe(true));
  it.each(["", "hello", "hello.example.com"])("refuses %p", (email) => expect(isValidDroplistEmail(email)).toBe(false));
});

describe("droplistReducer", () => {
  const idle = (email: string): DroplistState => ({ ...initialDroplistState, email });

  it("keeps what the visitor types while idle", () => {
    expect(droplistReducer(initialDroplistState, { type: "change", email: "sam@" })).toEqual(idle("sam@"));
  });

  it("moves idle → submitting → joined → reset, with the email the form held", () => {
    const submitting = droplistReducer(idle("sam@"), { type: "submit", email: "sam@example.com" });
    expect(submitting).toEqual({ email: "sam@example.com", status: "submitting", refusals: 0 });
    const joined = droplistReducer(submitting, { type: "joined" });
    expect(joined.status).toBe("joined");
    expect(droplistReducer(joined, { type: "reset" })).toEqual(initialDroplistState);
  });

  it("refuses an invalid email: keeps it, stays idle and counts the refusal", () => {
    const once = droplistReducer(initialDroplistState, { type: "submit", email: "not-an-email" });
    expect(once).toEqual({ email: "not-an-email", status: "idle", refusals: 1 });
    expect(droplistReducer(once, { type: "submit", email: "" })).toEqual({ email: "", status: "idle", refusals: 2 });
  });

  it("ignores a second submit and edits while locked", () => {
    const submitting = droplistReducer(initialDroplistState, { type: "submit", email: "sam@example.com" });
    expect(droplistReducer(submitting, { type: "submit", email: "sam@example.com" })).toBe(submitting);
    expect(droplistReducer(submitting, { type: "submit", email: "nope" })).toBe(submitting);
    expect(droplistReducer(submitting, { type: "change", email: "x" })).toBe(submitting);
  });

  it("only joins from submitting", () => {
    expect(droplistReducer(idle("sam@example.com"), { type: "joined" })).toEqual(idle("sam@example.com"));
  });

  it("locks the form while submitting or joined", () => {
    expect(isDroplistLocked({ ...initialDroplistState, status: "idle" })).toBe(false);
    expect(isDroplistLocked({ ...initialDroplistState, status: "submitting" })).toBe(true);
    expect(isDroplistLocked({ ...initialDroplistState, status: "joined" })).toBe(true);
  });
});

describe("droplistButtonLabels", () => {
  it("lists every label the button can show, in the order it shows them", () => {
    expect(droplistButtonLabels(DROPLIST_INLINE_FORM.buttons)).toEqual([
      DROPLIST_INLINE_FORM.buttons.idle,
      DROPLIST_INLINE_FORM.buttons.submitting,
      DROPLIST_INLINE_FORM.buttons.joined,
    ]);
  });
});

describe("scheduleDroplistJoin", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("joins after the submit delay and resets after the auto-close delay", () => {
    const onJoined = jest.fn();
    const onReset = jest.fn();
    scheduleDroplistJoin({ onJoined, onReset });
    jest.advanceTimersByTime(DROPLIST_SUBMIT_MS - 1);
    expect(onJoined).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(DROPLIST_RESET_MS - 1);
    expect(onReset).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("cancels both steps", () => {
    const onJoined = jest.fn();
    const onReset = jest.fn();
    const cancel = scheduleDroplistJoin({ onJoined, onReset });
    jest.advanceTimersByTime(DROPLIST_SUBMIT_MS);
    cancel();
    jest.advanceTimersByTime(5000);
    expect(onJoined).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();
  });
});
