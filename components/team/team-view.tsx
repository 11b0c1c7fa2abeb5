"use client";

import { useCallback, useEffect, useState, type FormEvent } from "react";
import { BASE_PATH } from "@/lib/constants";
import { editorToken, teamRequest, type TeamSummary } from "@/lib/team-view";

type Load = { state: "loading" } | { state: "refused"; status: number } | { state: "failed" } | { state: "ready"; summary: TeamSummary };

const CELL = "border-b border-ocean-100 px-3 py-2 text-left align-top";

/**
 * The team's view of what the site keeps (functions/api/team/): the count and latest Droplist sign-ups, the partner
 * enquiries, a CSV of each, and removing a person. It sends the editor's GitHub login (Decap keeps it in this
 * origin's localStorage) with each request; the Function answers only a login with write permission on the
 * repository, or, on this machine's own runtime, the local database with no login. An enquiry's words are shown as
 * the text they are.
 */
export default function TeamView() {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [notice, setNotice] = useState("");

  const refresh = useCallback(async () => {
    try {
      const response = await teamRequest("summary");
      if (response.status === 401 || response.status === 403) return setLoad({ state: "refused", status: response.status });
      if (!response.ok) return setLoad({ state: "failed" });
      setLoad({ state: "ready", summary: (await response.json()) as TeamSummary });
    } catch {
      setLoad({ state: "failed" });
    }
  }, []);

  useEffect(() => {
    // The first reading, once the page is in the browser (the login is in its storage, not in the HTML).
    // eslint-disable-next-line react-hooks/set-state-in-effect -- it sets the state with a request's answer, later, not during the effect
    void refresh();
  }, [refresh]);

  async function download(file: "signups.csv" | "enquiries.csv") {
    const response = await teamRequest(file).catch(() => undefined);
    if (!response?.ok) return setNotice(`The download did not work (${response ? `answer ${response.status}` : "no answer"}): nothing was saved.`);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement("a");
    link.href = url;
    link.download = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "")?.[1] ?? file;
    link.click();
    URL.revokeObjectURL(url);
  }

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!email) return setNotice("Type the address of the person to remove.");
    const response = await teamRequest("people", { method: "POST", body: JSON.stringify({ email }) }).catch(() => undefined);
    if (!response?.ok) return setNotice(`${email} was not removed (${response ? `answer ${response.status}` : "no answer"}): try again.`);
    const { removed } = (await response.json()) as { removed: { signups: number; enquiries: number } };
    setNotice(
      `Removed ${email}: ${removed.signups} sign-up${removed.signups === 1 ? "" : "s"} and ${removed.enquiries} enquir${removed.enquiries === 1 ? "y" : "ies"}.`,
    );
    form.reset();
    await refresh();
  }

  return (
    <main className="mx-auto max-w-6xl px-5 py-10 md:px-8">
      <p className="text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">
        <a href={`${BASE_PATH}/admin/`} className="underline underline-offset-4">
          Content editor
        </a>
      </p>
      <h1 className="mt-2 font-display text-display-md uppercase">Sign-ups and enquiries</h1>
      <p className="mt-3 max-w-2xl text-ocean-700">
        Who joined the Droplist and who asked to partner, as the site keeps them (docs/data.md says what is kept, for how long, and why). Only people who can
        publish the site see this page.
      </p>
      <noscript>
        <p className="mt-6 rounded-2xl bg-sun-300 px-4 py-3 font-semibold">This page needs JavaScript: it reads your editor login in your browser.</p>
      </noscript>
      <p role="status" className="mt-6 min-h-6 font-semibold text-ocean-900">
        {notice}
      </p>

      {load.state === "loading" && <p className="mt-6">Loading…</p>}
      {load.state === "failed" && <p className="mt-6">The list could not be read just now. Reload the page to try again.</p>}
      {load.state === "refused" && (
        <p className="mt-6 max-w-2xl">
          {load.status === 401 || !editorToken() ? (
            <>
              Log in to the{" "}
              <a href={`${BASE_PATH}/admin/`} className="font-semibold underline underline-offset-4">
                content editor
              </a>{" "}
              first, then come back to this page.
            </>
          ) : (
            "Your login can read the site but not publish it: ask someone who can publish to give you write access to the repository."
          )}
        </p>
      )}
      {load.state === "ready" && (
        <>
          <section aria-labelledby="signups-title" className="mt-10">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="signups-title" className="text-2xl font-bold">
                Droplist sign-ups: {load.summary.signups.count.toLocaleString("en-GB")}
              </h2>
              <button type="button" className="btn btn-secondary" onClick={() => void download("signups.csv")}>
                Download sign-ups (CSV)
              </button>
            </div>
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">The latest sign-ups, newest first</caption>
                <thead>
                  <tr>
                    {["Email", "Joined", "Page", "Form"].map((heading) => (
                      <th key={heading} scope="col" className={`${CELL} font-bold`}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {load.summary.signups.latest.map((row) => (
                    <tr key={row.email}>
                      <td className={CELL}>{row.email}</td>
                      <td className={CELL}>{row.joined_at}</td>
                      <td className={CELL}>{row.page ?? ""}</td>
                      <td className={CELL}>{row.form}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>

          <section aria-labelledby="enquiries-title" className="mt-12">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="enquiries-title" className="text-2xl font-bold">
                Partner enquiries: {load.summary.enquiries.count.toLocaleString("en-GB")}
              </h2>
              <button type="button" className="btn btn-secondary" onClick={() => void download("enquiries.csv")}>
                Download enquiries (CSV)
              </button>
            </div>
            <ol className="mt-4 grid gap-4">
              {load.summary.enquiries.latest.map((row) => (
                <li key={row.id} className="rounded-2xl border border-ocean-100 p-4">
                  <p className="font-bold">
                    {row.name} ({row.email}), {row.organisation}
                    {row.charity_number ? `, charity number ${row.charity_number}` : ""}
                  </p>
                  <p className="text-sm text-ocean-700">
                    {row.audience === "charity" ? "Charity" : "Brand"}, {row.created_at}
                    {row.page ? `, from ${row.page}` : ""}
                  </p>
                  {/* Text, as typed: never read as Markdown or HTML. */}
                  <p className="mt-2 whitespace-pre-wrap break-words">{row.message}</p>
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby="remove-title" className="mt-12 max-w-xl">
            <h2 id="remove-title" className="text-2xl font-bold">
              Remove a person
            </h2>
            <p className="mt-2 text-ocean-700">Removes their sign-up and every enquiry sent from their address, for good.</p>
            <form onSubmit={(event) => void remove(event)} className="mt-4 flex flex-col gap-3 sm:flex-row">
              <label htmlFor="remove-email" className="sr-only">
                Email address to remove
              </label>
              <input
                id="remove-email"
                name="email"
                type="email"
                autoComplete="off"
                placeholder="name@example.com"
                className="h-12 w-full rounded-full border border-ocean-200 px-5 sm:flex-1"
              />
              <button type="submit" className="btn btn-primary h-12">
                Remove
              </button>
            </form>
          </section>
        </>
      )}
    </main>
  );
}
