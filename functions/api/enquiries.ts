// POST /api/enquiries: keeps a partner enquiry, once. See lib/server/keeping.ts.
import { handleEnquiry, type KeepingEnv } from "../../lib/server/keeping";
import { methodNotAllowed } from "../../lib/server/headers";

export const onRequestPost = ({ request, env }: { request: Request; env: KeepingEnv }) => handleEnquiry(request, env);
export const onRequest = ({ env }: { env: KeepingEnv }) => methodNotAllowed(env, "POST");
