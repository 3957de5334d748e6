// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay.tsx';

describe('LoadingOverlay', () => {
  it('is busy and announces its label through a status region', () => {
    render(<LoadingOverlay label="처리 중입니다" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('처리 중입니다');
    expect(status.closest('[aria-busy="true"]')).not.toBeNull();
  });

  it('renders on the server without inline styles', () => {
    const html = renderToString(<LoadingOverlay label="처리 중입니다" scope="container" />);
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('style=');
  });
});
