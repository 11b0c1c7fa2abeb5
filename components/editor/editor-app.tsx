"use client";

import { useEffect, useState } from "react";

/** Decap starts once per page, whatever React does with effects (strict mode runs them twice in development). */
let started: Promise<void> | undefined;

/**
 * The copy editor's page body. Decap CMS (decap-cms-app, about 1.5 MB gzip) is
 * loaded only here, after hydration, as a chunk of its own: no page of the
 * site ever fetches it. It renders into a root of its own, appended to <body>.
 */
export default function EditorApp() {
  const [failed, setFailed] = useState<string>();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    started ??= import("./start-editor").then((editor) => editor.startEditor());
    started.then(
      () => setReady(true),
      (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, []);

  if (failed) return <p role="alert">The content editor did not start: {failed}</p>;
  if (ready) return null;
  return (
    <>
      <noscript>The content editor needs JavaScript.</noscript>
      <p role="status" style={{ font: "16px system-ui, sans-serif", margin: "2rem" }}>
        Loading the content editor…
      </p>
    </>
  );
}
