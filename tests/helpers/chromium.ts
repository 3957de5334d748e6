import fs from 'node:fs';

/**
 * Which Chromium a run drives (DESIGN §7), both Debian's packages of the same Chromium:
 * - `shell` — `chromium-headless-shell`, the headless-only build (what Playwright itself drives
 *   for headless runs). The e2e suite and the scripts that only load pages use it. Issue 27: it
 *   ran tests/e2e/brand-shell.test.ts in 104 s against the full browser's 184 s on this machine
 *   kind (the same 63 tests pass; the full browser's headless mode keeps the whole browser behind
 *   each tab).
 * - `full` — `chromium`, the browser people use. The visual suite keeps it: its baselines are its
 *   pixels, and the shell draws text with different anti-aliasing (116 of 171 stories differed).
 * CHROMIUM_PATH overrides both.
 */
export type ChromiumKind = 'shell' | 'full';

const paths: Record<ChromiumKind, string[]> = {
  shell: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'],
  full: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'],
};

export function chromiumPath(kind: ChromiumKind = 'shell'): string | null {
  const candidates = [process.env.CHROMIUM_PATH, ...paths[kind]];
  return candidates.find((p): p is string => Boolean(p) && fs.existsSync(p!)) ?? null;
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
