"use client";

import { useEffect, useEffectEvent, useRef } from "react";
import { promoteVisibleLazyImages } from "@/lib/lazy-images";

/**
 * What a route change does: the new page starts at the top and
 * runs `onRouteChange` (the menu closes); after load, lazy images already in
 * view switch to eager loading.
 */
export function useRouteEffects(pathname: string, onRouteChange: () => void) {
  const first = useRef(true);
  const routeChanged = useEffectEvent(onRouteChange);

  useEffect(() => {
    if (first.current) {
      first.current = false;
    } else {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      routeChanged();
    }
    let stop = () => {};
    const promote = () => (stop = promoteVisibleLazyImages(document));
    if (document.readyState === "complete") promote();
    else window.addEventListener("load", promote, { once: true });
    return () => {
      window.removeEventListener("load", promote);
      stop();
    };
  }, [pathname]);
}
