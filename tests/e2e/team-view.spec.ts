// The team's view at /admin/team/ (components/team/team-view.tsx), in a browser: what it shows of what the site kept,
// its downloads, removing a person, and who may see it. On the site's own runtime (the desktop project) it reads the
// local database with no login, as npm start's does; on the cloudflare project's runtime it asks the (fake) GitHub
// whether the editor's login may push, as production does.
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DROPLIST_ENDPOINT, ENQUIRY_ENDPOINT } from "../../lib/form-outcomes";
import { signUpsOf, uniqueEmail } from "./kept";
import { TEAM_PUSH_TOKEN, TEAM_READ_TOKEN } from "./login-test-env";

const TEAM = "/admin/team/";

/** Keeps what a visitor would send, from the site's own origin (the endpoints refuse any other). */
async function keep(request: APIRequestContext, baseURL: string, endpoint: string, json: Record<string, string>) {
  const response = await request.post(endpoint, {
    headers: { Origin: new URL(baseURL).origin, "Content-Type": "application/json" },
    data: JSON.stringify(json),
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("on this machine's own runtime, with no login", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "desktop", "the local runtime's view is the desktop project's server"));

  test("shows the sign-ups and enquiries kept, an enquiry's words as text, downloads each CSV and removes a person", async ({ page, baseURL }, testInfo) => {
    const address = uniqueEmail(testInfo);
    const words = "<b>Not bold</b> =SUM(A1) **nor this**";
    await keep(page.request, baseURL!, DROPLIST_ENDPOINT, { email: address, form: "footer", page: "/" });
    await keep(page.request, baseURL!, ENQUIRY_ENDPOINT, {
      audience: "brand",
      page: "/brands",
      name: "Sam Rivers",
      email: address,
      organisation: "Kettlebright",
      message: words,
    });
    await page.goto(TEAM);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const signups = page.getByRole("table");
    await expect(signups.getByRole("cell", { name: address, exact: true })).toBeVisible();
    // The enquiry's words exactly as typed: no element made of them.
    await expect(page.getByText(words, { exact: true })).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /sign-ups \(CSV\)/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync((await download.path())!, "utf8")).toContain(address);
    const [enquiries] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /enquiries \(CSV\)/ }).click()]);
    // A cell that would start a formula in a spreadsheet is defused.
    expect(readFileSync((await enquiries.path())!, "utf8")).toContain("Kettlebright");

    await page.getByRole("textbox", { name: "Email address to remove" }).fill(address);
    await page.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByRole("status")).toContainText(address);
    await expect(signups.getByRole("cell", { name: address, exact: true })).toHaveCount(0);
    await expect(page.getByText(words, { exact: true })).toHaveCount(0);
    expect(await signUpsOf(page.request, address)).toHaveLength(0);
  });
});

test.describe("where the team's view checks the editor's login", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== "cloudflare", "the login is checked on the cloudflare project's runtime"));

  const withLogin = (token: string | undefined) => (token ? JSON.stringify({ backendName: "github", token }) : undefined);

  for (const [who, token, shows] of [
    ["no login", undefined, "refused"],
    ["a login that may only read the repository", TEAM_READ_TOKEN, "refused"],
    ["a login that may push", TEAM_PUSH_TOKEN, "rows"],
  ] as const) {
    test(`with ${who}, it shows ${shows === "rows" ? "the rows" : "no row, and says why"}`, async ({ page }) => {
      const login = withLogin(token);
      if (login) await page.addInitScript((value) => localStorage.setItem("decap-cms-user", value), login);
      await page.goto(TEAM);
      if (shows === "rows") {
        await expect(page.getByRole("table")).toBeVisible();
        return;
      }
      await expect(page.getByText(token ? /not publish it/ : /Log in to the/)).toBeVisible();
      await expect(page.getByRole("table")).toHaveCount(0);
    });
  }
});
