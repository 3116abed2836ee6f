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
