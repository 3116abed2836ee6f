"""Issue 15 on family C: the apprentice, which ranks the links to sites not yet visited by where such
links led (Chakrabarti et al. 2002)."""

from __future__ import annotations

import lxml.html

from hiddenweb.discover.apprentice import MIN_EXAMPLES, Apprentice, link_features
from hiddenweb.discover.frontier import MAX_CITES, FrontierConfig, LevelFrontier
from hiddenweb.discover.linkentry import annotate
from hiddenweb.discover.outlinks import frontier_entries
from hiddenweb.state import MemoryState


def away(host: str, anchor: str, around: str = "", parent: str = "http://agent.test/") -> dict:
    """A link of an on-topic page to another site, as the frontier keeps it."""
    return annotate({"url": f"http://{host}/", "anchor": anchor, "around": around, "parent": parent, "score": 0.9})


def _teach(apprentice_of: LevelFrontier | Apprentice, n: int = MIN_EXAMPLES) -> None:
    """Agents' sites linked from member lists are on topic; the designer credited in a footer is not."""
    for i in range(n):
        on = away(f"agent{i}-homes.test", f"Agent {i} Homes", "Members: estate agents of the region")
        off = away(f"studio{i}-webdesign.test", f"Studio {i}", "Website design and hosting by")
        if isinstance(apprentice_of, Apprentice):
            apprentice_of.learn(link_features(on), True)
            apprentice_of.learn(link_features(off), False)
        else:
            apprentice_of.site_reached(on, True)
            apprentice_of.site_reached(off, False)


def test_the_apprentice_learns_which_links_lead_on_topic():
    apprentice = Apprentice()
    _teach(apprentice, MIN_EXAMPLES - 1)
    credit = link_features(away("pixel-webdesign.test", "Pixel", "Website design and hosting by"))
    assert apprentice.on_topic(credit) is None  # too few examples to have an opinion
    _teach(apprentice, 1)
    member = link_features(away("smith-homes.test", "Smith Homes", "Members: estate agents"))
    assert apprentice.on_topic(member) > 0.9
    assert apprentice.on_topic(credit) < 0.1
    # Host names are compounds in most languages: their 4-grams carry the word.
    assert "host:home" in member and "host:webd" in credit


def test_links_like_those_that_led_off_topic_lose_the_new_site_prior():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    _teach(frontier)
    frontier.add_links(
        [
            {
                "url": "http://pixel-webdesign.test/",
                "anchor": "Pixel",
                "around": "Website design and hosting by",
                "parent": "http://agent.test/",
                "score": 0.9,
            },
            {
                "url": "http://smith-homes.test/",
                "anchor": "Smith Homes",
                "around": "Members: estate agents",
                "parent": "http://agent.test/",
                "score": 0.9,
            },
        ]
    )
    # Once the apprentice has an opinion, links to new sites wait for the batch, ranked by it: the
    # member before every classified link, the credit as a plain link of its page.
    assert frontier.state.pending("discover/frontier") == 2
    credit, member = (
        annotate(away("pixel-webdesign.test", "Pixel", "Website design and hosting by")),
        annotate(away("smith-homes.test", "Smith Homes", "Members: estate agents")),
    )
    assert frontier.rank(member) > (1, 1.6) and frontier.rank(credit) == (1, 0.9)
    assert frontier.next_link()["url"] == "http://smith-homes.test/"
    assert frontier.next_link()["url"] == "http://pixel-webdesign.test/"
    # Baseline stays ACHE's: no apprentice.
    baseline = LevelFrontier(MemoryState(), FrontierConfig(mode="baseline"))
    _teach(baseline)
    assert baseline.state.length("discover/apprentice") == 0


def test_resume_keeps_what_the_apprentice_learned(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    _teach(LevelFrontier(state, FrontierConfig(mode="online")))
    state._journal.close()  # killed: only the journal survives
    state._journal = None
    resumed = LevelFrontier(MemoryState(path), FrontierConfig(mode="online"))
    assert resumed.apprentice.ready
    credit = link_features(away("pixel-webdesign.test", "Pixel", "Website design and hosting by"))
    assert resumed.apprentice.on_topic(credit) < 0.1


def test_workers_sharing_a_state_learn_each_other_s_examples_once():
    state = MemoryState()
    one, other = (LevelFrontier(state, FrontierConfig(mode="online")) for _ in range(2))
    _teach(one)
    one._replay_apprentice()  # its own examples are learned already
    other._replay_apprentice()
    assert one.apprentice.examples == other.apprentice.examples == [MIN_EXAMPLES, MIN_EXAMPLES]


def test_an_anchor_that_names_the_topic_takes_the_new_site_prior_whatever_the_apprentice_says():
    """Family F: on-topic pages list their partner institutions by name in their own languages
    ("Biblioteka Uniwersytecka Toruń", "Μουσείο …", "西安大学图书馆"); the apprentice, its host 4-grams
    and list words shared with off-topic credits, gave such links P(on topic) ~0 and they waited in the
    batch for the rest of the crawl. A name with the topic's keyword (declined too) goes first."""
    from hiddenweb.discover.outlinks import frontier_entries
    from hiddenweb.discover.pages import PageClassifier
    from hiddenweb.htmlinput import parse_text

    classifier = PageClassifier.from_keywords(
        ["museum", "archive", "library", "biblioteka", "μουσείο", "图书馆", "arşiv", "מורשת", "مكتبة", "พิพิธภัณฑ์"]
    )
    named = [
        "Biblioteka Uniwersytecka Toruń",
        "Μουσείο Ιστορίας και Τέχνης",
        "西安大学图书馆",
        "İzmir Müzayede Evi Arşivi",  # a declined keyword
        "City Archives",
        "המכון למורשת באר שבע",  # "of heritage": the preposition written onto the word
        "دار المكتبة الوطنية",  # the article written onto it
        "พิพิธภัณฑสถานแห่งชาติลำปาง",  # a Thai compound drops the keyword's final silent mark
    ]
    for name in named:
        assert classifier.names_topic(name), name
    for name in ("Pixel Studio", "Architecture Glasgow", "Tickets Bangkok", ""):
        assert not classifier.names_topic(name), name
    assert not PageClassifier().names_topic("Museum")  # no keywords: no topic to name
    root = parse_text(
        '<html><body><p>Partners: <a href="http://torun-bib.test/">Biblioteka Uniwersytecka Toruń</a>'
        ' <a href="http://pixel.test/">Pixel Studio</a> <a href="/about">Our museum</a></p></body></html>'
    )
    entries = frontier_entries(root, "http://agent.test/", {}, 0.9, lambda _: False, names_topic=classifier.names_topic)
    topic = {e["url"] for e in entries if e.get("topic")}
    assert topic == {"http://torun-bib.test/"}  # another site's link only; its own "Our museum" is navigation
    off = frontier_entries(root, "http://agent.test/", {}, None, lambda _: False, names_topic=classifier.names_topic)
    assert not any(e.get("topic") for e in off)  # an off-topic page's links are no evidence

    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    _teach(frontier)
    library = {
        **away("torun-bib.test", "Biblioteka Uniwersytecka Toruń", "Website design and hosting by"),
        "topic": True,
    }
    plain = away("pixel2-webdesign.test", "Pixel", "Website design and hosting by")
    assert frontier.apprentice.on_topic(link_features(library)) < 0.5  # the apprentice doubts it
    frontier.add_links([plain, library])
    assert frontier.state.pending("discover/frontier") == 1  # the named one skipped the batch
    assert frontier.next_link()["url"] == "http://torun-bib.test/"


def test_a_site_that_on_topic_pages_of_two_sites_link_to_goes_ahead_of_the_batch():
    """Family G: the "Links" pages of 7–10 crawled courts listed "Ombudsman Utrecht"; the apprentice, whose
    examples had no word of its name, kept it in the batch and it was never visited."""
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    _teach(frontier)
    frontier.add_links([away(f"agent{i}-homes.test", f"Agent {i} Homes", "Members: estate agents") for i in range(3)])
    frontier.add_links([away("ombudsman.test", "Ombudsman Utrecht", "Website design and hosting by")])
    assert frontier.state.pending("discover/q1") == 0  # waiting for the batch, ranked as a credit
    cited = [away("ombudsman.test", "Ombudsman Utrecht", "", parent="http://court-a.test/links")]
    assert frontier.cite("http://court-a.test/links", cited) == 0  # one citing site
    assert frontier.cite("http://court-a.test/other", cited) == 0  # the same site again
    assert frontier.cite("http://court-b.test/links", cited) == 1  # a second site: ahead
    taken = [frontier.next_link() for _ in range(5)]
    urls = [link["url"] for link in taken if link]
    assert urls[0] == "http://ombudsman.test/"
    for link in taken:
        if link:
            frontier.done(link)
    assert urls.count("http://ombudsman.test/") == 1  # its copy in the batch is not crawled again
    assert _take_all_urls(frontier).count("http://ombudsman.test/") == 0
    # a directory lists every site: past its first MAX_CITES sites, its links are nobody's opinion
    directory = [away(f"shop{i}.test", f"Shop {i}", parent="http://dir.test/all") for i in range(MAX_CITES + 2)]
    frontier.cite("http://dir.test/all", directory)
    late = [away(f"shop{MAX_CITES + 1}.test", "Shop", parent="http://court-a.test/links")]
    assert frontier.cite("http://court-a.test/links", late) == 0  # the directory's citation did not count
    early = [away("shop0.test", "Shop", parent="http://court-a.test/links")]
    assert frontier.cite("http://court-a.test/links", early) == 1  # this one did
    # a site visited already is cited in vain; Baseline has no priors
    assert frontier.cite("http://court-c.test/links", cited) == 0
    baseline = LevelFrontier(MemoryState(), FrontierConfig(mode="baseline"))
    assert baseline.cite("http://court-b.test/links", cited) == 0


def _take_all_urls(frontier: LevelFrontier) -> list[str]:
    urls = []
    while (link := frontier.next_link()) is not None:
        frontier.done(link)
        urls.append(link["url"])
    return urls


def test_an_on_topic_page_s_links_to_other_sites_are_its_citations_seen_before_or_not():
    root = lxml.html.fromstring(
        "<html><body><a href='http://ombudsman.test/'>Ombudsman</a><a href='/decisions'>Decisions</a>"
        "<a href='http://court-b.test/'>Court B</a></body></html>"
    )
    citations: list[dict] = []
    entries = frontier_entries(
        root, "http://court-a.test/links", {}, 0.9, lambda key: "ombudsman" in key, citations=citations
    )
    assert {e["url"] for e in entries} == {"http://court-a.test/decisions", "http://court-b.test/"}
    assert {e["site"] for e in citations} == {"ombudsman.test", "court-b.test"}
    off: list[dict] = []
    frontier_entries(root, "http://court-a.test/links", {}, None, lambda key: False, citations=off)
    assert off == []  # an off-topic page cites nothing


def test_resume_keeps_citations_and_the_cited_site_s_copy_in_the_batch_stays_uncrawled(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    frontier = LevelFrontier(state, FrontierConfig(mode="online"))
    _teach(frontier)
    frontier.add_links([away("ombudsman.test", "Ombudsman Utrecht", "Website design and hosting by")])
    cited = [away("ombudsman.test", "Ombudsman Utrecht", "", parent="http://court-a.test/links")]
    frontier.cite("http://court-a.test/links", cited)
    assert frontier.cite("http://court-c.test/links", cited) == 1
    taken = frontier.next_link()
    assert taken["url"] == "http://ombudsman.test/" and taken.get("cited")
    frontier.done(taken)  # the cited copy, read
    state._journal.close()  # killed: only the journal survives
    state._journal = None
    resumed = LevelFrontier(MemoryState(path), FrontierConfig(mode="online"))
    assert resumed.cite("http://court-b.test/links", cited) == 0  # visited: no second copy
    assert "http://ombudsman.test/" not in _take_all_urls(resumed)  # nor the batch's copy


def test_workers_never_crawl_a_cited_site_twice():
    """A worker's per-site counters are up to two seconds old: it may cite a site another worker has
    just visited. The cited copy is dropped when taken (the fleet test crawled home pages twice)."""
    state = MemoryState()
    one, other = (LevelFrontier(state, FrontierConfig(mode="online")) for _ in range(2))
    other.add_links([away("ombudsman.test", "Ombudsman Utrecht", "Members")])
    taken = other.next_link()
    assert taken["url"] == "http://ombudsman.test/"  # visited by the other worker
    one._site_pages.pop("ombudsman.test", None)  # this worker has not reloaded the counters yet
    cited = [away("ombudsman.test", "Ombudsman Utrecht", "", parent="http://court-a.test/links")]
    one.cite("http://court-a.test/links", cited)
    assert one.cite("http://court-b.test/links", cited) == 1  # sent ahead on stale counters
    assert one.next_link() is None  # the cited copy is dropped when taken
