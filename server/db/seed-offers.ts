import { storeFiles } from './files.ts';
import type { Queryable } from './index.ts';
import { addDays, dayOfWeek, daysBetween, writtenDay } from '../../contracts/seoul-clock.ts';
import { isKoreanHoliday, lunarPeriod } from './seed-data/calendar.ts';
import { hotels as brandHotels } from './seed-data/brand.ts';
import { sceneSvg, seedOf, type PosterMotif, type Scene } from './seed-images.ts';

// Demo content of the brand site (SPEC §1, §7): promotions and packages of each property, FAQ and
// VOC categories, notices, FAQs and event pop-ups, in Korean and English. Every date is derived
// from `today`, so the site always shows offers on sale now, one ended promotion per property,
// notices from the past twelve months and one pop-up that is currently open.

type Lang = 'KOR' | 'ENG';
interface SeedImage {
  scene: Scene;
  alt: string;
}
/** Korean text and its English translation, kept side by side so that they stay in step. */
type Pair = readonly [kor: string, eng: string];
type OfferKind = 'promotion' | 'package';
type Season = 'summer' | 'winter';

const LANGS: readonly (readonly [Lang, 0 | 1])[] = [['KOR', 0], ['ENG', 1]];
const COMPANY_SEQ = 100;

/** Day offsets from today: [sale start, sale end] and [first stay night, last stay night]. */
interface OfferWindow {
  sale: readonly [number, number];
  stay: readonly [number, number];
}

export interface SeedOffer {
  hotel_seq: number;
  kind: OfferKind;
  /** Stem of the image file name. */
  key: string;
  /** The picture: a scene of what the offer is about, and its Korean alt text. */
  image: SeedImage;
  price_from: number;
  nights: number;
  /** A season follows the calendar (see seasonWindow); only the variant of the coming season is seeded. */
  when: OfferWindow | Season;
  title: Pair;
  summary: Pair;
  description: Pair;
  benefits: Pair[];
  notes: Pair[];
}

// Terms shared by most offers.
const ADULTS_2: Pair = ['성인 2인 기준 요금이며, 인원 추가 시 현장에서 추가 요금이 부과됩니다.', 'Rates are for two adults; additional guests are charged at the property.'];
const MAX_5_ROOMS: Pair = ['1회 예약 시 최대 5실까지 예약할 수 있습니다.', 'Up to 5 rooms can be booked per reservation.'];
const CANCEL_3_DAYS: Pair = [
  '체크인 3일 전 23:59까지 무료 취소 가능하며, 이후 취소·변경 또는 노쇼 시 첫 1박 요금의 100%가 부과됩니다.',
  'Free cancellation until 23:59 three days before check-in; later cancellations, changes or no-shows are charged 100% of the first night.',
];
const CANCEL_EARLY_BIRD: Pair = [
  '체크인 14일 전까지 전액 환불되며, 이후 취소 시 첫 1박 요금의 50%, 당일 취소·노쇼 시 100%가 부과됩니다.',
  'Full refund until 14 days before check-in; after that 50% of the first night is charged, and 100% for same-day cancellations or no-shows.',
];
const NO_COMBINE: Pair = ['다른 할인 및 프로모션과 중복 적용되지 않습니다.', 'Cannot be combined with other discounts or promotions.'];
const ENDED: Pair = ['판매가 종료된 프로모션입니다.', 'This promotion has ended.'];
const BREAKFAST_2: Pair = ['조식 뷔페 2인', 'Breakfast buffet for two'];
const FREE_PARKING: Pair = ['무료 주차 1대', 'Free parking for one car'];
const WELCOME_DRINKS: Pair = ['웰컴 드링크 2잔', 'Two welcome drinks'];
const LATE_CHECKOUT_12: Pair = ['레이트 체크아웃 12:00', 'Late check-out at 12:00'];
const GOLF_FEES: Pair = ['카트비와 캐디피는 포함되어 있지 않으며 골프장에서 직접 결제합니다.', 'Cart and caddie fees are not included and are paid at the course.'];
const GOLF_WEATHER: Pair = [
  '기상 악화로 라운드가 불가한 경우 골프장 규정에 따라 그린피가 환불됩니다.',
  "If play is cancelled because of the weather, green fees are refunded under the course's rules.",
];
const BEACH_SEASON: Pair = [
  '해변 혜택은 해수욕장 개장 기간(7월 초~8월 말)에만 제공됩니다.',
  'Beach benefits apply only while the beach is open (early July to late August).',
];

const offers: SeedOffer[] = [
  // 라온 리조트 속초: the East Sea, Daepo Harbour and Seoraksan.
  {
    hotel_seq: 101, kind: 'promotion', key: 'early-bird', price_from: 159000, nights: 1,
    when: { sale: [-20, 70], stay: [30, 150] },
    title: ['얼리버드 특가', 'Early Bird Offer'],
    image: { scene: { kind: 'early-bird' }, alt: '일찍 예약한 날짜에 표시를 한 달력과 작은 새' },
    summary: ['투숙 30일 전까지 예약하면 오션뷰 객실을 최대 25% 할인된 요금으로 만나실 수 있습니다.', 'Book at least 30 days ahead and save up to 25% on an ocean-view room.'],
    description: [
      '동해 일출이 보이는 오션뷰 객실을 가장 합리적인 가격에 예약할 수 있는 얼리버드 특가입니다. 대포항과 속초해수욕장이 가까워 여유로운 바다 여행을 계획하기에 좋습니다. 여행 일정이 정해졌다면 지금 미리 예약하세요.',
      'Our early bird rate is the best-value way to book an ocean-view room facing the East Sea sunrise. Daepo Harbour and Sokcho Beach are close by, so an unhurried seaside trip is easy to plan. If your dates are set, book now.',
    ],
    benefits: [['오션뷰 객실 최대 25% 할인', 'Up to 25% off an ocean-view room'], WELCOME_DRINKS, FREE_PARKING],
    notes: [['투숙일 기준 30일 전까지 예약 시 적용됩니다.', 'Applies to bookings made at least 30 days before arrival.'], CANCEL_EARLY_BIRD, ADULTS_2, MAX_5_ROOMS, NO_COMBINE],
  },
  {
    hotel_seq: 101, kind: 'promotion', key: 'long-stay', price_from: 298000, nights: 2,
    when: { sale: [-10, 45], stay: [0, 60] },
    title: ['연박 할인', 'Stay Longer, Save More'],
    image: { scene: { kind: 'long-stay' }, alt: '연박하는 나흘에 표시를 한 달력과 밤을 뜻하는 초승달 세 개' },
    summary: ['2박 이상 머무르시면 두 번째 밤부터 객실 요금을 30% 할인해 드립니다.', 'Stay two nights or more and save 30% from the second night.'],
    description: [
      '설악산과 동해를 천천히 즐기고 싶은 분들을 위한 연박 전용 요금입니다. 2박 이상 예약 시 두 번째 밤부터 30% 할인이 적용되며, 레이트 체크아웃도 함께 드립니다. 영금정 산책부터 설악산 케이블카까지 여유 있게 일정을 세워 보세요.',
      'A rate for guests who want to take their time with Seoraksan and the East Sea. Book two nights or more and every night from the second is 30% off, with late check-out included. Leave room in your plans for a walk to Yeonggeumjeong and a ride on the Seoraksan cable car.',
    ],
    benefits: [['2박째부터 객실 요금 30% 할인', '30% off every night from the second'], ['레이트 체크아웃 12:00 (객실 상황에 따라 13:00까지)', 'Late check-out at 12:00 (13:00 when available)'], ['사우나 2인 무료 이용 (1회)', 'One complimentary sauna visit for two']],
    notes: [['2박 이상 연속 투숙 시에만 적용되며, 표시 요금은 2박 기준입니다.', 'Valid for consecutive stays of two nights or more; the price shown is for two nights.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 101, kind: 'promotion', key: 'renewal-open', price_from: 139000, nights: 1,
    when: { sale: [-120, -15], stay: [-115, -10] },
    title: ['리뉴얼 오픈 기념 특가', 'Renewal Opening Special'],
    image: { scene: { kind: 'grand-open' }, alt: '새 침대 앞에 붉은 리본을 걸어 리뉴얼 객실의 오픈을 알리는 그림' },
    summary: ['객실 리뉴얼 오픈을 기념해 새 단장을 마친 객실을 특별 요금으로 선보였습니다.', 'To celebrate our room renewal, the newly refurbished rooms were offered at a special rate.'],
    description: [
      '침구와 가구, 욕실을 새롭게 단장한 리뉴얼 객실의 오픈을 기념한 한정 특가입니다. 많은 성원에 힘입어 판매가 종료되었으며, 다음 프로모션에서 더 큰 혜택으로 찾아뵙겠습니다.',
      'A limited offer celebrating the reopening of our rooms with new bedding, furniture and bathrooms. Thanks to your response it has sold out, and we look forward to welcoming you with our next promotion.',
    ],
    benefits: [['리뉴얼 객실 20% 할인', '20% off a renewed room'], ['조식 뷔페 1인 무료', 'Breakfast buffet for one'], ['객실 미니바 음료 무료', 'Complimentary soft drinks from the minibar']],
    notes: [ENDED, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 101, kind: 'package', key: 'breakfast', price_from: 189000, nights: 1,
    when: { sale: [-30, 90], stay: [0, 92] },
    title: ['조식 패키지', 'Breakfast Package'],
    image: { scene: { kind: 'breakfast' }, alt: '바다가 보이는 창가 테이블에 차려진 달걀 프라이와 토스트, 크루아상, 커피와 주스' },
    summary: ['바다가 보이는 레스토랑의 조식 뷔페 2인이 포함된 기본 패키지입니다.', 'Our classic package with breakfast for two at the sea-view restaurant.'],
    description: [
      '동해가 내려다보이는 레스토랑에서 속초 제철 식재료로 준비한 조식 뷔페를 즐기실 수 있습니다. 갓 구운 빵과 즉석 오믈렛, 시원한 황태해장국까지 매일 아침 다양하게 준비합니다. 여유로운 아침으로 여행의 하루를 시작해 보세요.',
      'Enjoy a breakfast buffet made with seasonal Sokcho produce in a restaurant overlooking the East Sea. Freshly baked bread, omelettes made to order and a warming dried-pollack soup are served every morning. Start your day at an easy pace.',
    ],
    benefits: [['조식 뷔페 2인 (07:00~10:00)', 'Breakfast buffet for two (07:00–10:00)'], ['어린이 1인 조식 무료 (37개월~12세)', 'Free breakfast for one child (37 months to 12 years)'], FREE_PARKING],
    notes: [
      ['조식은 투숙 다음 날 아침 1회 제공되며, 이용하지 않으신 경우 환불되지 않습니다.', 'Breakfast is served once, on the morning after your night, and is not refunded if unused.'],
      ['추가 인원 조식 요금: 성인 35,000원, 어린이(37개월~12세) 20,000원', 'Breakfast for extra guests: KRW 35,000 per adult, KRW 20,000 per child (37 months to 12 years).'],
      CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS,
    ],
  },
  {
    hotel_seq: 101, kind: 'package', key: 'golf', price_from: 459000, nights: 1,
    when: { sale: [-14, 60], stay: [1, 75] },
    title: ['골프 패키지', 'Golf Package'],
    image: { scene: { kind: 'golf' }, alt: '설악산 능선 아래 깃발이 꽂힌 골프장 그린' },
    summary: ['설악산 자락의 제휴 골프장 18홀 라운드와 1박 숙박을 함께 즐기는 패키지입니다.', 'An overnight stay with an 18-hole round at a partner course at the foot of Seoraksan.'],
    description: [
      '설악산 능선을 바라보며 라운드할 수 있는 제휴 골프장의 그린피 2인이 포함되어 있습니다. 라운드 후에는 사우나에서 피로를 풀고 바다가 보이는 객실에서 편안히 쉬어 가세요. 티오프 시간은 예약 확정 후 골프장과 조율해 안내해 드립니다.',
      'Green fees for two at a partner course with views of the Seoraksan ridges are included. After your round, unwind in the sauna and rest in a room facing the sea. Tee times are arranged with the course once your booking is confirmed.',
    ],
    benefits: [['제휴 골프장 18홀 그린피 2인', 'Green fees for two (18 holes) at a partner course'], BREAKFAST_2, ['사우나 2인 무료 이용', 'Sauna access for two'], ['골프장 왕복 차량 (사전 예약제)', 'Round-trip transfer to the course (book in advance)']],
    notes: [GOLF_FEES, GOLF_WEATHER, ['티오프 시간은 예약 확정 후 개별 안내됩니다.', 'Tee times are confirmed individually after booking.'], CANCEL_3_DAYS, MAX_5_ROOMS],
  },
  {
    hotel_seq: 101, kind: 'package', key: 'winter-spa', price_from: 269000, nights: 1,
    when: 'winter',
    title: ['겨울 바다 & 온천 패키지', 'Winter Sea & Hot Spring Package'],
    image: { scene: { kind: 'hot-spring' }, alt: '눈 내리는 산을 바라보며 김이 오르는 노천 온천' },
    summary: ['척산온천 이용권과 함께 겨울 동해의 정취를 즐기는 따뜻한 패키지입니다.', 'A warming package pairing the winter East Sea with passes to Cheoksan Hot Springs.'],
    description: [
      '설악산 아래 천연 온천수로 이름난 척산온천 이용권 2매가 포함되어 있습니다. 온천으로 몸을 녹인 뒤 대포항에서 제철 대게와 도루묵으로 겨울 바다의 맛을 즐겨 보세요. 객실에서는 겨울 일출을 편안하게 감상하실 수 있습니다.',
      'Two passes to Cheoksan Hot Springs, known for its natural spring water below Seoraksan, are included. Warm up in the springs, then taste the winter sea with snow crab and sandfish at Daepo Harbour. From your room you can watch the winter sunrise in comfort.',
    ],
    benefits: [['척산온천 이용권 2매', 'Two passes to Cheoksan Hot Springs'], BREAKFAST_2, ['대포항 제휴 식당 10% 할인 쿠폰', '10% off at partner restaurants in Daepo Harbour'], LATE_CHECKOUT_12],
    notes: [['온천 이용권은 투숙 기간 중에만 사용하실 수 있습니다.', 'Hot spring passes can be used only during your stay.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 101, kind: 'package', key: 'summer-ocean', price_from: 289000, nights: 1,
    when: 'summer',
    title: ['썸머 오션 패키지', 'Summer Ocean Package'],
    image: { scene: { kind: 'beach' }, alt: '여름 해변의 파라솔과 선베드 너머로 펼쳐진 푸른 동해' },
    summary: ['속초해수욕장 파라솔·선베드와 시원한 여름 간식이 포함된 바다 패키지입니다.', 'A seaside package with a parasol and loungers at Sokcho Beach and a cool summer treat.'],
    description: [
      '여름 성수기, 속초해수욕장에서 하루 종일 이용하실 수 있는 파라솔과 선베드 2개를 준비해 드립니다. 해수욕 후에는 로비 라운지에서 시원한 빙수를 즐기고, 저녁에는 대포항을 따라 산책해 보세요. 성수기 주말은 객실이 빠르게 마감되니 서둘러 예약하시기 바랍니다.',
      'In high summer we reserve a parasol and two sun loungers for you at Sokcho Beach for the whole day. After a swim, cool down with bingsu at the lobby lounge and take an evening stroll along Daepo Harbour. Summer weekends sell out quickly, so book early.',
    ],
    benefits: [['속초해수욕장 파라솔 1개·선베드 2개 (1일)', 'One parasol and two loungers at Sokcho Beach (one day)'], ['로비 라운지 빙수 1개', 'One bingsu at the lobby lounge'], BREAKFAST_2, ['비치 타월 2장 대여', 'Two beach towels']],
    notes: [BEACH_SEASON, CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },

  // 라온 호텔 낙산: Naksan Beach, Naksansa temple and the surf coast of Yangyang.
  {
    hotel_seq: 102, kind: 'promotion', key: 'early-bird', price_from: 139000, nights: 1,
    when: { sale: [-15, 75], stay: [21, 140] },
    title: ['얼리버드 특가', 'Early Bird Offer'],
    image: { scene: { kind: 'early-bird' }, alt: '일찍 예약한 날짜에 표시를 한 달력과 작은 새' },
    summary: ['투숙 21일 전까지 예약하면 낙산 바다 전망 객실을 20% 할인해 드립니다.', 'Book at least 21 days ahead for 20% off a room overlooking Naksan Beach.'],
    description: [
      '낙산해수욕장이 눈앞에 펼쳐지는 객실을 미리 예약하시는 분께 드리는 특별 요금입니다. 일출 명소인 의상대와 낙산사가 가까워 이른 아침 산책을 즐기기에 좋습니다. 일정이 정해졌다면 합리적인 요금으로 먼저 예약하세요.',
      'A special rate for guests who plan ahead, in rooms that look straight out onto Naksan Beach. Uisangdae, famous for its sunrise, and Naksansa temple are close by for an early morning walk. If your dates are set, book now at the best price.',
    ],
    benefits: [['객실 요금 20% 할인', '20% off the room rate'], ['로비 카페 아메리카노 2잔', 'Two Americanos at the lobby café'], FREE_PARKING],
    notes: [['투숙일 기준 21일 전까지 예약 시 적용됩니다.', 'Applies to bookings made at least 21 days before arrival.'], CANCEL_EARLY_BIRD, ADULTS_2, MAX_5_ROOMS, NO_COMBINE],
  },
  {
    hotel_seq: 102, kind: 'promotion', key: 'weekday', price_from: 129000, nights: 1,
    when: { sale: [-7, 60], stay: [0, 90] },
    title: ['주중 특가', 'Weekday Saver'],
    image: { scene: { kind: 'weekday' }, alt: '월요일부터 금요일까지 표시를 한 달력과 시계' },
    summary: ['일요일부터 목요일까지 투숙하시면 객실 요금을 최대 30% 할인해 드립니다.', 'Save up to 30% on stays from Sunday to Thursday night.'],
    description: [
      '한적한 평일에 양양 바다를 온전히 누리고 싶은 분을 위한 주중 전용 요금입니다. 붐비지 않는 낙산해수욕장과 하조대 해안 산책로를 여유롭게 걸어 보세요. 레이트 체크아웃도 함께 제공해 드립니다.',
      'A weekday rate for guests who want the Yangyang coast to themselves. Take your time on a quiet Naksan Beach and the Hajodae coastal trail. Late check-out is included.',
    ],
    benefits: [['일~목 투숙 시 객실 요금 최대 30% 할인', 'Up to 30% off Sunday to Thursday nights'], LATE_CHECKOUT_12, ['조식 뷔페 20% 할인', '20% off the breakfast buffet']],
    notes: [['금·토요일 및 공휴일 전날 투숙에는 적용되지 않습니다.', 'Not valid on Friday or Saturday nights or the night before a public holiday.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 102, kind: 'promotion', key: 'flash-sale', price_from: 149000, nights: 1,
    when: { sale: [-33, -31], stay: [-30, -5] },
    title: ['72시간 타임 세일', '72-Hour Flash Sale'],
    image: { scene: { kind: 'flash-sale' }, alt: '짧은 특가 기간을 알리는 자명종 시계와 번개' },
    summary: ['72시간 동안만 진행한 한정 특가로, 전 객실을 최대 35% 할인된 요금에 선보였습니다.', 'A 72-hour flash sale with up to 35% off every room type.'],
    description: [
      '준비한 객실이 조기 마감되어 판매가 종료되었습니다. 다음 타임 세일 소식은 공지사항과 라온 호텔앤리조트 공식 채널에서 가장 먼저 알려 드리겠습니다.',
      'The rooms set aside for this sale sold out early and the sale has ended. News of our next flash sale will appear first in our notices and on the RAON Hotels & Resorts channels.',
    ],
    benefits: [['전 객실 최대 35% 할인', 'Up to 35% off every room type'], WELCOME_DRINKS, FREE_PARKING],
    notes: [ENDED, ['결제 후 체크인 7일 전까지 취소 시 전액 환불됩니다.', 'Full refund for cancellations up to 7 days before check-in.'], MAX_5_ROOMS],
  },
  {
    hotel_seq: 102, kind: 'package', key: 'surf', price_from: 249000, nights: 1,
    when: { sale: [-20, 80], stay: [0, 100] },
    title: ['서핑 패키지', 'Surf Package'],
    image: { scene: { kind: 'surf' }, alt: '파도가 밀려오는 해변 모래사장에 나란히 세워 둔 서프보드' },
    summary: ['양양 제휴 서핑 스쿨의 입문 강습과 장비 대여가 포함된 패키지입니다.', 'A stay with a beginner lesson and gear rental at a partner surf school in Yangyang.'],
    description: [
      '국내 서핑의 중심지 양양에서 전문 강사와 함께 2시간 입문 강습을 받아 보세요. 보드와 웻슈트 대여가 포함되어 있어 가볍게 오셔도 됩니다. 강습 후에는 따뜻한 샤워와 함께 객실에서 편히 쉬실 수 있습니다.',
      "Take a two-hour beginner lesson with a professional instructor in Yangyang, the heart of Korea's surf scene. Board and wetsuit rental are included, so just bring yourself. Afterwards, warm up with a hot shower and relax in your room.",
    ],
    benefits: [['제휴 서핑 스쿨 입문 강습 2인 (2시간)', 'Beginner lesson for two at a partner surf school (2 hours)'], ['서프보드·웻슈트 대여 2인 (1일)', 'Board and wetsuit rental for two (one day)'], BREAKFAST_2, FREE_PARKING],
    notes: [
      ['강습은 만 10세 이상, 수영이 가능한 분만 참여하실 수 있습니다.', 'Lessons are open to swimmers aged 10 and over.'],
      ['파도와 기상 상황에 따라 강습 일정이 변경되거나 취소될 수 있으며, 취소 시 강습료는 환불됩니다.', 'Lessons may be moved or cancelled depending on waves and weather; cancelled lessons are refunded.'],
      ['동절기(11월~3월)에는 방한용 웻슈트와 부츠를 제공합니다.', 'From November to March, winter wetsuits and boots are provided.'],
      CANCEL_3_DAYS, MAX_5_ROOMS,
    ],
  },
  {
    hotel_seq: 102, kind: 'package', key: 'kids', price_from: 219000, nights: 1,
    when: { sale: [-25, 70], stay: [0, 95] },
    title: ['키즈 패키지', 'Kids Package'],
    image: { scene: { kind: 'kids' }, alt: '볼풀과 블록, 미끄럼틀이 있는 어린이 놀이 공간' },
    summary: ['아이와 함께하는 가족 여행을 위해 키즈 어메니티와 가족 조식을 준비한 패키지입니다.', "A family package with kids' amenities and breakfast for the whole family."],
    description: [
      '아이 눈높이에 맞춘 키즈 어메니티와 웰컴 키트를 객실에 준비해 드립니다. 가족 모두의 조식이 포함되어 있고, 낙산해수욕장에서 쓸 모래놀이 세트도 빌려 드립니다. 아이와 함께 바다에서 특별한 추억을 만들어 보세요.',
      "Child-sized amenities and a welcome kit are waiting in your room. Breakfast for the whole family is included, and we lend a sand-play set for Naksan Beach. Make memories by the sea with your children.",
    ],
    benefits: [['키즈 웰컴 키트 (어린이 칫솔 세트·목욕 용품·기념품)', "Kids' welcome kit (toothbrush set, bath products, a keepsake)"], ['성인 2인·어린이 1인 조식 뷔페', 'Breakfast buffet for two adults and one child'], ['모래놀이 세트 대여', 'Sand-play set to borrow'], ['침대 안전 가드·유아 욕조 대여 (사전 요청)', 'Bed rail and baby bath on request']],
    notes: [
      ['성인 2인·어린이 1인(37개월~12세) 기준이며, 36개월 이하 유아는 무료입니다.', 'Based on two adults and one child (37 months to 12 years); infants up to 36 months stay free.'],
      ['어린이 추가 시 조식 요금 20,000원이 부과됩니다.', 'Breakfast for an additional child is KRW 20,000.'],
      CANCEL_3_DAYS, MAX_5_ROOMS,
    ],
  },
  {
    hotel_seq: 102, kind: 'package', key: 'sunrise', price_from: 199000, nights: 1,
    when: 'winter',
    title: ['낙산 해돋이 패키지', 'Naksan Sunrise Package'],
    image: { scene: { kind: 'sunrise' }, alt: '바닷가 절벽 위 정자 너머로 바다에서 떠오르는 해' },
    summary: ['의상대 일출을 감상한 뒤 따뜻한 조식으로 하루를 여는 겨울 패키지입니다.', 'A winter package: watch the sunrise at Uisangdae, then warm up over breakfast.'],
    description: [
      '동해안의 대표 일출 명소인 낙산사 의상대가 호텔에서 걸어서 10분 거리에 있습니다. 새벽 산책을 위한 핫팩과 따뜻한 음료를 준비해 드리며, 해돋이를 보고 돌아와 여유롭게 조식을 즐기실 수 있습니다. 새해를 맞이하는 여행으로도 추천해 드립니다.',
      "Uisangdae at Naksansa, one of the East Coast's best-known sunrise spots, is a ten-minute walk from the hotel. We prepare heat packs and a hot drink for your dawn walk, and breakfast is waiting when you return. It makes a fine trip to welcome the new year.",
    ],
    benefits: [['일출 산책 키트 (핫팩·따뜻한 음료 2잔)', 'Sunrise walk kit (heat packs and two hot drinks)'], BREAKFAST_2, ['레이트 체크아웃 13:00', 'Late check-out at 13:00']],
    notes: [['12월 31일 투숙은 별도 요금이 적용됩니다.', 'A separate rate applies to the night of 31 December.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 102, kind: 'package', key: 'beach-summer', price_from: 279000, nights: 1,
    when: 'summer',
    title: ['여름 비치 바캉스 패키지', 'Summer Beach Package'],
    image: { scene: { kind: 'beach' }, alt: '파라솔과 선베드가 놓인 여름 낙산해변' },
    summary: ['낙산해수욕장 파라솔·선베드와 튜브 대여가 포함된 여름 바캉스 패키지입니다.', 'A summer holiday package with a parasol, loungers and a float at Naksan Beach.'],
    description: [
      '호텔 앞 낙산해수욕장에서 파라솔과 선베드를 하루 종일 이용하실 수 있습니다. 해변에서 돌아와 로비 카페의 시원한 음료로 더위를 식히고, 저녁에는 해변 산책로를 따라 여름밤을 즐겨 보세요. 성수기 주말은 조기 마감될 수 있습니다.',
      'Use a parasol and loungers on Naksan Beach, right in front of the hotel, all day long. Cool off with a cold drink at the lobby café, then enjoy the summer night along the beach promenade. Peak-season weekends may sell out early.',
    ],
    benefits: [['낙산해수욕장 파라솔 1개·선베드 2개 (1일)', 'One parasol and two loungers at Naksan Beach (one day)'], ['튜브 1개 대여', 'One swim float'], BREAKFAST_2, ['로비 카페 음료 2잔', 'Two drinks at the lobby café']],
    notes: [BEACH_SEASON, CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },

  // 라온 리조트 경주: Bomun Lake and the historic sites of the old Silla capital.
  {
    hotel_seq: 103, kind: 'promotion', key: 'long-stay', price_from: 318000, nights: 2,
    when: { sale: [-12, 60], stay: [0, 80] },
    title: ['연박 할인', 'Stay Longer, Save More'],
    image: { scene: { kind: 'long-stay' }, alt: '연박하는 나흘에 표시를 한 달력과 밤을 뜻하는 초승달 세 개' },
    summary: ['2박 이상 머무르시면 최대 20% 할인된 요금으로 경주를 천천히 여행하실 수 있습니다.', 'Stay two nights or more and explore Gyeongju at your own pace for up to 20% less.'],
    description: [
      '불국사와 석굴암, 대릉원과 황리단길까지 하루에 다 보기 아쉬운 경주를 여유롭게 둘러보실 수 있도록 준비한 연박 요금입니다. 2박 시 10%, 3박 이상 시 20% 할인이 적용됩니다. 보문호를 바라보며 맞이하는 아침도 놓치지 마세요.',
      'Bulguksa, Seokguram, Daereungwon and Hwangnidan-gil are too much for a single day, so this rate gives you time to see them properly. Two nights save 10% and three or more save 20%. Do not miss the mornings over Bomun Lake.',
    ],
    benefits: [['2박 10%, 3박 이상 20% 할인', '10% off two nights, 20% off three or more'], ['보문호 자전거 2대 대여 (2시간)', 'Two bicycles for two hours around Bomun Lake'], LATE_CHECKOUT_12],
    notes: [['연속 투숙 시에만 적용되며, 표시 요금은 2박 기준입니다.', 'Valid for consecutive nights only; the price shown is for two nights.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 103, kind: 'promotion', key: 'early-bird', price_from: 169000, nights: 1,
    when: { sale: [-18, 75], stay: [30, 150] },
    title: ['얼리버드 특가', 'Early Bird Offer'],
    image: { scene: { kind: 'early-bird' }, alt: '일찍 예약한 날짜에 표시를 한 달력과 작은 새' },
    summary: ['투숙 30일 전까지 예약하면 보문호 전망 객실을 최대 25% 할인해 드립니다.', 'Book at least 30 days ahead for up to 25% off a room overlooking Bomun Lake.'],
    description: [
      '보문호가 한눈에 내려다보이는 객실을 가장 좋은 조건으로 예약하실 수 있는 얼리버드 요금입니다. 봄에는 벚꽃, 가을에는 단풍으로 물드는 보문호 산책로가 리조트 바로 앞에 있습니다. 일정을 미리 정하고 합리적으로 여행을 준비하세요.',
      'Our early bird rate is the best way to book a room with a sweeping view of Bomun Lake. The lakeside path, lined with cherry blossoms in spring and red maples in autumn, starts right outside the resort. Plan ahead and travel for less.',
    ],
    benefits: [['객실 요금 최대 25% 할인', 'Up to 25% off the room rate'], WELCOME_DRINKS, FREE_PARKING],
    notes: [['투숙일 기준 30일 전까지 예약 시 적용됩니다.', 'Applies to bookings made at least 30 days before arrival.'], CANCEL_EARLY_BIRD, ADULTS_2, MAX_5_ROOMS, NO_COMBINE],
  },
  {
    hotel_seq: 103, kind: 'promotion', key: 'members-secret', price_from: 149000, nights: 1,
    when: { sale: [-75, -20], stay: [-70, -12] },
    title: ['회원 전용 시크릿 특가', 'Members-Only Secret Rate'],
    image: { scene: { kind: 'members' }, alt: '회원 카드와 왕관, 열쇠로 나타낸 회원 전용 혜택' },
    summary: ['라온 멤버십 회원만을 위해 한정 수량으로 선보인 특별 요금입니다.', 'A special rate offered in limited numbers to RAON members only.'],
    description: [
      '멤버십 회원 전용으로 준비한 객실이 모두 판매되어 프로모션이 종료되었습니다. 다음 회원 전용 특가 소식은 광고성 정보 수신에 동의하신 회원께 이메일과 문자로 가장 먼저 알려 드립니다.',
      'All rooms set aside for members have been sold and this promotion has ended. Members who have agreed to receive marketing messages will hear about the next members-only rate first, by e-mail and text message.',
    ],
    benefits: [['회원 전용 객실 요금 30% 할인', '30% off the room rate for members'], ['조식 뷔페 1인 무료', 'Breakfast buffet for one'], ['멤버십 포인트 2배 적립', 'Double membership points']],
    notes: [ENDED, ['라온 멤버십 회원으로 로그인한 후 예약하신 경우에만 적용되었습니다.', 'Applied only to bookings made while logged in as a RAON member.'], MAX_5_ROOMS],
  },
  {
    hotel_seq: 103, kind: 'package', key: 'golf', price_from: 890000, nights: 2,
    when: { sale: [-20, 70], stay: [1, 90] },
    title: ['골프 패키지', 'Golf Package'],
    image: { scene: { kind: 'golf' }, alt: '토함산 자락 골프장의 그린과 깃발' },
    summary: ['경주 인근 제휴 골프장 2라운드와 2박 숙박, 조식이 포함된 골프 패키지입니다.', 'Two nights with two rounds at partner courses near Gyeongju and breakfast.'],
    description: [
      '보문관광단지에서 차로 20분 이내인 제휴 골프장 두 곳에서 이틀 동안 라운드를 즐기실 수 있습니다. 라운드 후에는 사우나에서 피로를 풀고, 저녁에는 동궁과 월지의 야경을 감상해 보세요. 남부 지방의 온화한 날씨 덕분에 사계절 라운드하기 좋습니다.',
      'Play two days at two partner courses, each within 20 minutes of the Bomun resort area. After your round, relax in the sauna and see Donggung Palace and Wolji Pond lit up at night. The mild southern climate makes for good golf in every season.',
    ],
    benefits: [['제휴 골프장 18홀 그린피 2인 × 2라운드', 'Green fees for two, two rounds of 18 holes'], ['조식 뷔페 2인 × 2회', 'Breakfast buffet for two on both mornings'], ['사우나 2인 무료 이용', 'Sauna access for two'], ['클럽하우스 식음료 10% 할인', '10% off food and drinks at the clubhouse']],
    notes: [['표시 요금은 2박, 2인 2라운드 기준입니다.', 'The price shown is for two nights and two rounds for two players.'], GOLF_FEES, GOLF_WEATHER, CANCEL_3_DAYS, MAX_5_ROOMS],
  },
  {
    hotel_seq: 103, kind: 'package', key: 'heritage', price_from: 229000, nights: 1,
    when: { sale: [-30, 85], stay: [0, 100] },
    title: ['경주 역사 탐방 패키지', 'Gyeongju Heritage Package'],
    image: { scene: { kind: 'heritage' }, alt: '잔디밭 위의 첨성대와 석탑, 그 뒤의 기와 담장' },
    summary: ['황리단길 한복 대여와 경주 시티투어 버스로 천년 고도를 여행하는 패키지입니다.', 'See the thousand-year capital in hanbok from Hwangnidan-gil and by Gyeongju city tour bus.'],
    description: [
      '제휴 한복점에서 한복을 빌려 입고 대릉원과 첨성대, 황리단길을 걸어 보세요. 경주 시티투어 버스로 불국사와 석굴암까지 편하게 둘러보실 수 있습니다. 밤에는 조명이 켜진 동궁과 월지가 여행을 아름답게 마무리해 줍니다.',
      'Rent a hanbok from a partner shop and stroll past Daereungwon, Cheomseongdae and Hwangnidan-gil. The Gyeongju city tour bus takes you to Bulguksa and Seokguram in comfort. At night, Donggung Palace and Wolji Pond lit up make a beautiful end to the day.',
    ],
    benefits: [['황리단길 제휴 한복점 한복 대여 2인 (2시간)', 'Hanbok rental for two at a partner shop in Hwangnidan-gil (2 hours)'], ['경주 시티투어 버스 탑승권 2매', 'Two Gyeongju city tour bus tickets'], BREAKFAST_2, ['경주 역사 여행 가이드 맵', 'Gyeongju heritage guide map']],
    notes: [['시티투어 버스는 운행 일정에 따라 사전 예약이 필요합니다.', 'The city tour bus must be reserved in advance according to its timetable.'], ['한복 대여는 투숙 기간 중 1회 이용하실 수 있습니다.', 'Hanbok rental can be used once during your stay.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 103, kind: 'package', key: 'winter-spa', price_from: 239000, nights: 1,
    when: 'winter',
    title: ['보문 겨울 온천 패키지', 'Bomun Winter Hot Spring Package'],
    image: { scene: { kind: 'hot-spring' }, alt: '눈 덮인 산 아래 김이 오르는 노천 온천' },
    summary: ['보문호를 바라보며 온천욕을 즐기는 따뜻한 겨울 휴식 패키지입니다.', 'A warm winter break with hot springs beside Bomun Lake.'],
    description: [
      '보문관광단지 제휴 온천 이용권 2매와 따뜻한 조식이 포함되어 있습니다. 온천으로 몸을 녹인 뒤 고요한 겨울 보문호를 따라 산책해 보세요. 추운 계절, 가족이나 연인과 함께하는 느긋한 휴식을 추천해 드립니다.',
      'Two passes to a partner hot spring in the Bomun resort area and a warm breakfast are included. After a soak, take a walk around the quiet winter lake. A slow, restful escape for families and couples in the cold season.',
    ],
    benefits: [['보문단지 제휴 온천 이용권 2매', 'Two passes to a partner hot spring in Bomun'], BREAKFAST_2, ['객실 전통차 세트', 'Traditional tea set in your room'], LATE_CHECKOUT_12],
    notes: [['온천 이용권은 투숙 기간 중에만 사용하실 수 있습니다.', 'Hot spring passes can be used only during your stay.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
  {
    hotel_seq: 103, kind: 'package', key: 'summer-night', price_from: 259000, nights: 1,
    when: 'summer',
    title: ['한여름 밤 경주 야경 패키지', 'Gyeongju Summer Nights Package'],
    image: { scene: { kind: 'night-view' }, alt: '밤하늘 아래 불을 밝힌 전각과 연못에 비친 그림자' },
    summary: ['동궁과 월지, 월정교를 잇는 야경 투어로 여름밤의 경주를 즐기는 패키지입니다.', 'Enjoy Gyeongju on a summer night with a tour of Donggung Palace, Wolji Pond and Woljeonggyo Bridge.'],
    description: [
      '해가 진 뒤 더 아름다운 경주를 위해 동궁과 월지, 월정교를 잇는 야경 투어 차량을 운행합니다. 투어 후에는 로비 라운지에서 경주 수제 맥주로 여름밤을 마무리해 보세요. 무더운 낮에는 객실에서 보문호를 바라보며 쉬어 가셔도 좋습니다.',
      'Gyeongju is at its most beautiful after dark, so we run a night tour shuttle to Donggung Palace, Wolji Pond and Woljeonggyo Bridge. Round off the evening with a Gyeongju craft beer at the lobby lounge. In the heat of the day, rest in your room with a view over Bomun Lake.',
    ],
    benefits: [['야경 투어 차량 2인 (19:30 출발)', 'Night tour shuttle for two (departs 19:30)'], ['경주 수제 맥주 2잔', 'Two Gyeongju craft beers'], BREAKFAST_2],
    notes: [['야경 투어는 매일 19:30 로비에서 출발하며, 우천 시 취소될 수 있습니다.', 'The night tour leaves the lobby at 19:30 daily and may be cancelled in rain.'], ['주류는 만 19세 이상 성인에게만 제공됩니다.', 'Alcohol is served only to guests aged 19 and over.'], CANCEL_3_DAYS, ADULTS_2, MAX_5_ROOMS],
  },
];

interface SeedCategory {
  type: 'faq' | 'voc';
  key: string;
  name: Pair;
}

const categories: SeedCategory[] = [
  { type: 'faq', key: 'reservation', name: ['예약', 'Reservations'] },
  { type: 'faq', key: 'payment', name: ['결제', 'Payment'] },
  { type: 'faq', key: 'room', name: ['객실', 'Rooms'] },
  { type: 'faq', key: 'facility', name: ['부대시설', 'Facilities'] },
  { type: 'faq', key: 'membership', name: ['멤버십', 'Membership'] },
  { type: 'voc', key: 'reservation', name: ['예약 문의', 'Reservations'] },
  { type: 'voc', key: 'room', name: ['객실', 'Rooms'] },
  { type: 'voc', key: 'facility', name: ['부대시설', 'Facilities'] },
  { type: 'voc', key: 'dining', name: ['식음료', 'Dining'] },
  { type: 'voc', key: 'complaint', name: ['불편 사항', 'Complaint'] },
  { type: 'voc', key: 'compliment', name: ['칭찬', 'Compliment'] },
  { type: 'voc', key: 'suggestion', name: ['제안', 'Suggestion'] },
  { type: 'voc', key: 'other', name: ['기타', 'Other'] },
];

/** Text in both languages, e.g. a date: 2026년 3월 12일(목) / Thu 12 March 2026. */
interface DayText {
  kor: string;
  eng: string;
}
/** A date written out in full and without its year. */
interface DateText extends DayText {
  date: string;
  korShort: string;
  engShort: string;
}
/** The date `days` after the notice was posted. */
type At = (days: number) => DateText;

interface SeedNotice {
  hotel_seq: number | null;
  days_ago: number;
  /** Time of posting, Korean time. */
  time: string;
  pinned: boolean;
  title: Pair;
  content: (at: At) => Pair;
}

const text = (kor: string[], eng: string[]): Pair => [kor.join('\n'), eng.join('\n')];

// The holiday notice follows the real Chuseok or Seollal dates and is built in holidayNotice().
const notices: SeedNotice[] = [
  {
    hotel_seq: null, days_ago: 12, time: '10:00', pinned: true,
    title: ['개인정보처리방침 개정 안내', 'Changes to Our Privacy Policy'],
    content: (at) => text([
      '라온 호텔앤리조트 개인정보처리방침이 아래와 같이 개정됨을 안내해 드립니다.',
      `- 시행일: ${at(14).kor}`,
      '- 주요 변경 사항: 고객의 소리(VOC) 접수 기록 보유 기간(3년) 명시, 문자 발송 수탁업체 변경',
      '- 개정 전문은 홈페이지 하단의 [개인정보처리방침]에서 확인하실 수 있습니다.',
      '변경 내용에 동의하지 않으시는 경우 고객센터(1588-2040)로 동의 철회를 요청하실 수 있습니다.',
    ], [
      'We are updating the RAON Hotels & Resorts privacy policy as follows.',
      `- Effective date: ${at(14).eng}`,
      '- Main changes: the retention period for customer voice (VOC) records (3 years) is stated, and our text-message service provider has changed.',
      '- The full policy is available from [Privacy Policy] at the bottom of the website.',
      'If you do not agree to the changes, you can withdraw your consent through our customer centre (1588-2040).',
    ]),
  },
  {
    hotel_seq: null, days_ago: 150, time: '14:00', pinned: false,
    title: ['홈페이지 서비스 점검 안내', 'Scheduled Website Maintenance'],
    content: (at) => text([
      '보다 안정적인 서비스 제공을 위해 홈페이지 시스템 점검을 진행합니다.',
      `- 점검 일시: ${at(6).kor} 02:00 ~ 06:00 (4시간)`,
      '- 점검 내용: 서버 보안 업데이트 및 데이터베이스 정비',
      '점검 시간에는 홈페이지 이용과 고객의 소리 접수가 일시 중단되며, 예약 사이트는 정상적으로 이용하실 수 있습니다.',
    ], [
      'We will carry out system maintenance to keep the website running smoothly.',
      `- When: ${at(6).eng}, 02:00–06:00 (4 hours)`,
      '- Work: server security updates and database maintenance',
      'The website and customer voice submissions will be unavailable during this time; the reservation site will work as usual.',
    ]),
  },
  {
    hotel_seq: null, days_ago: 215, time: '11:00', pinned: false,
    title: ['간편결제(카카오페이·네이버페이) 도입 안내', 'Kakao Pay and Naver Pay Now Accepted'],
    content: (at) => text([
      '예약 사이트의 결제 수단에 간편결제가 추가됩니다.',
      `- 적용 일시: ${at(3).kor} 00:00부터`,
      '- 추가 결제 수단: 카카오페이, 네이버페이',
      '- 간편결제로 결제한 예약을 취소하시면 결제하신 수단으로 환불되며, 영업일 기준 3~5일이 걸릴 수 있습니다.',
    ], [
      'Easy payment options are being added to the reservation site.',
      `- From: ${at(3).eng}, 00:00`,
      '- New payment methods: Kakao Pay and Naver Pay',
      '- Cancelled bookings are refunded to the method used, which may take 3–5 business days.',
    ]),
  },
  {
    hotel_seq: null, days_ago: 300, time: '09:30', pinned: true,
    title: ['당사 사칭 문자(스미싱) 주의 안내', 'Beware of Text Messages Impersonating RAON'],
    content: (at) => text([
      `${at(-3).kor}부터 라온 호텔앤리조트를 사칭해 예약 확인이나 환불을 안내하며 인터넷 주소(URL) 접속을 유도하는 문자가 확인되고 있습니다.`,
      '당사는 문자로 개인 계좌 입금이나 앱 설치를 요청하지 않습니다.',
      '의심스러운 문자를 받으셨다면 링크를 누르지 마시고 고객센터(1588-2040) 또는 불법스팸대응센터(국번 없이 118)로 신고해 주시기 바랍니다.',
    ], [
      `Since ${at(-3).eng}, text messages pretending to come from RAON Hotels & Resorts have been asking recipients to open a link to confirm a booking or receive a refund.`,
      'We never ask for payment into a personal account or for an app to be installed by text message.',
      'If you receive a suspicious message, do not open the link; report it to our customer centre (1588-2040) or to the spam reporting centre (118).',
    ]),
  },

  {
    hotel_seq: 101, days_ago: 30, time: '10:00', pinned: false,
    title: ['실내 수영장 정기 점검 휴장 안내', 'Indoor Pool Closed for Maintenance'],
    content: (at) => text([
      '수질 관리와 시설 안전 점검을 위해 실내 수영장을 아래와 같이 휴장합니다.',
      `- 휴장 기간: ${range(at(7), at(9)).kor}`,
      `- 재개장: ${at(10).kor} 07:00`,
      '휴장 기간 중 수영장 이용이 포함된 패키지를 예약하신 고객께는 사우나 이용권으로 대신 제공해 드립니다.',
    ], [
      'The indoor pool will close for water treatment and a safety inspection.',
      `- Closed: ${range(at(7), at(9)).eng}`,
      `- Reopens: ${at(10).eng}, 07:00`,
      'Guests whose package includes the pool will receive sauna passes instead during the closure.',
    ]),
  },
  {
    hotel_seq: 101, days_ago: 120, time: '15:00', pinned: false,
    title: ['지하 주차장 바닥 보수 공사 안내', 'Underground Car Park Resurfacing'],
    content: (at) => text([
      '지하 주차장 바닥 도장 및 배수로 보수 공사를 아래와 같이 진행합니다.',
      `- 공사 기간: ${range(at(5), at(11)).kor}, 매일 09:00 ~ 18:00`,
      '- 공사 구역: 지하 2층 B구역 (약 60면)',
      '공사 기간에는 정문 옆 야외 주차장을 이용해 주시기 바랍니다. 투숙객 주차는 기존과 같이 무료입니다.',
    ], [
      'We are repainting the floor and repairing the drainage of the underground car park.',
      `- Dates: ${range(at(5), at(11)).eng}, daily 09:00–18:00`,
      '- Area: level B2, zone B (about 60 spaces)',
      'Please use the outdoor car park next to the main gate during the works. Parking remains free for hotel guests.',
    ]),
  },
  {
    hotel_seq: 101, days_ago: 250, time: '11:00', pinned: false,
    title: ['소방 훈련 실시 안내', 'Fire Drill'],
    content: (at) => text([
      '고객 안전과 비상 대응 능력 향상을 위해 아래와 같이 소방 훈련을 실시합니다.',
      `- 훈련 일시: ${at(4).kor} 14:00 ~ 14:30`,
      '- 훈련 내용: 화재 경보 작동, 대피 유도, 소화기 사용 훈련',
      '훈련 중 화재 경보와 안내 방송이 울리더라도 실제 상황이 아니니 놀라지 마시기 바랍니다.',
      '훈련 시간 동안 엘리베이터 1대가 일시 정지되니 이용에 참고해 주시기 바랍니다.',
    ], [
      'For the safety of our guests, we will hold a fire drill as follows.',
      `- When: ${at(4).eng}, 14:00–14:30`,
      '- Drill: fire alarm test, evacuation guidance and fire extinguisher practice',
      'Alarms and announcements during this time are part of the drill, not a real emergency.',
      'One elevator will be out of service during the drill.',
    ]),
  },

  {
    hotel_seq: 102, days_ago: 45, time: '10:00', pinned: false,
    title: ['엘리베이터 정기 점검 안내', 'Elevator Inspection'],
    content: (at) => text([
      '승강기 안전관리법에 따른 정기 검사를 아래와 같이 실시합니다.',
      `- 점검 일시: ${at(5).kor} 10:00 ~ 15:00`,
      '- 점검 대상: 본관 1·2호기 (1대씩 순차 점검)',
      '점검 중에는 엘리베이터 대기 시간이 길어질 수 있습니다. 짐이 많으신 고객께는 벨 데스크에서 도와드립니다.',
    ], [
      'The statutory periodic elevator inspection will take place as follows.',
      `- When: ${at(5).eng}, 10:00–15:00`,
      '- Elevators: main building, cars 1 and 2 (one at a time)',
      'Waiting times may be longer during the inspection. The bell desk will gladly help with luggage.',
    ]),
  },
  {
    hotel_seq: 102, days_ago: 180, time: '16:00', pinned: false,
    title: ['저수조 청소에 따른 단수 안내', 'Water Supply Interruption for Tank Cleaning'],
    content: (at) => text([
      '먹는물관리법에 따라 저수조 정기 청소를 실시합니다.',
      `- 단수 일시: ${at(6).kor} 13:00 ~ 15:00`,
      '- 대상: 전 객실 및 공용 화장실',
      '단수 시간 동안 객실마다 생수 2병을 추가로 제공해 드리며, 체크인 시간(15:00)부터는 정상 공급됩니다.',
    ], [
      'Our water tanks will be cleaned as required by the Drinking Water Management Act.',
      `- Water off: ${at(6).eng}, 13:00–15:00`,
      '- Affected: all guest rooms and public restrooms',
      'Two extra bottles of water will be placed in every room, and supply returns to normal by check-in time (15:00).',
    ]),
  },
  {
    hotel_seq: 102, days_ago: 330, time: '11:00', pinned: false,
    title: ['소방 합동 훈련 실시 안내', 'Joint Fire Drill'],
    content: (at) => text([
      '관할 소방서와 함께 화재 대응 합동 훈련을 실시합니다.',
      `- 훈련 일시: ${at(3).kor} 10:00 ~ 11:00`,
      '- 참여 기관: 양양소방서, 라온 호텔 낙산 자위소방대',
      '- 훈련 중 소방차가 호텔 정문으로 진입하며, 정문 앞 주차가 일시 제한됩니다.',
      '훈련 중 울리는 경보와 방송은 실제 상황이 아니오니 안심하시기 바랍니다.',
    ], [
      'We will hold a joint fire-response drill with the local fire station.',
      `- When: ${at(3).eng}, 10:00–11:00`,
      '- Taking part: Yangyang Fire Station and the RAON Hotel Naksan fire team',
      '- Fire engines will enter through the main gate, and parking in front of it will be restricted for a while.',
      'Alarms and announcements during the drill are not a real emergency.',
    ]),
  },

  {
    hotel_seq: 103, days_ago: 20, time: '10:00', pinned: false,
    title: ['사우나 정기 휴장 안내', 'Sauna Closed for Maintenance'],
    content: (at) => text([
      '욕탕 배관 청소와 설비 점검을 위해 사우나를 아래와 같이 휴장합니다.',
      `- 휴장 기간: ${range(at(8), at(9)).kor}`,
      `- 재개장: ${at(10).kor} 06:00`,
      '휴장 기간에 투숙하시는 고객께는 프런트에서 보문단지 제휴 온천 30% 할인권을 드립니다.',
    ], [
      'The sauna will close for pipe cleaning and an equipment check.',
      `- Closed: ${range(at(8), at(9)).eng}`,
      `- Reopens: ${at(10).eng}, 06:00`,
      'Guests staying during the closure can collect a 30% discount voucher for a partner hot spring in Bomun at the front desk.',
    ]),
  },
  {
    hotel_seq: 103, days_ago: 95, time: '15:00', pinned: false,
    title: ['주차장 전기차 충전소 설치 공사 안내', 'EV Charger Installation in the Car Park'],
    content: (at) => text([
      '전기차를 이용하시는 고객의 편의를 위해 야외 주차장에 충전소를 설치합니다.',
      `- 공사 기간: ${range(at(7), at(20)).kor}, 매일 09:00 ~ 18:00`,
      '- 공사 구역: 야외 주차장 A구역 일부 (약 20면)',
      `- 충전소 운영 시작: ${at(21).kor} (급속 4기, 완속 8기)`,
      '공사 기간에는 B구역 주차장을 이용해 주시기 바랍니다. 이용에 불편을 드려 죄송합니다.',
    ], [
      'We are installing EV chargers in the outdoor car park for guests who drive electric cars.',
      `- Dates: ${range(at(7), at(20)).eng}, daily 09:00–18:00`,
      '- Area: part of outdoor car park zone A (about 20 spaces)',
      `- Chargers open: ${at(21).eng} (4 rapid, 8 standard)`,
      'Please park in zone B during the works. We apologise for the inconvenience.',
    ]),
  },
  {
    hotel_seq: 103, days_ago: 270, time: '10:30', pinned: false,
    title: ['콘도동 엘리베이터 교체 공사 안내', 'Elevator Replacement in the Condo Wing'],
    content: (at) => text([
      '노후 승강기 교체를 위해 콘도동 3호기의 운행을 중지합니다.',
      `- 공사 기간: ${range(at(5), at(26)).kor}`,
      '- 대상: 콘도동 3호기 (1·2호기는 정상 운행)',
      '공사 기간 중 콘도동 고층 객실을 예약하신 고객께는 요청 시 저층 객실로 우선 배정해 드립니다.',
    ], [
      'Elevator 3 in the condo wing will be out of service while it is replaced.',
      `- Dates: ${range(at(5), at(26)).eng}`,
      '- Affected: condo wing elevator 3 (elevators 1 and 2 run as usual)',
      'On request, guests booked on upper floors of the condo wing will be given a lower-floor room first.',
    ]),
  },
];

interface SeedFaq {
  category: string;
  hotel_seq: number | null;
  question: Pair;
  answer: Pair;
}

const faqs: SeedFaq[] = [
  {
    category: 'reservation', hotel_seq: null,
    question: ['한 번에 몇 개의 객실까지 예약할 수 있나요?', 'How many rooms can I book at once?'],
    answer: [
      '온라인 예약은 1회 최대 5실까지 가능합니다. 6실 이상 단체 예약은 고객센터(1588-2040, 평일 09:00~18:00)로 문의해 주시면 별도 요금으로 안내해 드립니다.',
      'Up to 5 rooms can be booked online per reservation. For 6 rooms or more, please contact our customer centre (1588-2040, weekdays 09:00–18:00) for a group rate.',
    ],
  },
  {
    category: 'reservation', hotel_seq: null,
    question: ['최소 몇 박부터 예약할 수 있나요?', 'What is the minimum stay?'],
    answer: [
      '1박부터 예약하실 수 있습니다. 다만 연박 할인이나 일부 골프 패키지처럼 2박 이상 투숙 조건이 있는 상품은 상세 페이지의 조건을 확인해 주세요.',
      'You can book from one night. Some offers, such as long-stay discounts and certain golf packages, require two nights or more; please check the conditions on each offer page.',
    ],
  },
  {
    category: 'reservation', hotel_seq: null,
    question: ['예약 취소 및 환불 규정은 어떻게 되나요?', 'What is the cancellation and refund policy?'],
    answer: [
      '일반 객실은 체크인 3일 전 23:59까지 무료로 취소하실 수 있으며, 이후 취소·변경 또는 노쇼 시 첫 1박 요금의 100%가 부과됩니다. 프로모션·패키지는 상품별 취소 규정이 우선 적용되니 예약 전 유의 사항을 꼭 확인해 주세요.',
      'Standard room bookings can be cancelled free of charge until 23:59 three days before check-in; later cancellations, changes or no-shows are charged 100% of the first night. Promotions and packages follow their own cancellation terms, so please read the notes before booking.',
    ],
  },
  {
    category: 'reservation', hotel_seq: null,
    question: ['어린이 요금 기준은 어떻게 되나요?', 'How are children charged?'],
    answer: [
      '어린이는 37개월부터 12세까지이며, 36개월 이하 유아는 기준 인원 내에서 무료입니다. 13세 이상은 성인 요금이 적용되며, 기준 인원을 초과하면 1인당 추가 요금이 부과됩니다.',
      'Children are guests aged 37 months to 12 years; infants up to 36 months stay free within the room capacity. Guests aged 13 and over pay the adult rate, and an extra-person charge applies beyond the standard occupancy.',
    ],
  },
  {
    category: 'reservation', hotel_seq: null,
    question: ['예약 내용을 변경하고 싶어요.', 'How can I change my booking?'],
    answer: [
      '날짜와 인원 변경은 예약 사이트의 마이페이지에서 직접 하실 수 있습니다. 객실 타입 변경이나 패키지 상품 변경은 취소 후 다시 예약하셔야 하며, 이때 취소 규정이 적용될 수 있습니다.',
      'You can change dates and the number of guests under My Page on the reservation site. To change the room type or package, cancel and book again; cancellation terms may apply.',
    ],
  },
  {
    category: 'payment', hotel_seq: null,
    question: ['어떤 결제 수단을 사용할 수 있나요?', 'Which payment methods are accepted?'],
    answer: [
      '신용카드와 체크카드, 카카오페이, 네이버페이, 실시간 계좌이체로 결제하실 수 있습니다. 현장에서는 현금과 법인카드도 사용 가능합니다.',
      'We accept credit and debit cards, Kakao Pay, Naver Pay and real-time bank transfer. Cash and corporate cards are also accepted at the property.',
    ],
  },
  {
    category: 'payment', hotel_seq: null,
    question: ['환불은 언제 되나요?', 'When will I receive my refund?'],
    answer: [
      '취소 즉시 환불 요청이 접수되며, 카드 결제는 카드사에 따라 영업일 기준 3~7일, 계좌이체는 1~3일 안에 환불됩니다.',
      'Refunds are requested as soon as you cancel. Card payments are refunded within 3–7 business days depending on the card issuer, and bank transfers within 1–3 business days.',
    ],
  },
  {
    category: 'payment', hotel_seq: null,
    question: ['영수증이나 현금영수증을 발급받을 수 있나요?', 'Can I get a receipt or a cash receipt?'],
    answer: [
      '온라인 결제 영수증은 예약 사이트 마이페이지에서 출력하실 수 있습니다. 현장 결제 건의 현금영수증과 세금계산서는 체크아웃 시 프런트에 요청해 주세요.',
      'Receipts for online payments can be printed from My Page on the reservation site. For payments made at the property, ask the front desk for a cash receipt or tax invoice at check-out.',
    ],
  },
  {
    category: 'room', hotel_seq: null,
    question: ['체크인·체크아웃 시간은 언제인가요?', 'What are the check-in and check-out times?'],
    answer: [
      '체크인은 15:00부터, 체크아웃은 11:00까지입니다. 얼리 체크인과 레이트 체크아웃은 당일 객실 상황에 따라 유료(1시간당 20,000원)로 가능합니다.',
      'Check-in is from 15:00 and check-out is by 11:00. Early check-in and late check-out are available for KRW 20,000 per hour, subject to availability on the day.',
    ],
  },
  {
    category: 'room', hotel_seq: null,
    question: ['엑스트라 베드를 추가할 수 있나요?', 'Can I add an extra bed?'],
    answer: [
      '객실당 1개까지 추가하실 수 있으며, 요금은 1박 40,000원(침구 포함)입니다. 수량이 한정되어 있으니 예약 시 요청 사항에 남겨 주시거나 투숙 전 프런트로 연락해 주세요.',
      'One extra bed per room is available at KRW 40,000 per night, bedding included. Numbers are limited, so please request it when booking or call the front desk before your stay.',
    ],
  },
  {
    category: 'room', hotel_seq: null,
    question: ['반려동물과 함께 투숙할 수 있나요?', 'Can I bring my pet?'],
    answer: [
      '라온 리조트 속초와 라온 리조트 경주는 반려동물 동반 투숙이 불가합니다(장애인 보조견 제외). 라온 호텔 낙산은 펫 프렌들리 객실에 한해 10kg 이하 소형견 2마리까지 투숙할 수 있으며, 1박 30,000원의 추가 요금이 있습니다.',
      'Pets are not allowed at RAON Resort Sokcho or RAON Resort Gyeongju (assistance dogs excepted). RAON Hotel Naksan welcomes up to two small dogs under 10 kg in its pet-friendly rooms for KRW 30,000 per night.',
    ],
  },
  {
    category: 'room', hotel_seq: 101,
    question: ['객실에서 취사가 가능한가요?', 'Can I cook in my room?'],
    answer: [
      '주방이 있는 패밀리 타입 객실에서는 인덕션과 기본 조리 도구를 이용해 간단한 취사가 가능합니다. 생선·고기 굽기 등 연기와 냄새가 많이 나는 조리는 화재 감지기가 작동할 수 있어 삼가 주시기 바랍니다.',
      'Family rooms with a kitchen have an induction hob and basic cookware for simple meals. Please do not grill fish or meat in the room, as the smoke may set off the fire detectors.',
    ],
  },
  {
    category: 'facility', hotel_seq: null,
    question: ['주차는 가능한가요?', 'Is parking available?'],
    answer: [
      '투숙객은 객실당 1대까지 무료로 주차하실 수 있으며, 추가 차량은 1일 10,000원입니다. 전기차 충전소는 각 리조트의 주차장 안내를 참고해 주세요.',
      'Hotel guests can park one car per room free of charge; additional cars are KRW 10,000 per day. For EV charging, see the car park information of each property.',
    ],
  },
  {
    category: 'facility', hotel_seq: null,
    question: ['조식 시간과 요금이 궁금해요.', 'When is breakfast served and how much is it?'],
    answer: [
      '조식 뷔페는 매일 07:00~10:00(마지막 입장 09:30)에 운영합니다. 요금은 성인 35,000원, 어린이(37개월~12세) 20,000원이며, 36개월 이하 유아는 무료입니다.',
      'The breakfast buffet is served daily from 07:00 to 10:00 (last entry 09:30). It costs KRW 35,000 per adult and KRW 20,000 per child (37 months to 12 years); infants up to 36 months eat free.',
    ],
  },
  {
    category: 'facility', hotel_seq: 102,
    question: ['서핑을 처음 해 보는데 강습을 받을 수 있나요?', 'I have never surfed. Can I take a lesson?'],
    answer: [
      '호텔 인근 제휴 서핑 스쿨에서 사계절 입문 강습(2시간)을 운영합니다. 만 10세 이상이면 참여할 수 있으며, 서핑 패키지로 예약하시면 강습과 장비 대여가 포함됩니다.',
      'A partner surf school near the hotel runs two-hour beginner lessons all year round for ages 10 and over. Book the Surf Package to have the lesson and gear rental included.',
    ],
  },
  {
    category: 'facility', hotel_seq: 103,
    question: ['경주 주요 관광지까지 셔틀버스가 있나요?', 'Is there a shuttle to the main sights of Gyeongju?'],
    answer: [
      '주말과 공휴일에 리조트 정문에서 불국사와 황리단길을 잇는 셔틀버스를 하루 4회(09:30, 11:30, 14:00, 16:30) 무료로 운행합니다. 좌석이 한정되어 있어 전날까지 프런트에서 예약해 주세요.',
      'On weekends and public holidays a free shuttle runs from the resort gate to Bulguksa and Hwangnidan-gil four times a day (09:30, 11:30, 14:00, 16:30). Seats are limited, so please reserve at the front desk by the day before.',
    ],
  },
  {
    category: 'membership', hotel_seq: null,
    question: ['라온 멤버십에 가입하면 어떤 혜택이 있나요?', 'What are the benefits of RAON membership?'],
    answer: [
      '예약 사이트에서 무료로 가입하실 수 있으며, 객실 결제 금액의 3%가 포인트로 적립되고 회원 전용 특가를 이용하실 수 있습니다. 적립한 포인트는 다음 예약 시 현금처럼 사용하실 수 있습니다.',
      'Membership is free on the reservation site. You earn 3% of your room payments as points and get access to members-only rates; points can be spent like cash on your next booking.',
    ],
  },
  {
    category: 'membership', hotel_seq: null,
    question: ['분양 회원(오너)은 운영 실적을 어디에서 확인하나요?', 'Where can unit owners see operating results?'],
    answer: [
      '홈페이지의 오너 전용 로그인에서 로그인하시면 객실 운영 현황과 수익, 손익계산서, 세금계산서를 확인하실 수 있습니다. 아이디나 비밀번호를 잊으신 경우 해당 리조트의 오너 데스크로 문의해 주세요.',
      'Log in through the owner login on the website to see operating status, revenue, the profit-and-loss statement and tax invoices. If you have forgotten your ID or password, please contact the owner desk of your property.',
    ],
  },
];

export interface SeedPopup {
  hotel_seq: number | null;
  key: string;
  /** Open from `from` days after today until `to` days after today. */
  from: number;
  to: number;
  link_url: string;
  title: Pair;
  content: Pair;
  /** The poster: its motif and its Korean alt text (the title and text are the dialog's own, in HTML). */
  image: { motif: PosterMotif; alt: string };
}

const popups: SeedPopup[] = [
  {
    hotel_seq: null, key: 'season-packages', from: -5, to: 30, link_url: '/package',
    title: ['라온 시즌 패키지 오픈', 'RAON Seasonal Packages Are Here'],
    content: [
      '속초·낙산·경주의 계절을 담은 시즌 패키지가 새롭게 출시되었습니다. 지금 예약하고 조식과 다양한 혜택을 함께 누려 보세요.',
      'New seasonal packages for Sokcho, Naksan and Gyeongju are now available. Book now for breakfast and more.',
    ],
    image: { motif: 'packages', alt: '바닷가 노을을 배경으로 리본을 묶은 선물 상자와 여행 가방이 놓인 시즌 패키지 포스터' },
  },
  {
    hotel_seq: 101, key: 'early-bird', from: -10, to: 40, link_url: '/promotion',
    title: ['속초 얼리버드 특가', 'Sokcho Early Bird Offer'],
    content: [
      '투숙 30일 전까지 예약하면 오션뷰 객실을 최대 25% 할인해 드립니다.',
      'Book 30 days ahead and save up to 25% on an ocean-view room.',
    ],
    image: { motif: 'early-bird', alt: '날짜 하나에 표시를 한 달력과 작은 새가 그려진 얼리버드 특가 포스터' },
  },
  {
    hotel_seq: 103, key: 'heritage-launch', from: -90, to: -30, link_url: '/package',
    title: ['경주 역사 탐방 패키지 출시', 'New Gyeongju Heritage Package'],
    content: [
      '한복 대여와 시티투어 버스로 천년 고도 경주를 여행하는 패키지가 출시되었습니다.',
      'Explore the ancient capital in hanbok and by city tour bus with our new package.',
    ],
    image: { motif: 'heritage', alt: '노을 진 하늘 아래 석탑이 그려진 경주 역사 탐방 패키지 포스터' },
  },
];

// ---------------------------------------------------------------------------------------------
// Dates

/** How a notice writes a day: the one clock's writtenDay, which the tests expect verbatim. */
function dateText(date: string): DateText {
  return { date, ...writtenDay(date) };
}

/** 2026년 3월 10일(화) ~ 3월 12일(목): the year is written once when both days share it. */
function range(a: DateText, b: DateText): DayText {
  const sameYear = a.date.slice(0, 4) === b.date.slice(0, 4);
  return {
    kor: `${a.kor} ~ ${sameYear ? b.korShort : b.kor}`,
    eng: `${sameYear ? a.engShort : a.eng} – ${b.eng}`,
  };
}

/**
 * The stay period of the next season worth selling: this winter (December to February) or the
 * coming summer (June to August), whichever still has at least 30 nights to come.
 */
function seasonWindow(today: string): { season: Season; start: string; end: string } {
  const y = Number(today.slice(0, 4));
  const winter = (year: number) => ({ season: 'winter' as const, start: `${year}-12-01`, end: addDays(`${year + 1}-03-01`, -1) });
  const summer = (year: number) => ({ season: 'summer' as const, start: `${year}-06-01`, end: `${year}-08-31` });
  const candidates = [winter(y - 1), summer(y), winter(y), summer(y + 1)];
  return candidates.find((c) => c.end >= addDays(today, 30))!;
}

/** The most recent Seollal or Chuseok whose notice (posted ten days before) lies before today. */
function recentLunarHoliday(today: string): { kind: 'seollal' | 'chuseok'; first: string; last: string } | null {
  for (let back = -9; back <= 330; back++) {
    const day = addDays(today, -back);
    const kind = lunarPeriod(day);
    if (!kind) continue;
    let first = day;
    let last = day;
    while (lunarPeriod(addDays(first, -1)) === kind) first = addDays(first, -1);
    while (lunarPeriod(addDays(last, 1)) === kind) last = addDays(last, 1);
    return { kind, first, last };
  }
  return null;
}

function holidayNotice(today: string): SeedNotice {
  const lunar = recentLunarHoliday(today);
  // Outside the years the holiday calendar covers, the year-end holidays take the lunar ones' place.
  const yearEnd = Number(today.slice(0, 4)) - (today.slice(5) >= '12-22' ? 0 : 1);
  const first = lunar?.first ?? `${yearEnd}-12-31`;
  const last = lunar?.last ?? `${yearEnd + 1}-01-01`;
  const name: Pair = lunar?.kind === 'chuseok' ? ['추석 연휴', 'Chuseok holiday'] : lunar ? ['설 연휴', 'Seollal holiday'] : ['연말연시', 'New Year holiday'];
  let resume = addDays(last, 1);
  while (dayOfWeek(resume) === 0 || dayOfWeek(resume) === 6 || isKoreanHoliday(resume)) resume = addDays(resume, 1);
  const closed = range(dateText(first), dateText(last));
  const open = dateText(resume);
  return {
    hotel_seq: null, days_ago: daysBetween(addDays(first, -10), today), time: '17:00', pinned: false,
    title: [`${name[0]} 고객센터 운영 안내`, `Customer Centre Hours over the ${name[1]}`],
    content: () => text([
      `${name[0]} 기간 고객센터 운영 시간을 아래와 같이 안내해 드립니다.`,
      `- 단축 운영: ${closed.kor} 10:00 ~ 15:00`,
      `- 정상 운영: ${open.kor}부터 09:00 ~ 18:00`,
      '연휴 기간에도 각 리조트 프런트는 24시간 운영되며, 예약 변경과 취소는 예약 사이트에서 언제든 하실 수 있습니다.',
    ], [
      `Our customer centre hours over the ${name[1]} are as follows.`,
      `- Reduced hours: ${closed.eng}, 10:00–15:00`,
      `- Regular hours again from ${open.eng}, 09:00–18:00`,
      'The front desk of every property stays open 24 hours, and bookings can be changed or cancelled on the reservation site at any time.',
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// Inserts

const BRAND_HOTEL_SEQ = 100;

/** A picture of the seed: where it is stored, what it shows and its Korean alt text. */
export interface SeedPicture {
  file_path: string;
  file_name: string;
  scene: Scene;
  color: string;
  alt: string;
}

function colorOf(hotelSeq: number): string {
  const hotel = brandHotels.find((h) => h.hotel_seq === hotelSeq);
  if (!hotel) throw new Error(`seedOffers: hotel ${hotelSeq} is not in the brand seed (server/db/seed-data/brand.ts)`);
  return hotel.hotel_color;
}

/**
 * Every promotion's and package's picture, both seasons' included (a seed stores only the coming
 * season's), and every pop-up poster: what the tests check for distinct bytes and matching scenes.
 */
export function offerPictures(): { offer: SeedOffer; picture: SeedPicture }[] {
  return offers.map((offer) => ({ offer, picture: pictureOf(offer) }));
}

export function popupPictures(): { popup: SeedPopup; picture: SeedPicture }[] {
  return popups.map((popup) => ({ popup, picture: posterOf(popup) }));
}

function pictureOf(offer: SeedOffer): SeedPicture {
  return {
    file_path: `hotel/${offer.hotel_seq}/${offer.kind}/`, file_name: `${offer.key}-1.svg`,
    scene: offer.image.scene, color: colorOf(offer.hotel_seq), alt: offer.image.alt,
  };
}

function posterOf(popup: SeedPopup): SeedPicture {
  return {
    file_path: popup.hotel_seq === null ? `company/${COMPANY_SEQ}/popup/` : `hotel/${popup.hotel_seq}/popup/`, file_name: `${popup.key}-1.svg`,
    scene: { kind: 'poster', motif: popup.image.motif }, color: colorOf(popup.hotel_seq ?? BRAND_HOTEL_SEQ), alt: popup.image.alt,
  };
}

/** The bytes of a picture: seeding by path gives every image its own variation, stable across runs. */
export function pictureSvg(p: SeedPicture): Buffer {
  return sceneSvg({ seed: seedOf(p.file_path + p.file_name), color: p.color, scene: p.scene });
}

async function storeImage(tx: Queryable, p: SeedPicture): Promise<number> {
  const [fileSeq] = await storeFiles(tx, [{ filePath: p.file_path, fileName: p.file_name, contentType: 'image/svg+xml', content: pictureSvg(p), visibility: 'public', altText: p.alt }], { reuse: true });
  return fileSeq!;
}

async function loadHotels(tx: Queryable): Promise<Map<number, { name: string; color: string }>> {
  const rows = await tx.query<{ hotel_seq: number; hotel_name: string; hotel_color: string }>('SELECT hotel_seq, hotel_name, hotel_color FROM hotels');
  return new Map(rows.map((r) => [r.hotel_seq, { name: r.hotel_name, color: r.hotel_color }]));
}

function hotelOf(hotels: Map<number, { name: string; color: string }>, hotelSeq: number): { name: string; color: string } {
  const hotel = hotels.get(hotelSeq);
  if (!hotel) throw new Error(`seedOffers: hotel ${hotelSeq} does not exist; the brand seed must run first`);
  return hotel;
}

async function seedOfferRows(tx: Queryable, today: string, hotels: Map<number, { name: string; color: string }>): Promise<void> {
  const season = seasonWindow(today);
  const sortOrders = new Map<string, number>();
  const rooms = new Map<number, number | null>();
  for (const offer of offers) {
    if (typeof offer.when === 'string' && offer.when !== season.season) continue;
    const dates = typeof offer.when === 'string'
      ? { sale_start: addDays(today, -14), sale_end: addDays(season.end, -3), stay_start: season.start > today ? season.start : today, stay_end: season.end }
      : {
          sale_start: addDays(today, offer.when.sale[0]), sale_end: addDays(today, offer.when.sale[1]),
          stay_start: addDays(today, offer.when.stay[0]), stay_end: addDays(today, offer.when.stay[1]),
        };
    // The rooms seed may not have run yet; the offer then simply names no room.
    if (!rooms.has(offer.hotel_seq)) {
      const [room] = await tx.query<{ facility_seq: number }>(
        `SELECT facility_seq FROM facilities WHERE hotel_seq = $1 AND facility_type = 'room' ORDER BY sort_order, facility_seq LIMIT 1`,
        [offer.hotel_seq],
      );
      rooms.set(offer.hotel_seq, room?.facility_seq ?? null);
    }
    const group = `${offer.hotel_seq}/${offer.kind}`;
    const sortOrder = (sortOrders.get(group) ?? 0) + 1;
    sortOrders.set(group, sortOrder);
    const [row] = await tx.query<{ offer_seq: number }>(
      `INSERT INTO offers (kind, hotel_seq, sort_order, sale_start, sale_end, stay_start, stay_end, price_from, nights, room_facility_seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING offer_seq`,
      [offer.kind, offer.hotel_seq, sortOrder, dates.sale_start, dates.sale_end, dates.stay_start, dates.stay_end,
        offer.price_from, offer.nights, rooms.get(offer.hotel_seq) ?? null],
    );
    const offerSeq = row!.offer_seq;
    for (const [lang, i] of LANGS) {
      await tx.query(
        `INSERT INTO offer_translations (offer_seq, lang_type, title, summary, description, benefits, notes)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [offerSeq, lang, offer.title[i], offer.summary[i], offer.description[i],
          JSON.stringify(offer.benefits.map((b) => b[i])), JSON.stringify(offer.notes.map((n) => n[i]))],
      );
    }
    hotelOf(hotels, offer.hotel_seq);
    const fileSeq = await storeImage(tx, pictureOf(offer));
    await tx.query('INSERT INTO offer_images (offer_seq, file_seq, sort_order) VALUES ($1, $2, 0)', [offerSeq, fileSeq]);
  }
}

/** Returns category_seq by 'type/key'. */
async function seedCategories(tx: Queryable): Promise<Map<string, number>> {
  const seqs = new Map<string, number>();
  const sortOrders = new Map<string, number>();
  for (const c of categories) {
    const sortOrder = (sortOrders.get(c.type) ?? 0) + 1;
    sortOrders.set(c.type, sortOrder);
    const [row] = await tx.query<{ category_seq: number }>(
      `INSERT INTO categories (category_type, category_key, sort_order) VALUES ($1, $2, $3)
       ON CONFLICT (category_type, category_key) DO UPDATE SET category_key = EXCLUDED.category_key RETURNING category_seq`,
      [c.type, c.key, sortOrder],
    );
    for (const [lang, i] of LANGS) {
      await tx.query('INSERT INTO category_translations (category_seq, lang_type, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [row!.category_seq, lang, c.name[i]]);
    }
    seqs.set(`${c.type}/${c.key}`, row!.category_seq);
  }
  return seqs;
}

async function seedNotices(tx: Queryable, today: string): Promise<void> {
  for (const notice of [...notices, holidayNotice(today)]) {
    const posted = addDays(today, -notice.days_ago);
    const at: At = (days) => dateText(addDays(posted, days));
    const content = notice.content(at);
    // Older notices have been read more often; pinned ones most of all.
    const viewCount = 40 + notice.days_ago * 3 + (notice.pinned ? 800 : 0);
    const [row] = await tx.query<{ notice_seq: number }>(
      'INSERT INTO notices (company_seq, hotel_seq, is_pinned, posted_at, view_count) VALUES ($1, $2, $3, $4, $5) RETURNING notice_seq',
      [COMPANY_SEQ, notice.hotel_seq, notice.pinned, `${posted}T${notice.time}:00+09:00`, viewCount],
    );
    for (const [lang, i] of LANGS) {
      await tx.query('INSERT INTO notice_translations (notice_seq, lang_type, title, content) VALUES ($1, $2, $3, $4)', [row!.notice_seq, lang, notice.title[i], content[i]]);
    }
  }
}

async function seedFaqs(tx: Queryable, categorySeqs: Map<string, number>): Promise<void> {
  const sortOrders = new Map<string, number>();
  for (const faq of faqs) {
    const categorySeq = categorySeqs.get(`faq/${faq.category}`);
    if (categorySeq === undefined) throw new Error(`seedOffers: unknown FAQ category ${faq.category}`);
    const sortOrder = (sortOrders.get(faq.category) ?? 0) + 1;
    sortOrders.set(faq.category, sortOrder);
    const [row] = await tx.query<{ faq_seq: number }>(
      'INSERT INTO faqs (company_seq, hotel_seq, category_seq, sort_order) VALUES ($1, $2, $3, $4) RETURNING faq_seq',
      [COMPANY_SEQ, faq.hotel_seq, categorySeq, sortOrder],
    );
    for (const [lang, i] of LANGS) {
      await tx.query('INSERT INTO faq_translations (faq_seq, lang_type, question, answer) VALUES ($1, $2, $3, $4)', [row!.faq_seq, lang, faq.question[i], faq.answer[i]]);
    }
  }
}

async function seedPopups(tx: Queryable, today: string, hotels: Map<number, { name: string; color: string }>): Promise<void> {
  for (const [index, popup] of popups.entries()) {
    hotelOf(hotels, popup.hotel_seq ?? BRAND_HOTEL_SEQ);
    const fileSeq = await storeImage(tx, posterOf(popup));
    const [row] = await tx.query<{ popup_seq: number }>(
      `INSERT INTO event_popups (company_seq, hotel_seq, start_at, end_at, sort_order, link_url, file_seq)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING popup_seq`,
      [COMPANY_SEQ, popup.hotel_seq, `${addDays(today, popup.from)}T00:00:00+09:00`, `${addDays(today, popup.to)}T23:59:59+09:00`, index + 1, popup.link_url, fileSeq],
    );
    for (const [lang, i] of LANGS) {
      await tx.query('INSERT INTO event_popup_translations (popup_seq, lang_type, title, content) VALUES ($1, $2, $3, $4)', [row!.popup_seq, lang, popup.title[i], popup.content[i]]);
    }
  }
}

/**
 * Promotions, packages, categories, notices, FAQs and event pop-ups of the demo brand site.
 * `today` is 'YYYY-MM-DD' in Asia/Seoul; every date is placed relative to it.
 */
export async function seedOffers(tx: Queryable, today: string): Promise<void> {
  const hotels = await loadHotels(tx);
  await seedOfferRows(tx, today, hotels);
  const categorySeqs = await seedCategories(tx);
  await seedNotices(tx, today);
  await seedFaqs(tx, categorySeqs);
  await seedPopups(tx, today, hotels);
}
