/** Small helpers the demo pictures are drawn with: a seeded random source, colours, shapes. */

export type Rand = () => number;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A random source seeded by a text (mulberry32): the same text draws the same picture. */
export function seeded(text: string): Rand {
  let a = hash(text);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (rand: Rand, min: number, max: number) => min + rand() * (max - min);
export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
export const n = (value: number) => (Math.round(value * 10) / 10).toString();

function channels(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** `a` moved towards `b` by t (0..1). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = channels(a);
  const [r2, g2, b2] = channels(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards a warm black). */
export const shade = (hex: string, amount: number) =>
  amount >= 0 ? mix(hex, "#ffffff", amount) : mix(hex, "#1c0f06", -amount);

/** A smooth closed irregular shape around (cx, cy): food pieces, leaves of cloth, blobs. */
export function blob(rand: Rand, cx: number, cy: number, rx: number, ry: number, points = 7, wobble = 0.22) {
  const turn = rand() * Math.PI * 2;
  const pts = Array.from({ length: points }, (_, i) => {
    const a = turn + (i / points) * Math.PI * 2;
    const k = 1 - wobble + rand() * wobble * 2;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  const mid = (p: number[], q: number[]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const start = mid(pts[points - 1], pts[0]);
  let d = `M${n(start[0])} ${n(start[1])}`;
  for (let i = 0; i < points; i++) {
    const m = mid(pts[i], pts[(i + 1) % points]);
    d += `Q${n(pts[i][0])} ${n(pts[i][1])} ${n(m[0])} ${n(m[1])}`;
  }
  return `${d}Z`;
}

/**
 * Up to `count` points inside a circle, kept `gap` apart where possible (pieces in a bowl that do
 * not all pile up on one spot).
 */
export function scatter(rand: Rand, cx: number, cy: number, radius: number, count: number, gap: number) {
  const out: Array<[number, number]> = [];
  for (let tries = 0; out.length < count && tries < count * 40; tries++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand()) * radius;
    const p: [number, number] = [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
    const near = out.some(([x, y]) => (x - p[0]) ** 2 + (y - p[1]) ** 2 < gap * gap);
    if (!near || tries > count * 30) out.push(p);
  }
  return out;
}

/** A radial gradient definition. */
export function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`)
    .join("");
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** A linear gradient definition, top-left to bottom-right unless told. */
export function linear(id: string, stops: Array<[number, string]>, x2 = 1, y2 = 1) {
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/**
 * A soft shadow on the table: an ellipse fading out at its edge (a gradient, not a blur filter,
 * which costs the rasteriser many times more).
 */
export const softShadow = (cx: number, cy: number, rx: number, ry: number, opacity: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 1.12)}" ry="${n(ry * 1.12)}" fill="url(#shadow)" opacity="${opacity}"/>`;

const SHADOW = radial("shadow", [
  [0, "#1c0f06", 1],
  [0.78, "#1c0f06", 0.85],
  [1, "#1c0f06", 0],
]);

/** A whole SVG document of the given size, drawn in a `view` of its own size unless told. */
export function svgDocument(width: number, height: number, defs: string, body: string, view = [width, height]) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${view[0]} ${view[1]}"><defs>${SHADOW}${defs}</defs>${body}</svg>`;
}
