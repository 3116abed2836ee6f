"""Jaro-Winkler, SoftTFIDF, label normalisation and domain definitions (Álvarez §III.4.2)."""

from __future__ import annotations

import json

import pytest

from hiddenweb.domain import AttributeMatch, Domain, DomainError, load_domain
from hiddenweb.text.similarity import SoftTfIdf, edit_distance, jaro, jaro_winkler, normalise_label, spelling_variants

BOOKS = {
    "name": "books",
    "keywords": ["book", "novel"],
    "threshold": 0.9,
    "attributes": [
        {"name": "title", "aliases": ["title", "entitle", "title of the book"], "specificity": 0.6},
        {"name": "author", "aliases": ["author", "writer", "written by"], "specificity": 0.7},
        {"name": "isbn", "specificity": 0.95},
        {
            "name": "format",
            "aliases": ["format", "binding type"],
            "specificity": 0.25,
            "values": ["hardcover", "paperback"],
        },
        {"name": "price", "aliases": ["price", "cost of book"], "specificity": 0.05},
    ],
    "examples": [{"title": "thinking in java", "author": "bruce eckel"}],
}


def test_jaro_winkler_known_values():
    # Winkler (1990) reference pairs
    assert jaro("MARTHA", "MARHTA") == pytest.approx(0.944, abs=1e-3)
    assert jaro_winkler("MARTHA", "MARHTA") == pytest.approx(0.961, abs=1e-3)
    assert jaro_winkler("DWAYNE", "DUANE") == pytest.approx(0.84, abs=1e-3)
    assert jaro_winkler("DIXON", "DICKSONX") == pytest.approx(0.813, abs=1e-3)
    assert jaro_winkler("", "abc") == 0.0
    assert jaro_winkler("abc", "abc") == 1.0


def test_normalise_label_drops_stop_words_and_sorts_without_stemming():
    assert normalise_label("The Title of the Book:") == "book title"
    assert normalise_label("Published by") == "published"
    assert normalise_label("Publisher") == "publisher"  # no stemming: suffixes tell fields apart
    assert normalise_label("--") == ""


def test_soft_tfidf_tolerates_typos_and_weights_rare_words():
    sim = SoftTfIdf(["book title", "book author", "book price", "book format", "isbn"])
    assert sim.similarity("Book Title", "title of book") > 0.7
    assert sim.similarity("author", "autor") > 0.9  # Jaro-Winkler above θ = 0.9
    assert sim.similarity("title", "price") == 0.0
    # the rare word decides: "book" is everywhere, "title" is not
    assert sim.similarity("book title", "title") > sim.similarity("book title", "book")
    assert sim.similarity("", "title") == 0.0


def test_tokens_sharing_a_stem_are_not_one_word_unless_spelt_alike():
    """Jaro-Winkler's prefix bonus puts "section" and "sector" over θ; SoftTFIDF takes two tokens for one
    word only when they are spellings of it: a plural or compound it starts, an edit per four letters."""
    assert edit_distance("offres", "offers") == 1 and edit_distance("section", "sector") == 2
    for a, b in [("colour", "color"), ("catalogue", "catalog"), ("offres", "offers"), ("titleonly", "title")]:
        assert spelling_variants(a, b), (a, b)
    assert spelling_variants("kategóriák", "kategori")  # accents are no edit
    for a, b in [("section", "sector"), ("clauses", "class"), ("industry", "industrial")]:
        assert jaro_winkler(a, b) > 0.9 and not spelling_variants(a, b), (a, b)
    sim = SoftTfIdf(["section", "sector", "industry", "colour", "color"])
    assert sim.similarity("section", "sector") == 0.0
    assert sim.similarity("colour", "color") > 0.9


def test_load_domain_from_json_and_yaml_files(tmp_path):
    p = tmp_path / "books.json"
    p.write_text(json.dumps(BOOKS))
    d = load_domain(p)
    assert d.name == "books" and [a.name for a in d.attributes][:2] == ["title", "author"]
    assert d.attribute("isbn").specificity == 0.95
    assert d.values_of("title") == ["thinking in java"]
    yaml = pytest.importorskip("yaml")
    y = tmp_path / "books.yaml"
    y.write_text(yaml.safe_dump(BOOKS))
    assert load_domain(y) == d
    assert load_domain(d) is d


@pytest.mark.parametrize(
    "bad, where",
    [
        ({"attributes": []}, "name"),
        ({"name": "x", "atributes": []}, "atributes"),
        ({"name": "x", "attributes": [{"name": "a", "specificity": "high"}]}, "attributes[0].specificity"),
        ({"name": "x", "attributes": [{"name": "a", "specificity": 1.5}]}, "attributes[0].specificity"),
        ({"name": "x", "attributes": [{"name": "a", "alias": ["b"]}]}, "attributes[0].alias"),
        ({"name": "x", "attributes": [{"name": "a"}, {"name": "a"}]}, "attributes[1].name"),
        ({"name": "x", "attributes": [{"name": "a", "type": "money"}]}, "attributes[0].type"),
        ({"name": "x", "attributes": ["a"], "examples": [{"b": "v"}]}, "examples[0].b"),
        ({"name": "x", "threshold": "high"}, "threshold"),
        ({"name": "x", "keywords": [1]}, "keywords[0]"),
    ],
)
def test_bad_domain_definitions_name_the_bad_key(bad, where):
    with pytest.raises(DomainError) as e:
        load_domain(bad)
    assert where in str(e.value)


def test_bad_domain_files_give_clear_errors(tmp_path):
    with pytest.raises(DomainError, match="cannot read"):
        load_domain(tmp_path / "missing.json")
    p = tmp_path / "broken.json"
    p.write_text("{not json")
    with pytest.raises(DomainError, match="invalid JSON"):
        load_domain(p)
    p = tmp_path / "list.json"
    p.write_text("[1, 2]")
    with pytest.raises(DomainError, match="top level"):
        load_domain(p)


def test_field_matching_reproduces_the_thesis_example():
    """Fig. 36/37: the book form's fields and their associations."""
    d = load_domain(BOOKS)
    matches = d.match(
        {
            "c1": ["Book Title:", "(example: Thinking in Java)"],
            "c2": ["Author:", "(example: Bruce Eckel)"],
            "c3": ["Publisher:"],
            "c4": ["Used Only:", "Refine your search (optional):"],
            "c5": (["Format:"], ["Hardcover", "Paperback", "e-Books & Docs"]),
            "c6": ["Language"],
        }
    )
    assert {k: m.attribute for k, m in matches.items()} == {"c1": "title", "c2": "author", "c5": "format"}
    assert d.is_relevant(matches.values())  # 0.6 + 0.7 + 0.25 > 0.9
    assert not d.is_relevant([AttributeMatch("price", 1.0)])


def test_bounded_field_matches_by_its_values():
    d = load_domain(BOOKS)
    m = d.match({"sel": (["Choose one"], ["Hardcover", "Paperback", "Audio CD"])})
    assert m["sel"].attribute == "format"


def test_assignment_leaves_no_matchable_field_out():
    """§III.4.2 step 3: c2 best for a1 and a2, c1 also fits a1 → c1-a1, c2-a2."""
    d = Domain("t", attributes=[])
    from hiddenweb.domain import _assign

    out = _assign({"c1": {"a1": 0.8}, "c2": {"a1": 0.95, "a2": 0.9}})
    assert {k: m.attribute for k, m in out.items()} == {"c1": "a1", "c2": "a2"}
    assert d.match({"x": ["anything"]}) == {}
