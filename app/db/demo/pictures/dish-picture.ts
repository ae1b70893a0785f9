import type { DemoGroup } from "../dishes";
import { DISH_LOOKS, GROUP_LOOKS } from "./dish-looks";
import { servedOnPlate, serving, type DishLook } from "./serving";
import { between, radial, seeded, svgDocument } from "./svg";
import { TABLES, tableProps, type TableName } from "./tables";

/** One dish on its cuisine's table, seen from above: an SVG of width × height. */
export function dishScene(look: DishLook, tableName: TableName, seed: string, width: number, height: number) {
  const rand = seeded(seed);
  const table = TABLES[tableName];
  const R = Math.min(width, height) * 0.42;
  const cx = width / 2 + between(rand, -0.025, 0.025) * width;
  const cy = height / 2 + between(rand, -0.02, 0.02) * height;
  const backdrop = table.backdrop(rand, width, height);
  const props = tableProps(table, rand, width, height);
  const dish = serving(look, servedOnPlate(look) ? table.plate : table.bowl, rand, "d", [cx, cy, R]);
  const light = radial("light", [
    [0, "#fff", 0.08],
    [0.6, "#2a1608", 0],
    [1, "#2a1608", 0.22],
  ]);
  const vignette = `<rect width="${width}" height="${height}" fill="url(#light)"/>`;
  return svgDocument(width, height, dish.defs + light, backdrop + props + vignette + dish.body);
}

/** The picture of a demo dish: drawn from its own look, on its cuisine's table. */
export function dishPicture(dish: { name: string; cuisine: string; group: DemoGroup }, width = 800, height = 600) {
  const look = DISH_LOOKS[dish.name] ?? GROUP_LOOKS[dish.group];
  const table = (dish.cuisine in TABLES ? dish.cuisine : "plain") as TableName;
  return dishScene(look, table, dish.name, width, height);
}
