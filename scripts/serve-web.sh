#!/usr/bin/env bash
# Serves the built web page on localhost and prints its URL. Files are sent with the right
# types (application/wasm, application/manifest+json) and no caching, so a rebuild shows
# on the next reload.
#
# Usage: scripts/serve-web.sh [--build] [--port N] [--host ADDRESS] [--dir DIR]
#   --build    run scripts/build-wasm.sh first
#   --port     port to listen on (default 8080; 0 picks a free one)
#   --host     address to listen on (default 127.0.0.1; 0.0.0.0 lets a phone on the
#              network open the page)
#   --dir      folder to serve (default build/wasm/site)
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
port=8080
host=127.0.0.1
dir="$repo/build/wasm/site"
build=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build) build=1 ;;
    --port) port="${2:?--port needs a number}"; shift ;;
    --port=*) port="${1#--port=}" ;;
    --host) host="${2:?--host needs an address}"; shift ;;
    --host=*) host="${1#--host=}" ;;
    --dir) dir="${2:?--dir needs a folder}"; shift ;;
    --dir=*) dir="${1#--dir=}" ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "serve-web: unknown argument: $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

if [[ $build -eq 1 ]]; then
  dir="$("$repo/scripts/build-wasm.sh")"
fi
if [[ ! -f "$dir/index.html" ]]; then
  echo "serve-web: no page in $dir; build it with scripts/build-wasm.sh (or pass --build)" >&2
  exit 1
fi

exec python3 - "$dir" "$host" "$port" <<'PY'
import functools
import http.server
import sys

directory, host, port = sys.argv[1], sys.argv[2], int(sys.argv[3])


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".data": "application/octet-stream",
        ".js": "text/javascript",
        ".svg": "image/svg+xml",
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format, *args):
        sys.stderr.write("serve-web: %s\n" % (format % args))


try:
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(Handler, directory=directory))
except OSError as error:
    sys.exit(f"serve-web: cannot listen on {host}:{port}: {error.strerror} (try --port)")
shown = "localhost" if host in ("127.0.0.1", "0.0.0.0") else host
print(f"Serving {directory}", flush=True)
print(f"Open http://{shown}:{server.server_address[1]}/", flush=True)
try:
    server.serve_forever()
except KeyboardInterrupt:
    pass
PY
