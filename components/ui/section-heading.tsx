interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  body?: string;
  /** On a dark band the colours flip. */
  dark?: boolean;
  centered?: boolean;
}

/** Eyebrow, uppercase display headline and a short line: the top of every section. */
export default function SectionHeading({ id, eyebrow, title, body, dark = false, centered = false }: SectionHeadingProps) {
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow ? (
        <p className={`text-sm font-bold uppercase tracking-[0.2em] ${dark ? "text-aqua-300" : "text-ocean-600"}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-3 font-display text-display-md uppercase ${dark ? "text-white" : "text-ocean-900"}`}>
        {title}
      </h2>
      {body ? <p className={`mt-4 text-lg ${dark ? "text-ocean-100" : "text-ocean-700"}`}>{body}</p> : null}
    </div>
  );
}
