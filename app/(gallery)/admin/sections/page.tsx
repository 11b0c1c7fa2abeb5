import PageSections from "@/components/sections/page-sections";
import SectionGalleryFrame from "@/components/editor/section-gallery-frame";
import { sectionContext } from "@/lib/content/load";
import { SECTION_SCHEMAS, exampleSection } from "@/lib/sections/schemas";

/**
 * The editor's section gallery, out/admin/sections: every section type a page
 * can add, drawn by its own view from its example (lib/sections/<type>/schema.ts)
 * with the site's context, under the label the editor's "Add sections" list
 * shows, each at an anchor named by its type key. The sections list's hint in
 * the editor links here (lib/content/page.schema.ts), so a marketer sees a type
 * before adding it; an added section starts with these same words.
 */
export default async function SectionGalleryPage() {
  const context = await sectionContext();
  const examples = SECTION_SCHEMAS.map((type) => exampleSection(type, context.figures, context.pagePaths));
  return (
    <main className="bg-ocean-50 pb-16">
      <header className="mx-auto max-w-6xl px-5 pb-8 pt-12 md:px-8 md:pt-16">
        <h1 className="font-display text-display-md uppercase text-ocean-900">Section gallery</h1>
        <p className="mt-4 max-w-2xl text-lg text-ocean-800">
          Every kind of section a page can have, drawn with example words. In the editor, open a page and pick one from <strong>Add sections</strong> by the
          name shown here: it starts with these words, for you to replace.
        </p>
        <nav id="section-types" aria-label="Section types" className="mt-8 scroll-mt-4">
          <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {SECTION_SCHEMAS.map((type) => (
              <li key={type.name}>
                <a href={`#${type.name}`} className="font-bold text-ocean-800 underline decoration-aqua-400 underline-offset-4 hover:text-ocean-600">
                  {type.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <PageSections sections={examples} context={context} Frame={SectionGalleryFrame} />
    </main>
  );
}
