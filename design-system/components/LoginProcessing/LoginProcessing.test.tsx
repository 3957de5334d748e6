// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginProcessing } from './LoginProcessing.tsx';

describe('LoginProcessing (SPEC §2 login-processing screen)', () => {
  it('shows and announces the message with a spinner', () => {
    render(<LoginProcessing message="로그인 처리 중입니다..." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('로그인 처리 중입니다...');
    expect(screen.getByText('로그인 처리 중입니다...').tagName).toBe('P');
    expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
