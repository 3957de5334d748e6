// Fictional business data of the two properties (stories only; the app passes its own).
import type { MemberFooterProperty, MemberFooterTerm, MemberFooterVariant } from './MemberFooter.tsx';

export const storyProperties: Record<MemberFooterVariant, MemberFooterProperty> = {
  naksan: {
    company: '(주)라온 호텔 낙산',
    ceo: '김하람',
    address: '강원특별자치도 양양군 강현면 해맞이길 100',
    tel: '0336101234',
    fax: '0336101235',
    businessRegistration: '123-45-67890',
    mailOrder: '제2025-강원양양-0014호',
    social: {
      instagram: 'https://www.instagram.com/raon_naksan.example',
      facebook: 'https://www.facebook.com/raon.naksan.example',
      youtube: 'https://www.youtube.com/@raon-naksan-example',
      kakao: 'https://pf.kakao.com/_raonnaksanexample',
    },
  },
  sokcho: {
    company: '(주)라온 리조트 속초',
    ceo: '정유진',
    address: '강원특별자치도 속초시 설악해변길 200',
    tel: '0336331234',
    fax: '0336331235',
    businessRegistration: '234-56-78901',
    mailOrder: '제2025-강원속초-0013호',
    social: {
      instagram: 'https://www.instagram.com/raon_sokcho.example',
      facebook: 'https://www.facebook.com/raon.sokcho.example',
      youtube: 'https://www.youtube.com/@raon-sokcho-example',
      kakao: 'https://pf.kakao.com/_raonsokchoexample',
    },
  },
};

export const storyPropertiesEnglish: Record<MemberFooterVariant, MemberFooterProperty> = {
  naksan: {
    ...storyProperties.naksan,
    company: 'RAON Hotel Naksan Co., Ltd.',
    ceo: 'Haram Kim',
    address: '100 Haemaji-gil, Ganghyeon-myeon, Yangyang-gun, Gangwon-do',
    mailOrder: '2025-Gangwon Yangyang-0014',
  },
  sokcho: {
    ...storyProperties.sokcho,
    company: 'RAON Resort Sokcho Co., Ltd.',
    ceo: 'Yujin Jeong',
    address: '200 Seorakhaebyeon-gil, Sokcho-si, Gangwon-do',
    mailOrder: '2025-Gangwon Sokcho-0013',
  },
};

/** SPEC §2: the four terms links all lead to the error page. */
export const storyTermsLinks: Record<MemberFooterTerm, string> = {
  termsOfUse: '/errorPage',
  privacy: '/errorPage',
  videoSurveillance: '/errorPage',
  emailBan: '/errorPage',
};
