// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton (SPEC §2 loading skeleton screen)', () => {
  it('announces its label and hides the placeholder shapes from screen readers', () => {
    render(<Skeleton label="페이지를 불러오는 중입니다" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('페이지를 불러오는 중입니다');
    expect(status.getAttribute('aria-busy')).toBe('true');
    const hidden = status.querySelectorAll('[aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
    // A header with title and subtitle, and two cards.
    expect(hidden[0]!.children).toHaveLength(2);
    expect(hidden[1]!.children).toHaveLength(2);
  });

  it('renders on the server without inline styles', () => {
    expect(renderToString(<Skeleton label="x" cards={3} />)).not.toContain('style=');
  });
});
