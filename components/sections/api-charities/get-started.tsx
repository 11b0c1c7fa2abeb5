import DropMark from "@/components/ui/drop-mark";
import type { GET_STARTED } from "@/lib/content/api-charities";

/** Closing call to action. Both buttons are placeholders: there is no sign-up or docs site yet. */
export default function GetStarted({ id, copy }: { id: string; copy: typeof GET_STARTED }) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="relative scroll-mt-16 overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-950 text-white focus:outline-none md:scroll-mt-20"
    >
      <DropMark className="pointer-events-none absolute -right-16 -top-10 hidden h-80 w-64 text-aqua-400/10 md:block" />
      <div className="relative mx-auto max-w-4xl px-5 py-20 text-center md:py-28">
        <h2 id={`${id}-title`} className="font-display text-display-lg uppercase">
          {copy.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-xl text-ocean-100">{copy.body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <button type="button" className="btn btn-primary h-14 px-9 text-lg">
            {copy.primary}
          </button>
          <button type="button" className="btn btn-on-dark h-14 px-8 text-lg">
            {copy.secondary}
          </button>
        </div>
      </div>
    </section>
  );
}
