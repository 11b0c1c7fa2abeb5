/**
 * The editor's preview of a shared file the sections read (components/editor/shared-previews.tsx)
 * draws the pages that show it (lib/content/shared-reads.ts), each under its name and address,
 * and says so where no page does; never every page, which at 500 pages was redrawn on each keystroke.
 */
import { render, screen } from "@testing-library/react";
import { sharedPreviews } from "@/components/editor/shared-previews";
import type { PreviewData } from "@/components/editor/preview-data";
import { tokensToHtml } from "@/lib/code-html";
import { SECTION_CONTEXT, SECTION_FILES } from "@/lib/content/load";
import type { SectionContext } from "@/lib/content/section-context";
import { SHARED_FILES } from "@/lib/content/shared-files";
import { sectionSchemaOf } from "@/lib/sections/schemas";

const context: SectionContext = { ...SECTION_CONTEXT, highlight: (code) => tokensToHtml(code.split("\n").map((line) => [{ content: line }])) };
/** The text section's example with its words replaced: a {slot} in them, or not. */
const text = (body: string) => ({ ...sectionSchemaOf("text").example, body });
const page = (name: string, body: string) => ({
  file: `lib/content/pages/${name}.json`,
  data: { path: `/${name}`, title: name, label: `Page ${name}`, headline: name, sections: [text(body)] },
});
const pages = [page("with-figure", "Free drops: {freeDropsDaily} a day."), page("without", "No figure here.")];
const data = {
  figures: SECTION_CONTEXT.figures,
  shared: SECTION_FILES,
  layout: SHARED_FILES.layout.content,
  pages,
  routes: pages.map(({ data: { path, label, headline } }) => ({ path, label, headline, showInFooter: true })),
} as unknown as PreviewData;

test("the figures' preview draws the page whose words quote a figure, and leaves out the page that shows none", () => {
  render(<>{sharedPreviews(data, context).figures!(SECTION_FILES.figures)}</>);
  expect(screen.getByText("Page with-figure (/with-figure)")).toBeInTheDocument();
  expect(screen.queryByText("Page without (/without)")).toBeNull();
});

test("a shared file no page shows says so rather than drawing every page", () => {
  render(<>{sharedPreviews(data, context).demos!(SECTION_FILES.demos)}</>);
  expect(screen.getByText(/^No page shows this file/)).toBeInTheDocument();
  expect(screen.queryByText(/\(\/with-figure\)|\(\/without\)/)).toBeNull();
});
