import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  /** One line, or two with the second in the accent colour. */
  title: string | readonly [string, string];
  /** A short line; or, as a function of the line's classes, what stands there instead (a Markdown body's paragraphs). */
  body?: string | ((className: string) => ReactNode);
  /** On a dark band the colours flip. */
  dark?: boolean;
  centered?: boolean;
  /** "md" for a band inside a page, "lg" for a section that opens a topic (and the chat page's h1). */
  size?: "md" | "lg";
  /** The page's own heading, where the section opens the page. */
  level?: 1 | 2;
  /** The wrapper's width; the body of an "lg" heading stops at max-w-lg unless `wideBody`. */
  className?: string;
  wideBody?: boolean;
}

/** Eyebrow, uppercase display headline and a short line: the top of every section. */
export default function SectionHeading({
  id,
  eyebrow,
  title,
  body,
  dark = false,
  centered = false,
  size = "md",
  level = 2,
  className,
  wideBody = false,
}: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2";
  const large = size === "lg";
  const lines = typeof title === "string" ? [title] : title;
  const bodyClass = `${large ? "mt-5" : "mt-4"} ${large && !wideBody ? "max-w-lg" : ""} text-lg ${dark ? "text-ocean-100" : "text-ocean-700"}`;
  return (
    <div className={className ?? (centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl")}>
      {eyebrow ? <p className={`text-sm font-bold uppercase tracking-[0.2em] ${dark ? "text-aqua-300" : "text-ocean-600"}`}>{eyebrow}</p> : null}
      <Heading id={id} className={`mt-3 font-display ${large ? "text-display-lg" : "text-display-md"} uppercase ${dark ? "text-white" : "text-ocean-900"}`}>
        {lines.length === 1
          ? lines[0]
          : lines.map((line, i) => (
              <span key={line} className={i === 1 ? `block ${dark ? "text-aqua-400" : "text-aqua-600"}` : "block"}>
                {line}
              </span>
            ))}
      </Heading>
      {typeof body === "function" ? body(bodyClass) : body ? <p className={bodyClass}>{body}</p> : null}
    </div>
  );
}
