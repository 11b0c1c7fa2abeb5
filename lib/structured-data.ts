import "server-only";
import type { FAQPage, Organization, Question, WebSite, WithContext } from "schema-dts";
import { markdownPlainText } from "./content/markdown";
import type { PageSection } from "./content/page.schema";
import { SITE_COPY } from "./content/site-copy";
import { BASE_PATH, SITE_NAME, SITE_URL } from "./constants";

/** Absolute URL of a route, as canonical links and structured data use it. */
export function absoluteUrl(path: string): string {
  return `${SITE_URL}${BASE_PATH}${path === "/" ? "/" : path}`;
}

const ORG_ID = `${absoluteUrl("/")}#organization`;

export function organizationLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORG_ID,
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    description: SITE_COPY.organisation,
  };
}

export function websiteLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    publisher: { "@id": ORG_ID },
    inLanguage: "en-GB",
  };
}

type QuestionsSection = Extract<PageSection, { type: "questions" }>;

/**
 * The page's questions as one FAQPage: every question of every "questions"
 * section on it, in page order (search engines read one FAQPage per page).
 * Each answer is its words without the Markdown; undefined when the page has
 * no questions.
 */
export function faqPageLd(sections: readonly PageSection[]): WithContext<FAQPage> | undefined {
  const questions = sections
    .filter((section): section is QuestionsSection => section.type === "questions")
    .flatMap((section) => section.questions)
    .map(
      (item): Question => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: markdownPlainText(item.answer) },
      }),
    );
  if (!questions.length) return undefined;
  return { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: questions };
}
