// Demo data of the Footer stories: RAON Resort Sokcho (SPEC §1, §3), Korean and English.
import type { FooterInfo, FooterSocialLinks, FooterTerm } from './Footer.tsx';

const logo = (colour: string, sub: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="144" height="36" viewBox="0 0 160 40">` +
      `<rect x="1" y="5" width="30" height="30" rx="15" fill="none" stroke="${colour}" stroke-width="2"/>` +
      `<path d="M9 26c3-8 11-8 14 0M11 17a5 5 0 0 1 10 0" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round"/>` +
      `<text x="40" y="22" font-family="Georgia, serif" font-size="19" font-weight="700" letter-spacing="4" fill="${colour}">RAON</text>` +
      `<text x="41" y="34" font-family="Arial, sans-serif" font-size="8.5" letter-spacing="1.6" fill="${colour}">${sub}</text>` +
      `</svg>`,
  )}`;

export const sokchoLogo = logo('teal', 'RESORT SOKCHO');

const shared = {
  address: '강원특별자치도 속초시 대포동 대포항길 35',
  phone: '0336301234',
  email: 'help@raonhotels.co.kr',
  fax: '0336301299',
  businessRegistration: '227-81-12345',
  mailOrderReport: '제2025-강원속초-0123호',
};

export const infoKo: FooterInfo = { ...shared, hotelName: '라온 리조트 속초', ceoName: '김라온' };
export const infoEn: FooterInfo = { ...shared, hotelName: 'RAON Resort Sokcho', ceoName: 'Kim Raon' };

export const socialAll: FooterSocialLinks = {
  instagram: 'https://www.instagram.com/raon.hotels',
  facebook: 'https://www.facebook.com/raon.hotels',
  youtube: 'https://www.youtube.com/@raonhotels',
  kakao: 'https://pf.kakao.com/_raonhotels',
};

/** Facebook and YouTube are not set up: their icons are left out. */
export const socialPartial: FooterSocialLinks = { instagram: socialAll.instagram, facebook: '', youtube: null, kakao: socialAll.kakao };

export const termsKo: FooterTerm[] = [{ title: '이용약관' }, { title: '개인정보처리방침' }, { title: '영상정보처리기기 운영방침' }, { title: '이메일무단수집거부' }];
export const termsEn: FooterTerm[] = [
  { title: 'Terms of use' },
  { title: 'Privacy policy' },
  { title: 'Video surveillance policy' },
  { title: 'No unauthorised e-mail collection' },
];
