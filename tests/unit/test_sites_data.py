"""The test sites' gold databases, without serving them."""

from __future__ import annotations

from tests.sites import GetFiltersSite


def test_same_seed_same_records():
    assert GetFiltersSite(seed=7).records == GetFiltersSite(seed=7).records
    assert GetFiltersSite(seed=7).records != GetFiltersSite(seed=8).records
