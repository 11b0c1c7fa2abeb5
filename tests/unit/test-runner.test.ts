/**
 * @jest-environment node
 *
 * npm test's reading of Playwright's report: a test that passed only on a retry
 * is named, and counted as failed.
 */
import { e2eOutcomes } from "../../scripts/e2e-outcomes.mjs";

const report = {
  suites: [
    {
      title: "chat.spec.ts",
      specs: [],
      suites: [
        {
          title: "chat",
          specs: [
            {
              title: "greets",
              tests: [
                { projectName: "desktop", status: "expected" },
                { projectName: "phone", status: "flaky" },
              ],
            },
            {
              title: "answers",
              tests: [
                { projectName: "desktop", status: "unexpected" },
                { projectName: "phone", status: "skipped" },
              ],
            },
          ],
        },
      ],
    },
  ],
};

test("names every test with its project and outcome, retried ones included", () => {
  expect(e2eOutcomes(report)).toEqual([
    { title: "[desktop] chat.spec.ts › chat › greets", outcome: "expected" },
    { title: "[phone] chat.spec.ts › chat › greets", outcome: "flaky" },
    { title: "[desktop] chat.spec.ts › chat › answers", outcome: "unexpected" },
    { title: "[phone] chat.spec.ts › chat › answers", outcome: "skipped" },
  ]);
  expect(e2eOutcomes({})).toEqual([]);
});
