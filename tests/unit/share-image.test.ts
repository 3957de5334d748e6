// Issue 29, point 3: link previews get a 1200×630 PNG of the page's picture (KakaoTalk and
// Facebook show no SVG): a scene fills the frame; a logo is drawn whole, its words included.
import { describe, expect, it } from 'vitest';
import { shareImagePath, shareImageSource } from '../../contracts/share-image.ts';
import { sharePng, shareRender } from '../../server/web/render/share-image.ts';

/** The colour at (x, y) of a drawn picture, as #rrggbb. */
const colourAt = (image: ReturnType<typeof shareRender>, x: number, y: number) => {
  const at = (y * image.width + x) * 4;
  return `#${[...image.pixels.subarray(at, at + 3)].map((v) => v.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
};

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
const scene = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#1F4E79"/></svg>');
const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><text x="64" y="40" font-size="28" fill="#1F4E79">RAON</text></svg>');

describe('share pictures', () => {
  it('are addressed beside the stored picture, and read back', () => {
    expect(shareImagePath('/crs/download/100/100/hotel/101/brand/hero.svg')).toBe('/share-image/100/100/hotel/101/brand/hero.svg.png');
    expect(shareImagePath('/crs/download/100/100/hotel/100/logo/raon.svg', 'contain')).toBe('/share-image/100/100/hotel/100/logo/raon.svg.logo.png');
    expect(shareImagePath('/elsewhere/x.svg')).toBeNull();
    expect(shareImageSource('/share-image/100/100/hotel/100/logo/raon.svg.logo.png')).toEqual({ address: '100/100/hotel/100/logo/raon.svg', fit: 'contain' });
    expect(shareImageSource('/share-image/100/100/hotel/101/brand/hero.svg.png')).toEqual({ address: '100/100/hotel/101/brand/hero.svg', fit: 'cover' });
    expect(shareImageSource('/share-image/100/100/hotel/101/brand/hero.svg.gif')).toBeNull();
  });

  it('are 1200×630 PNGs; a scene fills the frame, corner to corner', () => {
    const png = sharePng(scene, 'image/svg+xml');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(size(png)).toEqual([1200, 630]);
    // The white frame shows nowhere: every corner is the scene's.
    const drawn = shareRender(scene, 'image/svg+xml');
    for (const [x, y] of [[0, 0], [1199, 0], [0, 629], [1199, 629]]) expect(colourAt(drawn, x!, y!)).toBe('#1F4E79');
  });

  it('draw a logo whole on white, with its words', () => {
    expect(size(sharePng(logo, 'image/svg+xml', 'contain'))).toEqual([1200, 630]);
    const drawn = shareRender(logo, 'image/svg+xml', 'contain');
    expect(colourAt(drawn, 0, 0)).toBe('#FFFFFF');
    // The word is drawn (in a system font): some of the frame's middle row is the logo's blue.
    const row = Array.from({ length: 1200 }, (_, x) => colourAt(drawn, x, 300));
    expect(row.filter((c) => c !== '#FFFFFF').length).toBeGreaterThan(20);
  });
});
