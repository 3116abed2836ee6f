"""A frontier link entry as the frontier ranks it: its terms, URL template and what it is on its site.

:func:`annotate` gives a new link (``url``, ``parent``, raw ``anchor`` and
``around`` texts…) its link-classifier terms, its URL template and the marks the
site priors read (:mod:`hiddenweb.discover.sitepriors`): ``entry`` (a search
entry), ``map`` (a site map), ``boiler`` (a legal, company or account page), ``nav`` (in its own
site's navigation; another site's link in a footer loses it), ``away`` (into
another site). :func:`canonical` is the canonical URL the frontier dedups on.
No Scrapy here.
"""

from __future__ import annotations

import functools
from typing import Any

from w3lib.url import canonicalize_url

from hiddenweb.discover.sitepriors import link_kind, names_search_page, url_template
from hiddenweb.discover.terms import LinkContext, link_terms
from hiddenweb.urls import site_of, without_session


@functools.lru_cache(maxsize=1 << 16)
def canonical(url: str) -> str:
    """:func:`w3lib.url.canonicalize_url` without the session the URL carries (:func:`~hiddenweb.urls.without_session`:
    a site writing ``;jsessionid=`` into its links is not a new site at each visit), remembered: a site's
    navigation links recur on every page of it, and each link was canonicalized three or four times
    (known? seen? redirected?), 5% of the crawl's CPU."""
    return canonicalize_url(without_session(url))


def annotate(link: dict[str, Any]) -> dict[str, Any]:
    """The link with its terms, its URL template and what it is on its own site: search entry, boilerplate, navigation."""
    link = dict(link)
    anchor = link.pop("anchor", "")
    if "terms" not in link:
        link["terms"] = link_terms(LinkContext(link["url"], anchor, link.pop("around", "")))
    link.setdefault("template", url_template(link["url"]))
    own_site = link.get("parent") and site_of(link["parent"]) == (link.get("site") or site_of(link["url"]))
    if not own_site:
        link.pop("nav", None)  # another site's link in a footer is no map of this one
        if link.get("parent"):
            link["away"] = True
        return link
    kind = link_kind(anchor or " ".join(link["terms"].get("anchor", ())), link["url"])
    if kind:
        link[kind] = True  # "entry", "map" or "boiler"
    if kind == "entry" and names_search_page(link["url"]):
        link["search_url"] = True  # a search page by its URL's own name, even as one of a list (a tab)
    return link
