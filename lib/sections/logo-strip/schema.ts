import { list, oneOf, text } from "@/lib/content/schema";
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
};

export default defineSectionSchema("logo-strip", {
  label: "Strip of brand logos",
  fields: logoStripFields,
  example: { title: "Example brands", names: ["Kettlebright", "Mossgrove", "Zumio"] },
  oncePerPage: true,
});
