// Adds interface strings of the design system to locales/<lang>/ui.json, merging a JSON fragment
// under a top-level key, safely when several people (or helpers) add text at the same time.
// usage: node scripts/add-ui-text.mjs [--ns=site] <key> '<ko json object>' '<en json object>'
// (namespace ui by default: design-system strings; site: the brand site's pages)
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const nsArg = args.find((a) => a.startsWith('--ns='));
const ns = nsArg ? nsArg.slice(5) : 'ui';
const [key, koJson, enJson] = args.filter((a) => a !== nsArg);
if (!['ui', 'site', 'common'].includes(ns)) {
  console.error(`unknown namespace ${ns}: ui, site or common`);
  process.exit(2);
}
if (!key || !koJson || !enJson) {
  console.error("usage: node scripts/add-ui-text.mjs <component-key> '<ko json object>' '<en json object>'");
  process.exit(2);
}
const lock = path.resolve('locales/.ui-lock');
const deadline = Date.now() + 10_000;
for (;;) {
  try {
    fs.mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error('locales/.ui-lock is held for too long; remove it if no one is writing');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
}
try {
  for (const [lang, fragment] of [['ko', koJson], ['en', enJson]]) {
    const file = path.resolve('locales', lang, `${ns}.json`);
    const data = JSON.parse(fs.readFileSync(file, 'utf8'));
    data[key] = JSON.parse(fragment);
    const sorted = Object.fromEntries(Object.keys(data).sort().map((k) => [k, data[k]]));
    fs.writeFileSync(file + '.tmp', JSON.stringify(sorted, null, 2) + '\n');
    fs.renameSync(file + '.tmp', file);
  }
  console.log(`locales/{ko,en}/${ns}.json: "${key}" written`);
} finally {
  fs.rmdirSync(lock);
}
