"""URL schemes of family H: one :class:`Router` per site turns (page key, language, number, parameters) into a URL
and back.

Seven styles (``STYLES``)::

    slug   /pt-br/servicos/busca-de-patentes/      /pt-br/registro/17        (always a language prefix)
    jsp    /portal/index.jsp?action=Registers      /portal/item.jsp?no=17    (;jsessionid=… on some sites)
    cms    /cms/page/1234                           /cms/record/17
    aspx   /Default.aspx?tabid=123                  /ItemDetails.aspx?ID=17   (&sid=… on some sites)
    node   /node/42                                 /node/3017
    html   /uslugi.html                             /uslugi/17.html
    php    /index.php?page=uslugi                   /index.php?page=record&id=17

Path styles put other languages under ``/<prefix>/``, query styles in a ``locale``/``language``/``lang`` parameter.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

from tests.web8.lang import LANGS, slug_of

STYLES = ("slug", "jsp", "cms", "aspx", "node", "html", "php")

#: Every page key a site may have, in a fixed order (page numbers of the cms/aspx/node styles derive from it).
KEYS = (
    "home about contact news items links sitemap privacy calendar sitesearch newsletter services eservices "
    "registers databases tools publications guide search results dbentry consent accept stats login fees app "
    "appresults start"
).split()
#: Keys whose pages are numbered (item 17, news article 3, …).
NUMBERED = ("item", "article", "pdf", "service", "section", "category")
ALL_KEYS = KEYS + list(NUMBERED)

#: Words of a page's URL segment: the word-table key whose first variant names it (else the English key itself).
SLUG_WORD = {
    "about": "about", "contact": "contact", "news": "news", "items": "plist", "links": "links",
    "sitemap": "sitemap", "privacy": "privacy", "calendar": "calendar", "newsletter": "subscribe",
    "services": "services", "eservices": "eservices", "registers": "registers", "databases": "databases",
    "tools": "tools", "publications": "publications", "guide": "guide", "search": "psearch", "results": "results",
    "stats": "stats", "login": "login", "fees": "fees", "item": "record", "article": "news", "service": "services",
    "section": "databases", "category": "page", "app": "search",
}  # fmt: skip
#: Pages named the same in every language.
LITERAL = {"appresults": "list", "dbentry": "db", "consent": "consent", "accept": "consent-accept", "start": "start",
           "sitesearch": "site-search", "pdf": "pdf"}  # fmt: skip
_ID_NAMES = {"jsp": ("action", "locale"), "aspx": ("tabid", "language"), "php": ("page", "lang")}
_NUM_PARAM = {"jsp": "no", "aspx": "ID", "php": "id"}
_TAIL = re.compile(r"^(?P<base>.*?)/(?P<k>\d+)(?P<ext>\.html)?$")


class Router:
    """URLs of one site: ``style``, languages (``langs[0]`` is the default, unprefixed one), page-number offset."""

    def __init__(self, style: str, langs: tuple[str, ...], offset: int = 0, session: bool = False) -> None:
        self.style = style
        self.langs = langs
        self.offset = offset
        self.session = session  # links carry a session id (a trap); never the search page's
        self._rev: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[str, str]] | None = None
        self._num_rev: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[str, str]] = {}

    # -- forward -------------------------------------------------------------------------------------
    def _segment(self, key: str, lang: str) -> str:
        if key == "home":
            return ""
        if key in LITERAL:
            return LITERAL[key]
        return slug_of(lang, SLUG_WORD[key])

    def _num(self, key: str) -> int:
        return 10 + ALL_KEYS.index(key) * 13 + self.offset

    def _loc(self, key: str, lang: str) -> tuple[str, tuple[tuple[str, str], ...]]:
        """(path, identifying query pairs) of a page, numbered pages without their number."""
        style, default = self.style, lang == self.langs[0]
        seg = self._segment(key, lang)
        lp = "" if default else "/" + LANGS[lang].prefix
        numbered = key in NUMBERED
        if style == "slug":
            return f"/{LANGS[lang].prefix}/" + (f"{seg}/" if seg else ""), ()
        if style == "cms":
            if numbered:
                return f"{lp}/cms/{seg}/", ()
            return (f"{lp}/cms/page/{self._num(key)}" if seg else lp + "/"), ()
        if style == "node":
            return (f"{lp}/node/{self._num(key)}" if seg else lp + "/"), ()
        if style == "html":
            return (f"{lp}/{seg}.html" if seg else lp + "/index.html"), ()
        # query styles
        ids: list[tuple[str, str]] = []
        if style == "jsp":
            path = f"/portal/{key}.jsp" if numbered else "/portal/index.jsp"
            if not numbered:
                ids.append(("action", key[0].upper() + key[1:]))
        elif style == "aspx":
            path = f"/{key[0].upper() + key[1:]}Details.aspx" if numbered else "/Default.aspx"
            if not numbered:
                ids.append(("tabid", str(self._num(key))))
        else:
            path = "/index.php"
            ids.append(("page", seg or "home"))
        if not default:
            ids.append((_ID_NAMES[style][1], LANGS[lang].prefix))
        return path, tuple(ids)

    def url(
        self, key: str, lang: str | None = None, k: int | None = None, params: list[tuple[str, str]] | None = None,
        sid: str = "",
    ) -> str:  # fmt: skip
        """Path and query of a page (``sid``: the session id to put in, on a site with sessions)."""
        lang = lang or self.langs[0]
        path, ids = self._loc(key, lang)
        query = list(ids)
        if k is not None:
            if self.style in _NUM_PARAM:
                query.append((_NUM_PARAM[self.style], str(k)))
            elif self.style == "node":
                path = f"{path.rsplit('/', 1)[0]}/{(ALL_KEYS.index(key) + 1) * 1000 + k}"
            elif self.style == "html":
                path = f"{path[: -len('.html')]}/{k}.html"
            else:
                path = f"{path.rstrip('/')}/{k}"
        if key == "home" and lang == self.langs[0] and self.style != "slug" and not query:
            path = "/"
        query += params or []
        if sid and self.session and key not in ("search", "dbentry"):
            if self.style == "jsp":
                path += f";jsessionid={sid}"
            else:
                query.append(("sid", sid))
        return path + ("?" + urlencode(query) if query else "")

    # -- backward ------------------------------------------------------------------------------------
    def _reverse(self) -> dict[tuple[str, tuple[tuple[str, str], ...]], tuple[str, str]]:
        if self._rev is None:
            rev: dict[tuple[str, tuple[tuple[str, str], ...]], tuple[str, str]] = {}
            for lang in self.langs:
                for key in ALL_KEYS:
                    table = self._num_rev if key in NUMBERED else rev
                    loc = self._loc(key, lang)
                    if loc in table:
                        raise ValueError(f"{self.style}: {key}/{lang} and {table[loc]} share {loc}")
                    table[loc] = (key, lang)
            self._rev = rev
        return self._rev

    def parse(self, path: str, query: dict[str, list[str]]) -> tuple[str, str, int | None, dict[str, list[str]]] | None:
        """``(key, language, number, other parameters)`` of a request, or None (not a page of this site)."""
        path = path.split(";jsessionid=", 1)[0]
        params = {name: values for name, values in query.items() if name != "sid"}
        rev = self._reverse()
        if self.style in _ID_NAMES:
            names = _ID_NAMES[self.style]
            ids = tuple((n, params[n][0]) for n in names if n in params)
            rest = {n: v for n, v in params.items() if n not in names}
            num = _NUM_PARAM[self.style]
            numbered = rest.get(num, [""])[0]
            if numbered.isdigit() and (path, ids) in self._num_rev:
                rest.pop(num)
                key, lang = self._num_rev[(path, ids)]
                return key, lang, int(numbered), rest
            if (path, ids) in rev:
                key, lang = rev[(path, ids)]
                return key, lang, None, rest
            if path == "/" and not ids:
                return "home", self.langs[0], None, rest
            return None
        if path in ("/", "") and self.style != "slug":
            return "home", self.langs[0], None, params
        if (path, ()) in rev:
            key, lang = rev[(path, ())]
            return key, lang, None, params
        if self.style == "node":
            m = re.fullmatch(r"(?P<lp>/[a-z-]+)?/node/(?P<n>\d+)", path)
            if m and int(m["n"]) >= 1000:
                key = ALL_KEYS[int(m["n"]) // 1000 - 1]
                found = next((c for c in self.langs if (m["lp"] or "") == ("/" + LANGS[c].prefix)), None)
                if m["lp"] is None:
                    found = self.langs[0]
                if key in NUMBERED and found is not None:
                    return key, found, int(m["n"]) % 1000, params
            return None
        m = _TAIL.match(path)
        if m:
            base = m["base"] + (".html" if m["ext"] else "/")
            hit = self._num_rev.get((base, ()))
            if hit:
                return hit[0], hit[1], int(m["k"]), params
        return None
