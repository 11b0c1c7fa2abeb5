import type { ComponentType } from "react";
import { sectionContextOf } from "@/lib/content/section-context";
import { BASE_PATH } from "@/lib/constants";
import { fieldClickOf } from "./click-to-edit";
import { fieldsPreview } from "./fields-preview";
import { pagePreview } from "./page-preview";
import { pageHistoryPanel } from "./page-history";
import { pageLinkControl } from "./page-link-control";
import { markdownControl } from "./markdown-control";
import { ownFieldRefs } from "./own-field-refs";
import { pictureControl } from "./picture-control";
import { previewPictures } from "./preview-pictures";
import { registerExampleWordsWarning, registerSaveChecks } from "./save-checks";
import type { PreviewData, PreviewProps } from "./preview-props";
import { sharedPreview, sharedPreviews } from "./shared-previews";
import SitePane from "./site-pane";
import { fetchSiteLook } from "./site-look";
import { checkUploadsBeforeSave, offerOnlyPictures, withoutEmptyPictures } from "./upload-checks";

async function fetchPreviewData(url: string): Promise<PreviewData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as PreviewData;
}

/**
 * Starts Decap CMS by hand, so that its login goes to the origin the editor is
 * opened on (the site's own functions/api/auth), with the preview pane in the
 * site's stylesheet and a preview for every entry: a page file drawn by the
 * site's own section components; a shared file by the components that show it.
 * Returns what the editor's page draws beside Decap: a page's history (./page-history.tsx).
 */
export async function startEditor(): Promise<ComponentType> {
  const [{ default: CMS }, data, look, highlight] = await Promise.all([
    import("decap-cms-app"),
    fetchPreviewData(`${BASE_PATH}/admin/preview.json`),
    fetchSiteLook(`${BASE_PATH}/`),
    // The code blocks' colours, as the build gives them (shiki, loaded for the editor only).
    import("@/lib/highlight").then((highlighter) => highlighter.loadHighlighter()),
  ]);
  for (const href of look.stylesheets) CMS.registerPreviewStyle(href);
  const context = { ...sectionContextOf(data.shared), pagePaths: data.pagePaths, highlight, picture: previewPictures(data.pictures) };

  CMS.registerPreviewTemplate("pages", pagePreview(context, look.htmlClass, data.pictures));
  const shared = sharedPreviews(data, context);
  for (const name of data.entries) {
    const draw = shared[name];
    if (draw) {
      CMS.registerPreviewTemplate(name, sharedPreview(draw, look.htmlClass));
      continue;
    }
    const Fields = fieldsPreview(data);
    const Preview: ComponentType<PreviewProps> = (props) => (
      <SitePane document={props.document} htmlClass={look.htmlClass} onFieldClick={fieldClickOf(props)}>
        <Fields {...props} />
      </SitePane>
    );
    CMS.registerPreviewTemplate(name, Preview);
  }

  // First, an optional picture left out is dropped from the entry (the checks below then read what is saved).
  CMS.registerEventListener({ name: "preSave", handler: withoutEmptyPictures });
  // A widget's preview as Decap's registry hands it back (its typings say props; it is the component).
  const isPreview = (preview: unknown): preview is Parameters<typeof CMS.registerWidget>[2] => typeof preview === "function";
  // What the build would refuse is refused before Save, and a page others link to before Delete (./save-checks.ts).
  const known = registerSaveChecks(CMS, data);
  // A link field's pick tells them of the page, which may be newer than this editor's build (./page-link-control.tsx).
  const relation = CMS.getWidget("relation");
  const relationPreview: unknown = relation?.preview;
  CMS.registerWidget(
    "relation",
    pageLinkControl(
      relation?.control,
      (name, path) => known.picked(name, path),
      (name) => known.anchorsOf(name),
    ),
    isPreview(relationPreview) ? relationPreview : undefined,
  );

  // A picture field's thumbnail is the file in the media folder, asked by its name, not /media/<file> on the site (./picture-control.tsx).
  // Its preview (Decap's, for a field no template draws) stays: re-registered by the control's name alone, Decap keeps no preview.
  const image = CMS.getWidget("image");
  const preview: unknown = image?.preview;
  CMS.registerWidget("image", pictureControl(image?.control), isPreview(preview) ? preview : undefined);

  // A click in the preview focuses the field it names, not a nested one of the same name (./own-field-refs.tsx).
  for (const name of ["list", "object"]) {
    const widget = CMS.getWidget(name);
    const widgetPreview: unknown = widget?.preview;
    CMS.registerWidget(name, ownFieldRefs(widget?.control, name), isPreview(widgetPreview) ? widgetPreview : undefined);
  }
  // A click on a Markdown field's words in the preview puts the cursor in it, as in any other field (./markdown-control.tsx).
  const markdown = CMS.getWidget("markdown");
  const markdownPreview: unknown = markdown?.preview;
  CMS.registerWidget("markdown", markdownControl(markdown?.control), isPreview(markdownPreview) ? markdownPreview : undefined);

  // Pictures: Decap's own media library uploads them with the save (lib/content/editor-config.ts);
  // before Save, what is not a picture, or too large, or has no alt text, is refused by name.
  CMS.registerEventListener({ name: "preSave", handler: checkUploadsBeforeSave });
  // Last, once nothing refuses the page: words or a picture its sections came with are warned of, once (./save-checks.ts).
  registerExampleWordsWarning(CMS, data, known);
  // The header's Media button opens the same library outside any entry, where Decap commits an
  // upload (or a deletion) straight to main, with no pull request and none of the checks above.
  // Decap has no setting for it with its own library: hidden (the only button in the header's nav).
  const noStandaloneMedia = document.createElement("style");
  noStandaloneMedia.textContent = "#nc-root header nav li:has(> button) { display: none; }";
  document.head.append(noStandaloneMedia);
  // Its file picker offers the four formats a picture may be, not every image/* (./upload-checks.ts).
  offerOnlyPictures(document.body);

  // Merged into config.yml: the login and the preview links go to this origin.
  const origin = window.location.origin;
  const config = { backend: { base_url: origin }, site_url: origin + BASE_PATH, display_url: origin + BASE_PATH };
  CMS.init({ config: config as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
  // A page's history and Restore, beside Decap's screens (./page-history.tsx): what the editor's page draws once Decap runs.
  return pageHistoryPanel({ context, htmlClass: look.htmlClass, stylesheets: look.stylesheets, known, data });
}
