import { useEffect, useMemo, useState, type ComponentType, type ReactElement, type Ref } from "react";
import { fileNameOf } from "./preview-pictures";

/** Decap's asset lookup: a field's value to the file as the editor holds it (an AssetProxy, drawn as its URL). */
type GetAsset = (path: string, field: unknown) => unknown;

/**
 * What Decap hands a widget's control, as far as this wrapper reads it (decap-cms-core's EditorControl;
 * its typings leave getAsset out). The rest (value, field, onChange…) goes to the image control as it is.
 */
interface ControlProps {
  value?: unknown;
  field?: unknown;
  getAsset?: GetAsset;
  /** Decap's Widget reads the control's instance through it (getValidateValue, isValid): it must reach the image control itself. */
  ref?: Ref<unknown>;
}

/**
 * Decap's stand-in while a file loads (decap-cms-core actions/media.js emptyAsset, an empty SVG):
 * getAsset answers with it at once and loads the file in the background.
 */
const isStandIn = (asset: unknown) => typeof asset === "object" && asset !== null && Reflect.get(asset, "path") === "empty.svg";

/** How often, and how long, the control looks again for a file Decap is still loading. */
const LOOK_AGAIN_MS = 100;
const LOOK_AGAIN_TIMES = 600;

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
 * Decap answers getAsset with a stand-in while it loads the file and tells the control nothing when it
 * has (its getAsset stays the same function, and the control redraws its thumbnail only when that
 * changes): so this looks again until the stand-in is gone, then hands the control a new getAsset.
 * Everything else, the stored value and the checks of its name included, is Decap's control.
 */
export function pictureControl(image: unknown): (props: ControlProps) => ReactElement {
  if (!isControl(image)) throw new Error("Decap has no image widget to draw picture fields with");
  const ImageControl = image;
  function PictureControl({ getAsset, ref, ...props }: ControlProps) {
    const { value, field } = props;
    const name = typeof value === "string" && value ? fileNameOf(value) : undefined;
    // The name whose file has loaded: a new getAsset then, which makes the control draw it.
    const [loaded, setLoaded] = useState<string>();
    const byName = useMemo(
      () => getAsset && Object.assign((path: string, of: unknown) => getAsset(path ? fileNameOf(path) : path, of), { loaded }),
      [getAsset, loaded],
    );
    useEffect(() => {
      if (!getAsset || !name) return;
      let times = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const look = () => {
        if (isStandIn(getAsset(name, field)) && ++times < LOOK_AGAIN_TIMES) timer = setTimeout(look, LOOK_AGAIN_MS);
        else setLoaded(name);
      };
      look();
      return () => clearTimeout(timer);
    }, [getAsset, name, field]);
    return <ImageControl {...props} ref={ref} getAsset={byName} />;
  }
  return PictureControl;
}
