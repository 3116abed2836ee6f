"""The searchable-form classifier (SFC): shipped model, decisions, robustness, trainer."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from importlib import resources
from pathlib import Path

import lxml.html
import numpy as np
import pytest

from benchmarks import train_formtypes
from hiddenweb import formtypes
from hiddenweb.forms import form_type, parse_forms

FORMS = {
    "search": "<form action='/search' role='search'><input type='text' name='q' placeholder='Search books'><input type='submit' value='Search'></form>",
    "login": (
        "<form method='post' action='/account/login'><label>Username <input name='username'></label>"
        "<label>Password <input type='password' name='password'></label><input type='checkbox' name='remember'> Remember me"
        "<button type='submit'>Log in</button><a href='/forgot'>Forgot password?</a></form>"
    ),
    "registration": (
        "<form method='post' action='/signup'><input name='username' placeholder='Username'>"
        "<input type='email' name='email' placeholder='Email'><input type='password' name='password1'>"
        "<input type='password' name='password2' placeholder='Confirm password'>"
        "<label><input type='checkbox' name='tos'> I accept the terms of service</label>"
        "<input type='submit' value='Create account'></form>"
    ),
    "mailing_list": (
        "<form method='post' action='/newsletter/subscribe'><p>Sign up for our newsletter</p>"
        "<input type='email' name='email' placeholder='Your email address'><input type='submit' value='Subscribe'></form>"
    ),
    "contact": (
        "<form method='post' action='/contact'><input name='name' placeholder='Your name'><input type='email' name='email'>"
        "<input name='subject' placeholder='Subject'><textarea name='message'></textarea><input type='submit' value='Send message'></form>"
    ),
    "password_recovery": (
        "<form method='post' action='/password/reset'><p>Forgot your password? Enter your e-mail and we will send you a link.</p>"
        "<input type='email' name='email'><input type='submit' value='Reset password'></form>"
    ),
}


def _parse(html: str):
    return parse_forms(f"<html><body>{html}</body></html>", "http://shop.test/page")[0]


def test_shipped_model_is_plain_json_package_data():
    raw = resources.files("hiddenweb").joinpath("data", formtypes.MODEL_RESOURCE).read_bytes()
    assert len(raw) < 3_000_000
    data = json.loads(raw)
    assert data["classes"] == list(formtypes.TRAINED_TYPES)
    assert data["features_version"] == formtypes.FEATURES_VERSION
    assert len(data["weights"]) == len(data["vocabulary"])
    assert data["cross_validation"]["accuracy"] > 0.85
    assert formtypes.model_available()


@pytest.mark.parametrize("expected", sorted(FORMS))
def test_typical_forms_get_their_type(expected):
    form = _parse(FORMS[expected])
    kind, probability = formtypes.classify(form)
    assert kind == expected
    assert 0.3 < probability <= 1.0
    probs = formtypes.probabilities(form)
    assert set(probs) == set(formtypes.TRAINED_TYPES)
    assert abs(sum(probs.values()) - 1.0) < 1e-6


def test_forms_module_uses_the_trained_classifier():
    assert form_type(_parse(FORMS["search"]))[0] == "search"
    assert form_type(_parse(FORMS["login"]))[0] == "login"


def test_accepts_element_markup_and_form_objects_alike():
    html = FORMS["login"]
    element = lxml.html.fromstring(f"<html><body>{html}</body></html>").xpath("//form")[0]
    form = _parse(html)
    a = formtypes.probabilities(element, page_url=form.url)
    b = formtypes.probabilities(html, page_url=form.url)
    c = formtypes.probabilities(form)  # the page URL comes from the Form
    assert a == pytest.approx(b)
    assert a == pytest.approx(c)
    with pytest.raises(TypeError):
        formtypes.form_element(42)


def test_page_url_is_a_feature():
    element = formtypes.form_element(FORMS["search"])
    assert "page:login" in formtypes.form_features(element, "http://x.test/account/login.php")
    assert not any(f.startswith("page:") for f in formtypes.form_features(element))


def test_is_searchable_is_the_sfc_decision():
    assert formtypes.is_searchable(_parse(FORMS["search"]))[0]
    ok, p = formtypes.is_searchable(_parse(FORMS["login"]))
    assert not ok and p < 0.5


def test_huge_forms_cost_bounded_work():
    inputs = "".join(f"<input name='f{i}'>" for i in range(5000))
    options = "".join(f"<option>choice {i}</option>" for i in range(20000))
    element = lxml.html.fromstring(
        f"<html><body><form>{inputs}<select name='s'>{options}</select></form></body></html>"
    ).xpath("//form")[0]
    features = formtypes.form_features(element)
    assert len(features) < 3000
    assert "has:huge" in features
    kind, _ = formtypes.classify(element)
    assert kind in formtypes.TRAINED_TYPES


def test_features_are_namespaced_and_deterministic():
    element = formtypes.form_element(FORMS["search"])
    f1, f2 = formtypes.form_features(element), formtypes.form_features(element)
    assert f1 == f2
    assert "method:none" in f1 and "n_text=1" in f1 and "name:q" in f1 and "btn:search" in f1


def test_model_refuses_other_feature_versions():
    data = {
        "features_version": formtypes.FEATURES_VERSION + 1,
        "classes": ["a"],
        "vocabulary": [],
        "weights": [],
        "bias": [0],
    }
    with pytest.raises(ValueError, match="features"):
        formtypes.FormTypeModel.from_dict(data)


# -- the trainer (runs without formasaurus: synthetic data) ---------------------------------------------


def test_softmax_trainer_separates_classes():
    rng = np.random.default_rng(0)
    X = rng.random((120, 6))
    y = (X[:, 0] > X[:, 1]).astype(int) + 2 * (X[:, 2] > 0.8)
    W, b = train_formtypes.fit_softmax(X, y, 4, l2=1e-4, iterations=500)
    accuracy = np.mean(np.argmax(X @ W + b, axis=1) == y)
    assert accuracy > 0.9


def test_grouped_folds_never_split_a_site():
    groups = [f"site{i % 13}" for i in range(200)]
    folds = train_formtypes.grouped_folds(groups, 5)
    assert sorted(np.concatenate(folds).tolist()) == list(range(200))
    for i, a in enumerate(folds):
        for b in folds[i + 1 :]:
            assert not {groups[k] for k in a} & {groups[k] for k in b}


def test_registered_domain_groups_subdomains():
    assert train_formtypes.registered_domain("https://account.example.com/x") == "example.com"
    assert train_formtypes.registered_domain("http://www.shop.co.uk/") == "shop.co.uk"


# -- a damaged model is a broken installation (issue #12, defect 7) -------------------------------------


def _shipped() -> dict:
    return json.loads(
        resources.files("hiddenweb").joinpath("data", formtypes.MODEL_RESOURCE).read_text(encoding="utf-8")
    )


def _damaged(data: dict, **changes) -> dict:
    return {**data, **changes}


@pytest.mark.parametrize(
    "damage",
    [
        "weights_short",
        "weights_ragged",
        "bias_short",
        "not_an_object",
        "missing_key",
        "unknown_class",
        "not_json",
        "no_file",
    ],
)
def test_a_damaged_model_raises_naming_its_file(tmp_path: Path, damage: str) -> None:
    data = _shipped()
    path = tmp_path / "formtypes.json"
    damaged = {
        "weights_short": lambda: _damaged(data, weights=data["weights"][:-1]),
        "weights_ragged": lambda: _damaged(data, weights=[*data["weights"][:-1], data["weights"][-1][:3]]),
        "bias_short": lambda: _damaged(data, bias=data["bias"][:-1]),
        "not_an_object": lambda: [data["weights"][:2]],
        "missing_key": lambda: {k: v for k, v in data.items() if k != "vocabulary"},
        "unknown_class": lambda: _damaged(data, classes=["search", "spam", *data["classes"][2:]]),
    }
    if damage == "not_json":
        path.write_text('{"weights": [[1, 2', encoding="utf-8")
    elif damage != "no_file":
        path.write_text(json.dumps(damaged[damage]()), encoding="utf-8")
    with pytest.raises(formtypes.FormModelError, match=re.escape(str(path))):
        formtypes.load_model(path)


def test_a_damaged_model_is_never_replaced_by_the_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules used to answer, and only a DEBUG line told that the model was broken."""
    data = _shipped()
    path = tmp_path / "formtypes.json"
    path.write_text(json.dumps(_damaged(data, weights=data["weights"][:-1])), encoding="utf-8")
    form = _parse(FORMS["search"])
    monkeypatch.setenv(formtypes.MODEL_ENV, str(path))
    with pytest.raises(formtypes.FormModelError, match=re.escape(str(path))):
        form_type(form)
    with pytest.raises(formtypes.FormModelError, match=re.escape(str(path))):
        formtypes.model_available()
    monkeypatch.delenv(formtypes.MODEL_ENV)
    assert form_type(form)[0] == "search"  # the shipped model, loaded once and kept


def test_the_command_line_stops_on_a_damaged_model_with_one_clear_line(tmp_path: Path) -> None:
    data = _shipped()
    path = tmp_path / "formtypes.json"
    path.write_text(json.dumps(_damaged(data, bias=data["bias"][:-1])), encoding="utf-8")
    page = tmp_path / "page.html"
    page.write_text(f"<html><body>{FORMS['search']}</body></html>", encoding="utf-8")
    env = {**os.environ, formtypes.MODEL_ENV: str(path)}
    res = subprocess.run([sys.executable, "-m", "hiddenweb.forms", str(page)], capture_output=True, text=True, env=env)
    assert res.returncode == 3 and not res.stdout
    assert str(path) in res.stderr and "bias has shape" in res.stderr and "Traceback" not in res.stderr
    ok = subprocess.run(
        [sys.executable, "-m", "hiddenweb.forms", str(page)], capture_output=True, text=True, check=True
    )
    assert json.loads(ok.stdout)["type"] == "search"
