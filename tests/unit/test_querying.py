"""Query selection (Ntoulas et al. 2005): statistics, policies, estimators, size, oracle.

Everything runs in process on small synthetic or simulated collections (a few seconds).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from hiddenweb.querying import (
    AdaptivePolicy,
    GenericFrequencyPolicy,
    QueryOutcome,
    QueryStatistics,
    RandomPolicy,
    SizeEstimator,
    coverage,
    greedy_oracle,
    make_policy,
)
from hiddenweb.querying.estimators import df_midranks, fit_zipf
from hiddenweb.querying.policies import generic_words
from hiddenweb.querying.simulate import SimulatedSite, harvest
from hiddenweb.text import STOP_WORDS, record_terms, terms, tokenize
from hiddenweb.text.tokens import MAX_TERM_LENGTH

# -- text ----------------------------------------------------------------------------------


def test_tokenize_lowercases_unicode_words_and_splits_underscores():
    assert tokenize("Hello, Wörld! json_decoder ΑΒΓ 42") == ["hello", "wörld", "json", "decoder", "αβγ", "42"]


def test_terms_drop_stop_words_numbers_and_single_characters():
    assert terms("The cat and 2024 x-ray of a Dog") == {"cat", "ray", "dog"}
    assert "the" in STOP_WORDS and "cat" not in STOP_WORDS


def test_record_terms_keep_stop_words_and_drop_numbers_and_single_characters():
    assert record_terms("The cat and 2024 x-ray of a Dog, the cat") == {"the", "cat", "and", "ray", "of", "dog"}
    # the shortcut record_terms takes: every stop word of two letters or more is a term by length alone
    assert all(1 < len(w) <= MAX_TERM_LENGTH and not w.isdigit() for w in STOP_WORDS if len(w) > 1)


def test_tokenize_rejects_bytes():
    with pytest.raises(TypeError):
        tokenize(b"bytes")  # type: ignore[arg-type]


# -- statistics -----------------------------------------------------------------------------


def test_statistics_are_incremental_and_exact():
    rng = random.Random(3)
    vocab = [f"term{i}" for i in range(50)]
    docs = [set(rng.sample(vocab, rng.randint(1, 10))) for _ in range(300)]
    stats = QueryStatistics()
    for i, doc in enumerate(docs, 1):
        stats.add_document(list(doc) + list(doc)[:2])  # duplicates inside a record count once
        if i % 50 == 0:
            for term in vocab:
                assert stats.df(term) == sum(term in d for d in docs[:i])
    assert stats.num_docs == 300
    assert stats.df("never-seen") == 0
    assert stats.probability("term1") == pytest.approx(stats.df("term1") / 300)
    assert len(stats) == len(set().union(*docs))


def test_statistics_example_of_figure_7():
    """Ntoulas et al. Fig. 7: 50 pages, then 20 new pages from the query 'computer'."""
    stats = QueryStatistics()
    for i in range(50):
        stats.add_document({"digital"} | ({"model"} if i < 10 else set()) | ({"computer"} if i < 38 else set()))
    for i in range(20):
        stats.add_document({"computer"} | ({"model"} if i < 12 else set()) | ({"disk"} if i < 18 else set()))
    assert (stats.df("model"), stats.df("computer"), stats.df("disk"), stats.df("digital")) == (22, 58, 18, 50)
    assert stats.probability("model") == pytest.approx(22 / 70)


# -- a topic-specific simulated site --------------------------------------------------------

TOPIC = """cardiac renal hepatic tumor lesion biopsy dosage placebo cohort lipid insulin glucose
antibody antigen enzyme protein receptor kinase plasma serum neuron cortex lesions ligand
genome mutation allele mitochondrial cytokine infection pathogen vaccine clinical symptom
therapy chronic acute syndrome diagnosis patients trial randomized mortality pediatric""".split()


def topic_corpus(n_docs: int = 1500, seed: int = 11) -> list[str]:
    """Abstract-like records: Zipf-distributed topic words plus a few generic words."""
    rng = np.random.default_rng(seed)
    generic = [w for w in generic_words()[:400] if w not in STOP_WORDS]
    weights = 1.0 / np.arange(1, len(TOPIC) + 1) ** 0.8
    weights /= weights.sum()
    docs = []
    for _ in range(n_docs):
        words = list(rng.choice(TOPIC, size=rng.integers(2, 5), replace=False, p=weights))
        if rng.random() < 0.4:
            words.append(str(rng.choice(generic)))
        docs.append(" ".join(words))
    return docs


@pytest.fixture(scope="module")
def topic_site() -> SimulatedSite:
    return SimulatedSite(topic_corpus(), cap=100, page_size=10)


def test_adaptive_beats_generic_frequency_beats_random(topic_site):
    n = 15
    results = {}
    for name in ("random", "generic-frequency", "adaptive"):
        trace = harvest(make_policy(name, costs=(1.0, 0.0, 0.0), page_size=10), topic_site, n)
        results[name] = trace.records_after(n)
    assert results["adaptive"] > results["generic-frequency"] > results["random"], results
    assert results["adaptive"] > 0.5 * topic_site.size


def test_never_reissues_and_seeds_come_first(topic_site):
    for name in ("random", "generic-frequency", "adaptive"):
        policy = make_policy(name, seeds=["Insulin", "zzzunknown", "insulin"], page_size=10)
        trace = harvest(policy, topic_site, 40)
        assert trace.terms[:2] == ["insulin", "zzzunknown"], name
        assert len(trace.terms) == len(set(trace.terms)), name
        assert policy.select() not in set(trace.terms)


def test_mark_issued_excludes_terms_from_selection():
    policy = make_policy("adaptive")
    for _ in range(5):
        policy.observe_document({"alpha", "beta"})
    policy.observe_document({"gamma"})
    first = policy.select()
    policy.mark_issued(first)
    second = policy.select()
    policy.mark_issued(second)
    assert {first, second} == {"alpha", "beta"}
    assert policy.select() == "gamma"
    policy.mark_issued("gamma")
    assert policy.select() not in {"alpha", "beta", "gamma"}  # generic bootstrap words, never reissued


def test_stop_words_only_when_indexed():
    for indexed in (False, True):
        policy = make_policy("adaptive", stop_words_indexed=indexed)
        for i in range(10):
            policy.observe_document({"the", "of"} | ({"kinase"} if i % 2 else set()))
        assert (policy.select() in {"the", "of"}) is indexed
        gen = make_policy("generic-frequency", stop_words_indexed=indexed)
        assert (gen.select() == "the") is indexed


def _probe_answer(policy, records: list[str], answer: str = "whole") -> None:
    """The stop-word probe ``the`` answered with ``records`` (all new): the ``whole`` answer (its total
    said and reached), a ``capped`` one (a total beyond what its pages reached), or an ``unsaid`` total."""
    policy.mark_issued("the")
    for text in records:
        policy.observe_document(record_terms(text))
    total = {"whole": len(records), "capped": 5 * len(records), "unsaid": None}[answer]
    outcome = QueryOutcome("the", total, len(records), len(records), 1, answer == "capped", docs_after=len(records))
    policy.observe_query(outcome)


BOOKS = [f"The {w.title()} and the Sea of {v.title()}" for w, v in zip(TOPIC[:12], TOPIC[12:24], strict=True)]


def test_the_stop_word_probe_comes_after_the_seeds_and_lets_stop_words_in():
    """A site that indexes "the" answers with records that hold it: "and", "of" become candidates."""
    policy = make_policy("adaptive", seeds=["kinase"], stop_word_probe=True, page_size=10)
    assert policy.select() == "kinase"
    policy.mark_issued("kinase")
    assert policy.select() == "the" and not policy.stop_words_probed
    _probe_answer(policy, BOOKS)
    assert policy.stop_words_probed and policy.stop_words_indexed
    assert policy.select() in {"and", "sea", "of"}  # in every record: the commonest candidates


@pytest.mark.parametrize(
    ("records", "answer"),
    [
        ([], "whole"),  # the site drops "the": nothing found
        ([f"{w.title()} of {v}" for w, v in zip(TOPIC[:12], TOPIC[12:24], strict=True)], "whole"),  # all records
        (BOOKS, "capped"),  # indexed, but its answer capped: a top-ranked slice of nearly every record
        (BOOKS, "unsaid"),  # indexed, but no total: maybe cut short without a word (Fossil's 100)
    ],
)
def test_stop_words_stay_out_unless_the_probe_holds_them_in_full(records, answer):
    policy = make_policy("adaptive", stop_word_probe=True, page_size=10)
    _probe_answer(policy, records, answer)
    assert policy.stop_words_probed and not policy.stop_words_indexed
    assert policy.select() not in STOP_WORDS


def test_no_stop_word_probe_unless_asked_or_when_told_they_are_indexed():
    assert make_policy("adaptive").select() != "the"  # the paper's policy, as bench_policies runs it
    told = make_policy("adaptive", stop_word_probe=True, stop_words_indexed=True)
    for _ in range(3):
        told.observe_document({"the", "of", "kinase"})
    assert not told.stop_word_probe and told.select() in {"the", "of", "kinase"}


def test_a_structured_query_of_the_probe_word_is_judged_once_it_brings_records():
    """A form without a keyword box: ``title=the`` tells the policy through observe_plan."""
    policy = make_policy("adaptive", stop_word_probe=True, page_size=10)
    empty = QueryOutcome("plan:struct::author=the", 0, 0, 0, 1, False, docs_after=0)
    policy.observe_plan(empty, "the")
    assert not policy.stop_words_probed  # the author box: not the one that holds it
    for text in BOOKS:
        policy.observe_document(record_terms(text))
    found = QueryOutcome("plan:struct::title=the", 12, 12, 12, 2, False, docs_after=policy.num_docs)
    policy.observe_plan(found, "the")
    assert policy.stop_words_probed and policy.stop_words_indexed


def test_random_policy_is_seeded():
    words = [f"w{i}" for i in range(100)]

    def draws(seed: int) -> list[str]:
        policy = RandomPolicy(words=words, rng_seed=seed)
        out = []
        for _ in range(10):
            term = policy.select()
            policy.mark_issued(term)
            out.append(term)
        return out

    assert draws(1) == draws(1)
    assert draws(1) != draws(2)
    assert GenericFrequencyPolicy(words=words).select() == "w0"


def test_make_policy_rejects_bad_options():
    with pytest.raises(ValueError):
        make_policy("clever")
    with pytest.raises(ValueError):
        make_policy("adaptive", estimator="magic")
    with pytest.raises(ValueError):
        make_policy("adaptive", costs=(0, 0, 0))


# -- estimators and §3.4 -----------------------------------------------------------------------


def _policy_with_two_queries(capped_correction: bool) -> AdaptivePolicy:
    policy = AdaptivePolicy(costs=(1.0, 0.0, 0.0), capped_correction=capped_correction, result_cap=10)
    # query 1 (uncapped): 10 records, "common" in all, "rare" in 2
    policy.mark_issued("first")
    for i in range(10):
        policy.observe_document({"first", "common"} | ({"rare"} if i < 2 else set()))
    policy.observe_query(QueryOutcome("first", 10, 10, 10, 1, False, 10))
    # query 2 (capped): 10 of its 100 matches returned, all new, all contain "capterm"
    policy.mark_issued("second")
    for i in range(10):
        policy.observe_document({"second", "capterm"} | ({"common"} if i < 5 else set()))
    policy.observe_query(QueryOutcome("second", 100, 10, 10, 1, True, 20))
    return policy


def test_capped_correction_reweights_the_returned_sample():
    """§3.4: the 10 returned records of a 100-match query stand for 100 (Eq. 6) — terms found in
    them get a larger share of the union, terms found elsewhere a smaller one."""
    plain = _policy_with_two_queries(False)
    corrected = _policy_with_two_queries(True)
    for policy in (plain, corrected):
        policy.size_estimator.distinct_seen = 1000  # fix N so only the statistics differ
    assert corrected.union_mass == pytest.approx(10 + 100)  # |q1 ∨ q2| = 10 + (100 − 0)
    assert plain.union_mass == 20
    assert corrected.expected_new("capterm") > plain.expected_new("capterm")
    assert corrected.expected_new("rare") < plain.expected_new("rare")


def test_zipf_fit_recovers_parameters():
    ranks = np.arange(1, 200)
    freqs = 5000.0 * (ranks + 4.0) ** -1.2
    fit = fit_zipf(ranks, freqs)
    assert fit is not None
    assert fit.beta == pytest.approx(4.0)
    assert fit.gamma == pytest.approx(1.2, rel=1e-6)
    assert fit(10) == pytest.approx(5000.0 * 14**-1.2)
    assert fit_zipf([3, 3], [10, 20]) is None


def test_df_midranks():
    df = np.array([0, 5, 3, 3, 1])
    ranks = df_midranks(df)
    assert ranks[5] == 1 and ranks[3] == 2.5 and ranks[1] == 4


def test_zipf_estimator_uses_reported_totals(topic_site):
    policy = make_policy("adaptive", estimator="zipf", costs=(1.0, 0.0, 0.0), page_size=10)
    harvest(policy, topic_site, 8)
    assert len(policy.zipf_points) >= 3
    policy.select()
    assert policy.zipf_fit is not None and policy.zipf_fit.gamma > 0
    # the estimate of a candidate's new records is positive and within the database size
    term = policy.select()
    assert 0 < policy.expected_new(term) <= topic_site.size


# -- paging -------------------------------------------------------------------------------------


def test_continue_paging_stops_after_pages_without_new_records():
    policy = make_policy("adaptive", costs=(1.0, 0.0, 0.0), patience=2)
    assert policy.continue_paging("x", 1, 10, 10, 10)
    assert policy.continue_paging("x", 2, 0, 10, 10)  # one empty page: keep going
    assert policy.continue_paging("x", 3, 4, 10, 14)  # new records reset the count
    assert policy.continue_paging("x", 4, 0, 10, 14)
    assert not policy.continue_paging("x", 5, 0, 10, 14)
    assert not policy.continue_paging("y", 1, 0, 0, 0)  # an empty page ends paging


def test_continue_paging_compares_with_the_next_query_when_pages_cost():
    policy = make_policy("adaptive", costs=(1.0, 1.0, 0.0), page_size=10, result_cap=1000)
    for i in range(200):
        policy.observe_document({"big", f"t{i % 7}"})
    policy.select()
    # a page bringing 1 new record per request is far below what a fresh query promises
    assert policy.continue_paging("big", 1, 1, 10, 1)  # first page: always look at the second
    assert not policy.continue_paging("big", 2, 1, 10, 2)
    assert policy.continue_paging("other", 2, 10, 10, 20)


# -- size ------------------------------------------------------------------------------------------


def test_size_estimator_capture_recapture_without_totals():
    rng = np.random.default_rng(9)
    n_total = 10000
    seen: set[int] = set()
    est = SizeEstimator()
    for _ in range(20):
        results = set(rng.choice(n_total, 500, replace=False).tolist())
        new = len(results - seen)
        est.observe(QueryOutcome("q", None, len(results), new, 50, False), 0, len(seen))
        seen |= results
    assert est.estimate() == pytest.approx(n_total, rel=0.15)
    assert SizeEstimator().estimate() is None
    assert coverage(10, None) is None


# -- replay ----------------------------------------------------------------------------------------


def test_rebuild_by_replay_gives_the_same_next_choice(topic_site):
    for estimator in ("independence", "zipf"):
        live = make_policy("adaptive", estimator=estimator, capped_correction=True, page_size=10)
        docs: list[set[str]] = []
        issued: list[str] = []
        outcomes: list[QueryOutcome] = []
        original = live.observe_document

        def logging_observe(words, _original=original, _docs=docs):
            _docs.append(set(words))
            _original(words)

        live.observe_document = logging_observe  # type: ignore[method-assign]
        trace = harvest(live, topic_site, 12, on_query=outcomes.append)
        issued = list(trace.terms)
        replayed = make_policy("adaptive", estimator=estimator, capped_correction=True, page_size=10)
        # the crawl state keeps three separate logs; they are replayed one after the other
        for words in docs:
            replayed.observe_document(words)
        for term in issued:
            replayed.mark_issued(term)
        for outcome in outcomes:
            replayed.observe_query(QueryOutcome.from_dict(outcome.to_dict()))
        assert replayed.select() == live.select()
        assert replayed.expected_new(live.select()) == pytest.approx(live.expected_new(live.select()))
        assert replayed.union_mass == pytest.approx(live.union_mass)


# -- oracle ----------------------------------------------------------------------------------------


def test_greedy_oracle_respects_cap_and_is_greedy():
    postings = {
        "a": np.array([0, 1, 2, 3, 4, 5]),
        "b": np.array([6, 7, 8, 0]),
        "c": np.array([9, 1, 2]),
    }
    assert greedy_oracle(postings, 3, None) == [("a", 6), ("b", 9), ("c", 10)]
    # with a cap of 3, "a" reaches only 0,1,2: "b" (6,7,8) ties and "c" adds 9 only
    steps = greedy_oracle(postings, 5, 3)
    assert steps[0][1] == 3 and steps[-1][1] == 7
    assert greedy_oracle({"s": {5, 3, 4}}, 1, 2) == [("s", 2)]
