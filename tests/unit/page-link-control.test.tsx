/**
 * The link field's control (components/editor/page-link-control.tsx): Decap's relation control
 * as it is, telling the save checks of a page it picks, with the path Decap hands along.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import { pageLinkControl } from "@/components/editor/page-link-control";
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
