import { radial, shade, svgDocument } from "./svg";

/**
 * The demo team's portraits: friendly drawn faces (no photos of real people), each with its own
 * hair, clothes and colours, drawn on a 480 × 480 square with the face in the middle (pages show
 * them square and in a circle).
 */
interface Look {
  background: string;
  skin: string;
  hair: string;
  /** Behind the head (long hair, a bun), in front of it (the hairline), and extras on top. */
  hairBack: string;
  hairFront: string;
  clothes: string;
  extras: string;
}

const BODY = "M70 480C70 380 150 338 240 338C330 338 410 380 410 480Z";

function face(look: Look) {
  const { skin, hair } = look;
  const cheek = `<circle r="15" fill="#e8786a" opacity="0.3"`;
  return (
    `<rect x="208" y="280" width="64" height="80" rx="24" fill="${shade(skin, -0.12)}"/>` +
    `<circle cx="157" cy="238" r="17" fill="${shade(skin, -0.05)}"/><circle cx="323" cy="238" r="17" fill="${shade(skin, -0.05)}"/>` +
    `<ellipse cx="240" cy="228" rx="84" ry="96" fill="${skin}"/>` +
    `${cheek} cx="190" cy="262"/>${cheek} cx="290" cy="262"/>` +
    `<path d="M190 204q18 -12 36 -2M254 202q18 -10 36 2" stroke="${shade(hair, -0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="208" cy="232" rx="9" ry="11" fill="#2b1d14"/><ellipse cx="272" cy="232" rx="9" ry="11" fill="#2b1d14"/>` +
    `<circle cx="211" cy="228" r="3" fill="#fff"/><circle cx="275" cy="228" r="3" fill="#fff"/>` +
    `<path d="M236 242q-8 18 4 22" stroke="${shade(skin, -0.3)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M208 276q32 30 64 0q-32 12 -64 0z" fill="#fff" stroke="#8a2f22" stroke-width="6" stroke-linejoin="round"/>`
  );
}

function portrait(look: Look, width: number) {
  const glow = radial("halo", [
    [0, "#fff", 0.55],
    [1, "#fff", 0],
  ]);
  const body =
    `<rect width="480" height="480" fill="${look.background}"/><circle cx="240" cy="230" r="210" fill="url(#halo)"/>` +
    look.hairBack +
    `<path d="${BODY}" fill="${look.clothes}"/>` +
    face(look) +
    look.hairFront +
    look.extras;
  return svgDocument(width, width, glow, body, [480, 480]);
}

const ANJALI: Look = {
  background: "#fcd9a8",
  skin: "#c98a62",
  hair: "#2a1a14",
  hairBack: `<circle cx="240" cy="122" r="44" fill="#2a1a14"/><path d="M160 250C140 150 190 118 240 118S340 150 320 250Z" fill="#2a1a14"/>`,
  hairFront: `<path d="M156 236C150 160 196 132 240 132C220 150 190 166 176 192C166 208 160 222 156 236ZM324 236C330 160 284 132 240 132C260 150 290 166 304 192C314 208 320 222 324 236Z" fill="#2a1a14"/><path d="M248 136C274 146 298 166 312 200" stroke="#a39a92" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  clothes: "#8c1d40",
  extras:
    `<path d="M176 480V396Q240 384 304 396V480Z" fill="#f29f3d"/><path d="M186 398L208 346M294 398L272 346" stroke="#f29f3d" stroke-width="12" stroke-linecap="round"/><path d="M200 440H280" stroke="#d97706" stroke-width="5" stroke-linecap="round"/>` +
    `<circle cx="240" cy="190" r="6" fill="#c81e1e"/><circle cx="157" cy="262" r="8" fill="#e0b64a"/><circle cx="323" cy="262" r="8" fill="#e0b64a"/>`,
};

const ROHAN: Look = {
  background: "#bfe3da",
  skin: "#a8693f",
  hair: "#1f1712",
  hairBack: "",
  hairFront:
    `<path d="M156 226C146 150 196 120 244 122C298 124 338 152 324 226C318 190 304 172 282 172C262 156 222 154 200 170C178 168 162 190 156 226Z" fill="#1f1712"/>` +
    `<path d="M158 244C162 320 204 338 240 338S318 320 322 244C312 284 296 300 274 302C258 292 222 292 206 302C184 300 168 284 158 244Z" fill="#1f1712"/><path d="M212 270Q240 256 268 270" stroke="#1f1712" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  clothes: "#fbfaf7",
  extras:
    `<path d="M200 345L240 392L280 345Z" fill="#c81e1e"/><path d="M240 392V480" stroke="#e2ded6" stroke-width="4"/>` +
    [400, 440]
      .map((y) => `<circle cx="212" cy="${y}" r="7" fill="#9ca3af"/><circle cx="268" cy="${y}" r="7" fill="#9ca3af"/>`)
      .join(""),
};

const PRIYA: Look = {
  background: "#d8d0f5",
  skin: "#d9a07a",
  hair: "#3a2218",
  hairBack: `<path d="M148 250C132 140 196 108 240 108C292 108 350 140 332 250L336 330C300 346 180 346 144 330Z" fill="#3a2218"/>`,
  hairFront:
    `<path d="M156 222C162 146 230 122 292 142C314 152 328 180 324 222C306 176 256 164 206 178C184 188 166 204 156 222Z" fill="#3a2218"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="${318 + i * 4}" cy="${330 + i * 36}" rx="22" ry="24" fill="#3a2218" stroke="#22120b" stroke-width="3"/>`,
      )
      .join(""),
  clothes: "#0f766e",
  extras:
    `<g fill="#fff" fill-opacity="0.15" stroke="#3b2a20" stroke-width="6"><circle cx="208" cy="232" r="25"/><circle cx="272" cy="232" r="25"/></g><path d="M233 230q7 -6 14 0" stroke="#3b2a20" stroke-width="6" fill="none"/>` +
    `<path d="M180 350Q240 400 300 350" stroke="#f5c542" stroke-width="10" fill="none"/><circle cx="157" cy="256" r="6" fill="#f5c542"/>`,
};

const PORTRAITS = [ANJALI, ROHAN, PRIYA];

/** The demo team member at `index` (0-based; the looks repeat past the third). */
export function portraitPicture(index: number, width: number) {
  return portrait(PORTRAITS[index % PORTRAITS.length], width);
}
