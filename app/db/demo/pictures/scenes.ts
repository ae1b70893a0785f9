import { DEMO_DISHES } from "../dishes";
import { dishScene } from "./dish-picture";
import { DISH_LOOKS } from "./dish-looks";
import { iconPicture } from "./icons";
import { servedOnPlate, serving, vesselDrawing, type DishLook } from "./serving";
import { seeded, svgDocument } from "./svg";
import { PROPS, TABLES, type TableName } from "./tables";

/** The demo's larger pictures: the home page's thali, the pages' banners, "what's included". */

const RAITA: DishLook = {
  base: "dal",
  colour: "#f6f1e4",
  garnish: [
    ["coriander", 4],
    ["cumin", 12],
  ],
};

/** A steel thali of six katoris on a wooden table, rotis and the table's things around it. */
function thaliSpread(width: number, height: number) {
  const rand = seeded("home-thali");
  const table = TABLES.Punjabi;
  const [cx, cy, R] = [width / 2, height / 2, height * 0.44];
  const steel = TABLES.plain.plate;
  let defs = "";
  let body = table.backdrop(rand, width, height);
  body += PROPS.roti(rand, width * 0.13, height * 0.3, height * 0.24);
  body += PROPS.chillies(rand, width * 0.12, height * 0.78, height * 0.2);
  body += PROPS.onion(rand, width * 0.88, height * 0.26, height * 0.22);
  body += PROPS.spices(rand, width * 0.86, height * 0.74, height * 0.2);
  const plate = vesselDrawing(steel, "plate", [cx, cy, R], true);
  defs += plate.defs;
  body += plate.body;
  const katoris: DishLook[] = [
    DISH_LOOKS["Dal Makhani"],
    DISH_LOOKS["Paneer Butter Masala"],
    DISH_LOOKS["Aloo Gobi"],
    DISH_LOOKS.Chole,
    RAITA,
    DISH_LOOKS["Jeera Rice"],
  ];
  katoris.forEach((look, i) => {
    const centre = i === katoris.length - 1;
    const a = (i / (katoris.length - 1)) * Math.PI * 2 - Math.PI / 2;
    const at: [number, number, number] = centre
      ? [cx, cy, R * 0.3]
      : [cx + Math.cos(a) * R * 0.6, cy + Math.sin(a) * R * 0.6, R * 0.29];
    const katori = serving(look, steel, rand, `k${i}`, at, true);
    defs += katori.defs;
    body += katori.body;
  });
  return svgDocument(width, height, defs, body);
}

/** A page's banner: five dishes of one cuisine in a row on its table. */
function banner(tableName: TableName, dishes: string[], seed: string, width: number, height: number) {
  const rand = seeded(seed);
  const table = TABLES[tableName];
  let defs = "";
  let body = table.backdrop(rand, width, height);
  const R = height * 0.3;
  dishes.forEach((name, i) => {
    const look = DISH_LOOKS[name];
    const x = width * (0.1 + i * 0.2);
    const y = height * (i % 2 ? 0.6 : 0.42);
    const dish = serving(look, servedOnPlate(look) ? table.plate : table.bowl, rand, `b${i}`, [x, y, R]);
    defs += dish.defs;
    body += dish.body;
  });
  return svgDocument(width, height, defs, body);
}

const names = (cuisine: string) => DEMO_DISHES[cuisine].map((d) => d.name);

const BANNERS: Record<string, [TableName, string[]]> = {
  "menu-hero": ["Goan", names("Goan").slice(0, 5)],
  "how-it-works-hero": ["plain", ["Tomato Pulao", "Rajma", "Begun Bhaja", "Chicken Kosha", "Khatti Dal"]],
  "about-us-hero": ["Bengali", names("Bengali").slice(5, 10)],
  "faqs-hero": ["Hyderabadi", names("Hyderabadi").slice(0, 5)],
  "get-in-touch-hero": ["Punjabi", names("Punjabi").slice(5, 10)],
};

const INCLUDED = ["Matar Pulao", "Masoor Dal", "Aloo Gobi", "Lamb Rogan Josh"];

/** The picture of a site image: its usage context and its place (0-based) among them. */
export function scenePicture(context: string, index: number, width: number, height: number) {
  if (context === "hero") return thaliSpread(width, height);
  if (context === "how-it-works" || context === "cooking-philosophy")
    return iconPicture(`${context}-${index + 1}`, width);
  if (context === "whats-included")
    return dishScene(DISH_LOOKS[INCLUDED[index % INCLUDED.length]], "plain", `included-${index}`, width, height);
  const [table, dishes] = BANNERS[context] ?? BANNERS["menu-hero"];
  return banner(table, dishes, context, width, height);
}
