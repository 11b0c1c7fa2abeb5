import Link from "next/link";
import DroplistForm from "@/components/droplist/droplist-form";
import DroplistOpenButton from "@/components/droplist/droplist-open-button";
import DropMark from "@/components/ui/drop-mark";
import { ROUTES } from "@/lib/routes";
import { COPYRIGHT_YEAR, FREE_DROPS_DAILY, SITE_NAME } from "@/lib/site";

export default function SiteFooter() {
  return (
    <footer className="bg-ocean-950 text-white">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 md:grid-cols-[1.3fr_1fr] md:px-8 md:py-20">
        <section aria-labelledby="footer-droplist-title">
          <h2 id="footer-droplist-title" className="font-display text-display-md uppercase">
            Get on the <span className="text-aqua-400">Droplist</span>
          </h2>
          <p className="mt-4 max-w-md text-lg text-ocean-100">
            The app is in private beta. Leave your email and we&apos;ll tell you the moment your {FREE_DROPS_DAILY} free
            daily drops are ready.
          </p>
          <div className="mt-8 max-w-lg">
            <DroplistForm variant="inline" />
          </div>
          <DroplistOpenButton className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full font-bold text-aqua-300 underline decoration-2 underline-offset-4 hover:text-aqua-200">
            Join the Droplist
          </DroplistOpenButton>
        </section>

        <nav aria-label="Footer" className="md:justify-self-end">
          <h2 className="text-sm font-bold uppercase tracking-[0.2em] text-ocean-200">Explore</h2>
          <ul className="mt-4 grid gap-1">
            {ROUTES.map((route) => (
              <li key={route.path}>
                <Link
                  href={route.path}
                  prefetch={false}
                  className="inline-flex min-h-11 items-center text-lg font-semibold text-white hover:text-aqua-300"
                >
                  {route.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-5 py-6 text-sm text-ocean-200 sm:flex-row sm:items-center sm:justify-between md:px-8">
          <p className="flex items-center gap-2">
            <DropMark className="h-5 w-4 text-aqua-400" />
            <span>
              © {COPYRIGHT_YEAR} {SITE_NAME}. All rights reserved.
            </span>
          </p>
          <p>Made for people who give a drop.</p>
        </div>
      </div>
    </footer>
  );
}
