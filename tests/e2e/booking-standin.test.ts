import { describe, expect, it } from 'vitest';
import { e2eServer } from '../helpers/e2e-server.ts';

const web = e2eServer().webUrl;
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ko' },
  body: new URLSearchParams(fields).toString(),
});

describe('the booking-site stand-in (BOOKING_SITE_URL unset)', () => {
  const returnUrl = `${web}/login_success`;

  it('shows a login form for a return address of our own', async () => {
    const res = await fetch(`${web}/booking-standin/connect-login?hotelCode=RAONSC&returnUrl=${encodeURIComponent(returnUrl)}`, { headers: { 'accept-language': 'ko' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<label for="loginId">아이디</label>');
    expect(html).toContain('실제 예약은 이루어지지 않습니다');
  });

  it.each(['https://evil.example/login_success', '/somewhere-else', 'javascript:alert(1)'])('refuses the return address %s (no open redirect)', async (url) => {
    const res = await fetch(`${web}/booking-standin/connect-login?returnUrl=${encodeURIComponent(url)}`);
    expect(res.status).toBe(400);
  });

  it('signs a demo user in and returns to /login_success with the user, sealed', async () => {
    const res = await fetch(`${web}/booking-standin/connect-login`, form({ loginId: 'sokcho01', password: 'demo1234!', hotelCode: 'RAONSC', returnUrl }));
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, web);
    expect(location.pathname).toBe('/login_success');
    // The page it returns to opens the assertion and tells the opener who logged in.
    const back = await fetch(location, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(back.status).toBe(200);
    const message = /c\.postMessage\((\{.*?\})\);c\.close/.exec(await back.text())![1]!;
    expect(JSON.parse(message)).toMatchObject({ type: 'login', data: { user_type: 'MEMBERSHIP', loginId: 'sokcho01', hotel_code: 13, member_no_list: ['13-1203-01'] } });
  });

  it('answers a wrong password with the form again and the SPEC message', async () => {
    const res = await fetch(`${web}/booking-standin/connect-login`, form({ loginId: 'sokcho01', password: 'nope', returnUrl }));
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('로그인 정보를 다시 확인 해주세요.');
  });

  it('logs out by returning to /logout', async () => {
    const res = await fetch(`${web}/booking-standin/logout?returnUrl=${encodeURIComponent(`${web}/logout`)}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/logout');
  });

  it('shows the start page with the hotel code', async () => {
    const res = await fetch(`${web}/booking-standin/start?hotel_code=RAONNS&p=myPage`, { headers: { 'accept-language': 'en' } });
    const html = await res.text();
    expect(html).toContain('RAONNS');
    expect(html).toContain('My page');
  });

  it('shows the search it received: the stay, each room\'s party and the offer (issue 29, point 1)', async () => {
    const res = await fetch(`${web}/booking-standin/start?hotel_code=RAONSC&check_in=2026-12-24&check_out=2026-12-26&rooms=2&adults=2,1&children=1,0&promotion_seq=3`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const received = Object.fromEntries([...html.matchAll(/<dd data-received="([^"]+)">([^<]*)<\/dd>/g)].map((m) => [m[1], m[2]]));
    expect(received).toEqual({ hotel_code: 'RAONSC', p: 'Reservation', check_in: '2026-12-24', check_out: '2026-12-26', nights: '2', rooms: '2', 'room 1': '2 adults, 1 children', 'room 2': '1 adults, 0 children', promotion_seq: '3' });
  });

  it('refuses a search that is not one, naming what is wrong', async () => {
    const refused = async (query: string) => {
      const res = await fetch(`${web}/booking-standin/start?hotel_code=RAONSC&${query}`, { headers: { 'accept-language': 'ko' } });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('예약 조건이 올바르지 않습니다.');
      return [...html.matchAll(/<li>([a-z_]+): /g)].map((m) => m[1]);
    };
    expect(await refused('check_in=2026-12-24&check_out=2026-12-24')).toEqual(['check_out']);
    expect(await refused('adults=2,9')).toEqual(['adults']);
    expect(await refused('rooms=2&adults=2')).toEqual(['adults']);
  });
});
