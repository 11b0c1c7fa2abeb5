// POST /api/droplist: keeps a Droplist sign-up, once. See lib/server/keeping.ts.
import { handleDroplist, type KeepingEnv } from "../../lib/server/keeping";
import { methodNotAllowed } from "../../lib/server/headers";

export const onRequestPost = ({ request, env }: { request: Request; env: KeepingEnv }) => handleDroplist(request, env);
export const onRequest = ({ env }: { env: KeepingEnv }) => methodNotAllowed(env, "POST");
