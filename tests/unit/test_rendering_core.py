"""Core of rendering and routes: detection, kinds, modes, memory, route (de)serialisation (no browser)."""

from __future__ import annotations

import json

import pytest

from hiddenweb.rendering import (
    RenderingMemory,
    measure,
    mode_for,
    needs_rendering,
    page_kind,
    parse_mode,
    rendering_added,
)
from hiddenweb.routes import Route, RouteError, Step, prune, route_of, site_of


def test_detection_signals_one_by_one():
    xhr = (
        "<html><body><h1>Shop</h1><div id='results'></div><script>fetch('/api').then(r => r.json())</script>"
        "<p>" + "words " * 60 + "</p><a href='/a'>a</a><a href='/b'>b</a><a href='/c'>c</a></body></html>"
    )
    assert needs_rendering(xhr).reasons == ["xhr-container"]
    # a results box that says "Searching..." until a script fills it (MkDocs' search page) is empty too
    searching = xhr.replace("<div id='results'></div>", "<div id='results' class='search-results'>Searching...</div>")
    assert needs_rendering(searching).reasons == ["xhr-container"]
    assert not needs_rendering(searching.replace("Searching...", "Searching the archive is free."))
    links = (
        "<html><body><p>" + "text " * 60 + "</p><a href='javascript:go(1)'>1</a><a href='#' onclick='go(2)'>2</a>"
        "<a href='/x'>x</a><script>function go(){}</script></body></html>"
    )
    assert "script-links" in needs_rendering(links).reasons
    article = (
        "<html><body><p>"
        + "JavaScript is a language. " * 30
        + "</p>"
        + "<a href='/p'>p</a>" * 5
        + "<script>var analytics = 1;</script></body></html>"
    )
    assert not needs_rendering(article)


def test_detection_survives_bad_input():
    assert not needs_rendering("")
    assert not needs_rendering(b"\xff\xfe\x00garbage<script")
    huge = "<html><body>" + "<p>plain text</p>" * 200_000 + "</body></html>"  # 3.4 MB, inspected up to the cap
    assert not needs_rendering(huge)
    assert needs_rendering(
        "<html><body><noscript>You need to enable JavaScript to run this app.</noscript>"
        "<div id=root></div><script src=app.js></script>"
    )


def test_page_kinds_generalise_ids_and_keep_argument_names():
    assert page_kind("http://a/item/17?q=x&page=2") == "/item/{n}?page&q"
    assert page_kind("http://a/item/18?page=3&q=y") == page_kind("http://a/item/17?q=x&page=2")
    assert page_kind("http://a/s/3f9a0c1d2e4b5a6c7d8e") == "/s/{x}"
    assert page_kind("http://a/cat/1") != page_kind("http://a/p/1")
    assert page_kind("http://a/x", hint="results") == "results"


def test_modes_per_domain_and_default():
    domains = {"example.com": "always", "static.example.com": "never", "127.0.0.9:8000": False}
    assert mode_for("http://www.example.com/a", "auto", domains) == "always"
    assert mode_for("http://static.example.com/a", "auto", domains) == "never"
    assert mode_for("http://127.0.0.9:8000/", "auto", domains) == "never"
    assert mode_for("http://other.org/", "auto", domains) == "auto"
    assert parse_mode(True) == "always" and parse_mode("off") == "never" and parse_mode("") == "auto"
    with pytest.raises(ValueError):
        parse_mode("sometimes")


def test_memory_learns_kinds_and_false_alarms_and_replays():
    memory = RenderingMemory()
    log = [memory.learn("a.com", "/cat/{n}", True)]
    assert memory.wants_browser("a.com", "/cat/{n}")
    assert not memory.wants_browser("a.com", "/item/{n}") and not memory.wants_browser("b.com", "/cat/{n}")
    log.append(memory.learn("a.com", "/cat/{n}", False))
    log.append(memory.learn("a.com", "/cat/{n}", False))
    assert not memory.wants_browser("a.com", "/cat/{n}")
    other = RenderingMemory()
    assert other.replay([*json.loads(json.dumps(log)), {"bad": 1}]) == 1
    assert other.kinds() == memory.kinds()


def test_rendering_added_compares_text_and_links_with_the_plain_page():
    plain = measure("<html><body><div id=r></div></body></html>")
    assert rendering_added(plain, "<html><body><div id=r><p>" + "record " * 20 + "</p></div></body></html>", False)
    assert rendering_added(plain, "<html><body><a href='/a'>a</a></body></html>", False)
    assert not rendering_added(plain, "<html><body><div id=r></div><p>two words</p></body></html>", False)
    assert rendering_added(plain, "<html><body></body></html>", True)  # event simulation found routes
    assert rendering_added(None, "<html><body></body></html>", False)  # no measure: nothing is unlearnt


def test_routes_round_trip_and_identity():
    route = (
        Route.start("http://s.org/")
        .extended(
            Step(
                "request",
                url="http://s.org/search",
                method="post",
                body="q=a&x=1",
                headers={"Content-Type": "application/x-www-form-urlencoded"},
            ),
            url="http://s.org/search",
        )
        .with_session({"cookies": [{"name": "SID", "value": "1", "domain": "s.org"}]})
    )
    again = Route.from_json(route.to_json())
    assert again == route and again.key() == route.key()
    assert again.session.cookie_dict() == {"SID": "1"}
    assert route_of(route.to_dict()) == route and route_of(None) is None
    assert route.start_url == "http://s.org/" and not route.needs_browser
    clicked = route.extended(Step("click", selector="#next", text="Next"), url=route.url)
    assert clicked.needs_browser and clicked.key() != route.key()
    assert Route.from_dict(clicked.to_dict()).steps[-1].text == "Next"
    # the session is not part of the identity
    assert route.with_session(None).key() == route.key()


def test_route_pruning_keeps_state_changes():
    r = Route.start("http://s/")
    r = r.extended(Step("request", url="http://s/search", method="POST", body="q=a"))
    for n in range(1, 30):
        r = r.extended(Step("goto", url=f"http://s/results?page={n}"))
    assert [s.op for s in r.steps] == ["goto", "request", "goto"] and r.steps[-1].url.endswith("page=29")
    long = (
        [Step("goto", url="http://s/")]
        + [Step("goto", url=f"http://s/p{i}/x") for i in range(20)]
        + [Step("click", selector="#a")]
    )
    kept = prune(long, 6)
    assert len(kept) == 6 and kept[0].url == "http://s/" and kept[-1].op == "click"


def test_bad_routes_are_rejected_clearly():
    with pytest.raises(RouteError):
        Route.from_json("{not json")
    with pytest.raises(RouteError):
        Route.from_dict({"steps": []})
    with pytest.raises(RouteError):
        Step("teleport")
    assert site_of("http://Example.com:80/x") == "example.com"
    assert site_of("http://127.0.0.2:8080/") == "127.0.0.2:8080"


def test_page_options_travel_as_json_and_form_specs_keep_the_meta_contract():
    from hiddenweb.rendering import FormSpec, PageOptions

    route = Route.start("http://s.org/").extended(Step("click", selector="#more", text="More"), url="http://s.org/")
    spec = {"form": "form#f", "index": 1, "field": "q", "values": {"q": "river"}}
    opts = PageOptions(
        route=route,
        timeout=4,
        steps=list(route.steps),
        form=FormSpec.from_meta(spec),
        block_resources=["image"],
        allowed_sites=["cdn.s.org"],
    )
    again = PageOptions.from_dict(json.loads(json.dumps(opts.to_dict())))
    assert again == opts and again.form is not None and again.form.to_dict() == spec
    assert again.form.locator() == ["form#f", 1, "q"]
    assert PageOptions.from_dict({}, "http://s.org/x").route == Route.start("http://s.org/x")
    assert FormSpec.from_meta({"index": 0, "values": {"q": "a"}}).locator() == [None, 0, None]


def test_a_page_result_gives_the_route_the_page_was_reached_by():
    from hiddenweb.rendering import FormOutcome, PageResult

    asked = Route.start("http://s.org/")
    fill, click = Step("fill", selector="#q", value="a"), Step("click", selector="#go", text="Go")
    cookies = [{"name": "SID", "value": "1", "domain": "s.org"}]
    submitted = PageResult(
        html="",
        url="http://s.org/r",
        cookies=cookies,
        form=FormOutcome(ok=True, steps=[fill, click], via="button", effect="xhr"),
    )
    route = submitted.route(asked)
    assert route.steps[1:] == [fill, click] and route.kind == "form" and route.url == "http://s.org/r"
    assert route.session.cookie_dict() == {"SID": "1"}
    failed = PageResult(html="", url="http://s.org/", form=FormOutcome(ok=False, reason="form-not-found"))
    assert failed.route(asked).steps == asked.steps
    replayed = PageResult(html="", url="http://s.org/p2", steps=[Step("goto", url="http://s.org/"), click])
    assert replayed.route(asked).steps == replayed.steps and replayed.route(asked).url == "http://s.org/p2"


def test_event_simulation_turns_what_events_did_into_routes_once_each():
    from hiddenweb.rendering.simulation import RouteCollector, event_step, events_to_fire

    assert events_to_fire(["click", "focus", "mouseover"]) == ["mouseover", "click"]
    assert events_to_fire(["change"]) == ["change"]
    base = Route.start("http://s.org/list")
    found = RouteCollector(base, "http://s.org/list#top")
    menu = event_step("mouseover", {"selector": "#menu", "text": "Browse"})
    item = event_step("click", {"selector": ".cat", "text": "Category 1"})
    found.navigations(
        [
            {"url": "http://s.org/cat/1#x", "method": "GET"},
            {"url": "http://s.org/list", "method": "GET"},
            {"url": "javascript:void(0)", "method": "GET"},
        ],
        [menu],
        item,
        "Category 1",
    )
    found.navigations([{"url": "http://s.org/cat/1", "method": "GET"}], [], item, "again")  # seen: no new route
    found.navigations([{"url": "http://s.org/search", "method": "POST"}], [menu], item, "Search")
    nxt = event_step("click", {"selector": "button.next", "text": "Next"})
    found.xhr(["http://s.org/api?page=2", "http://s.org/api?page=2"], [], nxt, "http://s.org/list", "Next")
    found.xhr(["http://s.org/api?page=2"], [], nxt, "http://s.org/list", "Next")  # the same call: once
    fresh = found.revealed(
        [
            {"plain": True, "href": "http://s.org/item/7", "text": "Item 7"},
            {"plain": False, "selector": "#sub", "text": "Sub", "events": ["click"]},
        ]
    )
    assert [c["selector"] for c in fresh] == ["#sub"]
    sim = found.result(events=4)
    kinds = {r.url: (r.kind, [s.op for s in r.steps]) for r in sim.routes}
    assert kinds == {
        "http://s.org/cat/1": ("navigation", ["goto", "goto"]),
        "http://s.org/search": ("navigation", ["goto", "mouseover", "click"]),
        "http://s.org/list": ("xhr", ["goto", "click"]),
        "http://s.org/item/7": ("revealed", ["goto", "goto"]),
    }
    assert sim.events == 4 and sorted(sim.texts.values()) == ["Category 1", "Item 7", "Next", "Search"]


def test_captured_links_are_appended_and_route_urls_resolve_to_their_key():
    from hiddenweb.rendering import inject_links, route_url, without_simulated_links
    from hiddenweb.rendering.links import CapturedLink, route_key_of

    url = route_url("http://s.org/list?page=1&hiddenweb_route=old#f", "abc123")
    assert url == "http://s.org/list?page=1&hiddenweb_route=abc123" and route_key_of(url) == "abc123"
    assert route_key_of("http://s.org/list?page=1") is None and route_key_of("http://s.org/?hiddenweb_route=") is None
    page = "<html><body><p>x</p></body></html>"
    injected = inject_links(page, [CapturedLink(url, "Next <2>", "xhr"), ("http://s.org/a", "", "navigation")])
    assert injected.index("hiddenweb-simulated") < injected.index("</body>") and "Next &lt;2&gt;" in injected
    assert without_simulated_links(injected) == page and inject_links(page, []) == page


def test_browser_failures_are_told_apart_and_a_missing_browser_is_named():
    from hiddenweb.rendering.chromium import BrowserMissing, cannot_launch, chromium_executable, worth_retrying

    assert cannot_launch("BrowserType.launch: Executable doesn't exist at /x/chrome")
    assert not cannot_launch("Page.goto: Timeout 4000ms exceeded.")
    assert worth_retrying("Target page, context or browser has been closed") and worth_retrying("Browser crashed")
    assert not worth_retrying("Page.goto: Timeout 4000ms exceeded.")
    with pytest.raises(BrowserMissing, match="apt-get install -y chromium"):
        chromium_executable({"executable_path": "/nonexistent/chromium"})


def test_descendant_processes_and_their_memory():
    import subprocess

    from hiddenweb.rendering.processes import browser_memory, descendants

    child = subprocess.Popen(["sleep", "30"])
    try:
        found = descendants()
        assert found is not None and child.pid in {p.pid for p in found}
        assert next(p for p in found if p.pid == child.pid).name == "sleep"
        assert (browser_memory() or 0) > 0
    finally:
        child.kill()
        child.wait()
