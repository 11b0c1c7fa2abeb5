import Link from "next/link";
import DropMark from "@/components/ui/drop-mark";
import MissingPathLogger from "@/components/layout/missing-path-logger";
import type { NotFoundCopy } from "@/lib/content/not-found";

/** The 404's page: no header or footer, copy from lib/content/not-found.json. The editor's preview shows it without logging a missing path. */
export default function NotFoundBody({ copy, logMissingPath = true }: { copy: NotFoundCopy; logMissingPath?: boolean }) {
  return (
    <main className="surface-dark grid min-h-svh place-items-center bg-ocean-950 px-6 text-center text-white">
      <div>
        <DropMark className="mx-auto h-16 w-14 text-aqua-400" />
        <h1 className="mt-6 font-display text-[clamp(6rem,30vw,12rem)] leading-none">{copy.code}</h1>
        <p className="mt-2 font-display text-4xl uppercase">{copy.title}</p>
        <p className="mx-auto mt-4 max-w-sm text-lg text-ocean-100">{copy.body}</p>
        <Link href="/" prefetch={false} className="btn btn-primary mt-8">
          {copy.cta}
        </Link>
      </div>
      {logMissingPath && <MissingPathLogger />}
    </main>
  );
}
