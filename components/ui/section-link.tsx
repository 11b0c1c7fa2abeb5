import type { ReactNode } from "react";

interface SectionLinkProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link down to a section of the same page. A plain link, so it works before the
 * page hydrates and without JavaScript; the scroll is smooth by CSS where motion
 * is allowed (globals.css), instant otherwise, and the browser starts the next
 * Tab from the section.
 */
export default function SectionLink({ targetId, className, children }: SectionLinkProps) {
  return (
    <a href={`#${targetId}`} className={className}>
      {children}
    </a>
  );
}
