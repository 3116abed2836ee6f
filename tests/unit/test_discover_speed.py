"""The shortcuts that cut discover's CPU per page give what the slow paths gave (issue 15, pages/s)."""

from __future__ import annotations

import dataclasses
import json
import random
from urllib.parse import urljoin

import pytest

from hiddenweb.discover.dsfc import DomainFormClassifier
from hiddenweb.discover.neardup import NearDuplicates
from hiddenweb.discover.outlinks import _joiner
from hiddenweb.domain import load_domain
from hiddenweb.forms import parse_forms
from hiddenweb.forms.features import form_features
from hiddenweb.forms.trained import load_model
from hiddenweb.report import events
from hiddenweb.sessions.routes import Step
from hiddenweb.state import MemoryState
from hiddenweb.text.searchwords import fold
from tests.web import DOMAINS_DIR, write_domains

NEWSLETTER = (
    "<form method='post' action='/newsletter'><p>Sign up for our newsletter</p>"
    "<input type='email' name='email'><input type='submit' value='Subscribe'></form>"
)
SEARCH = "<form action='/search'><input name='q' placeholder='Search films'><button>Find</button></form>"


def _form(html: str, url: str) -> object:
    return parse_forms(f"<html><body>{html}</body></html>", url)[0]


@pytest.mark.parametrize("markup", [NEWSLETTER, SEARCH, f"<noscript>{SEARCH}</noscript>", f"<a href='/x'>{SEARCH}</a>"])
def test_remembered_form_probabilities_are_the_computed_ones(markup: str) -> None:
    model = load_model()
    urls = ["http://a.test/item/12", "http://a.test/item/13", "http://a.test/search/advanced", "http://a.test/", ""]
    for url in urls * 2:  # the second round is answered from the memo
        form = _form(markup, url or "http://a.test/")
        want = model.probabilities(form_features(form.element, url))
        assert model.form_probabilities(form.element, url) == want


def test_a_form_hidden_by_an_ancestor_is_not_taken_for_the_same_form_shown() -> None:
    model = load_model()
    shown, hidden = _form(SEARCH, "http://a.test/"), _form(f"<noscript>{SEARCH}</noscript>", "http://a.test/")
    assert model._memo_key(shown.element, "http://a.test/") != model._memo_key(hidden.element, "http://a.test/")


def test_page_words_outside_the_vocabulary_do_not_split_the_memo() -> None:
    model = load_model()
    form = _form(NEWSLETTER, "http://a.test/")
    assert model._memo_key(form.element, "http://a.test/item/12") == model._memo_key(
        form.element, "http://a.test/item/13"
    )


BASES = [
    "http://a.test/x/y.html?q=1#f",
    "https://A.Test:8080/dir/",
    "http://a.test",
    "http://u:p@a.test/x/../y/",
    "HTTP://a.test/p;x?y",
    "http://a.test/?",
    "http://[::1]:80/x",
    "http://a.test//double/",
]
HREFS = [
    "/",
    "/a",
    "/a/../b",
    "/./c/",
    "/a?b=c#d",
    "/a;p?q",
    "/a b",
    "/ä",
    "//other.test/x",
    "http://c.test/a/../b?x#y",
    "https://c.test/",
    "http:relative",
    "http://",
    "http:///x",
    "http://\n/x",
    "/\n/",
    "/\t",
    "a/b",
    "../c",
    "?q",
    "",
    "/?",
    "/#",
    "/.well-known",
    "/a?b?c",
    "http://[bad",
]


def test_joined_hrefs_are_what_urljoin_gives() -> None:
    rng = random.Random(7)
    alphabet = [*"/.?#;=&a%b:\n\t\r ", "..", "//", "http://", "https://", "["]
    hrefs = HREFS + ["/" + "".join(rng.choice(alphabet) for _ in range(rng.randint(1, 8))) for _ in range(3000)]
    for base in BASES:
        join = _joiner(base)
        for href in hrefs:
            try:
                want = urljoin(base, href)
            except ValueError:
                with pytest.raises(ValueError):
                    join(href)
                continue
            assert join(href) == want, (base, href)


def test_near_duplicate_hash_values_are_the_minhash_ones() -> None:
    near = NearDuplicates(MemoryState())
    text = " ".join(["movie review", "cast and crew", "2019"] * 50)
    assert (near._hashvalues(text) == near.minhash(text).hashvalues).all()
    assert near._band_keys("a.test", near._hashvalues(text)) == near.band_keys("a.test", near.minhash(text))


def test_fold_of_ascii_and_accented_text() -> None:
    assert fold("Advanced SEARCH") == "advanced search"
    assert fold("Búsqueda avanzada") == "busqueda avanzada"


def test_step_to_dict_drops_the_defaults_as_asdict_did() -> None:
    step = Step("request", url="http://a.test/s", method="post", body="q=1", headers={"Content-Type": "x"})
    data = step.to_dict()
    assert data == {
        "op": "request",
        "url": "http://a.test/s",
        "method": "POST",
        "body": "q=1",
        "headers": {"Content-Type": "x"},
    }
    assert data["headers"] is not step.headers
    assert Step("goto", url="http://a.test/").to_dict() == {"op": "goto", "url": "http://a.test/"}


def test_event_lines_are_the_asdict_ones() -> None:
    for event in (
        events.PageVisited(url="http://ä.test/", site="ä.test", on_topic=True, score=0.5, forms=2),
        events.CrawlStarted(spider="discover", feeds=["forms.jsonl"]),
        events.Progress(by_kind={"page": 3}),
    ):
        want = json.dumps({"event": event.event, **dataclasses.asdict(event)}, ensure_ascii=False) + "\n"
        assert events.event_line(event) == want


def test_remembered_attribute_matching_is_the_computed_one() -> None:
    write_domains()
    books = load_domain(DOMAINS_DIR / "books.json")
    markup = (
        "<form action='/find'><label>Title <input name='title'></label><label>Author <input name='author'></label>"
        "<select name='format'><option>Hardcover</option><option>Paperback</option></select><button>Go</button></form>"
    )
    remembering = DomainFormClassifier(books)
    for url in ("http://a.test/", "http://a.test/search", "http://b.test/"):
        form = _form(markup, url)
        assert remembering.attribute_relevance(form) == DomainFormClassifier(books).attribute_relevance(form)
    assert len(remembering._matched) == 1
