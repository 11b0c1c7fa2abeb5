/**
 * @jest-environment node
 *
 * The test build's sample pages (lib/content/sample-pages.ts): every section
 * type checked in a browser once, on a launch page or on a sample page drawn
 * from its example, each variant too; and the post-build step that keeps them
 * out of any other build (scripts/build/sample-pages.mjs).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { z } from "zod";
import { SAMPLE_PAGES, loadSamplePages } from "@/lib/content/load";
import { PAGE_FILES } from "@/lib/content/shared-files";
import { LAUNCH_PAGES, pageNameOf } from "@/lib/content/page-files.mjs";
import { pageSchema } from "@/lib/content/page.schema";
import { SAMPLES_PATH, isSamplePath, sampleSections, samplePageFiles, wantsSamplePages } from "@/lib/content/sample-pages";
import { SECTION_SCHEMAS, sectionSchemaOf } from "@/lib/sections/schemas";
import { mayHoldSamples, samplePageProblems } from "../../scripts/build/sample-pages.mjs";

type Section = { type: string } & Record<string, unknown>;
const sectionsOf = (data: unknown): Section[] => (data as { sections: Section[] }).sections;
const isLaunch = (page: { file: string }) => LAUNCH_PAGES.includes(pageNameOf(page.file));
const typesOn = (pages: readonly { data: unknown }[]) => new Set(pages.flatMap((page) => sectionsOf(page.data).map((s) => s.type)));

/** A type's top-level fields that are one of a few words, with their options. */
const choices = (type: (typeof SECTION_SCHEMAS)[number]) =>
  Object.entries(type.schema.shape).flatMap(([key, field]) => {
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    return inner instanceof z.ZodEnum ? [{ key, options: inner.options as string[] }] : [];
  });

describe("the sample pages", () => {
  const samples = samplePageFiles(PAGE_FILES);
  const onSamples = samples.flatMap((page) => sectionsOf(page.data));
  const onLaunch = typesOn(PAGE_FILES.filter(isLaunch));

  test("every section type is on a launch page or a sample page, and no type is on both but the Hero, which opens each", () => {
    for (const type of SECTION_SCHEMAS) {
      const sampled = onSamples.some((section) => section.type === type.name);
      expect([type.name, onLaunch.has(type.name) || sampled]).toEqual([type.name, true]);
      expect([type.name, onLaunch.has(type.name) && sampled && !type.mainHeading]).toEqual([type.name, false]);
    }
    expect(samples.length).toBeGreaterThan(0);
  });

  test("a sampled type is drawn from its example, and from each other option of its choices", () => {
    for (const type of SECTION_SCHEMAS.filter((t) => !onLaunch.has(t.name))) {
      const own = onSamples.filter((section) => section.type === type.name);
      expect(own).toContainEqual(type.example);
      for (const { key, options } of choices(type)) {
        if (Reflect.get(type.example, key) === undefined) continue;
        for (const option of options) expect([type.name, key, own.some((section) => section[key] === option)]).toEqual([type.name, key, true]);
      }
    }
    // The variants come from the schemas: the Hero's background and picture placement, at least.
    expect(sampleSections().filter((section) => section.type === "hero").length).toBeGreaterThan(1);
  });

  test("each passes the page check and opens with the section holding its h1", () => {
    for (const { file, data } of samples) {
      expect([file, pageSchema.safeParse(data).success]).toEqual([file, true]);
      expect([file, sectionSchemaOf(sectionsOf(data)[0]!.type).mainHeading]).toEqual([file, true]);
    }
  });

  test("a type a marketer takes off every launch page moves to the sample pages", () => {
    const launch = PAGE_FILES.filter(isLaunch);
    const taken = sectionsOf(launch[0]!.data).find((section) => !sectionSchemaOf(section.type).mainHeading)!.type;
    const without = PAGE_FILES.map((page) =>
      isLaunch(page) ? { ...page, data: { ...(page.data as object), sections: sectionsOf(page.data).filter((s) => s.type !== taken) } } : page,
    );
    expect(samplePageFiles(without).some((page) => sectionsOf(page.data).some((section) => section.type === taken))).toBe(true);
  });

  test("loaded as pages are, at their own paths, where no page file can be; none unless the build asks", () => {
    const loaded = loadSamplePages();
    expect(loaded.map((page) => page.path)).toEqual(samples.map((_, i) => `${SAMPLES_PATH}/${i + 1}`));
    expect(loaded.every((page) => isSamplePath(page.path) && !pageSchema.shape.path.safeParse(page.path).success)).toBe(true);
    expect(wantsSamplePages({})).toBe(false);
    expect(wantsSamplePages({ DROPS_SAMPLE_PAGES: "1" })).toBe(true);
    expect(SAMPLE_PAGES).toEqual([]); // this process did not ask
  });
});

describe("the post-build step's check of sample pages", () => {
  const exportWith = ({ robots = "noindex, nofollow", sitemap = "<urlset><url><loc>http://localhost:3000/brands</loc></url></urlset>" } = {}) => {
    const out = mkdtempSync(path.join(tmpdir(), "samples-"));
    mkdirSync(path.join(out, "_samples"));
    writeFileSync(path.join(out, "_samples", "1.html"), `<!DOCTYPE html><html><head><meta name="robots" content="${robots}"/></head><body></body></html>`);
    writeFileSync(path.join(out, "sitemap.xml"), sitemap);
    return out;
  };

  test("only a local build that asked may hold them", () => {
    expect(mayHoldSamples({ DROPS_SAMPLE_PAGES: "1", SITE_ENV: "local" })).toBe(true);
    expect(mayHoldSamples({ DROPS_SAMPLE_PAGES: "1", SITE_ENV: "production" })).toBe(false);
    expect(mayHoldSamples({ DROPS_SAMPLE_PAGES: "1", SITE_ENV: "local", BASE_PATH: "/preview/x" })).toBe(false);
    expect(mayHoldSamples({ SITE_ENV: "local" })).toBe(false);
    expect(samplePageProblems(exportWith(), { allowed: true })).toEqual([]);
    expect(samplePageProblems(exportWith(), { allowed: false })).toEqual([expect.stringContaining("never to a production or preview build")]);
  });

  test("wherever they are, none is indexed or in the sitemap", () => {
    expect(samplePageProblems(exportWith({ robots: "index, follow" }), { allowed: true })).toEqual([expect.stringContaining("no noindex")]);
    const listed = exportWith({ sitemap: `<urlset><url><loc>http://localhost:3000${SAMPLES_PATH}/1</loc></url></urlset>` });
    expect(samplePageProblems(listed, { allowed: true })).toEqual([expect.stringContaining("sitemap.xml lists sample pages")]);
  });

  test("an export with no sample pages has nothing to say", () => {
    const out = mkdtempSync(path.join(tmpdir(), "samples-"));
    expect(samplePageProblems(out, { allowed: false })).toEqual([]);
  });
});
