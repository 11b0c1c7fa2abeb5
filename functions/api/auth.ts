// GET /api/auth: the copy editor's login window starts here (Decap CMS's
// github backend, auth_endpoint "api/auth"). See lib/editor-login.ts.
import { startLogin, type EditorLoginEnv } from "../../lib/editor-login";

export const onRequestGet = ({ request, env }: { request: Request; env: EditorLoginEnv }) => startLogin(request, env);
