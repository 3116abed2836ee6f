"""Estimating how many records of the whole database match a term (Ntoulas et al. §3.1).

Both estimators return, for every term id, the estimated number of matching records in the
*database* (``P(q)·N``), computed for all candidate terms at once with numpy.

* **independence** (§3.1 item 1): ``P(q) ≈ P(q | q1 ∨ … ∨ q(i-1))`` — the term's share of the
  records matched by the queries issued so far. That share is read from the *weighted*
  statistics of §3.4 (records surfaced by a capped query stand for all of that query's matches),
  so ``M(q) = wdf(q) / W · N``.
* **zipf** (§3.1 item 2, after Ipeirotis & Gravano, VLDB 2002): term frequencies follow
  Mandelbrot's law ``f = α (r + β)^−γ`` over the frequency rank ``r``. The issued queries give
  points (rank of the term in the downloaded sample when it was issued, number of matches the
  site reported); fitting ``α, β, γ`` on them maps any term's sample rank to its database
  frequency. Before three such points exist the law is fitted on the sample itself
  (rank → sample df) and scaled by ``N / sample size``.

Ranks come from a histogram of the sample's document frequencies (``np.bincount``), so no
sort over the vocabulary is needed per selection.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = ["ESTIMATORS", "ZipfFit", "df_midranks", "fit_zipf", "independence_matches", "zipf_matches", "zipf_table"]

ESTIMATORS = ("independence", "zipf")

# β values tried when fitting; γ and log α are then a linear least-squares fit in log space.
_BETAS = np.array([0.0, 0.5, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096], dtype=np.float64)


class ZipfFit:
    """Mandelbrot/Zipf law ``f(r) = α (r + β)^−γ``."""

    __slots__ = ("alpha", "beta", "gamma")

    def __init__(self, alpha: float, beta: float, gamma: float) -> None:
        self.alpha, self.beta, self.gamma = alpha, beta, gamma

    def __call__(self, rank: np.ndarray | float) -> np.ndarray | float:
        return self.alpha * np.power(np.asarray(rank, dtype=np.float64) + self.beta, -self.gamma)

    def __repr__(self) -> str:
        return f"ZipfFit(alpha={self.alpha:.4g}, beta={self.beta:.4g}, gamma={self.gamma:.4g})"


def fit_zipf(
    ranks: Sequence[float] | np.ndarray,
    freqs: Sequence[float] | np.ndarray,
    weights: Sequence[float] | np.ndarray | None = None,
) -> ZipfFit | None:
    """Least-squares fit of ``log f = log α − γ log(r + β)``; None when the points cannot fix a
    decreasing law (fewer than 2 distinct ranks, or a non-decreasing trend)."""
    r = np.asarray(ranks, dtype=np.float64)
    f = np.asarray(freqs, dtype=np.float64)
    keep = (r > 0) & (f > 0) & np.isfinite(r) & np.isfinite(f)
    r, f = r[keep], f[keep]
    if len(np.unique(r)) < 2:
        return None
    w = np.ones_like(r) if weights is None else np.asarray(weights, dtype=np.float64)[keep]
    w = w / w.sum()
    logf = np.log(f)
    x = np.log(r[None, :] + _BETAS[:, None])  # one row per β
    xm = x @ w
    ym = float(logf @ w)
    dx = x - xm[:, None]
    sxx = (dx * dx) @ w
    sxy = dx @ (w * (logf - ym))
    with np.errstate(divide="ignore", invalid="ignore"):
        slope = sxy / sxx
    intercept = ym - slope * xm
    resid = logf[None, :] - (intercept[:, None] + slope[:, None] * x)
    sse = (resid * resid) @ w
    ok = (sxx > 0) & (slope < 0) & np.isfinite(intercept) & (intercept < 700) & np.isfinite(sse)
    if not ok.any():
        return None
    i = int(np.argmin(np.where(ok, sse, np.inf)))
    best = (float(sse[i]), float(np.exp(intercept[i])), float(_BETAS[i]), float(-slope[i]))
    return ZipfFit(best[1], best[2], best[3])


def df_midranks(df: np.ndarray) -> np.ndarray:
    """Rank (1 = most frequent; ties share their mid-rank) of each df *value* 0..max(df).

    Index the result with a term's df to get its rank among terms with df > 0.
    """
    counts = np.bincount(df)
    counts[0] = 0
    greater = int(counts.sum()) - np.cumsum(counts)  # terms with a strictly larger df
    midranks = counts.astype(np.float64)
    midranks += 1.0
    midranks *= 0.5
    midranks += greater
    return midranks


def independence_matches(wdf: np.ndarray, union_mass: float, size: float) -> np.ndarray:
    """``P(q)·N`` with ``P(q) = wdf / W`` (independence of q from the issued queries)."""
    if union_mass <= 0:
        return np.zeros_like(wdf, dtype=np.float64)
    return wdf * (size / union_mass)


def zipf_table(
    df: np.ndarray,
    sample_size: int,
    size: float,
    points: Sequence[tuple[float, float]],
    min_points: int = 3,
) -> tuple[np.ndarray, ZipfFit | None]:
    """Estimated database matches for every sample df *value* 0..max(df) (index it with a
    term's df), and the fit used (None: fell back to scaling the sample, i.e. independence).

    *points* are ``(sample rank when issued, reported total)`` pairs of issued queries.
    """
    midranks = df_midranks(df)
    fit = None
    scale = 1.0
    if len(points) >= min_points:
        ranks, totals = zip(*points)
        fit = fit_zipf(ranks, totals)
    if fit is None and sample_size > 0:
        # Fit on the sample itself: one point per distinct df value, weighted by how many terms
        # share it, then scale sample frequencies up to the database.
        counts = np.bincount(df)
        values = np.nonzero(counts)[0]
        values = values[values > 0]
        if len(values) >= 2:
            fit = fit_zipf(midranks[values], values, weights=np.sqrt(counts[values]))
            scale = size / sample_size
    if fit is None:
        return np.arange(len(midranks), dtype=np.float64) * (size / max(sample_size, 1)), None
    table = np.asarray(fit(midranks), dtype=np.float64) * scale
    table[0] = 0.0
    return table, fit


def zipf_matches(
    df: np.ndarray,
    sample_size: int,
    size: float,
    points: Sequence[tuple[float, float]],
    min_points: int = 3,
) -> tuple[np.ndarray, ZipfFit | None]:
    """Per-term database matches from the Zipf estimator (see :func:`zipf_table`)."""
    table, fit = zipf_table(df, sample_size, size, points, min_points)
    return table[df], fit
