/** The brand's drop of water. Decorative: callers give the text alternative. */
export default function DropMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 40" className={className} aria-hidden="true" focusable="false">
      <path d="M16 1.5C16 1.5 3 16.2 3 25.6A13 13 0 0 0 29 25.6C29 16.2 16 1.5 16 1.5Z" fill="currentColor" />
      <path d="M10.2 26.5a6.2 6.2 0 0 0 5.3 6.1" fill="none" stroke="#fff" strokeOpacity=".75" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}
