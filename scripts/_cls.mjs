import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 800 } });
  await p.addInitScript(() => { window.__s = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__s.push([e.value.toFixed(5), e.hadRecentInput, Math.round(e.startTime), e.sources.map((s) => s.node?.outerHTML?.slice(0, 60) ?? s.node?.nodeName).join(" | ")]); }).observe({ type: "layout-shift", buffered: true }); });
  await p.goto("http://localhost:3300/chatbot");
  await p.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
  const box = p.getByRole("textbox").first();
  for (const msg of ["fundraising ideas for a school", "hello", "events please"]) {
    await box.fill(msg); await box.press("Enter"); await p.waitForTimeout(3000);
  }
  console.log(w, await p.evaluate(() => window.__s));
}
await b.close();
