/**
 * What "a box" is, for every screen that counts them: the builder and summary ("Total boxes",
 * through the pricing engine), capacity, the order's stored `boxes`, the round sheet, the packing
 * labels, the prep sheet and the dashboard. A box line is one box per unit; a custom line packs
 * its portions four to a box (10 portions are 3 boxes: 4, 4 and 2), as the summary tells the
 * customer. Pure: the browser and the server count with the same code.
 */

/** Portions packed in one box of a custom line. */
export const PORTIONS_PER_CUSTOM_BOX = 4;

export interface BoxCountedLine {
  type: "box" | "custom";
  quantity: number;
  /** Portions in one unit of the line: a box's dishes, a custom line's dish quantities added up. */
  portions: number;
}

/** The boxes one line is packed in. */
export function boxesOfLine(line: BoxCountedLine): number {
  if (line.type === "box") return line.quantity;
  return Math.ceil((line.portions * line.quantity) / PORTIONS_PER_CUSTOM_BOX);
}

/** The boxes of a whole order. */
export function boxesOfLines(lines: BoxCountedLine[]): number {
  return lines.reduce((n, line) => n + boxesOfLine(line), 0);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * A line as the kitchen and the driver read it: "2 × Essentials (Standard)", or for a custom line
 * "Custom Order: 10 portions in 3 boxes".
 */
export function lineContentsText(line: BoxCountedLine & { label: string }): string {
  if (line.type === "box") return `${line.quantity} × ${line.label}`;
  const portions = line.portions * line.quantity;
  return `${line.label}: ${plural(portions, "portion", "portions")} in ${plural(boxesOfLine(line), "box", "boxes")}`;
}

/**
 * The boxes a line is packed in, each with the dishes it holds (quantities per box): a box line's
 * units each hold its dishes; a custom line's portions fill its boxes in the order of `items`, so
 * a dish spills into the next box only when one is full. There are always boxesOfLine(line) boxes.
 */
export function packLine<T extends { quantity: number }>(line: {
  type: "box" | "custom";
  quantity: number;
  items: T[];
}): T[][] {
  const portions = line.items.reduce((n, item) => n + item.quantity, 0);
  const count = boxesOfLine({ type: line.type, quantity: line.quantity, portions });
  if (line.type === "box") return Array.from({ length: count }, () => line.items);
  const boxes: T[][] = Array.from({ length: count }, () => []);
  let box = 0;
  let room = PORTIONS_PER_CUSTOM_BOX;
  for (const item of line.items) {
    let left = item.quantity * line.quantity;
    while (left > 0) {
      const taken = Math.min(left, room);
      boxes[box].push({ ...item, quantity: taken });
      left -= taken;
      room -= taken;
      if (room === 0) {
        box += 1;
        room = PORTIONS_PER_CUSTOM_BOX;
      }
    }
  }
  return boxes;
}
