// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stepper } from './Stepper.tsx';

const labels = { less: (l: string) => `${l} 줄이기`, more: (l: string) => `${l} 늘리기` };

function Counted({ start = 2 }: { start?: number }) {
  const [value, setValue] = useState(start);
  return <Stepper label="성인" hint="만 13세 이상" value={value} min={1} max={3} onChange={setValue} labels={labels} />;
}

afterEach(cleanup);

describe('Stepper', () => {
  it('is a group named by its label and hint, its buttons named by what they do', () => {
    render(<Counted />);
    const group = screen.getByRole('group', { name: '성인' });
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('만 13세 이상');
    expect(screen.getByRole('button', { name: '성인 줄이기' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2');
  });

  it('counts up and down within its limits, each button disabled at its end', () => {
    render(<Counted />);
    const less = screen.getByRole('button', { name: '성인 줄이기' }) as HTMLButtonElement;
    const more = screen.getByRole('button', { name: '성인 늘리기' }) as HTMLButtonElement;
    fireEvent.click(more);
    expect(screen.getByRole('status').textContent).toBe('3');
    expect(more.disabled).toBe(true);
    fireEvent.click(less);
    fireEvent.click(less);
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(less.disabled).toBe(true);
    expect(more.disabled).toBe(false);
  });
});
