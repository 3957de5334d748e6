// Issue 29, point 2: a property opened by its coordinates in Kakao Map, Naver Map and Google Maps.
import { describe, expect, it } from 'vitest';
import { mapLink, mapServices } from '../../site/lib/mapLinks.ts';

const naksan = { name: '라온 호텔 낙산', latitude: 38.1219, longitude: 128.6278 };

describe('map links', () => {
  it('open the place by its coordinates in each service, the name encoded', () => {
    expect(mapLink('kakao', naksan)).toBe('https://map.kakao.com/link/map/%EB%9D%BC%EC%98%A8%20%ED%98%B8%ED%85%94%20%EB%82%99%EC%82%B0,38.1219,128.6278');
    expect(mapLink('naver', naksan)).toBe('https://map.naver.com/p?c=128.6278,38.1219,16,0,0,0,dh');
    expect(mapLink('google', naksan)).toBe('https://www.google.com/maps/search/?api=1&query=38.1219%2C128.6278');
    expect(mapServices.map((s) => new URL(mapLink(s, naksan)).protocol)).toEqual(['https:', 'https:', 'https:']);
  });

  it('keeps a name with commas or slashes from breaking the address', () => {
    const url = mapLink('kakao', { ...naksan, name: 'A, B/C' });
    expect(url).toBe('https://map.kakao.com/link/map/A%2C%20B%2FC,38.1219,128.6278');
  });
});
