"""``python -m tests.web``: (re)write the domain files, serve the default web and print its seeds."""

from __future__ import annotations

import time

from tests.web import build_web, write_domains


def main() -> None:
    """Serve until Ctrl-C."""
    write_domains()
    with build_web() as web:
        for url in web.seeds():
            print(url)
        print("serving; Ctrl-C to stop")
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
