# backends.vcl for deploy/varnish/default.vcl: the web processes, how one is picked, and who may
# send PURGE (the web processes). `npm run cluster` writes its own beside a copy of default.vcl.
backend web1 {
  .host = "10.0.0.11";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}
backend web2 {
  .host = "10.0.0.12";
  .port = "3000";
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}

acl raon_purgers {
  "10.0.0.0"/24;
  "127.0.0.1";
}

sub raon_init {
  new web = directors.round_robin();
  web.add_backend(web1);
  web.add_backend(web2);
}

sub raon_backend {
  set req.backend_hint = web.backend();
}
