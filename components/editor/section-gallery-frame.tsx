import type { ReactNode } from "react";
import { sectionSchemaOf } from "@/lib/sections/schemas";

/**
 * One type in the editor's section gallery (app/(gallery)/admin/sections): its
 * editor label and type key above the section as its view draws it, at an
 * anchor named by the key, so the editor's hint can link to a type.
 */
export default function SectionGalleryFrame({ section, children }: { section: { type: string }; index: number; children: ReactNode }) {
  const type = sectionSchemaOf(section.type);
  return (
    <article id={type.name} aria-labelledby={`${type.name}-gallery-label`} data-section-type={type.name} className="mt-10 scroll-mt-4 bg-white shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 border-t-4 border-aqua-400 bg-ocean-900 px-5 py-4 text-white md:px-8">
        <h2 id={`${type.name}-gallery-label`} className="text-xl font-extrabold">
          {type.label}
        </h2>
        <p className="font-mono text-sm text-ocean-100">
          type: {type.name} ·{" "}
          <a href="#section-types" className="underline underline-offset-4">
            all types
          </a>
        </p>
      </header>
      {type.hint ? <p className="border-b border-ocean-100 px-5 py-3 text-base text-ocean-800 md:px-8">{type.hint}</p> : null}
      {children}
    </article>
  );
}
