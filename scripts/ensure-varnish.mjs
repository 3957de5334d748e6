// Makes sure `npm run cluster` has its shared cache: Debian's varnish and varnish-modules (the
// xkey and var vmods that deploy/varnish/default.vcl imports). Installs what is missing with apt
// when running as root, else says what to do. Importable (ensureVarnish) and runnable.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const VARNISHD = '/usr/sbin/varnishd';
const VMODS = '/usr/lib/x86_64-linux-gnu/varnish/vmods';

function missingPackages() {
  const missing = [];
  if (!fs.existsSync(VARNISHD)) missing.push('varnish');
  const vmodDir = fs.existsSync(VMODS) ? VMODS : null;
  if (!vmodDir || !fs.existsSync(path.join(vmodDir, 'libvmod_xkey.so')) || !fs.existsSync(path.join(vmodDir, 'libvmod_var.so'))) missing.push('varnish-modules');
  return missing;
}

/** Returns the path of varnishd, installing Debian's packages first when they are missing; throws with what to do when it cannot. */
export function ensureVarnish({ quiet = false } = {}) {
  const missing = missingPackages();
  if (missing.length === 0) return VARNISHD;
  const names = missing.join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error(`The cluster needs Debian's ${names}: run \`sudo apt-get install -y ${names}\`, then try again.`);
  }
  if (!quiet) console.log(`${names} not found: installing Debian's package(s) (apt-get install -y ${names})…`);
  const stdio = quiet ? 'ignore' : 'inherit';
  execFileSync('apt-get', ['update', '-qq'], { stdio });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio, env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  const still = missingPackages();
  if (still.length > 0) throw new Error(`apt-get ran but ${still.join(' and ')} is still missing.`);
  return VARNISHD;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  try {
    console.log(`varnish: ${ensureVarnish()}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
