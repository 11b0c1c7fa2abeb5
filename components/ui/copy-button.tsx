"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { notify } from "@/components/toast/notify";
import type { CopyToasts } from "@/lib/content/shared";
import { writeToClipboard } from "@/lib/clipboard";
import { COPY_CONFIRM_MS } from "@/lib/constants";

interface CopyButtonProps {
  /** Id of the element whose text is copied (read at click time, so it is not shipped twice). */
  targetId: string;
  /** Accessible name when it says more than the visible text; must start with the visible text. */
  label?: string;
  toasts: CopyToasts;
  className?: string;
  children: ReactNode;
}

/** Copies an element's text, then says so with a toast; on failure selects the text for a manual copy. */
export default function CopyButton({ targetId, label, toasts, className, children }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    const target = document.getElementById(targetId);
    if (!target) return;
    const ok = await writeToClipboard(target.textContent ?? "", navigator.clipboard);
    if (ok) {
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
      void notify("success", toasts.copied.title, toasts.copied.description);
      return;
    }
    selectText(target);
    void notify("error", toasts.failed.title, toasts.failed.description);
  }

  return (
    <button type="button" aria-label={label} data-copied={copied || undefined} onClick={copy} className={className}>
      <svg
        viewBox="0 0 20 20"
        width="18"
        height="18"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {copied ? (
          <path d="M4 10.5l4 4 8-9" />
        ) : (
          <>
            <rect x="7" y="7" width="10" height="10" rx="2" />
            <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" />
          </>
        )}
      </svg>
      {children}
    </button>
  );
}

function selectText(element: HTMLElement) {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
