import type { HotelLeaf, HotelRoomLeaf, OfferLeaf, QuantitativeValueLeaf, WithContext } from 'schema-dts';
import type { BrandMain } from '../../contracts/brand.ts';
import type { FacilityCardData, FacilityDetail } from '../pages/facility/shared/cards.ts';
import type { OfferDetailData } from '../components/offers/offerData.server.ts';
import { fileUrl, hotelName } from './hotel.ts';
import { mapLink } from './mapLinks.ts';

/**
 * schema.org JSON-LD of the pages search engines and chat apps read most (issue 29, point 3): a
 * property (Hotel with its rooms), a room (HotelRoom in its Hotel, with check-in and check-out) and
 * an offer (Offer in KRW with its sale period). Typed with schema-dts, which is generated from
 * schema.org's definitions: every property is written as a property of its object literal (no
 * spreads, which TypeScript does not check for unknown names), so a name a type does not have, or
 * a value of the wrong kind, fails the typecheck. Absent values are undefined: JSON leaves them out.
 */
type Branding = BrandMain['branding_data'];
type RoomFacts = Pick<FacilityCardData, 'facility_seq' | 'hotel_seq' | 'name' | 'summary' | 'size_m2' | 'capacity_standard' | 'capacity_max'>;

const absolute = (origin: string, path: string) => `${origin}${path}`;

function hotelRef(origin: string, b: Branding, locale: string, times?: { checkinTime?: string; checkoutTime?: string }): HotelLeaf {
  return {
    '@type': 'Hotel',
    '@id': absolute(origin, `/hotel/${b.hotel_seq}#hotel`),
    name: hotelName(b, locale),
    url: absolute(origin, `/hotel/${b.hotel_seq}`),
    telephone: b.main_tel ?? undefined,
    email: b.main_email ?? undefined,
    address: { '@type': 'PostalAddress', streetAddress: b.hotel_address, addressCountry: 'KR' },
    checkinTime: times?.checkinTime,
    checkoutTime: times?.checkoutTime,
  };
}

function occupancy(r: RoomFacts): QuantitativeValueLeaf | undefined {
  return r.capacity_max === null ? undefined : { '@type': 'QuantitativeValue', value: r.capacity_standard ?? undefined, maxValue: r.capacity_max, unitText: 'persons' };
}

function roomFacts(origin: string, r: RoomFacts, images: string[]): HotelRoomLeaf {
  return {
    '@type': 'HotelRoom',
    name: r.name,
    description: r.summary,
    url: absolute(origin, `/room/${r.hotel_seq}/${r.facility_seq}`),
    image: images.length > 0 ? images.map((src) => absolute(origin, src)) : undefined,
    occupancy: occupancy(r),
    floorSize: r.size_m2 === null ? undefined : { '@type': 'QuantitativeValue', value: r.size_m2, unitCode: 'MTK' },
  };
}

/** Where a property is (its hotel page's location, issue 29 point 2). */
export interface PlaceFacts {
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
}

/** /hotel/{id}: the property, where it is, its check-in and check-out, its pictures and every room. */
export function hotelLd(origin: string, b: Branding, locale: string, images: string[], rooms: (RoomFacts & { image: { file_path: string; file_name: string } | null })[], place: PlaceFacts | null = null): WithContext<HotelLeaf> {
  const hotel = hotelRef(origin, b, locale, place ? { checkinTime: place.check_in_time, checkoutTime: place.check_out_time } : undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    '@id': hotel['@id'],
    name: hotel.name,
    url: hotel.url,
    telephone: hotel.telephone,
    email: hotel.email,
    address: hotel.address,
    checkinTime: hotel.checkinTime,
    checkoutTime: hotel.checkoutTime,
    geo: place ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } : undefined,
    hasMap: place ? mapLink('google', { name: hotelName(b, locale), latitude: place.latitude, longitude: place.longitude }) : undefined,
    image: images.length > 0 ? images.map((src) => absolute(origin, src)) : undefined,
    containsPlace: rooms.map((r) => roomFacts(origin, r, r.image ? [fileUrl(r.image)] : [])),
  };
}

/** /room/{id}/{detailId}: the room, its bed, and the hotel it is in with its check-in and check-out. */
export function roomLd(origin: string, b: Branding | null, locale: string, room: FacilityDetail): WithContext<HotelRoomLeaf> {
  const facts = roomFacts(origin, room, room.images.map(fileUrl));
  return {
    '@context': 'https://schema.org',
    '@type': 'HotelRoom',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    image: facts.image,
    occupancy: facts.occupancy,
    floorSize: facts.floorSize,
    bed: room.bed_type ? { '@type': 'BedDetails', typeOfBed: room.bed_type, numberOfBeds: room.bed_type.split('+').length } : undefined,
    amenityFeature: room.amenities.length > 0 ? room.amenities.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })) : undefined,
    containedInPlace:
      b && b.hotel_seq === room.hotel_seq ? hotelRef(origin, b, locale, { checkinTime: room.check_in_time ?? undefined, checkoutTime: room.check_out_time ?? undefined }) : undefined,
  };
}

/** /promotion|package/{id}/{detailId}: the offer, its price in won and the days it is on sale, offered by its hotel. */
export function offerLd(origin: string, b: Branding | null, locale: string, { kind, offer }: OfferDetailData): WithContext<OfferLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name: offer.title,
    description: offer.summary,
    url: absolute(origin, `/${kind}/${offer.hotel_seq}/${offer.seq}`),
    image: offer.images[0] ? absolute(origin, fileUrl(offer.images[0])) : undefined,
    price: offer.price_from ?? undefined,
    priceCurrency: offer.price_from === null ? undefined : 'KRW',
    validFrom: offer.sale_start,
    validThrough: offer.sale_end,
    availability: offer.is_ended ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
    offeredBy: b && b.hotel_seq === offer.hotel_seq ? hotelRef(origin, b, locale) : undefined,
  };
}

/** The text of a `<script type="application/ld+json">`: JSON with `<` escaped, so no text in it can end the script. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
