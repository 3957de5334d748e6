// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher, type LanguageOption } from './LanguageSwitcher.tsx';

const options: LanguageOption[] = [
  { value: 'KOR', label: '한국어', lang: 'ko' },
  { value: 'ENG', label: 'English', lang: 'en' },
];

function setup(value = 'KOR') {
  const onChange = vi.fn();
  render(
    <div>
      <LanguageSwitcher options={options} value={value} onChange={onChange} labels={{ label: '언어 선택' }} />
      <p>outside</p>
    </div>,
  );
  const button = screen.getByRole('button', { name: '언어 선택 한국어' });
  return { onChange, button, list: () => screen.getByRole('listbox', { hidden: true }) };
}

describe('LanguageSwitcher (SPEC §4: toggles on the selected language, closes on choice and outside press)', () => {
  it('shows the selected language on a button that names itself and toggles the list', () => {
    const { button, list } = setup();
    expect(button.textContent).toBe('한국어');
    expect(button.getAttribute('aria-haspopup')).toBe('listbox');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list().hidden).toBe(false);
    expect(screen.getByRole('option', { name: '한국어' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('calls onChange with the chosen value and closes', () => {
    const { button, onChange, list } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).toHaveBeenCalledWith('ENG');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('closes without a change when the selected language is chosen again', () => {
    const { button, onChange } = setup();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('option', { name: '한국어' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside, not on a press inside', () => {
    const { button } = setup();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('option', { name: 'English' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('is keyboard operable: arrow opens, arrows move, Enter chooses, Escape closes', () => {
    const { button, onChange, list } = setup();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(list());
    expect(list().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: '한국어' }).id);
    fireEvent.keyDown(list(), { key: 'ArrowDown' });
    expect(list().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'English' }).id);
    fireEvent.keyDown(list(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('ENG');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    fireEvent.keyDown(list(), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
