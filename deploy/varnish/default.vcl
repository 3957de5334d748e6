# The shared HTTP cache in front of the web processes (issue 30; docs/deploy.md).
#
# Anonymous public pages are kept, keyed on their address and on what a page depends on besides
# it — language, hotel, company, device — which this file derives from the request into normalised
# headers (Cookie, Accept-Language, User-Agent) before the lookup; the web app's Vary names those
# headers, so each combination is one variant and the web process behind sees exactly what was
# keyed on. Nothing personal is kept: the owner portal, sign-in, the BFF, the pop-up callbacks, a
# request with an owner's session and any answer that sets a cookie pass every time.
#
# Freshness is driven by the database's content version, not by a TTL guess: a web process that
# sees a new version sends PURGE with the version; this file soft-purges every page (xkey), so each
# is served stale (grace) while one background fetch renders the new one, and tells the web
# processes which version it wants (X-Content-Generation), so none answers with an older page.
#
# Site-specific parts (backends, their director, who may purge) live in backends.vcl beside this
# file; deploy/varnish/backends.example.vcl shows one, `npm run cluster` writes its own.
vcl 4.1;

import std;
import cookie;
import directors;
import xkey;
import var;

include "backends.vcl";

sub vcl_init {
  call raon_init;
}

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ raon_purgers) {
      return (synth(403, "Not allowed to purge."));
    }
    if (!req.http.X-Content-Generation) {
      return (synth(400, "PURGE needs X-Content-Generation: the content version the pages must have."));
    }
    # Two web processes see the same change: the second PURGE finds it done.
    if (var.global_get("generation") == req.http.X-Content-Generation) {
      return (synth(200, "Already at this generation."));
    }
    var.global_set("generation", req.http.X-Content-Generation);
    return (synth(200, "Soft-purged " + xkey.softpurge("raon-pages") + " pages."));
  }

  call raon_backend;
  if (req.http.X-Forwarded-Proto != "https") {
    set req.http.X-Forwarded-Proto = "http";
  }

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Personal or one-off: the owner portal and its sign-in, the BFF, the booking hand-off and the
  # pop-up callbacks, downloads, the health check.
  if (req.url ~ "^/(member|login-member|start|booking-standin|login_success|logout|bff|crs|healthz)(/|\?|$)") {
    return (pass);
  }
  if (req.http.Authorization || req.http.Cookie ~ "(^|;)\s*bookingUserAuth=") {
    return (pass);
  }
  # Built files, fonts and link previews' pictures: the same for everyone (their own Cache-Control
  # says for how long).
  if (req.url ~ "^/(assets|fonts|share-image)/") {
    unset req.http.Cookie;
    return (hash);
  }

  # Tracking tags change nothing on a page: one entry for all of them, parameters in one order.
  set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid|_ga|_gl)=[^&]*", "\1");
  set req.url = regsuball(req.url, "&+", "&");
  set req.url = regsub(req.url, "[?&]+$", "");
  set req.url = regsub(req.url, "\?&", "?");
  set req.url = std.querysort(req.url);

  # What a page depends on besides its address (server/web/middleware/request-context.ts), as
  # the web app reads it, each reduced to the values that change the page.
  cookie.parse(req.http.Cookie);
  cookie.keep("language,c_hotel,c_company");
  if (cookie.get("language") !~ "^(ko|en|ja|zh-CN|zh-TW|th|vi|mn|es|pt)$") {
    cookie.delete("language");
  }
  if (cookie.get("c_hotel") !~ "^[0-9]{1,9}$") {
    cookie.delete("c_hotel");
  }
  if (cookie.get("c_company") !~ "^[0-9]{1,9}$") {
    cookie.delete("c_company");
  }
  set req.http.Cookie = cookie.get_string();
  if (req.http.Cookie == "") {
    unset req.http.Cookie;
  }
  # The language: ?lang= in the address, else the language cookie, else Korean for a browser that
  # asks for Korean or for nothing, English for any other (server/web/render/i18n.ts detectLocale).
  if (req.url ~ "[?&]lang=" || cookie.isset("language")) {
    unset req.http.Accept-Language;
  } elsif (!req.http.Accept-Language || req.http.Accept-Language ~ "^\s*$" || req.http.Accept-Language ~ "(?i)(^|,)\s*ko(-[^,;]*)?\s*(;|,|$)") {
    set req.http.Accept-Language = "ko";
  } else {
    set req.http.Accept-Language = "en";
  }
  # Phones and tablets get the mobile layout (request-context.ts MOBILE_UA).
  if (req.http.User-Agent ~ "(?i)Mobi|Android|iPhone|iPad|iPod|Windows Phone|KAKAOTALK") {
    set req.http.User-Agent = "Mozilla/5.0 (Mobile; raon-edge)";
  } else {
    set req.http.User-Agent = "Mozilla/5.0 (raon-edge)";
  }
  return (hash);
}

sub vcl_hash {
  # An answer over TLS carries HSTS; one over plain HTTP does not.
  hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_fetch {
  # The content version the pages must have: a web process that has not seen it yet asks the API
  # before it answers (server/web/app.ts).
  if (var.global_get("generation")) {
    set bereq.http.X-Content-Generation = var.global_get("generation");
  }
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  # A web process that went away mid-revalidation: keep serving the stale page.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (beresp.status >= 500 && bereq.retries < 2) {
    return (retry);
  }
  # A page of another content version than the one this cache asked for (a web process that could
  # not reach the API): served to this request if it must be, never kept.
  if (bereq.http.X-Content-Generation && beresp.http.X-Content-Generation && beresp.http.X-Content-Generation != bereq.http.X-Content-Generation) {
    if (bereq.is_bgfetch) {
      return (abandon);
    }
    set beresp.uncacheable = true;
    set beresp.ttl = 1s;
    return (deliver);
  }
  # Only what the web app marks for a shared cache is kept: a public page for anyone
  # (Surrogate-Control), or a file that says public. Nothing that sets a cookie.
  if (beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  if (beresp.http.Surrogate-Control ~ "max-age=[0-9]+") {
    set beresp.ttl = std.duration(regsub(beresp.http.Surrogate-Control, "^.*max-age=([0-9]+).*$", "\1") + "s", 0s);
    set beresp.grace = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 60s);
    set beresp.keep = std.duration(regsub(beresp.http.Surrogate-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 0s);
    unset beresp.http.Surrogate-Control;
    return (deliver);
  }
  if (beresp.http.Cache-Control ~ "(^|,)\s*public" && beresp.http.Cache-Control !~ "no-store|private") {
    return (deliver);
  }
  # Everything else (private, no-store, no header at all) passes the cache.
  set beresp.uncacheable = true;
  set beresp.ttl = 120s;
  return (deliver);
}

sub vcl_backend_error {
  if (bereq.retries < 2 && !bereq.is_bgfetch) {
    return (retry);
  }
}

sub vcl_deliver {
  # Where the answer came from: HIT (kept here, fresh or within grace), MISS or PASS.
  if (obj.uncacheable) {
    set resp.http.X-Edge-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "HIT";
  } else {
    set resp.http.X-Edge-Cache = "MISS";
  }
  unset resp.http.xkey;
  unset resp.http.X-Content-Generation;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}

sub vcl_synth {
  # This file's own answers (PURGE, refusals) in plain words.
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.http.Cache-Control = "no-store";
  set resp.body = resp.reason + {"
"};
  return (deliver);
}
