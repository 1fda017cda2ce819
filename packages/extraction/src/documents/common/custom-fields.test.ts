import { describe, expect, it } from "@jest/globals";
import { layoutOf } from "../../testing/layout.ts";
import { extractCustomFields } from "./custom-fields.ts";

const layout = layoutOf([
  [
    { x: 40, y: 40, text: "Vehicle No: MH12 AB 1234" },
    { x: 300, y: 40, text: "Transporter: Fast Movers Ltd" },
    { x: 40, y: 60, text: "E-Way Bill No." },
    { x: 160, y: 60, text: "3512 0098 7721" },
    { x: 40, y: 90, text: "Despatched Through" },
    { x: 220, y: 90, text: "Terms of Delivery" },
    { x: 40, y: 102, text: "By Road" },
    { x: 220, y: 102, text: "Ex Works 30 days" },
  ],
]);

describe("custom fields", () => {
  it("are found among the key-value pairs by their meaning, not their exact words", () => {
    expect(extractCustomFields(layout, ["Vehicle Number", "eway bill no", "transporter name"])).toEqual({
      "Vehicle Number": "MH12 AB 1234",
      "eway bill no": "3512 0098 7721",
      "transporter name": "Fast Movers Ltd",
    });
  });
  it("read a grid of keys over values", () => {
    expect(extractCustomFields(layout, ["terms of delivery"])).toEqual({ "terms of delivery": "Ex Works 30 days" });
  });
  it("leave out a field the document does not print", () => {
    expect(extractCustomFields(layout, ["driver licence"])).toEqual({});
  });
});
