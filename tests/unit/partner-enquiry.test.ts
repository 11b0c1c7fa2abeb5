import { PARTNER_DIALOG, PARTNER_ERRORS, PARTNER_FORM, PARTNER_MAIL } from "@/lib/content/partner-enquiry";
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
  partnerSubmitLabel,
  partnerEnquiryMailto,
  schedulePartnerEnquirySend,
  validatePartnerEnquiry,
  validatePartnerField,
  type PartnerEnquiryState,
  type PartnerValues,
} from "@/lib/partner-enquiry";
import { PARTNER_ENQUIRY_SUBMIT_MS, PARTNER_MESSAGE_MAX_CHARS, PARTNERSHIPS_EMAIL } from "@/lib/constants";
import type { Timers } from "@/lib/timers";

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
    expect(state).toEqual({ audience: "charity", values: EMPTY_VALUES, errors: {}, status: "editing", failedSubmits: 0 });
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
    const sent = partnerEnquiryReducer(submitting, { type: "sent" });
    expect(sent.status).toBe("sent");
    expect(sent.values).toEqual(filled);
    expect(isPartnerEnquiryLocked(sent)).toBe(true);
  });

  it("ignores edits and second submits while submitting, and sent unless submitting", () => {
    const submitting = partnerEnquiryReducer(editing(filled), { type: "submit" });
    expect(partnerEnquiryReducer(submitting, { type: "change", field: "name", value: "X" })).toBe(submitting);
    expect(partnerEnquiryReducer(submitting, { type: "submit" })).toBe(submitting);
    const draft = editing(filled);
    expect(partnerEnquiryReducer(draft, { type: "sent" })).toBe(draft);
  });

  it("keeps a draft when reopened for the same audience", () => {
    const draft = partnerEnquiryReducer(editing({ name: "Sam" }), { type: "submit" });
    expect(partnerEnquiryReducer(draft, { type: "open", audience: "brand" })).toBe(draft);
  });

  it("starts a fresh form when reopened after sending", () => {
    const sent = partnerEnquiryReducer(partnerEnquiryReducer(editing(filled), { type: "submit" }), { type: "sent" });
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

describe("schedulePartnerEnquirySend", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("reports sent after the simulated delay", () => {
    const onSent = jest.fn();
    schedulePartnerEnquirySend(onSent);
    jest.advanceTimersByTime(PARTNER_ENQUIRY_SUBMIT_MS - 1);
    expect(onSent).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled, on whatever clock it was given", () => {
    const cleared: unknown[] = [];
    const timers: Timers = { setTimeout: (_fn, ms) => `timer for ${ms} ms`, clearTimeout: (handle) => void cleared.push(handle) };
    const cancel = schedulePartnerEnquirySend(jest.fn(), timers);
    cancel();
    expect(cleared).toEqual([`timer for ${PARTNER_ENQUIRY_SUBMIT_MS} ms`]);
  });
});

describe("partnerEnquiryMailto", () => {
  const values = {
    name: " Ada ",
    email: "ada@riverside.example",
    organisation: "Riverside Food Bank",
    charityNumber: "",
    message: "We feed 40 kids a day.\nEvery day.",
  };

  it("addresses the partnerships team, names the organisation and writes every filled-in field, then the message", () => {
    const mail = new URL(partnerEnquiryMailto(values, "charity", "team@drops.example"));
    expect(mail.protocol).toBe("mailto:");
    expect(mail.pathname).toBe("team@drops.example");
    expect(mail.searchParams.get("subject")).toBe(PARTNER_MAIL.subject.charity("Riverside Food Bank"));
    const { name, email, organisation } = PARTNER_DIALOG.charity.fields;
    expect(mail.searchParams.get("body")).toBe(
      `${name.label}: Ada\r\n${email.label}: ada@riverside.example\r\n${organisation.label}: Riverside Food Bank\r\n\r\nWe feed 40 kids a day.\nEvery day.`,
    );
  });

  it("includes an optional field only when filled in, without its (optional) mark", () => {
    const body = new URL(partnerEnquiryMailto({ ...values, charityNumber: "1234567" }, "charity")).searchParams.get("body");
    // A mark in brackets at the end of a label (its "(optional)") is left out of the email.
    const { label } = PARTNER_DIALOG.charity.fields.charityNumber;
    expect(body).toContain(`\r\n${label.replace(/\s*\([^()]*\)$/, "")}: 1234567`);
    expect(body).not.toContain(`${label}:`.replace(/^.*\(/, "("));
  });

  it("goes to the partnerships address kept with the site's figures by default", () => {
    expect(new URL(partnerEnquiryMailto(values, "brand")).pathname).toBe(PARTNERSHIPS_EMAIL);
  });
});
