"use client";

import { Component, type ReactNode } from "react";
import { fieldLabel } from "@/lib/content/field-label";
import { withoutInvisible } from "@/lib/content/invisible-characters";
import { contentProblems } from "@/lib/content/schema";
import { sectionSchemaOf } from "@/lib/sections/schemas";

/** The notice's look: the editor's, written here (the site's stylesheet has only the classes its pages use). */
const NOTICE = {
  margin: "1.5rem",
  padding: "1.25rem 1.5rem",
  border: "2px dashed #c2391f",
  borderRadius: "1rem",
  background: "#fff4f2",
  color: "#072a47",
  font: "1rem/1.5 system-ui, sans-serif",
} as const;

/**
 * What a section's schema finds wrong with it, each line with its field as the
 * editor labels it ("Features[2].Title: is missing (required)").
 */
export function sectionProblems(schema: Parameters<typeof contentProblems>[1], section: unknown): string[] {
  return contentProblems("", schema, section).map((line) => {
    const [, field = "", message = line] = line.match(/^: ([^:]*): (.*)$/) ?? [];
    return `${field.replace(/[A-Za-z_][\w-]*/g, fieldLabel)}: ${message}`;
  });
}

interface Props {
  section: { type: string };
  index: number;
  children: ReactNode;
}

interface State {
  error?: string;
}

/**
 * One section of the page being previewed: drawn by the site's own component
 * or, while a field is half typed and the component cannot draw it, a notice
 * naming the section and what its schema says is missing, so the rest of the
 * page stays in view. The next edit to that section tries again.
 */
export default function SectionFrame(props: Props) {
  // A new boundary for each version of the section: an edit to it tries again.
  return <SectionBoundary key={JSON.stringify(props.section)} {...props} />;
}

class SectionBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    const { section, index } = this.props;
    let label = `a "${section.type}" section`;
    let problems: string[] = [];
    try {
      const type = sectionSchemaOf(section.type);
      label = type.label;
      // Read without click-to-edit's marks, which Decap ends every string of the preview with: not what was typed.
      problems = sectionProblems(type.schema, withoutInvisible(section));
    } catch {
      problems = [`no section type is called "${section.type}"`];
    }
    return (
      <section role="alert" style={NOTICE}>
        <p style={{ fontWeight: 700 }}>
          Section {index + 1} ({label}) cannot be shown yet.
        </p>
        <ul style={{ marginTop: "0.5rem", paddingLeft: "1.25rem", listStyle: "disc" }}>
          {(problems.length ? problems : [this.state.error]).map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </section>
    );
  }
}

/**
 * Around a whole preview: while the file being edited is half typed and cannot
 * be drawn, a notice saying so in place of a blank pane; the next edit tries again.
 */
export function PreviewFrame({ data, children }: { data: unknown; children: ReactNode }) {
  return <PreviewBoundary key={JSON.stringify(data)}>{children}</PreviewBoundary>;
}

class PreviewBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" style={NOTICE}>
        <p style={{ fontWeight: 700 }}>This file cannot be shown yet: a field it needs is empty or half typed.</p>
        <p style={{ marginTop: "0.5rem" }}>{this.state.error}</p>
      </section>
    );
  }
}
