/**
 * The sample pages: every section type no launch page holds, and each variant
 * of it, drawn from its example on pages of the site (its layout, header, early
 * event contract and policy), so the browser checks that a page of any content
 * would need run once per type (tests/e2e/checked-pages.ts), whatever the
 * number of pages: on a launch page (checked on every run) or on a sample page.
 * Only a build that asks for them (SAMPLE_PAGES_ENV, set by scripts/test.mjs)
 * draws them, at SAMPLES_PATH/1, /2…; the post-build step refuses them in any
 * other build (scripts/build/sample-pages.mjs), and they are never indexed,
 * listed in the sitemap or given a social card. No file is read here.
 */
import { z } from "zod";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { LAUNCH_PAGES, SAMPLE_PAGES_ENV, SAMPLES_PATH } from "./page-files.mjs";
import { pageNameOf } from "./page-path.mjs";
import { pageAccepts, sectionsOnPages } from "./type-pages";

export { SAMPLE_PAGES_ENV, SAMPLES_PATH };

/** Whether this process builds (or tests) the sample pages. */
export const wantsSamplePages = (env: Readonly<Record<string, string | undefined>> = process.env) => env[SAMPLE_PAGES_ENV] === "1";

export const isSamplePath = (path: string) => path.startsWith(`${SAMPLES_PATH}/`);

type Section = Record<string, unknown>;

/** The options of a field that is one of a few words (oneOf), optional or not; undefined for any other field. */
function optionsOf(field: z.ZodType): readonly string[] | undefined {
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  return inner instanceof z.ZodEnum ? (inner.options as string[]) : undefined;
}

/**
 * A variant's heading told apart from its example's (an "Example picture" beside an "Example picture (width: wide)"):
 * two regions of one name on a page are one too many (axe: landmark-unique), whichever page the variant lands on.
 */
function distinctHeading(example: Section, variant: string): Section {
  const key = ["heading", "title"].find((field) => typeof example[field] === "string");
  return key ? { [key]: `${String(example[key])} (${variant})` } : {};
}

/**
 * Every type's example, each followed by its variants: the example with one of
 * its top-level choices (a hero's background, a picture's width, the side a
 * picture-text's picture is on) set to each other option.
 */
export function sampleSections(): Section[] {
  return SECTION_SCHEMAS.flatMap((type) => {
    const example: Section = type.example;
    const variants = Object.entries(type.schema.shape).flatMap(([key, field]) =>
      (optionsOf(field as z.ZodType) ?? [])
        .filter((option) => example[key] !== undefined && option !== example[key])
        .map((option) => ({ ...example, [key]: option, ...distinctHeading(example, `${key}: ${option}`) })),
    );
    return [example, ...variants];
  });
}

/** A sample page's data, as a page file holds it; its path a stand-in the page check takes (the page route draws it at SAMPLES_PATH/n). */
function sampleData(n: number, sections: readonly Section[]) {
  return {
    path: `/every-section-type-sample-${n}`,
    title: `Sample page ${n}`,
    description: `Every section type drawn from its example, for the checks a browser runs once per type: sample page ${n}.`,
    label: `Sample ${n}`,
    showInFooter: false,
    headline: `Sample page ${n}`,
    sections,
  };
}

/** The section holding the page's h1 first, as a page opens, where the page check still takes it so. */
function headingFirst(n: number, sections: readonly Section[]): readonly Section[] {
  const at = sections.findIndex((section) => sectionSchemaOf(String(section.type)).mainHeading);
  const moved = at > 0 ? [sections[at]!, ...sections.slice(0, at), ...sections.slice(at + 1)] : sections;
  return pageAccepts(sampleData(n, moved)) ? moved : sections;
}

/**
 * The sections spread evenly over the pages (a type's variants that may appear
 * once a page, such as the Hero's, each open a page of their own): sections
 * without the h1 move from the fullest page to the emptiest where the page
 * check takes both, so that no page is only its opening band.
 */
function spread(pages: readonly Section[][]): Section[][] {
  const result = pages.map((sections) => [...sections]);
  for (;;) {
    const bySize = [...result].sort((a, b) => b.length - a.length);
    const [fullest, emptiest] = [bySize[0], bySize.at(-1)];
    if (!fullest || !emptiest || fullest.length - emptiest.length <= 1) return result;
    const at = fullest.findLastIndex(
      (section, i) =>
        !sectionSchemaOf(String(section.type)).mainHeading &&
        pageAccepts(sampleData(0, [...emptiest, section])) &&
        pageAccepts(sampleData(0, fullest.toSpliced(i, 1))),
    );
    if (at < 0) return result;
    emptiest.push(...fullest.splice(at, 1));
  }
}

/** The types of the sections on some page files. */
const typesOn = (pageFiles: readonly { data: unknown }[]) =>
  new Set(
    pageFiles.flatMap(({ data }) => {
      const sections: unknown = data && typeof data === "object" ? Reflect.get(data, "sections") : undefined;
      return Array.isArray(sections)
        ? sections.map((section: unknown) => (section && typeof section === "object" ? String(Reflect.get(section, "type")) : ""))
        : [];
    }),
  );

/**
 * The sample pages as page files ({ file, data }, data as the page check and the
 * loader read it): the types (with their variants) that no launch page among
 * `pageFiles` holds, and the Hero's, which opens them, since every run checks the launch pages in a browser
 * anyway; a type a marketer takes off every launch page comes here. Test each
 * type once: on a launch page, or here.
 */
export function samplePageFiles(pageFiles: readonly { file: string; data: unknown }[]): { file: string; data: ReturnType<typeof sampleData> }[] {
  const launch = pageFiles.filter((page) => LAUNCH_PAGES.includes(pageNameOf(page.file)));
  const onLaunchPages = typesOn(launch);
  // A type holding the page's h1 (the Hero) stays: each sample page opens with one, and its variants (a picture, a
  // light band) are not the launch pages' (their drawings).
  const sections = sampleSections().filter((section) => !onLaunchPages.has(String(section.type)) || sectionSchemaOf(String(section.type)).mainHeading);
  return spread(sectionsOnPages(sections, launch, (onPage) => sampleData(0, onPage))).map((sections, i) => ({
    file: `${SAMPLES_PATH.slice(1)}/sample-${i + 1}.json`,
    data: sampleData(i + 1, headingFirst(i + 1, sections)),
  }));
}

/** The path the page route draws the sample of a file at: SAMPLES_PATH/n. */
export const samplePathOf = (file: string) => `${SAMPLES_PATH}/${pageNameOf(file).replace(/^sample-/, "")}`;
