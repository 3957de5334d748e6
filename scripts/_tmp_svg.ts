import fs from 'node:fs';
import { sceneSvg, type SceneKind } from '../server/db/seed-images.ts';
const kinds: SceneKind[] = ['hero', 'room', 'golf', 'dining', 'leisure', 'wellness', 'promotion', 'package', 'popup'];
const colors = ['#0B6E8A', '#2E7D5B', '#8A5A2B', '#1F4E79'];
let html = '<html><body style="margin:0;display:flex;flex-wrap:wrap;background:#333">';
let max = 0;
for (const k of kinds) for (let i = 0; i < 4; i++) {
  const b = sceneSvg({ seed: i * 7919 + 1, color: colors[i]!, kind: k, title: i === 1 ? 'Early Bird Special' : undefined });
  const b2 = sceneSvg({ seed: i * 7919 + 1, color: colors[i]!, kind: k, title: i === 1 ? 'Early Bird Special' : undefined });
  if (!b.equals(b2)) throw new Error('nondeterministic');
  max = Math.max(max, b.length);
  console.log(k, i, b.length);
  fs.writeFileSync(`/tmp/svgcheck/${k}-${i}.svg`, b);
  html += `<img src="${k}-${i}.svg" style="width:${k === 'popup' ? 180 : 300}px;margin:2px">`;
}
fs.writeFileSync('/tmp/svgcheck/index.html', html + '</body></html>');
console.log('max', max);
