"""Issue 15 on family C: the apprentice, which ranks the links to sites not yet visited by where such
links led (Chakrabarti et al. 2002)."""

from __future__ import annotations

from hiddenweb.discover.apprentice import MIN_EXAMPLES, Apprentice, link_features
from hiddenweb.discover.frontier import FrontierConfig, LevelFrontier
from hiddenweb.discover.linkentry import annotate
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
