// Illustrations for the demo seed: small, deterministic SVG scenes tinted with a hotel's colour,
// so the brand site shows pictures without shipping photographs (DESIGN §5).

export type SceneKind = 'room' | 'golf' | 'dining' | 'leisure' | 'wellness' | 'promotion' | 'package' | 'hero' | 'popup';

export interface SceneOptions {
  seed: number;
  color: string;
  kind: SceneKind;
  title?: string;
}

interface Scene {
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
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) throw new Error(`sceneSvg: colour must be #rrggbb, got ${hex}`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return '#' + x.map((v, i) => Math.round(v + (y[i]! - v) * t).toString(16).padStart(2, '0')).join('');
}

const tint = (c: string, t: number): string => mix(c, '#ffffff', t);
const shade = (c: string, t: number): string => mix(c, '#000000', t);

function gradient(id: string, from: string, to: string, diagonal = false): string {
  const end = diagonal ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function ridge(s: Scene, base: number, amp: number, steps: number, fill: string): string {
  const pts = [`0,${s.h}`];
  for (let i = 0; i <= steps; i++) pts.push(`${Math.round((i * s.w) / steps)},${base - s.int(0, amp)}`);
  pts.push(`${s.w},${s.h}`);
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
}

/** A rolling hill: a smooth curve across the width, closed along the bottom. */
function hill(s: Scene, base: number, amp: number, fill: string): string {
  const q = Math.round(s.w / 4);
  return `<path d="M0 ${base + s.int(-amp, amp)} Q${q} ${base - amp} ${q * 2} ${base + s.int(-amp, amp)} T${s.w} ${base + s.int(-amp, amp)} V${s.h} H0Z" fill="${fill}"/>`;
}

function waves(s: Scene, top: number, bottom: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    out += `<path d="M${s.int(0, s.w - 200)} ${s.int(top, bottom)}h${s.int(60, 180)}" stroke="#fff" stroke-opacity="${s.frac(0.25, 0.5)}" stroke-width="4" stroke-linecap="round"/>`;
  }
  return out;
}

function sun(s: Scene, x: [number, number], y: [number, number], r: [number, number]): string {
  return `<circle cx="${s.int(...x)}" cy="${s.int(...y)}" r="${s.int(...r)}" fill="#fff7df" opacity=".9"/>`;
}

function flame(x: number, y: number): string {
  return `<ellipse cx="${x}" cy="${y}" rx="9" ry="16" fill="#ffc95c"/>`;
}

const painters: Record<SceneKind, (s: Scene) => string> = {
  hero(s) {
    const { c } = s;
    const x = s.int(600, 860);
    return `<defs>${gradient('k', tint(c, 0.55), tint(c, 0.92))}${gradient('s', tint(c, 0.1), shade(c, 0.35))}<pattern id="w" width="24" height="30" patternUnits="userSpaceOnUse"><rect x="7" y="8" width="10" height="14" fill="${tint(c, 0.45)}"/></pattern></defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>${sun(s, [120, 1080], [110, 220], [50, 80])}`
      + ridge(s, 440, 160, 9, tint(c, 0.5)) + ridge(s, 520, 90, 7, tint(c, 0.28))
      + `<rect x="${x}" y="250" width="144" height="330" fill="#f6f3ec"/><rect x="${x}" y="250" width="144" height="330" fill="url(#w)"/>`
      + `<rect x="${x + 168}" y="330" width="120" height="250" fill="#ece7dd"/><rect x="${x + 168}" y="330" width="120" height="250" fill="url(#w)"/>`
      + `<rect y="560" width="${s.w}" height="240" fill="url(#s)"/>${waves(s, 590, 720, 6)}`
      + `<path d="M0 730 Q400 ${s.int(680, 710)} 800 740 T1200 720 V800 H0Z" fill="#efe4cc"/>`;
  },
  room(s) {
    const { c } = s;
    const twin = s.int(0, 2) === 0;
    const pillows = twin
      ? '<rect x="575" y="455" width="190" height="60" rx="28" fill="#fff"/><rect x="895" y="455" width="190" height="60" rx="28" fill="#fff"/>'
      : '<rect x="600" y="450" width="220" height="70" rx="30" fill="#fff"/><rect x="860" y="450" width="220" height="70" rx="30" fill="#fff"/>';
    const bed = twin
      ? `<rect x="540" y="500" width="270" height="110" rx="18" fill="#fbfaf6"/><rect x="860" y="500" width="270" height="110" rx="18" fill="#fbfaf6"/><rect x="540" y="550" width="270" height="80" rx="12" fill="${c}"/><rect x="860" y="550" width="270" height="80" rx="12" fill="${c}"/>`
      : `<rect x="530" y="500" width="620" height="110" rx="22" fill="#fbfaf6"/><rect x="530" y="550" width="620" height="80" rx="14" fill="${c}"/><rect x="530" y="572" width="620" height="20" fill="${tint(c, 0.45)}"/>`;
    return `<defs>${gradient('k', tint(c, 0.9), tint(c, 0.74))}${gradient('s', tint(c, 0.25), shade(c, 0.2))}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/><rect y="640" width="${s.w}" height="160" fill="${mix(c, '#b08d68', 0.72)}"/>`
      + `<rect x="90" y="110" width="400" height="360" fill="#fff"/><rect x="106" y="126" width="368" height="210" fill="${tint(c, 0.62)}"/>`
      + sun(s, [150, 430], [190, 260], [22, 34])
      + `<rect x="106" y="336" width="368" height="118" fill="url(#s)"/><rect x="286" y="126" width="8" height="328" fill="#fff"/>`
      + `<rect x="50" y="90" width="70" height="520" rx="8" fill="${tint(c, s.int(30, 45) / 100)}"/><rect x="460" y="90" width="70" height="520" rx="8" fill="${tint(c, 0.38)}"/>`
      + `<rect x="560" y="${s.int(300, 340)}" width="560" height="300" rx="18" fill="${shade(c, 0.3)}"/>${pillows}${bed}`
      + `<rect x="545" y="630" width="14" height="30" fill="${shade(c, 0.4)}"/><rect x="1120" y="630" width="14" height="30" fill="${shade(c, 0.4)}"/>`
      + `<ellipse cx="840" cy="725" rx="330" ry="38" fill="${tint(c, 0.5)}" opacity=".5"/>`;
  },
  golf(s) {
    const { c } = s;
    const g = s.int(700, 960);
    let trees = '';
    for (let i = 0; i < 5; i++) {
      const x = s.int(40, 1160);
      const y = s.int(470, 520);
      const r = s.int(26, 44);
      trees += `<rect x="${x - 4}" y="${y}" width="8" height="${r + 10}" fill="#5b4632"/><circle cx="${x}" cy="${y}" r="${r}" fill="${mix('#3f7a45', c, 0.2)}"/>`;
    }
    return `<defs>${gradient('k', tint(c, 0.6), '#f5f9fb')}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>${sun(s, [100, 1100], [90, 180], [40, 60])}`
      + ridge(s, 430, 120, 8, mix(tint(c, 0.45), '#8aa3b0', 0.5))
      + hill(s, 500, 25, '#8cc084') + trees + hill(s, 580, 30, '#6aa85f')
      + `<path d="M${s.int(0, 200)} 800 Q500 640 ${g} 612 L${g + 120} 624 Q700 690 ${s.int(500, 800)} 800Z" fill="#a6d39a"/>`
      + `<ellipse cx="${g}" cy="615" rx="150" ry="34" fill="#b9e3a5"/><ellipse cx="${g - 210}" cy="${s.int(650, 700)}" rx="90" ry="22" fill="#eadcae"/>`
      + `<ellipse cx="${g}" cy="618" rx="9" ry="4" fill="#233323"/><path d="M${g} 618V460" stroke="#f5f5f5" stroke-width="5"/>`
      + `<path d="M${g + 2} 462 L${g + 82} 484 L${g + 2} 506Z" fill="${c}"/>`;
  },
  dining(s) {
    const { c } = s;
    let lamps = '';
    const n = s.int(2, 3);
    for (let i = 0; i < n; i++) {
      const x = Math.round(((i + 1) * 1200) / (n + 1));
      const y = s.int(180, 240);
      lamps += `<path d="M${x} 0V${y}" stroke="${shade(c, 0.4)}" stroke-width="3"/><circle cx="${x}" cy="${y + 26}" r="60" fill="#fff2c4" opacity=".35"/><path d="M${x - 50} ${y + 36} Q${x} ${y - 30} ${x + 50} ${y + 36}Z" fill="${c}"/>`;
    }
    let places = '';
    for (const x of [370, 600, 830]) {
      places += `<ellipse cx="${x}" cy="565" rx="90" ry="22" fill="#f4f1ea" stroke="#d9d2c4" stroke-width="3"/><ellipse cx="${x}" cy="565" rx="52" ry="12" fill="${tint(c, s.int(40, 75) / 100)}"/>`
        + `<path d="M${x + 92} 470 Q${x + 90} 512 ${x + 110} 516 Q${x + 130} 512 ${x + 128} 470Z" fill="#fff" opacity=".75" stroke="#c9d3d6" stroke-width="2"/><path d="M${x + 110} 516V548" stroke="#c9d3d6" stroke-width="3"/>`;
    }
    return `<defs>${gradient('k', mix(tint(c, 0.86), '#f6ead8', 0.5), tint(c, 0.68))}${gradient('d', tint(c, 0.35), '#f7d6a3')}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>`
      + `<rect x="120" y="110" width="260" height="360" rx="130" fill="url(#d)"/><rect x="470" y="110" width="260" height="360" rx="130" fill="url(#d)"/><rect x="820" y="110" width="260" height="360" rx="130" fill="url(#d)"/>`
      + lamps
      + `<rect x="140" y="560" width="920" height="240" fill="#fff"/><ellipse cx="600" cy="560" rx="460" ry="60" fill="#fff" stroke="#e6e0d4" stroke-width="3"/>`
      + places + `<rect x="588" y="500" width="24" height="50" fill="#fffaf0"/>${flame(600, 488)}`;
  },
  leisure(s) {
    const { c } = s;
    const u = s.int(780, 1040);
    let ripples = '';
    for (let i = 0; i < 6; i++) {
      ripples += `<path d="M${s.int(40, 1000)} ${s.int(510, 680)}q30 -10 60 0t60 0" fill="none" stroke="#fff" stroke-opacity="${s.frac(0.3, 0.6)}" stroke-width="4"/>`;
    }
    let loungers = '';
    for (const x of [120, 360]) {
      loungers += `<rect x="${x}" y="738" width="160" height="14" rx="7" fill="#fff"/><path d="M${x + 160} 745 L${x + 205} 700M${x + 20} 752v26M${x + 140} 752v26" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`;
    }
    return `<defs>${gradient('k', tint(c, 0.5), tint(c, 0.9))}${gradient('s', tint(c, 0.15), shade(c, 0.3))}${gradient('p', tint(c, 0.55), tint(c, 0.05))}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>${sun(s, [150, 1050], [120, 260], [45, 70])}`
      + `<rect y="400" width="${s.w}" height="80" fill="url(#s)"/><rect y="472" width="${s.w}" height="228" fill="url(#p)"/>`
      + `<rect y="468" width="${s.w}" height="6" fill="#fff" opacity=".8"/>${ripples}`
      + `<rect y="700" width="${s.w}" height="100" fill="#eadfcb"/><rect y="700" width="${s.w}" height="8" fill="#d8cbb2"/>`
      + `<path d="M${u} 770V610" stroke="#8b7355" stroke-width="8"/><path d="M${u - 120} 620 Q${u} 520 ${u + 120} 620Z" fill="${c}"/>${loungers}`;
  },
  wellness(s) {
    const { c } = s;
    const x = s.int(520, 700);
    let bokeh = '';
    for (let i = 0; i < 6; i++) bokeh += `<circle cx="${s.int(0, 1200)}" cy="${s.int(0, 500)}" r="${s.int(40, 140)}" fill="#fff" opacity="${s.frac(0.12, 0.3)}"/>`;
    const stone = mix(c, '#707070', 0.65);
    return `<defs>${gradient('k', tint(c, 0.9), tint(c, 0.6))}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>${bokeh}`
      + `<rect y="560" width="${s.w}" height="240" fill="${tint(c, 0.45)}" opacity=".6"/>`
      + `<ellipse cx="${x}" cy="590" rx="360" ry="44" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="3"/><ellipse cx="${x}" cy="585" rx="250" ry="30" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`
      + `<ellipse cx="${x}" cy="540" rx="170" ry="50" fill="${shade(stone, 0.15)}"/><ellipse cx="${x + 6}" cy="465" rx="130" ry="42" fill="${stone}"/>`
      + `<ellipse cx="${x - 4}" cy="398" rx="95" ry="34" fill="${tint(stone, 0.15)}"/><ellipse cx="${x + 2}" cy="345" rx="60" ry="26" fill="${tint(stone, 0.3)}"/>`
      + `<path d="M${x + 40} 322 Q${x + 130} 230 ${x + 260} 270 Q${x + 150} 340 ${x + 40} 322Z" fill="#5f9e6e" opacity=".9"/><path d="M${x + 45} 320 Q${x + 150} 285 ${x + 255} 272" stroke="#e7f3e9" stroke-width="3" fill="none"/>`
      + `<rect x="190" y="470" width="60" height="90" rx="6" fill="#fffaf0"/>${flame(220, 456)}`;
  },
  promotion(s) {
    const { c } = s;
    let deco = '';
    for (let i = 0; i < 5; i++) deco += `<circle cx="${s.int(0, 1200)}" cy="${s.int(0, 800)}" r="${s.int(80, 260)}" fill="#fff" opacity="${s.frac(0.05, 0.13)}"/>`;
    const colours = ['#fff', tint(c, 0.6), '#ffd27a'];
    for (let i = 0; i < 14; i++) {
      const x = s.int(40, 1160);
      const y = s.int(40, 560);
      deco += `<rect x="${x}" y="${y}" width="20" height="8" rx="2" fill="${colours[i % 3]}" transform="rotate(${s.int(0, 180)} ${x} ${y})"/>`;
    }
    const x = s.int(700, 800);
    return `<defs>${gradient('g', tint(c, 0.1), shade(c, 0.4), true)}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#g)"/>${deco}`
      + `<circle cx="${x}" cy="250" r="62" fill="none" stroke="#fff" stroke-width="24"/><circle cx="${x + 200}" cy="480" r="62" fill="none" stroke="#fff" stroke-width="24"/>`
      + `<path d="M${x + 220} 200 L${x - 20} 530" stroke="#ffd27a" stroke-width="28" stroke-linecap="round"/>`
      + `<path d="M120 260h300l40 60-40 60H120Z" fill="#fff" opacity=".92"/><circle cx="160" cy="320" r="14" fill="${c}"/>`;
  },
  package(s) {
    const { c } = s;
    const b = s.int(320, 420);
    return `<defs>${gradient('k', tint(c, 0.82), tint(c, 0.55))}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#k)"/>${sun(s, [80, 1120], [90, 200], [50, 80])}`
      + ridge(s, 560, 110, 8, tint(c, 0.4)) + `<rect y="650" width="${s.w}" height="150" fill="${tint(c, 0.2)}"/>${waves(s, 680, 770, 5)}`
      + `<rect x="${b}" y="430" width="300" height="230" fill="${c}"/><rect x="${b - 20}" y="380" width="340" height="70" rx="6" fill="${shade(c, 0.18)}"/>`
      + `<rect x="${b + 130}" y="380" width="40" height="280" fill="#fff" opacity=".92"/>`
      + `<ellipse cx="${b + 110}" cy="350" rx="50" ry="26" fill="none" stroke="#fff" stroke-width="16" transform="rotate(-20 ${b + 110} 350)"/><ellipse cx="${b + 190}" cy="350" rx="50" ry="26" fill="none" stroke="#fff" stroke-width="16" transform="rotate(20 ${b + 190} 350)"/>`
      + `<rect x="${b + 380}" y="470" width="190" height="190" rx="18" fill="#f4efe4"/><path d="M${b + 440} 470v-30h70v30" fill="none" stroke="#f4efe4" stroke-width="12"/>`
      + `<rect x="${b + 380}" y="540" width="190" height="26" fill="${tint(c, 0.3)}"/>`;
  },
  popup(s) {
    const { c } = s;
    let stars = '';
    for (let i = 0; i < 18; i++) stars += `<circle cx="${s.int(20, 780)}" cy="${s.int(20, 560)}" r="${s.int(2, 5)}" fill="#fff" opacity="${s.frac(0.4, 0.9)}"/>`;
    return `<defs>${gradient('g', shade(c, 0.35), tint(c, 0.35))}</defs>`
      + `<rect width="${s.w}" height="${s.h}" fill="url(#g)"/>${stars}${sun(s, [150, 650], [380, 520], [70, 100])}`
      + ridge(s, 700, 130, 6, tint(c, 0.15)) + ridge(s, 790, 80, 5, shade(c, 0.2))
      + `<rect y="800" width="${s.w}" height="200" fill="${shade(c, 0.3)}"/>${waves(s, 830, 960, 6)}`
      + `<rect x="30" y="30" width="740" height="940" rx="12" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`;
  },
};

function titleBlock(title: string, kind: SceneKind, w: number, h: number): string {
  // Only short Latin titles are drawn, so the image needs no font beyond a generic sans-serif.
  const text = title.replace(/[^A-Za-z0-9 &'.,!?%+-]/g, '').trim().slice(0, 32).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  if (!text) return '';
  if (kind === 'popup') {
    return `<text x="${w / 2}" y="200" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="700" fill="#fff">${text}</text>`;
  }
  return `<rect y="${h - 130}" width="${w}" height="130" fill="#000" opacity=".28"/><text x="60" y="${h - 48}" font-family="sans-serif" font-size="54" font-weight="700" fill="#fff">${text}</text>`;
}

/** An illustrative scene: 1200×800 (pop-ups 800×1000), under 4 KB, identical bytes for identical options. */
export function sceneSvg(opts: SceneOptions): Buffer {
  const rand = mulberry32(opts.seed);
  const [w, h] = opts.kind === 'popup' ? [800, 1000] : [1200, 800];
  const scene: Scene = {
    w,
    h,
    c: '#' + rgb(opts.color).map((v) => v.toString(16).padStart(2, '0')).join(''),
    int: (min, max) => min + Math.floor(rand() * (max - min + 1)),
    frac: (min, max) => (min + rand() * (max - min)).toFixed(2),
  };
  const body = painters[opts.kind](scene);
  const title = opts.title ? titleBlock(opts.title, opts.kind, w, h) : '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}${title}</svg>`, 'utf8');
}
