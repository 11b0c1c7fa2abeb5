"use client";

import { createContext } from "react";

/**
 * True inside the editor's preview: the forms are drawn as the site draws them, and never send. A submit there goes
 * through the form's states with the words being edited, and no request leaves the editor.
 */
export const PreviewForms = createContext(false);
