import { text } from "@/lib/content/schema";
import { defineSectionSchema } from "../section-schema";

/**
 * The page a form sent without JavaScript lands on (the Droplist's and the partner enquiry's): the endpoint answers
 * with this page, its heading and text replaced by what happened (the words of that outcome's toast, from the
 * Droplist's and the partner enquiry's files) and its link pointing back at the page the form was on. Its own words
 * are what a visitor reads who comes to the page some other way.
 */
export default defineSectionSchema("form-result", {
  label: "Result of a form sent without JavaScript",
  hint: "For the page a form lands on in a browser that runs no JavaScript: it says what happened to the sign-up or enquiry, in the words of the forms' own messages. Its words below show only to someone who opens the page directly.",
  fields: {
    eyebrow: text({ max: 40, hint: "The small line above the heading." }),
    heading: text({ max: 80, hint: "The heading shown to someone who opens the page directly. After a form, that form's message takes its place." }),
    body: text({ max: 300, multiline: true, hint: "The line under the heading, shown to someone who opens the page directly." }),
    back: text({ max: 40, hint: "The link back: to the page the form was on, or the home page." }),
  },
  example: {
    eyebrow: "Example eyebrow",
    heading: "An example heading",
    body: "An example line under the heading.",
    back: "Back to the page",
  },
  mainHeading: true,
  oncePerPage: true,
});
