// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import koUi from '../../../locales/ko/ui.json';
import { storyProperties, storyTermsLinks } from './MemberFooter.fixtures.ts';
import { MemberFooter } from './MemberFooter.tsx';

const labels = koUi.memberFooter;
const renderFooter = (variant: 'naksan' | 'sokcho', properties = storyProperties) =>
  render(<MemberFooter variant={variant} properties={properties} termsLinks={{ ...storyTermsLinks, privacy: '/errorPage?p' }} labels={labels} />);

const field = (key: string) => {
  const item = document.querySelector(`[data-field="${key}"]`)!;
  return [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent];
};

describe('MemberFooter (SPEC §2 member footer)', () => {
  it('renders on the server without inline style attributes (CSP)', () => {
    expect(renderToString(<MemberFooter variant="naksan" properties={storyProperties} termsLinks={storyTermsLinks} labels={labels} />)).not.toMatch(/\sstyle=/);
  });

  it.each(['naksan', 'sokcho'] as const)('shows the %s business information with formatted numbers', (variant) => {
    renderFooter(variant);
    const info = storyProperties[variant];
    expect(field('company')).toEqual(['상호', info.company]);
    expect(field('ceo')).toEqual(['대표이사', info.ceo]);
    expect(field('address')).toEqual(['주소', info.address]);
    expect(field('tel')).toEqual(['대표전화', `${info.tel.slice(0, 3)}-${info.tel.slice(3, 6)}-${info.tel.slice(6)}`]);
    expect(field('fax')).toEqual(['팩스', `${info.fax.slice(0, 3)}-${info.fax.slice(3, 6)}-${info.fax.slice(6)}`]);
    expect(field('businessRegistration')).toEqual(['사업자등록번호', info.businessRegistration]);
    expect(field('mailOrder')).toEqual(['통신판매업신고번호', info.mailOrder]);
    expect(screen.getByRole('contentinfo').getAttribute('data-variant')).toBe(variant);
    const other = storyProperties[variant === 'naksan' ? 'sokcho' : 'naksan'];
    expect(screen.queryByText(other.company)).toBeNull();
  });

  it('opens each channel in a new tab with an accessible name', () => {
    renderFooter('sokcho');
    const list = screen.getByRole('list', { name: '소셜 미디어' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(4);
    const names = ['인스타그램', '페이스북', '유튜브', '카카오톡 채널'];
    links.forEach((link, i) => {
      expect(link.textContent).toBe(`${names[i]} 새 창`);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    });
    expect(links[0]!.getAttribute('href')).toBe(storyProperties.sokcho.social.instagram);
    expect(links[3]!.getAttribute('href')).toBe(storyProperties.sokcho.social.kakao);
  });

  it('shows only the channels that have a link', () => {
    renderFooter('naksan', { ...storyProperties, naksan: { ...storyProperties.naksan, social: { youtube: 'https://www.youtube.com/@x' } } });
    const links = within(screen.getByRole('list', { name: '소셜 미디어' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['유튜브 새 창']);
  });

  it('has the four terms links with the hrefs given', () => {
    renderFooter('naksan');
    const nav = screen.getByRole('navigation', { name: '약관 및 정책' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['이용약관', '/errorPage'],
      ['개인정보처리방침', '/errorPage?p'],
      ['영상정보처리기기 운영·관리방침', '/errorPage'],
      ['이메일무단수집거부', '/errorPage'],
    ]);
  });
});
