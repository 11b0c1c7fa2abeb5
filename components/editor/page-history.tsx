"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { PageVersion } from "@/lib/content/page-history.mjs";
import type { SectionContext } from "@/lib/content/section-context";
import { decapBackend, draftBranchOf, hasUnsavedChanges, openDraftOf, openEntry, saveAsNewDraft } from "./decap-store";
import { PageBody } from "./page-preview";
import { historySourceOf, type HistorySource, type PageHistory as History } from "./page-history-source";
import { PAGES, saveProblems, type KnownPages } from "./save-checks";
import type { PreviewData } from "./preview-data";
import SitePane from "./site-pane";
import { PAGE_HISTORY, STATUS_WORDS, pageOfAddress, versionDate } from "./page-history-words";

/** Decap's entry as an event hands it, for the page check: the page's slug, saved before. */
const entryOf = (slug: string) => ({
  get: (key: string) => (key === "slug" ? slug : key === "collection" ? PAGES.collection : key === "newRecord" ? false : undefined),
});

const BUTTON = {
  font: "inherit",
  fontWeight: 700,
  borderRadius: "8px",
  border: 0,
  background: "#144d78",
  color: "#fff",
  cursor: "pointer",
  padding: "6px 14px",
} as const;
const QUIET_BUTTON = { ...BUTTON, background: "#e6eef5", color: "#072a47" } as const;

/**
 * A document of its own for a version's drawing: an iframe (about:blank, of this origin, under the editor's policy)
 * wearing the site's stylesheets, into which the site's views are drawn as the preview pane draws them.
 */
function VersionFrame({ title, stylesheets, htmlClass, children }: { title: string; stylesheets: readonly string[]; htmlClass: string; children: ReactNode }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [doc, setDoc] = useState<Document>();
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const ready = () => {
      const document = element.contentDocument;
      if (!document) return;
      for (const href of stylesheets) {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = new URL(href, window.location.href).href;
        document.head.append(link);
      }
      setDoc(document);
    };
    if (element.contentDocument?.readyState === "complete") ready();
    else element.addEventListener("load", ready, { once: true });
    return () => element.removeEventListener("load", ready);
  }, [stylesheets]);
  return (
    <>
      <iframe ref={frame} title={title} style={{ flex: "1 1 auto", minHeight: "50vh", width: "100%", border: "1px solid #c9d6e2", borderRadius: "8px" }} />
      {doc
        ? createPortal(
            <SitePane document={doc} htmlClass={htmlClass}>
              {children}
            </SitePane>,
            doc.body,
          )
        : null}
    </>
  );
}

interface Props {
  context: SectionContext;
  htmlClass: string;
  stylesheets: readonly string[];
  known: KnownPages;
  data: PreviewData;
}

type Message = { kind: "status" | "alert"; text: string; problems?: readonly string[] };

/**
 * A page's history in the editor (issue #64): on a page's entry, a button opens its versions on main, newest first,
 * each with its date, who made the change and the pull request that merged it; a version opens drawn by the site's
 * own views (./page-preview.tsx PageBody), and Restore saves it as a new draft through Decap's own save
 * (./decap-store.ts): refused while the page has a draft not yet published (named), while the entry has changes not
 * saved, and when today's page check refuses the version (./save-checks.ts saveProblems, the check Save runs).
 */
export function pageHistoryPanel({ context, htmlClass, stylesheets, known, data }: Props) {
  return function PageHistoryPanel() {
    const [slug, setSlug] = useState(() => pageOfAddress(window.location.hash));
    const dialog = useRef<HTMLDialogElement>(null);
    const [source, setSource] = useState<HistorySource>();
    const [history, setHistory] = useState<History>();
    const [opened, setOpened] = useState<{ version: PageVersion; text: string; page: unknown }>();
    const [message, setMessage] = useState<Message>();
    const [busy, setBusy] = useState(false);

    useEffect(() => {
      const onHashChange = () => setSlug(pageOfAddress(window.location.hash));
      window.addEventListener("hashchange", onHashChange);
      return () => window.removeEventListener("hashchange", onHashChange);
    }, []);

    const file = slug ? `${PAGES.folder}/${slug}.json` : undefined;
    const path = slug ? (known.pagePaths[slug] ?? `/${slug}`) : "";

    const show = useCallback(async () => {
      if (!file) return;
      setHistory(undefined);
      setOpened(undefined);
      setMessage(undefined);
      dialog.current?.showModal();
      try {
        const backend = decapBackend();
        if (!backend) throw new Error("the editor has not started");
        const from = historySourceOf(backend);
        setSource(() => from);
        setHistory(await from.versions(file));
      } catch (error) {
        setMessage({ kind: "alert", text: error instanceof Error ? error.message : String(error) });
      }
    }, [file]);

    const open = async (version: PageVersion) => {
      if (!source || !file) return;
      setMessage(undefined);
      try {
        const text = await source.fileAt(version, file);
        let page: unknown;
        try {
          page = JSON.parse(text);
        } catch {
          page = undefined;
        }
        setOpened({ version, text, page });
      } catch (error) {
        setMessage({ kind: "alert", text: error instanceof Error ? error.message : String(error) });
      }
    };

    const restore = async () => {
      if (!opened || !slug) return;
      setBusy(true);
      setMessage({ kind: "status", text: PAGE_HISTORY.restoring });
      try {
        const entry = openEntry();
        if (!entry || entry.collection !== PAGES.collection || entry.slug !== slug) throw new Error(`the editor does not have the page ${path} open`);
        if (hasUnsavedChanges()) return setMessage({ kind: "alert", text: PAGE_HISTORY.unsaved });
        const draft = await openDraftOf(PAGES.collection, slug);
        if (draft)
          return setMessage({ kind: "alert", text: PAGE_HISTORY.draftOpen(draft.branch, draft.status && (STATUS_WORDS[draft.status] ?? draft.status)) });
        if (!opened.page || typeof opened.page !== "object") return setMessage({ kind: "alert", text: PAGE_HISTORY.unreadable });
        const problems = saveProblems(entryOf(slug), known, data, opened.page as Record<string, unknown>);
        if (problems.length) return setMessage({ kind: "alert", text: PAGE_HISTORY.refused, problems });
        await saveAsNewDraft(PAGES.collection, slug, opened.page);
        setMessage({ kind: "status", text: PAGE_HISTORY.restored(draftBranchOf(PAGES.collection, slug)) });
      } catch (error) {
        setMessage({ kind: "alert", text: PAGE_HISTORY.failed(error instanceof Error ? error.message : String(error)) });
      } finally {
        setBusy(false);
      }
    };

    const describe = (version: PageVersion) => {
      const pr = version.pullRequest;
      const url = pr?.number !== undefined ? source?.pullRequestUrl(pr.number) : undefined;
      const prWords = pr?.number !== undefined ? PAGE_HISTORY.pullRequest(pr.number) : pr?.branch ? PAGE_HISTORY.branch(pr.branch) : undefined;
      return (
        <>
          <time dateTime={version.date} style={{ fontWeight: 700 }}>
            {versionDate(version)}
          </time>{" "}
          {PAGE_HISTORY.by(version.author)}
          {prWords ? (
            <>
              {", "}
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {prWords}
                </a>
              ) : (
                prWords
              )}
            </>
          ) : null}{" "}
          <code style={{ color: "#52657a" }}>{version.sha.slice(0, 7)}</code>
        </>
      );
    };

    if (!slug) return null;
    return (
      <>
        <button
          type="button"
          onClick={show}
          // Beside Decap's own view controls (the preview's eye, 10px in from the editor's top right, below its 66px toolbar):
          // over the preview's corner, as they are, never over a field of the form.
          style={{ ...BUTTON, position: "fixed", zIndex: 299, right: "64px", top: "78px", padding: "8px 16px", boxShadow: "0 4px 16px rgba(7,42,71,.25)" }}
        >
          {PAGE_HISTORY.open}
        </button>
        <dialog
          ref={dialog}
          aria-labelledby="page-history-title"
          onClose={() => setOpened(undefined)}
          style={{
            width: "min(1100px, 94vw)",
            height: "90vh",
            padding: "1.25rem 1.5rem",
            border: 0,
            borderRadius: "12px",
            borderTop: "6px solid #0891b2",
            color: "#072a47",
            font: "15px/1.5 system-ui, sans-serif",
          }}
        >
          <div style={{ display: "flex", flexDirection: "column", gap: "12px", height: "100%" }}>
            <div style={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: "1rem" }}>
              <h2 id="page-history-title" style={{ margin: 0, fontSize: "1.25rem" }}>
                {PAGE_HISTORY.title(path)}
              </h2>
              <button type="button" onClick={() => dialog.current?.close()} style={QUIET_BUTTON}>
                {PAGE_HISTORY.close}
              </button>
            </div>
            {message ? (
              <div role={message.kind} style={{ padding: "8px 12px", borderRadius: "8px", background: message.kind === "alert" ? "#fff4f2" : "#eefaf3" }}>
                <p style={{ margin: 0 }}>{message.text}</p>
                {message.problems ? (
                  <ul style={{ margin: "4px 0 0", paddingLeft: "1.25rem" }}>
                    {message.problems.map((problem, i) => (
                      <li key={`${i}:${problem}`}>{problem}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
            {opened ? (
              <>
                <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "12px" }}>
                  <h3 style={{ margin: 0, fontSize: "1rem", flex: "1 1 auto" }}>{describe(opened.version)}</h3>
                  <button type="button" onClick={() => setOpened(undefined)} style={QUIET_BUTTON}>
                    {PAGE_HISTORY.back}
                  </button>
                  <button type="button" onClick={restore} disabled={busy} style={BUTTON}>
                    {PAGE_HISTORY.restore}
                  </button>
                </div>
                <VersionFrame title={PAGE_HISTORY.frame(versionDate(opened.version))} stylesheets={stylesheets} htmlClass={htmlClass}>
                  {opened.page ? <PageBody page={opened.page} context={context} /> : <p>{PAGE_HISTORY.unreadable}</p>}
                </VersionFrame>
              </>
            ) : history ? (
              <div style={{ overflowY: "auto" }}>
                <p style={{ margin: "0 0 8px" }}>{PAGE_HISTORY.intro}</p>
                <ol aria-label={PAGE_HISTORY.list} style={{ margin: 0, paddingLeft: "1.5rem" }}>
                  {history.versions.map((version, i) => (
                    <li key={version.sha} style={{ padding: "6px 0", borderBottom: "1px solid #e6eef5" }}>
                      {describe(version)}
                      {i === 0 ? <em> ({PAGE_HISTORY.current})</em> : null}{" "}
                      <button
                        type="button"
                        onClick={() => open(version)}
                        aria-label={PAGE_HISTORY.openVersion(versionDate(version), version.sha)}
                        style={{ ...QUIET_BUTTON, padding: "2px 10px", marginLeft: "8px" }}
                      >
                        Open
                      </button>
                    </li>
                  ))}
                </ol>
                {history.complete ? null : <p>{PAGE_HISTORY.incomplete}</p>}
              </div>
            ) : message?.kind !== "alert" ? (
              <p role="status">{PAGE_HISTORY.loading}</p>
            ) : null}
          </div>
        </dialog>
      </>
    );
  };
}
