"""The contract between the ``harvest`` spider and the :class:`~hiddenweb.schedulers.query.QueryScheduler`.

The scheduler owns the query frontier but not the queries: when no result
or detail page is waiting, it asks its spider (a :class:`QuerySource`) for
the next query's request, and charges every request to the harvest it
belongs to. The spider, in turn, tells the scheduler (a
:class:`RequestLeases`) when a request's answer has been fully handled, so
the request's lease in the crawl state can go. Both sides are checked
against these protocols when the crawl opens.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scrapy import Request

if TYPE_CHECKING:
    from hiddenweb.harvest import Harvest

__all__ = ["QuerySource", "RequestLeases"]


@runtime_checkable
class QuerySource(Protocol):
    """What the ``QueryScheduler`` asks of its spider (``HarvestSpider`` provides it)."""

    @property
    def close_reason(self) -> str | None:
        """Set when the crawl must close, with this reason (e.g. ``bad_arguments``)."""

    @property
    def harvests(self) -> Mapping[str, Harvest]:
        """The crawl's harvests by id: their budgets, targets, stop reasons and progress."""

    def wants_query(self) -> bool:
        """Whether some harvest may issue a query now (while this is true the crawl is not idle)."""

    def next_query_request(self) -> Request | None:
        """The first result page of the next query, chosen but not claimed (the scheduler
        queues the request, then claims the query with :meth:`Harvest.claim_query`)."""

    def harvest_of(self, request: Request) -> Harvest | None:
        """The harvest ``request`` belongs to, whose budget it is charged to (None: no harvest's)."""


@runtime_checkable
class RequestLeases(Protocol):
    """What the ``harvest`` spider asks of its scheduler (``QueryScheduler`` provides it)."""

    def done(self, request: Request) -> None:
        """The response (or failure) of ``request`` has been fully handled: its lease can go."""
