"""Issue 15 on family C: the apprentice (links to unvisited sites ranked by where such links led), and
the navigation of a site whose one script serves every page."""

from __future__ import annotations

import lxml.html

from hiddenweb.discover.apprentice import MIN_EXAMPLES, Apprentice, link_features
from hiddenweb.discover.frontier import FrontierConfig, LevelFrontier
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
    # The member goes first, as links to new sites do; the credit waits for the batch, a plain link.
    assert frontier.state.pending("discover/q1") == 1 and frontier.state.pending("discover/frontier") == 1
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


DNN_HOME = (
    "<html><body><ul class='nav'>"
    + "".join(
        f"<li><a href='/Default.aspx?tabid={tab}'>{name}</a></li>"
        for tab, name in ((36, "Home"), (90, "Advanced property search"), (41, "Careers"), (42, "Contact us"))
    )
    + "<li><a href='/Default.aspx?tabid=61&pageindex=1'>Buy</a></li></ul><main><ul>"
    + "".join(f"<li><a href='/Default.aspx?tabid=70&mid=412&ItemId={i}'>Flat {i}</a></li>" for i in range(4))
    + "</ul></main></body></html>"
)


def test_the_navigation_of_a_site_whose_one_script_serves_every_page():
    home = "http://agent.test/Default.aspx?tabid=36"
    entries = {
        e["url"].removeprefix("http://agent.test"): annotate(e)
        for e in frontier_entries(lxml.html.fromstring(DNN_HOME), home, {}, 0.9, lambda url: False)
    }
    search = entries["/Default.aspx?tabid=90"]
    # One template for every page told nothing: the pages of the navigation are pages of their own,
    # not a list of categories, and the one whose anchor says "search" is a search entry again.
    assert search["nav"] is True and not search.get("listed") and search.get("entry")
    assert entries["/Default.aspx?tabid=41"]["template"] != search["template"]
    # The items in the content are still one list of one template.
    items = [e for url, e in entries.items() if "ItemId" in url]
    assert all(e.get("listed") for e in items) and len({e["template"] for e in items}) == 1
    # Where the pages of the navigation have templates of their own, nothing changes.
    plain = DNN_HOME.replace("/Default.aspx?tabid=90", "/search").replace("/Default.aspx?tabid=41", "/careers")
    plain = plain.replace("/Default.aspx?tabid=42", "/contact")
    marks = {
        e["url"].removeprefix("http://agent.test"): e
        for e in frontier_entries(lxml.html.fromstring(plain), home, {}, 0.9, lambda url: False)
    }
    assert marks["/careers"]["template"] == "/careers"


def test_categories_on_a_home_page_are_no_script():
    """A root page whose navigation is mostly one listing's categories keeps them categories."""
    nav = "".join(f"<li><a href='/genre/{g}'>{g.title()}</a></li>" for g in ("action", "drama", "horror", "comedy"))
    html = f"<html><body><ul class='nav'>{nav}<li><a href='/about'>About</a></li></ul></body></html>"
    entries = frontier_entries(lxml.html.fromstring(html), "http://films.test/", {}, 0.9, lambda url: False)
    genres = [e for e in entries if "/genre/" in e["url"]]
    assert len(genres) == 4 and all(e["nav"] == "repeat" for e in genres)


def test_workers_sharing_a_state_learn_each_other_s_examples_once():
    state = MemoryState()
    one, other = (LevelFrontier(state, FrontierConfig(mode="online")) for _ in range(2))
    _teach(one)
    one._replay_apprentice()  # its own examples are learned already
    other._replay_apprentice()
    assert one.apprentice.examples == other.apprentice.examples == [MIN_EXAMPLES, MIN_EXAMPLES]
