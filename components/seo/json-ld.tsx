import type { Thing, WithContext } from "schema-dts";

/** Structured data for search engines. `<` is escaped so the JSON can never close the script. */
export default function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
