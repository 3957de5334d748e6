// The membership services' affiliate-facility inquiry and the partner-facility booking inquiry
// (issue 13, point 3) as pure rules: the limits of SPEC §9, and the inquiry text the back office
// reads in its queue (they are sent as owner inquiries under their own category; docs/decisions.md).
import { addDays } from '../dates.ts';

// The limits, the children's ages and the nights are the booking bar's too (contracts/booking.ts).
import { BOOKING_LIMITS, childAges, nightsBetween, type ChildAge } from '../../contracts/booking.ts';

export { BOOKING_LIMITS, childAges, nightsBetween, type ChildAge };
/** The inquiry categories these forms send under (server/db/migrations/009_member_voc_progress.sql). */
export const AFFILIATE_CATEGORY = '제휴시설 예약';
export const BOOKING_CATEGORY = '숙박 예약';

export interface BookingDraft {
  place: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: (ChildAge | '')[];
  memberNo: string;
  phone: string;
  request: string;
}

export function defaultBooking(today: string): BookingDraft {
  return { place: '', checkIn: addDays(today, 1), checkOut: addDays(today, 2), rooms: BOOKING_LIMITS.defaultRooms, adults: BOOKING_LIMITS.defaultAdults, childAges: [], memberNo: '', phone: '', request: '' };
}

export type BookingField = 'place' | 'checkIn' | 'checkOut' | 'rooms' | 'adults' | 'childAges' | 'phone' | 'request';
export type BookingProblem = 'required' | 'past' | 'minNights' | 'maxNights' | 'maxRooms' | 'roomsForParty' | 'childAge' | 'phone' | 'tooLong';

/** Every rule of the booking inquiry, as a problem per field (messages come from the locale). */
export function bookingProblems(d: BookingDraft, today: string): Partial<Record<BookingField, BookingProblem>> {
  const problems: Partial<Record<BookingField, BookingProblem>> = {};
  if (!d.place) problems.place = 'required';
  if (!d.checkIn) problems.checkIn = 'required';
  else if (d.checkIn < today) problems.checkIn = 'past';
  const nights = nightsBetween(d.checkIn, d.checkOut);
  if (!d.checkOut) problems.checkOut = 'required';
  else if (!(nights >= BOOKING_LIMITS.minNights)) problems.checkOut = 'minNights';
  else if (nights > BOOKING_LIMITS.maxNights) problems.checkOut = 'maxNights';
  if (d.rooms < 1 || d.rooms > BOOKING_LIMITS.maxRooms) problems.rooms = 'maxRooms';
  else if (d.rooms > d.adults) problems.rooms = 'roomsForParty';
  if (d.childAges.some((age) => !(childAges as readonly string[]).includes(age))) problems.childAges = 'childAge';
  if (!/^01[016789]-?\d{3,4}-?\d{4}$/.test(d.phone.trim())) problems.phone = d.phone.trim() ? 'phone' : 'required';
  if (d.request.length > 1000) problems.request = 'tooLong';
  return problems;
}

export interface AffiliateDraft {
  facility: string;
  date: string;
  time: string;
  people: number;
  memberNo: string;
  phone: string;
  request: string;
}

export function defaultAffiliate(today: string): AffiliateDraft {
  return { facility: '', date: addDays(today, 1), time: '', people: 2, memberNo: '', phone: '', request: '' };
}

export type AffiliateField = 'facility' | 'date' | 'people' | 'phone' | 'request';

export function affiliateProblems(d: AffiliateDraft, today: string): Partial<Record<AffiliateField, BookingProblem>> {
  const problems: Partial<Record<AffiliateField, BookingProblem>> = {};
  if (!d.facility) problems.facility = 'required';
  if (!d.date) problems.date = 'required';
  else if (d.date < today) problems.date = 'past';
  if (d.people < 1 || d.people > 20) problems.people = 'required';
  if (!/^01[016789]-?\d{3,4}-?\d{4}$/.test(d.phone.trim())) problems.phone = d.phone.trim() ? 'phone' : 'required';
  if (d.request.length > 1000) problems.request = 'tooLong';
  return problems;
}

/** The places and facilities as the back office names them (the inquiry text is Korean whatever the owner's language). */
export const bookingPlaces = { sokcho: '라온 리조트 속초', naksan: '라온 호텔 낙산', gyeongju: '라온 리조트 경주', partner: '제휴 숙박시설' } as const;
export const affiliateFacilities = { golf: '제휴 골프장', spa: '스파·사우나', waterpark: '워터파크', dining: '제휴 레스토랑', other: '기타 제휴시설' } as const;
const childAgeText = (age: ChildAge | '') => (age === '37m' ? '37개월~3세' : `${age}세`);

/** The inquiry the back office reads: a title that sorts in its queue, and every detail on its own line. */
export function bookingInquiry(d: BookingDraft): { title: string; content: string } {
  const place = bookingPlaces[d.place as keyof typeof bookingPlaces] ?? d.place;
  const nights = nightsBetween(d.checkIn, d.checkOut);
  const children = d.childAges.length > 0 ? `, 아동 ${d.childAges.length}명 (${d.childAges.map(childAgeText).join(', ')})` : '';
  return {
    title: `[숙박 예약] ${place} ${d.checkIn}~${d.checkOut} (${nights}박, 객실 ${d.rooms}개)`,
    content: [
      `희망 숙소: ${place}`,
      `체크인: ${d.checkIn} / 체크아웃: ${d.checkOut} (${nights}박)`,
      `객실: ${d.rooms}개`,
      `인원: 성인 ${d.adults}명${children}`,
      `연락처: ${d.phone.trim()}`,
      `요청 사항: ${d.request.trim() || '없음'}`,
    ].join('\n'),
  };
}

export function affiliateInquiry(d: AffiliateDraft): { title: string; content: string } {
  const facility = affiliateFacilities[d.facility as keyof typeof affiliateFacilities] ?? d.facility;
  return {
    title: `[제휴시설 예약] ${facility} ${d.date}${d.time ? ` ${d.time}` : ''} (${d.people}명)`,
    content: [`희망 시설: ${facility}`, `이용 희망일: ${d.date}${d.time ? ` ${d.time}` : ''}`, `인원: ${d.people}명`, `연락처: ${d.phone.trim()}`, `요청 사항: ${d.request.trim() || '없음'}`].join('\n'),
  };
}
