import { GARNISHES, PIECES, type GarnishKind, type PieceKind } from "./food-bits";
import { between, blob, linear, mix, n, radial, scatter, shade, softShadow, type Rand } from "./svg";

/**
 * How a dish looks from above: rice and dry dishes heaped on a plate, dals, curries and thick
 * dishes (mash) in a bowl; what sits in it and what is scattered over it.
 */
export interface DishLook {
  base: "rice" | "dal" | "gravy" | "dry" | "mash";
  /** The rice, the sauce, the dal or the masala coating. */
  colour: string;
  /** [kind, how many, colour, size]: the colour defaults to one matching the kind, the size to 1. */
  pieces?: Array<[PieceKind, number, string?, number?]>;
  garnish?: Array<[GarnishKind, number]>;
  cream?: boolean;
  butter?: boolean;
}

/** A vessel's metal, clay or porcelain: its rim from light to dark, its inside, a painted band. */
export interface Vessel {
  rim: [string, string];
  inside: string;
  band?: string;
}

const PIECE_COLOURS: Partial<Record<PieceKind, string>> = {
  paneer: "#e8903c",
  potato: "#efc24a",
  cauliflower: "#f1dc8e",
  okra: "#4f7f22",
  "kidney-bean": "#6a1d18",
  chickpea: "#a8692e",
  pea: "#69a936",
  cashew: "#ecd2a0",
  raisin: "#4a1f26",
  mushroom: "#b98f63",
  "aubergine-slice": "#c98a2c",
  "baby-aubergine": "#4b1f4f",
  cabbage: "#d5e6a2",
  dumpling: "#e3ad5c",
  "lentil-cake": "#cf9a3c",
  "green-chilli": "#3f7d20",
  egg: "#f2a516",
  carrot: "#e8772e",
  "green-bean": "#4f8f2f",
  sprout: "#8cb13c",
  tomato: "#d6382b",
};

function pieceColour(kind: PieceKind, food: string, colour?: string) {
  if (colour) return colour;
  if (PIECE_COLOURS[kind]) return PIECE_COLOURS[kind];
  if (kind === "lamb") return mix(food, "#4a1d0c", 0.55);
  if (kind === "fish") return food;
  return mix(food, "#8a3b12", 0.35); // chicken
}

function creamSwirl(cx: number, cy: number, size: number) {
  let d = "";
  for (let i = 0; i <= 40; i++) {
    const a = (i / 40) * Math.PI * 4;
    const r = 4 + (i / 40) * size;
    d += `${i ? "L" : "M"}${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r * 0.85)}`;
  }
  return `<path d="${d}" stroke="#fff6e6" stroke-width="${n(size * 0.13)}" fill="none" stroke-linecap="round" opacity="0.92"/><path d="${d}" stroke="#ffffff" stroke-width="${n(size * 0.04)}" fill="none" opacity="0.6"/>`;
}

function butterKnob(cx: number, cy: number, s: number) {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(s * 0.9)}" ry="${n(s * 0.7)}" fill="#fcd34d" opacity="0.55"/><rect x="${n(cx - s * 0.4)}" y="${n(cy - s * 0.4)}" width="${n(s * 0.8)}" height="${n(s * 0.75)}" rx="${n(s * 0.2)}" fill="#fff1b8" stroke="#f1c75a" stroke-width="2"/><rect x="${n(cx - s * 0.28)}" y="${n(cy - s * 0.3)}" width="${n(s * 0.3)}" height="${n(s * 0.16)}" rx="${n(s * 0.08)}" fill="#fff" opacity="0.8"/>`;
}

function grains(rand: Rand, cx: number, cy: number, radius: number, colour: string, count: number) {
  let out = "";
  const len = radius * 0.075;
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * radius;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    const c = shade(colour, between(rand, -0.12, 0.18));
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(len)}" ry="${n(len * 0.34)}" fill="${c}" stroke="${shade(colour, -0.3)}" stroke-opacity="0.35" stroke-width="0.8" transform="rotate(${n(rand() * 180)} ${n(x)} ${n(y)})"/>`;
  }
  return out;
}

function texture(rand: Rand, cx: number, cy: number, radius: number, colour: string, count: number, size: number) {
  let out = "";
  for (const [x, y] of scatter(rand, cx, cy, radius, count, 0)) {
    const r = between(rand, size * 0.5, size);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${shade(colour, between(rand, -0.16, 0.14))}" opacity="0.6"/>`;
  }
  return out;
}

/** Rice and dry dishes are served on a plate, the others in a bowl. */
export const servedOnPlate = (look: DishLook) => look.base === "rice" || look.base === "dry";

/** An empty plate (flat, wide inside) or bowl (deep), with its shadow on the table. */
export function vesselDrawing(vessel: Vessel, id: string, [cx, cy, R]: [number, number, number], plate: boolean) {
  const defs =
    linear(`${id}-rim`, [
      [0, vessel.rim[0]],
      [1, vessel.rim[1]],
    ]) +
    radial(`${id}-in`, [
      [0, shade(vessel.inside, 0.1)],
      [0.85, vessel.inside],
      [1, shade(vessel.inside, plate ? -0.12 : -0.35)],
    ]);
  let body = softShadow(cx + R * 0.05, cy + R * 0.09, R, R * 0.98, 0.4);
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R)}" fill="url(#${id}-rim)"/>`;
  if (vessel.band)
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.93)}" fill="none" stroke="${vessel.band}" stroke-width="${n(R * 0.045)}"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * 0.985)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
  body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(R * (plate ? 0.8 : 0.88))}" fill="url(#${id}-in)"/>`;
  return { defs, body };
}

/**
 * One dish served in its vessel, centred on (cx, cy), `R` the vessel's outer radius; `inBowl`
 * serves rice or a dry dish in a bowl too (the katoris of a thali).
 */
export function serving(
  look: DishLook,
  vessel: Vessel,
  rand: Rand,
  id: string,
  [cx, cy, R]: [number, number, number],
  inBowl = false,
) {
  const onPlate = servedOnPlate(look) && !inBowl;
  const heaped = servedOnPlate(look);
  const food = look.colour;
  const empty = vesselDrawing(vessel, id, [cx, cy, R], onPlate);
  const defs =
    empty.defs +
    radial(`${id}-food`, [
      [0, shade(food, 0.16)],
      [0.7, food],
      [1, shade(food, -0.28)],
    ]) +
    radial(
      `${id}-dome`,
      [
        [0, "#4a2a10", 0],
        [0.75, "#4a2a10", 0.04],
        [1, "#4a2a10", 0.3],
      ],
      0.58,
      0.6,
      0.55,
    );
  let body = empty.body;
  const foodR = R * (onPlate ? 0.66 : 0.8);
  if (heaped) {
    // A heap: its shadow on the plate, then the food, lumpier for a dry dish than for rice.
    const mound = blob(rand, cx, cy, foodR, foodR * 0.95, 11, look.base === "rice" ? 0.06 : 0.16);
    body += softShadow(cx + R * 0.03, cy + R * 0.05, foodR, foodR * 0.95, 0.3);
    body += `<path d="${mound}" fill="${look.base === "rice" ? shade(food, -0.08) : shade(food, -0.12)}"/>`;
    if (look.base === "rice") body += grains(rand, cx, cy, foodR * 0.98, food, Math.round(foodR * 1.7));
    else body += texture(rand, cx, cy, foodR * 0.9, food, 90, foodR * 0.09);
  } else {
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(foodR)}" fill="url(#${id}-food)"/>`;
    if (look.base === "dal") body += texture(rand, cx, cy, foodR * 0.92, food, 110, foodR * 0.028);
    if (look.base === "mash") body += texture(rand, cx, cy, foodR * 0.92, food, 220, foodR * 0.05);
    // The oil that rises to the edge of a curry or a tempered dal, and the light on its surface.
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(foodR * 0.96)}" fill="none" stroke="${mix(food, "#c2410c", 0.35)}" stroke-width="${n(foodR * 0.07)}" opacity="0.45"/>`;
    if (look.base !== "mash")
      for (const [x, y] of scatter(rand, cx, cy, foodR * 0.85, 10, foodR * 0.3))
        body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(rand, 3, foodR * 0.045))}" fill="${mix(food, "#f59e0b", 0.5)}" stroke="${shade(food, -0.2)}" stroke-opacity="0.3" opacity="0.7"/>`;
    body += `<ellipse cx="${n(cx - foodR * 0.38)}" cy="${n(cy - foodR * 0.45)}" rx="${n(foodR * 0.28)}" ry="${n(foodR * 0.12)}" fill="#fff" opacity="0.16" transform="rotate(-35 ${n(cx - foodR * 0.38)} ${n(cy - foodR * 0.45)})"/>`;
  }
  if (look.cream) body += creamSwirl(cx + foodR * 0.05, cy - foodR * 0.05, foodR * 0.42);
  if (look.butter) body += butterKnob(cx + foodR * 0.12, cy - foodR * 0.12, foodR * 0.22);

  for (const [kind, count, colour, size = 1] of look.pieces ?? []) {
    const s = R * (look.base === "dry" ? 0.3 : 0.27) * (count > 14 ? 0.8 : 1) * size;
    const c = pieceColour(kind, food, colour);
    for (const [x, y] of scatter(rand, cx, cy, foodR - s * 0.5, count, s * (look.base === "dry" ? 0.55 : 0.75)))
      body += PIECES[kind](rand, x, y, s * between(rand, 0.85, 1.1), c);
  }
  for (const [kind, count] of look.garnish ?? [])
    for (const [x, y] of scatter(rand, cx, cy, foodR * 0.85, count, foodR * 0.12))
      body += GARNISHES[kind](rand, x, y, R * 0.2);

  body += heaped
    ? `<path d="${blob(rand, cx, cy, foodR, foodR * 0.95, 9, 0.04)}" fill="url(#${id}-dome)"/>`
    : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(foodR)}" fill="url(#${id}-dome)"/>`;
  return { defs, body };
}
