"use client";

import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  DROPLIST_MESSAGES,
  droplistReducer,
  initialDroplistState,
  isValidDroplistEmail,
  scheduleDroplistJoin,
} from "@/lib/droplist";
import { notify } from "@/components/toast/notify";

/**
 * Wires lib/droplist to a form: validation toast, simulated submit, timed reset.
 * `submit` is the form's action and takes the email the form held when it was
 * submitted: a submit made before hydration is replayed by React with that
 * data, while the hook's own state may not have seen the typing yet.
 */
export function useDroplist(onReset?: () => void) {
  const [state, dispatch] = useReducer(droplistReducer, initialDroplistState);
  const cancel = useRef<(() => void) | null>(null);
  const onResetRef = useRef(onReset);
  onResetRef.current = onReset;

  useEffect(() => () => cancel.current?.(), []);

  const setEmail = useCallback((email: string) => dispatch({ type: "change", email }), []);

  const submit = useCallback(
    (formData: FormData) => {
      // A second click before React re-renders must not start a second submit.
      if (cancel.current || state.status !== "idle") return;
      const email = String(formData.get("email") ?? "");
      dispatch({ type: "change", email });
      if (!isValidDroplistEmail(email)) {
        const { title, description } = DROPLIST_MESSAGES.invalid;
        void notify("error", title, description);
        return;
      }
      dispatch({ type: "submit" });
      cancel.current = scheduleDroplistJoin({
        onJoined: () => {
          dispatch({ type: "joined" });
          const { title, description } = DROPLIST_MESSAGES.joined;
          void notify("success", title, description);
        },
        onReset: () => {
          cancel.current = null;
          dispatch({ type: "reset" });
          onResetRef.current?.();
        },
      });
    },
    [state],
  );

  return { state, setEmail, submit };
}
