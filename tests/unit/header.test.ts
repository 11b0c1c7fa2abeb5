import { headerLook, isHeaderScrolled, menuReducer, wantsTransparentHeader } from "@/lib/header";

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

  it("knows the home page asks for the transparent header", () => {
    expect(wantsTransparentHeader("/", ["/"])).toBe(true);
    expect(wantsTransparentHeader("/campaigns/dark/", ["/", "/campaigns/dark"])).toBe(true);
    expect(wantsTransparentHeader("/brands", ["/"])).toBe(false);
  });
});

describe("menuReducer", () => {
  it("toggles and closes", () => {
    expect(menuReducer(false, { type: "toggle" })).toBe(true);
    expect(menuReducer(true, { type: "toggle" })).toBe(false);
    expect(menuReducer(true, { type: "close" })).toBe(false);
    expect(menuReducer(false, { type: "close" })).toBe(false);
  });
});
