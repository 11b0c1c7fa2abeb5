"use client";

import { useCallback, useEffect, useEffectEvent, useReducer } from "react";
import type { DroplistFormCopy } from "@/lib/content/droplist";
import type { DroplistFormName, IslandOutcome } from "@/lib/form-outcomes";
import { droplistFailureToast, droplistReducer, initialDroplistState, scheduleDroplistReset, sendDroplistSignUp } from "@/lib/droplist";
import { notify } from "@/components/toast/notify";

/**
 * Wires lib/droplist to a form. The reducer decides; the hook only reacts to
 * what it decided: a refusal gets the destructive toast, a submit that went
 * through is sent to the site's endpoint, whose answer the reducer takes; a join
 * gets its toast and the timed reset, a send that stored nothing its own toast.
 * `submit` takes the form's data as it was when submitted: a submit made
 * before hydration is replayed by the early event contract with that data, while the hook's own state may not have seen the typing yet.
 * `send` is the endpoint call (the editor's preview passes one that never sends).
 */
export function useDroplist(
  copy: Pick<DroplistFormCopy, "invalid" | "joined" | "refused">,
  form: DroplistFormName,
  onReset?: () => void,
  send: (email: string, form: DroplistFormName) => Promise<IslandOutcome> = sendDroplistSignUp,
) {
  const [state, dispatch] = useReducer(droplistReducer, initialDroplistState);
  // Read by the effects below when the state calls for them, never reacted to: the latest copy, onReset and send.
  const messages = useEffectEvent(() => copy);
  const resetDone = useEffectEvent(() => onReset?.());
  // The address submitted (the field is locked while it is sent).
  const sendNow = useEffectEvent(() => send(state.email, form));

  useEffect(() => {
    if (state.refusals === 0) return;
    const { title, description } = messages().invalid;
    void notify("error", title, description);
  }, [state.refusals]);

  // One send per accepted submit; its answer is taken even if the form has since unmounted and remounted (it is
  // dropped then, by the reducer, which only takes an answer while submitting).
  const submitting = state.status === "submitting";
  useEffect(() => {
    if (!submitting) return;
    let current = true;
    void sendNow().then((outcome) => {
      if (current) dispatch({ type: "answered", outcome });
    });
    return () => {
      current = false;
    };
  }, [submitting]);

  const joined = state.status === "joined";
  useEffect(() => {
    if (!joined) return;
    const { title, description } = messages().joined;
    void notify("success", title, description);
    return scheduleDroplistReset(() => {
      dispatch({ type: "reset" });
      resetDone();
    });
  }, [joined]);

  useEffect(() => {
    if (state.failures === 0 || !state.failure) return;
    const { title, description } = droplistFailureToast(messages(), state.failure);
    void notify("error", title, description);
  }, [state.failures, state.failure]);

  const setEmail = useCallback((email: string) => dispatch({ type: "change", email }), []);
  const submit = useCallback((formData: FormData) => dispatch({ type: "submit", email: String(formData.get("email") ?? "") }), []);

  return { state, setEmail, submit };
}
