import CloseIcon from "./close-icon";

interface DialogCloseButtonProps {
  /** The accessible name: "Close". */
  label: string;
  onClose: () => void;
  /** Where it sits in the panel's corner. */
  className: string;
}

/** The X in a dialog's corner. */
export default function DialogCloseButton({ label, onClose, className }: DialogCloseButtonProps) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className={`absolute grid size-11 place-items-center rounded-full text-ocean-700 hover:bg-ocean-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 ${className}`}
    >
      <CloseIcon />
    </button>
  );
}
