import type { ReactNode } from "react";
import SectionHeading from "./section-heading";

interface BandProps {
  /** The section's anchor, where it has one: the id a link or a button's "#anchor" reaches. */
  id?: string;
  /** A button of the page scrolls here and hands it the focus (SectionProps.scrolledTo). */
  scrolledTo?: boolean;
  /** The heading's id: the section is named by its heading. */
  headingId: string;
  heading: { eyebrow?: string; title: string; body?: string };
  /** The band's background (and text colour on a dark one). */
  className: string;
  dark?: boolean;
  /** What follows the heading: cards, steps, code. */
  children: ReactNode;
}

/** A full-width band of a page: a SectionHeading, then its content, in the page's column. */
export default function Band({ id, scrolledTo = false, headingId, heading, className, dark = false, children }: BandProps) {
  return (
    <section
      id={id}
      tabIndex={scrolledTo ? -1 : undefined}
      aria-labelledby={headingId}
      className={scrolledTo ? `${className ?? ""} scroll-mt-16 focus:outline-none` : className}
    >
      <div className="mx-auto max-w-6xl px-5 py-20 md:px-8 md:py-24">
        <SectionHeading id={headingId} eyebrow={heading.eyebrow} title={heading.title} body={heading.body} dark={dark} />
        {children}
      </div>
    </section>
  );
}
