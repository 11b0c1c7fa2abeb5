"use client";

import { useEffect } from "react";

/** On the 404 page: writes the path the visitor asked for to the console, for whoever reads the logs. */
export default function MissingPathLogger() {
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", window.location.pathname);
  }, []);
  return null;
}
