import { describe, expect, it } from "vitest";
import { boxesOfLine, boxesOfLines, lineContentsText, packLine } from "./boxes";

describe("what a box is", () => {
  it("is one unit of a box line, and four portions of a custom line (the last box holds what is left)", () => {
    expect(boxesOfLine({ type: "box", quantity: 3, portions: 4 })).toBe(3);
    expect([0, 1, 4, 5, 8, 10].map((portions) => boxesOfLine({ type: "custom", quantity: 1, portions }))).toEqual([
      0, 1, 1, 2, 2, 3,
    ]);
    // Essentials + Essentials Plus + 10 custom portions: 5 boxes.
    expect(
      boxesOfLines([
        { type: "box", quantity: 1, portions: 4 },
        { type: "box", quantity: 1, portions: 4 },
        { type: "custom", quantity: 1, portions: 10 },
      ]),
    ).toBe(5);
  });

  it("packs a custom line's dishes in order, four portions to a box, as many boxes as it counts", () => {
    const items = [
      { name: "Dal", quantity: 6 },
      { name: "Lamb", quantity: 3 },
      { name: "Rice", quantity: 1 },
    ];
    const boxes = packLine({ type: "custom", quantity: 1, items });
    expect(boxes.map((box) => box.map((i) => `${i.quantity} × ${i.name}`))).toEqual([
      ["4 × Dal"],
      ["2 × Dal", "2 × Lamb"],
      ["1 × Lamb", "1 × Rice"],
    ]);
    expect(boxes).toHaveLength(boxesOfLine({ type: "custom", quantity: 1, portions: 10 }));
    expect(packLine({ type: "box", quantity: 2, items: [{ name: "Rice", quantity: 1 }] })).toEqual([
      [{ name: "Rice", quantity: 1 }],
      [{ name: "Rice", quantity: 1 }],
    ]);
  });

  it("names a line for the kitchen and the driver with its boxes", () => {
    expect(lineContentsText({ type: "box", quantity: 2, portions: 4, label: "Essentials (Standard)" })).toBe(
      "2 × Essentials (Standard)",
    );
    expect(lineContentsText({ type: "custom", quantity: 1, portions: 10, label: "Custom Order" })).toBe(
      "Custom Order: 10 portions in 3 boxes",
    );
    expect(lineContentsText({ type: "custom", quantity: 1, portions: 1, label: "Custom Order" })).toBe(
      "Custom Order: 1 portion in 1 box",
    );
  });
});
