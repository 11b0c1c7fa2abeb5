/**
 * The editor's configuration (out/admin/config.yml, Decap CMS), made from the
 * content manifest (lib/content/shared-files.ts) and its schemas, so the editor asks for what the build accepts: every field,
 * required or optional, with the same limits (lengths and slots as a pattern,
 * list sizes, number ranges, fixed choices). tests/unit/editor-config.test.ts
 * holds the two in step, both ways.
 */
import "server-only";
import { z } from "zod";
import { CONTENT_GROUPS, SHARED_FILES, type ContentGroup } from "./shared-files";
import { MAX_UPLOAD_BYTES, PICTURES_FOLDER, PICTURES_PUBLIC_FOLDER, PICTURE_FILE_NAME } from "../editor-media.mjs";
import { LIST_ITEM_FIELD, fieldLabel } from "./field-label";
import { PAGES_DIR, pageFiles } from "./page-files.mjs";
import { pageSchema } from "./page.schema";
import { IN_FONT } from "./font-coverage";
import { fontFieldsOnly, type FontField } from "./font-fields";

/** The subset of JSON Schema the content schemas produce. */
export interface JsonSchema {
  type?: "object" | "array" | "string" | "number" | "integer" | "boolean";
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  /** A typed block: one of these, told apart by its "type" (a page's sections). */
  oneOf?: JsonSchema[];
  /** Further rules all of which hold: zod writes a string's second and later patterns here. */
  allOf?: JsonSchema[];
  const?: string;
  title?: string;
  /** Valid values (a section type's example, lib/sections/section-schema.ts): the first is a new typed block's defaults. */
  examples?: unknown[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  description?: string;
  multiline?: boolean;
  slots?: string[];
  /** Not for marketers: the editor keeps the value and does not show it. */
  hidden?: boolean;
  /** A link to a page of this site, by the page's name (lib/content/schema.ts href): the editor offers the pages. */
  page?: boolean;
  /** What a new entry starts with (a page's "Show in footer": ticked). */
  default?: unknown;
  /** A claim's name (lib/content/schema.ts claimRef): the editor offers the claims' names. */
  claim?: boolean;
  /** A list whose places mean something (lib/content/schema.ts list's fixedOrder): the editor offers no dragging. */
  fixedOrder?: boolean;
  /** Text in the Markdown subset (lib/content/markdown.ts): the editor's rich-text box, with only the subset's buttons. */
  markdown?: boolean;
  /** An uploaded picture's file (lib/content/schema.ts picture): the editor's image widget. */
  picture?: boolean;
}

/** Whether a string's schema holds the font's rule (lib/content/schema.ts text(), unless mono): zod writes it among allOf's patterns. */
const drawnInFont = (js: JsonSchema) => [js.pattern, ...(js.allOf ?? []).map((rule) => rule.pattern)].includes(IN_FONT.source);

export interface EditorField {
  name: string;
  label: string;
  widget: "object" | "list" | "string" | "text" | "markdown" | "number" | "select" | "boolean" | "hidden" | "relation" | "image";
  required?: boolean;
  hint?: string;
  /** What the field holds in a block just added (Decap reads it per field, objects field by field). */
  default?: unknown;
  /** A regular expression and the message the editor shows when it fails. */
  pattern?: [string, string];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  options?: string[];
  fields?: EditorField[];
  field?: EditorField;
  /** A list of typed blocks (Decap's list widget with types): each type its own fields; the type's name is saved as "type". */
  types?: (EditorField & { widget: "object"; fields: EditorField[] })[];
  typeKey?: string;
  collapsed?: boolean;
  /** false where the items' order means something (a tuple: a headline's two lines): the editor offers no dragging. */
  allow_reorder?: boolean;
  /** A relation (Decap's relation widget): a value picked from a list in another file. */
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  options_length?: number;
  /** Decap's Markdown widget: the toolbar's buttons, and the blocks (images, code) it may insert: none. */
  buttons?: readonly string[];
  editor_components?: readonly string[];
  /** Decap's image widget: no address typed in place of an upload, and the media library's settings for this field. */
  choose_url?: boolean;
  media_library?: { allow_multiple: boolean; config: { max_file_size: number } };
  /**
   * Drawn in the site's font (the schema's font rule): an option of ours, which Decap ignores. Not a
   * pattern, whose one message could not name the character: before Save the editor walks the entry
   * by these marks and names each character the font lacks (lib/content/font-fields.ts).
   */
  font?: boolean;
  /**
   * false: a click in the preview does not lead here, as Decap's click-to-edit (the collections'
   * `editor.visualEditing`) then hands the preview this field's value as it is, without the invisible
   * characters that name the field (decap-cms-core lib/stega.js). See copyField.
   */
  visualEditing?: false;
}

/**
 * Whether a string is copy a click in the preview leads to: words drawn in the site's font (the schema's font rule),
 * or Markdown (whose every paragraph Decap marks, whatever the field says). Every other string is something the
 * preview does more with than show, and gets Decap's value unmarked: an address (a page's path), an anchor, a
 * claim's name, code and the prompt (drawn in the monospace face, and copied by their copy buttons), a chat reply's
 * trigger (matched against what a visitor types). Numbers, choices and links are never marked (Decap marks only
 * string, text and Markdown widgets).
 */
export const copyField = (field: Pick<EditorField, "widget" | "font">): boolean =>
  field.widget === "markdown" || ((field.widget === "string" || field.widget === "text") && field.font === true);

/** The Markdown subset's constructs as Decap's toolbar offers them (lib/content/markdown.ts refuses the rest). */
export const MARKDOWN_BUTTONS = ["bold", "italic", "link", "heading-three", "bulleted-list", "numbered-list"] as const;

export const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as JsonSchema;

export { fieldLabel };

const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** One code point, without the `u` flag (the editor builds its RegExp from the source alone). */
const CODE_POINT = "(?:[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|[^\\uD800-\\uDBFF])";

/** One pattern for a line of copy: its length limits (a look-ahead) and its slot rule. */
export function textPattern(js: JsonSchema): [string, string] | undefined {
  const { minLength = 0, maxLength } = js;
  // Every pattern must hold: the first is the body, the others look-aheads (a path's "not reserved", say).
  // The font's rule is not among them: the editor checks it before Save, naming the character (EditorField's font).
  const [pattern, ...more] = [js.pattern, ...(js.allOf ?? []).map((rule) => rule.pattern)].filter((p): p is string => Boolean(p) && p !== IN_FONT.source);
  const lengths = minLength > 1 || maxLength !== undefined;
  if (!lengths && !pattern) return undefined;
  // Lengths count code points, as zod does: an emoji of two UTF-16 units is one character (a lone surrogate is one too).
  const look = (lengths ? `(?=${CODE_POINT}{${minLength},${maxLength ?? ""}}$)` : "") + more.map((p) => `(?=${p.replace(/^\^/, "")})`).join("");
  const body = pattern ? pattern.replace(/^\^/, "") : "[\\s\\S]*$";
  const rules: string[] = [];
  if (minLength > 1 && maxLength !== undefined) rules.push(`Between ${minLength} and ${maxLength} characters.`);
  else if (minLength > 1) rules.push(`At least ${minLength} characters.`);
  else if (maxLength !== undefined) rules.push(`At most ${maxLength} characters.`);
  if (js.slots) {
    const names = js.pattern?.match(/\\\{\(\?:(.*)\)\\\}/)?.[1];
    rules.push(
      names
        ? `Curly braces only around a slot: ${names
            .split("|")
            .map((s) => `{${s}}`)
            .join(", ")}.`
        : "No curly braces: this line has no slots.",
    );
  } else if (pattern) rules.push(js.description ? js.description : `Must match ${pattern}.`);
  return [`^${look}${body}`, rules.join(" ")];
}

/**
 * A regular expression's source that matches letters in either case, as its `i` flag
 * would: the editor builds its RegExp from the source alone. Escapes and character
 * classes are kept as they are (PICTURE_FILE_NAME's class holds no letter).
 */
export function caseless(source: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === "\\") {
      out += char + (source[i + 1] ?? "");
      i++;
    } else if (inClass || !/[a-z]/i.test(char)) {
      if (char === "[") inClass = true;
      else if (char === "]") inClass = false;
      out += char;
    } else out += `[${char.toLowerCase()}${char.toUpperCase()}]`;
  }
  return out;
}

/**
 * A picture's file (lib/content/schema.ts picture): Decap's image widget with its own
 * media library, which uploads into PICTURES_FOLDER within the save's branch and stores
 * "/media/<file>". One file per field, no address typed in its place (the build encodes
 * only what is in the folder), at most MAX_UPLOAD_BYTES (the library reads max_file_size
 * from the field's media_library.config, not from the site's config). The pattern refuses
 * an older file of the folder whose name is not a picture's.
 */
export function pictureWidget(): Pick<EditorField, "widget" | "choose_url" | "media_library" | "pattern"> {
  return {
    widget: "image",
    choose_url: false,
    media_library: { allow_multiple: false, config: { max_file_size: MAX_UPLOAD_BYTES } },
    // Decap tests the file's name against it, not the stored "/media/<file>".
    pattern: [caseless(PICTURE_FILE_NAME.source), "A picture uploaded here: a JPEG, PNG, WebP or AVIF file (.jpg, .jpeg, .png, .webp or .avif)."],
  };
}

/** The editor's folder collection of page files ("New page" makes one there). */
export const PAGES_COLLECTION = "pages";

/**
 * A page picked for a link: Decap's relation widget offers the Pages
 * collection's entries as they are on the site's branch (a page published in
 * this session included), found by label or path, and stores the entry's slug,
 * its file's name, which Decap makes once, when the page is created, and keeps
 * when its path changes. So a link survives a path change (lib/content/page-links.ts).
 */
export function pageChoice() {
  return {
    collection: PAGES_COLLECTION,
    value_field: "{{slug}}",
    search_fields: ["label", "path"],
    display_fields: ["label", "path"],
    options_length: 200,
  };
}

/**
 * A claim picked by its name: Decap's relation widget offers the names in the
 * claims file's list as it is now, so a claim a marketer adds is offered at once.
 */
export function claimChoice(groups: readonly ContentGroup[] = CONTENT_GROUPS) {
  const group = groups.find((g) => g.files.some((f) => f.file === CLAIMS_FILE));
  const entry = group?.files.find((f) => f.file === CLAIMS_FILE);
  if (!group || !entry) throw new Error(`editor-config: no editor file for ${CLAIMS_FILE}, which claim fields pick from`);
  const names = "claims.*.name";
  return { collection: group.name, file: entry.name, value_field: names, search_fields: [names], display_fields: [names], options_length: 200 };
}

const CLAIMS_FILE = SHARED_FILES.claims.file;

/**
 * Fields whose defaults are the example's values, so "Add" in the editor starts a
 * section as its example (the gallery's) rather than empty. Decap's list widget
 * takes a typed block's defaults field by field, an object's from its own fields
 * (decap-cms-widget-list, getFieldsDefault), so objects are walked, not given one.
 */
export function withDefaults(fields: readonly EditorField[], example: unknown): EditorField[] {
  if (!example || typeof example !== "object" || Array.isArray(example)) return [...fields];
  const values = new Map<string, unknown>(Object.entries(example));
  return fields.map((field) => {
    const value = values.get(field.name);
    if (value === undefined) return field;
    if (field.widget === "object") return { ...field, fields: withDefaults(field.fields ?? [], value) };
    return { ...field, default: value };
  });
}

/** Decap's typed blocks from a union of objects told apart by "type" (a page's sections). */
function typedBlocks(js: JsonSchema): Pick<EditorField, "types" | "typeKey"> {
  const types = (js.oneOf ?? []).map((option) => {
    const name = option.properties?.type?.const;
    if (!name || option.type !== "object") throw new Error(`editor-config: a typed block needs a "type" const: ${JSON.stringify(option).slice(0, 200)}`);
    const properties = Object.fromEntries(Object.entries(option.properties ?? {}).filter(([key]) => key !== "type"));
    const inner = editorField(name, { ...option, properties, required: (option.required ?? []).filter((key) => key !== "type") }, true);
    const fields = withDefaults(inner.fields ?? [], option.examples?.[0]);
    // A type's hint (a section type's, lib/sections/section-schema.ts) goes with it, under its label.
    return { name, label: option.title ?? fieldLabel(name), widget: "object" as const, ...(option.description ? { hint: option.description } : {}), fields };
  });
  return { types, typeKey: "type" };
}

/** The editor field for one schema field. */
export function editorField(name: string, js: JsonSchema, required: boolean): EditorField {
  const base = { name, label: fieldLabel(name), ...(required ? {} : { required: false }) };
  const hint = js.description ? { hint: js.description } : {};
  if (js.hidden) return { ...base, widget: "hidden" };
  if (js.enum) return { ...base, widget: "select", options: js.enum, ...hint };
  if (js.page) return { ...base, widget: "relation", ...pageChoice(), ...hint };
  if (js.claim) return { ...base, widget: "relation", ...claimChoice(), ...hint };
  if (js.picture) return { ...base, ...pictureWidget(), ...hint };
  switch (js.type) {
    case "object": {
      const req = new Set(js.required ?? []);
      // Decap checks an object's fields whether or not the object itself is required
      // (decap-cms-widget-object's validate): in an optional picture group (a Quote's portrait,
      // a Hero's picture) a required file would make the picture required. Its file is optional
      // there; a group left without one is dropped before Save (components/editor/upload-checks.ts
      // withoutEmptyPictures), and one with alt text but no file is the page check's to refuse.
      const requiredHere = (key: string, sub: JsonSchema) => req.has(key) && (required || !sub.picture);
      return {
        ...base,
        widget: "object",
        ...hint,
        fields: Object.entries(js.properties ?? {}).map(([key, sub]) => editorField(key, sub, requiredHere(key, sub))),
      };
    }
    case "array": {
      const item = js.prefixItems ? js.prefixItems[0]! : (js.items as JsonSchema);
      // A tuple's places have meanings (a headline's first and second line), as a fixedOrder list's do: its items are not dragged about.
      const limits = {
        ...(js.minItems ? { min: js.minItems } : {}),
        ...(js.maxItems !== undefined ? { max: js.maxItems } : {}),
        ...(js.prefixItems || js.fixedOrder ? { allow_reorder: false } : {}),
      };
      if (item.oneOf) return { ...base, widget: "list", ...hint, ...limits, collapsed: true, ...typedBlocks(item) };
      const inner = editorField(LIST_ITEM_FIELD, item, true);
      if (inner.widget === "object") return { ...base, widget: "list", ...hint, ...limits, collapsed: false, fields: inner.fields };
      return { ...base, widget: "list", ...hint, ...limits, collapsed: false, field: { ...inner, label: fieldLabel(name) } };
    }
    case "string": {
      const pattern = textPattern(js);
      const rules = { ...(pattern ? { pattern } : {}), ...(drawnInFont(js) ? { font: true } : {}) };
      if (js.markdown) return { ...base, widget: "markdown", buttons: MARKDOWN_BUTTONS, editor_components: [], ...hint, ...rules };
      const widget = js.multiline ? ("text" as const) : ("string" as const);
      return { ...base, widget, ...hint, ...rules, ...(copyField({ widget, ...rules }) ? {} : { visualEditing: false as const }) };
    }
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: js.type === "integer" ? "int" : "float",
        ...(js.minimum !== undefined && js.minimum > -SAFE_MAX ? { min: js.minimum } : {}),
        ...(js.maximum !== undefined && js.maximum < SAFE_MAX ? { max: js.maximum } : {}),
        ...hint,
      };
    case "boolean":
      return { ...base, widget: "boolean", ...hint, ...(js.default !== undefined ? { default: js.default } : {}) };
    default:
      throw new Error(`editor-config: no editor widget for the schema of "${name}": ${JSON.stringify(js)}`);
  }
}

export interface EditorConfigOptions {
  /** The site's origin: the login (functions/api/auth) answers there. */
  origin: string;
  /** "owner/name" of the GitHub repository the editor commits to. */
  repo: string;
  /** Where `decap-server` listens when the editor runs on localhost. */
  localBackendUrl?: string;
  groups?: readonly ContentGroup[];
}

/** A shared file's fields, refused if one of them is a picture: its collection's media folder is one that holds none. */
function sharedFileFields(file: string, fields: EditorField[] | undefined) {
  const picture = (list: readonly EditorField[] = []): EditorField | undefined =>
    list.map((f) => (f.widget === "image" ? f : (picture(f.fields) ?? picture(f.types) ?? picture(f.field && [f.field])))).find(Boolean);
  const found = picture(fields);
  if (found) throw new Error(`editor-config: ${file} has a picture field (${found.name}); a shared file's media folder holds no upload`);
  return fields;
}

/** The whole configuration, as Decap CMS reads it. */
export function editorConfig({ origin, repo, localBackendUrl = "http://localhost:8082/api/v1", groups = CONTENT_GROUPS }: EditorConfigOptions) {
  return {
    backend: {
      name: "github",
      repo,
      branch: "main",
      base_url: origin,
      auth_endpoint: "api/auth",
      // The preview workflow's commit status gives the editor its "View preview" link. Decap matches
      // this context exactly, so it is the one .github/workflows/preview-deploy.yml posts.
      preview_context: "deploy/preview",
      squash_merges: true,
    },
    // Each save is a cms/... branch and a pull request; nothing reaches main without a merge on GitHub.
    publish_mode: "editorial_workflow",
    // On localhost only: `decap-server` in git mode, against a clone of the repository.
    local_backend: { url: localBackendUrl },
    site_url: origin,
    display_url: origin,
    // Decap's own media library: a picture field's upload is committed with the save, into the
    // save's branch (lib/content/media/, content outside public/, so never served as sent), and
    // the field stores "/media/<file>". The build re-encodes what pages use (scripts/build/pictures.mjs);
    // components/editor/upload-checks.ts refuses, before Save, what it can tell is not a picture.
    media_folder: PICTURES_FOLDER,
    public_folder: PICTURES_PUBLIC_FOLDER,
    collections: [
      {
        // "New page": a file in lib/content/pages/ that becomes a page at its path, with no code.
        name: PAGES_COLLECTION,
        label: "Pages",
        label_singular: "page",
        description:
          "Every page of the site. New page makes one at the address you give it; add sections from the list, in the order the page shows them. Links pick a page by its name, so changing a page's address keeps every link to it. A page that other pages or the header link to cannot be deleted: Delete is refused, naming each link, until you change those links. Save is refused, naming the section and field, for anything the site's build would refuse.",
        folder: PAGES_DIR,
        create: true,
        delete: true,
        format: "json",
        extension: "json",
        identifier_field: "label",
        slug: "{{fields.path}}",
        summary: "{{fields.label}} ({{fields.path}})",
        preview_path: "{{fields.path}}",
        preview_path_preserve_slashes: true,
        // Click-to-edit: a click on words in the preview focuses their field (Decap's visualEditing, which also
        // turns off its scroll sync between form and preview). Fields that are not copy opt out (copyField).
        editor: { preview: true, visualEditing: true },
        fields: editorField("page", toJsonSchema(pageSchema), true).fields,
      },
      ...groups.map((group) => ({
        name: group.name,
        label: group.label,
        editor: { preview: true, visualEditing: true },
        // A shared file holds no picture (sharedFileFields refuses one). Decap lists a file collection's media folder
        // each time one of its files opens, and its local backend answers with every picture's bytes (88 MB and 7 s
        // an open with 100 uploads): this folder, which nothing uploads to, lists nothing.
        media_folder: `/${PICTURES_FOLDER}/${group.name}`,
        public_folder: `${PICTURES_PUBLIC_FOLDER}/${group.name}`,
        files: group.files.map((entry) => {
          const js = toJsonSchema(entry.schema);
          const object = editorField(entry.name, js, true);
          return {
            name: entry.name,
            label: entry.label,
            file: entry.file,
            format: "json",
            ...(entry.route && entry.route !== "/" ? { preview_path: entry.route.replace(/^\//, "") } : {}),
            fields: sharedFileFields(entry.file, object.fields),
          };
        }),
      })),
    ],
  };
}

/** Every file the editor writes, with the fields it shows for it: a shared file's own; each page file, the Pages collection's. */
export function editorFiles(config: ReturnType<typeof editorConfig>, pages: readonly string[] = pageFiles().map((page) => page.file)) {
  return config.collections.flatMap((collection) =>
    "files" in collection
      ? collection.files.map((entry) => ({ name: entry.name, file: entry.file, fields: entry.fields ?? [] }))
      : pages.map((file) => ({ name: collection.name, file, fields: collection.fields ?? [] })),
  );
}

/** A shared file as the editor's font check before Save knows it (components/editor/save-checks.ts). */
export interface FontFile {
  /** Decap's collection and file names: what a saved entry's "collection" and "slug" say. */
  collection: string;
  name: string;
  /** The file as the editor lists it, and in the repository: "Shared, Site (lib/content/site.json)". */
  entry: string;
  /** Its fields drawn in the site's font, and those that hold them: the config's marks, nothing else. */
  fields: FontField[];
}

/**
 * Each shared file's fields drawn in the font, from the config's own marks (EditorField's font), for
 * out/admin/preview.json: the shared files' schemas are server code the editor does not load, and
 * a page's check (lib/content/page-problems.ts) has the font rule in its schema already.
 */
export function fontFiles(config: ReturnType<typeof editorConfig>): FontFile[] {
  return config.collections.flatMap((collection) =>
    "files" in collection
      ? collection.files.map((entry) => ({
          collection: collection.name,
          name: entry.name,
          entry: `${collection.label}, ${entry.label} (${entry.file})`,
          fields: fontFieldsOnly(entry.fields ?? []),
        }))
      : [],
  );
}
