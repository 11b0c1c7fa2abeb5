"use client";

import { useCallback, useEffect, useEffectEvent, useReducer } from "react";
import type { DroplistFormCopy } from "@/lib/content/droplist";
import { droplistReducer, initialDroplistState, scheduleDroplistJoin } from "@/lib/droplist";
import { notify } from "@/components/toast/notify";

/**
 * Wires lib/droplist to a form. The reducer decides; the hook only reacts to
 * what it decided: a refusal gets the destructive toast, a submit that went
 * through runs the simulated wait and the timed reset, a join gets its toast.
 * `submit` takes the form's data as it was when submitted: a submit made
 * before hydration is replayed by the early event contract with that data, while the hook's own state may not have seen the typing yet.
 */
export function useDroplist(copy: Pick<DroplistFormCopy, "invalid" | "joined">, onReset?: () => void) {
  const [state, dispatch] = useReducer(droplistReducer, initialDroplistState);
  // Read by the effects below when the state calls for them, never reacted to: the latest copy and onReset.
  const messages = useEffectEvent(() => copy);
  const resetDone = useEffectEvent(() => onReset?.());

  useEffect(() => {
    if (state.refusals === 0) return;
    const { title, description } = messages().invalid;
    void notify("error", title, description);
  }, [state.refusals]);

  // From the accepted submit until the reset: one run of the simulated wait.
  const signingUp = state.status !== "idle";
  useEffect(() => {
    if (!signingUp) return;
    return scheduleDroplistJoin({
      onJoined: () => dispatch({ type: "joined" }),
      onReset: () => {
        dispatch({ type: "reset" });
        resetDone();
      },
    });
  }, [signingUp]);

  useEffect(() => {
    if (state.status !== "joined") return;
    const { title, description } = messages().joined;
    void notify("success", title, description);
  }, [state.status]);

  const setEmail = useCallback((email: string) => dispatch({ type: "change", email }), []);
  const submit = useCallback((formData: FormData) => dispatch({ type: "submit", email: String(formData.get("email") ?? "") }), []);

  return { state, setEmail, submit };
}
