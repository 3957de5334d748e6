// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs.tsx';

const items: TabItem[] = [
  { value: 'notice', label: '공지사항' },
  { value: 'dividend', label: '배당자료실' },
  { value: 'fees', label: '관리비 내역' },
];

function Controlled({ onChange, activation }: { onChange?: (v: string) => void; activation?: 'automatic' | 'manual' }) {
  const [value, setValue] = useState('notice');
  return (
    <Tabs
      items={items}
      value={value}
      label="게시판 메뉴"
      activation={activation}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    >
      {value}
    </Tabs>
  );
}

describe('Tabs (WAI-ARIA tabs pattern)', () => {
  it('renders on the server without inline style attributes (CSP)', () => {
    expect(renderToString(<Tabs items={items} value="fees" label="게시판 메뉴">x</Tabs>)).not.toMatch(/\sstyle=/);
  });

  it('marks the selected tab, keeps only it in the Tab order and labels the panel with it', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: '게시판 메뉴' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    const panel = screen.getByRole('tabpanel', { name: '공지사항' });
    expect(tabs[0]!.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('notice');
  });

  it('selects on click', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '관리비 내역' }));
    expect(onChange).toHaveBeenCalledWith('fees');
    expect(screen.getByRole('tab', { name: '관리비 내역' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('fees');
  });

  it('moves focus and selection with the arrow keys, wrapping, and with Home and End', () => {
    render(<Controlled />);
    const [first, second, third] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(second!.getAttribute('tabindex')).toBe('0');
    expect(first!.getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(second!, { key: 'ArrowRight' });
    fireEvent.keyDown(third!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(third);
    fireEvent.keyDown(third!, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'End' });
    expect(document.activeElement).toBe(third);
    expect(third!.getAttribute('aria-selected')).toBe('true');
  });

  it('with manual activation, arrows only move focus and Enter selects', () => {
    const onChange = vi.fn();
    render(<Controlled activation="manual" onChange={onChange} />);
    const [first, second] = screen.getAllByRole('tab');
    first!.focus();
    fireEvent.keyDown(first!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(second!, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('dividend');
  });

  it('renders link tabs with their href, aria-current on the selected one, and arrows never select', () => {
    const onChange = vi.fn((_value: string, event: { preventDefault(): void }) => event.preventDefault());
    render(
      <Tabs
        label="게시판 메뉴"
        value="dividend"
        onChange={onChange}
        items={[
          { value: 'notice', label: '공지사항', href: '/member/board' },
          { value: 'dividend', label: '배당자료실', href: '/member/board?tab=dividend' },
          { value: 'fees', label: '관리비 내역', href: '/member/board?tab=fees' },
        ]}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tagName)).toEqual(['A', 'A', 'A']);
    expect(tabs[1]!.getAttribute('href')).toBe('/member/board?tab=dividend');
    expect(tabs[1]!.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('tabpanel')).toBeNull();
    tabs[1]!.focus();
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]!);
    expect(onChange).toHaveBeenCalledWith('fees', expect.anything());
  });

  it('skips disabled tabs', () => {
    render(<Tabs label="x" value="a" items={[{ value: 'a', label: 'A' }, { value: 'b', label: 'B', disabled: true }, { value: 'c', label: 'C' }]} />);
    const [a, , c] = screen.getAllByRole('tab');
    a!.focus();
    fireEvent.keyDown(a!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(c);
  });
});
