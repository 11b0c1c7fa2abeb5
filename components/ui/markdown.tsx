import Link from "next/link";
import type { ReactNode } from "react";
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from "@/lib/content/markdown";

interface MarkdownProps {
  /** Text in the site's Markdown subset (lib/content/markdown.ts), checked by its field's schema. */
  source: string;
  /** The block's place and text size (text-lg in a Text section, text-base in an answer). */
  className?: string;
}

function Inline({ nodes }: { nodes: readonly MarkdownInline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case "text":
        return node.value;
      case "br":
        return <br key={i} />;
      case "strong":
        return (
          <strong key={i} className="font-bold">
            <Inline nodes={node.children} />
          </strong>
        );
      case "em":
        return (
          <em key={i}>
            <Inline nodes={node.children} />
          </em>
        );
      case "link": {
        const className = "font-bold text-ocean-600 underline decoration-2 underline-offset-4 hover:text-ocean-800";
        const children = <Inline nodes={node.children} />;
        // A page of this site goes through next/link (the base path, client navigation); an https address is a plain link.
        return node.href.startsWith("/") ? (
          <Link key={i} href={node.href} prefetch={false} className={className}>
            {children}
          </Link>
        ) : (
          <a key={i} href={node.href} className={className}>
            {children}
          </a>
        );
      }
    }
  });
}

function Block({ node }: { node: MarkdownBlock }): ReactNode {
  switch (node.kind) {
    case "paragraph":
      return (
        <p>
          <Inline nodes={node.children} />
        </p>
      );
    case "inline":
      return <Inline nodes={node.children} />;
    case "heading":
      return (
        <h3 className="pt-2 text-xl font-extrabold uppercase tracking-wider text-ocean-900">
          <Inline nodes={node.children} />
        </h3>
      );
    case "list": {
      const items = node.items.map((item, i) => (
        <li key={i} className="space-y-2 pl-1">
          {item.map((child, j) => (
            <Block key={j} node={child} />
          ))}
        </li>
      ));
      return node.ordered ? (
        <ol start={node.start === 1 ? undefined : node.start} className="list-decimal space-y-2 pl-6 marker:font-bold marker:text-aqua-600">
          {items}
        </ol>
      ) : (
        <ul className="list-disc space-y-2 pl-6 marker:text-aqua-600">{items}</ul>
      );
    }
  }
}

/**
 * Text a marketer wrote in the Markdown subset, drawn as elements: every word
 * goes through React as text, so nothing in it can become markup. A server
 * component on the site (the parser stays out of the browser's bundle); a
 * construct outside the subset, which the schema refuses, is left out here.
 */
export default function Markdown({ source, className }: MarkdownProps) {
  return (
    <div className={`space-y-4 leading-relaxed text-ocean-700 ${className ?? ""}`}>
      {parseMarkdown(source).blocks.map((node, i) => (
        <Block key={i} node={node} />
      ))}
    </div>
  );
}

/**
 * Text in the Markdown subset set under a heading, each paragraph a <p> of the caller's classes (a plain paragraph is
 * the plain line a pitch has always had); a list or a small heading draws as in a Text section.
 */
export function MarkdownParagraphs({ source, className }: { source: string; className: string }) {
  return parseMarkdown(source).blocks.map((node, i) =>
    node.kind === "paragraph" ? (
      <p key={i} className={className}>
        <Inline nodes={node.children} />
      </p>
    ) : (
      <Block key={i} node={node} />
    ),
  );
}
