/**
 * @jest-environment node
 *
 * npm run load's own checking (scripts/load-droplist.mjs), on small made-up runs: what it sends,
 * and the verdict it gives on what the database holds afterwards.
 */
import { checkLoad, loadPlan, normalised, percentile } from "../../scripts/load-droplist.mjs";

describe("the load run's plan", () => {
  test("new addresses, some sent again with the domain in capitals, and refusals of each kind, shuffled", () => {
    const plan = loadPlan({ run: "r1", signups: 10, repeats: 3, invalid: 6, random: () => 0.5 });
    expect(plan).toHaveLength(19);
    const valid = plan.filter((p) => p.valid).map((p) => normalised(p.email));
    expect(valid).toHaveLength(13);
    expect(new Set(valid).size).toBe(10);
    const refused = plan.filter((p) => !p.valid);
    expect(refused.filter((p) => !p.email.includes("@"))).toHaveLength(2);
    expect(refused.filter((p) => p.email.length > 254)).toHaveLength(2);
    expect(refused.filter((p) => p.honeypot)).toHaveLength(2);
    expect(plan.map((p) => p.email)).not.toEqual(loadPlan({ run: "r1", signups: 10, repeats: 3, invalid: 6, random: () => 0 }).map((p) => p.email));
  });
});

describe("the load run's verdict", () => {
  const sent = [
    { email: "a@Example.org", valid: true, acknowledged: true },
    { email: "a@EXAMPLE.ORG", valid: true, acknowledged: true },
    { email: "b@example.org", valid: true, acknowledged: true },
    { email: "no-at", valid: false, acknowledged: false },
  ];

  test("every acknowledged sign-up once, and nothing else: ok", () => {
    expect(checkLoad(sent, ["a@example.org", "b@example.org"])).toEqual({
      ok: true,
      acknowledged: 2,
      stored: 2,
      missing: [],
      doubled: [],
      unexpected: [],
      unacknowledged: [],
      refusedAcknowledged: [],
    });
  });

  test("a lost, a doubled or an unexpected row fails it, named", () => {
    expect(checkLoad(sent, ["a@example.org"])).toMatchObject({ ok: false, missing: ["b@example.org"] });
    expect(checkLoad(sent, ["a@example.org", "a@example.org", "b@example.org"])).toMatchObject({ ok: false, doubled: ["a@example.org"] });
    expect(checkLoad(sent, ["a@example.org", "b@example.org", "no-at"])).toMatchObject({ ok: false, unexpected: ["no-at"] });
  });

  test("a sign-up never acknowledged fails it, stored or not; so does an acknowledged refusal", () => {
    const unanswered = [...sent.slice(0, 2), { email: "b@example.org", valid: true, acknowledged: false }];
    expect(checkLoad(unanswered, ["a@example.org"])).toMatchObject({ ok: false, unacknowledged: ["b@example.org"], unexpected: [] });
    expect(checkLoad(unanswered, ["a@example.org", "b@example.org"])).toMatchObject({ ok: false, unexpected: ["b@example.org"] });
    expect(checkLoad([...sent.slice(0, 3), { email: "no-at", valid: false, acknowledged: true }], ["a@example.org", "b@example.org", "no-at"])).toMatchObject({
      ok: false,
      refusedAcknowledged: ["no-at"],
    });
  });
});

test("percentiles by nearest rank", () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  expect(percentile(values, 50)).toBe(5);
  expect(percentile(values, 95)).toBe(10);
  expect(percentile(values, 0)).toBe(1);
  expect(percentile([42], 95)).toBe(42);
  expect(percentile([], 50)).toBeUndefined();
});
