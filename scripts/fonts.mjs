// Copies the Pretendard weights the design system uses (400, 600, 700) from the pretendard
// package into design-system/fonts/ and writes their @font-face rules, split by unicode-range
// so a page downloads only the glyphs it shows. Run after upgrading pretendard; the output is
// committed (self-hosted font, identical screenshots on every machine).
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve('node_modules/pretendard/dist/web/static');
const out = path.resolve('design-system/fonts');
const weights = { Regular: 400, SemiBold: 600, Bold: 700 };

const css = fs.readFileSync(path.join(src, 'pretendard-dynamic-subset.css'), 'utf8');
const license = css.slice(0, css.indexOf('*/') + 2);
const blocks = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]);
const rules = [];
fs.mkdirSync(path.join(out, 'files'), { recursive: true });
for (const block of blocks) {
  const file = /url\(\.\/woff2-dynamic-subset\/(Pretendard-(\w+)\.subset\.\d+\.woff2)\)/.exec(block);
  if (!file || !(file[2] in weights)) continue;
  fs.copyFileSync(path.join(src, 'woff2-dynamic-subset', file[1]), path.join(out, 'files', file[1]));
  const range = /unicode-range:\s*([^;]+);/.exec(block)[1];
  rules.push(`@font-face{font-family:'Pretendard';font-style:normal;font-display:swap;font-weight:${weights[file[2]]};src:url(./files/${file[1]}) format('woff2');unicode-range:${range}}`);
}
fs.writeFileSync(path.join(out, 'pretendard.css'), `${license}\n${rules.join('\n')}\n`);
// The OFL notice travels at the top of pretendard.css.
console.log(`${rules.length} @font-face rules, ${fs.readdirSync(path.join(out, 'files')).length} files in ${path.relative(process.cwd(), out)}`);
