import { describe, expect, it } from "@jest/globals";
import { assertCallbackAllowed } from "./callback-url.ts";

const strict = { allowLoopback: false, allowPrivate: false };

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
});
