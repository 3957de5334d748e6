// Illustrations for the demo seed: small, deterministic SVG scenes tinted with a hotel's colour,
// so the brand site shows pictures without shipping photographs (DESIGN §5). Each scene shows what
// its item is (issue 15, point 6): a room's beds and the view from its window, a facility's kind,
// a package's theme. No scene draws text: captions belong in the page's HTML, in its language.

/** Every kind of scene the seed draws. */
export const sceneKinds = [
  'hero', 'room',
  // facilities (and packages about them)
  'golf', 'buffet', 'korean-dining', 'pool', 'surf', 'kids', 'spa',
  // packages
  'hot-spring', 'breakfast', 'beach', 'sunrise', 'heritage', 'night-view',
  // promotions
  'early-bird', 'long-stay', 'grand-open', 'weekday', 'flash-sale', 'members',
  // event pop-up posters
  'poster',
] as const;
export type SceneKind = (typeof sceneKinds)[number];

/** The beds of a room: one double or king, two singles, a double and a single, floor bedding on ondol, a mezzanine. */
export const roomBeds = ['double', 'twin', 'family', 'ondol', 'loft'] as const;
export type RoomBeds = (typeof roomBeds)[number];
/** What the window looks out on. */
export const roomViews = ['ocean', 'harbour', 'lake', 'garden', 'courtyard'] as const;
export type RoomView = (typeof roomViews)[number];
/** What else the picture shows: a suite's living area, a view bath, a terrace, a private pool… */
export const roomExtras = ['sofa', 'living', 'bath', 'terrace', 'pool', 'balcony', 'tea', 'play', 'board', 'panorama'] as const;
export type RoomExtra = (typeof roomExtras)[number];
/** What a portrait pop-up poster is about. */
export const posterMotifs = ['packages', 'early-bird', 'heritage'] as const;
export type PosterMotif = (typeof posterMotifs)[number];

export type Scene =
  | { kind: 'room'; beds: RoomBeds; view: RoomView; extra?: RoomExtra }
  | { kind: 'poster'; motif: PosterMotif }
  | { kind: Exclude<SceneKind, 'room' | 'poster'>; /** The second picture of an item: mirrored, with its own details. */ variant?: 2 };

export interface SceneOptions {
  seed: number;
  /** The hotel's colour, #rrggbb. */
  color: string;
  scene: Scene;
}

/** Scenes are 1200×800; pop-up posters are portrait, 800×1000. */
export function sceneSize(scene: Scene): { width: number; height: number } {
  return scene.kind === 'poster' ? { width: 800, height: 1000 } : { width: 1200, height: 800 };
}

interface Canvas {
  w: number;
  h: number;
  c: string;
  /** Integer in [min, max], from the seeded generator. */
  int: (min: number, max: number) => number;
  /** Opacity-like value in [min, max] with two decimals. */
  frac: (min: number, max: number) => string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable 32-bit seed for a string, e.g. a file path, so that each image differs but never changes. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex);
  if (!m) throw new Error(`sceneSvg: colour must be #rrggbb or #rgb, got ${hex}`);
  const digits = m[1]!.length === 3 ? m[1]!.replace(/./g, '$&$&') : m[1]!;
  const n = parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return '#' + x.map((v, i) => Math.round(v + (y[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}

const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
const shade = (c: string, t: number): string => mix(c, '#000000', t);

const SKY = '#cfe6f2';
const SEA = '#2f7fa6';
const SAND = '#eedcb4';
const WOOD = '#a57c52';
const LEAF = '#4f8f5a';
const WHITE = '#fbfaf6';

function gradient(id: string, from: string, to: string, diagonal = false): string {
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

function ridge(s: Canvas, x: number, w: number, base: number, amp: number, steps: number, fill: string, bottom: number = s.h): string {
  const pts = [`${x},${bottom}`];
  for (let i = 0; i <= steps; i++) pts.push(`${x + Math.round((i * w) / steps)},${base - s.int(0, amp)}`);
  pts.push(`${x + w},${bottom}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

function waves(s: Canvas, x: number, w: number, top: number, bottom: number, n: number, len = 120): string {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${s.int(x, x + w - len)} ${s.int(top, bottom)}h${s.int(len / 2, len)}`;
  return `<path d="${d}" stroke="#fff" stroke-opacity=".45" stroke-width="4" stroke-linecap="round"/>`;
}

function sun(cx: number, cy: number, r: number, fill = '#fff3d2'): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
}

function flame(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="9" ry="16" fill="#ffc95c"/>`;
}

function tree(x: number, y: number, r: number, fill = LEAF): string {
  return rect(x - 5, y, 10, r + 14, '#6b5138') + `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
}

function pine(x: number, y: number, size: number): string {
  return rect(x - 5, y + size, 10, size * 0.6, '#6b5138')
    + `<path d="M${x} ${y - size}l${size * 0.8} ${size * 1.1}h${-size * 1.6}ZM${x} ${y - size * 0.4}l${size} ${size * 1.4}h${-size * 2}Z" fill="#3d6b4a"/>`;
}

function lounger(x: number, y: number, fill = '#fff'): string {
  return `<path d="M${x} ${y}h150l40 -44M${x + 18} ${y}v26M${x + 130} ${y}v26" fill="none" stroke="${fill}" stroke-width="12" stroke-linecap="round"/>`;
}

function parasol(x: number, y: number, c: string): string {
  return `<path d="M${x} ${y + 150}V${y}" stroke="#8b7355" stroke-width="8"/><path d="M${x - 120} ${y + 10}Q${x} ${y - 90} ${x + 120} ${y + 10}Z" fill="${c}"/>`;
}

function surfboard(x: number, y: number, len: number, fill: string, angle: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="${len / 2}" ry="${len / 9}" fill="${fill}" stroke="#fff" stroke-width="4" transform="rotate(${angle} ${x} ${y})"/>`;
}

/** A calendar page (no numbers: days are squares, chosen ones filled). */
function calendar(x: number, y: number, c: string, marked: (day: number) => boolean): string {
  let out = rect(x, y, 300, 290, '#fff', ' rx="16"') + rect(x, y, 300, 60, c, ' rx="16"') + rect(x, y + 40, 300, 20, c);
  out += `<path d="M${x + 70} ${y - 20}v44M${x + 230} ${y - 20}v44" stroke="${shade(c, 0.4)}" stroke-width="12" stroke-linecap="round"/>`;
  for (let d = 0; d < 28; d++) {
    const cx = x + 24 + (d % 7) * 38;
    const cy = y + 80 + Math.floor(d / 7) * 50;
    out += rect(cx, cy, 26, 26, marked(d) ? c : tint(c, 0.8), ' rx="5"');
  }
  return out;
}

/** A percent sign drawn with shapes: two rings and a stroke. */
function percent(x: number, y: number, size: number, fill: string): string {
  const r = size / 4;
  return `<circle cx="${x - r}" cy="${y - r * 1.6}" r="${r * 0.8}" fill="none" stroke="${fill}" stroke-width="${r * 0.45}"/>`
    + `<circle cx="${x + r * 1.4}" cy="${y + r * 1.6}" r="${r * 0.8}" fill="none" stroke="${fill}" stroke-width="${r * 0.45}"/>`
    + `<path d="M${x + r * 1.6} ${y - r * 2.6}L${x - r * 1.2} ${y + r * 2.6}" stroke="${fill}" stroke-width="${r * 0.5}" stroke-linecap="round"/>`;
}

function bird(x: number, y: number, fill: string): string {
  return `<ellipse cx="${x}" cy="${y}" rx="46" ry="34" fill="${fill}"/><circle cx="${x + 40}" cy="${y - 26}" r="22" fill="${fill}"/>`
    + `<path d="M${x + 58} ${y - 30}l24 6-24 8Z" fill="#f4b23c"/><circle cx="${x + 46}" cy="${y - 30}" r="4" fill="#222"/>`
    + `<path d="M${x - 30} ${y - 6}q30 -40 60 -6" fill="${shade(fill, 0.2)}"/>`;
}

function pagoda(x: number, y: number, fill: string): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const w = 200 - i * 40;
    const ty = y - i * 90;
    out += rect(x - w / 2 + 20, ty - 60, w - 40, 60, fill) + `<path d="M${x - w / 2 - 10} ${ty - 60}h${w + 20}l-30 -22h${-w + 40}Z" fill="${shade(fill, 0.3)}"/>`;
  }
  return out + `<path d="M${x} ${y - 262}v-70" stroke="${shade(fill, 0.3)}" stroke-width="8"/>`;
}

function giftBox(x: number, y: number, c: string): string {
  return rect(x, y + 50, 300, 230, c) + rect(x - 20, y, 340, 70, shade(c, 0.18), ' rx="6"') + rect(x + 130, y, 40, 280, '#fff', ' opacity=".92"')
    + `<ellipse cx="${x + 110}" cy="${y - 30}" rx="50" ry="26" fill="none" stroke="#fff" stroke-width="16" transform="rotate(-20 ${x + 110} ${y - 30})"/>`
    + `<ellipse cx="${x + 190}" cy="${y - 30}" rx="50" ry="26" fill="none" stroke="#fff" stroke-width="16" transform="rotate(20 ${x + 190} ${y - 30})"/>`;
}

function suitcase(x: number, y: number, c: string): string {
  return rect(x, y, 190, 190, '#f4efe4', ' rx="18"') + `<path d="M${x + 60} ${y}v-30h70v30" fill="none" stroke="#f4efe4" stroke-width="12"/>` + rect(x, y + 70, 190, 26, tint(c, 0.3));
}

// ---------------------------------------------------------------------------------------------
// Rooms: a wall with a window (its view), the beds, and what else the room has.

/** The landscape seen through a window at (x, y, w, h); drawn inside a clip. */
function view(s: Canvas, v: RoomView, x: number, y: number, w: number, h: number): string {
  const c = s.c;
  const horizon = y + Math.round(h * 0.55);
  const sky = rect(x, y, w, h, mix(SKY, c, 0.2));
  switch (v) {
    case 'ocean':
      return sky + sun(x + s.int(60, w - 60), y + s.int(40, 90), s.int(22, 34)) + rect(x, horizon, w, h, mix(SEA, c, 0.3))
        + waves(s, x, w, horizon + 20, y + h - 10, 5, 80);
    case 'harbour': {
      const lx = x + s.int(40, w - 120);
      return rect(x, y, w, h, mix('#f3c08e', c, 0.25)) + sun(x + w - 80, horizon - 30, 30, '#ffe0a8') + rect(x, horizon, w, h, mix(SEA, c, 0.45))
        + rect(x, horizon + 40, w * 0.7, 16, '#8a8f96') + rect(lx, horizon - 110, 36, 150, '#fff') + rect(lx, horizon - 80, 36, 24, '#d9473f') + rect(lx, horizon - 30, 36, 24, '#d9473f')
        + rect(lx - 6, horizon - 126, 48, 18, '#555') + `<path d="M${x + w - 170} ${horizon + 70}h110l-20 24h-70Z" fill="#fff"/><path d="M${x + w - 120} ${horizon + 70}v-56l40 50Z" fill="#fff"/>`
        + waves(s, x, w, horizon + 100, y + h - 10, 3, 60);
    }
    case 'lake': {
      let blossoms = '';
      for (let i = 0; i < 7; i++) blossoms += `<circle cx="${x + s.int(0, 140)}" cy="${y + s.int(0, 120)}" r="${s.int(26, 44)}" fill="#f6c3d2"/>`;
      return sky + ridge(s, x, w, horizon, 70, 5, mix('#7ea38a', c, 0.2), y + h) + rect(x, horizon + 20, w, h, mix('#6fa6c4', c, 0.25))
        + waves(s, x, w, horizon + 50, y + h - 20, 3, 60) + blossoms;
    }
    case 'garden': {
      let trees = '';
      for (let i = 0; i < 3; i++) trees += tree(x + 60 + i * Math.round((w - 120) / 2), horizon - s.int(10, 40), s.int(40, 60));
      return sky + rect(x, horizon, w, h, '#8cc084') + trees + rect(x, y + h - 60, w, 60, '#6aa85f') + `<ellipse cx="${x + w / 2}" cy="${y + h - 60}" rx="${w / 2}" ry="22" fill="#6aa85f"/>`;
    }
    case 'courtyard':
      return sky + rect(x, horizon - 70, w, 110, '#efe7d6') + `<path d="M${x - 20} ${horizon - 60}Q${x + w / 2} ${horizon - 110} ${x + w + 20} ${horizon - 60}v-24H${x - 20}Z" fill="#4a4a52"/>`
        + rect(x, horizon + 40, w, h, '#e6d4ae') + pine(x + s.int(60, w - 60), horizon - 40, 50);
  }
}

function bedDouble(x: number, y: number, w: number, c: string): string {
  return rect(x + 30, y - 190, w - 60, 200, shade(c, 0.3), ' rx="18"')
    + rect(x + 60, y - 50, w / 2 - 80, 60, '#fff', ' rx="26"') + rect(x + w / 2 + 20, y - 50, w / 2 - 80, 60, '#fff', ' rx="26"')
    + rect(x, y, w, 110, WHITE, ' rx="22"') + rect(x, y + 50, w, 80, c, ' rx="14"') + rect(x, y + 72, w, 20, tint(c, 0.45))
    + rect(x + 15, y + 130, 14, 30, shade(c, 0.4)) + rect(x + w - 29, y + 130, 14, 30, shade(c, 0.4));
}

function bedSingle(x: number, y: number, w: number, c: string, head = true): string {
  return (head ? rect(x + 10, y - 150, w - 20, 160, shade(c, 0.3), ' rx="14"') : '')
    + rect(x + 30, y - 45, w - 60, 55, '#fff', ' rx="24"') + rect(x, y, w, 110, WHITE, ' rx="18"') + rect(x, y + 50, w, 80, c, ' rx="12"')
    + rect(x + 10, y + 130, 12, 30, shade(c, 0.4)) + rect(x + w - 22, y + 130, 12, 30, shade(c, 0.4));
}

function nightstand(x: number, y: number, c: string): string {
  return rect(x, y, 70, 80, tint(WOOD, 0.1)) + rect(x + 20, y - 50, 30, 50, tint(c, 0.6)) + `<path d="M${x + 10} ${y - 50}h50l-12 -36h-26Z" fill="#fff4d6"/>`;
}

function sofa(x: number, y: number, w: number, c: string): string {
  return rect(x, y - 90, w, 100, shade(c, 0.15), ' rx="24"') + rect(x - 20, y - 30, 40, 100, shade(c, 0.25), ' rx="16"') + rect(x + w - 20, y - 30, 40, 100, shade(c, 0.25), ' rx="16"')
    + rect(x + 20, y, w - 40, 60, tint(c, 0.15), ' rx="12"') + rect(x + 40, y - 60, 70, 60, tint(c, 0.7), ' rx="14"');
}

function bathtub(x: number, y: number, c: string): string {
  return rect(x, y, 420, 150, '#fff', ' rx="60"') + rect(x + 30, y + 20, 360, 40, mix('#9fd3e6', c, 0.2), ' rx="20"')
    + `<path d="M${x + 360} ${y}v-80h-40" fill="none" stroke="#b8c2c8" stroke-width="10"/>` + rect(x + 60, y + 150, 20, 24, '#b8c2c8') + rect(x + 340, y + 150, 20, 24, '#b8c2c8');
}

function teaTable(x: number, y: number, low: boolean): string {
  if (low) return rect(x, y, 220, 26, WOOD, ' rx="6"') + rect(x + 20, y + 26, 16, 40, shade(WOOD, 0.3)) + rect(x + 184, y + 26, 16, 40, shade(WOOD, 0.3)) + `<ellipse cx="${x + 80}" cy="${y - 10}" rx="26" ry="12" fill="#fff"/><ellipse cx="${x + 140}" cy="${y - 10}" rx="18" ry="10" fill="#fff"/>`;
  return `<ellipse cx="${x}" cy="${y}" rx="80" ry="20" fill="${WOOD}"/>${rect(x - 6, y, 12, 90, shade(WOOD, 0.3))}`
    + rect(x - 170, y - 40, 70, 120, tint(WOOD, 0.3), ' rx="14"') + rect(x + 100, y - 40, 70, 120, tint(WOOD, 0.3), ' rx="14"')
    + `<ellipse cx="${x - 20}" cy="${y - 8}" rx="20" ry="8" fill="#fff"/><ellipse cx="${x + 25}" cy="${y - 8}" rx="20" ry="8" fill="#fff"/>`;
}

function playMat(x: number, y: number): string {
  const colours = ['#e85d5d', '#f4b23c', '#4f9be0', '#5cb85c'];
  let out = `<ellipse cx="${x}" cy="${y}" rx="200" ry="40" fill="#f7e3a3"/>`;
  for (let i = 0; i < 4; i++) out += rect(x - 120 + i * 60, y - 40 - (i % 2) * 40, 46, 40, colours[i]!, ' rx="4"');
  return out + `<circle cx="${x + 150}" cy="${y - 30}" r="30" fill="#e85d5d"/>`;
}

function roomScene(s: Canvas, beds: RoomBeds, v: RoomView, extra: RoomExtra | undefined): string {
  const c = s.c;
  const ondol = beds === 'ondol';
  const wall = ondol ? '#f4ecdc' : tint(c, 0.86);
  const floor = ondol ? '#d9b26f' : mix(c, '#b08d68', 0.72);
  const wide = extra === 'terrace' || extra === 'pool';
  const [wx, wy, ww, wh] = extra === 'panorama' ? [60, 80, 780, 440] : wide ? [70, 70, 470, 570] : ondol ? [80, 100, 440, 420] : [90, 110, 400, 360];
  let out = `<defs>${gradient('k', wall, tint(c, 0.7))}<clipPath id="v"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/></clipPath></defs>`
    + rect(0, 0, s.w, s.h, 'url(#k)') + rect(0, 640, s.w, 160, floor);
  // The window and its view; a terrace or a private pool lies outside a floor-length glass door.
  let outside = view(s, v, wx, wy, ww, wh);
  if (extra === 'terrace') outside += rect(wx, wy + wh - 150, ww, 150, '#c9a77c') + lounger(wx + 60, wy + wh - 50) + lounger(wx + 250, wy + wh - 40);
  if (extra === 'pool') outside += rect(wx, wy + wh - 190, ww, 190, '#e9e1d3') + rect(wx + 40, wy + wh - 150, ww - 80, 110, '#5fc1dc') + waves(s, wx + 40, ww - 80, wy + wh - 130, wy + wh - 60, 3, 60);
  out += `<g clip-path="url(#v)">${outside}</g>`;
  if (ondol) {
    // Hanji lattice doors slid open on either side of the opening, under a wooden beam.
    out += `<defs><pattern id="l" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 0h40v40" fill="none" stroke="${WOOD}" stroke-width="3"/></pattern></defs>`
      + rect(wx - 60, wy, 60, wh, '#fbf6ea') + rect(wx - 60, wy, 60, wh, 'url(#l)') + rect(wx + ww, wy, 60, wh, '#fbf6ea') + rect(wx + ww, wy, 60, wh, 'url(#l)')
      + rect(wx - 70, wy - 24, ww + 140, 24, shade(WOOD, 0.2)) + rect(wx - 70, wy + wh, ww + 140, 20, shade(WOOD, 0.2));
  } else {
    out += `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#fff" stroke-width="16"/>${rect(wx + ww / 2 - 4, wy, 8, wh, '#fff')}`;
    if (extra !== 'panorama') out += rect(wx - 40, wy - 20, 70, wh + 60, tint(c, 0.35), ' rx="8"') + rect(wx + ww - 30, wy - 20, 70, wh + 60, tint(c, 0.35), ' rx="8"');
  }
  if (extra === 'balcony') out += `<path d="M${wx} ${wy + wh - 110}h${ww}${Array.from({ length: 9 }, (_, i) => `M${wx + 20 + i * ((ww - 40) / 8)} ${wy + wh - 110}v110`).join('')}" stroke="#e8eef2" stroke-width="8"/>`;
  // The beds, or what the picture is about instead.
  switch (extra) {
    case 'living':
      out += rect(860, 220, 260, 420, shade(c, 0.45)) + bedSingle(880, 470, 240, c, false) + sofa(560, 560, 300, c) + rect(600, 660, 220, 20, WOOD, ' rx="8"') + rect(620, 680, 14, 40, shade(WOOD, 0.3)) + rect(786, 680, 14, 40, shade(WOOD, 0.3));
      break;
    case 'bath':
      out += bathtub(620, 510, c) + rect(1080, 420, 70, 220, '#fff', ' rx="10"');
      break;
    case 'panorama':
      out += teaTable(1000, 600, false);
      break;
    default:
      if (beds === 'double') out += bedDouble(560, 500, 580, c);
      if (beds === 'twin') out += bedSingle(560, 500, 250, c) + nightstand(825, 560, c) + bedSingle(910, 500, 250, c);
      if (beds === 'family') out += bedDouble(540, 500, 390, c) + bedSingle(955, 520, 230, tint(c, 0.3));
      // Two sets of floor bedding (yo and ibul) laid side by side on the warm floor.
      // A folding screen behind two sets of floor bedding (yo and ibul) laid on the warm floor.
      if (beds === 'ondol') {
        for (let i = 0; i < 6; i++) out += rect(640 + i * 84, 400, 80, 240, '#f7efdc') + `<path d="M${646 + i * 84} ${560 - (i % 3) * 30}l34 -60l34 60" fill="none" stroke="#7d8f9c" stroke-width="4"/>`;
        for (const x of [600, 890]) out += rect(x, 680, 280, 44, WHITE, ' rx="8"') + rect(x + 70, 670, 210, 50, tint(c, 0.35), ' rx="10"') + rect(x + 10, 654, 60, 30, '#fff', ' rx="14"');
      }
      if (beds === 'loft') {
        // A mezzanine with a railing and a bed on it, a stair up, the living space below.
        out += rect(560, 300, 640, 30, shade(c, 0.25)) + bedSingle(700, 140, 380, c, false)
          + `<path d="M600 300v-90${Array.from({ length: 10 }, (_, i) => `M${640 + i * 56} 300v-90`).join('')}M600 210h600" stroke="${shade(c, 0.35)}" stroke-width="6"/>`
          + `<path d="M1160 640v-60h-50v-60h-50v-60h-50v-60h-50v-60h200" fill="${tint(WOOD, 0.2)}"/>` + sofa(600, 560, 280, c);
      }
  }
  if (extra === 'sofa') out += sofa(130, 600, 300, c);
  if (extra === 'tea') out += beds === 'ondol' ? teaTable(180, 640, true) : teaTable(290, 620, false);
  if (extra === 'play') out += playMat(300, 730);
  if (extra === 'board') out += surfboard(470, 470, 340, '#f4b23c', -80) + surfboard(520, 480, 320, tint(c, 0.2), -76);
  return out + `<ellipse cx="${s.w / 2 + 200}" cy="735" rx="300" ry="30" fill="${tint(c, 0.5)}" opacity=".5"/>`;
}

// ---------------------------------------------------------------------------------------------
// Facilities, packages and promotions.

type Painter = (s: Canvas, variant: 1 | 2) => string;

const painters: Record<Exclude<SceneKind, 'room' | 'poster'>, Painter> = {
  hero(s) {
    const { c } = s;
    const x = s.int(600, 860);
    return `<defs>${gradient('k', tint(c, 0.55), tint(c, 0.92))}${gradient('s', tint(c, 0.1), shade(c, 0.35))}<pattern id="w" width="24" height="30" patternUnits="userSpaceOnUse"><rect x="7" y="8" width="10" height="14" fill="${tint(c, 0.45)}"/></pattern></defs>`
      + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(120, 1080), s.int(110, 220), s.int(50, 80))
      + ridge(s, 0, s.w, 440, 160, 9, tint(c, 0.5)) + ridge(s, 0, s.w, 520, 90, 7, tint(c, 0.28))
      + rect(x, 250, 144, 330, '#f6f3ec') + rect(x, 250, 144, 330, 'url(#w)') + rect(x + 168, 330, 120, 250, '#ece7dd') + rect(x + 168, 330, 120, 250, 'url(#w)')
      + rect(0, 560, s.w, 240, 'url(#s)') + waves(s, 0, s.w, 590, 720, 6)
      + `<path d="M0 730 Q400 ${s.int(680, 710)} 800 740 T1200 720 V800 H0Z" fill="#efe4cc"/>`;
  },
  golf(s, variant) {
    const { c } = s;
    const g = s.int(700, 960);
    let trees = '';
    for (let i = 0; i < 5; i++) trees += tree(s.int(40, 1160), s.int(470, 520), s.int(26, 44), mix('#3f7a45', c, 0.2));
    // Variant 2 shows the clubhouse on the hill behind the green.
    const clubhouse = variant === 2 ? rect(200, 380, 360, 120, '#f4efe6') + `<path d="M180 384h400l-60 -60h-280Z" fill="${shade(c, 0.2)}"/>` + rect(240, 420, 280, 40, tint(c, 0.55)) : '';
    return `<defs>${gradient('k', tint(c, 0.6), '#f5f9fb')}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(100, 1100), s.int(90, 180), s.int(40, 60))
      + `<path d="M0 430L160 330L240 300L330 250L420 320L560 280L700 360L900 300L1200 420V800H0Z" fill="${mix('#9aa8b0', c, 0.25)}"/>`
      + clubhouse + `<path d="M0 500Q300 470 600 505T1200 495V800H0Z" fill="#8cc084"/>` + trees
      + `<path d="M0 590Q300 560 600 585T1200 575V800H0Z" fill="#6aa85f"/>`
      + `<path d="M${s.int(0, 200)} 800Q500 640 ${g} 612L${g + 120} 624Q700 690 ${s.int(500, 800)} 800Z" fill="#a6d39a"/>`
      + `<ellipse cx="${g}" cy="615" rx="150" ry="34" fill="#b9e3a5"/><ellipse cx="${g - 210}" cy="${s.int(650, 700)}" rx="90" ry="22" fill="#eadcae"/>`
      + `<ellipse cx="${g}" cy="618" rx="9" ry="4" fill="#233323"/><path d="M${g} 618V460" stroke="#f5f5f5" stroke-width="5"/><path d="M${g + 2} 462L${g + 82} 484L${g + 2} 506Z" fill="${c}"/>`;
  },
  buffet(s) {
    const { c } = s;
    // Windows on the sea behind a long counter of dishes under domed covers.
    let dishes = '';
    for (let i = 0; i < 5; i++) {
      const x = 170 + i * 200;
      dishes += `<ellipse cx="${x}" cy="520" rx="80" ry="18" fill="#fff" stroke="#d9d2c4" stroke-width="3"/>`
        + (i % 2 ? `<path d="M${x - 60} 516Q${x} 440 ${x + 60} 516Z" fill="#d8dde0"/><circle cx="${x}" cy="462" r="8" fill="#b8c2c8"/>` : `<ellipse cx="${x}" cy="508" rx="50" ry="16" fill="${['#e8a04f', '#d9473f', '#7bb661'][i / 2]!}"/>`);
    }
    let lamps = '';
    for (const x of [300, 600, 900]) lamps += `<path d="M${x} 0V120" stroke="${shade(c, 0.4)}" stroke-width="3"/><path d="M${x - 44} 150Q${x} 90 ${x + 44} 150Z" fill="${c}"/><circle cx="${x}" cy="170" r="50" fill="#fff2c4" opacity=".35"/>`;
    return `<defs>${gradient('k', mix(tint(c, 0.86), '#f6ead8', 0.5), tint(c, 0.68))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + rect(80, 140, 1040, 260, mix(SKY, c, 0.2)) + rect(80, 290, 1040, 110, mix(SEA, c, 0.3)) + waves(s, 80, 1040, 310, 390, 6, 90)
      + `<path d="M80 140h1040v260H80ZM340 140v260M600 140v260M860 140v260" fill="none" stroke="#fff" stroke-width="12"/>` + lamps
      + rect(60, 520, 1080, 280, shade(WOOD, 0.1)) + rect(60, 500, 1080, 30, '#f4f1ea') + dishes + rect(60, 540, 1080, 20, shade(WOOD, 0.3));
  },
  'korean-dining'(s) {
    const { c } = s;
    // A low table set with rice, soup and side dishes, before pine trees through hanji doors.
    let pines = '';
    for (let i = 0; i < 3; i++) pines += pine(s.int(220, 980), s.int(220, 260), s.int(50, 70));
    let bowls = '';
    const colours = ['#7bb661', '#d9473f', '#e8a04f', '#8a5a3c', '#f2e6c8'];
    for (let i = 0; i < 5; i++) bowls += `<ellipse cx="${380 + i * 110}" cy="${i % 2 ? 560 : 590}" rx="44" ry="16" fill="#fff"/><ellipse cx="${380 + i * 110}" cy="${i % 2 ? 555 : 585}" rx="30" ry="9" fill="${colours[i]!}"/>`;
    return `<defs>${gradient('k', '#f4ecdc', tint(c, 0.75))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + rect(160, 90, 880, 330, mix(SKY, c, 0.15)) + rect(160, 330, 880, 90, '#8cc084') + pines
      + `<path d="M160 90h880v330H160ZM600 90v330" fill="none" stroke="${WOOD}" stroke-width="14"/>`
      + rect(0, 470, s.w, 330, '#d9b26f') + rect(280, 530, 640, 110, shade(WOOD, 0.15), ' rx="14"') + rect(300, 640, 30, 70, shade(WOOD, 0.4)) + rect(870, 640, 30, 70, shade(WOOD, 0.4))
      + bowls + `<path d="M880 520l120 -30M884 530l120 -26" stroke="#c9a24a" stroke-width="5"/>` + rect(160, 700, 180, 40, tint(c, 0.4), ' rx="12"') + rect(860, 700, 180, 40, tint(c, 0.4), ' rx="12"');
  },
  pool(s, variant) {
    const { c } = s;
    let ripples = '';
    for (let i = 0; i < 6; i++) ripples += `M${s.int(40, 1000)} ${s.int(510, 680)}q30 -10 60 0t60 0`;
    const kids = variant === 2 ? `<ellipse cx="900" cy="740" rx="160" ry="34" fill="#8fd8ea" stroke="#fff" stroke-width="6"/>` : '';
    return `<defs>${gradient('k', tint(c, 0.5), tint(c, 0.9))}${gradient('p', '#7fd0e6', mix('#1f8fb5', c, 0.3))}</defs>`
      + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(150, 1050), s.int(120, 260), s.int(45, 70))
      + rect(0, 400, s.w, 80, mix(SEA, c, 0.3)) + rect(0, 472, s.w, 228, 'url(#p)') + rect(0, 468, s.w, 6, '#fff', ' opacity=".8"')
      + `<path d="${ripples}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>` + `<path d="M200 700v-160M260 700v-160M200 560h60M200 610h60" stroke="#dfe6ea" stroke-width="8"/>`
      + rect(0, 700, s.w, 100, '#eadfcb') + rect(0, 700, s.w, 8, '#d8cbb2') + parasol(s.int(780, 1040), 620, c) + lounger(380, 752) + lounger(600, 752) + kids;
  },
  surf(s) {
    const { c } = s;
    let boards = '';
    const colours = ['#f4b23c', '#e85d5d', tint(c, 0.2), '#5cb85c'];
    for (let i = 0; i < 4; i++) boards += surfboard(160 + i * 90, 600, 300, colours[i]!, -84 + i * 3);
    const wave = `<path d="M0 470Q200 380 380 440Q300 470 330 500Q520 420 700 470T1200 450V560H0Z" fill="${mix(SEA, c, 0.2)}"/><path d="M330 500Q520 420 700 470" fill="none" stroke="#fff" stroke-width="10"/>`;
    return `<defs>${gradient('k', tint(c, 0.55), '#f3f8fb')}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(700, 1100), s.int(100, 200), 50)
      + rect(0, 400, s.w, 160, mix(SEA, c, 0.35)) + wave + waves(s, 0, s.w, 520, 560, 4, 100) + rect(0, 560, s.w, 240, SAND)
      + `<path d="M0 560Q600 530 1200 560" stroke="#fff" stroke-width="10" fill="none"/>` + boards
      + `<circle cx="${s.int(760, 980)}" cy="440" r="14" fill="#5b4632"/>` + surfboard(s.int(760, 980), 470, 160, '#fff', 0);
  },
  kids(s) {
    const { c } = s;
    // A ball pool, building blocks and a slide.
    let balls = '';
    const colours = ['#e85d5d', '#f4b23c', '#4f9be0', '#5cb85c', '#b36ad9'];
    for (let i = 0; i < 40; i++) balls += `<circle cx="${s.int(140, 560)}" cy="${s.int(560, 640)}" r="20" fill="${colours[i % 5]!}"/>`;
    let blocks = '';
    for (let i = 0; i < 6; i++) blocks += rect(760 + (i % 3) * 70, 640 - Math.floor(i / 3) * 60, 60, 60, colours[(i + 2) % 5]!, ' rx="6"');
    return `<defs>${gradient('k', '#fff6e0', tint(c, 0.8))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + `<circle cx="250" cy="180" r="70" fill="#ffd27a"/><path d="M600 120q80 -60 160 0t160 0" stroke="${tint(c, 0.3)}" stroke-width="18" fill="none"/>`
      + rect(0, 660, s.w, 140, tint(c, 0.55)) + rect(120, 540, 460, 120, '#fff', ' rx="20"') + balls + rect(120, 620, 460, 60, tint(c, 0.2), ' rx="14"')
      + `<path d="M1000 660V360h70v300M1000 420h70M1000 480h70M1000 540h70M1000 600h70" stroke="${shade(c, 0.2)}" stroke-width="10" fill="none"/><path d="M1000 370Q860 420 820 600L760 660H820Q900 520 1000 440Z" fill="#f4b23c"/>` + blocks;
  },
  spa(s, variant) {
    const { c } = s;
    const stone = mix(c, '#707070', 0.65);
    let steam = '';
    for (let i = 0; i < 3; i++) steam += `M${440 + i * 140} 470q-30 -40 0 -80t0 -80`;
    // Variant 2 is a treatment room: a massage bed with folded towels and candles.
    const body = variant === 2
      ? rect(380, 470, 460, 70, WHITE, ' rx="20"') + rect(380, 500, 460, 50, tint(c, 0.4), ' rx="16"') + rect(420, 550, 20, 110, shade(WOOD, 0.2)) + rect(780, 550, 20, 110, shade(WOOD, 0.2))
        + rect(900, 560, 120, 30, '#fff', ' rx="8"') + rect(910, 530, 100, 30, tint(c, 0.5), ' rx="8"') + rect(180, 560, 40, 70, '#fffaf0') + flame(200, 545) + rect(250, 580, 40, 50, '#fffaf0') + flame(270, 565)
      : `<ellipse cx="600" cy="560" rx="420" ry="90" fill="${shade(stone, 0.1)}"/><ellipse cx="600" cy="550" rx="370" ry="64" fill="${mix('#8fd0df', c, 0.25)}"/>`
        + `<path d="${steam}" stroke="#fff" stroke-opacity=".7" stroke-width="10" fill="none" stroke-linecap="round"/>`
        + `<ellipse cx="250" cy="500" rx="80" ry="40" fill="${stone}"/><ellipse cx="960" cy="505" rx="90" ry="40" fill="${tint(stone, 0.15)}"/>`;
    return `<defs>${gradient('k', tint(c, 0.9), tint(c, 0.62))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + rect(120, 90, 960, 300, mix(SKY, c, 0.25)) + ridge(s, 120, 960, 330, 80, 6, mix('#7ea38a', c, 0.2), 390) + `<path d="M120 90h960v300H120Z" fill="none" stroke="${WOOD}" stroke-width="14"/>`
      + rect(0, 640, s.w, 160, tint(stone, 0.4)) + body + `<path d="M80 660q60 -120 140 -160q-20 80 -140 160Z" fill="${LEAF}"/>`;
  },
  'hot-spring'(s) {
    const { c } = s;
    let snow = '';
    for (let i = 0; i < 40; i++) snow += `<circle cx="${s.int(0, 1200)}" cy="${s.int(0, 520)}" r="${s.int(3, 7)}" fill="#fff"/>`;
    return `<defs>${gradient('k', mix('#b9c8d6', c, 0.2), '#eef3f7')}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + ridge(s, 0, s.w, 380, 140, 7, '#f7fafc') + ridge(s, 0, s.w, 460, 60, 6, mix('#7d8f9c', c, 0.15)) + pine(160, 380, 70) + pine(1040, 360, 80)
      + rect(0, 480, s.w, 320, '#f3f5f7') + `<ellipse cx="600" cy="620" rx="470" ry="120" fill="#6d6a66"/><ellipse cx="600" cy="610" rx="420" ry="92" fill="${mix('#8fd0df', c, 0.2)}"/>`
      + `<path d="M420 560q-40 -60 0 -120t0 -120M600 540q-40 -60 0 -120t0 -120M780 560q-40 -60 0 -120t0 -120" stroke="#fff" stroke-opacity=".8" stroke-width="14" fill="none" stroke-linecap="round"/>`
      + `<path d="M180 520h840" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` + snow;
  },
  breakfast(s) {
    const { c } = s;
    // A table by the window: plates with eggs and toast, a croissant, coffee and juice.
    return `<defs>${gradient('k', tint(c, 0.9), tint(c, 0.75))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + rect(140, 70, 920, 330, mix(SKY, c, 0.2)) + sun(s.int(300, 900), s.int(130, 200), 40) + rect(140, 260, 920, 140, mix(SEA, c, 0.3)) + waves(s, 140, 920, 280, 390, 5, 90)
      + `<path d="M140 70h920v330H140ZM600 70v330" fill="none" stroke="#fff" stroke-width="14"/>`
      + rect(0, 450, s.w, 350, '#f7f3ea') + `<ellipse cx="600" cy="470" rx="640" ry="40" fill="#fff"/>`
      + `<ellipse cx="430" cy="600" rx="170" ry="60" fill="#fff" stroke="#e3ddd0" stroke-width="4"/><ellipse cx="390" cy="590" rx="55" ry="26" fill="#fff"/><circle cx="390" cy="588" r="18" fill="#f4b23c"/>`
      + rect(450, 560, 90, 60, '#e3b873', ' rx="12"') + `<path d="M620 560q40 -50 80 0q-40 20 -80 0Z" fill="#d79a4a"/>`
      + `<ellipse cx="820" cy="620" rx="70" ry="20" fill="#fff" stroke="#e3ddd0" stroke-width="4"/>` + rect(780, 540, 80, 80, '#fff', ' rx="10"') + rect(790, 550, 60, 20, '#6b4326')
      + `<path d="M860 560q40 0 30 30q-10 20 -30 20" fill="none" stroke="#fff" stroke-width="10"/>` + rect(940, 500, 70, 120, '#f7a93b', ' rx="8" opacity=".9"')
      + `<path d="M240 600h-40M250 620h-50" stroke="#b8c2c8" stroke-width="8" stroke-linecap="round"/>` + rect(0, 700, s.w, 100, tint(c, 0.35));
  },
  beach(s) {
    const { c } = s;
    return `<defs>${gradient('k', tint(c, 0.45), '#f4f9fb')}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(150, 1050), s.int(100, 200), 60)
      + rect(0, 360, s.w, 200, mix(SEA, c, 0.25)) + waves(s, 0, s.w, 380, 540, 8) + `<path d="M0 560Q300 520 600 550T1200 540V800H0Z" fill="${SAND}"/>`
      + parasol(420, 500, c) + parasol(880, 520, '#f4b23c') + lounger(300, 700, '#fff') + lounger(520, 710, '#fff') + lounger(760, 720, tint(c, 0.3))
      + `<circle cx="${s.int(180, 260)}" cy="690" r="34" fill="#fff"/><path d="M${s.int(1000, 1060)} 700l40 -20l20 40l-40 20Z" fill="#e85d5d"/>`;
  },
  sunrise(s) {
    const { c } = s;
    // The sun rising from the sea, seen past a pavilion on a rocky cliff (Uisangdae at Naksan).
    return `<defs>${gradient('k', '#f7b267', '#fde7c8')}${gradient('s', mix(SEA, c, 0.2), shade(mix(SEA, c, 0.2), 0.3))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)')
      + `<circle cx="640" cy="470" r="110" fill="#ffdf6b"/>` + rect(0, 470, s.w, 330, 'url(#s)') + `<path d="M540 520h200M480 580h320M420 650h440" stroke="#ffd27a" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>`
      + `<path d="M0 800V420Q120 380 220 430L320 520Q360 620 300 800Z" fill="#4a4038"/>` + pine(80, 360, 50)
      + rect(150, 330, 14, 90, '#5a3526') + rect(250, 330, 14, 90, '#5a3526') + `<path d="M120 340h180l-30 -40h-120Z" fill="#3a3a40"/><path d="M110 342q100 -20 200 0" stroke="#3a3a40" stroke-width="8" fill="none"/>`;
  },
  heritage(s) {
    const { c } = s;
    // Cheomseongdae and a stone pagoda on a lawn, with a tiled-roof wall behind.
    let tiers = '';
    for (let i = 0; i < 9; i++) tiers += rect(440 + i * 4 + Math.round(Math.sin(i / 3) * 6), 620 - i * 34, 180 - i * 8 - Math.round(Math.sin(i / 3) * 12), 34, i % 2 ? '#c9b48d' : '#d8c49e');
    return `<defs>${gradient('k', tint(c, 0.6), '#f8f3e6')}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)') + sun(s.int(800, 1100), 150, 50)
      + ridge(s, 0, s.w, 420, 80, 6, mix('#8fa598', c, 0.2)) + rect(0, 440, s.w, 60, '#efe7d6') + `<path d="M-20 450Q600 400 1220 450v-26H-20Z" fill="#4a4a52"/>`
      + rect(0, 500, s.w, 300, '#8cc084') + tiers + rect(470, 282, 120, 26, '#c9b48d') + rect(516, 520, 30, 40, '#6b5a44')
      + pagoda(900, 660, '#b8b2a6') + tree(180, 520, 60, '#6aa85f');
  },
  'night-view'(s) {
    const { c } = s;
    // A lit pavilion over a pond at night and its reflection (Donggung Palace and Wolji Pond).
    let stars = '';
    for (let i = 0; i < 24; i++) stars += `<circle cx="${s.int(0, 1200)}" cy="${s.int(0, 300)}" r="${s.int(2, 4)}" fill="#fff" opacity="${s.frac(0.4, 0.9)}"/>`;
    const hall = (y: number, dir: 1 | -1) => rect(420, dir === 1 ? y - 90 : y, 360, 90, '#f6c25b', dir === 1 ? '' : ' opacity=".45"')
      + `<path d="M360 ${y - dir * 90}h480l${-70} ${-dir * 50}h-340Z" fill="${shade(c, 0.5)}"${dir === 1 ? '' : ' opacity=".5"'}/>`;
    return `<defs>${gradient('k', shade(c, 0.75), shade(c, 0.35))}</defs>` + rect(0, 0, s.w, s.h, 'url(#k)') + stars + sun(980, 140, 46, '#fdf1c7')
      + ridge(s, 0, s.w, 440, 90, 6, shade(c, 0.6), 520) + rect(0, 520, s.w, 280, shade(c, 0.55)) + hall(520, 1) + hall(520, -1)
      + `<path d="M200 560h80M900 600h120M300 680h140" stroke="#f6c25b" stroke-opacity=".5" stroke-width="6"/>` + rect(0, 510, s.w, 12, shade(c, 0.65));
  },
  'early-bird'(s) {
    const { c } = s;
    const day = s.int(8, 20);
    return promoBase(s) + calendar(640, 230, c, (d) => d === day) + bird(500, 520, '#fff') + percent(260, 330, 180, '#fff');
  },
  'long-stay'(s) {
    const { c } = s;
    const first = s.int(8, 14);
    let moons = '';
    for (let i = 0; i < 3; i++) moons += `<path d="M${240 + i * 130} 560a50 50 0 1 0 40 80a40 40 0 1 1 -40 -80Z" fill="#fff6c8"/>`;
    return promoBase(s) + calendar(700, 230, c, (d) => d >= first && d < first + 4) + moons + percent(330, 330, 150, '#fff');
  },
  'grand-open'(s) {
    const { c } = s;
    return promoBase(s) + rect(0, 380, s.w, 70, '#d9473f') + `<path d="M600 415l-160 -90v180ZM600 415l160 -90v180Z" fill="#e85d5d"/><circle cx="600" cy="415" r="34" fill="#b83a33"/>`
      + `<path d="M600 440l-70 180l40 -20l30 40ZM600 440l70 180l-40 -20l-30 40Z" fill="#d9473f"/>` + bedDouble(140, 620, 260, tint(c, 0.2)) + percent(960, 620, 140, '#fff');
  },
  weekday(s) {
    const { c } = s;
    // Monday to Friday marked, the weekend left out.
    return promoBase(s) + calendar(150, 250, c, (d) => d % 7 < 5) + `<circle cx="860" cy="400" r="150" fill="#fff"/><path d="M860 400V300M860 400l70 50" stroke="${shade(c, 0.3)}" stroke-width="18" stroke-linecap="round"/>` + percent(1020, 640, 120, '#fff');
  },
  'flash-sale'(s) {
    const { c } = s;
    return promoBase(s) + `<circle cx="420" cy="420" r="170" fill="#fff"/><circle cx="420" cy="420" r="140" fill="none" stroke="${tint(c, 0.5)}" stroke-width="10"/>`
      + `<path d="M420 420V320M420 420l80 40" stroke="${shade(c, 0.3)}" stroke-width="18" stroke-linecap="round"/><path d="M300 250l-50 -40M540 250l50 -40" stroke="#fff" stroke-width="24" stroke-linecap="round"/>`
      + `<path d="M780 200l-90 220h80l-60 200l180 -260h-90l70 -160Z" fill="#ffd27a"/>` + percent(980, 560, 140, '#fff');
  },
  members(s) {
    const { c } = s;
    return promoBase(s) + rect(300, 250, 420, 260, '#fff', ' rx="24"') + rect(300, 310, 420, 50, shade(c, 0.3)) + rect(340, 400, 120, 80, '#e8c25a', ' rx="10"')
      + `<path d="M760 560l60 -110l50 70l50 -70l60 110Z" fill="#ffd27a"/>` + rect(760, 560, 220, 30, '#ffd27a') + `<circle cx="900" cy="300" r="46" fill="none" stroke="#fff" stroke-width="20"/><path d="M900 346v140M900 440h40M900 470h30" stroke="#fff" stroke-width="20"/>`;
  },
};

/** The promotions' common ground: a diagonal gradient with soft circles and confetti. */
function promoBase(s: Canvas): string {
  const { c } = s;
  let deco = '';
  for (let i = 0; i < 4; i++) deco += `<circle cx="${s.int(0, 1200)}" cy="${s.int(0, 800)}" r="${s.int(80, 240)}" fill="#fff" opacity="${s.frac(0.05, 0.12)}"/>`;
  const colours = ['#fff', tint(c, 0.6), '#ffd27a'];
  for (let i = 0; i < 12; i++) {
    const x = s.int(40, 1160);
    const y = s.int(40, 200);
    deco += `<rect x="${x}" y="${y}" width="20" height="8" rx="2" fill="${colours[i % 3]}" transform="rotate(${s.int(0, 180)} ${x} ${y})"/>`;
  }
  return `<defs>${gradient('g', tint(c, 0.1), shade(c, 0.4), true)}</defs>${rect(0, 0, s.w, s.h, 'url(#g)')}${deco}`;
}

/** A portrait poster: a dusk landscape by the sea with the motif of the campaign in front. */
function poster(s: Canvas, motif: PosterMotif): string {
  const { c } = s;
  let stars = '';
  for (let i = 0; i < 18; i++) stars += `<circle cx="${s.int(20, 780)}" cy="${s.int(20, 420)}" r="${s.int(2, 5)}" fill="#fff" opacity="${s.frac(0.4, 0.9)}"/>`;
  const ground = ridge(s, 0, s.w, 700, 130, 6, tint(c, 0.15)) + ridge(s, 0, s.w, 790, 80, 5, shade(c, 0.2)) + rect(0, 800, s.w, 200, shade(c, 0.3)) + waves(s, 0, s.w, 830, 960, 6);
  const front = motif === 'packages'
    ? giftBox(170, 520, tint(c, 0.1)) + suitcase(500, 620, c)
    : motif === 'early-bird'
      ? calendar(300, 470, shade(c, 0.1), (d) => d === 10) + bird(200, 720, '#fff') + percent(180, 330, 150, '#fff')
      : pagoda(400, 760, '#d8d0c2');
  return `<defs>${gradient('g', shade(c, 0.45), tint(c, 0.35))}</defs>` + rect(0, 0, s.w, s.h, 'url(#g)') + stars + sun(s.int(560, 680), s.int(200, 280), s.int(70, 90)) + ground + front;
}

/** An illustrative scene (see sceneSize), a few KB, identical bytes for identical options. */
export function sceneSvg(opts: SceneOptions): Buffer {
  const rand = mulberry32(opts.seed);
  const { width: w, height: h } = sceneSize(opts.scene);
  const canvas: Canvas = {
    w,
    h,
    c: '#' + rgb(opts.color).map((v) => v.toString(16).padStart(2, '0')).join(''),
    int: (min, max) => min + Math.floor(rand() * (max - min + 1)),
    frac: (min, max) => (min + rand() * (max - min)).toFixed(2),
  };
  const { scene } = opts;
  let body: string;
  if (scene.kind === 'room') body = roomScene(canvas, scene.beds, scene.view, scene.extra);
  else if (scene.kind === 'poster') body = poster(canvas, scene.motif);
  else {
    const painter = painters[scene.kind];
    if (!painter) throw new Error(`sceneSvg: unknown scene kind ${String(scene.kind)}; expected one of ${sceneKinds.join(', ')}`);
    body = painter(canvas, scene.variant ?? 1);
    // A second picture of the same item is seen from the other side.
    if (scene.variant === 2) body = `<g transform="matrix(-1 0 0 1 ${w} 0)">${body}</g>`;
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`, 'utf8');
}
