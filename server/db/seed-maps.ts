// The map pictures shipped with the site (issue 29, point 2): no tile server can be reached here,
// so each property has a sketch map drawn once at seed time — land, the sea or the lake beside it,
// the main roads, and the property's pin in its colour. No text: the caption, the address and the
// map links are the page's, in its language.
import type { Queryable } from './index.ts';
import { storeFile } from './files.ts';
import { hotels } from './seed-data/brand.ts';
import { locations, type LocationSeed } from './seed-data/locations.ts';

const W = 960;
const H = 540;

/** The sketch map of a property: 960×540 SVG. */
export function mapSvg(location: LocationSeed, color: string): Buffer {
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="#EEF2E6"/>`);
  // Blocks of the town, a quiet grid.
  for (let x = 40; x < W; x += 120) for (let y = 30; y < H; y += 90) parts.push(`<rect x="${x}" y="${y}" width="84" height="56" rx="6" fill="#E2E8D8"/>`);
  if (location.map.sea === 'east') {
    parts.push(`<path d="M700 0 C660 120 720 200 690 300 C660 400 720 470 700 ${H} L${W} ${H} L${W} 0 Z" fill="#BFD9EA"/>`);
    parts.push(`<path d="M700 0 C660 120 720 200 690 300 C660 400 720 470 700 ${H}" fill="none" stroke="#F3E7C9" stroke-width="14"/>`);
  }
  if (location.map.lake) parts.push(`<ellipse cx="330" cy="300" rx="190" ry="120" fill="#BFD9EA"/>`);
  // Roads: the coastal or lakeside road, a highway from the west, and a local road to the pin.
  parts.push(`<path d="M0 120 C200 140 380 180 520 250" fill="none" stroke="#F2C14E" stroke-width="16" stroke-linecap="round"/>`);
  parts.push(`<path d="M0 120 C200 140 380 180 520 250" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-dasharray="18 14"/>`);
  parts.push(`<path d="M620 0 C600 160 640 330 600 ${H}" fill="none" stroke="#FFFFFF" stroke-width="14" stroke-linecap="round"/>`);
  parts.push(`<path d="M520 250 L${location.map.lake ? 560 : 610} 270" fill="none" stroke="#FFFFFF" stroke-width="10" stroke-linecap="round"/>`);
  // The pin, in the property's colour, with a ring for contrast on any ground.
  const px = location.map.lake ? 560 : 610;
  const py = 270;
  parts.push(`<circle cx="${px}" cy="${py + 4}" r="10" fill="rgba(0,0,0,0.18)"/>`);
  parts.push(`<path d="M${px} ${py} C${px - 30} ${py - 40} ${px - 30} ${py - 78} ${px} ${py - 78} C${px + 30} ${py - 78} ${px + 30} ${py - 40} ${px} ${py} Z" fill="${color}" stroke="#FFFFFF" stroke-width="4"/>`);
  parts.push(`<circle cx="${px}" cy="${py - 52}" r="10" fill="#FFFFFF"/>`);
  // North.
  parts.push(`<g transform="translate(60 470)"><circle r="26" fill="#FFFFFF" stroke="#5B6472" stroke-width="2"/><path d="M0 -18 L8 6 L0 1 L-8 6 Z" fill="#1F2937"/></g>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img">${parts.join('')}</svg>`);
}

/** Seed step: each property's position, times, ways there and its sketch map. */
export async function seedLocations(tx: Queryable): Promise<void> {
  for (const l of locations) {
    const hotel = hotels.find((h) => h.hotel_seq === l.hotel_seq);
    if (!hotel) throw new Error(`seedLocations: unknown hotel ${l.hotel_seq}`);
    const fileSeq = await storeFile(tx, { filePath: `hotel/${l.hotel_seq}/location/`, fileName: 'map.svg', contentType: 'image/svg+xml', content: mapSvg(l, hotel.hotel_color), visibility: 'public', altText: l.translations.KOR.map_alt });
    await tx.query(
      `INSERT INTO hotel_locations (hotel_seq, latitude, longitude, check_in_time, check_out_time, map_file_seq) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [l.hotel_seq, l.latitude, l.longitude, l.check_in_time, l.check_out_time, fileSeq],
    );
    for (const [lang, t] of Object.entries(l.translations)) {
      await tx.query(
        `INSERT INTO hotel_location_translations (hotel_seq, lang_type, by_car, by_transit, airport, parking, map_alt) VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [l.hotel_seq, lang, t.by_car, t.by_transit, t.airport, t.parking, t.map_alt],
      );
    }
  }
}
