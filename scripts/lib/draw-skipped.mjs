// The parts of a page drawn only near the view (content-visibility: auto: the phone screens of
// components/illustrations/phone-frame.tsx), drawn for a full-page screenshot and the page's innerText as
// a visitor sees them scrolled to: else a shot shows them empty and innerText leaves their words out.
// Through the CSSOM, which the page's policy allows, not a <style> element, which it refuses.

/** @param {import("playwright-core").Page} page */
export async function drawSkippedParts(page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("*")) if (getComputedStyle(el).contentVisibility === "auto") el.style.contentVisibility = "visible";
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
