import { describe, expect, it } from 'vitest';
import { brandColorCss, brandHoverColor } from '../../design-system/tokens/brandColor.ts';
import { faviconPath, siteTitle } from '../../shared/i18n/siteTitle.ts';
import { fileUrl, hotelLocation, hotelName } from '../../site/lib/hotel.ts';
import { siteContextOf } from '../../server/web/middleware/session.ts';
import ko from '../../locales/ko/common.json';
import en from '../../locales/en/common.json';

describe('siteContextOf (cookies c_hotel, c_company)', () => {
  it('defaults to hotel 100 and company 100', () => {
    expect(siteContextOf(undefined)).toEqual({ hotelSeq: 100, companySeq: 100 });
    expect(siteContextOf({})).toEqual({ hotelSeq: 100, companySeq: 100 });
  });
  it('reads both cookies', () => {
    expect(siteContextOf({ c_hotel: '101', c_company: '100' })).toEqual({ hotelSeq: 101, companySeq: 100 });
  });
  it('ignores values that are not ids', () => {
    expect(siteContextOf({ c_hotel: 'abc', c_company: '-3' })).toEqual({ hotelSeq: 100, companySeq: 100 });
    expect(siteContextOf({ c_hotel: '1e400' })).toEqual({ hotelSeq: 100, companySeq: 100 });
  });
  it('never takes the test hotel as the visit’s hotel (issue 15, point 5)', () => {
    expect(siteContextOf({ c_hotel: '8000', c_company: '100' })).toEqual({ hotelSeq: 100, companySeq: 100 });
  });
});

describe('title and icon per hotel (SPEC §1)', () => {
  const ctx = (hotelSeq: number, locale = 'ko') => ({ locale, i18nStore: { common: locale === 'ko' ? ko : en }, scope: { hotel_seq: hotelSeq } });
  it('gives the brand title for 100, the test title for 8000, the brand title for others', () => {
    expect(siteTitle(ctx(100))).toBe('라온 호텔앤리조트');
    expect(siteTitle(ctx(8000))).toBe('라온 호텔앤리조트 [테스트]');
    expect(siteTitle(ctx(101))).toBe('라온 호텔앤리조트');
    expect(siteTitle(ctx(100, 'en'))).toBe('RAON Hotels & Resorts');
  });
  it('gives the brand icon for 100, the test icon for 8000 and the default icon otherwise, cache-busted', () => {
    expect(faviconPath(100, '1700000000000')).toBe('/favicon/brand.svg?v=1700000000000');
    expect(faviconPath(8000, '1')).toBe('/favicon/test.svg?v=1');
    expect(faviconPath(103, '1')).toBe('/favicon/default.svg?v=1');
  });
});

describe('hotel helpers', () => {
  it('takes the location from the 2nd and 3rd words of the address', () => {
    expect(hotelLocation('강원특별자치도 속초시 대포동 대포항길 35')).toBe('속초시 대포동');
    expect(hotelLocation('  경상북도   경주시 신평동 ')).toBe('경주시 신평동');
    expect(hotelLocation('서울')).toBe('');
  });
  it('shows hotel_name in Korean and hotel_name_en in any other language', () => {
    const h = { hotel_name: '라온 호텔 낙산', hotel_name_en: 'RAON Hotel Naksan' };
    expect(hotelName(h, 'ko')).toBe('라온 호텔 낙산');
    expect(hotelName(h, 'en')).toBe('RAON Hotel Naksan');
    expect(hotelName(h, 'ja')).toBe('RAON Hotel Naksan');
    expect(hotelName({ ...h, hotel_name_en: '' }, 'en')).toBe('라온 호텔 낙산');
  });
  it('builds the download address of a stored file', () => {
    expect(fileUrl({ file_path: 'hotel/101/logo/', file_name: 'sokcho.svg' })).toBe('/crs/download/100/100/hotel/101/logo/sokcho.svg');
  });
});

describe('brand colour (SPEC §4)', () => {
  it('hovers with the colour plus 0F', () => {
    expect(brandHoverColor('#0B6E8A')).toBe('#0B6E8A0F');
  });
  it('writes both variables, and nothing for a value that is not a colour', () => {
    expect(brandColorCss('#0B6E8A')).toBe(':root{--raon-color-brand:#0B6E8A;--raon-color-brand-hover:#0B6E8A0F}');
    expect(brandColorCss('red;} body{display:none')).toBe('');
    expect(brandColorCss(null)).toBe('');
  });
});
