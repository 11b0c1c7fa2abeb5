import type { CodeBlockCopy } from "@/lib/content/shared";
import type { CodeLanguage } from "@/lib/highlight";
import CopyButton from "./copy-button-island";

interface CodeBlockProps {
  /** Unique on the page: the code element gets `${id}-code`. */
  id: string;
  /** File name or platform, shown in the bar above the code. */
  title: string;
  code: string;
  language: CodeLanguage;
  /** Accessible name of the copy button, starting with "Copy". */
  copyLabel: string;
  copy: CodeBlockCopy;
  /** The code as coloured HTML (the sections' context gives it: lib/highlight.ts at build time). */
  highlight: (code: string, language: CodeLanguage) => string;
  className?: string;
}

/**
 * A highlighted code sample, rendered at build time: the page ships the coloured
 * HTML and only the small copy button as JavaScript. Long lines scroll inside the
 * block (it is focusable, so the keyboard can scroll it too).
 */
export default function CodeBlock({ id, title, code, language, copyLabel, copy, highlight, className }: CodeBlockProps) {
  const html = highlight(code.replace(/\n$/, ""), language);
  return (
    <figure className={`code-block surface-dark min-w-0 overflow-hidden rounded-card bg-ocean-950 text-ocean-50 shadow-card ${className ?? ""}`}>
      <figcaption className="flex items-center justify-between gap-3 border-b border-white/10 py-2 pl-5 pr-2">
        <span className="flex min-w-0 items-center gap-3 text-sm">
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="size-2.5 rounded-full bg-coral-400" />
            <span className="size-2.5 rounded-full bg-sun-400" />
            <span className="size-2.5 rounded-full bg-aqua-400" />
          </span>
          <span className="truncate font-mono font-semibold text-ocean-100">{title}</span>
          <span className="sr-only">({copy.languages[language]})</span>
        </span>
        <CopyButton
          targetId={`${id}-code`}
          label={copyLabel}
          toasts={copy.toasts}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full px-4 text-sm font-bold text-aqua-200 hover:bg-white/10 data-[copied]:text-aqua-300"
        >
          {copy.copy}
        </CopyButton>
      </figcaption>
      <pre tabIndex={0} className="overflow-x-auto p-5 font-mono focus-visible:-outline-offset-4 text-[0.8125rem] leading-relaxed md:text-sm">
        {/* Markup React does not hydrate node by node: hundreds of token spans cost no start-up time. */}
        <code id={`${id}-code`} dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </figure>
  );
}
