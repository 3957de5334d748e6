// Makes sure the browser tests have their browsers (tests/helpers/chromium.ts): Debian's
// chromium-headless-shell for the e2e suite and Debian's chromium for the visual suite, whose
// baselines are the full browser's pixels (playwright's own download cannot work on these
// machines). Installs what is missing with apt when running as root, else says what to do.
// CHROMIUM_PATH set to a binary skips all of this.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const packages = [
  { name: 'chromium', paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'] },
  { name: 'chromium-headless-shell', paths: ['/usr/bin/chromium-headless-shell'] },
];
const found = (p) => p.paths.find((path) => fs.existsSync(path));

if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) {
  console.log(`chromium: ${process.env.CHROMIUM_PATH} (CHROMIUM_PATH)`);
  process.exit(0);
}
const missing = packages.filter((p) => !found(p));
if (missing.length > 0) {
  const names = missing.map((p) => p.name).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(`The browser tests need Debian's ${names}: run \`sudo apt-get install -y ${names}\` (or set CHROMIUM_PATH to a Chrome/Chromium binary), then \`npm test\` again.`);
    process.exit(1);
  }
  console.log(`${names} not found: installing Debian's package(s) (apt-get install -y ${names})…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing.map((p) => p.name)], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = packages.filter((p) => !found(p));
  if (still.length > 0) {
    console.error(`apt-get ran but ${still.map((p) => p.paths[0]).join(' and ')} is still missing; set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
console.log(`chromium: ${packages.map((p) => `${p.name} ${found(p)}`).join(', ')}`);
