/**
 * Finds the text a visitor could read in a TS/TSX source file: JSX text,
 * string literals (attribute values only where the attribute is read out, like
 * aria-label or placeholder) and the fixed parts of template literals. Comments,
 * regular expressions, class lists and SVG geometry are left out. A small
 * hand-written scanner, not a full parser: it knows enough of TypeScript and
 * JSX to tell text from code in this codebase.
 */

export interface TextPiece {
  text: string;
  line: number;
  kind: "jsx" | "string" | "template" | "attribute";
}

/** Attributes whose value is read or shown to a visitor; the rest (className, d, href...) are not text. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "aria-valuetext", "aria-description", "alt", "title", "placeholder", "label", "content"]);

/** A punctuator or keyword after which `<` opens JSX rather than comparing. */
const EXPRESSION_START = /(?:^|[(,=:?[{};!&|]|=>|\breturn|\byield|\bdefault)$/;

const isIdentStart = (c: string) => /[A-Za-z_$]/.test(c);

export function visibleText(source: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let i = 0;
  const lineAt = (pos: number) => source.slice(0, pos).split("\n").length;
  const add = (text: string, start: number, kind: TextPiece["kind"]) => {
    if (text.trim()) pieces.push({ text, line: lineAt(start), kind });
  };
  /** The code before `pos`, without trailing blanks: decides what `<` and `/` mean. */
  const before = (pos: number) => source.slice(Math.max(0, pos - 12), pos).trimEnd();

  function readQuoted(quote: string): string {
    const start = i;
    i++;
    let text = "";
    while (i < source.length && source[i] !== quote) {
      if (source[i] === "\\") {
        text += source[i + 1] ?? "";
        i += 2;
      } else text += source[i++];
    }
    i++;
    void start;
    return text;
  }

  function skipRegex() {
    i++;
    let inClass = false;
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") i += 2;
      else if (c === "[") {
        inClass = true;
        i++;
      } else if (c === "]") {
        inClass = false;
        i++;
      } else if (c === "/" && !inClass) break;
      else i++;
    }
    i++;
    while (/[a-z]/.test(source[i] ?? "")) i++;
  }

  function template() {
    i++; // `
    let start = i;
    let text = "";
    while (i < source.length && source[i] !== "`") {
      if (source[i] === "\\") {
        text += source[i + 1] ?? "";
        i += 2;
      } else if (source[i] === "$" && source[i + 1] === "{") {
        add(text, start, "template");
        text = "";
        i += 2;
        code(true);
        start = i;
      } else text += source[i++];
    }
    add(text, start, "template");
    i++;
  }

  /** Code up to the end of the file, or up to the `}` that closes an expression. */
  function code(untilBrace: boolean) {
    let depth = 0;
    while (i < source.length) {
      const c = source[i]!;
      const next = source[i + 1];
      if (c === "/" && next === "/") i = source.indexOf("\n", i) === -1 ? source.length : source.indexOf("\n", i);
      else if (c === "/" && next === "*") i = source.indexOf("*/", i + 2) + 2;
      else if (c === '"' || c === "'") {
        const start = i;
        add(readQuoted(c), start, "string");
      } else if (c === "`") template();
      else if (c === "/" && EXPRESSION_START.test(before(i))) skipRegex();
      else if (c === "<" && (isIdentStart(next ?? "") || next === ">") && EXPRESSION_START.test(before(i))) element();
      else if (c === "{") {
        depth++;
        i++;
      } else if (c === "}") {
        if (untilBrace && depth === 0) {
          i++;
          return;
        }
        depth--;
        i++;
      } else i++;
    }
  }

  /** A JSX element from its `<`, children included. */
  function element() {
    i++; // <
    while (i < source.length && /[\w.:-]/.test(source[i]!)) i++; // tag name ("" for a fragment)
    // Attributes.
    while (i < source.length) {
      const c = source[i]!;
      if (c === "/" && source[i + 1] === ">") {
        i += 2;
        return;
      }
      if (c === ">") {
        i++;
        break;
      }
      if (c === "{") {
        i++;
        code(true);
        continue;
      }
      if (isIdentStart(c)) {
        const nameStart = i;
        while (i < source.length && /[\w:-]/.test(source[i]!)) i++;
        const name = source.slice(nameStart, i);
        while (/\s/.test(source[i] ?? "")) i++;
        if (source[i] === "=") {
          i++;
          while (/\s/.test(source[i] ?? "")) i++;
          if (source[i] === '"' || source[i] === "'") {
            const start = i;
            const value = readQuoted(source[i]!);
            if (VISIBLE_ATTRIBUTES.has(name)) add(value, start, "attribute");
          }
        }
        continue;
      }
      i++;
    }
    children();
  }

  /** An element's children, up to and including its closing tag. */
  function children() {
    let start = i;
    let text = "";
    const flush = () => {
      add(text.replace(/\s+/g, " "), start, "jsx");
      text = "";
    };
    while (i < source.length) {
      const c = source[i]!;
      if (c === "<" && source[i + 1] === "/") {
        flush();
        i = source.indexOf(">", i) + 1;
        return;
      }
      if (c === "<") {
        flush();
        element();
        start = i;
      } else if (c === "{") {
        // A number written inline reads as part of the text around it: {5} free drops.
        const inline = /^\{\s*(\d[\d_.,]*)\s*\}/.exec(source.slice(i));
        if (inline) {
          text += inline[1]!.replace(/_/g, "");
          i += inline[0].length;
          continue;
        }
        flush();
        i++;
        code(true);
        start = i;
      } else text += source[i++];
    }
    flush();
  }

  code(false);
  return pieces;
}

/** A Tailwind class list, or SVG path data / a viewBox: not words a visitor reads. */
export function isMarkup(text: string): boolean {
  const tokens = text.trim().split(/\s+/);
  const classLike = tokens.every((t) => /^[!-]?[a-z0-9[\]():/.%_#,&>=*@-]+$/.test(t)) && tokens.some((t) => /[-:[]/.test(t));
  const geometry = /^[\sMmLlHhVvCcSsQqTtAaZz\d.,-]+$/.test(text);
  return classLike || geometry;
}
