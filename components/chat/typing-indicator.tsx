/**
 * Always in the page so screen readers already know the live region when the
 * text appears; it shows while a reply is pending.
 */
export default function TypingIndicator({ active, label }: { active: boolean; label: string }) {
  return (
    <div role="status" className="flex min-h-12 items-center px-4 sm:px-6">
      {active ? (
        <p className="inline-flex items-center gap-2.5 rounded-full bg-aqua-100 px-4 py-2 text-sm font-semibold text-ocean-800">
          <span aria-hidden="true" className="flex items-center gap-1">
            <span data-typing-dot className="size-1.5 rounded-full bg-ocean-700 motion-safe:animate-bounce" />
            <span data-typing-dot className="size-1.5 rounded-full bg-ocean-700 motion-safe:animate-bounce motion-safe:[animation-delay:150ms]" />
            <span data-typing-dot className="size-1.5 rounded-full bg-ocean-700 motion-safe:animate-bounce motion-safe:[animation-delay:300ms]" />
          </span>
          {label}
        </p>
      ) : null}
    </div>
  );
}
