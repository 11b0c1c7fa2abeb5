// POST /api/team/people ({"email": …}) or DELETE /api/team/people?email=…: removes a person's
// sign-up and enquiries, for the team. See lib/server/team.ts.
import { handleRemovePerson, type TeamEnv } from "../../../lib/server/team";
import { methodNotAllowed } from "../../../lib/server/headers";

type Context = { request: Request; env: TeamEnv };

export const onRequestPost = ({ request, env }: Context) => handleRemovePerson(request, env);
export const onRequestDelete = ({ request, env }: Context) => handleRemovePerson(request, env);
export const onRequest = ({ env }: Context) => methodNotAllowed(env, "POST, DELETE");
