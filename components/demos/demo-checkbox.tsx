interface DemoCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of a note that explains the choice. */
  describedBy?: string;
  /** A label that runs over two lines keeps the box beside its first line. */
  multiline?: boolean;
}

/** A ticked-or-not choice in a demo, the whole label clickable. */
export default function DemoCheckbox({ label, checked, onChange, describedBy, multiline = false }: DemoCheckboxProps) {
  return (
    <label className={`flex cursor-pointer ${multiline ? "items-start" : "items-center"} gap-3 text-base font-bold`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={describedBy}
        className={`${multiline ? "mt-0.5 " : ""}size-5 shrink-0 accent-ocean-700`}
      />
      {label}
    </label>
  );
}
