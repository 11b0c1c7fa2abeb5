import type { ReactNode } from "react";
import DropMark from "./drop-mark";

interface CtaBandProps {
  id: string;
  title: string;
  body: string;
  /** The band's buttons. */
  children: ReactNode;
  /** Focusable, for buttons elsewhere on the page that scroll here and hand it focus. */
  focusTarget?: boolean;
}

/** The dark closing call to action at the foot of a page, with the drop in the corner. */
export default function CtaBand({ id, title, body, children, focusTarget = false }: CtaBandProps) {
  return (
    <section
      id={id}
      tabIndex={focusTarget ? -1 : undefined}
      aria-labelledby={`${id}-title`}
      className="surface-dark relative scroll-mt-16 overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-950 text-white focus:outline-none md:scroll-mt-20"
    >
      <DropMark plain className="pointer-events-none absolute -right-16 -top-10 hidden h-80 w-64 text-aqua-400/10 md:block" />
      <div className="relative mx-auto max-w-4xl px-5 py-20 text-center md:py-28">
        <h2 id={`${id}-title`} className="font-display text-display-lg uppercase">
          {title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-xl text-ocean-100">{body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
