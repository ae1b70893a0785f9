import { between, blob, mix, n, pick, shade, type Rand } from "./svg";

/** What sits in a dish: each drawn at (x, y), about `s` pixels across, `c` its colour. */
export type PieceKind =
  | "chicken"
  | "lamb"
  | "paneer"
  | "fish"
  | "potato"
  | "cauliflower"
  | "okra"
  | "kidney-bean"
  | "chickpea"
  | "pea"
  | "cashew"
  | "raisin"
  | "mushroom"
  | "aubergine-slice"
  | "baby-aubergine"
  | "cabbage"
  | "dumpling"
  | "lentil-cake"
  | "green-chilli"
  | "egg"
  | "carrot"
  | "green-bean"
  | "sprout"
  | "tomato";

/** What is scattered over a dish, small. */
export type GarnishKind =
  | "coriander"
  | "curry-leaf"
  | "mint"
  | "cumin"
  | "red-chilli"
  | "fried-onion"
  | "nigella"
  | "mustard-seed"
  | "coconut"
  | "garlic"
  | "sesame"
  | "saffron"
  | "bay-leaf";

type Draw = (rand: Rand, x: number, y: number, s: number, c: string) => string;

const rot = (rand: Rand, x: number, y: number) => `transform="rotate(${n(rand() * 360)} ${n(x)} ${n(y)})"`;
const gloss = (rand: Rand, x: number, y: number, s: number, opacity = 0.35) =>
  `<ellipse cx="${n(x - s * 0.14)}" cy="${n(y - s * 0.14)}" rx="${n(s * 0.16)}" ry="${n(s * 0.08)}" fill="#fff" opacity="${opacity}" ${rot(rand, x, y)}/>`;
const chunk = (rand: Rand, x: number, y: number, s: number, c: string, points = 7) =>
  `<path d="${blob(rand, x, y, s * 0.55, s * 0.42, points, 0.25)}" fill="${c}" stroke="${shade(c, -0.4)}" stroke-opacity="0.6" stroke-width="2"/>` +
  `<path d="${blob(rand, x - s * 0.08, y - s * 0.1, s * 0.3, s * 0.18, 6, 0.3)}" fill="${shade(c, 0.25)}" opacity="0.55"/>`;

export const PIECES: Record<PieceKind, Draw> = {
  chicken: (r, x, y, s, c) =>
    chunk(r, x, y, s * 1.15, c) +
    [0, 1, 2]
      .map(
        () =>
          `<path d="${blob(r, x + between(r, -s * 0.25, s * 0.25), y + between(r, -s * 0.2, s * 0.2), s * 0.1, s * 0.06)}" fill="${shade(c, -0.45)}" opacity="0.6"/>`,
      )
      .join(""),
  lamb: (r, x, y, s, c) =>
    chunk(r, x, y, s, c, 8) +
    `<path d="M${n(x - s * 0.3)} ${n(y + s * 0.05)}q${n(s * 0.3)} ${n(-s * 0.2)} ${n(s * 0.55)} ${n(s * 0.05)}" stroke="${shade(c, 0.45)}" stroke-width="${n(s * 0.07)}" fill="none" opacity="0.55" stroke-linecap="round"/>`,
  paneer: (r, x, y, s, c) => {
    const w = s * between(r, 0.6, 0.75);
    return `<g ${rot(r, x, y)}><rect x="${n(x - w / 2)}" y="${n(y - w / 2)}" width="${n(w)}" height="${n(w)}" rx="${n(w * 0.18)}" fill="#fbf1d6" stroke="${mix(c, "#c2883a", 0.5)}" stroke-width="3"/><rect x="${n(x - w / 2)}" y="${n(y + w * 0.05)}" width="${n(w)}" height="${n(w * 0.45)}" rx="${n(w * 0.18)}" fill="${c}" opacity="0.45"/><circle cx="${n(x - w * 0.2)}" cy="${n(y - w * 0.2)}" r="${n(w * 0.08)}" fill="#b7772b" opacity="0.6"/></g>`;
  },
  fish: (r, x, y, s, c) => {
    const w = s * 1.25;
    const h = s * 0.7;
    return `<g ${rot(r, x, y)}><rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.45)}" fill="${mix(c, "#fff4dc", 0.5)}" stroke="${shade(c, -0.2)}" stroke-width="2"/><rect x="${n(x - w / 2)}" y="${n(y + h * 0.12)}" width="${n(w)}" height="${n(h * 0.38)}" rx="${n(h * 0.2)}" fill="${c}" opacity="0.7"/><path d="M${n(x - w * 0.25)} ${n(y - h * 0.2)}h${n(w * 0.5)}" stroke="#fff" stroke-width="3" opacity="0.5" stroke-linecap="round"/></g>`;
  },
  potato: (r, x, y, s, c) => {
    const w = s * between(r, 0.55, 0.7);
    return `<g ${rot(r, x, y)}><rect x="${n(x - w / 2)}" y="${n(y - w / 2)}" width="${n(w)}" height="${n(w * 0.9)}" rx="${n(w * 0.28)}" fill="${c}" stroke="${shade(c, -0.3)}" stroke-opacity="0.4" stroke-width="2"/><rect x="${n(x - w * 0.3)}" y="${n(y - w * 0.35)}" width="${n(w * 0.4)}" height="${n(w * 0.25)}" rx="${n(w * 0.12)}" fill="${shade(c, 0.35)}" opacity="0.6"/></g>`;
  },
  cauliflower: (r, x, y, s, c) => {
    let out = `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.12)} ${n(y)}l${n(-s * 0.05)} ${n(s * 0.42)}h${n(s * 0.34)}l${n(-s * 0.05)} ${n(-s * 0.42)}z" fill="${mix(c, "#d9e4a8", 0.4)}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      out += `<circle cx="${n(x + Math.cos(a) * s * 0.2)}" cy="${n(y - s * 0.1 + Math.sin(a) * s * 0.16)}" r="${n(s * between(r, 0.16, 0.21))}" fill="${shade(c, between(r, -0.08, 0.12))}" stroke="${shade(c, -0.25)}" stroke-opacity="0.4"/>`;
    }
    out += `<circle cx="${n(x + s * 0.1)}" cy="${n(y - s * 0.05)}" r="${n(s * 0.06)}" fill="#b7772b" opacity="0.5"/>`;
    return `${out}</g>`;
  },
  okra: (r, x, y, s, c) => {
    let seeds = "";
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2 + r();
      seeds += `<circle cx="${n(x + Math.cos(a) * s * 0.13)}" cy="${n(y + Math.sin(a) * s * 0.13)}" r="${n(s * 0.045)}" fill="#f3f7e2"/>`;
    }
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.34)}" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.23)}" fill="${shade(c, 0.45)}"/>${seeds}`;
  },
  "kidney-bean": (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.36)} ${n(y)}c0 ${n(-s * 0.3)} ${n(s * 0.72)} ${n(-s * 0.3)} ${n(s * 0.72)} 0c0 ${n(s * 0.25)} ${n(-s * 0.25)} ${n(s * 0.18)} ${n(-s * 0.36)} ${n(s * 0.12)}c${n(-s * 0.11)} ${n(s * 0.06)} ${n(-s * 0.36)} ${n(s * 0.13)} ${n(-s * 0.36)} ${n(-s * 0.12)}z" fill="${c}"/><ellipse cx="${n(x - s * 0.05)}" cy="${n(y - s * 0.1)}" rx="${n(s * 0.16)}" ry="${n(s * 0.05)}" fill="#fff" opacity="0.35"/></g>`,
  chickpea: (r, x, y, s, c) =>
    `<path d="${blob(r, x, y, s * 0.3, s * 0.28, 6, 0.1)}" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="1.5"/><circle cx="${n(x + s * 0.12)}" cy="${n(y - s * 0.14)}" r="${n(s * 0.06)}" fill="${shade(c, -0.25)}"/>${gloss(r, x, y, s * 0.8, 0.3)}`,
  pea: (r, x, y, s, c) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.2)}" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="1"/><circle cx="${n(x - s * 0.06)}" cy="${n(y - s * 0.06)}" r="${n(s * 0.06)}" fill="#fff" opacity="0.45"/>`,
  cashew: (r, x, y, s, c) =>
    `<path d="M${n(x - s * 0.3)} ${n(y)}a${n(s * 0.3)} ${n(s * 0.3)} 0 0 0 ${n(s * 0.6)} 0" ${rot(r, x, y)} stroke="${c}" stroke-width="${n(s * 0.22)}" fill="none" stroke-linecap="round"/>`,
  raisin: (r, x, y, s, c) => `<path d="${blob(r, x, y, s * 0.17, s * 0.13, 6, 0.3)}" fill="${c}"/>`,
  mushroom: (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.42)} ${n(y)}a${n(s * 0.42)} ${n(s * 0.36)} 0 0 1 ${n(s * 0.84)} 0h${n(-s * 0.28)}v${n(s * 0.36)}h${n(-s * 0.28)}v${n(-s * 0.36)}z" fill="${c}" stroke="${shade(c, -0.35)}" stroke-width="2"/><path d="M${n(x - s * 0.3)} ${n(y - s * 0.04)}h${n(s * 0.6)}" stroke="${shade(c, -0.3)}" stroke-width="2"/></g>`,
  "aubergine-slice": (r, x, y, s, c) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.5)}" fill="#3b1d3b"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.44)}" fill="${c}"/><path d="${blob(r, x, y, s * 0.28, s * 0.24)}" fill="${shade(c, 0.25)}" opacity="0.7"/>${[
      0, 1, 2, 3, 4, 5,
    ]
      .map((i) => {
        const a = (i / 6) * Math.PI * 2;
        return `<circle cx="${n(x + Math.cos(a) * s * 0.2)}" cy="${n(y + Math.sin(a) * s * 0.2)}" r="${n(s * 0.035)}" fill="${shade(c, -0.4)}"/>`;
      })
      .join("")}`,
  "baby-aubergine": (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.55)}" ry="${n(s * 0.36)}" fill="${c}"/><path d="M${n(x + s * 0.4)} ${n(y - s * 0.25)}l${n(s * 0.12)} ${n(s * 0.12)} ${n(s * 0.2)} ${n(-s * 0.04)} ${n(-s * 0.12)} ${n(s * 0.17)} ${n(s * 0.12)} ${n(s * 0.17)} ${n(-s * 0.2)} ${n(-s * 0.04)} ${n(-s * 0.12)} ${n(s * 0.12)}z" fill="#4d7a2a"/><ellipse cx="${n(x - s * 0.15)}" cy="${n(y - s * 0.15)}" rx="${n(s * 0.22)}" ry="${n(s * 0.07)}" fill="#fff" opacity="0.35"/></g>`,
  cabbage: (r, x, y, s, c) =>
    [0, 1, 2]
      .map(() => {
        const dx = between(r, -s * 0.4, s * 0.4);
        const dy = between(r, -s * 0.4, s * 0.4);
        return `<path d="M${n(x + dx - s * 0.35)} ${n(y + dy)}q${n(s * 0.35)} ${n(-s * 0.3)} ${n(s * 0.7)} ${n(s * 0.05)}" ${rot(r, x + dx, y + dy)} stroke="${shade(c, between(r, -0.1, 0.2))}" stroke-width="${n(s * 0.09)}" fill="none" stroke-linecap="round"/>`;
      })
      .join(""),
  dumpling: (r, x, y, s, c) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.36)}" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="2"/><circle cx="${n(x - s * 0.1)}" cy="${n(y - s * 0.1)}" r="${n(s * 0.14)}" fill="${shade(c, 0.4)}" opacity="0.6"/>`,
  "lentil-cake": (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><rect x="${n(x - s * 0.3)}" y="${n(y - s * 0.3)}" width="${n(s * 0.6)}" height="${n(s * 0.6)}" rx="${n(s * 0.08)}" transform="rotate(45 ${n(x)} ${n(y)})" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y - s * 0.1)}" r="${n(s * 0.08)}" fill="${shade(c, 0.35)}"/></g>`,
  "green-chilli": (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.8)} ${n(y)}q${n(s * 0.8)} ${n(-s * 0.35)} ${n(s * 1.6)} ${n(s * 0.05)}" stroke="${c}" stroke-width="${n(s * 0.26)}" fill="none" stroke-linecap="round"/><path d="M${n(x - s * 0.6)} ${n(y - s * 0.06)}q${n(s * 0.6)} ${n(-s * 0.25)} ${n(s * 1.15)} ${n(0)}" stroke="${shade(c, 0.4)}" stroke-width="${n(s * 0.06)}" fill="none" stroke-linecap="round" opacity="0.7"/><path d="M${n(x + s * 0.8)} ${n(y + s * 0.05)}l${n(s * 0.18)} ${n(-s * 0.06)}" stroke="#3d5a1e" stroke-width="${n(s * 0.08)}" stroke-linecap="round"/></g>`,
  egg: (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.5)}" ry="${n(s * 0.36)}" fill="#fffdf6" stroke="#e6dcc3" stroke-width="2"/><circle cx="${n(x + s * 0.04)}" cy="${n(y)}" r="${n(s * 0.2)}" fill="${c}"/></g>`,
  carrot: (r, x, y, s, c) =>
    `<rect x="${n(x - s * 0.2)}" y="${n(y - s * 0.2)}" width="${n(s * 0.4)}" height="${n(s * 0.4)}" rx="${n(s * 0.08)}" fill="${c}" ${rot(r, x, y)}/>`,
  "green-bean": (r, x, y, s, c) =>
    `<path d="M${n(x - s * 0.3)} ${n(y)}h${n(s * 0.6)}" ${rot(r, x, y)} stroke="${c}" stroke-width="${n(s * 0.16)}" stroke-linecap="round"/>`,
  sprout: (r, x, y, s, c) =>
    `<g ${rot(r, x, y)}><path d="M${n(x)} ${n(y)}q${n(s * 0.2)} ${n(s * 0.1)} ${n(s * 0.35)} ${n(-s * 0.05)}" stroke="#f6f1dc" stroke-width="${n(s * 0.05)}" fill="none"/><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.16)}" ry="${n(s * 0.11)}" fill="${c}"/></g>`,
  tomato: (r, x, y, s, c) =>
    `<path d="${blob(r, x, y, s * 0.32, s * 0.26, 6, 0.3)}" fill="${c}"/><path d="${blob(r, x - s * 0.05, y - s * 0.05, s * 0.14, s * 0.08)}" fill="#fff" opacity="0.3"/>`,
};

const leaf = (r: Rand, x: number, y: number, s: number, c: string, vein: string) =>
  `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.5)} ${n(y)}q${n(s * 0.5)} ${n(-s * 0.32)} ${n(s)} 0q${n(-s * 0.5)} ${n(s * 0.32)} ${n(-s)} 0z" fill="${c}"/><path d="M${n(x - s * 0.45)} ${n(y)}h${n(s * 0.85)}" stroke="${vein}" stroke-width="1.2" opacity="0.7"/></g>`;

export const GARNISHES: Record<GarnishKind, (rand: Rand, x: number, y: number, s: number) => string> = {
  coriander: (r, x, y, s) =>
    [0, 1, 2]
      .map((i) => {
        const a = (i / 3) * Math.PI * 2 + r();
        const cx = x + Math.cos(a) * s * 0.2;
        const cy = y + Math.sin(a) * s * 0.2;
        return `<path d="${blob(r, cx, cy, s * 0.2, s * 0.17, 5, 0.35)}" fill="${pick(r, ["#3f8f32", "#4ea23a", "#2f7a2a"])}" stroke="#1f5a1a" stroke-width="1" stroke-opacity="0.5"/>`;
      })
      .join(""),
  "curry-leaf": (r, x, y, s) => leaf(r, x, y, s * 0.9, pick(r, ["#24481a", "#2f5d1e", "#3a6b22"]), "#7da35a"),
  mint: (r, x, y, s) => leaf(r, x, y, s * 0.7, pick(r, ["#4c9a3c", "#5aae47"]), "#a9d88f"),
  "bay-leaf": (r, x, y, s) => leaf(r, x, y, s * 1.1, "#8a8d4a", "#c8c48a"),
  cumin: (r, x, y) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="1.6" fill="${pick(r, ["#5b3a1e", "#6e4a27", "#4a2f17"])}" ${rot(r, x, y)}/>`,
  "red-chilli": (r, x, y, s) =>
    `<g ${rot(r, x, y)}><path d="M${n(x - s * 0.45)} ${n(y)}q${n(s * 0.45)} ${n(-s * 0.2)} ${n(s * 0.9)} 0" stroke="#9b1c1c" stroke-width="${n(s * 0.16)}" fill="none" stroke-linecap="round"/><path d="M${n(x - s * 0.3)} ${n(y - s * 0.06)}q${n(s * 0.3)} ${n(-s * 0.1)} ${n(s * 0.55)} 0" stroke="#d6453d" stroke-width="${n(s * 0.04)}" fill="none" opacity="0.8"/><path d="M${n(x + s * 0.45)} ${n(y)}l${n(s * 0.12)} ${n(-s * 0.05)}" stroke="#5a5a22" stroke-width="3" stroke-linecap="round"/></g>`,
  "fried-onion": (r, x, y, s) =>
    `<path d="M${n(x - s * 0.3)} ${n(y)}q${n(s * 0.15)} ${n(-s * 0.25)} ${n(s * 0.3)} 0t${n(s * 0.3)} 0" ${rot(r, x, y)} stroke="${pick(r, ["#7a3b12", "#8f4a17", "#6b3210"])}" stroke-width="${n(s * 0.08)}" fill="none" stroke-linecap="round"/>`,
  nigella: (r, x, y) => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 1.4, 2))}" fill="#1b1410"/>`,
  "mustard-seed": (r, x, y) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 1.6, 2.2))}" fill="${pick(r, ["#2a1d14", "#4a3020"])}"/>`,
  coconut: (r, x, y, s) =>
    `<path d="M${n(x)} ${n(y)}l${n(s * 0.18)} ${n(s * 0.05)}" ${rot(r, x, y)} stroke="#fffaf0" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`,
  garlic: (r, x, y, s) =>
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.14)}" ry="${n(s * 0.1)}" fill="#f7e7b4" stroke="#c99a3a" stroke-width="1.5" ${rot(r, x, y)}/>`,
  sesame: (r, x, y) => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="2.6" ry="1.5" fill="#f4e6c2" ${rot(r, x, y)}/>`,
  saffron: (r, x, y, s) =>
    `<path d="M${n(x)} ${n(y)}q${n(s * 0.05)} ${n(s * 0.1)} ${n(s * 0.2)} ${n(s * 0.05)}" ${rot(r, x, y)} stroke="#d9480f" stroke-width="1.6" fill="none"/>`,
};
