/**
 * Button text that changes with state ("Join", "Joining...", "Joined!") without
 * the button changing size: every label sits in the same grid cell, so the cell
 * is as wide as the longest, and only the current one shows and names the button.
 * A change seconds after the press would otherwise count as a layout shift.
 */
export default function StableLabel({ labels, current }: { labels: readonly string[]; current: string }) {
  return (
    <span className="inline-grid justify-items-center">
      {[...new Set([current, ...labels])].map((label) => (
        <span key={label} className={label === current ? "[grid-area:1/1]" : "invisible [grid-area:1/1]"} aria-hidden={label === current ? undefined : true}>
          {label}
        </span>
      ))}
    </span>
  );
}
