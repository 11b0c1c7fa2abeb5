import { anchorForLinks, oneOf, optionalText, picture } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** One uploaded picture across the page or inset in the reading column, with an optional heading and caption. */
export default defineSectionSchema("picture", {
  label: "Picture",
  hint: "One picture, across the whole page or inset in the column of text, with an optional heading above it and a caption under it.",
  fields: {
    heading: optionalText({
      max: 80,
      hint: "Optional. A few words above the picture; they also name the section for screen readers and give its anchor.",
    }),
    picture: picture({ hint: "The picture: a wide one (landscape) looks best across the page." }),
    width: oneOf(["wide", "inset"]).meta({ description: "Wide: edge to edge across the page. Inset: as wide as a column of text, with room around it." }),
    caption: optionalText({ max: 200, hint: "Optional. A line under the picture: what it shows, or who took it." }),
    anchor: anchorForLinks(),
  },
  example: {
    heading: "An example picture",
    picture: { src: "/media/example-landscape.jpg", alt: "A drawn sea at dusk under a yellow sun, with drops of water falling" },
    width: "inset",
    caption: "An example caption: a line on what the picture shows.",
  },
  heading: (section) => section.heading || undefined,
});
