import { anchorForLinks, picture, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** Someone's words, with who they are: a quotation that names its speaker. */
const quoteFields = {
  words: text({ max: 400, multiline: true, hint: "What they said, without quotation marks: the page adds them." }),
  name: text({ max: 60, hint: "Who said it: it also names the section for screen readers." }),
  role: text({ max: 80, hint: "Their role and organisation." }),
  portrait: picture({
    hint: "Optional. A small round picture of them beside their name (a square one, their face in the middle). Next to their name it adds nothing for a screen reader: tick decorative.",
  }).optional(),
  anchor: anchorForLinks(),
};

export default defineSectionSchema("quote", {
  label: "Quote: someone's words",
  hint: "A quotation with the name and role of the person who said it.",
  fields: quoteFields,
  example: {
    words: "An example quotation: a sentence or two someone said about giving with every purchase.",
    name: "An Example Name",
    role: "An example role, Example Organisation",
    portrait: { src: "/media/example-portrait.jpg", decorative: true },
  },
  heading: (section) => section.name,
});
