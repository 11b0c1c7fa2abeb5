import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { LaterStep, useLaterSteps } from "@/components/demos/later-steps";
import { SECTION_CONTEXT } from "@/lib/content/load";

const DEMO_FRAME = SECTION_CONTEXT.demos.demoFrame;

type Steps = { Later: () => React.ReactNode };

/** A card like the demos': step 1 inline, the later step from the loader. */
function Card({ load }: { load: () => Promise<Steps> }) {
  const [step, setStep] = useState(1);
  const later = useLaterSteps(load, step > 1);
  const { ref, request } = later;
  return (
    <div ref={ref} onFocusCapture={request} onPointerDownCapture={request} data-testid="card">
      {step === 1 ? (
        <p>First step</p>
      ) : (
        <LaterStep later={later} frame={DEMO_FRAME}>
          {(loaded) => <loaded.Later />}
        </LaterStep>
      )}
      <button type="button" onClick={() => setStep(2)}>
        Next step
      </button>
    </div>
  );
}

const { failed } = DEMO_FRAME;
const steps: Steps = { Later: () => <p>Second step</p> };

/** A loader the test resolves or rejects by hand. */
function manualLoader() {
  const calls: { resolve: (s: Steps) => void; reject: (e: Error) => void }[] = [];
  const load = jest.fn(() => new Promise<Steps>((resolve, reject) => calls.push({ resolve, reject })));
  return { load, calls };
}

let observed: { callback: IntersectionObserverCallback; disconnect: jest.Mock }[] = [];
beforeEach(() => {
  observed = [];
  window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
    const entry = { callback, disconnect: jest.fn() };
    observed.push(entry);
    return { observe: jest.fn(), disconnect: entry.disconnect, unobserve: jest.fn(), takeRecords: () => [] };
  }) as unknown as typeof IntersectionObserver;
});

it("does not fetch the later steps while the card is far away, and fetches them once it comes near", async () => {
  const { load, calls } = manualLoader();
  render(<Card load={load} />);
  expect(load).not.toHaveBeenCalled();
  expect(window.IntersectionObserver).toHaveBeenCalledWith(expect.any(Function), { rootMargin: "400px 0px" });

  act(() => observed[0]!.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(load).not.toHaveBeenCalled();
  act(() => observed[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(load).toHaveBeenCalledTimes(1);
  expect(observed[0]!.disconnect).toHaveBeenCalled();

  await act(async () => calls[0]!.resolve(steps));
  fireEvent.click(screen.getByRole("button", { name: "Next step" }));
  expect(screen.getByText("Second step")).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it("fetches on the first focus inside the card, once", async () => {
  const user = userEvent.setup();
  const { load } = manualLoader();
  render(<Card load={load} />);
  await user.tab();
  await user.tab();
  expect(load).toHaveBeenCalledTimes(1);
});

it("shows a loading state on a later step until its code arrives", async () => {
  const { load, calls } = manualLoader();
  render(<Card load={load} />);
  fireEvent.click(screen.getByRole("button", { name: "Next step" }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByRole("status")).toHaveTextContent(DEMO_FRAME.loading);
  await act(async () => calls[0]!.resolve(steps));
  expect(screen.getByText("Second step")).toBeInTheDocument();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

it("says when the code failed to arrive and fetches it again on retry", async () => {
  const { load, calls } = manualLoader();
  render(<Card load={load} />);
  fireEvent.click(screen.getByRole("button", { name: "Next step" }));
  await act(async () => calls[0]!.reject(new Error("offline")));
  expect(screen.getByRole("status")).toHaveTextContent(`${failed.before} ${failed.retry}${failed.after}`);

  fireEvent.click(screen.getByRole("button", { name: failed.retry }));
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByRole("status")).toHaveTextContent(DEMO_FRAME.loading);
  await act(async () => calls[1]!.resolve(steps));
  expect(screen.getByText("Second step")).toBeInTheDocument();
});
