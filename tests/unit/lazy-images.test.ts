import { promoteVisibleLazyImages } from "@/lib/lazy-images";

function img(top: number) {
  const el = document.createElement("img");
  el.setAttribute("loading", "lazy");
  el.getBoundingClientRect = () => ({ top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100, x: 0, y: top, toJSON() {} });
  document.body.append(el);
  return el;
}

it("switches lazy images in view to eager and leaves the rest lazy", () => {
  document.body.innerHTML = "";
  const inView = img(100);
  const below = img(2000);
  const above = img(-500);
  expect(promoteVisibleLazyImages(document, 800, 390)).toBe(1);
  expect(inView.getAttribute("loading")).toBe("eager");
  expect(below.getAttribute("loading")).toBe("lazy");
  expect(above.getAttribute("loading")).toBe("lazy");
});
