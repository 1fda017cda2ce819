// The HTTP side of callbacks: one POST to a receiver, connected only to addresses the policy allows.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import {
  allowedLookup,
  assertAddressAllowed,
  systemResolve,
  type CallbackPolicy,
  type Resolve,
} from "@docintake/contracts";
import type { Send } from "../domain/deliverer.ts";

/**
 * POSTs with node:http/https rather than fetch, because fetch resolves the host itself: a name whose DNS answer
 * changed after the policy check (DNS rebinding) would reach an internal address. Here the socket connects only
 * to an address `allowedLookup` has just checked. Redirects are never followed (node:http does not): a 3xx is
 * the receiver's answer. The timeout covers the lookup, the connection and the wait for the answer's status.
 */
export function httpSender(
  policy: CallbackPolicy,
  resolve?: Resolve,
  lookups: LookupBound = { inFlight: 3, waitMs: 10_000 },
): Send {
  const lookup = allowedLookup(policy, boundedResolve(resolve ?? systemResolve, lookups));
  return (raw, body, headers, timeoutMs) =>
    new Promise((resolveSend, reject) => {
      const url = new URL(raw);
      const host = url.hostname.replace(/^\[|\]$/g, "");
      // A socket never looks an IP literal up, so the lookup would not see it.
      if (isIP(host)) assertAddressAllowed(host, policy);
      const request = url.protocol === "https:" ? httpsRequest : httpRequest;
      const req = request(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "DocIntake-Webhooks/1",
          ...headers,
        },
        lookup,
        // A connection of its own: a pooled socket would skip the lookup, and one pool would serve every policy.
        agent: false,
      });
      const timer = setTimeout(
        () => req.destroy(new Error(`the receiver did not answer within ${timeoutMs} ms (CALLBACK_TIMEOUT_MS)`)),
        timeoutMs,
      );
      req.on("response", (res) => {
        clearTimeout(timer);
        resolveSend({ status: res.statusCode ?? 0 });
        // The answer's body means nothing to the notifier: close instead of reading it.
        req.destroy();
      });
      req.on("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(body);
    });
}

export interface LookupBound {
  /** Hosts looked up by the system resolver at once. */
  inFlight: number;
  /** A lookup that waited this long for its turn is given up unrun: its call has timed out meanwhile. */
  waitMs: number;
}

/**
 * The system resolver runs getaddrinfo on libuv's thread pool (4 threads by default), which file I/O,
 * compression and crypto share with it, and a lookup cannot be cancelled: against a name server that does
 * not answer, each one holds a thread for the resolver's own timeout, well past CALLBACK_TIMEOUT_MS. So a
 * host is looked up once at a time (callers asking meanwhile share that answer; each still checks it
 * against the policy), and at most `inFlight` hosts at once: one receiver's dead name server holds one
 * thread, not all of them, and other receivers' lookups go on. A lookup whose call has already timed out
 * while it waited for its turn is dropped without running.
 */
export function boundedResolve(resolve: Resolve, bound: LookupBound, now: () => number = Date.now): Resolve {
  let running = 0;
  // Lookups running or waiting, by host.
  const pending = new Map<string, Promise<string[]>>();
  const waiting: { since: number; start: () => void; drop: (err: Error) => void }[] = [];
  const next = () => {
    while (running < bound.inFlight && waiting.length > 0) {
      const w = waiting.shift()!;
      if (now() - w.since > bound.waitMs)
        w.drop(new Error(`the host name lookup waited over ${bound.waitMs} ms for its turn; not started`));
      else w.start();
    }
  };
  return (host) => {
    const shared = pending.get(host);
    if (shared) return shared;
    const lookup = new Promise<string[]>((answer, fail) => {
      const start = () => {
        running++;
        // A resolver that throws at once still gives its slot back.
        Promise.resolve()
          .then(() => resolve(host))
          .then(answer, fail)
          .finally(() => {
            running--;
            pending.delete(host);
            next();
          });
      };
      const drop = (err: Error) => {
        pending.delete(host);
        fail(err);
      };
      waiting.push({ since: now(), start, drop });
    });
    pending.set(host, lookup);
    next();
    return lookup;
  };
}
