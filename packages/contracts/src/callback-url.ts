import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { AppError } from "@docintake/errors";

export interface CallbackPolicy {
  /** Tests and local development call back to 127.0.0.1. */
  allowLoopback: boolean;
  /**
   * Private ranges (10/8, 172.16/12, 192.168/16, 100.64/10 shared, 198.18/15 benchmarking, fc00::/7,
   * fec0::/10): on for on-premises receivers only.
   */
  allowPrivate: boolean;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const privateNets = new BlockList();
privateNets.addSubnet("10.0.0.0", 8, "ipv4");
privateNets.addSubnet("172.16.0.0", 12, "ipv4");
privateNets.addSubnet("192.168.0.0", 16, "ipv4");
privateNets.addSubnet("100.64.0.0", 10, "ipv4");
privateNets.addSubnet("fc00::", 7, "ipv6");
privateNets.addSubnet("fec0::", 10, "ipv6");
privateNets.addSubnet("198.18.0.0", 15, "ipv4");

// Never reachable by configuration: link-local (cloud metadata lives at 169.254.169.254), unspecified, multicast.
const forbidden = new BlockList();
forbidden.addSubnet("169.254.0.0", 16, "ipv4");
forbidden.addSubnet("0.0.0.0", 8, "ipv4");
forbidden.addSubnet("192.0.0.0", 24, "ipv4");
forbidden.addSubnet("224.0.0.0", 4, "ipv4");
forbidden.addSubnet("240.0.0.0", 4, "ipv4");
forbidden.addSubnet("fe80::", 10, "ipv6");
forbidden.addSubnet("ff00::", 8, "ipv6");
forbidden.addAddress("::", "ipv6");
forbidden.addSubnet("fd00:ec2::", 32, "ipv6");
// Tunnels to an IPv4 address that cannot be judged from the IPv6 one: local-use NAT64 (its prefix
// length, and so where the IPv4 address sits, is the operator's) and Teredo (the address is obfuscated).
forbidden.addSubnet("64:ff9b:1::", 48, "ipv6");
forbidden.addSubnet("2001::", 32, "ipv6");

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const part = (p: string | undefined) => (p ? p.split(":").map((g) => parseInt(g, 16)) : []);
  const [h, t] = [part(head), part(tail)];
  return tail === undefined ? h : [...h, ...Array<number>(8 - h.length - t.length).fill(0), ...t];
}

/**
 * The IPv4 address an IPv6 one carries and delivers to (IPv4-mapped, -compatible and -translated, NAT64
 * 64:ff9b::/96, 6to4 2002::/16), so that it is judged as that address: 64:ff9b::a00:1 reaches 10.0.0.1 through NAT64.
 */
function embeddedIpv4(address: string): string | undefined {
  const g = ipv6Groups(address);
  if (g.length !== 8) return undefined;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || (g[5] === 0 && (g[6]! | g[7]!) > 1))) return v4(g[6]!, g[7]!);
  // IPv4-translated (::ffff:0:a.b.c.d, SIIT).
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4(g[1]!, g[2]!);
  return undefined;
}

function classify(address: string): "loopback" | "private" | "forbidden" | "public" {
  let addr = address;
  let family: "ipv4" | "ipv6" = isIP(addr) === 6 ? "ipv6" : "ipv4";
  const carried = family === "ipv6" ? embeddedIpv4(addr) : undefined;
  if (carried) {
    addr = carried;
    family = "ipv4";
  }
  if (forbidden.check(addr, family)) return "forbidden";
  if (loopback.check(addr, family)) return "loopback";
  if (privateNets.check(addr, family)) return "private";
  return "public";
}

/** The longest callback URL accepted. */
export const CALLBACK_URL_MAX_LENGTH = 2048;

const h16 = "[0-9A-Fa-f]{1,4}";
const ipv6 = [
  `(?:${h16}:){7}${h16}`,
  `(?:${h16}:){1,7}:`,
  `(?:${h16}:){1,6}:${h16}`,
  ...[2, 3, 4, 5, 6].map((n) => `(?:${h16}:){1,${7 - n}}(?::${h16}){1,${n}}`),
  `:(?::${h16}){1,7}`,
  "::",
].join("|");
const octet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
/** 1 to 63 letters, digits and single inner hyphens (no "xn--" label, which a URL parser would decode as punycode). */
const label = "[A-Za-z0-9](?:-?[A-Za-z0-9]){0,62}";
/** A DNS name whose last label starts with a letter: a URL parser reads one ending in a number as IPv4. */
const dnsName = `(?:${label}\\.)*[A-Za-z](?:-?[A-Za-z0-9]){0,62}\\.?`;
const port = "(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4})";
/** Path, query and fragment: the characters RFC 3986 allows there. */
const rest = "[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*";

/**
 * The callback URLs the API accepts, as a pattern for its request schema: http or https, a DNS name, an IPv4
 * address or a bracketed IPv6 one, an optional port, no credentials. Every URL it matches is one `parseCallbackUrl`
 * accepts, so the API description promises nothing the service then refuses (whether the host may be called is
 * decided later, by `assertCallbackAllowed`).
 */
export const CALLBACK_URL_PATTERN = `^https?://(?:${dnsName}|(?:${octet}\\.){3}${octet}|\\[(?:${ipv6})\\])(?::${port})?(?:[/?#]${rest})?$`;

/** Only the URL's shape: scheme and host. */
export function parseCallbackUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("INVALID_REQUEST", "callback_url is not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new AppError("INVALID_REQUEST", "callback_url must use http or https");
  if (url.username || url.password) throw new AppError("INVALID_REQUEST", "callback_url must not carry credentials");
  return url;
}

/** A host name's addresses, as `dns.lookup` gives them with `all: true`; tests pass a stand-in. */
export type Resolve = (host: string) => Promise<string[]>;

/** Throws unless the policy lets the service call this address. */
export function assertAddressAllowed(address: string, policy: CallbackPolicy): void {
  const kind = classify(address);
  switch (kind) {
    case "public":
      return;
    case "loopback":
      if (policy.allowLoopback) return;
      break;
    case "private":
      if (policy.allowPrivate) return;
      break;
    case "forbidden":
      break;
  }
  throw new AppError("INVALID_REQUEST", `callback_url resolves to a ${kind} address, which is not allowed`);
}

/**
 * The addresses of a host (an IP literal is its own), refused unless the policy allows every one of them: a
 * client may try any of them, so one disallowed answer is enough to refuse.
 */
export async function allowedAddresses(
  host: string,
  policy: CallbackPolicy,
  resolve: Resolve = systemResolve,
): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch (err) {
    const code = (err as { code?: string }).code;
    // A name that does not exist is the caller's mistake; a resolver that fails is ours, and may pass.
    if (code === "ENOTFOUND" || code === "ENODATA")
      throw new AppError("INVALID_REQUEST", `callback_url host ${host} does not resolve`);
    throw new AppError(
      "UNAVAILABLE",
      `callback_url host ${host} could not be resolved now (${code ?? (err instanceof Error ? err.message : String(err))})`,
    );
  }
  if (addresses.length === 0) throw new AppError("INVALID_REQUEST", `callback_url host ${host} does not resolve`);
  for (const a of addresses) assertAddressAllowed(a, policy);
  return addresses;
}

/**
 * Refuses a callback URL whose host resolves to an address the service must not call (SSRF guard).
 * Checked when a job is created and again before every delivery, since DNS answers can change.
 * Returns the addresses it resolved to.
 */
export async function assertCallbackAllowed(
  raw: string,
  policy: CallbackPolicy,
  resolve: Resolve = systemResolve,
): Promise<string[]> {
  const url = parseCallbackUrl(raw);
  return allowedAddresses(url.hostname.replace(/^\[|\]$/g, ""), policy, resolve);
}

/**
 * A `lookup` for `net`, `http` and `https` connections that hands the socket only addresses the policy allows.
 * A check made before the call cannot stop DNS rebinding (the connection resolves the name again and may get
 * another answer); this check is made on the very answer the socket connects to. Sockets do not call `lookup`
 * for an IP literal: check those with `assertAddressAllowed`.
 */
export function allowedLookup(policy: CallbackPolicy, resolve: Resolve = systemResolve): LookupFunction {
  return (host, options, callback) => {
    allowedAddresses(host, policy, resolve).then(
      (addresses) => {
        const family = familyNumber(options.family);
        const found = addresses
          .map((address) => ({ address, family: isIP(address) }))
          .filter((a) => family === 0 || a.family === family);
        const [first] = found;
        if (!first) {
          const err: NodeJS.ErrnoException = new Error(`callback_url host ${host} has no IPv${family} address`);
          err.code = "ENOTFOUND";
          callback(err, "");
        } else if (options.all) callback(null, found);
        else callback(null, first.address, first.family);
      },
      (err: Error) => callback(err, ""),
    );
  };
}

function familyNumber(family: number | "IPv4" | "IPv6" | undefined): number {
  return family === "IPv4" ? 4 : family === "IPv6" ? 6 : (family ?? 0);
}

/** The system's resolver (getaddrinfo: /etc/hosts, search domains, DNS), as connections use it. */
export async function systemResolve(host: string): Promise<string[]> {
  const res = await lookup(host, { all: true, verbatim: true });
  return res.map((r) => r.address);
}
