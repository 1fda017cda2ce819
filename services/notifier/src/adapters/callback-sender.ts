// The HTTP side of callbacks: one POST to a receiver, connected only to addresses the policy allows.
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { allowedLookup, assertAddressAllowed, type CallbackPolicy, type Resolve } from "@docintake/contracts";
import type { Send } from "../domain/deliverer.ts";

/**
 * POSTs with node:http/https rather than fetch, because fetch resolves the host itself: a name whose DNS answer
 * changed after the policy check (DNS rebinding) would reach an internal address. Here the socket connects only
 * to an address `allowedLookup` has just checked. Redirects are never followed (node:http does not): a 3xx is
 * the receiver's answer. The timeout covers the lookup, the connection and the wait for the answer's status.
 */
export function httpSender(policy: CallbackPolicy, resolve?: Resolve): Send {
  const lookup = allowedLookup(policy, resolve);
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
