// A render thread (render-pool.ts). The server runs from TypeScript through tsx; a worker thread
// does not inherit tsx's module hooks, so this plain module registers them before loading the rest.
import { register } from 'tsx/esm/api';

register();
await import('./render-thread-main.ts');
