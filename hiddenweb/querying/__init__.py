"""Query selection for surfacing a hidden database (Ntoulas, Zerfos & Cho, JCDL 2005)."""

from .oracle import greedy_oracle
from .policies import (
    POLICIES,
    AdaptivePolicy,
    GenericFrequencyPolicy,
    QueryOutcome,
    QueryPolicy,
    RandomPolicy,
    make_policy,
)
from .sizing import SizeEstimator, coverage
from .stats import QueryStatistics

__all__ = [
    "POLICIES",
    "AdaptivePolicy",
    "GenericFrequencyPolicy",
    "QueryOutcome",
    "QueryPolicy",
    "QueryStatistics",
    "RandomPolicy",
    "SizeEstimator",
    "coverage",
    "greedy_oracle",
    "make_policy",
]
