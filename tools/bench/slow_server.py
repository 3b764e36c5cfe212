#!/usr/bin/env python3
"""A slow stand-in for the timetable service's client.php, for the sync case of scripts/bench.sh.

    slow_server.py --schedule FILE.json [--delay 6] [--log FILE]

Listens on 127.0.0.1 on a free port and prints the port on standard output (one line, flushed)
once it accepts connections. Answers the requests `semestercal sync` makes (docs/fetch.md,
Sources/TimetableService/Service/ServiceRequest.swift) after waiting --delay seconds each:
f=Schedule with FILE's bytes, f=Changes with an empty change feed, f=Courses with a course list,
anything else with 404. Requests are served on threads, so sync's parallel requests wait together,
as they would on a slow real service. Each request is logged (time, path) to --log when given.
"""
import argparse
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--schedule", required=True)
    parser.add_argument("--delay", type=float, default=6.0)
    parser.add_argument("--log")
    args = parser.parse_args()
    with open(args.schedule, "rb") as f:
        schedule = f.read()
    changes = b'{"version": 3.1, "changes": []}'
    log = open(args.log, "a", buffering=1) if args.log else None
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as the real service (and AsyncHTTPClient) use it

        def do_GET(self):
            started = time.monotonic()
            query = parse_qs(urlparse(self.path).query)
            kind = query.get("f", [""])[0]
            if kind == "Schedule":
                body = schedule
            elif kind == "Changes":
                body = changes
            elif kind == "Courses":
                body = json.dumps({"courses": []}).encode()
            else:
                body = None
            time.sleep(args.delay)
            if body is None:
                self.send_response(404)
                body = b"not found"
            else:
                self.send_response(200)
            # PHP sends JSON as text/html; semestercal accepts either, the real type is kinder.
            self.send_header("Content-Type", "application/json; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            if log:
                with lock:
                    log.write(f"{time.strftime('%H:%M:%S')} {self.path} {time.monotonic() - started:.2f}s\n")

        def log_message(self, *_):  # quiet: the bench output is the report
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    sys.exit(main())
