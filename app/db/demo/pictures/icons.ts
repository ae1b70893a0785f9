import { DISH_LOOKS } from "./dish-looks";
import { serving } from "./serving";
import { linear, n, radial, seeded, shade, softShadow, svgDocument } from "./svg";
import { TABLES } from "./tables";

/**
 * The pictures of the four "how it works" steps and the six cooking-philosophy tiles: one bold
 * drawing each on its own colour, drawn on a 600 × 600 square (pages show them in circles).
 */

const STEEL_SIDE = linear(
  "steel",
  [
    [0, "#8c959f"],
    [0.35, "#f4f6f8"],
    [0.6, "#d5dae0"],
    [1, "#7d868f"],
  ],
  1,
  0,
);
const shadow = (cx: number, cy: number, rx: number, ry: number) => softShadow(cx, cy, rx, ry, 0.3);
const disc = (colour: string) =>
  `<rect width="600" height="600" fill="${colour}"/><circle cx="300" cy="300" r="290" fill="url(#glow)"/>`;
const steam = (x: number, y: number, colour = "#fff") =>
  [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${x + i * 42} ${y}c-22 -26 22 -40 0 -66s22 -40 0 -66" stroke="${colour}" stroke-width="12" fill="none" stroke-linecap="round" opacity="0.85"/>`,
    )
    .join("");

function postcodeMap() {
  let blocks = "";
  const colours = ["#fde2c4", "#f9d3d0", "#dfe9f7", "#fff1bf"];
  for (const [i, [x, y]] of [
    [60, 40],
    [220, 60],
    [470, 70],
    [60, 470],
    [250, 470],
    [470, 450],
    [60, 230],
  ].entries())
    blocks += `<rect x="${x}" y="${y}" width="90" height="70" rx="10" fill="${colours[i % 4]}"/><path d="M${x} ${y + 18}l45 -30 45 30" fill="${shade(colours[i % 4], -0.2)}"/>`;
  return (
    `<rect width="600" height="600" fill="#e6efd4"/>${blocks}<path d="${"M-20 330C140 270 250 400 400 340S560 300 640 320"}" stroke="#8ec5e8" stroke-width="54" fill="none"/>` +
    `<g stroke="#fff" stroke-width="26" fill="none"><path d="M0 190H600M0 440H600M180 0V600M430 0V600"/><path d="M0 600L600 80"/></g><path d="M0 190H600" stroke="#fcd34d" stroke-width="5" stroke-dasharray="18 14"/>` +
    `<ellipse cx="500" cy="520" rx="70" ry="45" fill="#a7d38a"/>${shadow(300, 470, 70, 16)}` +
    `<path d="M300 470C300 470 175 330 175 245A125 125 0 1 1 425 245C425 330 300 470 300 470Z" fill="#ea580c" stroke="#9a3412" stroke-width="6"/><circle cx="300" cy="245" r="62" fill="#fff"/><path d="M262 258v-28l38 -30 38 30v28z" fill="#ea580c"/><rect x="290" y="240" width="20" height="18" fill="#fff"/>`
  );
}

function tiffin() {
  let tiers = "";
  for (const y of [250, 345, 440])
    tiers += `<rect x="185" y="${y}" width="230" height="90" rx="20" fill="url(#steel)" stroke="#6b737c" stroke-width="3"/><rect x="180" y="${y}" width="240" height="14" rx="7" fill="#aeb6bf"/>`;
  return (
    `${disc("#fde3a7")}${shadow(300, 540, 150, 20)}${tiers}<path d="M190 252Q300 170 410 252z" fill="url(#steel)" stroke="#6b737c" stroke-width="3"/>` +
    `<rect x="160" y="215" width="22" height="320" rx="10" fill="#7d868f"/><rect x="418" y="215" width="22" height="320" rx="10" fill="#7d868f"/>` +
    `<path d="M171 220Q171 110 300 110T429 220" stroke="#7d868f" stroke-width="18" fill="none"/><rect x="262" y="376" width="76" height="28" rx="14" fill="#ea580c"/>` +
    steam(460, 220, "#f59e0b")
  );
}

function calendar() {
  let grid = "";
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 7; col++) {
      const x = 150 + col * 44;
      const y = row === 0 ? 232 : 262 + (row - 1) * 46;
      const weekend = col >= 5;
      if (row === 0) {
        grid += `<rect x="${x + 6}" y="${y}" width="26" height="10" rx="5" fill="${weekend ? "#c2410c" : "#d6c6b4"}"/>`;
        continue;
      }
      const chosen = row === 2 && col === 5;
      grid += `<rect x="${x}" y="${y}" width="38" height="38" rx="8" fill="${chosen ? "#ea580c" : weekend ? "#fdba74" : "#f3e8dc"}"/>`;
      if (chosen)
        grid += `<path d="M${x + 8} ${y + 20}l8 9 15 -18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
  return (
    `${disc("#ffd9bd")}${shadow(310, 470, 190, 30)}<rect x="130" y="140" width="340" height="330" rx="28" fill="#fff"/>` +
    `<path d="M130 220V168a28 28 0 0 1 28 -28h284a28 28 0 0 1 28 28V220z" fill="#c2410c"/>` +
    `<rect x="206" y="112" width="20" height="52" rx="10" fill="#7c2d12"/><rect x="374" y="112" width="20" height="52" rx="10" fill="#7c2d12"/>${grid}`
  );
}

function enjoy() {
  const rand = seeded("enjoy");
  const dish = serving(DISH_LOOKS["Butter Chicken"], TABLES.plain.bowl, rand, "e", [300, 340, 190]);
  const heart = `<path d="M470 150c-20 -30 -70 -20 -60 20 8 28 60 58 60 58s52 -30 60 -58c10 -40 -40 -50 -60 -20z" fill="#e11d48"/>`;
  return { defs: dish.defs, body: `${disc("#fbd3a6")}${dish.body}${steam(258, 120)}${heart}` };
}

function house() {
  return (
    `${disc("#fde68a")}${shadow(300, 470, 170, 24)}<rect x="345" y="120" width="46" height="90" fill="#9a3412"/>${steam(350, 100)}` +
    `<rect x="160" y="260" width="280" height="200" rx="10" fill="#fff7ed" stroke="#9a3412" stroke-width="12"/><path d="M120 280L300 125 480 280z" fill="#ea580c" stroke="#9a3412" stroke-width="12" stroke-linejoin="round"/>` +
    `<rect x="262" y="350" width="76" height="110" rx="10" fill="#9a3412"/><path d="M300 300c-12 -18 -42 -12 -36 12 5 17 36 35 36 35s31 -18 36 -35c6 -24 -24 -30 -36 -12z" fill="#e11d48"/>`
  );
}

function pot() {
  return (
    `${disc("#fed7aa")}${steam(235, 190, "#fff")}<path d="M215 545q70 -60 35 -120q55 45 35 120zM285 545q60 -70 30 -140q50 50 30 140zM355 545q50 -50 30 -110q40 35 20 110z" fill="#f97316"/><path d="M240 545q30 -30 15 -60q25 25 15 60zM310 545q30 -35 15 -70q25 30 15 70z" fill="#fde047"/>` +
    `<ellipse cx="300" cy="320" rx="190" ry="125" fill="url(#copper)"/><ellipse cx="300" cy="220" rx="130" ry="30" fill="#7c2d12"/><ellipse cx="300" cy="212" rx="150" ry="26" fill="none" stroke="#f0b07a" stroke-width="14"/>` +
    `<path d="M150 300q-50 0 -40 40" stroke="#8f4520" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M450 300q50 0 40 40" stroke="#8f4520" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    `<path d="M200 556h200" stroke="#3f3f46" stroke-width="18" stroke-linecap="round"/>`
  );
}

function leafCheck() {
  return (
    `${disc("#d9f99d")}${shadow(310, 500, 150, 22)}<path d="M140 460C120 260 260 120 470 130C480 340 340 480 140 460Z" fill="#4d9a2a" stroke="#2f6f1a" stroke-width="10"/>` +
    `<path d="M160 440C260 340 340 260 440 160" stroke="#c6ecaa" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="420" cy="420" r="80" fill="#fff" stroke="#2f6f1a" stroke-width="10"/>` +
    `<path d="M380 420l28 30 50 -60" stroke="#2f6f1a" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function masalaDabba() {
  const spices = ["#c81e1e", "#f2b705", "#7a4a25", "#2b211a", "#e8c07a", "#8c5a2b", "#6b8e23"];
  let bowls = "";
  spices.forEach((colour, i) => {
    const a = (i / 6) * Math.PI * 2;
    const x = i === 6 ? 300 : 300 + Math.cos(a) * 128;
    const y = i === 6 ? 300 : 300 + Math.sin(a) * 128;
    bowls += `<circle cx="${n(x)}" cy="${n(y)}" r="58" fill="#b8c0c8"/><circle cx="${n(x)}" cy="${n(y)}" r="50" fill="${colour}"/><circle cx="${n(x - 14)}" cy="${n(y - 14)}" r="14" fill="#fff" opacity="0.2"/>`;
  });
  return `${disc("#fecaca")}${shadow(310, 320, 230, 230)}<circle cx="300" cy="300" r="230" fill="url(#steel)" stroke="#6b737c" stroke-width="6"/>${bowls}`;
}

function compass() {
  return (
    `${disc("#bfdbfe")}${shadow(310, 320, 200, 200)}<circle cx="300" cy="300" r="200" fill="#fffaf0" stroke="#9a3412" stroke-width="16"/><circle cx="300" cy="300" r="160" fill="none" stroke="#fdba74" stroke-width="6" stroke-dasharray="10 16"/>` +
    `<path d="M300 120L340 300 300 480 260 300z" fill="#ea580c"/><path d="M120 300L300 260 480 300 300 340z" fill="#9a3412"/><path d="M300 120L340 300H260z" fill="#c2410c"/><circle cx="300" cy="300" r="22" fill="#fff" stroke="#9a3412" stroke-width="8"/>`
  );
}

function thali() {
  const rand = seeded("thali-tile");
  const looks = ["Dal Makhani", "Aloo Gobi", "Butter Chicken", "Jeera Rice", "Sarson da Saag"];
  let body = `${disc("#fbcfe8")}${shadow(310, 320, 240, 240)}<circle cx="300" cy="300" r="240" fill="url(#steel)" stroke="#6b737c" stroke-width="6"/><circle cx="300" cy="300" r="210" fill="#dfe3e8"/>`;
  let defs = "";
  looks.forEach((name, i) => {
    const a = (i / looks.length) * Math.PI * 2 - Math.PI / 2;
    const dish = serving(
      DISH_LOOKS[name],
      TABLES.plain.plate,
      rand,
      `t${i}`,
      [300 + Math.cos(a) * 125, 300 + Math.sin(a) * 125, 78],
      true,
    );
    defs += dish.defs;
    body += dish.body;
  });
  return { defs, body };
}

const glow = radial("glow", [
  [0, "#fff", 0.45],
  [1, "#fff", 0],
]);
const copper = radial(
  "copper",
  [
    [0, "#f4b98a"],
    [0.6, "#c2692f"],
    [1, "#7c3512"],
  ],
  0.4,
  0.3,
  0.7,
);

const ICONS: Record<string, () => string | { defs: string; body: string }> = {
  "how-it-works-1": postcodeMap,
  "how-it-works-2": tiffin,
  "how-it-works-3": calendar,
  "how-it-works-4": enjoy,
  "cooking-philosophy-1": house,
  "cooking-philosophy-2": pot,
  "cooking-philosophy-3": leafCheck,
  "cooking-philosophy-4": masalaDabba,
  "cooking-philosophy-5": compass,
  "cooking-philosophy-6": thali,
};

export const ICON_NAMES = Object.keys(ICONS);

/** The drawing named `name` ("how-it-works-2") on a width × width square. */
export function iconPicture(name: string, width: number) {
  const drawn = ICONS[name]();
  const { defs, body } = typeof drawn === "string" ? { defs: "", body: drawn } : drawn;
  return svgDocument(width, width, STEEL_SIDE + glow + copper + defs, body, [600, 600]);
}
