import { useCallback, useRef, type ComponentType, type ReactElement, type Ref } from "react";

/** What Decap hands a widget's control, as far as this wrapper reads it; the rest goes to the Markdown control as it is. */
interface ControlProps {
  /** The field's Markdown, handed on. */
  value?: unknown;
  /** Decap's Widget reads the control's instance through it (isValid, focus): it must reach the Markdown control itself. */
  ref?: Ref<unknown>;
}

/** A widget's control as Decap's registry holds it (its typings say props; it is the component). */
const isControl = (control: unknown): control is ComponentType<ControlProps> => typeof control === "function";

/** Where a Markdown field is typed: the rich-text editor, or the plain text box of its Markdown mode. */
const TYPED_IN = '[contenteditable="true"], textarea';

/**
 * Decap's Markdown control, focusable. Click-to-edit (./click-to-edit.ts) asks Decap to focus the field whose words
 * were clicked, and Decap's Widget calls its control's focus() or, without one, focuses the element of the field's id:
 * the Markdown control has neither (its id is on no element that takes focus), so a click on a Text section's body
 * opened its section and scrolled to it with nothing focused. Its instance gets a focus() that puts the cursor in the
 * box it is typed in; everything else is Decap's control.
 */
export function markdownControl(markdown: unknown): (props: ControlProps) => ReactElement {
  if (!isControl(markdown)) throw new Error("Decap has no markdown widget to draw Markdown fields with");
  const Markdown = markdown;
  function FocusableMarkdown({ ref, ...props }: ControlProps) {
    const box = useRef<HTMLDivElement>(null);
    const withFocus = useCallback(
      (instance: unknown) => {
        if (instance && typeof instance === "object" && !("focus" in instance))
          Object.assign(instance, { focus: () => box.current?.querySelector<HTMLElement>(TYPED_IN)?.focus() });
        if (typeof ref === "function") ref(instance);
        else if (ref) (ref as { current: unknown }).current = instance;
      },
      [ref],
    );
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Markdown {...props} ref={withFocus} />
      </div>
    );
  }
  return FocusableMarkdown;
}
