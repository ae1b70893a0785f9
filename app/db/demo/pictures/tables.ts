import type { Vessel } from "./serving";
import { between, blob, linear, mix, n, shade, softShadow, type Rand } from "./svg";

/**
 * Where a dish is served: each cuisine has its table (a backdrop), its bowls and plates and the
 * things lying beside them, so a weekend's two cuisines look like two kitchens.
 */
export type TableName = "Punjabi" | "Goan" | "Bengali" | "Hyderabadi" | "plain";
export type PropKind = "chillies" | "lime" | "onion" | "coconut" | "spices" | "curry-leaves" | "roti" | "mint";

export interface Table {
  backdrop: (rand: Rand, width: number, height: number) => string;
  bowl: Vessel;
  plate: Vessel;
  props: PropKind[];
}

const STEEL: Vessel = { rim: ["#f4f5f7", "#8e969f"], inside: "#d7dbe0" };

function wood(rand: Rand, w: number, h: number) {
  let out = `<defs>${linear("wood", [
    [0, "#8a5634"],
    [1, "#5a3219"],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#wood)"/>`;
  for (let x = 0; x < w; x += 190) out += `<path d="M${x} 0V${h}" stroke="#3b1f0e" stroke-width="4" opacity="0.5"/>`;
  for (let i = 0; i < (w * h) / 14000; i++) {
    const x = rand() * w;
    const y = rand() * h;
    out += `<path d="M${n(x)} ${n(y)}q${n(between(rand, 4, 14))} ${n(h * 0.08)} 0 ${n(h * 0.18)}" stroke="${rand() > 0.5 ? "#a8724a" : "#41200f"}" stroke-width="${n(between(rand, 1, 3))}" fill="none" opacity="0.3"/>`;
  }
  return out;
}

function tiles(_rand: Rand, w: number, h: number) {
  const blue = "#2c5aa0";
  return `<defs><pattern id="tile" width="120" height="120" patternUnits="userSpaceOnUse"><rect width="120" height="120" fill="#f5f1e8"/><rect width="120" height="120" fill="none" stroke="#d9d1bf" stroke-width="3"/><circle cx="60" cy="60" r="15" fill="${blue}"/><g fill="none" stroke="${blue}" stroke-width="5"><ellipse cx="60" cy="28" rx="9" ry="16"/><ellipse cx="60" cy="92" rx="9" ry="16"/><ellipse cx="28" cy="60" rx="16" ry="9"/><ellipse cx="92" cy="60" rx="16" ry="9"/></g><g fill="${blue}"><path d="M0 0h22a22 22 0 0 1-22 22z"/><path d="M120 0h-22a22 22 0 0 0 22 22z"/><path d="M0 120h22a22 22 0 0 0-22-22z"/><path d="M120 120h-22a22 22 0 0 1 22-22z"/></g><circle cx="60" cy="60" r="6" fill="#e9b949"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#tile)"/><rect width="${w}" height="${h}" fill="#f5f1e8" opacity="0.45"/>`;
}

function cloth(rand: Rand, w: number, h: number) {
  const leaf = blob(rand, w * 0.52, h * 0.5, w * 0.46, h * 0.43, 10, 0.05);
  let veins = "";
  for (let x = -h; x < w; x += 26)
    veins += `<path d="M${x} ${h}L${n(x + h * 0.7)} 0" stroke="#cfe8a0" stroke-width="2" opacity="0.35"/>`;
  return `<defs>${linear(
    "leaf",
    [
      [0, "#5aa83a"],
      [1, "#2f6f22"],
    ],
    1,
    0.4,
  )}<clipPath id="leafclip"><path d="${leaf}"/></clipPath></defs><rect width="${w}" height="${h}" fill="#f6eee0"/><rect x="0" y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="#b3201e"/><rect x="0" y="${n(h * 0.85)}" width="${w}" height="6" fill="#e0b64a"/><rect x="0" y="${n(h * 0.905)}" width="${w}" height="4" fill="#e0b64a"/><path d="${leaf}" fill="url(#leaf)"/><g clip-path="url(#leafclip)">${veins}</g><path d="M${n(w * 0.08)} ${n(h * 0.5)}L${n(w * 0.96)} ${n(h * 0.5)}" stroke="#cfe8a0" stroke-width="5" opacity="0.6"/>`;
}

function stars(_rand: Rand, w: number, h: number) {
  return `<defs>${linear("teal", [
    [0, "#155e63"],
    [1, "#0b3336"],
  ])}<pattern id="star" width="110" height="110" patternUnits="userSpaceOnUse"><g fill="none" stroke="#d8b04a" stroke-width="2.5" opacity="0.35"><rect x="35" y="35" width="40" height="40"/><rect x="35" y="35" width="40" height="40" transform="rotate(45 55 55)"/><circle cx="55" cy="55" r="9"/><path d="M0 55h22M88 55h22M55 0v22M55 88v22"/></g></pattern></defs><rect width="${w}" height="${h}" fill="url(#teal)"/><rect width="${w}" height="${h}" fill="url(#star)"/>`;
}

function linen(rand: Rand, w: number, h: number) {
  let out = `<rect width="${w}" height="${h}" fill="#f4e7d3"/>`;
  for (let y = 18; y < h; y += 36) out += `<path d="M0 ${y}H${w}" stroke="#e3cfae" stroke-width="10" opacity="0.5"/>`;
  for (let x = 18; x < w; x += 36) out += `<path d="M${x} 0V${h}" stroke="#e3cfae" stroke-width="10" opacity="0.35"/>`;
  return out + `<rect width="${w}" height="${h}" fill="#fff" opacity="${n(between(rand, 0.05, 0.15))}"/>`;
}

export const TABLES: Record<TableName, Table> = {
  Punjabi: {
    backdrop: wood,
    bowl: { rim: ["#f0b07a", "#8f4520"], inside: "#c4703d" },
    plate: STEEL,
    props: ["chillies", "onion", "roti", "lime"],
  },
  Goan: {
    backdrop: tiles,
    bowl: { rim: ["#dd946a", "#93401f"], inside: "#b65b35" },
    plate: { rim: ["#e2a27a", "#9b4a27"], inside: "#c06a42" },
    props: ["coconut", "curry-leaves", "chillies", "lime"],
  },
  Bengali: {
    backdrop: cloth,
    bowl: { rim: ["#f7e09a", "#b0821f"], inside: "#d8b152" },
    plate: { rim: ["#f7e09a", "#b0821f"], inside: "#e2c06a" },
    props: ["chillies", "lime", "spices"],
  },
  Hyderabadi: {
    backdrop: stars,
    bowl: { rim: ["#ffffff", "#cfd5dd"], inside: "#f3f4f6", band: "#1f4f8f" },
    plate: { rim: ["#ffffff", "#cfd5dd"], inside: "#f6f7f9", band: "#c9a227" },
    props: ["mint", "lime", "onion", "spices"],
  },
  plain: {
    backdrop: linen,
    bowl: { rim: ["#ffffff", "#dcd3c6"], inside: "#f5efe6", band: "#c2410c" },
    plate: STEEL,
    props: ["spices", "chillies", "curry-leaves"],
  },
};

const chilli = (x: number, y: number, angle: number, s: number) =>
  `<g transform="rotate(${angle} ${n(x)} ${n(y)})"><path d="M${n(x - s)} ${n(y)}q${n(s)} ${n(-s * 0.4)} ${n(s * 2)} ${n(s * 0.1)}" stroke="#3f8a22" stroke-width="${n(s * 0.3)}" fill="none" stroke-linecap="round"/><path d="M${n(x - s * 0.7)} ${n(y - s * 0.08)}q${n(s * 0.7)} ${n(-s * 0.3)} ${n(s * 1.4)} 0" stroke="#8fd16a" stroke-width="${n(s * 0.06)}" fill="none" opacity="0.8"/><path d="M${n(x + s)} ${n(y + s * 0.1)}l${n(s * 0.25)} ${n(-s * 0.1)}" stroke="#2e4d14" stroke-width="${n(s * 0.1)}" stroke-linecap="round"/></g>`;

function limeWedge(x: number, y: number, angle: number, s: number) {
  let seg = "";
  for (let i = 1; i < 5; i++) {
    const a = Math.PI + (i / 5) * Math.PI;
    seg += `<path d="M${n(x)} ${n(y)}L${n(x + Math.cos(a) * s * 0.8)} ${n(y + Math.sin(a) * s * 0.8)}" stroke="#f4f9d2" stroke-width="3"/>`;
  }
  return `<g transform="rotate(${angle} ${n(x)} ${n(y)})"><path d="M${n(x - s)} ${n(y)}a${n(s)} ${n(s)} 0 0 1 ${n(s * 2)} 0z" fill="#5f9e2f"/><path d="M${n(x - s * 0.86)} ${n(y)}a${n(s * 0.86)} ${n(s * 0.86)} 0 0 1 ${n(s * 1.72)} 0z" fill="#d8ec8c"/>${seg}</g>`;
}

function sprig(rand: Rand, x: number, y: number, angle: number, s: number, colour: string) {
  let out = `<path d="M${n(x - s)} ${n(y)}L${n(x + s)} ${n(y)}" stroke="${shade(colour, -0.3)}" stroke-width="3"/>`;
  for (let i = 0; i < 7; i++) {
    const lx = x - s * 0.8 + (i / 6) * s * 1.6;
    const side = i % 2 ? 1 : -1;
    out += `<path d="M${n(lx)} ${n(y)}q${n(s * 0.12)} ${n(side * s * 0.32)} ${n(s * 0.34)} ${n(side * s * 0.3)}q${n(-s * 0.08)} ${n(-side * s * 0.26)} ${n(-s * 0.34)} ${n(-side * s * 0.3)}z" fill="${shade(colour, between(rand, -0.1, 0.12))}"/>`;
  }
  return `<g transform="rotate(${angle} ${n(x)} ${n(y)})">${out}</g>`;
}

const PROPS: Record<PropKind, (rand: Rand, x: number, y: number, s: number) => string> = {
  chillies: (r, x, y, s) =>
    chilli(x, y, between(r, -40, 40), s * 0.5) + chilli(x + s * 0.2, y + s * 0.35, between(r, -60, 60), s * 0.45),
  lime: (r, x, y, s) =>
    limeWedge(x, y, between(r, -30, 30), s * 0.5) + limeWedge(x + s * 0.3, y + s * 0.3, between(r, 150, 210), s * 0.42),
  onion: (r, x, y, s) => {
    let rings = `${softShadow(x + 5, y + 8, s * 0.72, s * 0.72, 0.35)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.72)}" fill="#e9ecef" stroke="#9aa1a9" stroke-width="4"/>`;
    for (let i = 0; i < 6; i++)
      rings += `<ellipse cx="${n(x + between(r, -s * 0.3, s * 0.3))}" cy="${n(y + between(r, -s * 0.3, s * 0.3))}" rx="${n(s * 0.24)}" ry="${n(s * 0.2)}" fill="none" stroke="${i % 2 ? "#b83a6b" : "#e9a6c4"}" stroke-width="5"/>`;
    return rings + limeWedge(x + s * 0.2, y - s * 0.15, 20, s * 0.25);
  },
  coconut: (r, x, y, s) =>
    `${softShadow(x + 6, y + 8, s * 0.7, s * 0.7, 0.35)}<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.7)}" fill="#6b4226"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.66)}" fill="none" stroke="#3d2312" stroke-width="${n(s * 0.1)}" stroke-dasharray="2 4"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.5)}" fill="#fffaf0"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.38)}" fill="#e9dfc8"/><ellipse cx="${n(x - s * 0.12)}" cy="${n(y - s * 0.12)}" rx="${n(s * 0.14)}" ry="${n(s * 0.07)}" fill="#fff" opacity="0.7"/>`,
  spices: (r, x, y, s) => {
    let star = "";
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      star += `<ellipse cx="${n(x + Math.cos(a) * s * 0.18)}" cy="${n(y + Math.sin(a) * s * 0.18)}" rx="${n(s * 0.16)}" ry="${n(s * 0.08)}" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * s * 0.18)} ${n(y + Math.sin(a) * s * 0.18)})" fill="#7a3e1d" stroke="#4a230e" stroke-width="2"/>`;
    }
    const cx = x + s * 0.55;
    const cy = y + s * 0.45;
    const stick = `<g transform="rotate(${n(between(r, -30, 30))} ${n(cx)} ${n(cy)})"><rect x="${n(cx - s * 0.5)}" y="${n(cy - s * 0.09)}" width="${n(s)}" height="${n(s * 0.18)}" rx="${n(s * 0.08)}" fill="#a0522d"/><path d="M${n(cx - s * 0.48)} ${n(cy)}h${n(s * 0.96)}" stroke="#6b3317" stroke-width="2"/></g>`;
    const pods = [0, 1, 2]
      .map(
        (i) =>
          `<ellipse cx="${n(x - s * 0.45 + i * s * 0.16)}" cy="${n(y + s * 0.55)}" rx="${n(s * 0.12)}" ry="${n(s * 0.07)}" fill="#8faa4c" stroke="#5c7a2a" stroke-width="1.5" transform="rotate(${n(between(r, 0, 180))} ${n(x - s * 0.45 + i * s * 0.16)} ${n(y + s * 0.55)})"/>`,
      )
      .join("");
    return star + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.06)}" fill="#4a230e"/>` + stick + pods;
  },
  "curry-leaves": (r, x, y, s) => sprig(r, x, y, between(r, -50, 50), s * 0.6, "#2f5d1e"),
  mint: (r, x, y, s) => sprig(r, x, y, between(r, -50, 50), s * 0.5, "#4c9a3c"),
  roti: (r, x, y, s) => {
    let out = "";
    for (const [dx, dy] of [
      [8, 6],
      [0, 0],
    ]) {
      out += `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="${n(s * 0.8)}" fill="#e7c48a" stroke="#c99a55" stroke-width="3"/>`;
      for (let i = 0; i < 9; i++)
        out += `<path d="${blob(r, x + dx + between(r, -s * 0.55, s * 0.55), y + dy + between(r, -s * 0.55, s * 0.55), s * 0.08, s * 0.06)}" fill="${mix("#8a4b1c", "#5a2e0e", r())}" opacity="0.7"/>`;
    }
    return softShadow(x + 12, y + 14, s * 0.8, s * 0.8, 0.3) + out;
  },
};

/** Two of the table's props, in two opposite corners of a w × h picture. */
export function tableProps(table: Table, rand: Rand, w: number, h: number) {
  const first = Math.floor(rand() * table.props.length);
  const second = (first + 1 + Math.floor(rand() * (table.props.length - 1))) % table.props.length;
  const s = Math.min(w, h) * 0.2;
  const flip = rand() > 0.5;
  const spots: Array<[number, number]> = flip
    ? [
        [w * 0.1, h * 0.16],
        [w * 0.89, h * 0.82],
      ]
    : [
        [w * 0.89, h * 0.16],
        [w * 0.1, h * 0.82],
      ];
  return [first, second].map((p, i) => PROPS[table.props[p]](rand, spots[i][0], spots[i][1], s)).join("");
}

export { PROPS };
