import { useCallback, type ComponentType, type ReactElement, type Ref } from "react";
import { PAGES } from "./save-checks";

/** What Decap hands a widget's control, as far as this wrapper reads it; the rest goes to the relation control as it is. */
interface ControlProps {
  field?: { get(key: string): unknown };
  onChange?: (value: unknown, metadata?: unknown) => void;
  /** Decap's Widget reads the control's instance through it: it must reach the relation control itself. */
  ref?: Ref<unknown>;
}

const isControl = (control: unknown): control is ComponentType<ControlProps> => typeof control === "function";

/** A value of Decap's, plain or Immutable: its key read either way. */
function read(value: unknown, key: string): unknown {
  if (!value || typeof value !== "object") return undefined;
  const get: unknown = Reflect.get(value, "get");
  return typeof get === "function" ? get.call(value, key) : Reflect.get(value, key);
}

/**
 * Decap's relation control, telling the save checks (./save-checks.ts KnownPages) of the page a
 * link field picks. The picker lists the repository's pages, which may hold a page made and
 * published in another browser since the build this editor came with: without this, Save
 * refused the link as naming a page no file has. Decap hands the picked entry's data with
 * the change (the relation control's metadata: field name, collection, value), so its path
 * comes with it. A field picking from another collection (a claim) goes through untouched.
 */
export function pageLinkControl(relation: unknown, onPicked: (name: string, path: string) => void): (props: ControlProps) => ReactElement {
  if (!isControl(relation)) throw new Error("Decap has no relation widget to draw link fields with");
  const RelationControl = relation;
  function PageLinkControl({ onChange, ref, ...props }: ControlProps) {
    const { field } = props;
    const handle = useCallback(
      (value: unknown, metadata?: unknown) => {
        const collection = field?.get("collection");
        const name = field?.get("name");
        if (collection === PAGES.collection && typeof value === "string" && typeof name === "string") {
          const path = read(read(read(read(metadata, name), collection), value), "path");
          if (typeof path === "string") onPicked(value, path);
        }
        onChange?.(value, metadata);
      },
      [field, onChange],
    );
    return <RelationControl {...props} ref={ref} onChange={handle} />;
  }
  return PageLinkControl;
}
