import { useState, type ComponentType, type ReactNode } from "react";
import DroplistForm from "@/components/droplist/droplist-form";
import NotFoundBody from "@/components/layout/not-found-body";
import SiteFooter from "@/components/layout/site-footer";
import SiteHeader from "@/components/layout/site-header";
import PartnerEnquiryForm from "@/components/partner/partner-enquiry-form";
import type { SectionContext } from "@/lib/content/section-context";
import { droplistCopyOf, DROPLIST_INLINE_FORM } from "@/lib/content/droplist";
import type { DroplistContent } from "@/lib/content/droplist.schema";
import type { Claims } from "@/lib/content/claims.schema";
import { layoutCopyOf } from "@/lib/content/layout-copy";
import { pagePathOf } from "@/lib/content/page-links";
import type { LayoutContent } from "@/lib/content/layout.schema";
import type { NotFoundCopy } from "@/lib/content/not-found";
import { partnerDialogCopyOf, partnerFormCopyOf } from "@/lib/content/partner-enquiry";
import type { PartnerEnquiryContent } from "@/lib/content/partner-enquiry.schema";
import { sectionContextOf, type SharedSectionFiles } from "@/lib/content/section-context";
import { PAGE_PICKER_LABEL, sharedFilesShownBy } from "@/lib/content/shared-reads";
import { fillSlots } from "@/lib/template";
import { initialPartnerEnquiryState, type PartnerAudience } from "@/lib/partner-enquiry";
import { PageBody } from "./page-preview";
import type { PreviewData } from "./preview-data";
import { claimFiguresMarked, fieldClickOf } from "./click-to-edit";
import { entryData, type PreviewProps } from "./preview-props";
import { PreviewFrame } from "./section-frame";
import SitePane from "./site-pane";

/** A shared file's preview: what it draws, given the file as it is being edited. */
type Draw = (edited: unknown) => ReactNode;

const nothing = () => {};

/** Between two things a preview shows: a rule and what comes next, in the editor's words (it is not the site's). */
function Caption({ children }: { children: ReactNode }) {
  return (
    <p style={{ margin: 0, padding: "0.5rem 1.25rem", background: "#e4eef5", color: "#144d78", font: "600 0.8125rem/1.4 system-ui, sans-serif" }}>{children}</p>
  );
}

/**
 * The previews of the shared files, each drawn by the site's components that
 * show it, with the file as it is being edited (figures filled in as the build
 * fills them): the header and footer; the Droplist forms (the footer's and the
 * modal's); the partner-enquiry dialog's form, for brands and for charities;
 * the 404; and, for the files the sections read (figures, claims, demos,
 * drawings, the loyalty demo's charities), a page that shows the file
 * (lib/content/shared-reads.ts), picked from those that do, drawn again with
 * the edited file in its context. The other shared files (the site's title and
 * description, the social cards' words, the chat's replies) show on no page
 * as such: they keep the fields preview.
 */
export function sharedPreviews(data: PreviewData, context: SectionContext): Record<string, Draw> {
  // The header's links name pages: they open the pages' paths as built (one published since opens nothing yet).
  // (The layout's schema stays on the server: its one kind of link, the header's, is turned here.)
  const layoutOf = (layout: LayoutContent) => {
    const links = layout.header.links.map((link) => ({ ...link, href: pagePathOf(link.href, context.pagePaths, () => "#") }));
    return layoutCopyOf(fillSlots({ ...layout, header: { ...layout.header, links } }, context.figures), DROPLIST_INLINE_FORM);
  };
  const built = layoutOf(data.layout);
  const header = (copy = built.header) => <SiteHeader copy={copy} />;
  const footer = (copy = built.footer) => <SiteFooter copy={copy} routes={data.routes.filter((route) => route.showInFooter)} />;

  // The pages that show a file (lib/content/shared-reads.ts), in the footer's order, each with its file's data: worked
  // out once a file, not on each keystroke.
  const showing = (key: keyof SharedSectionFiles) =>
    data.routes.flatMap((route) => {
      const page = data.pages.find((entry) => (entry.data as { path?: unknown } | null)?.path === route.path)?.data;
      return sharedFilesShownBy(page).has(key) ? [{ route, page }] : [];
    });
  const pagesWith = (key: keyof SharedSectionFiles): Draw => {
    let pages: readonly ShowingPage[] | undefined;
    // The page picked, kept here: the preview's frame is drawn anew on each edit (PreviewFrame), and the pick stays.
    let picked: string | undefined;
    const onPick = (path: string) => {
      picked = path;
    };
    return function drawPages(edited) {
      pages ??= showing(key);
      const withEdit = { ...context, ...sectionContextOf({ ...data.shared, [key]: edited }) };
      // In the claims' preview a figure leads to its claim: a number claim's figure is marked with its field (./click-to-edit.ts).
      if (key === "claims") withEdit.claims = claimFiguresMarked(withEdit.claims, edited as Claims);
      return <PagesShowing pages={pages} picked={picked} onPick={onPick} context={withEdit} />;
    };
  };

  return {
    layout: (edited) => {
      const { header: h, footer: f } = layoutOf(edited as LayoutContent);
      return (
        <>
          {header(h)}
          {/* The header is fixed at the top of the page, as on the site: the footer starts below it. */}
          <div style={{ height: "5rem" }} />
          {footer(f)}
        </>
      );
    },
    droplist: (edited) => {
      const { inlineForm, modal } = droplistCopyOf(edited as DroplistContent);
      return (
        <>
          <Caption>The footer&apos;s form</Caption>
          {footer({ ...built.footer, form: inlineForm })}
          <Caption>The Droplist window&apos;s form</Caption>
          <div style={{ maxWidth: "28rem", margin: "1.5rem auto", padding: "0 1.5rem" }}>
            <DroplistForm variant="modal" copy={modal.form} />
          </div>
        </>
      );
    },
    "partner-enquiry": (edited) => {
      const dialog = partnerDialogCopyOf(edited as PartnerEnquiryContent);
      const form = partnerFormCopyOf(edited as PartnerEnquiryContent);
      return (["brand", "charity"] as const satisfies readonly PartnerAudience[]).map((audience) => (
        <div key={audience}>
          <Caption>{dialog[audience].title}</Caption>
          <div style={{ maxWidth: "36rem", margin: "0 auto", padding: "0 1.5rem 1.5rem" }}>
            <PartnerEnquiryForm
              idBase={`preview-${audience}`}
              state={initialPartnerEnquiryState(audience)}
              copy={dialog[audience]}
              form={form}
              onSubmit={(event) => event.preventDefault()}
              onChange={nothing}
              autoFocus={false}
            />
          </div>
        </div>
      ));
    },
    "not-found": (edited) => <NotFoundBody copy={fillSlots(edited as NotFoundCopy, context.figures)} logMissingPath={false} />,
    figures: pagesWith("figures"),
    claims: pagesWith("claims"),
    demos: pagesWith("demos"),
    illustrations: pagesWith("illustrations"),
    "loyalty-charities": pagesWith("loyaltyCharities"),
  };
}

/** A page that shows a shared file: its route and its file's data, as built. */
interface ShowingPage {
  route: PreviewData["routes"][number];
  page: unknown;
}

/**
 * The pages that show a shared file, drawn with it as it is being edited: one page at a time, picked from those
 * that show it (at 500 pages, drawing them all took seconds a keystroke), under its name and address.
 */
function PagesShowing({
  pages,
  picked,
  onPick,
  context,
}: {
  pages: readonly ShowingPage[];
  /** The path of the page picked before this drawing, if any: the first that shows the file else. */
  picked: string | undefined;
  onPick: (path: string) => void;
  context: SectionContext;
}) {
  const [path, pick] = useState(picked);
  const shown = pages.find((entry) => entry.route.path === path) ?? pages[0];
  if (!shown) return <Caption>No page shows this file: its words appear once a page has a section that reads it.</Caption>;
  const name = (route: ShowingPage["route"]) => `${route.label} (${route.path})`;
  return (
    <>
      <Caption>
        {pages.length === 1 ? (
          name(shown.route)
        ) : (
          <label>
            {PAGE_PICKER_LABEL} ({pages.length} pages show it){" "}
            <select
              style={{
                marginLeft: "0.5rem",
                padding: "0.25rem 0.5rem",
                border: "1px solid #144d78",
                borderRadius: "0.375rem",
                background: "#fff",
                font: "inherit",
              }}
              value={shown.route.path}
              onChange={(event) => {
                onPick(event.target.value);
                pick(event.target.value);
              }}
            >
              {pages.map(({ route }) => (
                <option key={route.path} value={route.path}>
                  {name(route)}
                </option>
              ))}
            </select>
          </label>
        )}
      </Caption>
      <PageBody page={shown.page} context={context} />
    </>
  );
}

/** The drawing, as a component: what it throws, the frame around it catches. */
function Drawn({ draw, edited }: { draw: Draw; edited: unknown }) {
  return <>{draw(edited)}</>;
}

/** A shared file's preview template: its drawing in the site's dress. */
export function sharedPreview(draw: Draw, htmlClass: string): ComponentType<PreviewProps> {
  return function SharedPreview(props: PreviewProps) {
    return (
      <SitePane document={props.document} htmlClass={htmlClass} onFieldClick={fieldClickOf(props)}>
        <PreviewFrame data={entryData(props)}>
          <Drawn draw={draw} edited={entryData(props)} />
        </PreviewFrame>
      </SitePane>
    );
  };
}
