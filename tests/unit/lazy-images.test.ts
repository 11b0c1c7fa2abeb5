import { promoteVisibleLazyImages } from "@/lib/lazy-images";

/** jsdom has no IntersectionObserver: this one records what is observed, and the test reports entries as the browser would. */
class FakeObserver {
  static last: FakeObserver;
  observed = new Set<Element>();
  disconnected = false;
  constructor(readonly report: (entries: Pick<IntersectionObserverEntry, "target" | "isIntersecting">[]) => void) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.add(el);
  }
  unobserve(el: Element) {
    this.observed.delete(el);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
}

beforeAll(() => {
  Object.defineProperty(window, "IntersectionObserver", { value: FakeObserver, configurable: true });
});

function img(loading = "lazy") {
  const el = document.createElement("img");
  el.setAttribute("loading", loading);
  document.body.append(el);
  return el;
}

it("switches lazy images the browser reports in view to eager, leaves the rest lazy, and watches each once", () => {
  document.body.innerHTML = "";
  const inView = img();
  const below = img();
  const eager = img("eager");
  const disconnect = promoteVisibleLazyImages(document);
  const observer = FakeObserver.last;
  expect([...observer.observed]).toEqual([inView, below]);
  expect(eager.getAttribute("loading")).toBe("eager");
  // Nothing changes until the browser reports, after its own layout.
  expect(inView.getAttribute("loading")).toBe("lazy");
  observer.report([
    { target: inView, isIntersecting: true },
    { target: below, isIntersecting: false },
  ]);
  expect(inView.getAttribute("loading")).toBe("eager");
  expect(below.getAttribute("loading")).toBe("lazy");
  expect(observer.observed.size).toBe(0);
  disconnect();
  expect(observer.disconnected).toBe(true);
});

it("watches nothing on a page without lazy images", () => {
  document.body.innerHTML = "";
  img("eager");
  const before = FakeObserver.last;
  promoteVisibleLazyImages(document)();
  expect(FakeObserver.last).toBe(before);
});
