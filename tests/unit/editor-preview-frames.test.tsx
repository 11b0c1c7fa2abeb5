import { render, screen } from "@testing-library/react";
import SectionFrame, { PreviewFrame, sectionProblems } from "@/components/editor/section-frame";
import { fieldLabel } from "@/lib/content/field-label";
import { contentProblems } from "@/lib/content/schema";
import { SECTION_SCHEMAS } from "@/lib/sections/schemas";

/**
 * The editor's preview draws each section of a page, and each shared file, in
 * a frame: while a field is half typed and the site's component cannot draw
 * it, the frame says which section and what its schema finds missing, and the
 * rest of the page stays in view; the next edit tries again.
 */

function Throws(): never {
  throw new Error("cannot read this yet");
}

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("a section its component cannot draw is named, with what its schema finds missing", () => {
  const type = SECTION_SCHEMAS[0];
  const section = { type: type.name };
  render(
    <>
      <SectionFrame section={section} index={2}>
        <Throws />
      </SectionFrame>
      <SectionFrame section={section} index={3}>
        <p>the next section</p>
      </SectionFrame>
    </>,
  );
  const notice = screen.getByRole("alert");
  expect(notice).toHaveTextContent(`Section 3 (${type.label})`);
  // Each problem as the build words it, its field named as the editor labels it.
  const problems = sectionProblems(type.schema, section);
  expect(problems).toHaveLength(contentProblems("x", type.schema, section).length);
  expect(problems.length).toBeGreaterThan(0);
  for (const problem of problems) expect(notice).toHaveTextContent(problem);
  expect(screen.getByText("the next section")).toBeInTheDocument();
});

test("a problem names its field as the editor labels it", () => {
  // A required field whose name is two words (like "headlineAccent"), of whichever type has one.
  const required = (shape: Record<string, { safeParse(v: unknown): { success: boolean } }>) =>
    Object.keys(shape).find((key) => /[A-Z]/.test(key) && !shape[key]!.safeParse(undefined).success);
  const type = SECTION_SCHEMAS.find((t) => required(t.schema.shape))!;
  const name = required(type.schema.shape)!;
  // Whatever the rule says (missing, or none of a choice's options), it starts with the field's label.
  expect(sectionProblems(type.schema, { type: type.name }).some((problem) => problem.startsWith(`${fieldLabel(name)}: `))).toBe(true);
});

test("a section of a type the schemas' index does not list is named as such", () => {
  render(
    <SectionFrame section={{ type: "no-such-type" }} index={0}>
      <Throws />
    </SectionFrame>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent('no section type is called "no-such-type"');
});

test("an edit to the section draws it again", () => {
  const type = SECTION_SCHEMAS[0];
  const { rerender } = render(
    <SectionFrame section={{ type: type.name }} index={0}>
      <Throws />
    </SectionFrame>,
  );
  expect(screen.getByRole("alert")).toBeInTheDocument();
  rerender(
    <SectionFrame section={{ type: type.name, edited: true } as { type: string }} index={0}>
      <p>drawn</p>
    </SectionFrame>,
  );
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByText("drawn")).toBeInTheDocument();
});

test("a shared file that cannot be drawn yet says so in place of a blank pane", () => {
  render(
    <PreviewFrame data={{}}>
      <Throws />
    </PreviewFrame>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("cannot read this yet");
});
