/**
 * Public stored files (pictures, brochures: the API answers them `Cache-Control: public`) kept in
 * the web process's memory for the content generation they were fetched in, so that a page's
 * pictures stop costing a trip to the API and, with the embedded database, its chunked reads on the
 * main thread (issue 29: `/`'s hero, a 1.4 KB picture, took 40–170 ms while the page's scripts
 * were being sent where it takes 5 ms alone; Lighthouse turned that into up to 1.4 s of LCP).
 *
 * Only whole 200 answers of at most MAX_ENTRY_BYTES are kept, up to `maxBytes` in all, the least
 * recently used going first. A new generation (a content change, or a new day in Seoul: the page
 * cache's) forgets them all, as it forgets the pages that name them: a file replaced at its address
 * is fetched anew within the page cache's own delay.
 */
export interface KeptFile {
  /** The API's headers that go on to the browser (assets.ts DOWNLOAD_HEADERS), Last-Modified among them. */
  headers: [string, string][];
  body: Buffer;
}

/** Larger files (a brochure) are streamed from the API each time: never whole in memory. */
export const MAX_ENTRY_BYTES = 1024 * 1024;

export function createPublicFiles(maxBytes: number, generation: () => string) {
  let kept = new Map<string, KeptFile>();
  let keptIn = '';
  let bytes = 0;
  const current = (): string => {
    const now = generation();
    if (now !== keptIn) {
      kept = new Map();
      bytes = 0;
      keptIn = now;
    }
    return now;
  };
  return {
    /** The file kept at `target` in this generation, if any (and now the most recently used). */
    get(target: string): KeptFile | undefined {
      if (current() === '') return undefined;
      const file = kept.get(target);
      if (file) {
        kept.delete(target);
        kept.set(target, file);
      }
      return file;
    },
    /** Whether an answer of `length` bytes (Content-Length, when sent) fetched now may be kept. */
    mayKeep(status: number | undefined, cacheControl: string | undefined, length: number): boolean {
      return maxBytes > 0 && current() !== '' && status === 200 && /\bpublic\b/.test(cacheControl ?? '') && !/no-store|private/.test(cacheControl ?? '') && length > 0 && length <= MAX_ENTRY_BYTES;
    },
    /** Keeps a whole answer fetched in generation `fetchedIn` (dropped if the generation has moved on since). */
    keep(target: string, fetchedIn: string, file: KeptFile): void {
      if (current() !== fetchedIn || file.body.length > MAX_ENTRY_BYTES || file.body.length > maxBytes) return;
      const before = kept.get(target);
      if (before) {
        kept.delete(target);
        bytes -= before.body.length;
      }
      kept.set(target, file);
      bytes += file.body.length;
      for (const [key, old] of kept) {
        if (bytes <= maxBytes) break;
        kept.delete(key);
        bytes -= old.body.length;
      }
    },
    get generation(): string {
      return current();
    },
    get bytes(): number {
      return bytes;
    },
  };
}

export type PublicFiles = ReturnType<typeof createPublicFiles>;
