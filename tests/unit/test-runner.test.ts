/**
 * @jest-environment node
 *
 * npm test's reading of Playwright's report: a test that passed only on a retry
 * is named, and counted as failed. Its set-up: what it installs from Debian, and
 * where it stops instead, on fake machines.
 */
import path from "node:path";
import { e2eOutcomes } from "../../scripts/lib/e2e-outcomes.mjs";
import { machineProbe, NEEDS, planSetUp, setUp, setUpSummary } from "../../scripts/setup.mjs";

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

/** A machine with `files` and `commands` (on PATH), as the set-up sees it. */
function fakeMachine({ files = [] as string[], commands = [] as string[], uid = 0 as number | undefined, debian = true, env = {} as Record<string, string> }) {
  const have = new Set([...files, ...commands]);
  return {
    probe: { env, exists: (file: string) => have.has(file), onPath: (command: string) => have.has(command), uid, debian },
    add: (...names: string[]) => names.forEach((name) => have.add(name)),
  };
}
const EVERYTHING = { files: ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"], commands: ["java", "apt-get"] };
const ALL_PACKAGES = ["chromium-headless-shell", "chromium", "default-jre-headless"];

/** Runs the set-up on `machine`, recording what it prints and every apt-get it runs; `onApt` plays apt-get. */
function setUpOn(machine: ReturnType<typeof fakeMachine>, onApt: (args: string[]) => number = () => 0) {
  const said: string[] = [];
  const apt: string[][] = [];
  const result = setUp({
    probe: machine.probe,
    exec: (command, args) => {
      said.push(`ran ${command} ${args.join(" ")}`);
      apt.push([command, ...args]);
      return onApt(args);
    },
    log: (text) => said.push(text),
    fail: (text) => said.push(`ERROR ${text}`),
  });
  return { result, said, apt };
}

describe("npm test's set-up (scripts/setup.mjs)", () => {
  test("root on Debian with nothing installed: says what and why, then apt-get update once and one install", () => {
    const machine = fakeMachine({ commands: ["apt-get"] });
    const { result, said, apt } = setUpOn(machine, (args) => {
      if (args[0] === "install") machine.add("/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "java");
      return 0;
    });
    expect(apt).toEqual([
      ["apt-get", "update"],
      ["apt-get", "install", "-y", ...ALL_PACKAGES],
    ]);
    // What and why come before apt-get runs.
    expect(said[0]).toMatch(/installing it from Debian's packages/);
    for (const need of NEEDS) expect(said[0]).toContain(`${need.pkg}: ${need.why}`);
    expect(said[1]).toBe("ran apt-get update");
    expect(result).toEqual({ ok: true, installed: ALL_PACKAGES });
  });

  test("root installs only what is missing", () => {
    const machine = fakeMachine({ files: ["/usr/bin/chromium"], commands: ["apt-get", "java"] });
    const { apt, result } = setUpOn(machine, () => (machine.add("/usr/bin/chromium-headless-shell"), 0));
    expect(apt[1]).toEqual(["apt-get", "install", "-y", "chromium-headless-shell"]);
    expect(result.installed).toEqual(["chromium-headless-shell"]);
  });

  test("not root: stops at once with the exact command, and runs nothing", () => {
    const { result, said, apt } = setUpOn(fakeMachine({ commands: ["apt-get", "java"], uid: 1000 }));
    expect(apt).toEqual([]);
    expect(result).toEqual({ ok: false, installed: [] });
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^ERROR npm test cannot start/);
    expect(said[0]).toContain("Not installed: npm test installs only as root, and this is user 1000.");
    expect(said[0]).toContain("\n  sudo apt-get update && sudo apt-get install -y chromium-headless-shell chromium\n");
    expect(said[0]).not.toContain("default-jre-headless");
    expect(said[0]).toMatch(/CHROMIUM_PATH/);
    // Only Java missing: no word about browsers.
    const javaOnly = setUpOn(fakeMachine({ ...EVERYTHING, commands: ["apt-get"], uid: 1000 }));
    expect(javaOnly.said[0]).toContain("\n  sudo apt-get update && sudo apt-get install -y default-jre-headless\n");
    expect(javaOnly.said[0]).not.toMatch(/CHROMIUM_PATH/);
  });

  test("root without apt-get (not Debian): stops with the Debian command, and runs nothing", () => {
    for (const machine of [fakeMachine({ commands: ["java"] }), fakeMachine({ commands: ["java", "apt-get"], debian: false })]) {
      const { result, said, apt } = setUpOn(machine);
      expect(apt).toEqual([]);
      expect(result.ok).toBe(false);
      expect(said[0]).toContain("Debian's apt-get");
      expect(said[0]).toContain("\n  apt-get update && apt-get install -y chromium-headless-shell chromium\n");
    }
  });

  test("everything present: installs nothing and says nothing", () => {
    const { result, said, apt } = setUpOn(fakeMachine(EVERYTHING));
    expect({ result, said, apt }).toEqual({ result: { ok: true, installed: [] }, said: [], apt: [] });
    // Even where it could not install: nothing is missing, so nothing stops it.
    expect(setUpOn(fakeMachine({ ...EVERYTHING, uid: 1000 })).result.ok).toBe(true);
  });

  test("CHROMIUM_PATH stands in for both browsers; one that does not exist is named", () => {
    const own = fakeMachine({ files: ["/opt/chrome"], commands: ["java"], uid: 1000, env: { CHROMIUM_PATH: "/opt/chrome" } });
    expect(planSetUp(own.probe).missing).toEqual([]);
    const wrong = setUpOn(fakeMachine({ commands: ["java"], env: { CHROMIUM_PATH: "/opt/nothing" } }));
    expect(wrong.result.ok).toBe(false);
    expect(wrong.said).toEqual(["ERROR npm test cannot start: CHROMIUM_PATH is set to /opt/nothing, which does not exist."]);
  });

  test("a failed apt-get, or an install that still leaves a need, stops npm test and says which", () => {
    const failing = setUpOn(fakeMachine({ commands: ["apt-get", "java"] }), (args) => (args[0] === "update" ? 100 : 0));
    expect(failing.apt).toEqual([["apt-get", "update"]]);
    expect(failing.result.ok).toBe(false);
    expect(failing.said.at(-1)).toBe("ERROR npm test cannot start: `apt-get update` failed (its output is above).");

    const short = setUpOn(fakeMachine({ commands: ["apt-get", "java"] }));
    expect(short.result.ok).toBe(false);
    expect(short.said.at(-1)).toBe(
      "ERROR npm test cannot start: apt-get ran for chromium-headless-shell, chromium, but chromium-headless-shell, chromium still cannot be found.",
    );
  });

  test("a one-time install gets its own line in the time summary, outside the total", () => {
    expect(setUpSummary({ installed: [] }, 0.2)).toBeUndefined();
    expect(setUpSummary({ installed: ["chromium", "default-jre-headless"] }, 93.4)).toBe(
      `  ${"one-time set-up (apt-get)".padEnd(34)}    93 s  not in the total: installed chromium, default-jre-headless`,
    );
  });

  test("SETUP_HIDE hides commands and files from the machine's own probe", () => {
    const node = path.basename(process.execPath);
    const probe = machineProbe({ PATH: path.dirname(process.execPath), SETUP_HIDE: `${node}, ${path.basename(__filename)}` });
    expect(probe.onPath(node)).toBe(false);
    expect(probe.exists(__filename)).toBe(false);
    expect(probe.exists(__dirname)).toBe(true);
    const plain = machineProbe({ PATH: path.dirname(process.execPath) });
    expect([plain.onPath(node), plain.exists(__filename), plain.onPath("no-such-command")]).toEqual([true, true, false]);
  });
});
