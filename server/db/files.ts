import type { Queryable } from './index.ts';

/**
 * Stored files (issue 25, point 1; migration 011): a `files` row holds what the download route
 * decides on (address, type, size, visibility, owner), and the content is `file_chunks` rows of at
 * most FILE_CHUNK_BYTES, written and read one at a time so that no statement handles a whole
 * large file.
 *
 * The bytes cross as base64 text, encoded and decoded in SQL: PGlite's own bytea conversion runs
 * in JavaScript on the main thread and took about 10 ms per 64 KiB (1.7 s for a 10 MB read, 7 s
 * for a 10 MB write), against well under 1 ms as text (docs/decisions.md, "Issue 25, downloads and
 * database outages"). The same statements run on PostgreSQL.
 *
 * 64 KiB (migration 011 has the same number): a read holds PGlite's main thread about 1 ms, and its
 * text and buffer are small garbage (128 KiB held it twice as long a read).
 */
export const FILE_CHUNK_BYTES = 64 * 1024;

export type FileVisibility = 'public' | 'owner' | 'private';

export interface NewFile {
  filePath: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
  /** 'public' when not given, as the column's default. */
  visibility?: FileVisibility;
  ownerUserSeq?: number | null;
  altText?: string | null;
}

/** One event-loop turn: a run of PGlite statements is all microtasks, and would let nothing else in. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** A statement inserts chunks up to about this many bytes (small files several at once, large ones one by one). */
const INSERT_BATCH_BYTES = FILE_CHUNK_BYTES;
/** Rows per statement of file metadata. */
const ROW_BATCH = 100;

/**
 * Stores files with their content; returns their file_seq, in order. With `reuse`, a file whose
 * address is already stored keeps its row and content (the seed, run again), and its file_seq is
 * returned; otherwise an address taken is the unique violation it always was.
 */
export async function storeFiles(q: Queryable, files: readonly NewFile[], opts: { reuse?: boolean } = {}): Promise<number[]> {
  const seqs: number[] = [];
  const fresh: { fileSeq: number; content: Uint8Array }[] = [];
  for (let i = 0; i < files.length; i += ROW_BATCH) {
    const batch = files.slice(i, i + ROW_BATCH);
    const params: unknown[] = [];
    const values = batch.map((f) => {
      params.push(f.filePath, f.fileName, f.contentType, f.content.length, f.visibility ?? 'public', f.ownerUserSeq ?? null, f.altText ?? null);
      const at = params.length - 7;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, $${at + 6}, $${at + 7})`;
    });
    const rows = await q.query<{ file_seq: number; file_path: string; file_name: string }>(
      `INSERT INTO files (file_path, file_name, content_type, byte_size, visibility, owner_user_seq, alt_text) VALUES ${values.join(', ')}
       ${opts.reuse ? 'ON CONFLICT (file_path, file_name) DO NOTHING' : ''} RETURNING file_seq, file_path, file_name`,
      params,
    );
    const inserted = new Map(rows.map((r) => [`${r.file_path}${r.file_name}`, r.file_seq]));
    const existing = new Map<string, number>();
    if (inserted.size < batch.length) {
      const missing = batch.filter((f) => !inserted.has(`${f.filePath}${f.fileName}`));
      const found = await q.query<{ file_seq: number; file_path: string; file_name: string }>(
        'SELECT file_seq, file_path, file_name FROM files WHERE (file_path, file_name) IN (SELECT * FROM unnest($1::text[], $2::text[]))',
        [missing.map((f) => f.filePath), missing.map((f) => f.fileName)],
      );
      for (const r of found) existing.set(`${r.file_path}${r.file_name}`, r.file_seq);
    }
    for (const f of batch) {
      const key = `${f.filePath}${f.fileName}`;
      const fileSeq = inserted.get(key) ?? existing.get(key);
      if (fileSeq === undefined) throw new Error(`storeFiles: ${key} was neither stored nor found`);
      seqs.push(fileSeq);
      if (inserted.has(key)) fresh.push({ fileSeq, content: f.content });
    }
  }
  await writeChunks(q, fresh);
  return seqs;
}

/** Stores one file with its content; returns its file_seq. */
export async function storeFile(q: Queryable, file: NewFile): Promise<number> {
  const [fileSeq] = await storeFiles(q, [file]);
  return fileSeq!;
}

async function writeChunks(q: Queryable, files: readonly { fileSeq: number; content: Uint8Array }[]): Promise<void> {
  let seqs: number[] = [];
  let nos: number[] = [];
  let data: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (seqs.length === 0) return;
    await q.query(
      "INSERT INTO file_chunks (file_seq, chunk_no, data) SELECT s, n, decode(d, 'base64') FROM unnest($1::int[], $2::int[], $3::text[]) AS c (s, n, d)",
      [seqs, nos, data],
    );
    const large = bytes >= INSERT_BATCH_BYTES;
    seqs = [];
    nos = [];
    data = [];
    bytes = 0;
    // Between the statements of a large file, the site's other requests get their turn.
    if (large) await yieldToEventLoop();
  };
  for (const { fileSeq, content } of files) {
    for (let offset = 0, n = 0; offset < content.length; offset += FILE_CHUNK_BYTES, n++) {
      const chunk = content.subarray(offset, offset + FILE_CHUNK_BYTES);
      seqs.push(fileSeq);
      nos.push(n);
      data.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('base64'));
      bytes += chunk.length;
      if (bytes >= INSERT_BATCH_BYTES) await flush();
    }
  }
  await flush();
}

/** Chunk `chunkNo` of a file's content, or null when there is no such chunk. */
export async function readChunk(q: Queryable, fileSeq: number, chunkNo: number): Promise<Buffer | null> {
  const [row] = await q.query<{ data: string }>("SELECT encode(data, 'base64') AS data FROM file_chunks WHERE file_seq = $1 AND chunk_no = $2", [fileSeq, chunkNo]);
  // PostgreSQL breaks base64 into lines of 76 characters; Node's decoder skips the line breaks.
  return row ? Buffer.from(row.data, 'base64') : null;
}

/** A file's whole content (tests and small files only: a download streams chunk by chunk instead). */
export async function readFileContent(q: Queryable, fileSeq: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let n = 0; ; n++) {
    const chunk = await readChunk(q, fileSeq, n);
    if (!chunk) return Buffer.concat(parts);
    parts.push(chunk);
  }
}
