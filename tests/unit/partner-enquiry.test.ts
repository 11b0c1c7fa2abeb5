import { PARTNER_ERRORS, PARTNER_FORM } from "@/lib/content/partner-enquiry";
import {
  EMPTY_VALUES,
  PARTNER_FIELDS,
  counterAnnouncement,
  counterLabel,
  firstInvalidField,
  initialPartnerEnquiryState,
  isPartnerEnquiryLocked,
  isValidPartnerEmail,
  messageCounter,
  messageLength,
  partnerEnquiryReducer,
  partnerFailureToast,
  partnerSubmitLabel,
  sendPartnerEnquiry,
  validatePartnerEnquiry,
  validatePartnerField,
  type PartnerEnquiryState,
  type PartnerValues,
} from "@/lib/partner-enquiry";
import { PARTNER_MESSAGE_MAX_CHARS } from "@/lib/constants";
import { ENQUIRY_ENDPOINT, HONEYPOT_FIELD } from "@/lib/form-outcomes";
import { fakeResponse } from "./helpers/fake-response";

const filled: PartnerValues = {
  name: "Sam Rivers",
  email: "sam@kettlebright.example",
  organisation: "Brightwell Foods",
  charityNumber: "",
  message: "We'd like to fund 100,000 drops for food banks this winter.",
};

function editing(values: Partial<PartnerValues>, audience: "brand" | "charity" = "brand"): PartnerEnquiryState {
  return { ...initialPartnerEnquiryState(audience), values: { ...EMPTY_VALUES, ...values } };
}

describe("isValidPartnerEmail: text on both sides of a single @ and a dot in the domain", () => {
  it.each([
    ["sam@example.com", true],
    ["sam.rivers+drops@mail.example.co.uk", true],
    ["  sam@example.com  ", true],
    ["", false],
    ["sam", false],
    ["sam.example.com", false],
    ["@example.com", false],
    ["sam@", false],
    ["sam@example", false],
    ["sam@@example.com", false],
    ["sam@ex@ample.com", false],
    ["sam@.example", false],
    ["sam@example.", false],
    ["sam@example..com", false],
    ["sam rivers@example.com", false],
  ])("%p → %p", (email, valid) => {
    expect(isValidPartnerEmail(email)).toBe(valid);
  });
});

describe("validatePartnerField", () => {
  it("requires a name, ignoring surrounding spaces", () => {
    expect(validatePartnerField("name", "", "brand")).toBe(PARTNER_ERRORS.nameRequired);
    expect(validatePartnerField("name", "   ", "brand")).toBe(PARTNER_ERRORS.nameRequired);
    expect(validatePartnerField("name", "Sam", "brand")).toBeUndefined();
  });

  it("requires an email, then a valid one", () => {
    expect(validatePartnerField("email", " ", "brand")).toBe(PARTNER_ERRORS.emailRequired);
    expect(validatePartnerField("email", "sam@example", "brand")).toBe(PARTNER_ERRORS.emailInvalid);
    expect(validatePartnerField("email", "sam@example.com", "brand")).toBeUndefined();
  });

  it("requires the organisation, worded for each audience", () => {
    expect(validatePartnerField("organisation", "", "brand")).toBe(PARTNER_ERRORS.organisationRequired.brand);
    expect(validatePartnerField("organisation", "", "charity")).toBe(PARTNER_ERRORS.organisationRequired.charity);
    expect(validatePartnerField("organisation", "Riverside Food Bank", "charity")).toBeUndefined();
  });

  it("leaves the charity number optional", () => {
    expect(validatePartnerField("charityNumber", "", "charity")).toBeUndefined();
    expect(validatePartnerField("charityNumber", "SC012345", "charity")).toBeUndefined();
  });

  it("requires a message of at most 1,000 characters", () => {
    expect(PARTNER_MESSAGE_MAX_CHARS).toBe(1000);
    expect(validatePartnerField("message", "\n  ", "brand")).toBe(PARTNER_ERRORS.messageRequired);
    expect(validatePartnerField("message", "a".repeat(1000), "brand")).toBeUndefined();
    expect(validatePartnerField("message", "a".repeat(1001), "brand")).toBe(PARTNER_ERRORS.messageTooLong(1));
    expect(validatePartnerField("message", "a".repeat(1250), "brand")).toBe(PARTNER_ERRORS.messageTooLong(250));
  });
});

describe("validatePartnerEnquiry", () => {
  it("reports every missing required field in form order", () => {
    const errors = validatePartnerEnquiry(EMPTY_VALUES, "charity");
    expect(Object.keys(errors)).toEqual(["name", "email", "organisation", "message"]);
    expect(firstInvalidField(errors, "charity")).toBe("name");
  });

  it("accepts a complete enquiry", () => {
    expect(validatePartnerEnquiry(filled, "brand")).toEqual({});
    expect(validatePartnerEnquiry(filled, "charity")).toEqual({});
  });

  it("finds the first invalid field after valid ones", () => {
    const errors = validatePartnerEnquiry({ ...filled, email: "sam@nowhere", message: "" }, "brand");
    expect(errors).toEqual({ email: PARTNER_ERRORS.emailInvalid, message: PARTNER_ERRORS.messageRequired });
    expect(firstInvalidField(errors, "brand")).toBe("email");
    expect(firstInvalidField({}, "brand")).toBeUndefined();
  });

  it("asks charities, not brands, for a charity number", () => {
    expect(PARTNER_FIELDS.brand).not.toContain("charityNumber");
    expect(PARTNER_FIELDS.charity).toEqual(["name", "email", "organisation", "charityNumber", "message"]);
  });
});

describe("message counter", () => {
  it("counts characters as people do", () => {
    expect(messageLength("")).toBe(0);
    expect(messageLength("hello")).toBe(5);
    expect(messageLength("💧💧")).toBe(2);
  });

  it("shows used of the maximum and flags going over", () => {
    expect(messageCounter("abc")).toEqual({ used: 3, max: 1000, remaining: 997, over: false });
    expect(counterLabel(messageCounter("abc"))).toBe("3 / 1,000");
    expect(messageCounter("a".repeat(1001))).toEqual({ used: 1001, max: 1000, remaining: -1, over: true });
    expect(counterLabel(messageCounter("a".repeat(1001)))).toBe("1,001 / 1,000");
  });

  it("stays quiet for screen readers until the limit is near", () => {
    expect(counterAnnouncement(messageCounter("a".repeat(899)))).toBe("");
    expect(counterAnnouncement(messageCounter("a".repeat(900)))).toBe(PARTNER_FORM.counter.remaining("100", 100));
    expect(counterAnnouncement(messageCounter("a".repeat(999)))).toBe(PARTNER_FORM.counter.remaining("1", 1));
    expect(counterAnnouncement(messageCounter("a".repeat(1001)))).toBe(PARTNER_FORM.counter.over("1", 1));
    expect(counterAnnouncement(messageCounter("a".repeat(1002)))).toBe(PARTNER_FORM.counter.over("2", 2));
  });
});

describe("partnerEnquiryReducer", () => {
  it("starts empty, editing, for the audience that opened it", () => {
    const state = initialPartnerEnquiryState("charity");
    expect(state).toEqual({ audience: "charity", values: EMPTY_VALUES, errors: {}, status: "editing", failedSubmits: 0, failures: 0 });
    expect(isPartnerEnquiryLocked(state)).toBe(false);
  });

  it("keeps everything typed", () => {
    let state = initialPartnerEnquiryState("brand");
    state = partnerEnquiryReducer(state, { type: "change", field: "name", value: "Sam" });
    state = partnerEnquiryReducer(state, { type: "change", field: "message", value: "Hi" });
    expect(state.values).toEqual({ ...EMPTY_VALUES, name: "Sam", message: "Hi" });
  });

  it("refuses an invalid submit, keeps the values and counts the refusal", () => {
    const before = editing({ name: "Sam", email: "sam@example" });
    const after = partnerEnquiryReducer(before, { type: "submit" });
    expect(after.status).toBe("editing");
    expect(after.values).toEqual(before.values);
    expect(after.errors).toEqual({
      email: PARTNER_ERRORS.emailInvalid,
      organisation: PARTNER_ERRORS.organisationRequired.brand,
      message: PARTNER_ERRORS.messageRequired,
    });
    expect(after.failedSubmits).toBe(1);
    expect(partnerEnquiryReducer(after, { type: "submit" }).failedSubmits).toBe(2);
  });

  it("clears a field's error as soon as it is fixed, but adds none while typing", () => {
    let state = partnerEnquiryReducer(editing({}), { type: "submit" });
    state = partnerEnquiryReducer(state, { type: "change", field: "email", value: "sam@" });
    expect(state.errors.email).toBe(PARTNER_ERRORS.emailRequired);
    state = partnerEnquiryReducer(state, { type: "change", field: "email", value: "sam@example.com" });
    expect(state.errors.email).toBeUndefined();
    expect(state.errors.name).toBe(PARTNER_ERRORS.nameRequired);

    const clean = editing({});
    expect(partnerEnquiryReducer(clean, { type: "change", field: "email", value: "nope" }).errors).toEqual({});
  });

  it("moves editing → submitting → sent, locked from submitting on", () => {
    const submitting = partnerEnquiryReducer(editing(filled), { type: "submit" });
    expect(submitting.status).toBe("submitting");
    expect(submitting.errors).toEqual({});
    expect(isPartnerEnquiryLocked(submitting)).toBe(true);
    const sent = partnerEnquiryReducer(submitting, { type: "answered", outcome: "sent" });
    expect(sent.status).toBe("sent");
    expect(sent.values).toEqual(filled);
    expect(isPartnerEnquiryLocked(sent)).toBe(true);
  });

  it("ignores edits and second submits while submitting, and sent unless submitting", () => {
    const submitting = partnerEnquiryReducer(editing(filled), { type: "submit" });
    expect(partnerEnquiryReducer(submitting, { type: "change", field: "name", value: "X" })).toBe(submitting);
    expect(partnerEnquiryReducer(submitting, { type: "submit" })).toBe(submitting);
    const draft = editing(filled);
    expect(partnerEnquiryReducer(draft, { type: "answered", outcome: "sent" })).toBe(draft);
  });

  it("goes back to editing with every value when the endpoint stored nothing, counting the failure and naming it", () => {
    const submitting = partnerEnquiryReducer(editing(filled), { type: "submit" });
    const failed = partnerEnquiryReducer(submitting, { type: "answered", outcome: "unavailable" });
    expect(failed).toMatchObject({ status: "editing", values: filled, failures: 1, failure: "unavailable", failedSubmits: 0 });
    expect(isPartnerEnquiryLocked(failed)).toBe(false);
  });

  it("shows the endpoint's own field messages beside the fields, as a refused submit of the form's own", () => {
    const submitting = partnerEnquiryReducer(editing(filled), { type: "submit" });
    const refused = partnerEnquiryReducer(submitting, { type: "answered", outcome: "invalid", fields: { email: PARTNER_ERRORS.emailInvalid, nope: "x" } });
    expect(refused).toMatchObject({ status: "editing", values: filled, errors: { email: PARTNER_ERRORS.emailInvalid }, failedSubmits: 1, failures: 0 });
    // Refused with no field it can show (the honeypot): said by a toast.
    expect(partnerEnquiryReducer(submitting, { type: "answered", outcome: "invalid" })).toMatchObject({ failures: 1, failure: "invalid" });
  });

  it("keeps a draft when reopened for the same audience", () => {
    const draft = partnerEnquiryReducer(editing({ name: "Sam" }), { type: "submit" });
    expect(partnerEnquiryReducer(draft, { type: "open", audience: "brand" })).toBe(draft);
  });

  it("starts a fresh form when reopened after sending", () => {
    const sent = partnerEnquiryReducer(partnerEnquiryReducer(editing(filled), { type: "submit" }), { type: "answered", outcome: "sent" });
    expect(partnerEnquiryReducer(sent, { type: "open", audience: "brand" })).toEqual(initialPartnerEnquiryState("brand"));
  });

  it("starts a fresh form for another audience", () => {
    const draft = editing({ name: "Sam" }, "brand");
    expect(partnerEnquiryReducer(draft, { type: "open", audience: "charity" })).toEqual(initialPartnerEnquiryState("charity"));
  });

  it("resets to an empty form for the same audience", () => {
    expect(partnerEnquiryReducer(editing(filled, "charity"), { type: "reset" })).toEqual(initialPartnerEnquiryState("charity"));
  });
});

describe("partnerSubmitLabel", () => {
  it("names the submit for each audience, and says it is sending while it is", () => {
    expect(partnerSubmitLabel("editing", "brand")).toBe(PARTNER_FORM.submit.brand);
    expect(partnerSubmitLabel("editing", "charity")).toBe(PARTNER_FORM.submit.charity);
    expect(partnerSubmitLabel("submitting", "brand")).toBe(PARTNER_FORM.sending);
    expect(partnerSubmitLabel("submitting", "charity")).toBe(PARTNER_FORM.sending);
  });
});

describe("partnerFailureToast", () => {
  it("says why an enquiry was not stored, in the form's words", () => {
    const { refused } = PARTNER_FORM;
    expect(partnerFailureToast(refused, "invalid")).toBe(refused.invalid);
    expect(partnerFailureToast(refused, "too-many")).toBe(refused.tooMany);
    expect(partnerFailureToast(refused, "unavailable")).toBe(refused.unavailable);
    expect(partnerFailureToast(refused, "unreachable")).toBe(refused.unreachable);
    for (const failure of ["forbidden", "too-large", "unsupported"] as const) expect(partnerFailureToast(refused, failure)).toBe(refused.refused);
  });
});

describe("sendPartnerEnquiry", () => {
  it("posts the audience's fields as JSON and resolves to the outcome and any field messages", async () => {
    const fields = { email: PARTNER_ERRORS.emailInvalid };
    const fetch = jest.fn(async () => fakeResponse(JSON.stringify({ outcome: "invalid", fields }), { status: 400 }));
    await expect(sendPartnerEnquiry({ ...filled, charityNumber: "123" }, "brand", { fetch, page: "/brands" })).resolves.toEqual({ outcome: "invalid", fields });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENQUIRY_ENDPOINT);
    // A brand has no charity number: not sent.
    expect(JSON.parse(String(init.body))).toEqual({
      audience: "brand",
      page: "/brands",
      [HONEYPOT_FIELD]: "",
      name: filled.name,
      email: filled.email,
      organisation: filled.organisation,
      message: filled.message,
    });
  });

  it("is unreachable without the endpoint's answer", async () => {
    const fetch = jest.fn(async () => fakeResponse("<html>", { status: 404, type: "text/html" }));
    await expect(sendPartnerEnquiry(filled, "charity", { fetch, page: "/" })).resolves.toEqual({ outcome: "unreachable", fields: undefined });
  });
});
