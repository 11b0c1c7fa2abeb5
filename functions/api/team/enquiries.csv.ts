// GET /api/team/enquiries.csv: every partner enquiry, for the team. See lib/server/team.ts.
import { handleEnquiriesCsv, type TeamEnv } from "../../../lib/server/team";
import { methodNotAllowed } from "../../../lib/server/headers";

export const onRequestGet = ({ request, env }: { request: Request; env: TeamEnv }) => handleEnquiriesCsv(request, env);
export const onRequest = ({ env }: { env: TeamEnv }) => methodNotAllowed(env, "GET");
