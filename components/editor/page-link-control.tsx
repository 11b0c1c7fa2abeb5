import { useCallback, useId, type ComponentType, type ReactElement, type Ref } from "react";
import { splitPageLink } from "@/lib/content/page-path.mjs";
import { PAGES } from "./save-checks";

/** What Decap hands a widget's control, as far as this wrapper reads it; the rest goes to the relation control as it is. */
interface ControlProps {
  field?: { get(key: string): unknown };
  value?: unknown;
  onChange?: (value: unknown, metadata?: unknown) => void;
  /** Decap's class for a field's input, so the section's choice looks like the editor's own. */
  classNameWrapper?: string;
  /** Decap's Widget reads the control's instance through it: it must reach the relation control itself. */
  ref?: Ref<unknown>;
}

/** The words of the section choice: its label, and its first option, a link to the page's top. */
export const SECTION_CHOICE = { label: "Section it lands at", top: "The top of the page" } as const;

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
 *
 * Under a picked page, a choice of the section the link lands at: the anchors that page gives
 * its sections (`anchorsOf`, lib/sections/schemas.ts linkableAnchors), or its top. Decap's
 * relation widget cannot offer one field's choices by another field's value, so this control
 * holds both in the one value a link stores: the page's name, then "#" and the anchor
 * (lib/content/page-path.mjs PAGE_LINK). Picking another page lands at its top.
 */
export function pageLinkControl(
  relation: unknown,
  onPicked: (name: string, path: string) => void,
  anchorsOf: (name: string) => readonly string[] | undefined = () => undefined,
): (props: ControlProps) => ReactElement {
  if (!isControl(relation)) throw new Error("Decap has no relation widget to draw link fields with");
  const RelationControl = relation;
  function PageLinkControl({ onChange, ref, value, ...props }: ControlProps) {
    const { field } = props;
    const toPages = field?.get("collection") === PAGES.collection;
    const link = toPages && typeof value === "string" ? splitPageLink(value) : undefined;
    const handle = useCallback(
      (picked: unknown, metadata?: unknown) => {
        const collection = field?.get("collection");
        const name = field?.get("name");
        if (collection === PAGES.collection && typeof picked === "string" && typeof name === "string") {
          const path = read(read(read(read(metadata, name), collection), picked), "path");
          if (typeof path === "string") onPicked(picked, path);
        }
        // The same page again (Decap's control says its value once its options are in): the section it lands at stays.
        const kept = link?.anchor !== undefined && picked === link.name ? `${picked}#${link.anchor}` : picked;
        onChange?.(kept, metadata);
      },
      [field, onChange, link?.name, link?.anchor],
    );
    const id = useId();
    if (!link?.name) return <RelationControl {...props} value={value} ref={ref} onChange={handle} />;
    const anchors = anchorsOf(link.name) ?? [];
    // An anchor the page no longer gives stays offered, so the field shows what is stored; Save names it.
    const offered = link.anchor && !anchors.includes(link.anchor) ? [...anchors, link.anchor] : anchors;
    return (
      <>
        <RelationControl {...props} value={link.name} ref={ref} onChange={handle} />
        <label htmlFor={id} style={{ display: "block", margin: "12px 0 4px", fontSize: 12, fontWeight: 600 }}>
          {SECTION_CHOICE.label}
        </label>
        <select
          id={id}
          className={props.classNameWrapper}
          value={link.anchor ?? ""}
          onChange={(event) => onChange?.(event.target.value ? `${link.name}#${event.target.value}` : link.name)}
        >
          <option value="">{SECTION_CHOICE.top}</option>
          {offered.map((anchor) => (
            <option key={anchor} value={anchor}>
              #{anchor}
            </option>
          ))}
        </select>
      </>
    );
  }
  return PageLinkControl;
}
