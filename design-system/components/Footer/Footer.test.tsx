// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Footer, type FooterLabels, type FooterProps } from './Footer.tsx';

const labels: FooterLabels = {
  contact: '고객센터',
  phone: '대표전화',
  email: '이메일',
  fax: '팩스',
  support: '고객지원',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  voc: '고객의 소리',
  social: '소셜 미디어',
  instagram: '인스타그램',
  facebook: '페이스북',
  youtube: '유튜브',
  kakao: '카카오톡 채널',
  newWindow: '새 창 열림',
  terms: '약관 및 정책',
  address: '주소',
  company: '상호',
  ceo: '대표이사',
  businessRegistration: '사업자등록번호',
  mailOrder: '통신판매업신고번호',
  businessInfo: '사업자 정보',
};

const info = {
  hotelName: '라온 리조트 속초',
  ceoName: '김라온',
  address: '강원특별자치도 속초시 대포동 대포항길 35',
  phone: '0336301234',
  email: 'help@raonhotels.co.kr',
  fax: '02-1234-5678',
  businessRegistration: '227-81-12345',
  mailOrderReport: '제2025-강원속초-0123호',
};

function renderFooter(props: Partial<FooterProps> = {}) {
  return render(<Footer info={info} labels={labels} copyright="© 2025 RAON" {...props} />);
}

const socialLinks = () => [...document.querySelectorAll<HTMLAnchorElement>('a[data-social]')];

describe('Footer social icons (SPEC §1: shown only when the link exists)', () => {
  it('shows all four, in order, each in a new tab with a name', () => {
    renderFooter({
      social: { instagram: 'https://i.example/r', facebook: 'https://f.example/r', youtube: 'https://y.example/r', kakao: 'https://k.example/r' },
    });
    expect(socialLinks().map((a) => a.dataset.social)).toEqual(['instagram', 'facebook', 'youtube', 'kakao']);
    for (const a of socialLinks()) {
      expect(a.target).toBe('_blank');
      expect(a.rel).toContain('noopener');
    }
    expect(screen.getByRole('link', { name: '인스타그램 새 창 열림' }).getAttribute('href')).toBe('https://i.example/r');
    expect(screen.getByRole('link', { name: '카카오톡 채널 새 창 열림' }).getAttribute('href')).toBe('https://k.example/r');
  });

  it('leaves out empty, blank, null and missing links', () => {
    renderFooter({ social: { instagram: 'https://i.example/r', facebook: '', youtube: null, kakao: '   ' } });
    expect(socialLinks().map((a) => a.dataset.social)).toEqual(['instagram']);
  });

  it('leaves out the whole social block when there is no link', () => {
    renderFooter({ social: {} });
    expect(socialLinks()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: '소셜 미디어' })).toBeNull();
  });
});

describe('Footer content (SPEC §1)', () => {
  it('shows the phone through formatPhone with a tel: link, the e-mail and the fax', () => {
    renderFooter();
    const phone = screen.getByRole('link', { name: '대표전화 033-630-1234' });
    expect(phone.getAttribute('href')).toBe('tel:0336301234');
    expect(screen.getByRole('link', { name: 'help@raonhotels.co.kr' }).getAttribute('href')).toBe('mailto:help@raonhotels.co.kr');
    expect(screen.getByText('02-1234-5678')).toBeTruthy();
  });

  it('links notices, FAQ and VOC to /support with states 1, 2, 3 and reports the state', () => {
    const onSupport = vi.fn();
    const onNavigate = vi.fn();
    renderFooter({ onSupport, onNavigate });
    const links = ['공지사항', '자주 묻는 질문', '고객의 소리'].map((name) => screen.getByRole('link', { name }));
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/support?state=1', '/support?state=2', '/support?state=3']);
    fireEvent.click(links[2]!);
    expect(onSupport).toHaveBeenCalledWith(3);
    expect(onNavigate).toHaveBeenCalledWith('/support?state=3', expect.anything());
  });

  it('links each term title to /terms with its 1-based index', () => {
    renderFooter({ terms: [{ title: '이용약관' }, { title: '개인정보처리방침' }] });
    const nav = screen.getByRole('navigation', { name: '약관 및 정책' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['이용약관', '/terms?state=1'],
      ['개인정보처리방침', '/terms?state=2'],
    ]);
  });

  it('shows the address, hotel name, CEO, registration numbers and the copyright line', () => {
    renderFooter();
    const text = document.querySelector('footer')!.textContent!;
    for (const part of [info.address, info.hotelName, info.ceoName, info.businessRegistration, info.mailOrderReport, '© 2025 RAON']) {
      expect(text).toContain(part);
    }
  });

  it('shows the hotel logo only on mobile', () => {
    const { rerender } = renderFooter({ logoSrc: '/logo.svg', logoAlt: '라온 리조트 속초' });
    expect(screen.queryByRole('img', { name: '라온 리조트 속초' })).toBeNull();
    rerender(<Footer info={info} labels={labels} copyright="©" logoSrc="/logo.svg" logoAlt="라온 리조트 속초" isMobile />);
    expect(screen.getByRole('img', { name: '라온 리조트 속초' }).getAttribute('src')).toBe('/logo.svg');
  });

  it('carries no inline style in server HTML', () => {
    const html = renderToString(<Footer info={info} labels={labels} copyright="©" social={{ instagram: 'https://i.example' }} isMobile logoSrc="/l.svg" />);
    expect(html).not.toMatch(/\sstyle=/);
  });
});
