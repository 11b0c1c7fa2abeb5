import { markdown } from "@/lib/content/markdown";
import { fields, list, text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/** A question and its answer; every question of a page's Q&A sections goes into its structured data (lib/structured-data.ts, faqPageLd). */
const question = () =>
  fields({
    question: text({ max: 160, hint: "The question, as a visitor would ask it." }),
    answer: markdown({ max: 2000, hint: "The answer: plain sentences, or bold, italic, lists and links as in a Text section." }),
  });

/** Questions that open to their answers (native details: no JavaScript), under a heading. */
export default defineSectionSchema("questions", {
  label: "Questions and answers",
  fields: {
    heading: text({ max: 80, hint: "The section's heading, above the questions." }),
    questions: list(question()).meta({ description: "Each question opens to its answer. Search engines are given every question of the page." }),
  },
  example: {
    heading: "Example questions",
    questions: [
      { question: "What is an example question?", answer: "An example answer, in a sentence or two." },
      { question: "Can an answer hold a list?", answer: "Yes:\n\n- a first point\n- a second point" },
    ],
  },
});
