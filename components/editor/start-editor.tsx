import { useLayoutEffect, type ComponentType } from "react";
import { NO_UPLOADS_LIBRARY } from "@/lib/editor-media.mjs";
import { BASE_PATH } from "@/lib/site";
import { fieldsPreview } from "./fields-preview";
import { homePreview } from "./home-preview";
import type { PreviewData, PreviewProps } from "./preview-props";
import { fetchSiteLook } from "./site-look";

async function fetchPreviewData(url: string): Promise<PreviewData> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as PreviewData;
}

/**
 * A preview template dressed as the site: the font's variables go on the
 * pane's <html>, as on the site's. The theme's --font-display is declared on
 * :root and refers to them, so on a wrapper it would resolve to nothing and
 * the headlines would fall back to a system font.
 */
function onSitePane(Template: ComponentType<PreviewProps>, htmlClass: string) {
  const classes = htmlClass.split(" ").filter(Boolean);
  return function SitePane(props: PreviewProps) {
    const root = props.document?.documentElement;
    useLayoutEffect(() => root?.classList.add(...classes), [root]);
    return <Template {...props} />;
  };
}

/**
 * Starts Decap CMS by hand, so that its login goes to the origin the editor is
 * opened on (the site's own functions/api/auth), with the preview pane in the
 * site's stylesheet and a preview for every entry.
 */
export async function startEditor(): Promise<void> {
  const [{ default: CMS }, data, look] = await Promise.all([
    import("decap-cms-app"),
    fetchPreviewData(`${BASE_PATH}/admin/preview.json`),
    fetchSiteLook(`${BASE_PATH}/`),
  ]);
  for (const href of look.stylesheets) CMS.registerPreviewStyle(href);
  const template = (Template: ComponentType<PreviewProps>) => onSitePane(Template, look.htmlClass);
  for (const name of data.entries) CMS.registerPreviewTemplate(name, template(name === "home" ? homePreview(data) : fieldsPreview(data)));

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
