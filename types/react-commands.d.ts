/**
 * Invoker commands (`command`, `commandfor`) and `closedby`: React 19 passes
 * these lowercase attributes through to the HTML as written, but @types/react
 * does not know them yet. Remove when it does.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** What the button does to the element `commandfor` names: "show-modal", "close", "request-close"… */
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover" | `--${string}` | undefined;
    /** The id of the element the button controls. */
    commandfor?: string | undefined;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** Which user actions close the dialog: "any" adds a click outside it (light dismiss) to Escape and the close commands. */
    closedby?: "any" | "closerequest" | "none" | undefined;
  }
}
