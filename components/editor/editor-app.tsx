"use client";

import { useEffect, useState } from "react";
import { SESSION_ENDED, logInAgain, storeToken, watchGitHubSession, type GitHubSession } from "./session";

/** Decap starts once per page, whatever React does with effects (strict mode runs them twice in development). */
let started: Promise<void> | undefined;
/** Whoever shows the session notice now: the watch is installed once, before Decap loads, and outlives effects. */
let sessionEnded: () => void = () => {};
let session: GitHubSession | undefined;

/**
 * The copy editor's page body. Decap CMS (decap-cms-app, about 1.5 MB gzip) is
 * loaded only here, after hydration, as a chunk of its own: no page of the
 * site ever fetches it. It renders into a root of its own, appended to <body>.
 * Above it, when GitHub says the token has expired, a notice to log in again
 * (./session.ts).
 */
export default function EditorApp() {
  const [failed, setFailed] = useState<string>();
  const [ready, setReady] = useState(false);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    sessionEnded = () => setEnded(true);
    if (!started) {
      session = watchGitHubSession(() => sessionEnded());
      started = import("./start-editor").then((editor) => editor.startEditor());
    }
    started.then(
      () => setReady(true),
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  const notice = ended ? <SessionEndedNotice onRenewed={() => setEnded(false)} /> : null;
  if (failed) return <p role="alert">The content editor did not start: {failed}</p>;
  if (ready) return notice;
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
      style={{
        position: "fixed",
        inset: "16px 16px auto",
        zIndex: 100000,
        maxWidth: "36rem",
        margin: "0 auto",
        padding: "1.25rem 1.5rem",
        borderRadius: "12px",
        borderTop: "6px solid #0891b2",
        background: "#fff",
        color: "#072a47",
        boxShadow: "0 12px 40px rgba(7,42,71,.25)",
        font: "16px/1.5 system-ui, sans-serif",
      }}
    >
      <h2 id="session-ended-title" style={{ margin: "0 0 8px", fontSize: "1.25rem" }}>
        {SESSION_ENDED.notice}
      </h2>
      <p id="session-ended-detail" style={{ margin: "0 0 16px" }}>
        {SESSION_ENDED.detail}
      </p>
      <button
        type="button"
        autoFocus
        onClick={logIn}
        style={{
          font: "inherit",
          fontWeight: 700,
          padding: "8px 16px",
          borderRadius: "8px",
          border: 0,
          background: "#144d78",
          color: "#fff",
          cursor: "pointer",
        }}
      >
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
