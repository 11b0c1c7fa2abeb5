import DropMark from "@/components/ui/drop-mark";
import { BASE_PATH } from "@/lib/constants";
import { BACK_ATTRIBUTE, DETAIL_ATTRIBUTE, TEXT_ATTRIBUTE, TITLE_ATTRIBUTE } from "@/lib/form-outcomes";
import type { SectionProps } from "@/lib/sections/schemas";

/**
 * What happened to a form sent without JavaScript: the endpoint answers with this page and writes the outcome's words
 * into the marked heading and line (lib/server/result-page.ts), the field messages of a refused enquiry into the list,
 * and the page the form was on into the link. As built, it shows its own words, for a visitor who comes here directly.
 */
export default function FormResult({ section }: SectionProps<"form-result">) {
  return (
    <section aria-labelledby="form-result-title" className="bg-ocean-50">
      <div className="mx-auto max-w-3xl px-5 pb-24 pt-32 text-center md:px-8 md:pb-32 md:pt-44">
        <DropMark className="mx-auto h-14 w-12 text-aqua-500" />
        <p className="mt-6 text-sm font-bold uppercase tracking-[0.18em] text-ocean-600">{section.eyebrow}</p>
        <h1 id="form-result-title" {...{ [TITLE_ATTRIBUTE]: "" }} className="mt-3 font-display text-display-lg uppercase text-ocean-900">
          {section.heading}
        </h1>
        <p {...{ [TEXT_ATTRIBUTE]: "" }} className="mx-auto mt-6 max-w-xl text-lg text-ocean-700 md:text-xl">
          {section.body}
        </p>
        <ul {...{ [DETAIL_ATTRIBUTE]: "" }} hidden className="mx-auto mt-6 max-w-xl list-disc space-y-1 pl-5 text-left text-lg font-semibold text-coral-700" />
        {/* A plain link: the page answers without its scripts after a form. */}
        <a href={`${BASE_PATH}/`} {...{ [BACK_ATTRIBUTE]: "" }} className="btn btn-primary mt-10">
          {section.back}
        </a>
      </div>
    </section>
  );
}
