import type { ReactNode } from "react";

/** A drawn phone: the stage for every feed illustration. Decorative by default. */
export default function PhoneFrame({ children, className = "", label }: { children: ReactNode; className?: string; label?: string }) {
  return (
    <div
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={`relative mx-auto aspect-[9/18.5] w-full max-w-[17rem] rounded-[2.6rem] bg-ocean-950 p-2.5 shadow-lift ring-1 ring-white/10 ${className}`}
    >
      <div className="absolute left-1/2 top-3.5 z-10 h-5 w-20 -translate-x-1/2 rounded-full bg-ocean-950" />
      {/* The screen is drawn only near the view (content-visibility: auto): out of it, its cards, drops and moving
          feed cost nothing, and a modal dialog's opening, which restyles the whole page, skips them (issue 41,
          docs/performance.md). Its size is the frame's, whatever it holds, so nothing moves when it is drawn. */}
      <div className="relative h-full overflow-hidden rounded-[2.1rem] bg-ocean-50 [content-visibility:auto]">{children}</div>
    </div>
  );
}
