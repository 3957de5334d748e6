// Procfile `web:` — the web app alone, against the operator API at API_URL.
import '../lib/node-env.ts';
import { loadConfig } from '../config.ts';
import { listen } from '../lib/http.ts';
import { errorFields, log, setLogLevel } from '../lib/logger.ts';
import { onShutdown } from '../lib/shutdown.ts';
import { buildIfMissing } from '../start.ts';
import { createWebApp } from './app.ts';

try {
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  buildIfMissing();
  const web = await listen(await createWebApp({ config }), config.PORT, config.HOST);
  log.info(`web listening on ${web.url}`);
  onShutdown(() => web.close(8_000));
} catch (err) {
  log.error('web could not start', errorFields(err));
  process.exit(1);
}
