"""hiddenweb.text: the tokenizer family, HTML input helpers, and the old import paths."""

from __future__ import annotations

import pytest

import hiddenweb.htmlinput
import hiddenweb.textsim
from hiddenweb.text import (
    MAX_TEXT_CHARS,
    cjk_bigrams,
    has_cjk,
    has_unspaced,
    identifier_words,
    is_query_term,
    normalize_space,
    record_terms,
    similarity,
    terms,
    tokenize,
    tokens,
    word_count,
    words,
)
from hiddenweb.text import html as text_html
from hiddenweb.text.html import base_url, hidden_by_style, is_hidden, parse_html, visible_text

# -- tokens --------------------------------------------------------------------------------


def test_tokenize_keeps_numbers_words_drops_them():
    text = "MP3 players4u: 2 Ñandú_boxes"
    assert tokenize(text) == ["mp3", "players4u", "2", "ñandú", "boxes"]
    assert words(text) == ["mp", "players", "u", "ñandú", "boxes"]


def test_a_word_keeps_its_combining_marks_in_every_script():
    """Python's re splits words at combining marks (category M): Hindi at every vowel sign, Vietnamese
    decoded from windows-1258 (tone marks as combining characters) at every tone."""
    assert tokenize("नौकरियां खोजें 12") == ["नौकरियां", "खोजें", "12"]
    assert words("नौकरियां खोजें") == ["नौकरियां", "खोजें"]
    decomposed = "Vie\u0302\u0323c la\u0300m"  # "Việc làm" as windows-1258 spells it
    assert tokenize(decomposed) == ["vie\u0302\u0323c", "la\u0300m"]  # what the site's search box receives
    assert words(decomposed) == words("Việc làm") == ["việc", "làm"]  # one feature however it was spelt
    assert words("ابحث عن وظيفة") == ["ابحث", "عن", "وظيفة"]


@pytest.mark.parametrize(
    "name,expected",
    [
        ("loginForm[user_name]", ["login", "form", "user", "name"]),
        ("searchTerm", ["search", "term"]),
        ("txt-Keyword2", ["txt", "keyword2"]),
        ("SEARCH_QUERY", ["search", "query"]),
        ("поиск_ЗАПРОС", ["поиск", "запрос"]),
        ("", []),
    ],
)
def test_identifier_words_split_case_and_punctuation(name, expected):
    assert identifier_words(name) == expected


def test_word_count_reads_scripts_written_without_spaces():
    assert word_count("a b  c", 40) == 3
    assert word_count("x " * 100, 40) == 40  # counts no further than asked
    assert word_count("博物馆藏品检索系统欢迎您", 40) == 6  # Han: about two characters a word
    assert word_count("พิพิธภัณฑสถานแห่งชาติ", 40) == 4  # Thai: about five code points a word
    assert word_count("Музей истории города", 40) == 3  # spaced scripts: their words
    assert has_unspaced("คลังสะสม") and has_unspaced("検索") and has_unspaced("검색")
    assert not has_unspaced("Поиск авто αυτοκίνητο")


def test_cjk_runs_become_character_bigrams_other_tokens_stay():
    assert cjk_bigrams(words("中古車検索 BMWの車 車 hello")) == [
        "中古",
        "古車",
        "車検",
        "検索",
        "bmw",
        "の車",
        "車",
        "hello",
    ]
    latin = words("Used cars for sale")
    assert cjk_bigrams(latin) is latin
    assert has_cjk("중고차") and has_cjk("カー") and not has_cjk("Поиск авто αυτοκίνητο")


def test_normalize_space_collapses_every_whitespace_run():
    assert normalize_space(" a\u00a0\tb\n\n c ") == "a b c"
    assert normalize_space(None) == normalize_space("") == ""


def test_query_terms_are_the_worthy_tokens():
    assert terms(["Thinking in Java", "by Bruce Eckel, 4th ed. 2006"]) == {
        "thinking",
        "java",
        "bruce",
        "eckel",
        "4th",
        "ed",
    }
    assert not is_query_term("x") and not is_query_term("2006") and not is_query_term("the")
    assert not is_query_term("a" * 41) and is_query_term("a" * 40)


def test_record_terms_are_the_query_terms_and_the_stop_words():
    """What the policy learns of a record: stop words too (candidates once the site indexes them)."""
    text = "On the Origin of Species, by C. Darwin (1859)"
    assert record_terms(text) == terms(text) | {"on", "the", "of", "by"}
    assert "c" not in record_terms(text) and "1859" not in record_terms(text)


@pytest.mark.parametrize("tokenizer", [tokenize, words, identifier_words])
def test_tokenizers_reject_bytes_and_cap_input(tokenizer, monkeypatch):
    with pytest.raises(TypeError):
        tokenizer(b"bytes")
    assert MAX_TEXT_CHARS == 2_000_000
    monkeypatch.setattr(tokens, "MAX_TEXT_CHARS", 10)
    assert tokenizer("abc def ghijkl") == ["abc", "def", "gh"]


def test_label_similarity_uses_the_shared_tokenizer():
    assert similarity.label_tokens("The Book_Title:") == ["book", "title"]
    assert similarity.SoftTfIdf().similarity("Book title", "title of the book") == 1.0


# -- HTML input ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "head,expected",
    [
        ("", "https://h.example/a/page"),
        ('<base href="/b/">', "https://h.example/b/"),
        ('<base target="_blank"><base href="https://cdn.example/c/">', "https://cdn.example/c/"),
        ('<base href=" "><base href="/ignored/">', "https://h.example/a/page"),
        ('<base href="http://[::1/">', "https://h.example/a/page"),
    ],
)
def test_base_url_is_the_first_base_with_an_href(head, expected):
    root = parse_html(f"<html><head>{head}</head><body><a href=x>x</a></body></html>")
    assert base_url(root, "https://h.example/a/page") == expected


def test_hidden_by_style_and_is_hidden_agree():
    assert hidden_by_style("color: red; display: none") and hidden_by_style("VISIBILITY:hidden")
    assert not hidden_by_style("display:block")
    root = parse_html('<p style="display : none">a</p><p>b</p><input type=HIDDEN name=t><p aria-hidden=true>c</p>')
    assert [is_hidden(el) for el in root.iter("p", "input")] == [True, False, True, True]
    assert visible_text(root) == "b"


# -- old import paths ----------------------------------------------------------------------


def test_old_module_paths_give_the_same_objects():
    assert hiddenweb.htmlinput.parse_text is text_html.parse_text
    assert hiddenweb.htmlinput.MAX_HTML_CHARS == text_html.MAX_HTML_CHARS
    assert set(text_html.__all__) <= set(vars(hiddenweb.htmlinput))
    assert hiddenweb.textsim.SoftTfIdf is similarity.SoftTfIdf
    assert set(similarity.__all__) <= set(vars(hiddenweb.textsim))
