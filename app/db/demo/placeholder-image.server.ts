import sharp from "sharp";

const PALETTES = [
  ["#f59e0b", "#b45309", "#fde68a", "#65a30d"],
  ["#dc2626", "#f97316", "#fef3c7", "#15803d"],
  ["#ca8a04", "#a16207", "#fef9c3", "#4d7c0f"],
  ["#ea580c", "#9a3412", "#ffedd5", "#166534"],
  ["#eab308", "#854d0e", "#fefce8", "#3f6212"],
];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A generated (not downloaded) food illustration: a thali of bowls on a warm background, its
 * colours and layout derived from the seed text so each dish looks different.
 */
export function placeholderSvg(seed: string, width: number, height: number): string {
  const h = hash(seed);
  const [a, b, c, d] = PALETTES[h % PALETTES.length];
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.38;
  const bowls = 3 + (h % 3);
  const circles = Array.from({ length: bowls }, (_, i) => {
    const angle = (i / bowls) * Math.PI * 2 + (h % 360) * (Math.PI / 180);
    const x = cx + Math.cos(angle) * r * 0.55;
    const y = cy + Math.sin(angle) * r * 0.55;
    const fill = [a, b, d, c][i % 4];
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.3).toFixed(1)}" fill="#fff" /><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.24).toFixed(1)}" fill="${fill}" />`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="1" stop-color="${a}" stop-opacity="0.6"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="#e7e5e4"/><circle cx="${cx}" cy="${cy}" r="${r * 0.92}" fill="#f5f5f4"/>
${circles}
<circle cx="${cx}" cy="${cy}" r="${(r * 0.18).toFixed(1)}" fill="#fafaf9" stroke="${b}" stroke-width="3"/>
</svg>`;
}

export async function placeholderWebp(seed: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(placeholderSvg(seed, width, height)))
    .webp({ quality: 80 })
    .toBuffer();
}
