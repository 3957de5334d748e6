import type { Config } from 'vike/types';

// A personal page, never cached: streamed, so the browser has the head while the rest renders.
export default {
  stream: true,
} satisfies Config;
