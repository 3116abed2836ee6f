"""Train and evaluate the searchable-form classifier (``hiddenweb.formtypes``).

Data: the annotated real pages of the Formasaurus data set, read straight from
the installed ``formasaurus`` distribution (``pip install formasaurus``; only
its ``data/`` folder is used, the package itself is never imported, so its
scikit-learn dependencies are not needed: ``pip install --no-deps formasaurus``
is enough; ``pip install -e '.[train]'`` adds tldextract, which gives the
registered domains). Forms annotated "skip" or not annotated are left out; poll,
display options, navigation and captcha forms count as "other", as in
Formasaurus' own evaluation.

Evaluation: grouped k-fold cross-validation with the site's registered domain
as the group, so no site is both in a training and a test fold (the forms of
one site are near-duplicates). Prints per-type precision/recall/F1, accuracy
and the confusion matrix; Formasaurus reports 88.9% accuracy and F1 0.93 for
search forms with the same protocol.

Training: multinomial logistic regression with L2 penalty, fitted by L-BFGS in
numpy (deterministic: no random state). The final model is fitted on all data
and written as JSON to ``hiddenweb/data/formtypes.json``.

    python benchmarks/train_formtypes.py            # CV report + write the model
    python benchmarks/train_formtypes.py --cv-only  # CV report only
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
from collections import Counter
from pathlib import Path

import lxml.html
import numpy as np
import tldextract

from hiddenweb.forms.trained import TRAINED_TYPES as FORM_TYPES
from hiddenweb.forms.trained import FormTypeModel, form_features

SHORT_TO_TYPE = {
    "s": "search",
    "l": "login",
    "r": "registration",
    "p": "password_recovery",
    "c": "contact",
    "m": "mailing_list",
    "b": "order",
    "o": "other",
    "P": "other",  # poll
    "V": "other",  # display options
    "N": "other",  # navigation
    "C": "other",  # captcha
}
REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "hiddenweb" / "data" / "formtypes.json"


def formasaurus_data_dir() -> Path:
    spec = importlib.util.find_spec("formasaurus")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("formasaurus is not installed: pip install --no-deps formasaurus")
    return Path(next(iter(spec.submodule_search_locations))) / "data"


#: The Public Suffix List snapshot bundled with tldextract (no download: training runs offline).
_EXTRACT = tldextract.TLDExtract(suffix_list_urls=())


def registered_domain(url: str) -> str:
    """The site a page belongs to, for grouping: its registered domain (``bbc.co.uk``), or its host."""
    parts = _EXTRACT(url)
    return f"{parts.domain}.{parts.suffix}".lower() if parts.suffix else parts.domain.lower()


def load_examples(data_dir: Path) -> tuple[list[dict[str, float]], list[str], list[str]]:
    """Features, type and site group of every annotated form."""
    index = json.loads((data_dir / "index.json").read_text(encoding="utf-8"))
    parser = lxml.html.HTMLParser(encoding="utf-8")
    features, labels, groups = [], [], []
    mismatched = 0
    for path in sorted(index, key=lambda p: int(Path(p).stem)):
        info = index[path]
        doc = lxml.html.fromstring((data_dir / path).read_bytes(), parser=parser)
        forms = doc.xpath("//form")
        if len(forms) != len(info["forms"]):
            mismatched += 1
            continue
        for form, short in zip(forms, info["forms"]):
            kind = SHORT_TO_TYPE.get(short)
            if kind is None:
                continue
            features.append(form_features(form, info["url"]))
            labels.append(kind)
            groups.append(registered_domain(info["url"]))
    if mismatched:
        print(f"skipped {mismatched} pages whose forms do not match their annotations")
    return features, labels, groups


class Vectorizer:
    """Feature dicts → dense float32 matrix over features seen in >= min_df forms."""

    def __init__(self, min_df: int = 2) -> None:
        self.min_df = min_df
        self.vocabulary: list[str] = []
        self.index: dict[str, int] = {}

    def fit(self, rows: list[dict[str, float]]) -> Vectorizer:
        df = Counter(f for row in rows for f in row)
        self.vocabulary = sorted(f for f, n in df.items() if n >= self.min_df)
        self.index = {f: i for i, f in enumerate(self.vocabulary)}
        return self

    def transform(self, rows: list[dict[str, float]]) -> np.ndarray:
        X = np.zeros((len(rows), len(self.vocabulary)), dtype=np.float32)
        for r, row in enumerate(rows):
            for f, v in row.items():
                i = self.index.get(f)
                if i is not None:
                    X[r, i] = v
        return X


def fit_softmax(
    X: np.ndarray, y: np.ndarray, n_classes: int, l2: float, iterations: int = 300
) -> tuple[np.ndarray, np.ndarray]:
    """Multinomial logistic regression, L2 on the weights, by L-BFGS (numpy only)."""
    X = np.asarray(X, dtype=np.float64)
    n, d = X.shape
    Y = np.zeros((n, n_classes))
    Y[np.arange(n), y] = 1.0

    def loss_grad(theta: np.ndarray) -> tuple[float, np.ndarray]:
        W = theta[: d * n_classes].reshape(d, n_classes)
        b = theta[d * n_classes :]
        logits = X @ W + b
        logits -= logits.max(axis=1, keepdims=True)
        P = np.exp(logits)
        P /= P.sum(axis=1, keepdims=True)
        loss = -np.sum(Y * np.log(P + 1e-12)) / n + 0.5 * l2 * np.sum(W * W)
        G = (P - Y) / n
        gW = X.T @ G + l2 * W
        gb = G.sum(axis=0)
        return float(loss), np.concatenate([gW.ravel(), gb])

    theta = np.zeros(d * n_classes + n_classes)
    f, g = loss_grad(theta)
    history: list[tuple[np.ndarray, np.ndarray, float]] = []
    for _ in range(iterations):
        # two-loop recursion
        q = g.copy()
        alphas = []
        for s, yv, rho in reversed(history):
            a = rho * s.dot(q)
            alphas.append(a)
            q -= a * yv
        if history:
            s, yv, _ = history[-1]
            q *= s.dot(yv) / yv.dot(yv)
        for (s, yv, rho), a in zip(history, reversed(alphas)):
            q += s * (a - rho * yv.dot(q))
        direction = -q
        slope = g.dot(direction)
        if slope >= 0:
            direction, slope, history = -g, -g.dot(g), []
        step = 1.0
        while True:
            new_theta = theta + step * direction
            new_f, new_g = loss_grad(new_theta)
            if new_f <= f + 1e-4 * step * slope or step < 1e-10:
                break
            step *= 0.5
        s, yv = new_theta - theta, new_g - g
        if s.dot(yv) > 1e-10:
            history.append((s, yv, 1.0 / s.dot(yv)))
            history = history[-10:]
        converged = abs(f - new_f) < 1e-7 * max(1.0, abs(f))
        theta, f, g = new_theta, new_f, new_g
        if converged or np.abs(g).max() < 1e-6:
            break
    return theta[: d * n_classes].reshape(d, n_classes), theta[d * n_classes :]


def grouped_folds(groups: list[str], k: int) -> list[np.ndarray]:
    """Deterministic grouped folds: biggest groups first, each to the smallest fold."""
    sizes = Counter(groups)
    fold_of: dict[str, int] = {}
    loads = [0] * k
    for group, size in sorted(sizes.items(), key=lambda kv: (-kv[1], kv[0])):
        target = min(range(k), key=lambda i: (loads[i], i))
        fold_of[group] = target
        loads[target] += size
    assignment = np.array([fold_of[g] for g in groups])
    return [np.flatnonzero(assignment == i) for i in range(k)]


def train(rows: list[dict[str, float]], labels: list[str], l2: float, min_df: int) -> FormTypeModel:
    vec = Vectorizer(min_df).fit(rows)
    y = np.array([FORM_TYPES.index(t) for t in labels])
    W, b = fit_softmax(vec.transform(rows), y, len(FORM_TYPES), l2)
    return FormTypeModel(list(FORM_TYPES), vec.vocabulary, W, b)


def cross_validate(rows, labels, groups, k: int, l2: float, min_df: int) -> np.ndarray:
    predicted = np.empty(len(rows), dtype=object)
    all_idx = np.arange(len(rows))
    for test in grouped_folds(groups, k):
        train_idx = np.setdiff1d(all_idx, test)
        model = train([rows[i] for i in train_idx], [labels[i] for i in train_idx], l2, min_df)
        for i in test:
            probs = model.scores(rows[i])
            predicted[i] = model.classes[int(np.argmax(probs))]
    return predicted


def report(labels: list[str], predicted: np.ndarray) -> dict[str, float]:
    y = np.array(labels, dtype=object)
    print(f"{'type':<18} {'precision':>9} {'recall':>7} {'f1':>6} {'support':>8}")
    figures = {}
    for kind in FORM_TYPES:
        tp = int(np.sum((predicted == kind) & (y == kind)))
        fp = int(np.sum((predicted == kind) & (y != kind)))
        fn = int(np.sum((predicted != kind) & (y == kind)))
        p = tp / (tp + fp) if tp + fp else 0.0
        r = tp / (tp + fn) if tp + fn else 0.0
        f1 = 2 * p * r / (p + r) if p + r else 0.0
        figures[kind] = f1
        print(f"{kind:<18} {p:>9.3f} {r:>7.3f} {f1:>6.3f} {tp + fn:>8d}")
    accuracy = float(np.mean(predicted == y))
    figures["accuracy"] = accuracy
    print(
        f"accuracy {accuracy:.3f} over {len(y)} forms (Formasaurus: 0.889); "
        f"search F1 {figures['search']:.3f} (Formasaurus: 0.93, target >= 0.95)"
    )
    print("confusion (rows = true, columns = predicted):")
    print(" " * 18 + " ".join(f"{k[:6]:>6}" for k in FORM_TYPES))
    for kind in FORM_TYPES:
        row = [int(np.sum((y == kind) & (predicted == other))) for other in FORM_TYPES]
        print(f"{kind:<18}" + " ".join(f"{n:>6d}" for n in row))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--data", type=Path, default=None, help="Formasaurus data folder (default: the installed package's)"
    )
    parser.add_argument("--folds", type=int, default=10)
    parser.add_argument("--l2", type=float, default=3e-3, help="L2 penalty on the weights")
    parser.add_argument("--min-df", type=int, default=2, help="keep features seen in at least this many forms")
    parser.add_argument("--cv-only", action="store_true", help="evaluate, do not write the model")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)

    data_dir = args.data or formasaurus_data_dir()
    started = time.perf_counter()
    rows, labels, groups = load_examples(data_dir)
    print(f"{len(rows)} forms from {len(set(groups))} sites; types: {dict(Counter(labels).most_common())}")
    predicted = cross_validate(rows, labels, groups, args.folds, args.l2, args.min_df)
    print(f"grouped {args.folds}-fold cross-validation (group = site), l2={args.l2}, min_df={args.min_df}:")
    figures = report(labels, predicted)
    if not args.cv_only:
        model = train(rows, labels, args.l2, args.min_df)
        data = model.to_dict(
            trained_on=f"Formasaurus data set ({len(rows)} forms, {len(set(groups))} sites)",
            cross_validation={k: round(v, 4) for k, v in figures.items()},
            l2=args.l2,
            min_df=args.min_df,
        )
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
        print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.2f} MB, {len(model.index)} features)")
    print(f"took {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
