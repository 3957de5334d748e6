-- Only published content moves the content version (issue 11, point 6). Stored files are public
-- (logos, images pages show), an owner's documents, or inquiry attachments; the last two are in no
-- public page, so an anonymous inquiry with an attachment no longer empties the page cache. Row
-- triggers look at the file's visibility; the statement trigger of 004 stays for TRUNCATE only.
DROP TRIGGER files_content_version ON files;
CREATE TRIGGER files_content_version_truncate AFTER TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER files_content_version_insert AFTER INSERT ON files FOR EACH ROW WHEN (NEW.visibility = 'public') EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER files_content_version_update AFTER UPDATE ON files FOR EACH ROW WHEN (OLD.visibility = 'public' OR NEW.visibility = 'public') EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER files_content_version_delete AFTER DELETE ON files FOR EACH ROW WHEN (OLD.visibility = 'public') EXECUTE FUNCTION bump_content_version();
