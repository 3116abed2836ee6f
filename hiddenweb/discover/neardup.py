"""Near-duplicate pages of a site: traps and mirrors (MinHash LSH, Broder 1997; Leskovec et al., MMDS §3.4).

ACHE's crawler must not spend its budget in a crawler trap (an endless
calendar, session URLs, pages that differ by a rotating quote, a counter or a
date) nor in mirrors: a page that is a near-duplicate of a page already
crawled on the same site has its links left alone (:class:`NearDuplicates`).

A page is its set of word 3-shingles (lower-cased, digits masked, so every
number matches every number), hashed, summarised by a :class:`datasketch.MinHash` of
:data:`NUM_PERM` permutations. Banding its first :data:`BAND_PERM` values as
:class:`datasketch.MinHashLSH` does for :data:`CANDIDATE` (5 bands of 8 rows)
gives each page 5 band keys; two pages that share one are candidates, and a
candidate counts as a near-duplicate when the Jaccard similarity that all
:data:`NUM_PERM` values estimate reaches :data:`THRESHOLD`. Without that
check a site of many pages sharing their navigation would collect chance
candidates page after page, and few bands keep the state small: a pair at
similarity 0.85 is a candidate with probability 0.8, and a trap has many pairs.

Nothing is kept in memory: the band keys go to a set of the crawl state and
each new page's compact signature (the low byte of every MinHash value, a
*b*-bit MinHash, Li & König 2010) to a log of its site, so a resumed crawl
(``JOBDIR``) and a fleet sharing a Redis state recognise the pages crawled
before or elsewhere. Per page that is 5 set members of 12 characters and one
log entry of 172. A page costs one ``add`` on the state, as the exact hash it
replaces did, plus one read of its site's log when it is a candidate.
"""

from __future__ import annotations

import base64
import hashlib
import re
import zlib

import numpy as np
from datasketch import MinHash, MinHashLSH

from hiddenweb.state import CrawlState

#: Jaccard similarity (of word 3-shingles) from which two pages of a site are near-duplicates.
THRESHOLD = 0.8
#: The similarity :class:`datasketch.MinHashLSH` bands for: pairs a little below :data:`THRESHOLD` are candidates too.
CANDIDATE = 0.75
#: MinHash values of a page (the similarity estimate's standard error is about 0.04).
NUM_PERM = 128
#: The first values of a MinHash that make its LSH bands.
BAND_PERM = 40
SHINGLE = 3
#: Words of a page read (a long page is known by its beginning).
MAX_WORDS = 3000
BANDS = "discover/near"
SIGNATURES = "discover/near/"

_WORD = re.compile(r"\w+", re.UNICODE)
_DIGITS = re.compile(r"\d+")
#: Odd 64-bit multipliers mixing the word hashes of a shingle.
_MIX = tuple(np.uint64(k) for k in (0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93))


def shingles(text: str, size: int = SHINGLE) -> np.ndarray:
    """32-bit hashes of the word ``size``-shingles of ``text`` (lower-cased, digits masked).

    Each word is hashed once (CRC-32) and a shingle's hash mixes its words'
    (multiply-shift, in numpy), cheaper than joining and hashing every
    shingle's text. A text shorter than ``size`` words is one shingle.
    """
    words = _WORD.findall(_DIGITS.sub("0", text.lower()))[:MAX_WORDS] or [""]
    hashes = np.fromiter(map(zlib.crc32, map(str.encode, words)), dtype=np.uint64, count=len(words))
    n = max(1, len(words) - size + 1)
    mixed = np.zeros(n, dtype=np.uint64)
    for i, factor in enumerate(_MIX[:size]):
        part = hashes[i : i + n]
        mixed[: len(part)] += part * factor  # wraps modulo 2**64
    return mixed >> np.uint64(32)


def _similarity(a: bytes, b: bytes) -> float:
    """Jaccard similarity estimated from two 8-bit MinHash signatures (Li & König 2010)."""
    x = np.frombuffer(a, dtype=np.uint8)
    y = np.frombuffer(b, dtype=np.uint8)
    if len(x) != len(y):
        return 0.0
    chance = 1.0 / 256
    return max(0.0, (float(np.mean(x == y)) - chance) / (1.0 - chance))


def _as_is(value: int) -> int:
    return value


class NearDuplicates:
    """Per-site near-duplicate test over a crawl state."""

    def __init__(
        self, state: CrawlState, threshold: float = THRESHOLD, num_perm: int = NUM_PERM, band_perm: int = BAND_PERM
    ) -> None:
        self.state = state
        self.threshold = threshold
        lsh = MinHashLSH(threshold=min(threshold, CANDIDATE), num_perm=min(band_perm, num_perm))
        self.hashranges: list[tuple[int, int]] = list(lsh.hashranges)
        # Shingles come hashed (see shingles()): the MinHash takes their 32-bit hashes as they are.
        self._empty = MinHash(num_perm=num_perm, hashfunc=_as_is)
        self._scratch = MinHash(num_perm=num_perm, hashfunc=_as_is)

    def minhash(self, text: str) -> MinHash:
        """The MinHash of a page's text.

        Each distinct shingle once: a MinHash is a minimum, which repeats do not
        move, and its permutations cost per value (a page repeats its navigation
        and boilerplate).
        """
        minhash = self._empty.copy()
        minhash.update_batch(np.unique(shingles(text)).tolist())
        return minhash

    def _hashvalues(self, text: str) -> np.ndarray:
        """``minhash(text).hashvalues``, in one MinHash cleared for every page: a new one checks
        its arguments in its constructor, which cost as much as hashing the page."""
        scratch = self._scratch
        scratch.clear()
        scratch.update_batch(np.unique(shingles(text)).tolist())
        return scratch.hashvalues  # a new array each time (clear and update_batch assign one)

    def band_keys(self, site: str, minhash: MinHash) -> list[str]:
        """The page's LSH band keys, one per band, scoped to its site."""
        return self._band_keys(site, minhash.hashvalues)

    def _band_keys(self, site: str, hashvalues: np.ndarray) -> list[str]:
        values = np.asarray(hashvalues, dtype="<u8")
        keys = []
        for band, (start, end) in enumerate(self.hashranges):
            digest = hashlib.blake2b(b"%s|%d|" % (site.encode(), band) + values[start:end].tobytes(), digest_size=9)
            keys.append(base64.urlsafe_b64encode(digest.digest()).decode())
        return keys

    def seen(self, site: str, text: str) -> bool:
        """Whether a page of ``site`` with ``text`` nearly duplicates one seen before; remember it if not.

        Two workers that read twin pages at the same moment may both find
        them new (a signature travels with the worker's next state call):
        the test holds for pages crawled one after the other.
        """
        hashvalues = self._hashvalues(text)
        signature = (np.asarray(hashvalues) & 0xFF).astype(np.uint8).tobytes()
        new = self.state.add(BANDS, self._band_keys(site, hashvalues)) or []
        if not all(new) and any(
            _similarity(signature, base64.b64decode(entry)) >= self.threshold
            for entry in self.state.read(SIGNATURES + site)
        ):
            return True
        self.state.append(SIGNATURES + site, [base64.b64encode(signature).decode()], wait=False)
        return False
