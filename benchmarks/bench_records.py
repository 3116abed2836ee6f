"""Record segmentation benchmark (issue #3; Álvarez §IV.1).

1. Record precision/recall over the hand-written fixture set
   (``tests/pages/records``), a record being correct when all its fields match
   the gold (Álvarez: precision 0.979, recall 0.983 on 200 sites).
2. Time per page on a ~100 KB result page (50 records, scripts, styles,
   navigation, sidebar): median of full segmentation and of applying the
   wrapper induced from another page of the same site, printed with their
   ratio (targets: ≤ 20 ms full, ≤ 2 ms wrapper; Álvarez: 506 ms in 2007).

Run: ``python benchmarks/bench_records.py [--repeat N]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

from hiddenweb.domain import load_domain
from hiddenweb.records import Wrapper, segment, segment_page
from hiddenweb.records.evaluate import Score, load_gold_pages, score_page

FIXTURES = Path(__file__).resolve().parent.parent / "tests" / "pages" / "records"

WORDS = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "river",
    "stone",
    "light",
    "garden",
    "market",
    "silver",
    "winter",
    "harbor",
    "castle",
    "forest",
    "signal",
    "orbit",
    "copper",
    "meadow",
    "lantern",
    "quiet",
]


def result_page(n_records: int = 50, seed: int = 0, query: str = "garden", page: int = 1) -> str:
    """A realistic ~100 KB result page of a shop: head with CSS/JS, navigation,
    a long sidebar, product cards with optional fields, pager, footer."""
    rnd = random.Random(seed * 1000 + page)
    css = "\n".join(
        f".c{i} {{ margin: {i % 7}px; padding: {i % 5}px; color: #{i * 4099 % 0xFFFFFF:06x}; }}" for i in range(700)
    )
    js = "\n".join(f"function f{i}(a, b) {{ return a * {i} + b - {i % 13}; }}" for i in range(650))
    nav = "".join(f'<li><a href="/cat/{i}">Category {w}</a></li>' for i, w in enumerate(WORDS))
    side = "".join(
        f'<li><a href="/brand/{i}">{w.title()} Brand</a> <span>({rnd.randint(1, 300)})</span></li>'
        for i, w in enumerate(WORDS * 2)
    )
    cards = []
    for i in range(n_records):
        name = f"{rnd.choice(WORDS).title()} {query.title()} {rnd.choice(WORDS).title()} {i + (page - 1) * n_records}"
        old = f'<span class="was">${rnd.randint(50, 99)}.00</span> ' if rnd.random() < 0.3 else ""
        badge = '<div class="badge"><span>Bestseller</span></div>' if rnd.random() < 0.2 else ""
        rating = rnd.randint(1, 500)
        cards.append(f"""
<div class="product-card" data-id="{i}">
  <a class="thumb" href="/p/{i}-{page}"><img src="/img/{i}.jpg" alt="" loading="lazy" width="160" height="160"></a>
  <div class="info">
    {badge}<h3 class="name"><a href="/p/{i}-{page}">{name}</a></h3>
    <div class="brand">{rnd.choice(WORDS).title()} &amp; Co</div>
    <div class="price">{old}<span class="amount">${rnd.randint(5, 49)}.{rnd.randint(10, 99)}</span></div>
    <div class="rating" title="{rnd.randint(1, 5)} out of 5">({rating} reviews)</div>
    <p class="desc">A {rnd.choice(WORDS)} {query} for the {rnd.choice(WORDS)} with {rnd.choice(WORDS)} finish and {rnd.choice(WORDS)} details.</p>
  </div>
  <button class="add" data-sku="S{i}">Add to cart</button>
</div>""")
    return f"""<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{query} - Shop</title>
<style>{css}</style><script>{js}</script></head><body>
<header><a href="/" class="logo">Shop</a><nav><ul>{nav}</ul></nav>
<form action="/search"><input name="q" value="{query}"><button>Search</button></form></header>
<div class="layout"><aside><h4>Brands</h4><ul class="brands">{side}</ul></aside>
<main><div class="toolbar"><span class="count">Showing {n_records} of 480 results for "{query}"</span></div>
<div class="product-grid">{"".join(cards)}</div>
<nav class="pagination"><a href="?page={page + 1}">Next</a></nav></main></div>
<footer><p>&copy; 2024 Shop</p><ul><li><a href="/returns">Returns</a></li><li><a href="/faq">FAQ</a></li></ul></footer>
</body></html>"""


def quality() -> Score:
    total = Score()
    for page in load_gold_pages(FIXTURES):
        domain = load_domain(page.domain) if page.domain else None
        s = score_page(segment(page.html, page.url, page.query, domain), page.records)
        total += s
        if s.correct != s.gold or s.output != s.gold:
            print(f"  {page.name}: {s.correct}/{s.gold} correct, {s.output} output", file=sys.stderr)
    return total


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU time of ``fn`` (process time: other processes on a busy
    machine do not count)."""
    fn()  # warm caches (regexes, lru caches)
    times = []
    for _ in range(repeat):
        t0 = time.process_time()
        fn()
        times.append((time.process_time() - t0) * 1000.0)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=30)
    args = ap.parse_args(argv)

    score = quality()
    pages = load_gold_pages(FIXTURES)
    print(f"fixture pages: {len(pages)}  records: gold {score.gold}, output {score.output}, correct {score.correct}")
    print(
        f"record precision {score.precision:.3f} (target 0.98, Álvarez 0.979)  "
        f"recall {score.recall:.3f} (target 0.98, Álvarez 0.983)"
    )

    first = result_page(seed=1, page=1)
    later = result_page(seed=1, page=2)
    print(f"timed page: {len(later.encode()) / 1024:.0f} KB, 50 records")
    wrapper = Wrapper.induce(first, "https://shop.example/search?q=garden", "garden")
    assert wrapper is not None, "no wrapper induced"
    full_records = segment_page(later, "https://shop.example/search?q=garden&page=2", "garden").records
    wrapped = wrapper.apply(later, "https://shop.example/search?q=garden&page=2", "garden")
    assert wrapped is not None, "wrapper did not fit page 2"
    same = [r.fields for r in wrapped] == [r.fields for r in full_records]
    print(f"records: full {len(full_records)}, wrapper {len(wrapped)}, identical fields: {same}")
    full = median_ms(lambda: segment_page(later, "https://shop.example/s", "garden"), args.repeat)
    wrap = median_ms(lambda: wrapper.apply(later, "https://shop.example/s", "garden"), args.repeat)
    print(
        f"median full segmentation {full:.1f} ms (target <= 20 ms; ratio to target {full / 20:.2f}; "
        f"Álvarez 506 ms -> {506 / full:.0f}x faster)"
    )
    print(f"median with wrapper      {wrap:.2f} ms (target <= 2 ms; ratio to target {wrap / 2:.2f})")
    print(f"wrapper speed-up over full segmentation: {full / wrap:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
