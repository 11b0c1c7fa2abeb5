/**
 * Hosts that are this machine. A request whose own URL names one is a local run (wrangler
 * pages dev, the tests): only there may a binding meant for tests (a fake GitHub, a raised
 * rate limit, the team view with no login) change what a Function does. Production's hosts
 * are never loopback, so such a binding left on a real deployment does nothing.
 */
export const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isLoopbackUrl(url: string | URL): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname);
}
