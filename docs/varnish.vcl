# Varnish in front of the site (docs/deploying.md#cdn, decision 037). Run by the integration test
# tests/integration/varnish.test.ts exactly as written here, only the backend's port replaced
# (scripts/varnish.ts). Needs Varnish 6+ and the xkey module (Debian: varnish, varnish-modules).
#
# What it does:
# - keeps only the answers the site marks public and names content tags for (Surrogate-Key);
#   everything else (admin, sign-in, previews, forms, redirects, errors) goes to the site each time;
# - never looks up nor stores anything for a request with a session cookie or an Authorization
#   header (a signed-in admin);
# - drops every answer carrying one of the keys a PURGE request names in its Surrogate-Key header
#   (the site's purge on publish, CDN_PURGE_PROVIDER=http), allowed from the `purgers` addresses only.
vcl 4.1;

import std;
import xkey;

# The site; the test and docs/deploying.md replace this address.
backend default {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the site's own host.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (!client.ip ~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.Surrogate-Key) {
            return (synth(400, "No Surrogate-Key to purge"));
        }
        set req.http.X-Purged = xkey.purge(req.http.Surrogate-Key);
        return (synth(200, "Purged " + req.http.X-Purged + " objects"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # A signed-in visitor's requests are answered by the site, never from nor into the cache.
    if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(__Host-)?session=") {
        return (pass);
    }
    # The site answers the same to everyone without a session: other cookies do not split the cache.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # Only what the site names content tags for is kept (they are how it is purged); the rest is
    # asked for each time (a minute's hit-for-miss, so waiting requests are not queued behind it).
    if (!beresp.http.Surrogate-Key || beresp.http.Cache-Control ~ "(private|no-store)" || beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 60s;
        return (deliver);
    }
    # xkey reads the keys from its own header.
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    return (deliver);
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
