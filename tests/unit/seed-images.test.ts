import crypto from 'node:crypto';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { brandIntros, facilities, facilityPictures, introPicture, pictureSvg, type SeedPicture } from '../../server/db/seed-facilities.ts';
import { sceneSize, sceneSvg, type Scene, type SceneKind } from '../../server/db/seed-images.ts';
import { offerPictures, popupPictures } from '../../server/db/seed-offers.ts';

/**
 * The demo seed's pictures (issue 15, point 6): every room, facility, package, promotion and
 * pop-up has a picture of its own (distinct bytes), whose scene shows what the item is, with no
 * text drawn into it (captions belong in the page, in its language), small and the same bytes on
 * every run. Both seasons' packages are included, though a seed stores only the coming season's.
 */

const offers = offerPictures();
const popups = popupPictures();
const all: SeedPicture[] = [
  ...brandIntros.map(introPicture),
  ...facilities.flatMap(facilityPictures),
  ...offers.map((o) => o.picture),
  ...popups.map((p) => p.picture),
];
const where = (p: SeedPicture) => p.file_path + p.file_name;
const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const HANGUL = /[\uAC00-\uD7AF]/;

/** The first of `rules` whose words the English name contains gives the scene kinds it may show. */
function expectedKinds(name: string, rules: [RegExp, SceneKind[]][]): SceneKind[] {
  const rule = rules.find(([words]) => words.test(name));
  if (!rule) throw new Error(`no rule for "${name}": add one, and a scene that shows it`);
  return rule[1];
}

describe('the seed pictures', () => {
  it('cover every item: two per room and facility, one per offer and pop-up, one hero per hotel', () => {
    expect(all.length).toBe(brandIntros.length + facilities.length * 2 + offers.length + popups.length);
    expect(new Set(all.map(where)).size).toBe(all.length);
  });

  it('are each their own picture: no two share the same bytes', () => {
    const byHash = new Map<string, string[]>();
    for (const p of all) byHash.set(sha(pictureSvg(p)), [...(byHash.get(sha(pictureSvg(p))) ?? []), where(p)]);
    expect([...byHash.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('are deterministic and light: the same bytes on every run, at most 6 KB each', () => {
    for (const p of all) {
      const bytes = pictureSvg(p);
      expect(bytes.equals(pictureSvg(p)), where(p)).toBe(true);
      expect(bytes.length, where(p)).toBeLessThanOrEqual(6 * 1024);
    }
  });

  it('are well-formed SVG of their scene size with no text drawn into them', () => {
    const { window } = new JSDOM('');
    const parser = new window.DOMParser();
    for (const p of all) {
      const source = pictureSvg(p).toString('utf8');
      const doc = parser.parseFromString(source, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror').length, where(p)).toBe(0);
      const svg = doc.documentElement;
      const { width, height } = sceneSize(p.scene);
      expect(svg.getAttribute('viewBox'), where(p)).toBe(`0 0 ${width} ${height}`);
      expect(doc.querySelectorAll('text, tspan, textPath, foreignObject').length, where(p)).toBe(0);
      expect(source, where(p)).not.toMatch(/font-family|<text/);
      // Nothing but markup: no character data a viewer could read, Latin or otherwise.
      expect((svg.textContent ?? '').trim(), where(p)).toBe('');
    }
  });

  it('have a meaningful Korean alt text each', () => {
    for (const p of all) {
      expect(p.alt.trim().length, where(p)).toBeGreaterThan(8);
      expect(p.alt, where(p)).toMatch(HANGUL);
      expect(p.alt, where(p)).not.toMatch(/(안내|팝업) 이미지$/);
    }
  });
});

describe('what the pictures show', () => {
  it('a room: its beds and the view its description names', () => {
    for (const f of facilities.filter((x) => x.type === 'room')) {
      const name = f.translations.ENG.name;
      const view = f.translations.ENG.view ?? '';
      const scenes = f.images.map((i) => i.scene);
      for (const scene of scenes) {
        expect(scene.kind, name).toBe('room');
        if (scene.kind !== 'room') continue;
        const views = /courtyard/i.test(view) ? ['courtyard'] : /harbour/i.test(view) ? ['harbour'] : /ocean|beach|sea/i.test(view) ? ['ocean'] : /lake/i.test(view) ? ['lake'] : /garden/i.test(view) ? ['garden'] : [];
        expect(views, `${name}: ${view}`).toContain(scene.view);
      }
      const first = scenes[0]!;
      if (first.kind !== 'room') continue;
      if (/family/i.test(name)) expect(first.beds, name).toBe('family');
      else if (/hanok/i.test(name)) expect(first.beds, name).toBe('ondol');
      else if (/loft/i.test(name)) expect(first.beds, name).toBe('loft');
      else if (/suite|villa/i.test(name)) expect(['living', 'terrace', 'pool', 'tea'], name).toContain(first.extra);
      else expect(first.beds, name).toBe('double');
      // A twin bedroom or a family's single bed shows in the pictures when the room has them.
      if (/twin|single/i.test(f.bed_type ?? '')) expect(scenes.some((s) => s.kind === 'room' && (s.beds === 'twin' || s.beds === 'family' || s.beds === 'loft' || s.extra === 'living' || s.extra === 'pool' || s.extra === 'terrace')), name).toBe(true);
    }
  });

  it('the rooms of a property differ visibly: each has its own scene', () => {
    for (const hotel of new Set(facilities.map((f) => f.hotel_seq))) {
      const rooms = facilities.filter((f) => f.hotel_seq === hotel && f.type === 'room');
      const signatures = rooms.map((f) => JSON.stringify(f.images[0].scene));
      expect(new Set(signatures).size, `hotel ${hotel}: ${signatures.join(' | ')}`).toBe(rooms.length);
    }
  });

  it('a facility: its kind', () => {
    const rules: [RegExp, SceneKind[]][] = [
      [/golf|country club/i, ['golf']],
      [/buffet/i, ['buffet']],
      [/korean restaurant/i, ['korean-dining']],
      [/pool/i, ['pool']],
      [/surf/i, ['surf']],
      [/kids/i, ['kids']],
      [/spa|sauna/i, ['spa']],
    ];
    const byType: Record<string, SceneKind[]> = { golf: ['golf'], dining: ['buffet', 'korean-dining'], leisure: ['pool', 'surf', 'kids'], wellness: ['spa'] };
    for (const f of facilities.filter((x) => x.type !== 'room')) {
      const name = f.translations.ENG.name;
      for (const { scene } of f.images) {
        expect(byType[f.type], `${name} (${f.type})`).toContain(scene.kind);
        expect(expectedKinds(name, rules), name).toContain(scene.kind);
      }
    }
  });

  it('a package or promotion: what it is about', () => {
    const rules: [RegExp, SceneKind[]][] = [
      [/breakfast/i, ['breakfast']],
      [/golf/i, ['golf']],
      [/hot spring|spa/i, ['hot-spring', 'spa']],
      [/surf/i, ['surf']],
      [/kids/i, ['kids']],
      [/sunrise/i, ['sunrise']],
      [/heritage/i, ['heritage']],
      [/night/i, ['night-view']],
      [/beach|ocean/i, ['beach']],
      [/early bird/i, ['early-bird']],
      [/stay longer/i, ['long-stay']],
      [/renewal|opening/i, ['grand-open']],
      [/weekday/i, ['weekday']],
      [/flash/i, ['flash-sale']],
      [/members/i, ['members']],
    ];
    const promotionKinds: SceneKind[] = ['early-bird', 'long-stay', 'grand-open', 'weekday', 'flash-sale', 'members'];
    for (const { offer, picture } of offers) {
      const title = offer.title[1];
      expect(expectedKinds(title, rules), title).toContain(picture.scene.kind);
      expect(promotionKinds.includes(picture.scene.kind), title).toBe(offer.kind === 'promotion');
    }
  });

  it('a pop-up: a portrait poster', () => {
    for (const { picture } of popups) {
      expect(picture.scene.kind).toBe('poster');
      const { width, height } = sceneSize(picture.scene);
      expect(height).toBeGreaterThan(width);
    }
  });
});

describe('sceneSvg', () => {
  it('refuses a colour it cannot read and a scene it does not know, saying what it expects', () => {
    expect(() => sceneSvg({ seed: 1, color: 'teal', scene: { kind: 'golf' } })).toThrow(/#rrggbb/);
    expect(() => sceneSvg({ seed: 1, color: '#0a6e8a', scene: { kind: 'casino' } as unknown as Scene })).toThrow(/unknown scene kind casino/);
  });

  it('draws the same scene differently for another seed or colour, and mirrors a second view', () => {
    const scene: Scene = { kind: 'room', beds: 'twin', view: 'ocean' };
    const a = sceneSvg({ seed: 1, color: '#0a6e8a', scene });
    expect(a.equals(sceneSvg({ seed: 2, color: '#0a6e8a', scene }))).toBe(false);
    expect(a.equals(sceneSvg({ seed: 1, color: '#1e6b4f', scene }))).toBe(false);
    expect(sceneSvg({ seed: 1, color: '#0a6e8a', scene: { kind: 'spa', variant: 2 } }).toString()).toContain('matrix(-1 0 0 1 1200 0)');
  });
});
