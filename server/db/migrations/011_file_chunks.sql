-- Stored files in chunks (issue 25, point 1): the download route decided a file's visibility after
-- reading its whole content, and PGlite (the embedded default, on the web app's main thread) spent
-- seconds on a 10 MB bytea. A file's row now holds only what the route decides on; its content is
-- rows of at most 64 KiB (server/db/files.ts), read one at a time as the answer is sent and
-- written one at a time. Stored out of line and uncompressed (EXTERNAL): PDFs and pictures do not
-- compress, and a chunk costs no decompression to read.
CREATE TABLE file_chunks (
  file_seq  integer NOT NULL REFERENCES files (file_seq) ON DELETE CASCADE,
  chunk_no  integer NOT NULL CHECK (chunk_no >= 0),
  data      bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 65536),
  PRIMARY KEY (file_seq, chunk_no)
);
ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;

-- The content already stored moves, 64 KiB a row (an empty file has no chunk).
INSERT INTO file_chunks (file_seq, chunk_no, data)
  SELECT f.file_seq, n, substring(f.content FROM n * 65536 + 1 FOR 65536)
    FROM files f CROSS JOIN LATERAL generate_series(0, (octet_length(f.content) + 65535) / 65536 - 1) AS n;
ALTER TABLE files DROP COLUMN content;

-- Withdrawn owner inquiries (issue 25, point 8): their attachments are no longer the owner's to
-- download. vocDelete makes them private as it withdraws; these were withdrawn before it did.
-- The retention job deletes both a week after the withdrawal (server/api/retention.ts).
UPDATE files SET visibility = 'private'
 WHERE visibility <> 'private' AND file_seq IN (SELECT a.file_seq FROM member_voc_attachments a JOIN member_vocs v ON v.voc_seq = a.voc_seq WHERE v.deleted_at IS NOT NULL);
CREATE INDEX member_vocs_withdrawn_idx ON member_vocs (deleted_at) WHERE deleted_at IS NOT NULL;
