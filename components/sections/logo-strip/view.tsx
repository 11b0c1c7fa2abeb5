import type { CSSProperties, ReactNode } from "react";
import Picture, { PICTURE_SIZES } from "@/components/ui/picture";
import type { SectionProps } from "@/lib/sections/schemas";
import type { SectionData } from "@/lib/sections/schemas";

type BrandLogo = SectionData<"logo-strip">["names"][number];

/*
 * Original wordmarks for fictional brands (no real company's mark). Each is one
 * colour (currentColor), drawn with the site's variable face at its own weight
 * and width, so the strip reads like a row of different companies.
 */

interface WordmarkProps {
  name: string;
  width: number;
  children: ReactNode;
}

function Wordmark({ name, width, children }: WordmarkProps) {
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${width} 48`} className="h-9 w-auto max-w-full sm:h-10" fill="currentColor">
      {children}
    </svg>
  );
}

const face = (weight: number, stretch: number, extra: CSSProperties = {}): CSSProperties => ({
  fontFamily: "var(--font-archivo), Arial, sans-serif",
  fontWeight: weight,
  fontStretch: `${stretch}%`,
  ...extra,
});

const LOGOS: Record<BrandLogo, ReactNode> = {
  Kettlebright: (
    <Wordmark name="Kettlebright" width={188}>
      <circle cx="20" cy="26" r="9" />
      <g stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <path d="M20 7v4M6.6 12.6l2.8 2.8M33.4 12.6l-2.8 2.8M2 26h4M34 26h4" />
      </g>
      <text x="46" y="34" textLength="140" lengthAdjust="spacingAndGlyphs" fontSize="25" style={face(700, 100, { letterSpacing: "-0.02em" })}>
        kettlebright
      </text>
    </Wordmark>
  ),
  Mossgrove: (
    <Wordmark name="Mossgrove" width={206}>
      <path d="M4 38 14 14l10 24Z" />
      <path d="M16 38 27 8l11 30Z" opacity=".7" />
      <text x="46" y="32" textLength="158" lengthAdjust="spacingAndGlyphs" fontSize="18" style={face(500, 125, { letterSpacing: "0.18em" })}>
        MOSSGROVE
      </text>
    </Wordmark>
  ),
  "Tidal & Tern": (
    <Wordmark name="Tidal & Tern" width={176}>
      <text x="2" y="30" textLength="170" lengthAdjust="spacingAndGlyphs" fontSize="26" style={face(300, 85)}>
        TIDAL
        <tspan style={face(800, 85)} dx="4">
          &amp;
        </tspan>
        <tspan dx="4">TERN</tspan>
      </text>
      <path
        d="M2 40c10-6 18 6 28 0s18 6 28 0 18 6 28 0 18 6 28 0 18 6 28 0 18 6 28 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </Wordmark>
  ),
  Zumio: (
    <Wordmark name="Zumio" width={132}>
      <rect x="2" y="8" width="32" height="32" rx="10" />
      <path d="M11 17h14l-14 14h14" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      <text x="42" y="36" textLength="88" lengthAdjust="spacingAndGlyphs" fontSize="34" style={face(900, 62)}>
        zumio
      </text>
    </Wordmark>
  ),
  Fernbyte: (
    <Wordmark name="Fernbyte" width={168}>
      <path d="M20 4 35 12.5v17L20 38 5 29.5v-17Z" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M20 31V16m0 4-5-4m5 4 5-4m-5 9-4-3m4 3 4-3" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <text x="44" y="31" textLength="120" lengthAdjust="spacingAndGlyphs" fontSize="23" style={face(600, 110)}>
        fernbyte
      </text>
    </Wordmark>
  ),
  "Oatfield Co.": (
    <Wordmark name="Oatfield Co." width={186}>
      <path d="M18 44V10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <g>
        <ellipse cx="12.5" cy="16" rx="3.2" ry="6" transform="rotate(-30 12.5 16)" />
        <ellipse cx="23.5" cy="16" rx="3.2" ry="6" transform="rotate(30 23.5 16)" />
        <ellipse cx="12.5" cy="27" rx="3.2" ry="6" transform="rotate(-30 12.5 27)" />
        <ellipse cx="23.5" cy="27" rx="3.2" ry="6" transform="rotate(30 23.5 27)" />
        <ellipse cx="18" cy="7" rx="3" ry="5.5" />
      </g>
      <text x="36" y="33" textLength="148" lengthAdjust="spacingAndGlyphs" fontSize="26" style={face(800, 75)}>
        Oatfield Co.
      </text>
    </Wordmark>
  ),
};

/** The drawn logos, then any uploaded ones at the same height, in grey like the drawn ones (and blended into the white band). */
export default function LogoStrip({ section: copy, context, first }: SectionProps<"logo-strip">) {
  return (
    <section aria-labelledby="brand-logos-title" className="border-y border-ocean-100 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-12 md:px-8 md:py-14">
        <h2 id="brand-logos-title" className="text-center text-sm font-bold uppercase tracking-[0.2em] text-ocean-700">
          {copy.title}
        </h2>
        <ul className="mt-8 grid grid-cols-2 items-center gap-x-6 gap-y-8 text-ocean-800 sm:grid-cols-3 lg:grid-cols-6">
          {copy.names.map((name) => (
            <li key={name} className="flex justify-center opacity-80 transition-opacity hover:opacity-100">
              {LOGOS[name]}
            </li>
          ))}
          {copy.logos?.map((brand, i) => (
            <li key={`logo-${i}`} className="flex justify-center opacity-80 transition-opacity hover:opacity-100">
              <Picture
                field={{ src: brand.logo, alt: brand.name }}
                context={context}
                sizes={PICTURE_SIZES.logo}
                first={first}
                className="h-9 w-auto max-w-full object-contain mix-blend-multiply grayscale sm:h-10"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
