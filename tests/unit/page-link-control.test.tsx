/**
 * The link field's control (components/editor/page-link-control.tsx): Decap's relation control
 * as it is, telling the save checks of a page it picks, with the path Decap hands along.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { SECTION_CHOICE, pageLinkControl } from "@/components/editor/page-link-control";
import { PAGES } from "@/components/editor/save-checks";

/** Decap's relation control, stood in for: a button that picks as Decap does, the entry's data in the change's metadata. */
function FakeRelation({ field, onChange }: { field?: { get(key: string): unknown }; onChange?: (value: unknown, metadata?: unknown) => void }) {
  const name = String(field?.get("name"));
  const collection = String(field?.get("collection"));
  return (
    <button
      type="button"
      onClick={() =>
        onChange?.("campaigns-made-elsewhere", { [name]: { [collection]: { "campaigns-made-elsewhere": { path: "/campaigns/made-elsewhere" } } } })
      }
    >
      Pick
    </button>
  );
}

const field = (collection: string) => {
  const values = new Map([
    ["name", "href"],
    ["collection", collection],
  ]);
  return { get: (key: string) => values.get(key) };
};

test("a page picked from the Pages collection is told to the checks with its path, and the change goes on to Decap", () => {
  const picked = jest.fn();
  const onChange = jest.fn();
  const Control = pageLinkControl(FakeRelation, picked);
  render(<Control field={field(PAGES.collection)} onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: "Pick" }));
  expect(picked).toHaveBeenCalledWith("campaigns-made-elsewhere", "/campaigns/made-elsewhere");
  expect(onChange).toHaveBeenCalledWith("campaigns-made-elsewhere", expect.anything());
});

test("a pick from another collection (a claim) is only passed on", () => {
  const picked = jest.fn();
  const onChange = jest.fn();
  const Control = pageLinkControl(FakeRelation, picked);
  render(<Control field={field("claims")} onChange={onChange} />);
  fireEvent.click(screen.getByRole("button", { name: "Pick" }));
  expect(picked).not.toHaveBeenCalled();
  expect(onChange).toHaveBeenCalledTimes(1);
});

test("without Decap's relation control it fails at once, naming it", () => {
  expect(() => pageLinkControl(undefined, jest.fn())).toThrow("Decap has no relation widget to draw link fields with");
});

/** Decap's relation control, stood in for: it says its value once its options are in, as Decap's does, and can pick another page. */
function SayingRelation({ value, onChange }: { value?: unknown; onChange?: (value: unknown, metadata?: unknown) => void }) {
  return (
    <>
      <button type="button" onClick={() => onChange?.(value)}>
        Options in
      </button>
      <button type="button" onClick={() => onChange?.("another-page")}>
        Pick another
      </button>
      <output aria-label="Relation's value">{String(value)}</output>
    </>
  );
}

describe("the section a link lands at", () => {
  const anchors = ["first-anchor", "second-anchor"];
  const anchorsOf = (name: string) => (name === "target-page" ? anchors : undefined);

  test("is chosen among the anchors its page gives, or its top, and stored after the page's name with #", () => {
    const onChange = jest.fn();
    const Control = pageLinkControl(SayingRelation, jest.fn(), anchorsOf);
    const { rerender } = render(<Control field={field(PAGES.collection)} value="target-page" onChange={onChange} />);
    // Decap's control gets the page's name alone.
    expect(screen.getByRole("status", { name: "Relation's value" })).toHaveTextContent(/^target-page$/);
    const choice = screen.getByRole("combobox", { name: SECTION_CHOICE.label });
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([SECTION_CHOICE.top, ...anchors.map((a) => `#${a}`)]);
    fireEvent.change(choice, { target: { value: anchors[1] } });
    expect(onChange).toHaveBeenLastCalledWith(`target-page#${anchors[1]}`);
    rerender(<Control field={field(PAGES.collection)} value={`target-page#${anchors[1]}`} onChange={onChange} />);
    expect(choice).toHaveValue(anchors[1]);
    fireEvent.change(choice, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith("target-page");
  });

  test("stays when Decap's control says the same page again, and goes when another page is picked", () => {
    const onChange = jest.fn();
    const Control = pageLinkControl(SayingRelation, jest.fn(), anchorsOf);
    render(<Control field={field(PAGES.collection)} value={`target-page#${anchors[0]}`} onChange={onChange} />);
    fireEvent.click(screen.getByRole("button", { name: "Options in" }));
    expect(onChange).toHaveBeenLastCalledWith(`target-page#${anchors[0]}`, undefined);
    fireEvent.click(screen.getByRole("button", { name: "Pick another" }));
    expect(onChange).toHaveBeenLastCalledWith("another-page", undefined);
  });

  test("is not offered for a claim, nor before a page is picked", () => {
    const Control = pageLinkControl(SayingRelation, jest.fn(), anchorsOf);
    const { rerender } = render(<Control field={field("claims")} value="someClaim" onChange={jest.fn()} />);
    expect(screen.queryByRole("combobox", { name: SECTION_CHOICE.label })).toBeNull();
    rerender(<Control field={field(PAGES.collection)} value="" onChange={jest.fn()} />);
    expect(screen.queryByRole("combobox", { name: SECTION_CHOICE.label })).toBeNull();
  });
});
