/**
 * A page's questions in its structured data (lib/structured-data.ts): every
 * question of every "questions" section on the page forms one FAQPage, in
 * schema.org's shape (Question, acceptedAnswer, Answer). The page is made here
 * from the type's example; its words are read back, never written out.
 */
import { loadPages } from "@/lib/content/load";
import { PAGE_FILES } from "@/lib/content/shared-files";
import { markdownPlainText } from "@/lib/content/markdown";
import { sectionSchemaOf } from "@/lib/sections/schemas";
import { faqPageLd } from "@/lib/structured-data";

const home = PAGE_FILES.find((f) => f.file === "lib/content/pages/home.json")!;
const questions = sectionSchemaOf("questions").example;
const text = sectionSchemaOf("text").example;

/** A page whose sections are these after a hero (its h1), loaded as the build loads one. */
function pageWith(sections: readonly object[]) {
  const data = { ...(home.data as object), path: "/campaigns/faq", sections: [sectionSchemaOf("hero").example, ...sections] };
  const file = { ...home, file: "lib/content/pages/campaigns-faq.json", data };
  return loadPages([home, file]).find((page) => page.path === "/campaigns/faq")!;
}

test("a page with two Q&A sections gets one FAQPage listing every question of both, in page order", () => {
  const second = { ...questions, questions: [{ question: "A question of the second section?", answer: "Its **answer**, with a [link](/)." }] };
  const page = pageWith([questions, text, second]);
  const asked = page.sections.flatMap((section) => (section.type === "questions" ? section.questions : []));
  expect(asked.length).toBeGreaterThan(2);

  const ld = faqPageLd(page.sections);
  expect(ld).toEqual({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: asked.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: markdownPlainText(item.answer) },
    })),
  });
  // The answers are words, not Markdown: no markup characters from the source reach search engines.
  const answers = asked.map((item) => markdownPlainText(item.answer));
  for (const answer of answers) expect(answer).not.toMatch(/\*\*|\]\(|^\s*- /m);
  for (const answer of answers) expect(answer.length).toBeGreaterThan(0);
});

test("a page with no questions has no FAQPage", () => {
  expect(faqPageLd(pageWith([text]).sections)).toBeUndefined();
});
