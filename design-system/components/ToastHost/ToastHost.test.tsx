// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as toastify from 'react-toastify/unstyled';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_SETTINGS, ToastHost } from './ToastHost.tsx';

// The real library, with spies on the container and the toast functions.
vi.mock('react-toastify/unstyled', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-toastify/unstyled')>();
  const toast = Object.assign(vi.fn(actual.toast), actual.toast, {
    error: vi.fn(actual.toast.error),
    info: vi.fn(actual.toast.info),
    success: vi.fn(actual.toast.success),
  });
  return { ...actual, toast, ToastContainer: vi.fn(actual.ToastContainer) };
});

const { toast, ToastContainer } = vi.mocked(toastify);

afterEach(() => {
  act(() => toast.dismiss());
  vi.clearAllMocks();
});

describe('notify (SPEC §8 toast helper)', () => {
  it('shows an error by default', () => {
    notify('로그인 정보를 다시 확인 해주세요.');
    expect(toast.error).toHaveBeenCalledWith('로그인 정보를 다시 확인 해주세요.', { role: 'alert' });
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows info without an icon', () => {
    notify('적용되었습니다.', 'info');
    expect(toast.info).toHaveBeenCalledWith('적용되었습니다.', { icon: false, role: 'status' });
  });

  it('shows success with its icon', () => {
    notify('로그인되었습니다.', 'success');
    expect(toast.success).toHaveBeenCalledWith('로그인되었습니다.', { role: 'status' });
    expect(toast.success.mock.calls[0]![1]).not.toHaveProperty('icon');
  });

  it('passes a toastId and an autoClose on', () => {
    notify('x', 'error', { toastId: 'login-failed', autoClose: false });
    expect(toast.error).toHaveBeenCalledWith('x', { toastId: 'login-failed', autoClose: false, role: 'alert' });
  });
});

describe('ToastHost (SPEC §9 toasts)', () => {
  it('passes the SPEC settings and the labels to react-toastify', () => {
    render(<ToastHost label="알림 (Alt+T)" closeLabel="알림 닫기" />);
    expect(ToastContainer).toHaveBeenCalled();
    const props = ToastContainer.mock.calls.at(-1)![0];
    expect(props).toMatchObject({
      position: 'bottom-center',
      autoClose: 3000,
      theme: 'light',
      closeOnClick: true,
      draggable: true,
      pauseOnHover: false,
      pauseOnFocusLoss: false,
      'aria-label': '알림 (Alt+T)',
    });
    expect(TOAST_SETTINGS).toEqual({ position: 'bottom-center', autoClose: 3000, theme: 'light', closeOnClick: true, draggable: true, pauseOnHover: false, pauseOnFocusLoss: false });
  });

  it('shows notify toasts with a labelled close button, and injects no <style> element', async () => {
    const styles = document.head.querySelectorAll('style').length;
    render(<ToastHost label="알림 (Alt+T)" closeLabel="알림 닫기" />);
    act(() => {
      notify('로그인 정보를 다시 확인 해주세요.', 'error', { autoClose: false });
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('로그인 정보를 다시 확인 해주세요.');
    expect(alert.querySelector('.Toastify__toast-icon')).not.toBeNull();
    expect(screen.getByRole('region', { name: '알림 (Alt+T)' })).toBeTruthy();
    const close = screen.getByRole('button', { name: '알림 닫기' });
    fireEvent.click(close);
    expect(document.head.querySelectorAll('style').length).toBe(styles);
  });

  it('renders on the server without inline styles', () => {
    const html = renderToString(<ToastHost label="알림 (Alt+T)" closeLabel="알림 닫기" />);
    expect(html).toContain('aria-label="알림 (Alt+T)"');
    expect(html).not.toContain('style=');
  });

  it('shows info toasts without an icon', async () => {
    render(<ToastHost label="알림" closeLabel="닫기" />);
    act(() => {
      notify('적용되었습니다.', 'info', { autoClose: false });
    });
    await waitFor(() => expect(screen.getByText('적용되었습니다.')).toBeTruthy());
    const status = screen.getByRole('status');
    expect(status.querySelector('.Toastify__toast-icon')).toBeNull();
  });
});
