import { PreviewForms } from "@/components/forms/preview-forms";
import { useLayoutEffect, type ReactNode } from "react";

/**
 * The preview pane dressed as a page of the site: the font's variables on the
 * pane's <html>, as on the site's (the theme's --font-display is declared on
 * :root and refers to them, so on a wrapper it would resolve to nothing and the
 * headlines would fall back to a system font), and the body's classes.
 */
export default function SitePane({ document, htmlClass, children }: { document?: Document; htmlClass: string; children: ReactNode }) {
  const root = document?.documentElement;
  useLayoutEffect(() => {
    const classes = htmlClass.split(" ").filter(Boolean);
    root?.classList.add(...classes);
  }, [root, htmlClass]);
  // The forms it draws never send (components/forms/preview-forms.ts).
  return (
    <PreviewForms value>
      <div className="bg-white font-sans text-ocean-900 antialiased">{children}</div>
    </PreviewForms>
  );
}
