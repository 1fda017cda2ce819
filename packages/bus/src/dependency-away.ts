// Whether a handler failed because a dependency was away (PostgreSQL restarting, a service not answering) rather
// than because of its message: such a failure says nothing about the message, so it must not use up the
// message's attempts and send it to the dead letters while the dependency comes back.

/** Network errors of a connection refused, reset or timed out. */
const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** PostgreSQL: shutting down (admin, crash), not accepting connections yet, out of connections. */
const POSTGRES = new Set(["57P01", "57P02", "57P03", "53300"]);

export function dependencyAway(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string") {
      if (NETWORK.has(code) || POSTGRES.has(code) || code.startsWith("08")) return true;
      // The typed error a service answers when what it needs is away.
      if (code === "UNAVAILABLE") return true;
    }
    if (
      typeof message === "string" &&
      /Connection terminated|the database system is (starting up|shutting down)/.test(message)
    )
      return true;
    e = cause;
  }
  return false;
}
