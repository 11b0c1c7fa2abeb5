import TeamView from "@/components/team/team-view";

/** /admin/team/: the Droplist's sign-ups and the partner enquiries, for the team, behind the editor's login. */
export default function TeamPage() {
  return <TeamView />;
}
