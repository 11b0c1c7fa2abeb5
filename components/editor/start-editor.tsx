import type { ComponentType } from "react";
import { sectionContextOf } from "@/lib/content/section-context";
import { NO_UPLOADS_LIBRARY } from "@/lib/editor-media.mjs";
import { BASE_PATH } from "@/lib/constants";
import { fieldsPreview } from "./fields-preview";
import { pagePreview } from "./page-preview";
import { registerSaveChecks } from "./save-checks";
import type { PreviewData, PreviewProps } from "./preview-props";
import { sharedPreview, sharedPreviews } from "./shared-previews";
import SitePane from "./site-pane";
import { fetchSiteLook } from "./site-look";

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
 */
export async function startEditor(): Promise<void> {
  const [{ default: CMS }, data, look, highlight] = await Promise.all([
    import("decap-cms-app"),
    fetchPreviewData(`${BASE_PATH}/admin/preview.json`),
    fetchSiteLook(`${BASE_PATH}/`),
    // The code blocks' colours, as the build gives them (shiki, loaded for the editor only).
    import("@/lib/highlight").then((highlighter) => highlighter.loadHighlighter()),
  ]);
  for (const href of look.stylesheets) CMS.registerPreviewStyle(href);
  const context = { ...sectionContextOf(data.shared), pagePaths: data.pagePaths, highlight };

  CMS.registerPreviewTemplate("pages", pagePreview(context, look.htmlClass));
  const shared = sharedPreviews(data, context);
  for (const name of data.entries) {
    const draw = shared[name];
    if (draw) {
      CMS.registerPreviewTemplate(name, sharedPreview(draw, look.htmlClass));
      continue;
    }
    const Fields = fieldsPreview(data);
    const Preview: ComponentType<PreviewProps> = (props) => (
      <SitePane document={props.document} htmlClass={look.htmlClass}>
        <Fields {...props} />
      </SitePane>
    );
    CMS.registerPreviewTemplate(name, Preview);
  }

  // What the build would refuse is refused before Save, and a page others link to before Delete (./save-checks.ts).
  registerSaveChecks(CMS, data);

  // The config's media_library (lib/editor-media.mjs): in place of Decap's own, which would
  // commit uploads to the repository, one that offers nothing and hides the header's Media button.
  // (Decap's types know a library by its name only; it calls init() to get one.)
  const noUploads = { name: NO_UPLOADS_LIBRARY, init: () => ({ show() {}, enableStandalone: () => false }) };
  CMS.registerMediaLibrary(noUploads as Parameters<typeof CMS.registerMediaLibrary>[0]);

  // Merged into config.yml: the login and the preview links go to this origin.
  const origin = window.location.origin;
  const config = { backend: { base_url: origin }, site_url: origin + BASE_PATH, display_url: origin + BASE_PATH };
  CMS.init({ config: config as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"] });
}
