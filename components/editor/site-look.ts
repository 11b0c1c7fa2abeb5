/**
 * How the site dresses its pages, read from its home page as served next to
 * the editor: the stylesheets it links and the class on its <html> (the font's
 * CSS variables). The preview pane wears both. Read at run time rather than
 * written into the editor at build time, so the editor follows the build it is
 * served with, on the dev server as in an export.
 */
export interface SiteLook {
  stylesheets: string[];
  htmlClass: string;
}

export function siteLookOf(html: string): SiteLook {
  const doc = new DOMParser().parseFromString(html, "text/html");
  return {
    stylesheets: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute("href") ?? "").filter(Boolean),
    htmlClass: doc.documentElement.className,
  };
}

export async function fetchSiteLook(homeUrl: string): Promise<SiteLook> {
  const response = await fetch(homeUrl);
  if (!response.ok) throw new Error(`${homeUrl} answered ${response.status}: the preview needs the site's stylesheet`);
  return siteLookOf(await response.text());
}
