import { describe, expect, it } from "@jest/globals";
import { Rng } from "../random.ts";
import { cuitCheck, makeCuit, makeNit, makeRfc, nitCheck } from "./latam.ts";

describe("Latin American identifiers", () => {
  it("computes the check digits of published ids", () => {
    // AFIP's own CUIT 33-69345023-9 and the DIAN's NIT 800.197.268-4, as both print them.
    expect(cuitCheck("3369345023")).toBe(9);
    expect(nitCheck("800197268")).toBe(4);
  });
  it("makes ids in their printed shapes", () => {
    const rng = new Rng("latam-ids");
    for (let i = 0; i < 200; i++) {
      const cuit = makeCuit(rng);
      expect(cuit).toMatch(/^\d{2}-\d{8}-\d$/);
      expect(cuitCheck(cuit.replace(/-/g, "").slice(0, 10))).toBe(Number(cuit.slice(-1)));
      expect(makeNit(rng)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d$/);
      expect(makeRfc(rng)).toMatch(/^[A-Z]{3}\d{6}[A-Z0-9]{3}$/);
    }
  });
});
