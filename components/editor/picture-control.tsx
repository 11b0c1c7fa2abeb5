import { useMemo, type ComponentType, type ReactElement, type Ref } from "react";
import { fileNameOf } from "./preview-pictures";

/** Decap's asset lookup: a field's value to the file as the editor holds it (an AssetProxy, drawn as its URL). */
type GetAsset = (path: string, field: unknown) => unknown;

/**
 * What Decap hands a widget's control, as far as this wrapper reads it (decap-cms-core's EditorControl;
 * its typings leave getAsset out). The rest (value, field, onChange…) goes to the image control as it is.
 */
interface ControlProps {
  value?: unknown;
  getAsset?: GetAsset;
  /** Decap's Widget reads the control's instance through it (getValidateValue, isValid): it must reach the image control itself. */
  ref?: Ref<unknown>;
}

/** A widget's control as Decap's registry holds it (its typings say props; it is the component). */
const isControl = (control: unknown): control is ComponentType<ControlProps> => typeof control === "function";

/**
 * Decap's image control, asking for its thumbnail by the file's name. A picture field stores
 * "/media/<file>" (public_folder), and Decap takes a value starting "/" for a public URL
 * (decap-cms-core getAsset, selectMediaFilePath: isAbsolutePath), so the thumbnail of a saved
 * picture asked the site for /media/<file>, which the site never serves (uploads stay outside
 * public/; the build re-encodes them into /_pictures/). Asked by its name, Decap finds the file
 * in the media folder, as it does for an upload and as the preview does (./preview-pictures.ts):
 * the upload as the browser holds it before Save, the repository's copy (a blob URL) after.
 * Everything else, the stored value and the checks of its name included, is Decap's control.
 */
export function pictureControl(image: unknown): (props: ControlProps) => ReactElement {
  if (!isControl(image)) throw new Error("Decap has no image widget to draw picture fields with");
  const ImageControl = image;
  function PictureControl({ getAsset, ref, ...props }: ControlProps) {
    // A new function only when Decap's changes: the control redraws its thumbnail when getAsset does.
    const byName = useMemo(() => getAsset && ((path: string, field: unknown) => getAsset(path ? fileNameOf(path) : path, field)), [getAsset]);
    return <ImageControl {...props} ref={ref} getAsset={byName} />;
  }
  return PictureControl;
}
