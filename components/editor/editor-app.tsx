"use client";

import { useEffect, useState, type ComponentType } from "react";
import { SAVE_REFUSED, addressChanged, dismissRefusal, onRefusal, type Refusal } from "./save-notice";
import { SESSION_ENDED, logInAgain, storeToken, watchGitHubSession, type GitHubSession } from "./session";

/** Decap starts once per page, whatever React does with effects (strict mode runs them twice in development). */
let started: Promise<ComponentType> | undefined;
/** Whoever shows the session notice now: the watch is installed once, before Decap loads, and outlives effects. */
let sessionEnded: () => void = () => {};
let session: GitHubSession | undefined;

/**
 * The copy editor's page body. Decap CMS (decap-cms-app, about 1.5 MB gzip) is
 * loaded only here, after hydration, as a chunk of its own: no page of the
 * site ever fetches it. It renders into a root of its own, appended to <body>.
 * Above it, when GitHub says the token has expired, a notice to log in again
 * (./session.ts); and when a save or a delete is refused, the list of why
 * (./save-notice.ts).
 */
export default function EditorApp() {
  const [failed, setFailed] = useState<string>();
  const [ready, setReady] = useState(false);
  const [ended, setEnded] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  // What Decap's start hands back to draw beside it: a page's history (./page-history.tsx).
  const [Beside, setBeside] = useState<ComponentType>();

  useEffect(() => {
    const onHashChange = () => addressChanged(location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    sessionEnded = () => setEnded(true);
    onRefusal(setRefusal);
    if (!started) {
      session = watchGitHubSession(() => sessionEnded());
      started = import("./start-editor").then((editor) => editor.startEditor());
    }
    started.then(
      (panel) => {
        setBeside(() => panel);
        setReady(true);
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  const notice = (
    <>
      {ended ? <SessionEndedNotice onRenewed={() => setEnded(false)} /> : null}
      {refusal ? <RefusedNotice refusal={refusal} onClose={dismissRefusal} /> : null}
    </>
  );
  if (failed) return <p role="alert">The content editor did not start: {failed}</p>;
  if (ready)
    return (
      <>
        {notice}
        {Beside ? <Beside /> : null}
      </>
    );
  return (
    <>
      {notice}
      <noscript>The content editor needs JavaScript.</noscript>
      <p role="status" style={{ font: "16px system-ui, sans-serif", margin: "2rem" }}>
        Loading the content editor…
      </p>
    </>
  );
}

/** A notice's button: bold, white on the site's ocean. */
const NOTICE_BUTTON = { font: "inherit", fontWeight: 700, borderRadius: "8px", border: 0, background: "#144d78", color: "#fff", cursor: "pointer" } as const;

/** What the editor's own notices share: a white card over Decap's screens in the site's ink, with a coloured top edge and its own place. */
const notice = ({ inset, maxWidth, padding, edge, fontSize }: { inset: string; maxWidth: string; padding: string; edge: string; fontSize: number }) =>
  ({
    position: "fixed",
    zIndex: 100000,
    inset,
    maxWidth,
    margin: "0 auto",
    padding,
    borderRadius: "12px",
    borderTop: `6px solid ${edge}`,
    background: "#fff",
    color: "#072a47",
    boxShadow: "0 12px 40px rgba(7,42,71,.25)",
    font: `${fontSize}px/1.5 system-ui, sans-serif`,
  }) as const;

/**
 * Over Decap's own screen (its root comes later in <body>, hence the z-index), in the site's ocean and aqua.
 * Its button logs in again in place (./session.ts): the open entry stays as it is.
 */
function SessionEndedNotice({ onRenewed }: { onRenewed: () => void }) {
  const [failed, setFailed] = useState<string>();
  const logIn = () =>
    logInAgain().then(
      (token) => {
        session?.renew(token);
        storeToken(token);
        onRenewed();
      },
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  return (
    <div
      role="alertdialog"
      aria-labelledby="session-ended-title"
      aria-describedby="session-ended-detail"
      style={notice({ inset: "16px 16px auto", maxWidth: "36rem", padding: "1.25rem 1.5rem", edge: "#0891b2", fontSize: 16 })}
    >
      <h2 id="session-ended-title" style={{ margin: "0 0 8px", fontSize: "1.25rem" }}>
        {SESSION_ENDED.notice}
      </h2>
      <p id="session-ended-detail" style={{ margin: "0 0 16px" }}>
        {SESSION_ENDED.detail}
      </p>
      <button type="button" autoFocus onClick={logIn} style={{ ...NOTICE_BUTTON, padding: "8px 16px" }}>
        {SESSION_ENDED.action}
      </button>
      {failed ? (
        <p role="alert" style={{ margin: "12px 0 0", color: "#c2391f" }}>
          {SESSION_ENDED.failed} {failed}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Why a save or a delete was refused, every problem on its own line, each
 * naming the section (or the shared file) and field as the editor labels them. At the foot of the
 * window, so the fields and the Save button stay in reach while they are fixed;
 * it stays until closed or a save gets through.
 */
function RefusedNotice({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  const title =
    refusal.kind === "delete"
      ? SAVE_REFUSED.delete
      : refusal.kind === "examples"
        ? SAVE_REFUSED.examples
        : refusal.of === "file"
          ? SAVE_REFUSED.saveFile
          : SAVE_REFUSED.save;
  const detail = refusal.kind === "save" ? SAVE_REFUSED.saveDetail : refusal.kind === "examples" ? SAVE_REFUSED.examplesDetail : SAVE_REFUSED.deleteDetail;
  return (
    <section
      role="alert"
      aria-labelledby="save-refused-title"
      style={{
        ...notice({ inset: "auto 16px 16px", maxWidth: "48rem", padding: "1rem 1.5rem", edge: "#c2391f", fontSize: 15 }),
        maxHeight: "40vh",
        overflowY: "auto",
      }}
    >
      <h2 id="save-refused-title" style={{ margin: "0 0 4px", fontSize: "1.125rem" }}>
        {title}
      </h2>
      <p style={{ margin: "0 0 8px" }}>{detail}</p>
      <ul style={{ margin: "0 0 12px", paddingLeft: "1.25rem" }}>
        {refusal.problems.map((problem, i) => (
          // Two problems may read alike (two buttons with one label): the place tells them apart.
          <li key={`${i}:${problem}`}>{problem}</li>
        ))}
      </ul>
      <button type="button" onClick={onClose} style={{ ...NOTICE_BUTTON, padding: "6px 14px" }}>
        {SAVE_REFUSED.close}
      </button>
    </section>
  );
}
