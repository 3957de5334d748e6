-- A counter that moves whenever public content changes, so that the web tier's page cache
-- (DESIGN §6: pages rendered once per hotel, language, route and content version) knows when
-- to render again. Statement-level triggers on every table a public page is made from.
CREATE TABLE content_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO content_version (id) VALUES (true);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE content_version SET version = version + 1, changed_at = now(); RETURN NULL; END $$;

DO $$ DECLARE t text; BEGIN FOREACH t IN ARRAY ARRAY['companies','hotels','hotel_translations','files','hotel_logo_files','terms','term_translations','brand_intros','brand_intro_translations','facilities','facility_translations','facility_images','offers','offer_translations','offer_images','categories','category_translations','notices','notice_translations','faqs','faq_translations','event_popups','event_popup_translations'] LOOP EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version()', t || '_content_version', t); END LOOP; END $$;
