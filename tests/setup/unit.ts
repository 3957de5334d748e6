import { afterEach } from 'vitest';

// React Testing Library unmounts after each test only with vitest globals; do it here instead.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
