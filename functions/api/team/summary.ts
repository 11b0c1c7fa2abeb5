// GET /api/team/summary: the count and the latest sign-ups and enquiries, for the team. See lib/server/team.ts.
import { handleSummary, type TeamEnv } from "../../../lib/server/team";
import { methodNotAllowed } from "../../../lib/server/headers";

export const onRequestGet = ({ request, env }: { request: Request; env: TeamEnv }) => handleSummary(request, env);
export const onRequest = ({ env }: { env: TeamEnv }) => methodNotAllowed(env, "GET");
