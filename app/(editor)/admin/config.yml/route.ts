import { stringify } from "yaml";
import { editorConfig } from "@/lib/content/editor-config";
import { SITE_URL } from "@/lib/constants";

/** The copy editor's configuration, out/admin/config.yml, made from the content schemas at build time. */
export const dynamic = "force-static";

/** The repository the editor commits to: the build's own on GitHub Actions, or CMS_REPO. */
const REPO = process.env.CMS_REPO || process.env.GITHUB_REPOSITORY || "owner/drops-site";

export function GET() {
  const config = editorConfig({ origin: SITE_URL, repo: REPO });
  return new Response(
    `# Made from lib/content/*.schema.ts by app/(editor)/admin/config.yml/route.ts: edit the schemas, not this file.\n${stringify(config, { lineWidth: 0 })}`,
    {
      headers: { "Content-Type": "text/yaml; charset=utf-8" },
    },
  );
}
