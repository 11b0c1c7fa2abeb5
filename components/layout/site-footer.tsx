import Link from "next/link";
import DroplistForm from "@/components/droplist/droplist-form";
import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import DropMark from "@/components/ui/drop-mark";
import TemplateText from "@/components/ui/template-text";
import type { FooterCopy } from "@/lib/content/layout";
import type { SiteRoute } from "@/lib/routes";
import { COPYRIGHT_YEAR, SITE_NAME } from "@/lib/constants";

/** `routes`: the pages the footer lists, in its order (lib/routes.ts FOOTER_ROUTES: the page files that say "Show in footer"); none, no list. */
export default function SiteFooter({ copy, routes }: { copy: FooterCopy; routes: readonly SiteRoute[] }) {
  return (
    <footer className="surface-dark bg-ocean-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 md:grid-cols-[1.3fr_1fr] md:px-8 md:py-20">
        <section aria-labelledby="footer-droplist-title">
          <h2 id="footer-droplist-title" className="font-display text-display-md uppercase">
            {copy.title.lead} <span className="text-aqua-400">{copy.title.accent}</span>
          </h2>
          <p className="mt-4 max-w-md text-lg text-ocean-100">{copy.body}</p>
          <div className="mt-8 max-w-lg">
            <DroplistForm variant="inline" copy={copy.form} />
          </div>
          <DroplistOpenButton className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-aqua-300 underline decoration-2 underline-offset-4 hover:text-aqua-200">
            {copy.openModal}
          </DroplistOpenButton>
        </section>

        {routes.length > 0 && (
          <nav aria-label={copy.navLabel} className="md:justify-self-end">
            <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-200">{copy.navTitle}</h2>
            <ul className="mt-4 grid gap-1">
              {routes.map((route) => (
                <li key={route.path}>
                  <Link href={route.path} prefetch={false} className="inline-flex min-h-11 items-center text-lg font-semibold text-white hover:text-aqua-300">
                    {route.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm text-ocean-200 sm:flex-row sm:items-center sm:justify-between md:px-8">
          <p className="flex items-center gap-2">
            <DropMark className="h-5 w-4 text-aqua-400" />
            <span>
              <TemplateText template={copy.copyright} values={{ year: COPYRIGHT_YEAR, site: SITE_NAME }} />
            </span>
          </p>
          <p>{copy.signOff}</p>
        </div>
      </div>
    </footer>
  );
}
