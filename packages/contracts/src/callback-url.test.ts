import { describe, expect, it } from "@jest/globals";
import type { LookupAddress, LookupOptions } from "node:dns";
import {
  allowedLookup,
  assertAddressAllowed,
  assertCallbackAllowed,
  CALLBACK_URL_PATTERN,
  parseCallbackUrl,
  type Resolve,
} from "./callback-url.ts";

const strict = { allowLoopback: false, allowPrivate: false };

describe("callback URL pattern", () => {
  const pattern = new RegExp(CALLBACK_URL_PATTERN, "u");

  it("matches only URLs the parser accepts as http(s) without credentials", () => {
    const accepted = [
      "http://127.0.0.1:8080/cb?x=1#f",
      "https://hooks.example.com/a/b",
      "http://a/",
      "http://example.com.",
      "https://x-y.example:65535",
      "http://[::1]/",
      "http://[2001:db8::1]:8443/hook",
      "http://[1:2:3:4:5:6:7::]/",
      "http://0.0.0.0/%zz",
    ];
    for (const url of accepted) {
      expect(pattern.test(url)).toBe(true);
      expect(() => parseCallbackUrl(url)).not.toThrow();
    }
  });

  it("refuses what the parser refuses, and forms it would read as something else", () => {
    for (const url of [
      "",
      "not a url",
      "ftp://example.com/",
      "http://user:pw@example.com/",
      "http://@example.com/",
      "http://example.com:65536/",
      "http://1.2.3.4.5/", // the parser fails on a name ending in a number that is no IPv4 address
      "http://a.1/",
      "http://2852039166/", // 169.254.169.254 as one number
      "http://010.0.0.1/", // octal
      "http://xn--a.com/", // punycode the parser would decode
      "http://[::ffff:169.254.169.254]/",
      "http://[::1/",
      "http://exa mple.com/",
      "http://example.com/\u0000",
    ]) {
      expect(pattern.test(url)).toBe(false);
    }
  });
});

describe("callback URL guard", () => {
  it("refuses non-http schemes and malformed URLs", async () => {
    await expect(assertCallbackAllowed("ftp://example.com/x", strict)).rejects.toThrow(/http or https/);
    await expect(assertCallbackAllowed("not a url", strict)).rejects.toThrow(/valid URL/);
  });
  it("refuses metadata, private and loopback addresses by default", async () => {
    await expect(assertCallbackAllowed("http://169.254.169.254/latest", strict)).rejects.toThrow(/forbidden/);
    await expect(assertCallbackAllowed("http://10.1.2.3/", strict)).rejects.toThrow(/private/);
    await expect(assertCallbackAllowed("http://127.0.0.1:9/", strict)).rejects.toThrow(/loopback/);
    await expect(assertCallbackAllowed("http://[::ffff:127.0.0.1]/", strict)).rejects.toThrow(/loopback/);
  });
  it("judges a name by every address it resolves to", async () => {
    const resolve = async () => ["93.184.216.34", "192.168.1.1"];
    await expect(assertCallbackAllowed("https://hooks.example.com/x", strict, resolve)).rejects.toThrow(/private/);
    await expect(
      assertCallbackAllowed("https://hooks.example.com/x", strict, async () => ["93.184.216.34"]),
    ).resolves.toEqual(["93.184.216.34"]);
  });
  it("lets configuration allow loopback but never link-local", async () => {
    const p = { allowLoopback: true, allowPrivate: true };
    await expect(assertCallbackAllowed("http://127.0.0.1:8080/cb", p)).resolves.toEqual(["127.0.0.1"]);
    await expect(assertCallbackAllowed("http://169.254.169.254/", p)).rejects.toThrow(/forbidden/);
  });
  it("judges IPv6 addresses and IPv4 addresses mapped into IPv6", () => {
    expect(() => assertAddressAllowed("2606:4700::1111", strict)).not.toThrow();
    expect(() => assertAddressAllowed("::1", strict)).toThrow(/loopback/);
    expect(() => assertAddressAllowed("fd12::1", strict)).toThrow(/private/);
    expect(() => assertAddressAllowed("fe80::1", { allowLoopback: true, allowPrivate: true })).toThrow(/forbidden/);
    expect(() => assertAddressAllowed("::ffff:169.254.169.254", strict)).toThrow(/forbidden/);
    expect(() => assertAddressAllowed("::1", { allowLoopback: true, allowPrivate: false })).not.toThrow();
  });

  it("judges an IPv6 address by the IPv4 address it carries (compatible, NAT64, 6to4)", () => {
    expect(() => assertAddressAllowed("64:ff9b::a00:1", strict)).toThrow(/private/);
    expect(() => assertAddressAllowed("64:ff9b::169.254.169.254", strict)).toThrow(/forbidden/);
    expect(() => assertAddressAllowed("2002:7f00:1::1", strict)).toThrow(/loopback/);
    expect(() => assertAddressAllowed("::a9fe:a9fe", strict)).toThrow(/forbidden/);
    expect(() => assertAddressAllowed("::ffff:7f00:1", strict)).toThrow(/loopback/);
    // A public IPv4 address reached through NAT64 stays allowed.
    expect(() => assertAddressAllowed("64:ff9b::5db8:d822", strict)).not.toThrow();
    expect(() => assertAddressAllowed("192.0.0.8", { allowLoopback: true, allowPrivate: true })).toThrow(/forbidden/);
  });

  it("judges IPv4-translated addresses by their IPv4 address, and refuses tunnels it cannot judge", () => {
    expect(() => assertAddressAllowed("::ffff:0:7f00:1", strict)).toThrow(/loopback/);
    expect(() => assertAddressAllowed("::ffff:0:a00:1", strict)).toThrow(/private/);
    const lax = { allowLoopback: true, allowPrivate: true };
    // Local-use NAT64 (the operator's prefix length) and Teredo (an obfuscated IPv4 address).
    expect(() => assertAddressAllowed("64:ff9b:1::a00:1", lax)).toThrow(/forbidden/);
    expect(() => assertAddressAllowed("2001:0:4136:e378:8000:63bf:3fff:fdd2", lax)).toThrow(/forbidden/);
  });
});

/** Calls the lookup the way a socket does and gives back what it answered. */
function lookUp(
  resolve: Resolve,
  options: LookupOptions,
  policy = strict,
): Promise<{ address: string | LookupAddress[]; family: number | undefined }> {
  return new Promise((done, fail) =>
    allowedLookup(policy, resolve)("hooks.example.com", options, (err, address, family) =>
      err ? fail(err) : done({ address, family }),
    ),
  );
}

describe("allowed lookup for connections", () => {
  const twoFamilies: Resolve = async () => ["2606:4700::1111", "93.184.216.34"];

  it("hands every allowed address to a socket asking for all, and the first to one asking for one", async () => {
    await expect(lookUp(twoFamilies, { all: true })).resolves.toEqual({
      address: [
        { address: "2606:4700::1111", family: 6 },
        { address: "93.184.216.34", family: 4 },
      ],
      family: undefined,
    });
    await expect(lookUp(twoFamilies, {})).resolves.toEqual({ address: "2606:4700::1111", family: 6 });
  });

  it("keeps to the family a socket asks for", async () => {
    await expect(lookUp(twoFamilies, { family: 4 })).resolves.toEqual({ address: "93.184.216.34", family: 4 });
    await expect(lookUp(twoFamilies, { family: "IPv6", all: true })).resolves.toEqual({
      address: [{ address: "2606:4700::1111", family: 6 }],
      family: undefined,
    });
    await expect(lookUp(async () => ["93.184.216.34"], { family: 6 })).rejects.toMatchObject({
      code: "ENOTFOUND",
      message: "callback_url host hooks.example.com has no IPv6 address",
    });
  });

  it("refuses the whole answer when any address in it is not allowed, as the check before the call does", async () => {
    const mixed: Resolve = async () => ["93.184.216.34", "127.0.0.1"];
    await expect(lookUp(mixed, { all: true })).rejects.toThrow(/loopback address, which is not allowed/);
    await expect(lookUp(mixed, { family: 4 })).rejects.toThrow(/loopback address, which is not allowed/);
    await expect(
      lookUp(async () => ["169.254.169.254"], {}, { allowLoopback: true, allowPrivate: true }),
    ).rejects.toThrow(/forbidden/);
    await expect(lookUp(mixed, { all: true }, { allowLoopback: true, allowPrivate: false })).resolves.toMatchObject({
      address: [{ address: "93.184.216.34" }, { address: "127.0.0.1" }],
    });
  });

  it("reports a name that does not resolve", async () => {
    await expect(lookUp(async () => [], {})).rejects.toThrow(/does not resolve/);
    await expect(
      lookUp(async () => {
        throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
      }, {}),
    ).rejects.toThrow(/does not resolve/);
  });

  it("tells a resolver that fails now from a name that does not exist", async () => {
    const failing: Resolve = async () => {
      throw Object.assign(new Error("getaddrinfo EAI_AGAIN"), { code: "EAI_AGAIN" });
    };
    await expect(assertCallbackAllowed("https://hooks.example.com/x", strict, failing)).rejects.toMatchObject({
      code: "UNAVAILABLE",
      message: expect.stringMatching(/could not be resolved now \(EAI_AGAIN\)/),
    });
  });
});
