/**
 * Copying text for the visitor. The clipboard API is missing on insecure origins
 * and can be refused by the browser or the visitor: then the caller selects the
 * text and says how to copy it by hand.
 */

export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/** True when the text reached the clipboard. Never throws. */
export async function writeToClipboard(text: string, clipboard: ClipboardLike | undefined): Promise<boolean> {
  if (!clipboard || typeof clipboard.writeText !== "function") return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
