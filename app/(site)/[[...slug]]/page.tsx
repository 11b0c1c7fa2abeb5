import type { Metadata } from "next";
import PageSections from "@/components/sections/page-sections";
import JsonLd from "@/components/seo/json-ld";
import { DRAWN_PAGES, drawnPageAt, sectionContext } from "@/lib/content/load";
import { isSamplePath } from "@/lib/content/sample-pages";
import { getMetadata, sampleMetadata } from "@/lib/metadata";
import { TRANSPARENT_HEADER_MARK } from "@/lib/header";
import { startsDark } from "@/lib/routes";
import { faqPageLd, organizationLd, websiteLd } from "@/lib/structured-data";

/**
 * Every page of the site: one per file in lib/content/pages/, at the path it
 * names, its sections drawn in order; in a build that asks for them, the
 * sample pages too (lib/content/sample-pages.ts). A path no file names is the 404.
 */
export const dynamicParams = false;

type Params = { slug?: string[] };

const pathOf = ({ slug = [] }: Params) => `/${slug.join("/")}`;

export function generateStaticParams(): Params[] {
  return DRAWN_PAGES.map((page) => ({ slug: page.path === "/" ? [] : page.path.slice(1).split("/") }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const page = drawnPageAt(pathOf(await params));
  if (isSamplePath(page.path)) return sampleMetadata(page);
  return getMetadata({ path: page.path, title: page.title, description: page.description, hidden: page.hideFromSearch === true });
}

export default async function SitePage({ params }: { params: Promise<Params> }) {
  const page = drawnPageAt(pathOf(await params));
  const context = await sectionContext();
  // The home page says who runs the site and what it is called; a page with questions lists them all, once.
  const faq = faqPageLd(page.sections);
  const structuredData = [...(page.path === "/" ? [organizationLd(), websiteLd()] : []), ...(faq ? [faq] : [])];
  return (
    <>
      {structuredData.length > 0 && <JsonLd data={structuredData} />}
      {/* The page asks for the see-through header itself (lib/header.ts). */}
      {startsDark(page) && <span hidden {...{ [TRANSPARENT_HEADER_MARK]: "" }} />}
      <PageSections sections={page.sections} context={context} />
    </>
  );
}
