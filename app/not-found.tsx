import type { Metadata } from "next";
import Link from "next/link";
import DropMark from "@/components/ui/drop-mark";
import MissingPathLogger from "@/components/layout/missing-path-logger";

export const metadata: Metadata = {
  title: "Page not found",
  description: "This page does not exist. Head back to the Drops home page to scroll, tap and give.",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main className="grid min-h-svh place-items-center bg-ocean-950 px-6 text-center text-white">
      <div>
        <DropMark className="mx-auto h-16 w-14 text-aqua-400" />
        <h1 className="mt-6 font-display text-[clamp(6rem,30vw,12rem)] leading-none">404</h1>
        <p className="mt-2 font-display text-4xl uppercase">Oops! Page not found</p>
        <p className="mx-auto mt-4 max-w-sm text-lg text-ocean-100">
          This drop missed the bucket. The page you were after doesn&apos;t exist or has moved.
        </p>
        <Link href="/" className="btn btn-primary mt-8">
          Back to home
        </Link>
      </div>
      <MissingPathLogger />
    </main>
  );
}
