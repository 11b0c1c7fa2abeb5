import { fillSlots } from "@/lib/content/slots";
import { entryData, type PreviewData, type PreviewProps } from "./preview-props";

interface HomeEntry {
  hero?: { badge?: string; headline?: string[]; tagline?: string; intro?: string; cta?: string };
  features?: { eyebrow?: string; title?: string; body?: string; points?: string[] }[];
  closing?: { title?: string; body?: string; cta?: string };
}

/**
 * The home page's hero, features and closing band, in the site's own classes.
 * A copy of the page's markup (ported as it was from the editor's first
 * start-up script): it goes once the pages render from the section registry
 * and the preview draws them with the site's own components.
 */
export function homePreview(data: PreviewData) {
  return function HomePreview(props: PreviewProps) {
    const home = fillSlots(entryData(props) as HomeEntry, data.figures);
    const { hero = {}, features = [], closing = {} } = home;
    return (
      <div className="font-sans text-ocean-900 antialiased">
        <section className="relative overflow-hidden bg-ocean-950 text-white">
          <div className="relative mx-auto max-w-6xl px-5 pb-24 pt-16 md:px-8">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-bold text-aqua-200 ring-1 ring-white/15">
              {hero.badge}
            </p>
            <h1 className="mt-6 font-display text-display-xl uppercase">
              <span className="block">{hero.headline?.[0]}</span>
              <span className="block text-aqua-400">{hero.headline?.[1]}</span>
            </h1>
            <p className="mt-6 font-display text-3xl uppercase text-coral-300 md:text-4xl">{hero.tagline}</p>
            <p className="mt-4 max-w-xl text-lg text-ocean-100 md:text-xl">{hero.intro}</p>
            <span className="btn btn-primary mt-9 h-14 px-9 text-lg">{hero.cta}</span>
          </div>
        </section>
        {features.map((feature, i) => (
          <section key={i} className="mx-auto max-w-6xl px-5 py-16 md:px-8">
            <p className="text-sm font-bold uppercase text-aqua-700">{feature.eyebrow}</p>
            <h2 className="mt-3 font-display text-display-md uppercase">{feature.title}</h2>
            <p className="mt-4 max-w-xl text-lg text-ocean-700">{feature.body}</p>
            <ul className="mt-6 space-y-2">
              {(feature.points ?? []).map((point, j) => (
                <li key={j}>
                  {/* A check mark the font subset lacks: the pane draws it in a fallback face. */}
                  {"\u2713"} {point}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="bg-ocean-950 px-5 py-16 text-center text-white">
          <h2 className="font-display text-display-md uppercase">{closing.title}</h2>
          <p className="mt-4 text-lg text-ocean-100">{closing.body}</p>
          <span className="btn btn-primary mt-8 h-14 px-9 text-lg">{closing.cta}</span>
        </section>
      </div>
    );
  };
}
