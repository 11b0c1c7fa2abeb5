import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { OG_IMAGE_SIZE } from "@/lib/metadata";
import { SOCIAL_CARD } from "@/lib/content/social-card";
import { pageAt } from "@/lib/content/load";
import { cachedCard } from "@/lib/pictures/card-cache";
import { heroPictureOf, socialCardPicture, socialCardPictureHash } from "@/lib/pictures/social-card";
import { ROUTES, routeSlug } from "@/lib/routes";

// Social cards are rendered once at build time into out/og/<page>.png.
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return ROUTES.map((route) => ({ image: `${routeSlug(route.path)}.png` }));
}

// Satori reads WOFF (not WOFF2): the static Archivo cuts, used only at build time.
const fontFile = (weight: number) => readFile(path.join(process.cwd(), "node_modules/@fontsource/archivo/files", `archivo-latin-${weight}-normal.woff`));

const DROP_PATH = "M16 1.5C16 1.5 3 16.2 3 25.6A13 13 0 0 0 29 25.6C29 16.2 16 1.5 16 1.5Z";

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const route = ROUTES.find((r) => `${routeSlug(r.path)}.png` === image);
  if (!route) return new Response("Not found", { status: 404 });
  // A page whose hero has a picture is drawn over it, under a scrim that keeps the card's words readable.
  const pictureSrc = heroPictureOf(pageAt(route.path).sections);
  // Drawn once for these inputs and this code, then taken from the cache (lib/pictures/card-cache.ts).
  const inputs = { headline: route.headline, card: SOCIAL_CARD, size: OG_IMAGE_SIZE, picture: pictureSrc ? socialCardPictureHash(pictureSrc) : null };
  const png = await cachedCard(inputs, () => draw(route.headline, pictureSrc));
  return new Response(new Uint8Array(png), { headers: { "content-type": "image/png" } });
}

/** The card, as a PNG. */
async function draw(headline: string, pictureSrc: string | undefined): Promise<ArrayBuffer> {
  const [regular, black, picture] = await Promise.all([fontFile(500), fontFile(900), pictureSrc ? socialCardPicture(pictureSrc, OG_IMAGE_SIZE) : undefined]);

  const card = new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #041a2f 0%, #072a47 55%, #0c3a5e 100%)",
        color: "#fff",
        fontFamily: "Archivo",
        position: "relative",
      }}
    >
      {picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- the card is drawn by next/og (Satori), which takes an <img> of a data URL
        <img src={picture} alt="" width={OG_IMAGE_SIZE.width} height={OG_IMAGE_SIZE.height} style={{ position: "absolute", top: 0, left: 0 }} />
      ) : null}
      {picture ? (
        <div
          style={{
            position: "absolute",
            top: 0,
            left: 0,
            width: "100%",
            height: "100%",
            background: "linear-gradient(100deg, rgba(4, 26, 47, 0.9) 0%, rgba(4, 26, 47, 0.78) 55%, rgba(4, 26, 47, 0.55) 100%)",
          }}
        />
      ) : null}
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <svg width="44" height="55" viewBox="0 0 32 40">
          <path d={DROP_PATH} fill="#22d3ee" />
        </svg>
        <span style={{ fontSize: 44, fontWeight: 900, letterSpacing: 2 }}>{SOCIAL_CARD.wordmark}</span>
      </div>
      <div style={{ display: "flex", fontSize: 96, fontWeight: 900, lineHeight: 0.95, letterSpacing: -2, textTransform: "uppercase", maxWidth: 1000 }}>
        {headline}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 30, color: "#a9d3ec" }}>
        <span>{SOCIAL_CARD.tagline}</span>
        <span style={{ display: "flex", background: "#22d3ee", color: "#041a2f", padding: "12px 28px", borderRadius: 999, fontWeight: 900 }}>
          {SOCIAL_CARD.cta}
        </span>
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: "Archivo", data: regular, weight: 500, style: "normal" },
        { name: "Archivo", data: black, weight: 900, style: "normal" },
      ],
    },
  );
  return card.arrayBuffer();
}
