import EditorApp from "@/components/editor/editor-app";

/** The copy editor (Decap CMS), started in the browser by EditorApp. */
export default function AdminPage() {
  return <EditorApp />;
}
