/**
 * OpenAPI links: which operations take what a response returned (an upload's doc_id, a job's id), so that
 * clients and fuzzers can follow them (route option `links`, read by @fastify/swagger).
 */
export function links(status: number, to: Record<string, Record<string, string>>) {
  return {
    [status]: Object.fromEntries(
      Object.entries(to).map(([operationId, parameters]) => [operationId, { operationId, parameters }]),
    ),
  };
}
