import type { ReactNode, Ref } from "react";
import { dialogDescriptionId, dialogTitleId } from "@/lib/top-layer-ids.mjs";

interface DialogHeadingProps {
  /** The dialog's id: its aria-labelledby and aria-describedby name this title and line (lib/top-layer-ids.mjs). */
  dialogId: string;
  title: ReactNode;
  description: ReactNode;
  /** The title's spacing (and, on a wider dialog, its larger size from sm up). */
  titleClassName: string;
  descriptionClassName: string;
  /** Where the title takes the focus itself (a dialog's success state): it is then focusable by script only. */
  titleRef?: Ref<HTMLHeadingElement>;
}

/** A dialog's title and the line under it, in the display face: what names and describes the dialog. */
export default function DialogHeading({ dialogId, title, description, titleClassName, descriptionClassName, titleRef }: DialogHeadingProps) {
  return (
    <>
      <h2
        id={dialogTitleId(dialogId)}
        ref={titleRef}
        tabIndex={titleRef ? -1 : undefined}
        className={`font-display text-4xl uppercase leading-none text-ocean-900 ${titleClassName}`}
      >
        {title}
      </h2>
      <p id={dialogDescriptionId(dialogId)} className={`text-base text-ocean-700 ${descriptionClassName}`}>
        {description}
      </p>
    </>
  );
}
