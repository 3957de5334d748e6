// Makes sure the e2e tests have a browser: Debian's chromium (playwright's own download cannot
// work on these machines). Installs it with apt when running as root, else says what to do.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const found = () => candidates.find((p) => p && fs.existsSync(p));

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error('e2e tests need Chromium: run `sudo apt-get install -y chromium` (or set CHROMIUM_PATH to a Chrome/Chromium binary), then `npm test` again.');
    process.exit(1);
  }
  console.log('chromium not found: installing Debian\'s chromium package (apt-get install -y chromium)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!found()) {
    console.error('apt-get installed chromium but no binary was found at /usr/bin/chromium; set CHROMIUM_PATH.');
    process.exit(1);
  }
}
console.log(`chromium: ${found()}`);
