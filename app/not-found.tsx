import type { Metadata } from "next";
import Link from "next/link";
import DropMark from "@/components/ui/drop-mark";
import MissingPathLogger from "@/components/layout/missing-path-logger";
import { NOT_FOUND } from "@/lib/content/not-found";
import { NOT_FOUND_METADATA } from "@/lib/metadata";

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <main className="grid min-h-svh place-items-center bg-ocean-950 px-6 text-center text-white">
      <div>
        <DropMark className="mx-auto h-16 w-14 text-aqua-400" />
        <h1 className="mt-6 font-display text-[clamp(6rem,30vw,12rem)] leading-none">{NOT_FOUND.code}</h1>
        <p className="mt-2 font-display text-4xl uppercase">{NOT_FOUND.title}</p>
        <p className="mx-auto mt-4 max-w-sm text-lg text-ocean-100">{NOT_FOUND.body}</p>
        <Link href="/" className="btn btn-primary mt-8">
          {NOT_FOUND.cta}
        </Link>
      </div>
      <MissingPathLogger />
    </main>
  );
}
