import { parse } from "yaml";

type Step = { run?: string };
type Job = { if?: string; environment?: string | { name: string }; steps?: Step[] };
/** A workflow as GitHub reads it (parsed YAML), with its text: what the rule below needs of it. */
export type Workflow = { file: string; text: string; on: Record<string, Record<string, unknown> | null>; jobs: Record<string, Job> };

export function readWorkflow(file: string, text: string): Workflow {
  const doc = parse(text);
  // `on:` may be a name, a list of names or a map of them.
  const raw = doc.on;
  const on = typeof raw === "string" ? { [raw]: null } : Array.isArray(raw) ? Object.fromEntries(raw.map((t: string) => [t, null])) : (raw ?? {});
  return { file, text, on, jobs: doc.jobs ?? {} };
}

/**
 * D1 permission is account-wide: a token that can migrate one database can write every one. So
 * only production's deploy may hold one: a wrangler d1 command that reaches a remote database
 * (`d1 migrations apply` or `d1 execute` without --local) may stand only in deploy.yml, a
 * workflow that runs on pushes to main alone, in a job whose `if` holds it to main and whose
 * token comes from an environment (docs/deploying.md). Read from the YAML's text, continued lines
 * joined, so a command anywhere (a step, an input, a comment's neighbour) is seen.
 */
const REMOTE_D1 = /\bd1\s+(migrations\s+apply|execute)\b/;

/** Each line of a workflow that runs a D1 command against a remote database. */
export const remoteD1Lines = (text: string) =>
  text
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter((line) => REMOTE_D1.test(line) && !/^\s*#/.test(line) && !/--local\b/.test(line))
    .map((line) => line.trim());

export function remoteMigrationProblems(workflows: Workflow[]): string[] {
  const problems: string[] = [];
  for (const wf of workflows) {
    const lines = remoteD1Lines(wf.text);
    if (lines.length === 0) continue;
    if (wf.file !== "deploy.yml") {
      for (const line of lines) problems.push(`${wf.file} reaches a remote D1 database (${line}): only deploy.yml, on main, may`);
      continue;
    }
    const triggers = Object.keys(wf.on);
    const branches = (wf.on.push as { branches?: unknown } | null)?.branches;
    if (triggers.join() !== "push" || JSON.stringify(branches) !== JSON.stringify(["main"]))
      problems.push(
        `${wf.file} reaches a remote D1 database but runs on ${triggers.join(", ")} (branches ${JSON.stringify(branches)}), not on pushes to main alone`,
      );
    for (const line of lines) {
      const jobs = Object.entries(wf.jobs).filter(([, job]) => (job.steps ?? []).some((step) => remoteD1Lines(step.run ?? "").includes(line)));
      if (jobs.length === 0) problems.push(`${wf.file}: "${line}" is not a step's command`);
      for (const [id, job] of jobs) {
        if (!/github\.ref\s*==\s*'refs\/heads\/main'/.test(job.if ?? ""))
          problems.push(`${wf.file} job ${id} reaches a remote D1 database without if: github.ref == 'refs/heads/main'`);
        if (!job.environment)
          problems.push(`${wf.file} job ${id} reaches a remote D1 database outside an environment (its token must be an environment's secret)`);
      }
    }
  }
  return problems;
}
