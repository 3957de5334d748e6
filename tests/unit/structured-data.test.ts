import { describe, expect, it } from 'vitest';
import { hotelLd, jsonLdText, offerLd, roomLd } from '../../site/lib/structuredData.ts';
import type { BrandMain } from '../../contracts/brand.ts';
import type { FacilityDetail } from '../../site/pages/facility/shared/cards.ts';
import type { OfferDetailData } from '../../site/components/offers/offerData.server.ts';

// Issue 29, point 3: the JSON-LD of a property, a room and an offer. Its property names and kinds
// are checked against schema.org's definitions by the typecheck (site/lib/structuredData.ts, typed
// with schema-dts); this test checks the values a search engine reads.
const origin = 'https://www.raonhotels.example';
const branding = {
  hotel_seq: 101, hotel_name: '라온 리조트 속초', hotel_name_en: 'RAON Resort Sokcho', hotel_address: '강원특별자치도 속초시 대포동 대포항길 35',
  main_tel: '033-630-1000', main_email: 'sokcho@raonhotels.example',
} as unknown as BrandMain['branding_data'];
const image = { file_path: 'hotel/101/', file_name: 'room-1.svg', alt_text: null };
const room = {
  facility_seq: 1, hotel_seq: 101, hotel_name: '라온 리조트 속초', hotel_name_en: 'RAON Resort Sokcho', facility_type: 'room', name: '디럭스 더블 오션뷰', summary: '바다가 보이는 객실',
  content_lang_type: 'KOR', size_m2: 33, capacity_standard: 2, capacity_max: 3, images: [image, { ...image, file_name: 'room-2.svg' }], description: '…', location: null, view: null,
  amenities: ['욕조', '미니바'], notes: [], bed_type: 'King + Ondol', check_in_time: '15:00', check_out_time: '11:00', open_time: null, close_time: null, phone: null,
} as unknown as FacilityDetail;

describe('structured data', () => {
  it('describes a property as a Hotel with its address, telephone, pictures and rooms', () => {
    const ld = hotelLd(origin, branding, 'en', ['/crs/download/100/100/hotel/101/hero.svg'], [{ ...room, image }]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'Hotel', name: 'RAON Resort Sokcho', url: `${origin}/hotel/101`, telephone: '033-630-1000',
      address: { '@type': 'PostalAddress', streetAddress: branding.hotel_address, addressCountry: 'KR' },
      image: [`${origin}/crs/download/100/100/hotel/101/hero.svg`],
    });
    expect(ld.containsPlace).toEqual([
      expect.objectContaining({ '@type': 'HotelRoom', name: '디럭스 더블 오션뷰', url: `${origin}/room/101/1`, occupancy: { '@type': 'QuantitativeValue', value: 2, maxValue: 3, unitText: 'persons' }, floorSize: { '@type': 'QuantitativeValue', value: 33, unitCode: 'MTK' } }),
    ]);
  });

  it('describes a room with its bed and the hotel it is in, with check-in and check-out', () => {
    const ld = JSON.parse(jsonLdText(roomLd(origin, branding, 'ko', room))) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'HotelRoom', bed: { '@type': 'BedDetails', typeOfBed: 'King + Ondol', numberOfBeds: 2 }, image: [expect.stringMatching(/room-1\.svg$/), expect.stringMatching(/room-2\.svg$/)] });
    expect(ld.containedInPlace).toMatchObject({ '@type': 'Hotel', name: '라온 리조트 속초', checkinTime: '15:00', checkoutTime: '11:00', telephone: '033-630-1000' });
    expect(ld.amenityFeature).toEqual([
      { '@type': 'LocationFeatureSpecification', name: '욕조', value: true },
      { '@type': 'LocationFeatureSpecification', name: '미니바', value: true },
    ]);
    // Another hotel's brand data is not this room's hotel.
    expect(roomLd(origin, { ...branding, hotel_seq: 102 }, 'ko', room).containedInPlace).toBeUndefined();
  });

  it('describes an offer with its price in won and the days it is on sale', () => {
    const data = { kind: 'promotion', offer: { seq: 7, hotel_seq: 101, title: '얼리버드 특가', summary: '…', images: [image], price_from: 189000, sale_start: '2026-11-01', sale_end: '2026-12-31', is_ended: false } } as unknown as OfferDetailData;
    expect(offerLd(origin, branding, 'ko', data)).toMatchObject({
      '@type': 'Offer', name: '얼리버드 특가', url: `${origin}/promotion/101/7`, price: 189000, priceCurrency: 'KRW', validFrom: '2026-11-01', validThrough: '2026-12-31',
      availability: 'https://schema.org/InStock', offeredBy: { '@type': 'Hotel', name: '라온 리조트 속초' },
    });
    const free = offerLd(origin, null, 'ko', { ...data, offer: { ...data.offer, price_from: null, is_ended: true } });
    expect(free.price).toBeUndefined();
    expect(free.priceCurrency).toBeUndefined();
    expect(free.availability).toBe('https://schema.org/Discontinued');
  });

  it('cannot be ended early by the text it carries', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
