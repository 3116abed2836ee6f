"""``python -m hiddenweb.records PAGE.html [--url URL] [--query WORDS] [--domain FILE]``

Prints one JSON object per record found on the page (``-`` reads stdin).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from hiddenweb.domain import DomainError, load_domain
from hiddenweb.records import segment_page


def main(argv: list[str] | None = None) -> int:
    """Segment the page named on the command line and print its records; the exit status."""
    p = argparse.ArgumentParser(prog="python -m hiddenweb.records", description="Segment a result page into records.")
    p.add_argument("page", help="HTML file (any charset), or - for stdin")
    p.add_argument("--url", default="", help="URL of the page (resolves relative links)")
    p.add_argument("--query", default=None, help="words of the query that produced the page")
    p.add_argument("--domain", default=None, help="domain definition (JSON/YAML) to label fields with")
    p.add_argument("--explain", action="store_true", help="print the region and column decisions to stderr")
    args = p.parse_args(argv)
    try:
        if args.page == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(args.page, "rb") as f:
                data = f.read()
    except OSError as e:
        print(f"error: cannot read {args.page}: {e}", file=sys.stderr)
        return 2
    try:
        domain = load_domain(args.domain) if args.domain else None
    except DomainError as e:
        print(f"error: bad domain definition: {e}", file=sys.stderr)
        return 2
    seg = segment_page(data, args.url, args.query, domain)
    if args.explain:
        region = seg.tree.path_name(seg.region.sym) if seg.region is not None else None
        print(f"method={seg.method} region={region} records={len(seg.records)}", file=sys.stderr)
        for s in seg.specs:
            print(
                f"  column {s.id}: role={s.role} name={s.name!r} label={s.label!r} type={s.type} "
                f"present={s.present} echo={s.echo:.2f} link={s.link:.2f}",
                file=sys.stderr,
            )
    try:
        for r in seg.records:
            sys.stdout.write(json.dumps(dataclasses.asdict(r), ensure_ascii=False) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
