import { createHydrationGate } from "@/lib/hydration-gate";

describe("the hydration gate", () => {
  it("opens with the page's own hydration when no lazy island holds it", () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    gate.rootHydrated();
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(gate.open).toBe(true);
  });

  it("waits for every lazy island rendered in the hydration pass, whatever order they finish in", () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    const chat = gate.hold();
    const demo = gate.hold();
    gate.rootHydrated();
    demo();
    demo(); // a second release of the same island counts once
    expect(onOpen).not.toHaveBeenCalled();
    chat();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's own commit even when islands finish first, and opens once", () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    gate.hold()();
    expect(onOpen).not.toHaveBeenCalled();
    gate.rootHydrated();
    gate.rootHydrated();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("is not held by an island mounted after the mark (a client-side navigation)", () => {
    const onOpen = jest.fn();
    const gate = createHydrationGate(onOpen);
    gate.rootHydrated();
    const late = gate.hold();
    late();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
