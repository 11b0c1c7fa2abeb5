import type { ComponentType, ReactElement, Ref } from "react";

/** What Decap hands a widget's control, as far as this wrapper reads it; the rest goes to the control as it is. */
interface ControlProps {
  value?: unknown;
  /** The enclosing object's registration of its fields (Decap's Widget hands it to the control too): not handed on. */
  controlRef?: unknown;
  /** Decap's Widget reads the control's instance through it (validate, focus): it reaches the control itself. */
  ref?: Ref<unknown>;
}

const isControl = (control: unknown): control is ComponentType<ControlProps> => typeof control === "function";

/**
 * Decap's list or object control, keeping its fields to itself. An object (decap-cms-widget-object ObjectControl) keeps
 * its fields by name to focus and check them, and hands each one it is told of on to the `controlRef` it was given;
 * a list hands its items that same `controlRef`. So the fields of a section's nested lists and objects were kept by
 * the section's object under their names too, the last drawn winning: click-to-edit's focus of a Picture and text
 * section's Body (sections.2.body) went to the Body of a step of its drawing, drawn after it. Without the `controlRef`,
 * each object keeps its own fields; the enclosing object still knows the list or object itself, which Decap's Widget
 * around it tells it of. The checks before Save are each object's of its own fields, as before.
 */
export function ownFieldRefs(control: unknown, widget: string): (props: ControlProps) => ReactElement {
  if (!isControl(control)) throw new Error(`Decap has no ${widget} widget to draw ${widget} fields with`);
  const Control = control;
  function OwnFields(props: ControlProps) {
    return <Control {...props} controlRef={undefined} />;
  }
  return OwnFields;
}
