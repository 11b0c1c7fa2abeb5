import PageSections from "@/components/sections/page-sections";
import { pageSchema } from "@/lib/content/page.schema";
import { withPagePaths } from "@/lib/content/page-links";
import type { SectionContext } from "@/lib/content/section-context";
import type { BuiltPicture } from "@/lib/pictures/picture";
import { fillSlots } from "@/lib/template";
import { fieldClickOf, pageClaimsMarked } from "./click-to-edit";
import { previewPictures } from "./preview-pictures";
import { entryData, type PreviewProps } from "./preview-props";
import SectionFrame from "./section-frame";
import SitePane from "./site-pane";

/** A page file's sections as Decap holds them while they are edited: anything with a type. */
export function pageSections(page: unknown): { type: string }[] {
  const sections = (page as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.filter((s): s is { type: string } => !!s && typeof (s as { type?: unknown }).type === "string") : [];
}

/** A link to a page the build did not have (one published since): it opens nothing yet. */
const notBuiltYet = () => "#";

/**
 * A page as the site draws it: its sections, in order, by the site's own
 * components (PageSections, as the page route does), its links opening the
 * pages' paths and its figures filled in as the build does, each section in a
 * frame that names what is missing while a field is half typed. Islands show
 * their first state.
 */
export function PageBody({ page, context }: { page: unknown; context: SectionContext }) {
  const sections = withPagePaths(pageSchema.shape.sections, pageSections(page), context.pagePaths, notBuiltYet);
  return (
    <main id="main">
      <PageSections sections={fillSlots(sections, context.figures)} context={context} Frame={SectionFrame} />
    </main>
  );
}

/** The preview of a page file (the Pages collection): its pictures as built or, uploaded since, as Decap holds them (its `getAsset`). */
export function pagePreview(context: SectionContext, htmlClass: string, pictures: Readonly<Record<string, BuiltPicture>> | undefined) {
  return function PagePreview(props: PreviewProps) {
    const page = entryData(props);
    // A figure leads to the field that picks its claim (./click-to-edit.ts); the page's words carry Decap's own marks.
    const claims = pageClaimsMarked(page, context.claims);
    return (
      <SitePane document={props.document} htmlClass={htmlClass} onFieldClick={fieldClickOf(props)}>
        <PageBody page={page} context={{ ...context, claims, picture: previewPictures(pictures, props.getAsset) }} />
      </SitePane>
    );
  };
}
