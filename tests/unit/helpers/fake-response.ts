/** What an island reads of a fetch answer (jsdom has no Response): its status, its Content-Type and its body. */
export function fakeResponse(body: string, { status = 200, type = "application/json" }: { status?: number; type?: string } = {}): Response {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? type : null) },
    json: async () => JSON.parse(body),
    text: async () => body,
  } as unknown as Response;
}
