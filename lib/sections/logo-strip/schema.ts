import { fields, list, oneOf, pictureSrc, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** The brands whose wordmarks are drawn: a name is a drawing, so marketers choose among these. */
const BRAND_LOGOS = ["Kettlebright", "Mossgrove", "Tidal & Tern", "Zumio", "Fernbyte", "Oatfield Co."] as const;

/** A titled strip of brand logos. */
const logoStripFields = {
  title: text(),
  /** Fictional brands, each drawn as an original wordmark (components/sections/logo-strip/view.tsx): a choice, in any order. */
  names: list(
    oneOf(BRAND_LOGOS).meta({ description: "Each is a drawn logo: pick which show, and in what order. A new brand needs a developer to draw its logo." }),
  ),
  /** Uploaded logos, after the drawn ones: the brand's name is what a screen reader says in the logo's place. */
  logos: list(
    fields({
      name: text({ max: 60, hint: "The brand's name: screen readers say it in place of the logo." }),
      logo: pictureSrc({
        hint: "The brand's logo, uploaded: shown in grey at the drawn logos' height, so a wide one on a white or clear background looks best.",
      }),
    }),
    { max: 6 },
  )
    .optional()
    .meta({ description: "Optional. Logos you upload, shown after the drawn ones." }),
};

export default defineSectionSchema("logo-strip", {
  label: "Strip of brand logos",
  fields: logoStripFields,
  example: {
    title: "Example brands",
    names: ["Kettlebright", "Mossgrove", "Zumio"],
    logos: [{ name: "Example Brand", logo: "/media/example-logo.jpg" }],
  },
  oncePerPage: true,
});
