import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { buildIfMissing, start } from '../../server/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
  }
}

/** The production build, the api and the web app on ephemeral ports over a fresh embedded database. */
export default async function setup(project: TestProject) {
  buildIfMissing();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'raon-e2e-'));
  const config = loadConfig({ PORT: '0', API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'WARN', DATABASE_URL: process.env.E2E_DATABASE_URL });
  const started = await start(config);
  project.provide('webUrl', started.web.url);
  project.provide('apiUrl', started.api!.url);
  return async () => {
    await started.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
