import { PreviewForms } from "@/components/forms/preview-forms";
import { useLayoutEffect, type ReactNode } from "react";
import { fieldAtPoint, type FieldClick } from "./click-to-edit";

/**
 * The preview pane dressed as a page of the site: the font's variables on the
 * pane's <html>, as on the site's (the theme's --font-display is declared on
 * :root and refers to them, so on a wrapper it would resolve to nothing and the
 * headlines would fall back to a system font), and the body's classes.
 */
export default function SitePane({
  document,
  htmlClass,
  onFieldClick,
  children,
}: {
  document?: Document;
  htmlClass: string;
  /** Click-to-edit's handler (the preview's props'): a click on words focuses their field (./click-to-edit.ts fieldAtPoint). */
  onFieldClick?: FieldClick;
  children: ReactNode;
}) {
  const root = document?.documentElement;
  useLayoutEffect(() => {
    const classes = htmlClass.split(" ").filter(Boolean);
    root?.classList.add(...classes);
  }, [root, htmlClass]);
  // The forms it draws never send (components/forms/preview-forms.ts).
  return (
    <PreviewForms value>
      <div
        className="bg-white font-sans text-ocean-900 antialiased"
        onClick={
          onFieldClick &&
          ((event) => {
            // In place of Decap's handler (around this pane), which reads the whole clicked element's first marks.
            event.stopPropagation();
            // The pane's own Element (an iframe's), not this window's: known by its nodeType.
            const target = event.target as Node;
            if (target.nodeType !== Node.ELEMENT_NODE) return;
            const path = fieldAtPoint(target as Element, event.clientX, event.clientY);
            if (path) onFieldClick(path);
          })
        }
      >
        {children}
      </div>
    </PreviewForms>
  );
}
