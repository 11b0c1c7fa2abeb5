import { axeViolations, expect, test, waitForHydration, weakFocusIndicators } from "./fixtures";

// The accessibility check every spec uses (fixtures.ts axeViolations, axe in its legacy mode) finds what it is for:
// a picture with no text alternative and words too faint to read, put on a built page here, in the page and in a
// same-origin frame.
test("the accessibility check reports a picture with no alt text and words below AA contrast, in the page and in a frame", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page); // React leaves the nodes added after it alone
  await page.evaluate(() => {
    const main = document.querySelector("main")!;
    const img = Object.assign(document.createElement("img"), { src: "/icon.svg", id: "no-alt" });
    const faint = Object.assign(document.createElement("p"), { id: "faint", textContent: "Words too faint to read" });
    faint.style.cssText = "color: #ccc; background: #fff";
    const frame = Object.assign(document.createElement("iframe"), {
      id: "frame",
      title: "A frame",
      srcdoc: '<html lang="en"><img src="/icon.svg" id="in-frame"></html>',
    });
    main.prepend(img, faint, frame);
    return new Promise((done) => frame.addEventListener("load", done, { once: true }));
  });
  const found = await axeViolations(page);
  expect(found.find((v) => v.id === "image-alt")?.targets).toEqual(expect.arrayContaining(["#no-alt", "#frame #in-frame"]));
  expect(found.find((v) => v.id === "color-contrast")?.targets).toContain("#faint");
});

// The focus check every page gets (fixtures.ts weakFocusIndicators) finds a ring that does not stand out: the footer's
// controls with the dark surface's light ring taken away (the site's default ring is 2.7:1 on its ocean-950), and a control
// that shows no focus state at all; and the same page as built passes.
test("the focus check reports a ring too faint for what is behind it, and a control with none", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await weakFocusIndicators(page)).toEqual([]);
  // The footer's controls, named as the check names them: its links (a marketer may list no page there) and its buttons.
  const footerControls = await page.evaluate(() =>
    [...document.querySelectorAll("footer a[href], footer button")].map(
      (el) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") || el.textContent || el.tagName).replace(/\s+/g, " ").trim().slice(0, 60)}"`,
    ),
  );
  expect(footerControls.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    document.querySelector("footer")!.classList.remove("surface-dark");
    document.querySelector("main a[href], main button")!.setAttribute("style", "outline: none");
  });
  const found = await weakFocusIndicators(page);
  const weak = found.map((w) => w.control);
  // Every footer link loses its ring, and so does at least one of its controls whatever it holds.
  for (const control of footerControls.filter((c) => c.startsWith("a "))) expect(weak).toContain(control);
  expect(footerControls.some((control) => weak.includes(control))).toBe(true);
  expect(found.some((w) => w.contrast === 0)).toBe(true);
});
