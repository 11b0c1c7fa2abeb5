// GET /api/callback: GitHub sends the login window back here. See lib/editor-login.ts.
import { finishLogin, type EditorLoginEnv } from "../../lib/editor-login";

export const onRequestGet = ({ request, env }: { request: Request; env: EditorLoginEnv }) => finishLogin(request, env);
