// Every test in a Playwright JSON report, with its project and outcome
// ("expected", "unexpected", "flaky" or "skipped"), named as the list reporter names it.

/**
 * @param {{ suites?: any[] }} report  Playwright's JSON report
 * @returns {{ title: string, outcome: string }[]}
 */
export function e2eOutcomes(report) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) out.push({ title: `[${t.projectName}] ${[...here, spec.title].join(" › ")}`, outcome: t.status });
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}
