// GET /api/team/signups.csv: every sign-up, for the team. See lib/server/team.ts.
import { handleSignupsCsv, type TeamEnv } from "../../../lib/server/team";
import { methodNotAllowed } from "../../../lib/server/headers";

export const onRequestGet = ({ request, env }: { request: Request; env: TeamEnv }) => handleSignupsCsv(request, env);
export const onRequest = ({ env }: { env: TeamEnv }) => methodNotAllowed(env, "GET");
