"""``hiddenweb``: command line of the project.

``hiddenweb demo`` starts the embedded demo site (a search engine over the
docstrings of Python's standard library) on 127.0.0.1 and surfaces it with
the ``harvest`` spider, then prints the coverage it reached.
``hiddenweb report FEED_OR_JOBDIR… -o report.html`` writes a crawl's report.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any


def demo(args: argparse.Namespace) -> int:
    from scrapy.crawler import CrawlerProcess
    from scrapy.settings import Settings

    from hiddenweb.demo.site import serve
    from hiddenweb.spiders.harvest import HarvestSpider

    site = serve(port=args.port)
    print(
        f"Demo site: {site.url} ({len(site.records)} documents behind its search form, "
        f"at most {site.result_cap} results per query, {site.listing_cap} for the empty query, "
        f"up to {site.max_per_page} per page)",
        flush=True,
    )
    settings = Settings()
    settings.setmodule("hiddenweb.settings", priority="project")
    settings.set("LOG_LEVEL", args.log_level, priority="cmdline")
    settings.set("FEEDS", {args.output: {"format": "jsonlines", "overwrite": True}}, priority="cmdline")
    settings.set("AUTOTHROTTLE_ENABLED", False, priority="cmdline")  # our own loopback site
    process = CrawlerProcess(settings)
    crawler = process.create_crawler(HarvestSpider)
    bar = LiveProgress(args.budget) if sys.stderr.isatty() else None
    if bar is not None:
        bar.attach(crawler)
    process.crawl(crawler, url=site.url, budget=args.budget, policy=args.policy)
    process.start()
    site.stop()
    if bar is not None:
        bar.finish()
    stats = crawler.stats.get_stats()
    with Path(args.output).open(encoding="utf-8") as feed:  # records, not query reports (a query may be "key")
        records = sum(1 for line in feed if '"key"' in line and "key" in json.loads(line))
    estimate = stats.get("hiddenweb/coverage")
    from hiddenweb.report import ReportError, write_report

    output = Path(args.output)
    report_path: str | None = None
    try:
        report_path = str(write_report([output], output.with_name(f"{output.name.split('.')[0]}-report.html")))
    except ReportError as error:
        print(f"No report: {error}", file=sys.stderr)
    print(
        json.dumps(
            {
                "finish_reason": stats.get("finish_reason"),
                "requests": stats.get("hiddenweb/requests"),
                "queries": stats.get("hiddenweb/queries"),
                "records": records,
                "coverage": round(records / len(site.records), 4),
                "estimated_coverage": estimate,
                "output": args.output,
                "report": report_path,
            },
            indent=2,
        )
    )
    if report_path is not None:  # on stderr: stdout stays one JSON document
        print(f"Report: {report_path}", file=sys.stderr)
    return 0


class LiveProgress:
    """``hiddenweb demo``'s one-line progress bar on a terminal's stderr, fed by the crawl log's events.

    A log line clears the bar first (the periodic log line stays); the bar comes back with the next event.
    """

    def __init__(self, budget: int) -> None:
        from hiddenweb.report.progress import ProgressLine

        self.progress = ProgressLine(budget)
        self.shown = False

    def attach(self, crawler: Any) -> None:
        """Follow ``crawler``'s crawl log; clear the bar before each log line."""
        from hiddenweb.crawllog import CRAWL_LOG_WRITTEN

        crawler.signals.connect(self.on_event, signal=CRAWL_LOG_WRITTEN)
        for handler in logging.getLogger().handlers:
            handler.addFilter(self.clear)

    def on_event(self, event: Any, **kwargs: Any) -> None:
        """Redraw the bar for a crawl-log event."""
        if self.progress.update(event):
            sys.stderr.write("\r\x1b[K" + self.progress.line())
            sys.stderr.flush()
            self.shown = True

    def clear(self, record: logging.LogRecord) -> bool:
        """A logging filter that lets every record through, after clearing the bar."""
        if self.shown:
            sys.stderr.write("\r\x1b[K")
            self.shown = False
        return True

    def finish(self) -> None:
        """Leave the last state of the bar on its own line."""
        sys.stderr.write("\r\x1b[K" + self.progress.line() + "\n")
        sys.stderr.flush()


def report(args: argparse.Namespace) -> int:
    """Write the crawl report of ``args.inputs`` to ``args.output``: one line on success, one error line else."""
    from hiddenweb.report import ReportError, write_report

    try:
        path = write_report(args.inputs, args.output)
    except (ReportError, OSError) as error:
        print(f"hiddenweb report: {error}", file=sys.stderr)
        return 2
    print(f"Report: {path}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hiddenweb", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("demo", help="surface the embedded demo site and print the coverage reached")
    run.add_argument("--budget", type=int, default=300, help="requests the harvest may make (default 300)")
    run.add_argument("--policy", default="adaptive", help="adaptive, generic-frequency or random")
    run.add_argument("--port", type=int, default=0, help="port of the demo site (default: any free port)")
    run.add_argument("--output", default="demo-records.jsonl", help="feed of records and queries (JSON lines)")
    run.add_argument("--log-level", default="INFO")
    serve = commands.add_parser("serve-demo", help="serve the demo site in the foreground")
    serve.add_argument("--port", type=int, default=8000)
    make = commands.add_parser("report", help="write a crawl's report: one HTML page with plots")
    make.add_argument(
        "inputs", nargs="+", metavar="FEED_OR_JOBDIR", help="feeds, crawl logs or JOBDIRs (one per worker)"
    )
    make.add_argument("-o", "--output", default="report.html", help="the HTML file to write (default report.html)")
    args = parser.parse_args(argv)
    if args.command == "report":
        return report(args)
    try:
        if args.command == "serve-demo":
            from hiddenweb.demo.site import main as serve_main

            return serve_main(["--port", str(args.port)]) or 0
        logging.getLogger("asyncio").setLevel(logging.WARNING)
        return demo(args)
    except OSError as error:  # the port is taken or not ours to bind: one line, not a traceback
        print(
            f"hiddenweb {args.command}: cannot serve the demo site on 127.0.0.1:{args.port}: {error.strerror or error}",
            file=sys.stderr,
        )
        return 2


if __name__ == "__main__":
    sys.exit(main())
