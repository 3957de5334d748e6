// Demo content of the brand site's "Our Brand", property introductions, rooms and facilities
// (SPEC §1–§3): Korean source text with English translations, and illustrated SVG images.
// Everything is deterministic: the same data and image bytes on every run.

import { storeFile } from './files.ts';
import type { Queryable } from './index.ts';
import { hotels } from './seed-data/brand.ts';
import { sceneSvg, seedOf, type Scene } from './seed-images.ts';

type Lang = 'KOR' | 'ENG';
type FacilityType = 'room' | 'golf' | 'dining' | 'leisure' | 'wellness';

interface Highlight {
  title: string;
  text: string;
}

interface IntroText {
  title: string;
  subtitle: string;
  description: string;
  highlights: Highlight[];
}

export interface SeedIntro {
  hotel_seq: number;
  opened_on: string;
  total_rooms: number;
  hero_alt: string;
  translations: Record<Lang, IntroText>;
}

interface FacilityText {
  name: string;
  summary: string;
  description: string;
  location: string;
  view?: string;
  amenities?: string[];
  notes?: string[];
}

export interface SeedImage {
  alt: string;
  scene: Scene;
}

export interface SeedFacility {
  hotel_seq: number;
  type: FacilityType;
  /** Base of the image file names: `<slug>-1.svg`, `<slug>-2.svg`. */
  slug: string;
  /** Two pictures, each with its Korean alt text and the scene that shows what the alt says. */
  images: [SeedImage, SeedImage];
  size_m2?: number;
  capacity_standard?: number;
  capacity_max?: number;
  bed_type?: string;
  open_time?: string;
  close_time?: string;
  phone?: string;
  translations: Record<Lang, FacilityText>;
}

const CHECK_IN = '15:00';
const CHECK_OUT = '11:00';

export const brandIntros: SeedIntro[] = [
  {
    hotel_seq: 100, opened_on: '2016-04-15', total_rooms: 1016,
    hero_alt: '해 질 녘 바다와 호수를 품은 라온 호텔앤리조트 전경',
    translations: {
      KOR: {
        title: '즐거운 쉼, 라온',
        subtitle: '바다와 호수, 천년 고도를 잇는 라온 호텔앤리조트',
        description: '라온은 ‘즐거운’이라는 뜻을 지닌 순우리말입니다. 라온 호텔앤리조트는 속초의 푸른 바다, 양양 낙산의 해변, 경주 보문호수 곁에서 머무는 시간 자체가 여행이 되는 휴식을 제안합니다. 지역의 풍경과 문화를 담은 객실과 미식, 세심한 서비스로 가족과 연인, 친구 모두에게 오래 기억될 하루를 준비합니다.',
        highlights: [
          { title: '세 곳의 목적지', text: '동해의 속초·낙산과 천년 고도 경주, 서로 다른 풍경의 세 프로퍼티' },
          { title: '1,016개의 객실', text: '오션뷰 디럭스부터 한옥 스위트, 프라이빗 풀빌라까지' },
          { title: '지역과 함께하는 미식', text: '동해 제철 해산물과 양양 송이, 경주 한우를 담은 레스토랑' },
          { title: '회원을 위한 혜택', text: '분양 회원 전용 포털과 제휴 시설 예약 서비스' },
        ],
      },
      ENG: {
        title: 'A Joyful Escape, RAON',
        subtitle: 'RAON Hotels & Resorts, linking the sea, the lake and an ancient capital',
        description: 'RAON is a native Korean word meaning "joyful". By the blue sea of Sokcho, on the beach at Naksan in Yangyang and beside Bomun Lake in Gyeongju, RAON Hotels & Resorts offers stays where the time you spend is the journey itself. Rooms, dining and thoughtful service shaped by each region\'s landscape and culture make every day one that families, couples and friends remember.',
        highlights: [
          { title: 'Three destinations', text: 'Sokcho and Naksan on the East Sea and the ancient capital of Gyeongju, each with its own scenery' },
          { title: '1,016 rooms', text: 'From ocean-view deluxe rooms to hanok suites and private pool villas' },
          { title: 'Local flavours', text: 'Restaurants serving East Sea seafood, Yangyang pine mushrooms and Gyeongju Hanwoo beef' },
          { title: 'Member benefits', text: 'A dedicated portal for unit owners and booking of partner facilities' },
        ],
      },
    },
  },
  {
    hotel_seq: 101, opened_on: '2018-07-01', total_rooms: 412,
    hero_alt: '대포항과 동해가 내려다보이는 라온 리조트 속초 전경',
    translations: {
      KOR: {
        title: '라온 리조트 속초',
        subtitle: '대포항의 아침과 설악의 능선을 한 번에',
        description: '대포항 바로 앞, 동해를 정면으로 마주한 라온 리조트 속초는 전 객실의 80% 이상에서 바다를 조망할 수 있습니다. 설악산과 속초 중앙시장이 차량으로 20분 거리에 있어 산과 바다, 먹거리 여행을 함께 즐기기 좋습니다. 루프탑 인피니티 풀과 18홀 골프 코스가 가족 여행부터 골프 여행까지 여유로운 일정을 완성합니다.',
        highlights: [
          { title: '오션 프런트', text: '대포항과 동해 일출을 객실에서 바로 감상' },
          { title: '루프탑 인피니티 풀', text: '사계절 온수로 운영하는 바다 전망 수영장' },
          { title: '라온 설악 CC', text: '울산바위를 바라보며 라운드하는 18홀 코스' },
        ],
      },
      ENG: {
        title: 'RAON Resort Sokcho',
        subtitle: 'Daepo Harbour mornings and the ridges of Seoraksan in one view',
        description: 'Right in front of Daepo Harbour and facing the East Sea, RAON Resort Sokcho offers sea views from more than 80% of its rooms. Seoraksan National Park and Sokcho Central Market are each about 20 minutes away by car, so mountains, sea and local food are all within easy reach. A rooftop infinity pool and an 18-hole golf course round out anything from a family holiday to a golf trip.',
        highlights: [
          { title: 'Ocean front', text: 'Daepo Harbour and the East Sea sunrise straight from your room' },
          { title: 'Rooftop infinity pool', text: 'A heated sea-view pool open all year round' },
          { title: 'RAON Seorak CC', text: 'An 18-hole course with views of Ulsanbawi Rock' },
        ],
      },
    },
  },
  {
    hotel_seq: 102, opened_on: '2021-06-18', total_rooms: 268,
    hero_alt: '낙산해변과 서핑하는 사람들이 보이는 라온 호텔 낙산 전경',
    translations: {
      KOR: {
        title: '라온 호텔 낙산',
        subtitle: '파도와 솔숲 사이, 양양의 여름을 닮은 호텔',
        description: '라온 호텔 낙산은 낙산해변 백사장까지 걸어서 1분, 천년 고찰 낙산사까지 도보 10분 거리에 있습니다. 서핑 강습과 장비 대여를 호텔에서 한 번에 해결할 수 있어 처음 보드에 오르는 분들도 부담 없이 즐길 수 있습니다. 하루를 마친 뒤에는 바다를 바라보는 사우나와 양양 송이를 담은 한식으로 여유롭게 쉬어 가세요.',
        highlights: [
          { title: '비치 프런트', text: '객실에서 바로 내려가는 낙산해변' },
          { title: '라온 서프 스쿨', text: '입문 강습부터 보드·웻슈트 대여까지' },
          { title: '낙산사 산책', text: '의상대 일출 명소까지 도보 10분' },
        ],
      },
      ENG: {
        title: 'RAON Hotel Naksan',
        subtitle: 'Between the waves and the pines, a hotel made for summers in Yangyang',
        description: 'RAON Hotel Naksan is a one-minute walk from the sands of Naksan Beach and ten minutes on foot from Naksansa, a temple more than a thousand years old. Surf lessons and equipment rental are all arranged at the hotel, so even first-timers can get on a board with ease. After a day on the water, unwind in a sauna overlooking the sea or over Korean dishes made with Yangyang pine mushrooms.',
        highlights: [
          { title: 'Beach front', text: 'Naksan Beach just steps from your room' },
          { title: 'RAON Surf School', text: 'Beginner lessons, board and wetsuit rental' },
          { title: 'Walks to Naksansa', text: 'Ten minutes on foot to the famous Uisangdae sunrise spot' },
        ],
      },
    },
  },
  {
    hotel_seq: 103, opened_on: '2019-03-29', total_rooms: 336,
    hero_alt: '보문호수와 한옥 별관이 어우러진 라온 리조트 경주 전경',
    translations: {
      KOR: {
        title: '라온 리조트 경주',
        subtitle: '보문호수 위로 흐르는 천년의 시간',
        description: '라온 리조트 경주는 보문호수를 곁에 두고 불국사와 대릉원, 동궁과 월지까지 차량 20분 이내에 닿는 경주 여행의 중심에 있습니다. 호수를 향해 열린 객실과 전통 한옥 스위트, 프라이빗 풀빌라가 저마다의 방식으로 고도의 정취를 전합니다. 18홀 골프 코스와 온천 스파, 신라 역사 체험 키즈클럽까지 온 가족이 함께 머물기 좋은 리조트입니다.',
        highlights: [
          { title: '레이크 뷰', text: '벚꽃과 단풍이 물드는 보문호수를 객실에서' },
          { title: '한옥 스위트', text: '온돌과 대청마루를 갖춘 별관 라온재' },
          { title: '라온 보문 GC', text: '토함산 자락에 펼쳐진 18홀 코스' },
          { title: '역사 여행의 거점', text: '불국사·대릉원·동궁과 월지까지 20분 이내' },
        ],
      },
      ENG: {
        title: 'RAON Resort Gyeongju',
        subtitle: 'A thousand years of history flowing over Bomun Lake',
        description: 'Set beside Bomun Lake, RAON Resort Gyeongju sits at the heart of any Gyeongju trip, with Bulguksa Temple, Daereungwon and Donggung Palace and Wolji Pond all within a 20-minute drive. Rooms opening onto the lake, traditional hanok suites and private pool villas each capture the charm of the ancient capital in their own way. With an 18-hole golf course, a hot-spring spa and a kids club built around Silla history, it is a resort the whole family can enjoy together.',
        highlights: [
          { title: 'Lake view', text: 'Bomun Lake in cherry blossom and autumn colour, seen from your room' },
          { title: 'Hanok suites', text: 'Raonjae, an annex with ondol floors and a wooden daecheong hall' },
          { title: 'RAON Bomun GC', text: 'An 18-hole course on the slopes of Tohamsan' },
          { title: 'Base for history', text: 'Bulguksa, Daereungwon and Donggung Palace within 20 minutes' },
        ],
      },
    },
  },
  {
    hotel_seq: 8000, opened_on: '2022-01-10', total_rooms: 12,
    hero_alt: '테스트 호텔 대표 이미지',
    translations: {
      KOR: {
        title: '라온 테스트 호텔',
        subtitle: '사이트 점검용 테스트 프로퍼티',
        description: '라온 테스트 호텔은 웹사이트 기능 점검을 위해 운영하는 테스트용 프로퍼티입니다. 실제 예약은 받지 않습니다.',
        highlights: [
          { title: '테스트 전용', text: '실제 예약이 불가능한 점검용 호텔' },
          { title: '객실 12개', text: '화면 확인용 샘플 객실 데이터' },
          { title: '문의', text: 'qa@raonhotels.example' },
        ],
      },
      ENG: {
        title: 'RAON Test Hotel',
        subtitle: 'A test property for checking the website',
        description: 'RAON Test Hotel is a test property used to check the features of the website. It does not accept real reservations.',
        highlights: [
          { title: 'Test only', text: 'A hotel for checks; real bookings are not possible' },
          { title: '12 rooms', text: 'Sample room data for checking screens' },
          { title: 'Contact', text: 'qa@raonhotels.example' },
        ],
      },
    },
  },
];

// Stay rules repeat across rooms, so each is written once and picked by key.
const roomNotes = {
  extraBed: {
    KOR: '엑스트라 베드는 1박 40,000원이며, 사전 요청 시 준비해 드립니다.',
    ENG: 'Extra beds are KRW 40,000 per night and are prepared on request.',
  },
  child: {
    KOR: '기준 인원 초과 시 1인 1박 20,000원, 37개월 이상 12세 이하 아동은 10,000원이 추가됩니다.',
    ENG: 'Each guest beyond standard occupancy is KRW 20,000 per night; children aged 37 months to 12 years are KRW 10,000.',
  },
  infant: {
    KOR: '36개월 이하 유아는 인원에 포함되지 않으며, 유아 침대는 프런트에 요청해 주세요.',
    ENG: 'Infants up to 36 months are not counted; please ask the front desk for a baby cot.',
  },
  bedding: {
    KOR: '엑스트라 베드 대신 침구 1세트(1박 20,000원)를 추가할 수 있습니다.',
    ENG: 'Instead of an extra bed, one set of floor bedding can be added for KRW 20,000 per night.',
  },
  maxGuests: {
    KOR: '최대 인원을 초과하면 입실이 제한됩니다.',
    ENG: 'Check-in is refused if the number of guests exceeds the maximum occupancy.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

type RoomNote = keyof typeof roomNotes;

function notes(lang: Lang, ...keys: RoomNote[]): string[] {
  return keys.map((key) => roomNotes[key][lang]);
}

export const facilities: SeedFacility[] = [
  // 101 라온 리조트 속초
  {
    hotel_seq: 101, type: 'room', slug: 'deluxe-ocean', size_m2: 33, capacity_standard: 2, capacity_max: 3, bed_type: 'King',
    images: [
      { alt: '동해가 정면으로 보이는 디럭스 더블 오션뷰 객실', scene: { kind: 'room', beds: 'double', view: 'ocean' } },
      { alt: '디럭스 더블 오션뷰 객실의 킹 베드와 창가 소파', scene: { kind: 'room', beds: 'double', view: 'ocean', extra: 'sofa' } },
    ],
    translations: {
      KOR: {
        name: '디럭스 더블 오션뷰', summary: '대포항과 동해 일출을 침대에서 바로 감상하는 리조트의 대표 객실입니다.',
        description: '통창 너머로 탁 트인 동해가 펼쳐지는 33㎡ 객실로, 킹 베드 1개와 창가 소파를 갖추었습니다. 차분한 우드 톤 인테리어와 넉넉한 수납공간으로 커플이나 2인 여행객에게 편안한 휴식을 선사합니다.',
        location: '본관 5~12층', view: '오션뷰',
        amenities: ['55인치 스마트 TV', '무료 Wi-Fi', '네스프레소 커피머신', '미니 냉장고', '전기 포트', '헤어드라이어', '욕실 어메니티', '개인 금고'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Deluxe Double Ocean View', summary: 'Our signature room, where you can watch the sun rise over Daepo Harbour and the East Sea from bed.',
        description: 'This 33 m² room opens onto the East Sea through floor-to-ceiling windows and has one king bed and a window-side sofa. Calm wood tones and generous storage make it a comfortable retreat for couples and two travellers.',
        location: 'Main building, 5F–12F', view: 'Ocean view',
        amenities: ['55-inch smart TV', 'Free Wi-Fi', 'Nespresso machine', 'Mini fridge', 'Electric kettle', 'Hair dryer', 'Bath amenities', 'In-room safe'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 101, type: 'room', slug: 'family-twin-ocean', size_m2: 45, capacity_standard: 3, capacity_max: 4, bed_type: 'Double + Single',
    images: [
      { alt: '더블 베드와 싱글 베드가 놓인 패밀리 트윈 객실', scene: { kind: 'room', beds: 'family', view: 'ocean' } },
      { alt: '패밀리 트윈 객실 창밖으로 보이는 속초 바다', scene: { kind: 'room', beds: 'family', view: 'ocean', extra: 'panorama' } },
    ],
    translations: {
      KOR: {
        name: '패밀리 트윈 오션뷰', summary: '더블 베드와 싱글 베드를 갖춘 3~4인 가족 맞춤 오션뷰 객실입니다.',
        description: '45㎡의 넓은 공간에 더블 베드와 싱글 베드를 배치해 아이와 함께하는 가족 여행에 알맞습니다. 욕실과 세면대를 분리해 여러 명이 함께 머물러도 아침 준비가 여유롭습니다.',
        location: '본관 3~10층', view: '오션뷰',
        amenities: ['55인치 스마트 TV', '무료 Wi-Fi', '미니 냉장고', '전기 포트', '전자레인지', '헤어드라이어', '욕실 어메니티', '어린이 슬리퍼'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Family Twin Ocean View', summary: 'An ocean-view room for families of three or four, with a double and a single bed.',
        description: 'With a double bed and a single bed across 45 m², this room is made for family trips with children. A separate bathroom and washbasin keep mornings relaxed even with everyone getting ready at once.',
        location: 'Main building, 3F–10F', view: 'Ocean view',
        amenities: ['55-inch smart TV', 'Free Wi-Fi', 'Mini fridge', 'Electric kettle', 'Microwave', 'Hair dryer', 'Bath amenities', 'Kids\' slippers'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 101, type: 'room', slug: 'harbour-suite', size_m2: 72, capacity_standard: 2, capacity_max: 4, bed_type: 'King',
    images: [
      { alt: '대포항이 내려다보이는 하버뷰 스위트 거실', scene: { kind: 'room', beds: 'double', view: 'harbour', extra: 'living' } },
      { alt: '하버뷰 스위트 침실과 전망 욕조', scene: { kind: 'room', beds: 'double', view: 'harbour', extra: 'bath' } },
    ],
    translations: {
      KOR: {
        name: '하버뷰 스위트', summary: '거실과 침실이 분리된 고층 스위트에서 대포항의 야경을 즐겨 보세요.',
        description: '최상층에 자리한 72㎡ 스위트로, 독립된 거실과 침실, 창가 전망 욕조를 갖추었습니다. 해 질 녘 불을 밝히는 대포항과 수평선을 바라보며 특별한 기념일을 보내기 좋습니다.',
        location: '본관 14~15층', view: '대포항·오션뷰',
        amenities: ['65인치 스마트 TV', '무료 Wi-Fi', '네스프레소 커피머신', '와인 냉장고', '전망 욕조', '목욕 가운', '프리미엄 욕실 어메니티', '개인 금고'],
        notes: notes('KOR', 'extraBed', 'child', 'maxGuests'),
      },
      ENG: {
        name: 'Harbour View Suite', summary: 'Enjoy Daepo Harbour by night from a high-floor suite with a separate living room.',
        description: 'This 72 m² suite on the top floors has its own living room and bedroom and a bathtub by the window. Watch the harbour lights come on over the horizon at dusk, perfect for celebrating a special occasion.',
        location: 'Main building, 14F–15F', view: 'Daepo Harbour & ocean view',
        amenities: ['65-inch smart TV', 'Free Wi-Fi', 'Nespresso machine', 'Wine fridge', 'View bathtub', 'Bathrobes', 'Premium bath amenities', 'In-room safe'],
        notes: notes('ENG', 'extraBed', 'child', 'maxGuests'),
      },
    },
  },
  {
    hotel_seq: 101, type: 'room', slug: 'ocean-terrace-suite', size_m2: 99, capacity_standard: 4, capacity_max: 6, bed_type: 'King + Twin',
    images: [
      { alt: '바다를 향한 테라스가 딸린 오션 테라스 스위트', scene: { kind: 'room', beds: 'double', view: 'ocean', extra: 'terrace' } },
      { alt: '오션 테라스 스위트의 트윈 침실', scene: { kind: 'room', beds: 'twin', view: 'ocean' } },
    ],
    translations: {
      KOR: {
        name: '오션 테라스 스위트', summary: '침실 2개와 전용 테라스를 갖춘 다인원 가족을 위한 스위트입니다.',
        description: '킹 침실과 트윈 침실, 거실, 주방을 갖춘 99㎡ 스위트로 3대가 함께하는 여행에도 넉넉합니다. 바다를 향한 전용 테라스에서 아침 커피와 해돋이를 함께 즐길 수 있습니다.',
        location: '본관 13층', view: '파노라마 오션뷰',
        amenities: ['거실·침실 스마트 TV 2대', '무료 Wi-Fi', '간이 주방', '식기 세트', '세탁기', '전용 테라스', '목욕 가운', '욕실 어메니티', '개인 금고'],
        notes: notes('KOR', 'bedding', 'child', 'maxGuests'),
      },
      ENG: {
        name: 'Ocean Terrace Suite', summary: 'A suite for larger families, with two bedrooms and a private terrace.',
        description: 'At 99 m², with a king bedroom, a twin bedroom, a living room and a kitchen, this suite easily fits three generations travelling together. Enjoy your morning coffee and the sunrise on the private terrace facing the sea.',
        location: 'Main building, 13F', view: 'Panoramic ocean view',
        amenities: ['Two smart TVs', 'Free Wi-Fi', 'Kitchenette', 'Tableware', 'Washing machine', 'Private terrace', 'Bathrobes', 'Bath amenities', 'In-room safe'],
        notes: notes('ENG', 'bedding', 'child', 'maxGuests'),
      },
    },
  },
  {
    hotel_seq: 101, type: 'golf', slug: 'seorak-cc', open_time: '06:00', close_time: '18:30', phone: '033-630-1500',
    images: [
      { alt: '울산바위를 배경으로 펼쳐진 라온 설악 컨트리클럽 페어웨이', scene: { kind: 'golf' } },
      { alt: '라온 설악 컨트리클럽 클럽하우스 전경', scene: { kind: 'golf', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '라온 설악 컨트리클럽', summary: '설악산 울산바위를 바라보며 라운드하는 18홀 파72 코스입니다.',
        description: '설악 코스와 동해 코스로 이루어진 18홀 정규 코스로, 넓은 페어웨이와 전략적인 벙커 배치로 초보자부터 상급자까지 즐길 수 있습니다. 리조트 투숙객에게는 그린피 할인과 셔틀 차량을 제공합니다.',
        location: '리조트에서 차량 10분 (속초시 노학동)',
        amenities: ['18홀 파72', '클럽하우스', '프로숍', '드라이빙 레인지', '그늘집 2곳', '카트 셔틀'],
        notes: ['티오프 예약은 이용일 7일 전부터 가능합니다.', '동절기(12~2월)에는 코스 상황에 따라 운영 시간이 달라질 수 있습니다.'],
      },
      ENG: {
        name: 'RAON Seorak Country Club', summary: 'An 18-hole, par-72 course played with views of Ulsanbawi Rock on Seoraksan.',
        description: 'The full 18 holes run across the Seorak and East Sea courses, with wide fairways and well-placed bunkers that suit beginners and low handicappers alike. Resort guests receive green-fee discounts and a free shuttle.',
        location: '10 minutes from the resort by car (Nohak-dong, Sokcho)',
        amenities: ['18 holes, par 72', 'Clubhouse', 'Pro shop', 'Driving range', 'Two halfway houses', 'Cart shuttle'],
        notes: ['Tee times can be booked from 7 days before play.', 'In winter (December–February) hours may change with course conditions.'],
      },
    },
  },
  {
    hotel_seq: 101, type: 'dining', slug: 'pado-buffet', open_time: '07:00', close_time: '21:30', phone: '033-630-1200',
    images: [
      { alt: '동해 제철 해산물이 차려진 씨사이드 뷔페 파도', scene: { kind: 'buffet' } },
      { alt: '바다가 보이는 씨사이드 뷔페 파도 창가 좌석', scene: { kind: 'buffet', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '씨사이드 뷔페 파도', summary: '동해 제철 해산물과 속초 향토 음식을 한자리에서 맛보는 오션뷰 뷔페입니다.',
        description: '대포항에서 매일 들여오는 해산물로 차린 라이브 스테이션과 오징어순대, 물회 등 속초 향토 음식을 선보입니다. 220석 규모의 통창 홀에서 바다를 바라보며 여유로운 조식과 석식을 즐겨 보세요.',
        location: '본관 2층',
        amenities: ['220석', '오션뷰 창가석', '라이브 스테이션', '키즈 메뉴', '유아용 의자'],
        notes: ['조식 07:00~10:00, 석식 17:30~21:30 (마지막 입장 20:30)', '37개월 이상 12세 이하 아동은 어린이 요금이 적용됩니다.'],
      },
      ENG: {
        name: 'Seaside Buffet PADO', summary: 'An ocean-view buffet serving East Sea seafood in season and Sokcho\'s local dishes.',
        description: 'Live stations stocked daily with seafood from Daepo Harbour sit alongside Sokcho favourites such as squid sundae and mulhoe, a chilled raw-fish soup. Take your time over breakfast or dinner in the 220-seat hall with floor-to-ceiling sea views.',
        location: 'Main building, 2F',
        amenities: ['220 seats', 'Ocean-view window seats', 'Live stations', 'Kids\' menu', 'High chairs'],
        notes: ['Breakfast 07:00–10:00, dinner 17:30–21:30 (last entry 20:30)', 'Child prices apply to children aged 37 months to 12 years.'],
      },
    },
  },
  {
    hotel_seq: 101, type: 'leisure', slug: 'rooftop-pool', open_time: '10:00', close_time: '22:00', phone: '033-630-1300',
    images: [
      { alt: '동해와 맞닿은 듯한 루프탑 인피니티 풀', scene: { kind: 'pool' } },
      { alt: '루프탑 인피니티 풀 옆 선베드와 키즈 풀', scene: { kind: 'pool', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '루프탑 인피니티 풀', summary: '수평선과 맞닿은 듯한 사계절 온수 인피니티 풀입니다.',
        description: '본관 옥상에 자리한 25m 인피니티 풀과 수심 60cm의 키즈 풀을 사계절 온수로 운영합니다. 저녁에는 조명이 켜진 풀에서 대포항의 야경과 함께 특별한 수영을 즐길 수 있습니다.',
        location: '본관 루프탑 (16층)',
        amenities: ['25m 인피니티 풀', '키즈 풀', '선베드', '풀 바', '샤워·탈의실', '타월 제공'],
        notes: ['13세 미만 어린이는 보호자와 함께 입장해 주세요.', '수영모 착용을 권장하며, 기상 악화 시 운영이 중단될 수 있습니다.'],
      },
      ENG: {
        name: 'Rooftop Infinity Pool', summary: 'A heated infinity pool that seems to meet the horizon, open in every season.',
        description: 'On the roof of the main building, a 25-metre infinity pool and a 60 cm-deep kids\' pool are heated all year round. In the evening the lit pool makes for a memorable swim against the lights of Daepo Harbour.',
        location: 'Main building rooftop (16F)',
        amenities: ['25 m infinity pool', 'Kids\' pool', 'Sun loungers', 'Pool bar', 'Showers & changing rooms', 'Towels provided'],
        notes: ['Children under 13 must be accompanied by a guardian.', 'Swim caps are recommended; the pool may close in bad weather.'],
      },
    },
  },
  // 102 라온 호텔 낙산
  {
    hotel_seq: 102, type: 'room', slug: 'deluxe-ocean', size_m2: 34, capacity_standard: 2, capacity_max: 3, bed_type: 'King',
    images: [
      { alt: '낙산해변이 내려다보이는 디럭스 더블 오션뷰 객실', scene: { kind: 'room', beds: 'double', view: 'ocean' } },
      { alt: '디럭스 더블 오션뷰 객실의 발코니', scene: { kind: 'room', beds: 'double', view: 'ocean', extra: 'balcony' } },
    ],
    translations: {
      KOR: {
        name: '디럭스 더블 오션뷰', summary: '발코니 너머로 낙산해변의 파도 소리가 들리는 오션뷰 객실입니다.',
        description: '34㎡ 객실에 킹 베드와 바다를 향한 개별 발코니를 갖추었습니다. 밝은 린넨과 원목 가구로 꾸민 공간에서 해변의 아침을 여유롭게 맞이해 보세요.',
        location: '본관 4~9층', view: '오션뷰',
        amenities: ['50인치 스마트 TV', '무료 Wi-Fi', '블루투스 스피커', '미니 냉장고', '전기 포트', '헤어드라이어', '욕실 어메니티'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Deluxe Double Ocean View', summary: 'An ocean-view room where the waves of Naksan Beach can be heard from the balcony.',
        description: 'This 34 m² room has a king bed and a private balcony facing the sea. Light linens and solid-wood furniture set an easy tone for mornings by the beach.',
        location: 'Main building, 4F–9F', view: 'Ocean view',
        amenities: ['50-inch smart TV', 'Free Wi-Fi', 'Bluetooth speaker', 'Mini fridge', 'Electric kettle', 'Hair dryer', 'Bath amenities'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 102, type: 'room', slug: 'family-twin-ocean', size_m2: 48, capacity_standard: 3, capacity_max: 4, bed_type: 'Double + Single',
    images: [
      { alt: '가족 여행객을 위한 패밀리 트윈 오션뷰 객실', scene: { kind: 'room', beds: 'family', view: 'ocean' } },
      { alt: '패밀리 트윈 객실 창가에서 바라본 낙산 바다', scene: { kind: 'room', beds: 'family', view: 'ocean', extra: 'panorama' } },
    ],
    translations: {
      KOR: {
        name: '패밀리 트윈 오션뷰', summary: '아이와 함께 바다 여행을 즐기는 가족을 위한 넓은 트윈 객실입니다.',
        description: '48㎡ 공간에 더블 베드와 싱글 베드, 창가 데이베드를 두어 최대 4인까지 편안하게 머물 수 있습니다. 해변에서 돌아와 모래를 털어 낼 수 있도록 현관에 간이 샤워 공간을 마련했습니다.',
        location: '본관 2~8층', view: '오션뷰',
        amenities: ['50인치 스마트 TV', '무료 Wi-Fi', '미니 냉장고', '전자레인지', '전기 포트', '현관 간이 샤워', '욕실 어메니티', '어린이 가운'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Family Twin Ocean View', summary: 'A spacious twin room for families enjoying a seaside trip with children.',
        description: 'With a double bed, a single bed and a window daybed in 48 m², up to four guests stay in comfort. A small shower by the entrance lets you rinse off the sand on your way back from the beach.',
        location: 'Main building, 2F–8F', view: 'Ocean view',
        amenities: ['50-inch smart TV', 'Free Wi-Fi', 'Mini fridge', 'Microwave', 'Electric kettle', 'Entrance rinse shower', 'Bath amenities', 'Kids\' robes'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 102, type: 'room', slug: 'surf-loft', size_m2: 58, capacity_standard: 2, capacity_max: 4, bed_type: 'Queen + Twin',
    images: [
      { alt: '복층 구조의 서프 로프트 객실과 보드 거치대', scene: { kind: 'room', beds: 'loft', view: 'ocean', extra: 'board' } },
      { alt: '서프 로프트 2층 침실에서 보이는 해변', scene: { kind: 'room', beds: 'loft', view: 'ocean' } },
    ],
    translations: {
      KOR: {
        name: '서프 로프트', summary: '보드 거치대와 웻슈트 건조대를 갖춘 서퍼를 위한 복층 객실입니다.',
        description: '1층에는 퀸 베드와 거실, 2층 다락에는 트윈 베드를 둔 58㎡ 복층 객실입니다. 현관 옆 보드 거치대와 웻슈트 건조대, 야외 샤워 공간이 있어 서핑 후 바로 객실로 돌아와 쉴 수 있습니다.',
        location: '서프동 1~3층', view: '낙산해변 뷰',
        amenities: ['서프보드 거치대', '웻슈트 건조대', '야외 샤워', '50인치 스마트 TV', '무료 Wi-Fi', '미니 냉장고', '캡슐 커피머신', '욕실 어메니티'],
        notes: [...notes('KOR', 'child', 'maxGuests'), '복층 계단이 있어 영유아 동반 시 주의가 필요합니다.'],
      },
      ENG: {
        name: 'Surf Loft', summary: 'A split-level room for surfers, with a board rack and a wetsuit dryer.',
        description: 'This 58 m² duplex has a queen bed and living area downstairs and twin beds in the loft above. A board rack, wetsuit dryer and outdoor shower by the entrance mean you can come straight back to your room after a surf.',
        location: 'Surf wing, 1F–3F', view: 'Naksan Beach view',
        amenities: ['Surfboard rack', 'Wetsuit dryer', 'Outdoor shower', '50-inch smart TV', 'Free Wi-Fi', 'Mini fridge', 'Capsule coffee machine', 'Bath amenities'],
        notes: [...notes('ENG', 'child', 'maxGuests'), 'The loft has stairs; please take care with infants and toddlers.'],
      },
    },
  },
  {
    hotel_seq: 102, type: 'room', slug: 'ocean-suite', size_m2: 84, capacity_standard: 2, capacity_max: 4, bed_type: 'King',
    images: [
      { alt: '코너 통창으로 바다가 펼쳐지는 오션 스위트 거실', scene: { kind: 'room', beds: 'double', view: 'ocean', extra: 'living' } },
      { alt: '오션 스위트의 월풀 욕조', scene: { kind: 'room', beds: 'double', view: 'ocean', extra: 'bath' } },
    ],
    translations: {
      KOR: {
        name: '오션 스위트', summary: '코너 통창과 월풀 욕조를 갖춘 낙산 최고층 스위트입니다.',
        description: '두 면이 통창으로 열린 84㎡ 코너 스위트로, 거실에서는 낙산해변을, 침실에서는 의상대 방향의 일출을 감상할 수 있습니다. 월풀 욕조와 드레스룸을 갖추어 기념일 여행이나 허니문에 잘 어울립니다.',
        location: '본관 10층', view: '코너 오션뷰',
        amenities: ['65인치 스마트 TV', '무료 Wi-Fi', '네스프레소 커피머신', '월풀 욕조', '드레스룸', '목욕 가운', '프리미엄 욕실 어메니티', '턴다운 서비스'],
        notes: notes('KOR', 'extraBed', 'child', 'maxGuests'),
      },
      ENG: {
        name: 'Ocean Suite', summary: 'Naksan\'s top-floor suite with corner windows and a whirlpool bath.',
        description: 'Windows on two sides open up this 84 m² corner suite, with Naksan Beach from the living room and the sunrise towards Uisangdae from the bedroom. A whirlpool bath and a dressing room make it a fine choice for anniversaries and honeymoons.',
        location: 'Main building, 10F', view: 'Corner ocean view',
        amenities: ['65-inch smart TV', 'Free Wi-Fi', 'Nespresso machine', 'Whirlpool bath', 'Dressing room', 'Bathrobes', 'Premium bath amenities', 'Turndown service'],
        notes: notes('ENG', 'extraBed', 'child', 'maxGuests'),
      },
    },
  },
  {
    hotel_seq: 102, type: 'dining', slug: 'solhyang', open_time: '07:00', close_time: '21:00', phone: '033-670-2200',
    images: [
      { alt: '양양 송이 돌솥밥과 섭국이 차려진 한식당 솔향', scene: { kind: 'korean-dining' } },
      { alt: '솔숲이 보이는 한식당 솔향 홀', scene: { kind: 'korean-dining', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '한식당 솔향', summary: '양양 송이와 동해 섭국 등 지역 식재료로 차린 한식당입니다.',
        description: '가을 양양 송이를 넣은 돌솥밥과 홍합의 일종인 섭으로 끓인 얼큰한 섭국, 동해안 생선구이를 정갈한 한 상으로 선보입니다. 아침에는 투숙객을 위한 한식 조식 세트를 운영합니다.',
        location: '본관 1층',
        amenities: ['86석', '룸 4개', '솔숲 뷰 테라스석', '키즈 메뉴', '단체 예약'],
        notes: ['조식 07:00~10:00, 점심 11:30~14:30, 저녁 17:30~21:00', '송이 메뉴는 9~10월 수확 시기에만 제공됩니다.'],
      },
      ENG: {
        name: 'Korean Restaurant SOLHYANG', summary: 'A Korean restaurant cooking with local produce such as Yangyang pine mushrooms and East Sea mussels.',
        description: 'Neat Korean set meals feature stone-pot rice with Yangyang pine mushrooms in autumn, seopguk, a spicy soup of wild East Sea mussels, and grilled local fish. In the morning a Korean breakfast set is served for hotel guests.',
        location: 'Main building, 1F',
        amenities: ['86 seats', 'Four private rooms', 'Terrace seats facing the pines', 'Kids\' menu', 'Group bookings'],
        notes: ['Breakfast 07:00–10:00, lunch 11:30–14:30, dinner 17:30–21:00', 'Pine mushroom dishes are served only during the September–October harvest.'],
      },
    },
  },
  {
    hotel_seq: 102, type: 'leisure', slug: 'surf-school', open_time: '09:00', close_time: '18:00', phone: '033-670-2300',
    images: [
      { alt: '낙산해변에서 진행되는 라온 서프 스쿨 입문 강습', scene: { kind: 'surf' } },
      { alt: '라온 서프 스쿨의 서프보드 대여 공간', scene: { kind: 'surf', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '라온 서프 스쿨', summary: '낙산해변에서 처음 보드에 오르는 분들을 위한 서핑 강습과 장비 대여 공간입니다.',
        description: '국제 자격을 갖춘 강사가 지상 교육부터 파도 타기까지 2시간 입문 강습을 진행합니다. 롱보드와 소프트보드, 웻슈트를 시간 단위로 대여할 수 있으며 투숙객은 샤워실과 보관함을 무료로 이용합니다.',
        location: '호텔 정문 앞 낙산해변',
        amenities: ['입문·중급 강습', '보드 대여', '웻슈트 대여', '샤워실', '보관함', '구명조끼'],
        notes: ['강습은 만 10세 이상부터 참여할 수 있으며, 미성년자는 보호자 동의가 필요합니다.', '파도와 기상 상황에 따라 강습이 취소될 수 있으며, 이 경우 전액 환불됩니다.'],
      },
      ENG: {
        name: 'RAON Surf School', summary: 'Surf lessons and equipment rental on Naksan Beach for first-time surfers.',
        description: 'Internationally certified instructors lead a two-hour beginner lesson, from land drills to riding your first waves. Longboards, soft boards and wetsuits can be hired by the hour, and hotel guests use the showers and lockers free of charge.',
        location: 'Naksan Beach, in front of the hotel entrance',
        amenities: ['Beginner & intermediate lessons', 'Board rental', 'Wetsuit rental', 'Showers', 'Lockers', 'Life jackets'],
        notes: ['Lessons are open to ages 10 and over; minors need a guardian\'s consent.', 'Lessons may be cancelled depending on waves and weather, with a full refund.'],
      },
    },
  },
  {
    hotel_seq: 102, type: 'wellness', slug: 'haeon-spa', open_time: '06:00', close_time: '22:00', phone: '033-670-2400',
    images: [
      { alt: '바다를 바라보는 스파 앤 사우나 해온의 노천탕', scene: { kind: 'spa' } },
      { alt: '스파 앤 사우나 해온의 트리트먼트 룸', scene: { kind: 'spa', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '스파 앤 사우나 해온', summary: '동해를 바라보며 몸을 녹이는 오션뷰 사우나와 스파입니다.',
        description: '바다를 향해 열린 노천탕과 건식·습식 사우나, 해수 탕을 갖춘 대욕장으로 서핑 후 지친 몸을 풀기 좋습니다. 트리트먼트 룸에서는 해조류를 활용한 바디 케어와 아로마 마사지를 예약제로 운영합니다.',
        location: '본관 B1',
        amenities: ['오션뷰 노천탕', '해수 탕', '건식·습식 사우나', '트리트먼트 룸 4실', '파우더룸', '휴게 라운지'],
        notes: ['스파 트리트먼트는 이용 하루 전까지 예약해 주세요.', '만 7세 이하 어린이는 보호자와 함께 이용해야 합니다.'],
      },
      ENG: {
        name: 'Spa & Sauna HAEON', summary: 'An ocean-view sauna and spa for warming up beside the East Sea.',
        description: 'The bathhouse has an open-air bath facing the sea, dry and wet saunas and a seawater pool, ideal for easing tired muscles after a surf. In the treatment rooms, seaweed body care and aroma massages are offered by reservation.',
        location: 'Main building B1',
        amenities: ['Ocean-view open-air bath', 'Seawater bath', 'Dry & wet saunas', 'Four treatment rooms', 'Powder room', 'Relaxation lounge'],
        notes: ['Please book spa treatments by the day before.', 'Children aged 7 and under must be accompanied by a guardian.'],
      },
    },
  },
  // 103 라온 리조트 경주
  {
    hotel_seq: 103, type: 'room', slug: 'deluxe-lake', size_m2: 36, capacity_standard: 2, capacity_max: 3, bed_type: 'King',
    images: [
      { alt: '보문호수가 보이는 디럭스 더블 레이크뷰 객실', scene: { kind: 'room', beds: 'double', view: 'lake' } },
      { alt: '디럭스 더블 레이크뷰 객실의 창가 티 테이블', scene: { kind: 'room', beds: 'double', view: 'lake', extra: 'tea' } },
    ],
    translations: {
      KOR: {
        name: '디럭스 더블 레이크뷰', summary: '봄에는 벚꽃, 가을에는 단풍으로 물드는 보문호수를 바라보는 객실입니다.',
        description: '36㎡ 객실에 킹 베드와 창가 티 테이블을 두어 호수 풍경을 온전히 즐길 수 있습니다. 신라 기와 문양에서 모티프를 얻은 인테리어가 경주의 정취를 더합니다.',
        location: '본관 3~8층', view: '레이크뷰',
        amenities: ['55인치 스마트 TV', '무료 Wi-Fi', '캡슐 커피머신', '미니 냉장고', '전기 포트', '헤어드라이어', '욕실 어메니티', '개인 금고'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Deluxe Double Lake View', summary: 'A room looking out on Bomun Lake, lined with cherry blossom in spring and red leaves in autumn.',
        description: 'This 36 m² room has a king bed and a tea table by the window, so you can take in the lake at leisure. Interiors inspired by Silla roof-tile patterns add a touch of Gyeongju.',
        location: 'Main building, 3F–8F', view: 'Lake view',
        amenities: ['55-inch smart TV', 'Free Wi-Fi', 'Capsule coffee machine', 'Mini fridge', 'Electric kettle', 'Hair dryer', 'Bath amenities', 'In-room safe'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 103, type: 'room', slug: 'family-twin-garden', size_m2: 46, capacity_standard: 3, capacity_max: 4, bed_type: 'Double + Single',
    images: [
      { alt: '정원이 내려다보이는 패밀리 트윈 객실', scene: { kind: 'room', beds: 'family', view: 'garden' } },
      { alt: '패밀리 트윈 객실의 어린이 놀이 공간', scene: { kind: 'room', beds: 'family', view: 'garden', extra: 'play' } },
    ],
    translations: {
      KOR: {
        name: '패밀리 트윈 가든뷰', summary: '리조트 정원을 내려다보는 3~4인 가족형 객실입니다.',
        description: '46㎡ 공간에 더블 베드와 싱글 베드를 배치하고, 창가에는 아이들이 놀 수 있는 좌식 공간을 마련했습니다. 키즈클럽과 야외 놀이터가 가까운 저층에 있어 아이와 함께 움직이기 편리합니다.',
        location: '본관 2~5층', view: '가든뷰',
        amenities: ['55인치 스마트 TV', '무료 Wi-Fi', '미니 냉장고', '전자레인지', '전기 포트', '어린이 좌식 공간', '욕실 어메니티'],
        notes: notes('KOR', 'extraBed', 'child', 'infant'),
      },
      ENG: {
        name: 'Family Twin Garden View', summary: 'A family room for three or four overlooking the resort gardens.',
        description: 'A double bed and a single bed share 46 m² with a floor-seating play corner by the window. On the lower floors near the kids club and outdoor playground, it makes getting around with children easy.',
        location: 'Main building, 2F–5F', view: 'Garden view',
        amenities: ['55-inch smart TV', 'Free Wi-Fi', 'Mini fridge', 'Microwave', 'Electric kettle', 'Kids\' play corner', 'Bath amenities'],
        notes: notes('ENG', 'extraBed', 'child', 'infant'),
      },
    },
  },
  {
    hotel_seq: 103, type: 'room', slug: 'hanok-suite', size_m2: 66, capacity_standard: 2, capacity_max: 4, bed_type: 'King + Ondol',
    images: [
      { alt: '대청마루와 안마당이 있는 한옥 스위트 라온재', scene: { kind: 'room', beds: 'ondol', view: 'courtyard', extra: 'tea' } },
      { alt: '한옥 스위트의 온돌 방과 한지 창', scene: { kind: 'room', beds: 'ondol', view: 'courtyard' } },
    ],
    translations: {
      KOR: {
        name: '한옥 스위트 라온재', summary: '온돌과 대청마루, 안마당을 갖춘 전통 한옥 별채 스위트입니다.',
        description: '경주 전통 건축 양식으로 지은 66㎡ 한옥으로, 침대가 있는 안방과 이부자리를 펴는 온돌 방, 대청마루로 이루어져 있습니다. 한지 창 너머 안마당과 보문호수를 바라보며 고요한 하룻밤을 보내 보세요.',
        location: '별관 한옥동 라온재', view: '안마당·레이크뷰',
        amenities: ['온돌 난방', '대청마루', '전용 안마당', '편백 욕조', '다기 세트', '무료 Wi-Fi', '한복 가운', '욕실 어메니티'],
        notes: [...notes('KOR', 'bedding', 'child'), '한옥 특성상 층간·실간 소음이 전달될 수 있습니다.'],
      },
      ENG: {
        name: 'Hanok Suite Raonjae', summary: 'A traditional hanok suite with ondol floors, a wooden daecheong hall and a private courtyard.',
        description: 'Built in Gyeongju\'s traditional style, this 66 m² hanok has a bedroom with a bed, an ondol room where bedding is laid on the heated floor, and a wooden daecheong hall. Spend a quiet night looking past hanji paper windows to the courtyard and Bomun Lake.',
        location: 'Raonjae hanok annex', view: 'Courtyard & lake view',
        amenities: ['Ondol floor heating', 'Daecheong hall', 'Private courtyard', 'Cypress bathtub', 'Tea set', 'Free Wi-Fi', 'Hanbok robes', 'Bath amenities'],
        notes: [...notes('ENG', 'bedding', 'child'), 'As in any hanok, sound may carry between rooms.'],
      },
    },
  },
  {
    hotel_seq: 103, type: 'room', slug: 'pool-villa', size_m2: 120, capacity_standard: 4, capacity_max: 6, bed_type: 'King + Twin',
    images: [
      { alt: '보문호수를 마주한 풀빌라의 프라이빗 온수 풀', scene: { kind: 'room', beds: 'double', view: 'lake', extra: 'pool' } },
      { alt: '풀빌라의 거실과 킹 침실', scene: { kind: 'room', beds: 'double', view: 'lake', extra: 'living' } },
    ],
    translations: {
      KOR: {
        name: '프라이빗 풀빌라', summary: '보문호수를 마주한 전용 온수 풀과 침실 2개를 갖춘 독채 빌라입니다.',
        description: '120㎡ 독채에 킹 침실과 트윈 침실, 거실과 주방을 갖추고, 테라스에는 사계절 온수로 운영하는 전용 풀이 있습니다. 다른 객실과 동선이 분리되어 가족이나 친구끼리 프라이빗하게 머물 수 있습니다.',
        location: '풀빌라 단지 (본관 동측)', view: '레이크뷰',
        amenities: ['전용 온수 풀', '바비큐 그릴', '주방·식기 세트', '세탁기', '스마트 TV 2대', '무료 Wi-Fi', '목욕 가운', '프리미엄 욕실 어메니티', '전용 주차 1대'],
        notes: [...notes('KOR', 'child', 'maxGuests'), '바비큐 그릴은 17:00~22:00에 이용할 수 있으며, 숯과 그릴 세팅은 유료입니다.'],
      },
      ENG: {
        name: 'Private Pool Villa', summary: 'A stand-alone villa facing Bomun Lake, with its own heated pool and two bedrooms.',
        description: 'This 120 m² villa has a king bedroom, a twin bedroom, a living room and a kitchen, with a private pool on the terrace heated all year round. Its own separate entrance lets families or friends stay in complete privacy.',
        location: 'Pool villa area (east of the main building)', view: 'Lake view',
        amenities: ['Private heated pool', 'Barbecue grill', 'Kitchen & tableware', 'Washing machine', 'Two smart TVs', 'Free Wi-Fi', 'Bathrobes', 'Premium bath amenities', 'One parking space'],
        notes: [...notes('ENG', 'child', 'maxGuests'), 'The barbecue grill can be used 17:00–22:00; charcoal and grill set-up are charged.'],
      },
    },
  },
  {
    hotel_seq: 103, type: 'golf', slug: 'bomun-gc', open_time: '06:00', close_time: '19:00', phone: '054-740-3500',
    images: [
      { alt: '토함산 자락에 펼쳐진 라온 보문 골프클럽 코스', scene: { kind: 'golf' } },
      { alt: '라온 보문 골프클럽 18번 홀 그린', scene: { kind: 'golf', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '라온 보문 골프클럽', summary: '토함산 자락과 보문호수를 품은 18홀 파72 코스입니다.',
        description: '완만한 구릉을 따라 펼쳐진 18홀 정규 코스로, 후반 9홀에서는 보문호수를 내려다보며 라운드할 수 있습니다. 클럽하우스 레스토랑에서는 경주 한우를 곁들인 식사를 즐길 수 있습니다.',
        location: '리조트에서 차량 5분 (경주시 천군동)',
        amenities: ['18홀 파72', '클럽하우스', '레스토랑', '프로숍', '연습 그린', '락커·사우나'],
        notes: ['티오프 예약은 이용일 14일 전부터 가능하며, 투숙객은 우선 배정됩니다.', '4인 플레이 기준이며, 2인 플레이는 평일에 한해 가능합니다.'],
      },
      ENG: {
        name: 'RAON Bomun Golf Club', summary: 'An 18-hole, par-72 course set on the slopes of Tohamsan above Bomun Lake.',
        description: 'The full 18 holes follow gently rolling hills, and the back nine looks down over Bomun Lake. The clubhouse restaurant serves meals featuring Gyeongju Hanwoo beef.',
        location: '5 minutes from the resort by car (Cheongun-dong, Gyeongju)',
        amenities: ['18 holes, par 72', 'Clubhouse', 'Restaurant', 'Pro shop', 'Putting green', 'Lockers & sauna'],
        notes: ['Tee times open 14 days before play, with priority for resort guests.', 'Play is in fours; twosomes are possible on weekdays only.'],
      },
    },
  },
  {
    hotel_seq: 103, type: 'dining', slug: 'seorabeol', open_time: '11:30', close_time: '21:30', phone: '054-740-3200',
    images: [
      { alt: '경주 한우 코스가 차려진 한식당 서라벌', scene: { kind: 'korean-dining' } },
      { alt: '보문호수가 보이는 한식당 서라벌 별실', scene: { kind: 'korean-dining', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '한식당 서라벌', summary: '경주 한우와 신라 궁중 음식에서 영감을 얻은 한식 코스를 선보입니다.',
        description: '경주산 한우 숯불구이와 제철 나물, 교동 법주를 곁들인 코스로 천년 고도의 식탁을 재해석했습니다. 호수를 바라보는 별실은 가족 모임과 상견례 장소로도 사랑받고 있습니다.',
        location: '본관 2층',
        amenities: ['96석', '별실 6개', '레이크뷰 창가석', '한우 숯불구이', '전통주 페어링'],
        notes: ['점심 11:30~15:00, 저녁 17:30~21:30 (브레이크 타임 15:00~17:30)', '별실은 최소 3일 전에 예약해 주세요.'],
      },
      ENG: {
        name: 'Korean Restaurant SEORABEOL', summary: 'Korean courses inspired by Gyeongju Hanwoo beef and the royal cuisine of Silla.',
        description: 'Charcoal-grilled Gyeongju Hanwoo, seasonal greens and Gyodong beopju, a traditional local rice wine, reinterpret the table of the ancient capital. Private rooms overlooking the lake are also popular for family gatherings and formal first meetings between families.',
        location: 'Main building, 2F',
        amenities: ['96 seats', 'Six private rooms', 'Lake-view window seats', 'Charcoal-grilled Hanwoo', 'Traditional liquor pairing'],
        notes: ['Lunch 11:30–15:00, dinner 17:30–21:30 (break 15:00–17:30)', 'Please book private rooms at least 3 days ahead.'],
      },
    },
  },
  {
    hotel_seq: 103, type: 'leisure', slug: 'kids-club', open_time: '09:00', close_time: '20:00', phone: '054-740-3300',
    images: [
      { alt: '신라 역사 체험 프로그램이 열리는 키즈클럽 꼬마 화랑', scene: { kind: 'kids' } },
      { alt: '키즈클럽 꼬마 화랑의 실내 놀이 공간', scene: { kind: 'kids', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '키즈클럽 꼬마 화랑', summary: '놀이와 신라 역사 체험을 함께 즐기는 어린이 전용 공간입니다.',
        description: '실내 놀이터와 볼풀, 블록 놀이 공간을 갖추고, 첨성대 만들기와 금관 꾸미기 같은 신라 역사 체험 프로그램을 하루 4회 운영합니다. 전문 키즈 매니저가 상주해 보호자는 잠시 여유로운 시간을 보낼 수 있습니다.',
        location: '본관 B1',
        amenities: ['실내 놀이터', '볼풀', '블록 존', '역사 체험 프로그램', '수유실', '키즈 매니저 상주'],
        notes: ['만 4세 미만 어린이는 보호자와 함께 이용해 주세요.', '체험 프로그램은 회차별 정원 12명이며, 현장 선착순으로 접수합니다.'],
      },
      ENG: {
        name: 'Kids Club Little Hwarang', summary: 'A space just for children, combining play with hands-on Silla history.',
        description: 'There is an indoor playground, a ball pool and a building-block zone, and four sessions a day of Silla history activities such as building a model Cheomseongdae observatory and decorating a golden crown. Dedicated kids club staff are always on hand, so parents can take a little time for themselves.',
        location: 'Main building B1',
        amenities: ['Indoor playground', 'Ball pool', 'Block zone', 'History activities', 'Nursing room', 'Kids club staff on duty'],
        notes: ['Children under 4 must be accompanied by a guardian.', 'Each activity session takes 12 children, first come, first served on site.'],
      },
    },
  },
  {
    hotel_seq: 103, type: 'wellness', slug: 'cheonnyeon-spa', open_time: '06:00', close_time: '22:00', phone: '054-740-3400',
    images: [
      { alt: '보문 온천수를 사용하는 천년 스파 대욕장', scene: { kind: 'spa' } },
      { alt: '천년 스파의 한방 트리트먼트 룸', scene: { kind: 'spa', variant: 2 } },
    ],
    translations: {
      KOR: {
        name: '천년 스파', summary: '보문 온천수를 사용하는 대욕장과 한방 트리트먼트를 갖춘 스파입니다.',
        description: '지하 온천수를 끌어올린 대욕장과 노천탕에서 보문호수의 사계절을 느끼며 피로를 풀 수 있습니다. 쑥과 감초 등 한방 재료를 활용한 트리트먼트로 여행의 마무리를 더욱 편안하게 만들어 드립니다.',
        location: '본관 1층 별동',
        amenities: ['온천 대욕장', '노천탕', '건식 사우나', '한방 트리트먼트 룸 5실', '파우더룸', '휴게실'],
        notes: ['투숙객은 1인 1회 무료로 이용할 수 있습니다.', '트리트먼트는 사전 예약제로 운영되며, 임산부는 상담 후 이용해 주세요.'],
      },
      ENG: {
        name: 'Cheonnyeon Spa', summary: 'A spa with a hot-spring bathhouse fed by Bomun spring water and Korean herbal treatments.',
        description: 'Soak away the day in the bathhouse and open-air bath, filled with spring water drawn from deep underground, and feel Bomun Lake change with the seasons. Treatments using Korean herbs such as mugwort and licorice root bring your trip to a restful close.',
        location: 'Main building 1F, annex',
        amenities: ['Hot-spring bathhouse', 'Open-air bath', 'Dry sauna', 'Five herbal treatment rooms', 'Powder room', 'Rest lounge'],
        notes: ['Hotel guests may use the spa once per person free of charge.', 'Treatments are by reservation; pregnant guests should consult staff first.'],
      },
    },
  },
];

const LANGS: readonly Lang[] = ['KOR', 'ENG'];

function hotelColor(hotelSeq: number): string {
  const hotel = hotels.find((h) => h.hotel_seq === hotelSeq);
  if (!hotel) throw new Error(`seedFacilities: unknown hotel ${hotelSeq}`);
  return hotel.hotel_color;
}

/** A picture of the seed: where it is stored, what it shows and its Korean alt text. */
export interface SeedPicture {
  file_path: string;
  file_name: string;
  scene: Scene;
  color: string;
  alt: string;
}

/** The hero picture of a brand introduction. */
export function introPicture(intro: SeedIntro): SeedPicture {
  return { file_path: `hotel/${intro.hotel_seq}/brand/`, file_name: 'hero.svg', scene: { kind: 'hero' }, color: hotelColor(intro.hotel_seq), alt: intro.hero_alt };
}

/** The pictures of a room or facility, in their order. */
export function facilityPictures(f: SeedFacility): SeedPicture[] {
  return f.images.map((image, index) => ({
    file_path: `hotel/${f.hotel_seq}/facility/`, file_name: `${f.slug}-${index + 1}.svg`, scene: image.scene, color: hotelColor(f.hotel_seq), alt: image.alt,
  }));
}

/** The bytes of a picture: seeding by path gives every image its own variation, stable across runs. */
export function pictureSvg(p: SeedPicture): Buffer {
  return sceneSvg({ seed: seedOf(p.file_path + p.file_name), color: p.color, scene: p.scene });
}

async function storeImage(tx: Queryable, p: SeedPicture): Promise<number> {
  return storeFile(tx, { filePath: p.file_path, fileName: p.file_name, contentType: 'image/svg+xml', content: pictureSvg(p), visibility: 'public', altText: p.alt });
}

export async function seedFacilities(tx: Queryable, today: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`seedFacilities: bad today ${today}`);
  // updated_at follows the seed's business day, not the wall clock, so reruns give identical rows.
  const updatedAt = `${today}T09:00:00+09:00`;

  for (const intro of brandIntros) {
    const heroSeq = await storeImage(tx, introPicture(intro));
    const [row] = await tx.query<{ intro_seq: number }>(
      `INSERT INTO brand_intros (hotel_seq, hero_file_seq, opened_on, total_rooms, updated_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz) RETURNING intro_seq`,
      [intro.hotel_seq, heroSeq, intro.opened_on, intro.total_rooms, updatedAt],
    );
    for (const lang of LANGS) {
      const t = intro.translations[lang];
      await tx.query(
        `INSERT INTO brand_intro_translations (intro_seq, lang_type, title, subtitle, description, highlights)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
        [row!.intro_seq, lang, t.title, t.subtitle, t.description, JSON.stringify(t.highlights)],
      );
    }
  }

  const sortOrders = new Map<string, number>();
  for (const f of facilities) {
    const group = `${f.hotel_seq}/${f.type}`;
    const sortOrder = (sortOrders.get(group) ?? 0) + 1;
    sortOrders.set(group, sortOrder);
    const isRoom = f.type === 'room';
    const [row] = await tx.query<{ facility_seq: number }>(
      `INSERT INTO facilities (hotel_seq, facility_type, sort_order, size_m2, capacity_standard, capacity_max, bed_type,
         check_in_time, check_out_time, open_time, close_time, phone, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz) RETURNING facility_seq`,
      [f.hotel_seq, f.type, sortOrder, f.size_m2 ?? null, f.capacity_standard ?? null, f.capacity_max ?? null, f.bed_type ?? null,
        isRoom ? CHECK_IN : null, isRoom ? CHECK_OUT : null, f.open_time ?? null, f.close_time ?? null, f.phone ?? null, updatedAt],
    );
    const facilitySeq = row!.facility_seq;
    for (const lang of LANGS) {
      const t = f.translations[lang];
      await tx.query(
        `INSERT INTO facility_translations (facility_seq, lang_type, name, summary, description, location, view, amenities, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb)`,
        [facilitySeq, lang, t.name, t.summary, t.description, t.location, t.view ?? null,
          JSON.stringify(t.amenities ?? []), JSON.stringify(t.notes ?? [])],
      );
    }
    for (const [index, picture] of facilityPictures(f).entries()) {
      const fileSeq = await storeImage(tx, picture);
      await tx.query('INSERT INTO facility_images (facility_seq, file_seq, sort_order) VALUES ($1, $2, $3)', [facilitySeq, fileSeq, index]);
    }
  }
}
