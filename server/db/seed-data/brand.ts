// Demo content of the brand: company 100, the brand hotel 100, the properties Sokcho (101),
// Naksan (102) and Gyeongju (103), and the test hotel 8000 (SPEC §1, DESIGN §5).
// Names, numbers and addresses are fictional; e-mail domains use the reserved .example TLD.
// English addresses keep the Korean order (province, city, district, street) so that
// "location = 2nd and 3rd words of hotel_address" (SPEC §2) reads well in both languages.

export const companies = [{ company_seq: 100, company_name: '라온호텔앤리조트 주식회사' }];

type Lang = 'KOR' | 'ENG';

interface SeedHotel {
  hotel_seq: number;
  company_seq: number;
  kind: 'brand' | 'property' | 'test';
  hotel_name: string;
  hotel_name_en: string;
  hotel_address: string;
  booking_hotel_code: string;
  owner_hotel_code: number | null;
  hotel_color: string;
  main_tel: string | null;
  main_email: string | null;
  fax_number: string | null;
  main_name: string;
  business_registration: string;
  mail_order_report: string | null;
  instagram: string | null;
  facebook: string | null;
  youtube: string | null;
  kakao: string | null;
  sort_order: number;
  logo: string;
  translations: Partial<Record<Lang, { hotel_address: string; main_name: string }>>;
}

export const hotels: SeedHotel[] = [
  {
    hotel_seq: 100, company_seq: 100, kind: 'brand',
    hotel_name: '라온 호텔앤리조트', hotel_name_en: 'RAON Hotels & Resorts',
    hotel_address: '서울특별시 중구 을지로 100 라온타워 12층', booking_hotel_code: 'RAON',
    owner_hotel_code: null, hotel_color: '#1F4E79',
    main_tel: '1588-2040', main_email: 'help@raonhotels.example', fax_number: '02-6020-1001',
    main_name: '한서윤', business_registration: '104-81-23454', mail_order_report: '제2025-서울중구-0417호',
    instagram: 'https://www.instagram.com/raonhotels.example', facebook: 'https://www.facebook.com/raonhotels.example',
    youtube: 'https://www.youtube.com/@raonhotels.example', kakao: 'https://pf.kakao.com/_raonhotels',
    sort_order: 0, logo: 'raon.svg',
    translations: {
      KOR: { hotel_address: '서울특별시 중구 을지로 100 라온타워 12층', main_name: '한서윤' },
      ENG: { hotel_address: 'Seoul Jung-gu Eulji-ro 100, RAON Tower 12F', main_name: 'Seoyun Han' },
    },
  },
  {
    hotel_seq: 101, company_seq: 100, kind: 'property',
    hotel_name: '라온 리조트 속초', hotel_name_en: 'RAON Resort Sokcho',
    hotel_address: '강원특별자치도 속초시 대포동 대포항길 35', booking_hotel_code: 'RAONSC',
    owner_hotel_code: 13, hotel_color: '#0B6E8A',
    main_tel: '033-630-1000', main_email: 'sokcho@raonhotels.example', fax_number: '033-630-1001',
    main_name: '한서윤', business_registration: '227-85-10231', mail_order_report: '제2025-강원속초-0088호',
    instagram: 'https://www.instagram.com/raon.sokcho.example', facebook: null,
    youtube: 'https://www.youtube.com/@raonhotels.example', kakao: 'https://pf.kakao.com/_raonsokcho',
    sort_order: 1, logo: 'sokcho.svg',
    translations: {
      KOR: { hotel_address: '강원특별자치도 속초시 대포동 대포항길 35', main_name: '한서윤' },
      ENG: { hotel_address: 'Gangwon-do Sokcho-si Daepo-dong 35 Daepohang-gil', main_name: 'Seoyun Han' },
    },
  },
  {
    hotel_seq: 102, company_seq: 100, kind: 'property',
    hotel_name: '라온 호텔 낙산', hotel_name_en: 'RAON Hotel Naksan',
    hotel_address: '강원특별자치도 양양군 강현면 낙산사로 100', booking_hotel_code: 'RAONNS',
    owner_hotel_code: 14, hotel_color: '#2E7D5B',
    main_tel: '033-670-2000', main_email: 'naksan@raonhotels.example', fax_number: '033-670-2001',
    main_name: '한서윤', business_registration: '227-85-10245', mail_order_report: '제2025-강원양양-0031호',
    instagram: 'https://www.instagram.com/raon.naksan.example', facebook: 'https://www.facebook.com/raon.naksan.example',
    youtube: null, kakao: 'https://pf.kakao.com/_raonnaksan',
    sort_order: 2, logo: 'naksan.svg',
    translations: {
      KOR: { hotel_address: '강원특별자치도 양양군 강현면 낙산사로 100', main_name: '한서윤' },
      ENG: { hotel_address: 'Gangwon-do Yangyang-gun Ganghyeon-myeon 100 Naksansa-ro', main_name: 'Seoyun Han' },
    },
  },
  {
    hotel_seq: 103, company_seq: 100, kind: 'property',
    hotel_name: '라온 리조트 경주', hotel_name_en: 'RAON Resort Gyeongju',
    hotel_address: '경상북도 경주시 신평동 보문로 400', booking_hotel_code: 'RAONGJ',
    owner_hotel_code: 15, hotel_color: '#8A5A2B',
    main_tel: '054-740-3000', main_email: 'gyeongju@raonhotels.example', fax_number: '054-740-3001',
    main_name: '한서윤', business_registration: '505-85-20416', mail_order_report: '제2025-경북경주-0152호',
    instagram: 'https://www.instagram.com/raon.gyeongju.example', facebook: 'https://www.facebook.com/raon.gyeongju.example',
    youtube: 'https://www.youtube.com/@raonhotels.example', kakao: null,
    sort_order: 3, logo: 'gyeongju.svg',
    translations: {
      KOR: { hotel_address: '경상북도 경주시 신평동 보문로 400', main_name: '한서윤' },
      ENG: { hotel_address: 'Gyeongsangbuk-do Gyeongju-si Sinpyeong-dong 400 Bomun-ro', main_name: 'Seoyun Han' },
    },
  },
  {
    hotel_seq: 8000, company_seq: 100, kind: 'test',
    hotel_name: '라온 테스트 호텔', hotel_name_en: 'RAON Test Hotel',
    hotel_address: '서울특별시 중구 을지로 100 라온타워 B1', booking_hotel_code: 'RAONTEST',
    owner_hotel_code: null, hotel_color: '#6B21A8',
    main_tel: '02-6020-1000', main_email: 'qa@raonhotels.example', fax_number: null,
    main_name: '한서윤', business_registration: '104-81-23454', mail_order_report: null,
    instagram: null, facebook: null, youtube: null, kakao: null,
    sort_order: 99, logo: 'test.svg',
    translations: {
      KOR: { hotel_address: '서울특별시 중구 을지로 100 라온타워 B1', main_name: '한서윤' },
      ENG: { hotel_address: 'Seoul Jung-gu Eulji-ro 100, RAON Tower B1', main_name: 'Seoyun Han' },
    },
  },
];

interface SeedTerm {
  company_seq: number;
  term_key: string;
  sort_order: number;
  effective_date: string;
  translations: Record<Lang, { title: string; content: string }>;
}

export const terms: SeedTerm[] = [
  {
    company_seq: 100, term_key: 'terms-of-use', sort_order: 1, effective_date: '2025-01-01',
    translations: {
      KOR: {
        title: '이용약관',
        content: '제1조(목적) 이 약관은 라온호텔앤리조트 주식회사(이하 "회사")가 운영하는 웹사이트에서 제공하는 서비스의 이용 조건과 절차, 회사와 이용자의 권리·의무 및 책임사항을 규정함을 목적으로 합니다.\n\n제2조(약관의 효력) 이 약관은 웹사이트에 게시하여 공지함으로써 효력이 발생합니다. 회사는 관련 법령을 위배하지 않는 범위에서 약관을 개정할 수 있으며, 개정 시 적용일자 7일 전부터 공지합니다.\n\n제3조(예약) 객실 예약과 결제는 회사가 지정한 예약 사이트에서 이루어지며, 취소·환불 규정은 예약 시 안내되는 요금 조건을 따릅니다.',
      },
      ENG: {
        title: 'Terms of Use',
        content: 'Article 1 (Purpose) These terms set out the conditions and procedures for using the services of the website operated by RAON Hotels & Resorts Co., Ltd. (the "Company"), and the rights, duties and responsibilities of the Company and its users.\n\nArticle 2 (Effect) These terms take effect when posted on the website. The Company may amend them within the limits of the law and announces any amendment at least 7 days before it applies.\n\nArticle 3 (Reservations) Rooms are reserved and paid for on the booking site designated by the Company; cancellation and refund follow the rate conditions shown at booking.',
      },
    },
  },
  {
    company_seq: 100, term_key: 'privacy-policy', sort_order: 2, effective_date: '2025-01-01',
    translations: {
      KOR: {
        title: '개인정보처리방침',
        content: '회사는 「개인정보 보호법」에 따라 이용자의 개인정보를 보호하고 이와 관련한 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 수립·공개합니다.\n\n1. 수집 항목: 이름, 연락처, 이메일, 문의 내용\n2. 수집 목적: 고객 문의(VOC) 접수 및 회신\n3. 보유 기간: 접수일로부터 3년(「전자상거래 등에서의 소비자보호에 관한 법률」에 따른 소비자 불만 또는 분쟁처리 기록)\n4. 이용자는 개인정보 수집·이용에 대한 동의를 거부할 권리가 있으며, 거부 시 문의 접수가 제한됩니다.',
      },
      ENG: {
        title: 'Privacy Policy',
        content: 'Under the Personal Information Protection Act, the Company sets out and discloses this policy to protect users\' personal information and to handle related complaints promptly.\n\n1. Items collected: name, contact number, e-mail, inquiry details\n2. Purpose: receiving and answering customer inquiries (VOC)\n3. Retention: 3 years from receipt (records of consumer complaints and disputes under the Act on Consumer Protection in Electronic Commerce)\n4. Users may refuse consent to the collection and use of their personal information; an inquiry cannot be received without it.',
      },
    },
  },
  {
    company_seq: 100, term_key: 'cctv-policy', sort_order: 3, effective_date: '2025-01-01',
    translations: {
      KOR: {
        title: '영상정보처리기기 운영·관리 방침',
        content: '회사는 시설 안전과 화재 예방, 고객 안전을 위하여 로비, 주차장, 복도 등에 영상정보처리기기를 설치·운영합니다. 촬영 영상은 30일간 보관 후 자동 삭제되며, 정보주체는 본인의 영상 열람을 요구할 수 있습니다.',
      },
      ENG: {
        title: 'Video Surveillance Policy',
        content: 'For facility safety, fire prevention and the safety of guests, the Company operates video surveillance devices in lobbies, car parks and corridors. Recordings are kept for 30 days and then deleted automatically; a data subject may ask to view recordings of themselves.',
      },
    },
  },
  {
    company_seq: 100, term_key: 'email-collection-ban', sort_order: 4, effective_date: '2025-01-01',
    translations: {
      KOR: {
        title: '이메일무단수집거부',
        content: '본 웹사이트에 게시된 이메일 주소가 전자우편 수집 프로그램이나 그 밖의 기술적 장치를 이용하여 무단으로 수집되는 것을 거부하며, 이를 위반 시 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 의해 형사 처벌됨을 유념하시기 바랍니다.',
      },
      ENG: {
        title: 'No Unauthorised E-mail Collection',
        content: 'We refuse the unauthorised collection of e-mail addresses posted on this website by e-mail harvesting programs or other technical means. Violations are subject to criminal penalties under the Act on Promotion of Information and Communications Network Utilization and Information Protection.',
      },
    },
  },
];
