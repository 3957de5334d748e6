// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('is a status region named by its (visually hidden) label', () => {
    render(<Spinner label="불러오는 중" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('불러오는 중');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
