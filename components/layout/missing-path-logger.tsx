"use client";

import { useEffect } from "react";

/** SPEC.md §2: the missing path is written to the console. */
export default function MissingPathLogger() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
