import { DROPLIST_INLINE_FORM } from "@/lib/content/droplist";
import {
  droplistButtonLabels,
  droplistReducer,
  initialDroplistState,
  isDroplistLocked,
  isValidDroplistEmail,
  droplistFailureToast,
  scheduleDroplistReset,
  sendDroplistSignUp,
  type DroplistFailure,
  type DroplistState,
} from "@/lib/droplist";
import { DROPLIST_RESET_MS } from "@/lib/constants";
import { DROPLIST_ENDPOINT, HONEYPOT_FIELD } from "@/lib/form-outcomes";
import { fakeResponse } from "./helpers/fake-response";

describe("isValidDroplistEmail: not empty, with an @, nothing else checked", () => {
  it.each(["@", "a@b", "sam@example.com"])("accepts %p", (email) => expect(isValidDroplistEmail(email)).toBe(true));
  it.each(["", "hello", "hello.example.com"])("refuses %p", (email) => expect(isValidDroplistEmail(email)).toBe(false));
});

describe("droplistReducer", () => {
  const idle = (email: string): DroplistState => ({ ...initialDroplistState, email });

  it("keeps what the visitor types while idle", () => {
    expect(droplistReducer(initialDroplistState, { type: "change", email: "sam@" })).toEqual(idle("sam@"));
  });

  it("moves idle → submitting → joined (once the endpoint says so) → reset, with the email the form held", () => {
    const submitting = droplistReducer(idle("sam@"), { type: "submit", email: "sam@example.com" });
    expect(submitting).toEqual({ email: "sam@example.com", status: "submitting", refusals: 0, failures: 0 });
    const joined = droplistReducer(submitting, { type: "answered", outcome: "joined" });
    expect(joined.status).toBe("joined");
    expect(droplistReducer(joined, { type: "reset" })).toEqual(initialDroplistState);
  });

  it("goes back to idle with the address when the endpoint stored nothing, counting the failure and naming it", () => {
    const submitting = droplistReducer(idle(""), { type: "submit", email: "sam@example.com" });
    const failed = droplistReducer(submitting, { type: "answered", outcome: "too-many" });
    expect(failed).toEqual({ email: "sam@example.com", status: "idle", refusals: 0, failures: 1, failure: "too-many" });
    const again = droplistReducer(droplistReducer(failed, { type: "submit", email: "sam@example.com" }), { type: "answered", outcome: "unreachable" });
    expect(again).toMatchObject({ status: "idle", failures: 2, failure: "unreachable" });
    // An enquiry's answer is not a sign-up's: not joined.
    expect(droplistReducer(submitting, { type: "answered", outcome: "sent" })).toMatchObject({ status: "idle", failure: "unreachable" });
  });

  it("refuses an invalid email: keeps it, stays idle and counts the refusal", () => {
    const once = droplistReducer(initialDroplistState, { type: "submit", email: "not-an-email" });
    expect(once).toEqual({ email: "not-an-email", status: "idle", refusals: 1, failures: 0 });
    expect(droplistReducer(once, { type: "submit", email: "" })).toEqual({ email: "", status: "idle", refusals: 2, failures: 0 });
  });

  it("ignores a second submit and edits while locked", () => {
    const submitting = droplistReducer(initialDroplistState, { type: "submit", email: "sam@example.com" });
    expect(droplistReducer(submitting, { type: "submit", email: "sam@example.com" })).toBe(submitting);
    expect(droplistReducer(submitting, { type: "submit", email: "nope" })).toBe(submitting);
    expect(droplistReducer(submitting, { type: "change", email: "x" })).toBe(submitting);
  });

  it("only takes an answer while submitting", () => {
    expect(droplistReducer(idle("sam@example.com"), { type: "answered", outcome: "joined" })).toEqual(idle("sam@example.com"));
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

describe("scheduleDroplistReset", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("resets after the auto-close delay", () => {
    const onReset = jest.fn();
    scheduleDroplistReset(onReset);
    jest.advanceTimersByTime(DROPLIST_RESET_MS - 1);
    expect(onReset).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it("cancels", () => {
    const onReset = jest.fn();
    scheduleDroplistReset(onReset)();
    jest.advanceTimersByTime(DROPLIST_RESET_MS * 2);
    expect(onReset).not.toHaveBeenCalled();
  });
});

describe("droplistFailureToast", () => {
  it.each<[DroplistFailure, keyof typeof DROPLIST_INLINE_FORM.refused | "invalid"]>([
    ["invalid", "invalid"],
    ["too-long", "tooLong"],
    ["too-many", "tooMany"],
    ["unavailable", "unavailable"],
    ["unreachable", "unreachable"],
    ["forbidden", "refused"],
    ["too-large", "refused"],
    ["unsupported", "refused"],
  ])("%s: the form's %s words", (failure, key) => {
    const copy = DROPLIST_INLINE_FORM;
    expect(droplistFailureToast(copy, failure)).toBe(key === "invalid" ? copy.invalid : copy.refused[key]);
  });
});

describe("sendDroplistSignUp", () => {
  it("posts JSON to the endpoint and resolves to its outcome, only with the outcome's own status", async () => {
    const fetch = jest.fn(async () => fakeResponse(JSON.stringify({ outcome: "joined" })));
    await expect(sendDroplistSignUp("sam@example.com", "modal", { fetch, page: "/brands" })).resolves.toBe("joined");
    expect(fetch).toHaveBeenCalledWith(
      DROPLIST_ENDPOINT,
      expect.objectContaining({ method: "POST", headers: expect.objectContaining({ "Content-Type": "application/json" }) }),
    );
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: "sam@example.com", form: "modal", page: "/brands", [HONEYPOT_FIELD]: "" });
    const wrongStatus = jest.fn(async () => fakeResponse(JSON.stringify({ outcome: "joined" }), { status: 202 }));
    await expect(sendDroplistSignUp("sam@example.com", "footer", { fetch: wrongStatus, page: "/" })).resolves.toBe("unreachable");
  });

  it("is unreachable without an answer, or with one that is not JSON or not an outcome", async () => {
    const cases = [
      jest.fn(async () => Promise.reject(new DOMException("aborted", "AbortError"))),
      jest.fn(async () => fakeResponse("<html>", { status: 405, type: "text/html" })),
      jest.fn(async () => fakeResponse("not json")),
      jest.fn(async () => fakeResponse(JSON.stringify({ outcome: "nope" }))),
    ];
    for (const fetch of cases) await expect(sendDroplistSignUp("sam@example.com", "footer", { fetch, page: "/" })).resolves.toBe("unreachable");
  });
});
