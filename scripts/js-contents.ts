// `npx tsx scripts/js-contents.ts dist/client/assets/entries/entry-client-routing.*.js [--by package|file] [--top N]`:
// what a built chunk is made of, by source file or by package, in minified bytes. Needs a build with
// source maps (`npx vite build --sourcemap`; the public build has none). Each run of generated code
// is counted for the source its mapping segment names; code with no mapping ("(unmapped)") is the
// bundler's own glue. Brotli cannot be split per source, so a source's "br" column is the chunk's
// brotli size shared out by minified bytes, and "br alone" is its code compressed on its own (an
// upper bound of what removing it saves); the marginal saving of a package is measured with
// `--without PATTERN`, which compresses the chunk again without the code of sources matching PATTERN.
import fs from 'node:fs';
import zlib from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** One segment of a source map: a generated column and, when mapped, the index of its source. */
interface Segment { column: number; source: number | null }

/** Decodes the `mappings` field (base64 VLQ) into segments per generated line; names are skipped. */
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Segment[] = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (text === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const c of text) {
        const digit = DIGIT.get(c);
        if (digit === undefined) throw new Error(`bad VLQ character ${c}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      // The source index is relative to the previous segment's, across lines.
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : null });
    }
    lines.push(segments);
  }
  return lines;
}

const brotli = (text: string) => zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The package a source belongs to (node_modules/<pkg> or node_modules/@scope/pkg), or its file. */
function packageOf(source: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1]! : source.replace(/^(\.\.\/)+/, '');
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = args[i + 1];
    args.splice(i, 2);
    return value;
  };
  const by = option('--by') ?? 'file';
  const top = Number(option('--top') ?? 60);
  const without = option('--without');
  const [file] = args;
  if (!file || (by !== 'file' && by !== 'package')) {
    console.error('usage: js-contents.ts CHUNK.js [--by file|package] [--top N] [--without REGEX]');
    process.exit(2);
  }
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) throw new Error(`${mapFile} not found: build with \`npx vite build --sourcemap\``);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const decoded = decodeMappings(map.mappings);

  // The code of each source, in generated order, and the code that belongs to none.
  const pieces = new Map<string, string[]>();
  const add = (key: string, text: string) => {
    if (text === '') return;
    const list = pieces.get(key);
    if (list) list.push(text);
    else pieces.set(key, [text]);
  };
  const kept: string[] = [];
  const skip = without ? new RegExp(without) : null;
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    add('(unmapped)', line.slice(0, segments[0]?.column ?? line.length));
    kept.push(line.slice(0, segments[0]?.column ?? line.length));
    segments.forEach((segment, j) => {
      const text = line.slice(segment.column, segments[j + 1]?.column ?? line.length);
      const source = segment.source === null ? '(unmapped)' : map.sources[segment.source] ?? '(unmapped)';
      add(by === 'package' ? packageOf(source) : source.replace(/^(\.\.\/)+/, ''), text);
      if (!skip?.test(source)) kept.push(text);
    });
    kept.push('\n');
  });

  const totalRaw = Buffer.byteLength(code);
  const totalBr = brotli(code);
  console.log(`${file}: ${(totalRaw / 1024).toFixed(1)} KB minified, ${(totalBr / 1024).toFixed(1)} KB brotli, ${map.sources.length} sources`);
  if (skip) {
    const rest = brotli(kept.join(''));
    console.log(`without /${without}/: ${(rest / 1024).toFixed(1)} KB brotli (saves ${((totalBr - rest) / 1024).toFixed(1)} KB)`);
  }
  const rows = [...pieces].map(([key, list]) => {
    const text = list.join('');
    return { key, raw: Buffer.byteLength(text), text };
  }).sort((a, b) => b.raw - a.raw);
  console.log('     raw KB   br KB  br alone  source');
  for (const row of rows.slice(0, top)) {
    const share = (totalBr * row.raw) / totalRaw;
    console.log(`${(row.raw / 1024).toFixed(1).padStart(11)} ${(share / 1024).toFixed(1).padStart(7)} ${(brotli(row.text) / 1024).toFixed(1).padStart(9)}  ${row.key}`);
  }
  if (rows.length > top) console.log(`  ... ${rows.length - top} more`);
}

main();
