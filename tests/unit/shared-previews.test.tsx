/**
 * The editor's preview of a shared file the sections read (components/editor/shared-previews.tsx)
 * draws a page that shows it (lib/content/shared-reads.ts), under its name and address, picked
 * from those that do, and says so where no page does; never every page, which at 500 pages
 * was redrawn on each keystroke.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { sharedPreviews } from "@/components/editor/shared-previews";
import { PAGE_PICKER_LABEL } from "@/lib/content/shared-reads";
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
const previewData = (files: typeof pages) =>
  ({
    figures: SECTION_CONTEXT.figures,
    shared: SECTION_FILES,
    layout: SHARED_FILES.layout.content,
    pages: files,
    routes: files.map(({ data: { path, label, headline } }) => ({ path, label, headline, showInFooter: true })),
  }) as unknown as PreviewData;
const data = previewData(pages);

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

test("where several pages show the file, one is drawn, and the list picks another, which stays picked through the next edit", async () => {
  const both = [page("first", "First: {freeDropsDaily} a day."), page("second", "Second: {freeDropsDaily} a day."), page("none", "Nothing.")];
  const draw = sharedPreviews(previewData(both), context).figures!;
  const { unmount } = render(<>{draw(SECTION_FILES.figures)}</>);
  const picker = screen.getByRole("combobox", { name: new RegExp(`^${PAGE_PICKER_LABEL}`) });
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Page first (/first)", "Page second (/second)"]);
  expect(screen.getByText(/^First: /)).toBeInTheDocument();
  expect(screen.queryByText(/^Second: /)).toBeNull();
  await userEvent.selectOptions(picker, "Page second (/second)");
  expect(screen.getByText(/^Second: /)).toBeInTheDocument();
  expect(screen.queryByText(/^First: /)).toBeNull();
  // The next edit draws the preview anew (its frame is keyed by the file's data): the page picked stays.
  unmount();
  render(<>{draw({ ...SECTION_FILES.figures })}</>);
  expect(screen.getByText(/^Second: /)).toBeInTheDocument();
  expect(screen.getByRole("combobox", { name: new RegExp(`^${PAGE_PICKER_LABEL}`) })).toHaveValue("/second");
});
