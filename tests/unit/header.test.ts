import { headerLook, isHeaderScrolled, pageWantsTransparentHeader, TRANSPARENT_HEADER_MARK } from "@/lib/header";

describe("header scroll state", () => {
  it("turns solid only beyond 20 px", () => {
    expect(isHeaderScrolled(0)).toBe(false);
    expect(isHeaderScrolled(20)).toBe(false);
    expect(isHeaderScrolled(21)).toBe(true);
  });

  it("is transparent only on pages that ask, at the top, with the menu shut", () => {
    expect(headerLook({ transparentPage: true, scrollY: 0, menuOpen: false })).toBe("transparent");
    expect(headerLook({ transparentPage: true, scrollY: 21, menuOpen: false })).toBe("solid");
    expect(headerLook({ transparentPage: true, scrollY: 0, menuOpen: true })).toBe("solid");
    expect(headerLook({ transparentPage: false, scrollY: 0, menuOpen: false })).toBe("solid");
  });

  it("reads whether the page asks for the transparent header from the page's own mark", () => {
    document.body.innerHTML = `<main><span hidden ${TRANSPARENT_HEADER_MARK}=""></span><section></section></main>`;
    expect(pageWantsTransparentHeader(document)).toBe(true);
    document.body.innerHTML = "<main><section></section></main>";
    expect(pageWantsTransparentHeader(document)).toBe(false);
  });
});
