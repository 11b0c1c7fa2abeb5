import type { BuiltPicture, ShownPicture } from "@/lib/pictures/picture";

/** Decap's asset lookup of a preview template (its `getAsset`): a picture field's value to the file as the editor holds it. */
export type GetAsset = (src: string) => { url: string };

/** A picture field's file name, without the folder its value names ("/media/a.jpg" → "a.jpg"). */
export const fileNameOf = (src: string) => src.slice(src.lastIndexOf("/") + 1);

/**
 * The editor preview's `SectionContext.picture`: a picture the build made (out/admin/preview.json's
 * `pictures`) is drawn as the site draws it; one it did not (uploaded since, or not saved yet) is the
 * upload as Decap holds it (a blob URL before Save, the repository's file after), through the preview's
 * `getAsset`, so the marketer sees it at once. Without `getAsset` (the shared files' previews, which
 * draw the pages as built), a picture the build did not make fails, naming it, in its section's frame.
 */
export function previewPictures(built: Readonly<Record<string, BuiltPicture>> | undefined, getAsset?: GetAsset): (src: string) => ShownPicture {
  return (src) => {
    const picture = built?.[src];
    if (picture) return { kind: "built", ...picture };
    if (!getAsset) throw new Error(`The picture ${src} was not in the build: publish it to see it here`);
    // Asked by its file's name: Decap takes a value starting "/" ("/media/<file>") for a public URL and
    // hands it back as is, which the site never serves (uploads stay outside public/). A name it finds
    // in the media folder: the upload before Save (a blob), or the repository's file after.
    const { url } = getAsset(fileNameOf(src));
    if (!url) throw new Error(`The picture ${src} is not in the media library yet`);
    return { kind: "upload", src, url };
  };
}
