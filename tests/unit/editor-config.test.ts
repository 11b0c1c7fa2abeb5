/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { GET } from "@/app/(editor)/admin/config.yml/route";
import { SITE_URL } from "@/lib/constants";
import {
  MARKDOWN_BUTTONS,
  claimChoice,
  copyField,
  editorConfig,
  editorField,
  editorFiles as filesOf,
  pageChoice,
  toJsonSchema,
  type EditorField,
} from "@/lib/content/editor-config";
import { CLAIMS } from "@/lib/content/claims";
import { fontAccepts } from "@/lib/content/font-fields";
import { MAX_UPLOAD_BYTES, PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER, PICTURE_SRC } from "@/lib/editor-media.mjs";
import { CONTENT_FILES, CONTENT_GROUPS } from "@/lib/content/shared-files";
import { FIGURE_SLOTS, fields, picture } from "@/lib/content/schema";
import { LAUNCH_PAGES, PAGES_DIR, pageNameOf, pageRoutes } from "@/lib/content/page-files.mjs";

/**
 * The editor at /admin/ asks for what the build accepts: every schema field
 * has an editor field with the same limits, and every editor field has a
 * schema field. Limits are compared by behaviour: probe values on each side
 * of every limit must be accepted or refused alike by the schema and by the
 * editor's own rules (required, pattern, min/max, and the font's check before
 * Save of the fields it marks: lib/content/font-fields.ts).
 */

const config = editorConfig({ origin: "https://drops.example", repo: "owner/drops-site" });
/** The pages' names, read from disk once: a link field is checked in every page file, so once per link and page, and at 500 pages reading them all for each made this file take minutes. */
let names: string[] | undefined;
const pageNames = () => (names ??= pageRoutes().map((route) => route.name));
const editorFiles = filesOf(config);

function editorAccepts(field: EditorField, stored: unknown): boolean {
  // Decap checks an image widget's pattern against the file's name (decap-cms-widget-file's getValidateValue, lib-util's basename).
  const value = field.widget === "image" && typeof stored === "string" ? stored.replace(/^.*[\\/]/, "") : stored;
  if (value === "" || value === undefined || value === null) return field.required === false;
  // A field drawn in the site's font is checked before Save by its mark, not its pattern (lib/content/font-fields.ts).
  if (typeof value === "string") return (field.pattern ? new RegExp(field.pattern[0]).test(value) : true) && fontAccepts(field, value);
  if (typeof value === "number")
    return (
      (field.min === undefined || value >= field.min) &&
      (field.max === undefined || value <= field.max) &&
      (field.value_type !== "int" || Number.isInteger(value))
    );
  return true;
}

function stringProbes(schema: z.ZodString, current: unknown): string[] {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 300;
  const lengths = [0, 1, min - 1, min, min + 1, max - 1, max, max + 1].filter((n) => n >= 0);
  return [
    ...lengths.map((n) => "a".repeat(n)),
    ...[...FIGURE_SLOTS, "left", "total", "year", "site", "nope"].map((slot) => `Only {${slot}} here`),
    "an { alone",
    "how-it-works",
    "Not An Id",
    "/brands",
    // The site's and the host's own addresses, and names that only start like them.
    "/admin/promo",
    "/api/x",
    "/index",
    "/cdn-cgi/x",
    "/og",
    "/404",
    "/admin-tools",
    "/indexes",
    "#fund-drops",
    // Pictures (lib/editor-media.mjs PICTURE_SRC): names Decap makes, capitals, folders, other formats.
    "/media/zoë-at-the-café_2.jpg",
    "/media/PHOTO.JPEG",
    "/MEDIA/a.Png",
    "/media/a.webp",
    "/media/a.avif",
    "/media/.png",
    "/media/a/b.png",
    "/media/a\\b.png",
    "/media/../a.png",
    "/media/a.gif",
    "/media/a.svg",
    "/media/a.png.html",
    "media/a.png",
    // The site's font (lib/content/font-coverage.ts): accents, €, emoji (with a skin tone, a joiner, a flag), and letters it lacks.
    "Zoë, Łódź, Straße: €5",
    "Thanks 👍🏽 👨‍👩‍👧 🇵🇱 ❤️",
    "Dž is ǅ",
    "Ωmega",
    "⌘C",
    ...(typeof current === "string" ? [current] : []),
  ];
}

/** Where the schema and the editor field disagree, one line each. */
function disagreements(schema: z.ZodType, field: EditorField | undefined, at: string, current: unknown, inOptionalGroup = false): string[] {
  if (!field) return [`${at}: in the schema, not in the editor`];
  let inner = schema;
  let optional = false;
  while (inner instanceof z.ZodOptional) {
    optional = true;
    inner = inner.unwrap() as z.ZodType;
  }
  const problems: string[] = [];
  // Decap checks an optional group's fields as if the group were filled in: a picture's file there is optional in the editor (editorField).
  const optionalInEditor = optional || (inOptionalGroup && inner.meta()?.picture === true);
  if ((field.required !== false) === optionalInEditor)
    problems.push(`${at}: required ${!optionalInEditor} in the schema, ${field.required !== false} in the editor`);
  if (inner instanceof z.ZodObject) {
    if (field.widget !== "object" && field.widget !== "list") return [`${at}: a group of fields in the schema, a ${field.widget} in the editor`];
    const shape = inner.shape as Record<string, z.ZodType>;
    const editorFields = field.fields ?? [];
    for (const key of Object.keys(shape)) {
      problems.push(
        ...disagreements(
          shape[key]!,
          editorFields.find((f) => f.name === key),
          `${at}.${key}`,
          (current as Record<string, unknown> | undefined)?.[key],
          optional,
        ),
      );
    }
    for (const f of editorFields) if (!(f.name in shape)) problems.push(`${at}.${f.name}: in the editor, not in the schema`);
    return problems;
  }
  // A field marketers must not change (an id links depend on, the paths a page moved from) is hidden in the editor, and only such a field.
  const hidden = inner.meta()?.hidden === true;
  if (hidden || field.widget === "hidden") {
    return hidden && field.widget === "hidden"
      ? problems
      : [...problems, `${at}: ${hidden ? "hidden" : "shown"} in the schema, ${field.widget === "hidden" ? "hidden" : "shown"} in the editor`];
  }
  if (inner instanceof z.ZodArray || inner instanceof z.ZodTuple) {
    if (field.widget !== "list") return [`${at}: a list in the schema, a ${field.widget} in the editor`];
    // A tuple's places have meanings (a headline's two lines), as a fixedOrder list's do (a demo's steps): the editor
    // must not offer to reorder them; any other list it may.
    const fixed = inner instanceof z.ZodTuple || z.globalRegistry.get(inner)?.fixedOrder === true;
    if ((field.allow_reorder === false) !== fixed)
      problems.push(`${at}: ${fixed ? "a fixed order" : "any order"} in the schema, allow_reorder ${field.allow_reorder} in the editor`);
    const item = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : (inner.def.items[0] as z.ZodType);
    if (item instanceof z.ZodDiscriminatedUnion) return [...problems, ...typedBlockDisagreements(item, field, at, current)];
    const json = z.toJSONSchema(inner, { io: "input" }) as { minItems?: number; maxItems?: number };
    const sizes = [json.minItems, json.maxItems];
    if ((field.min ?? undefined) !== (sizes[0] || undefined) || field.max !== sizes[1])
      problems.push(`${at}: list size ${sizes[0]}–${sizes[1]} in the schema, ${field.min}–${field.max} in the editor`);
    const itemField: EditorField | undefined = field.field ?? (field.fields ? { name: "item", label: "", widget: "object", fields: field.fields } : undefined);
    const first = Array.isArray(current) ? current[0] : undefined;
    return [...problems, ...disagreements(item, itemField, `${at}[]`, first)];
  }
  if (inner instanceof z.ZodEnum) {
    const options = inner.options as string[];
    if (field.widget !== "select" || JSON.stringify(field.options) !== JSON.stringify(options))
      problems.push(`${at}: one of ${options.join(", ")} in the schema, ${field.widget} ${field.options?.join(", ") ?? ""} in the editor`);
    return problems;
  }
  // A link to a page: the editor offers the Pages collection's entries and stores one's slug (its file's name), each of which the schema accepts.
  if (inner.meta()?.page === true) {
    const choice = pageChoice();
    const offered = { collection: field.collection, file: field.file, value_field: field.value_field, search_fields: field.search_fields };
    const expected = { collection: choice.collection, file: undefined, value_field: "{{slug}}", search_fields: choice.search_fields };
    if (field.widget !== "relation" || JSON.stringify(offered) !== JSON.stringify(expected))
      problems.push(`${at}: a page's name in the schema, ${field.widget} ${JSON.stringify(offered)} in the editor`);
    for (const name of pageNames()) if (!schema.safeParse(name).success) problems.push(`${at}: the page ${name} is refused by the schema`);
    return problems;
  }
  // A claim picked by its name: the editor offers the claims' names (a relation to the claims list), each of which the schema accepts.
  if (inner.meta()?.claim === true) {
    const choice = claimChoice();
    const offered = { collection: field.collection, file: field.file, value_field: field.value_field, search_fields: field.search_fields };
    const expected = { collection: choice.collection, file: choice.file, value_field: choice.value_field, search_fields: choice.search_fields };
    if (field.widget !== "relation" || JSON.stringify(offered) !== JSON.stringify(expected))
      problems.push(`${at}: a claim's name in the schema, ${field.widget} ${JSON.stringify(offered)} in the editor`);
    for (const claim of CLAIMS) if (!schema.safeParse(claim.name).success) problems.push(`${at}: the claim ${claim.name} is refused by the schema`);
    return problems;
  }
  // An uploaded picture's file: Decap's image widget, one file, no typed address, the upload limit; and only such a field.
  const isPicture = inner.meta()?.picture === true;
  if (isPicture !== (field.widget === "image")) return [`${at}: ${isPicture ? "a picture" : "not a picture"} in the schema, a ${field.widget} in the editor`];
  if (isPicture) {
    const settings = { choose_url: field.choose_url, media_library: field.media_library };
    if (
      JSON.stringify(settings) !== JSON.stringify({ choose_url: false, media_library: { allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } } })
    )
      problems.push(`${at}: the image widget's settings are ${JSON.stringify(settings)}`);
    for (const probe of stringProbes(inner as z.ZodString, current)) {
      // No file in an optional group is the picture left out: the editor drops the group before Save (upload-checks.ts withoutEmptyPictures).
      if (probe === "" && optionalInEditor && !optional) continue;
      // Decap checks only the file's name: the widget stores its folder and a name it made (no folders; no address typed, choose_url false).
      // A value it cannot store (another folder, a path) is the schema's, which the page check before Save holds.
      if (probe && !(probe.startsWith(`${PICTURES_PUBLIC_FOLDER}/`) && !/[/\\]/.test(probe.slice(PICTURES_PUBLIC_FOLDER.length + 1)))) continue;
      const bySchema = schema.safeParse(probe).success;
      if (bySchema !== editorAccepts(field, probe))
        problems.push(`${at}: ${JSON.stringify(probe)} is ${bySchema ? "accepted" : "refused"} by the schema but not by the editor`);
    }
    return problems;
  }
  if (inner instanceof z.ZodString) {
    // Text in the Markdown subset gets the Markdown widget, and only such text.
    const markdown = inner.meta()?.markdown === true;
    if (markdown !== (field.widget === "markdown")) return [`${at}: ${markdown ? "Markdown" : "plain text"} in the schema, a ${field.widget} in the editor`];
    if (!markdown && field.widget !== "string" && field.widget !== "text") return [`${at}: text in the schema, a ${field.widget} in the editor`];
    // Its toolbar offers the subset only, and no block (an image would be an upload, code the subset refuses).
    if (markdown && (JSON.stringify(field.editor_components) !== "[]" || JSON.stringify(field.buttons) !== JSON.stringify(MARKDOWN_BUTTONS)))
      problems.push(`${at}: the Markdown widget offers ${JSON.stringify(field.buttons)} and the blocks ${JSON.stringify(field.editor_components)}`);
    for (const probe of stringProbes(inner, current)) {
      const bySchema = schema.safeParse(probe).success;
      if (bySchema !== editorAccepts(field, probe))
        problems.push(
          `${at}: ${JSON.stringify(probe.length > 40 ? `${probe.slice(0, 20)}… (${probe.length} characters)` : probe)} is ${bySchema ? "accepted" : "refused"} by the schema but not by the editor`,
        );
    }
    return problems;
  }
  if (inner instanceof z.ZodBoolean) {
    if (field.widget !== "boolean") return [`${at}: true or false in the schema, a ${field.widget} in the editor`];
    // What a new entry starts with must be a value the schema takes.
    if (field.default !== undefined && !schema.safeParse(field.default).success)
      problems.push(`${at}: the default ${String(field.default)} is refused by the schema`);
    return problems;
  }
  if (inner instanceof z.ZodNumber) {
    if (field.widget !== "number") return [`${at}: a number in the schema, a ${field.widget} in the editor`];
    const lo = inner.minValue ?? -1e6;
    const hi = inner.maxValue ?? 1e6;
    const probes = [lo - 1, lo - 0.5, lo, lo + 0.5, hi - 0.5, hi, hi + 1, typeof current === "number" ? current : 0].filter(
      (n) => Math.abs(n) < Number.MAX_SAFE_INTEGER,
    );
    for (const probe of probes) {
      const bySchema = schema.safeParse(probe).success;
      if (bySchema !== editorAccepts(field, probe))
        problems.push(`${at}: ${probe} is ${bySchema ? "accepted" : "refused"} by the schema but not by the editor`);
    }
    return problems;
  }
  return [`${at}: no comparison for this kind of schema field`];
}

/** A list of typed blocks (a page's sections): each type of the union against the editor's type of that name, fields and limits alike. */
function typedBlockDisagreements(union: z.ZodDiscriminatedUnion, field: EditorField, at: string, current: unknown): string[] {
  if (!field.types) return [`${at}: typed blocks in the schema, a list without types in the editor`];
  if (field.typeKey !== "type") return [`${at}: the editor saves the type as ${field.typeKey}, the schema reads "type"`];
  const names: string[] = [];
  const problems = (union.options as z.ZodObject[]).flatMap((option) => {
    const { type, ...shape } = option.shape as Record<string, z.ZodType>;
    const name = String((type as z.ZodLiteral).value);
    names.push(name);
    const editor = field.types!.find((t) => t.name === name);
    if (!editor) return [`${at}<${name}>: a section type in the schema, not in the editor`];
    const example = Array.isArray(current) ? current.find((s: { type?: string }) => s.type === name) : undefined;
    return disagreements(z.strictObject(shape), editor, `${at}<${name}>`, example);
  });
  return problems.concat(field.types.filter((t) => !names.includes(t.name)).map((t) => `${at}<${t.name}>: in the editor, not in the schema`));
}

/**
 * Every page file has the one page schema and the Pages collection's fields: they are compared in full on the shared
 * files and the launch pages (their words among the probes), and for any other page only that the editor has it. Its
 * words are the build's to check; comparing the whole schema again for each took about a second a page (9 minutes at 500).
 */
const comparedInFull = (file: string) => !file.startsWith(`${PAGES_DIR}/`) || LAUNCH_PAGES.includes(pageNameOf(file));

function fileDisagreements(config: ReturnType<typeof editorConfig>) {
  const files = filesOf(config);
  return CONTENT_FILES.flatMap((entry) => {
    const editor = files.find((f) => f.file === entry.file);
    if (!editor) return [`${entry.file}: no editor file`];
    if (!comparedInFull(entry.file)) return [];
    return disagreements(entry.schema, { name: entry.name, label: "", widget: "object", fields: editor.fields }, entry.file, entry.data);
  }).concat(files.filter((f) => !CONTENT_FILES.some((e) => e.file === f.file)).map((f) => `${f.file}: in the editor, not a content file`));
}

describe("the editor's config", () => {
  it("has, for every content file, every schema field with the same limits, and no field the schemas lack", () => {
    expect(editorFiles.length).toBe(CONTENT_FILES.length);
    expect(fileDisagreements(config)).toEqual([]);
  });

  it("gives every kind of a typed block and every group of fields at least one field, and requires no switch: Decap refuses to load the one, and a switch left off the other", () => {
    const empty = (fields: readonly EditorField[], at: string): string[] =>
      fields.flatMap((f) => [
        ...(f.fields && f.fields.length === 0 ? [`${at}.${f.name}: a group of no fields`] : []),
        ...(f.widget === "boolean" && f.required !== false ? [`${at}.${f.name}: a required switch (Decap calls one left off missing)`] : []),
        ...empty(f.fields ?? [], `${at}.${f.name}`),
        ...(f.field ? empty([f.field], `${at}.${f.name}`) : []),
        ...(f.types ?? []).flatMap((t) =>
          t.fields.length === 0 ? [`${at}.${f.name}<${t.name}>: a kind with no field of its own`] : empty(t.fields, `${at}.${f.name}<${t.name}>`),
        ),
      ]);
    expect(editorFiles.flatMap((file) => empty(file.fields, file.file))).toEqual([]);
  });

  it("saves every change as a branch and a pull request, logging in on the site's own origin", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({ name: "github", base_url: "https://drops.example", auth_endpoint: "api/auth" });
    expect(config.collections.every((c) => ("files" in c ? c.files.every((f) => f.format === "json") : c.format === "json"))).toBe(true);
  });

  it("uploads with Decap's own library into the pictures folder, outside public/, and a field stores /media/<file>", () => {
    expect(config).not.toHaveProperty("media_library");
    expect(config.media_folder).toBe(PICTURES_FOLDER);
    expect(PICTURES_FOLDER).not.toMatch(/^\/?public(\/|$)/);
    // Decap stores public_folder + "/" + the file's name: a value PICTURE_SRC accepts.
    expect(PICTURE_SRC.test(`${config.public_folder}/photo.jpg`)).toBe(true);
    // Files only where a field takes a picture: every other widget is one of the text and choice widgets.
    const widgets = (fields: EditorField[]): string[] =>
      fields.flatMap((f) => [f.widget, ...widgets(f.fields ?? []), ...(f.field ? widgets([f.field]) : []), ...widgets(f.types ?? [])]);
    const used = new Set(editorFiles.flatMap((f) => widgets(f.fields as EditorField[])));
    expect(
      [...used].filter((w) => !["object", "list", "string", "text", "markdown", "number", "select", "boolean", "hidden", "relation", "image"].includes(w)),
    ).toEqual([]);
  });

  it("gives the shared files a media folder nothing uploads to, as none takes a picture; a shared file with a picture field is refused", () => {
    // Decap lists a file collection's media folder on each open of one of its files: the pictures' folder would be every upload's bytes.
    const shared = config.collections.filter((c) => "files" in c);
    expect(shared.length).toBeGreaterThan(0);
    for (const collection of shared) {
      const { media_folder: folder, public_folder: served } = collection as { media_folder?: string; public_folder?: string };
      expect(folder?.replace(/^\//, "")).not.toBe(PICTURES_FOLDER);
      expect(existsSync(path.join(__dirname, "../..", folder ?? PICTURES_FOLDER))).toBe(false);
      expect(served).toBe(`${PICTURES_PUBLIC_FOLDER}/${collection.name}`);
    }
    const [file] = CONTENT_GROUPS[0]!.files;
    const withPicture = { ...file!, schema: z.strictObject({ card: fields({ portrait: picture({ hint: "A face." }) }) }) };
    expect(() => editorConfig({ origin: "https://drops.example", repo: "o/r", groups: [{ name: "shared", label: "Shared", files: [withPicture] }] })).toThrow(
      `editor-config: ${file!.file} has a picture field (src); a shared file's media folder holds no upload`,
    );
  });

  it("asks for a picture with the image widget, its alt text and its decorative box, as the schema's picture field has them", () => {
    const schema = z.strictObject({ portrait: picture({ hint: "The person quoted." }) });
    const field = editorField("quote", toJsonSchema(schema), true);
    expect(disagreements(schema, field, "quote", undefined)).toEqual([]);
    const [src, alt, decorative] = field.fields![0]!.fields!;
    expect(src).toMatchObject({ name: "src", label: "Picture", widget: "image", hint: "The person quoted.", choose_url: false });
    expect(src?.media_library).toEqual({ allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } });
    expect(alt).toMatchObject({ name: "alt", label: "Alt text", widget: "string", required: false });
    expect(decorative).toMatchObject({ name: "decorative", widget: "boolean", required: false });
    // Decap tests the pattern against the file's name alone: it takes the names a field may store under /media/, and no other.
    const byEditor = new RegExp(src!.pattern![0]);
    for (const name of ["photo.jpg", "Photo.JPEG", "a b.png", "x.webp", "x.avif", "x.svg", "x.gif", "x.png.html", "x", ".jpg", "a/b.jpg"])
      expect([name, byEditor.test(name)]).toEqual([name, PICTURE_SRC.test(`/media/${name}`)]);
    // The comparison notices a picture offered as a text box, and a picture's settings changed.
    const asText = { ...field, fields: [{ ...field.fields![0]!, fields: [{ ...src!, widget: "string" as const }, alt!, decorative!] }] };
    expect(disagreements(schema, asText, "quote", undefined)).toEqual(["quote.portrait.src: a picture in the schema, a string in the editor"]);
    const withUrl = { ...field, fields: [{ ...field.fields![0]!, fields: [{ ...src!, choose_url: true }, alt!, decorative!] }] };
    expect(disagreements(schema, withUrl, "quote", undefined)).toEqual([
      `quote.portrait.src: the image widget's settings are {"choose_url":true,"media_library":{"allow_multiple":false,"config":{"max_file_size":${MAX_UPLOAD_BYTES}}}}`,
    ]);
    const plain = z.strictObject({ name: fields({ src: z.string() }) });
    const image = { ...editorField("x", toJsonSchema(plain), true) };
    image.fields = [{ ...image.fields![0]!, fields: [{ ...image.fields![0]!.fields![0]!, widget: "image" }] }];
    expect(disagreements(plain, image, "x", undefined)).toEqual(["x.name.src: not a picture in the schema, a image in the editor"]);
  });

  it("leaves an optional picture's file optional, which Decap would otherwise require of a picture left out; a required picture's file stays required", () => {
    const schema = z.strictObject({ portrait: picture({ hint: "Optional." }).optional(), main: picture({ hint: "Required." }) });
    const [portrait, main] = editorField("quote", toJsonSchema(schema), true).fields!;
    expect(portrait).toMatchObject({ name: "portrait", required: false });
    expect(portrait?.fields?.find((f) => f.name === "src")).toMatchObject({ widget: "image", required: false });
    expect(main?.required).toBeUndefined();
    expect(main?.fields?.find((f) => f.name === "src")?.required).toBeUndefined();
    expect(disagreements(schema, editorField("quote", toJsonSchema(schema), true), "quote", undefined)).toEqual([]);
  });

  it("finds a save's preview by the commit status context the preview workflow posts (Decap matches it exactly)", () => {
    const workflow = readFileSync(path.join(__dirname, "../../.github/workflows/preview-deploy.yml"), "utf8");
    const posted = [...workflow.matchAll(/statuses\/\$COMMIT" -f state=success -f context=(\S+)/g)].map((m) => m[1]);
    expect(posted).toEqual([config.backend.preview_context]);
  });

  it("is served as YAML that reads back as the config, every string a string", async () => {
    const served = parse(await GET().text());
    // JSON's copy of the config: what it holds as data, its unset fields left out.
    expect(served).toEqual(JSON.parse(JSON.stringify(editorConfig({ origin: SITE_URL, repo: served.backend.repo }))));
    expect(served.backend.repo).toEqual(expect.any(String));
  });
});

describe("click-to-edit in the preview", () => {
  /** Every field of the config that Decap would mark (string, text, Markdown), by collection, file and the fields' names. */
  const marked = (fields: readonly EditorField[], at: string): { at: string; field: EditorField }[] =>
    fields.flatMap((f) => [
      ...(["string", "text", "markdown"].includes(f.widget) ? [{ at: `${at}.${f.name}`, field: f }] : []),
      ...marked(f.fields ?? [], `${at}.${f.name}`),
      ...(f.field ? marked([f.field], `${at}.${f.name}`) : []),
      ...(f.types ?? []).flatMap((t) => marked(t.fields, `${at}.${f.name}<${t.name}>`)),
    ]);
  const strings = config.collections.flatMap((c) =>
    "files" in c ? c.files.flatMap((e) => marked(e.fields as EditorField[], `${c.name}/${e.name}`)) : marked(c.fields as EditorField[], c.name),
  );

  it("is on for the pages and every shared file", () => {
    for (const collection of config.collections)
      expect([collection.name, collection.editor]).toEqual([collection.name, { preview: true, visualEditing: true }]);
  });

  it("leaves out exactly the strings that are not copy: addresses (a retired page's outside one too), anchors, a claim's name, code, the prompt and a chat trigger", () => {
    const optedOut = strings.filter(({ field }) => field.visualEditing === false).map(({ at }) => at);
    expect(optedOut.sort()).toEqual(
      [
        "pages.path",
        "pages.retiredTo<url>.url",
        "pages.sections<hero>.anchor",
        "pages.sections<hero>.buttons<section>.section",
        "pages.sections<picture>.anchor",
        "pages.sections<picture-text>.anchor",
        "pages.sections<picture-text>.buttons<section>.section",
        "pages.sections<features>.anchor",
        "pages.sections<quote>.anchor",
        "pages.sections<steps>.anchor",
        "pages.sections<call-to-action>.anchor",
        "pages.sections<call-to-action>.button<section>.section",
        "pages.sections<code-samples>.buttons<section>.section",
        "pages.sections<code-samples>.samples.title",
        "pages.sections<api-prompt>.text",
        "shared/claims.claims<shown>.name",
        "shared/claims.claims<number>.name",
        "shared/chat-replies.rules.trigger",
      ].sort(),
    );
    // Markdown cannot opt out (Decap marks its every paragraph regardless): it is parsed with the marks (tests/unit/markdown.test.tsx).
    expect(strings.filter(({ field }) => field.widget === "markdown" && field.visualEditing === false)).toEqual([]);
    // The rule, both ways: every other string is copy.
    for (const { at, field } of strings) expect([at, field.visualEditing !== false]).toEqual([at, copyField(field)]);
  });
});

describe("claims in the editor", () => {
  const claimsFile = editorFiles.find((f) => f.file === "lib/content/claims.json")!;

  it("offers, wherever a page shows a claim, the names in the claims file's list as it is (a claim added is offered at once)", () => {
    const choice = claimChoice();
    const collection = config.collections.find((c) => c.name === choice.collection);
    expect(collection && "files" in collection ? collection.files.find((f) => f.name === choice.file)?.file : undefined).toBe("lib/content/claims.json");
    // "claims.*.name": the name field of every item of the file's "claims" list, whichever type the item is.
    const [list, , key] = choice.value_field.split(".");
    const items = claimsFile.fields.find((f) => f.name === list)!;
    expect(items.types?.length).toBeGreaterThan(0);
    for (const type of items.types!) expect(type.fields.find((f) => f.name === key)?.widget).toBe("string");
    const pages = config.collections.find((c) => c.name === "pages");
    expect(JSON.stringify(pages)).toContain(`"widget":"relation","collection":"${choice.collection}","file":"${choice.file}"`);
  });

  it("lets a marketer reorder and add to the claims, the stats and the campaign's figures, but not a headline's two lines", () => {
    const pages = config.collections.find((c) => c.name === "pages");
    const types = pages && !("files" in pages) ? pages.fields!.find((f) => f.name === "sections")!.types! : [];
    const fieldOf = (type: string, ...path: string[]) =>
      path.reduce<EditorField | undefined>(
        (at, name) => at?.fields?.find((f) => f.name === name) ?? at?.types?.find((t) => t.name === name),
        types.find((t) => t.name === type),
      );
    for (const list of [fieldOf("numbers", "figures"), fieldOf("picture-text", "drawing", "campaign-card", "lifts"), claimsFile.fields[0]]) {
      expect(list?.widget).toBe("list");
      expect(list?.allow_reorder).toBeUndefined();
    }
    expect(fieldOf("chat", "headline")).toMatchObject({ widget: "list", allow_reorder: false });
  });
});

describe("links in the editor", () => {
  const pages = config.collections.find((c) => c.name === pageChoice().collection);
  const folder = pages && "folder" in pages ? pages : undefined;
  // Fields named "href", or "page" (a button that goes to a page), that a marketer sees (a link within the page, to a section's anchor, is hidden: lib/content/schema.ts sectionLink).
  const linkFields = (fields: readonly EditorField[]): EditorField[] =>
    fields.flatMap((f) => [
      ...((f.name === "href" || f.name === "page") && f.widget !== "hidden" && f.widget !== "object" ? [f] : []),
      ...linkFields(f.fields ?? []),
      ...(f.field ? linkFields([f.field]) : []),
      ...linkFields(f.types ?? []),
    ]);

  it("pick a page of the Pages collection itself and store its entry's slug, its file's name, made from the path once, at creation", () => {
    expect(folder?.folder).toBe(PAGES_DIR);
    expect(folder?.slug).toBe("{{fields.path}}");
    const links = editorFiles.flatMap((f) => linkFields(f.fields as EditorField[]));
    // The header's links (a shared file) and the pages' own.
    expect(new Set(editorFiles.filter((f) => linkFields(f.fields as EditorField[]).length > 0).map((f) => f.name))).toEqual(new Set(["layout", "pages"]));
    for (const link of links)
      expect(link).toMatchObject({ widget: "relation", collection: folder?.name, value_field: "{{slug}}", search_fields: ["label", "path"] });
  });

  it("start a new page listed in the footer, and tell on the Pages list that a deleted page's links fail the build", () => {
    expect(folder?.fields?.find((f) => f.name === "showInFooter")).toMatchObject({ widget: "boolean", default: true, label: "Show in footer" });
    expect(folder?.description).toMatch(/delete/i);
  });
});

describe("the comparison itself", () => {
  const doctored = (edit: (fields: EditorField[]) => void) => {
    const copy = JSON.parse(JSON.stringify(config)) as typeof config;
    const pages = copy.collections.find((c) => c.name === "pages");
    if (!pages || "files" in pages) throw new Error("no Pages folder collection");
    edit(pages.fields as EditorField[]);
    return fileDisagreements(copy).filter((line) => line.startsWith(HOME));
  };
  const HOME = "lib/content/pages/home.json";
  const hero = (fields: EditorField[]) => fields.find((f) => f.name === "sections")!.types!.find((t) => t.name === "hero")!.fields;
  const chat = (fields: EditorField[]) => fields.find((f) => f.name === "sections")!.types!.find((t) => t.name === "chat")!.fields;

  it("notices a link offered as a list of paths rather than the Pages collection's entries", () => {
    const pitch = (fields: EditorField[]) => fields.find((f) => f.name === "sections")!.types!.find((t) => t.name === "picture-text")!.fields;
    const CHARITIES = "lib/content/pages/charities.json";
    const copy = JSON.parse(JSON.stringify(config)) as typeof config;
    const pages = copy.collections.find((c) => c.name === "pages");
    if (!pages || "files" in pages) throw new Error("no Pages folder collection");
    const more = pitch(pages.fields as EditorField[])
      .find((f) => f.name === "buttons")!
      .types!.find((t) => t.name === "page")!;
    more.fields = more.fields!.map((f) =>
      f.name === "page" ? { name: "page", label: f.label, widget: "select", options: pageRoutes().map((r) => r.path) } : f,
    );
    expect(fileDisagreements(copy).filter((line) => line.startsWith(CHARITIES))).toEqual([
      `${CHARITIES}.sections<picture-text>.buttons<page>.page: a page's name in the schema, select {} in the editor`,
    ]);
  });

  it("notices a field missing from the editor, and one the schemas lack", () => {
    expect(doctored((f) => hero(f).splice(0, 1))).toEqual([`${HOME}.sections<hero>.eyebrow: in the schema, not in the editor`]);
    expect(doctored((f) => hero(f).push({ name: "subtitle", label: "Subtitle", widget: "string" }))).toEqual([
      `${HOME}.sections<hero>.subtitle: in the editor, not in the schema`,
    ]);
  });

  it("notices a different length limit, a missing slot rule, a missing font mark, an optional field and a list size", () => {
    expect(doctored((f) => (hero(f).find((x) => x.name === "eyebrow")!.pattern = ["^[\\s\\S]{1,41}$", ""]))).toContain(
      `${HOME}.sections<hero>.eyebrow: "Only {nope} here" is refused by the schema but not by the editor`,
    );
    expect(
      doctored((f) => (hero(f).find((x) => x.name === "eyebrow")!.pattern = [`^(?=[\\s\\S]{1,41}$)(?:[^{}]|\\{(?:${FIGURE_SLOTS.join("|")})\\})*$`, ""])),
    ).toEqual([
      expect.stringMatching(
        /^lib\/content\/pages\/home\.json\.sections<hero>\.eyebrow: "a{20}… \(41 characters\)" is refused by the schema but not by the editor$/,
      ),
    ]);
    // A field drawn in the font whose mark is gone: letters the font does not have get through the editor.
    expect(doctored((f) => delete hero(f).find((x) => x.name === "eyebrow")!.font)).toEqual([
      `${HOME}.sections<hero>.eyebrow: "Dž is ǅ" is refused by the schema but not by the editor`,
      `${HOME}.sections<hero>.eyebrow: "Ωmega" is refused by the schema but not by the editor`,
      `${HOME}.sections<hero>.eyebrow: "⌘C" is refused by the schema but not by the editor`,
    ]);
    expect(doctored((f) => (hero(f).find((x) => x.name === "intro")!.required = false))).toContain(
      `${HOME}.sections<hero>.intro: required true in the schema, false in the editor`,
    );
    expect(doctored((f) => (chat(f).find((x) => x.name === "headline")!.max = 3))).toEqual([
      `${HOME}.sections<chat>.headline: list size 2–2 in the schema, 2–3 in the editor`,
    ]);
  });
});
