"""A policy directory's own valuation table: loaded, reloaded, refused whole when bad, linted."""

from __future__ import annotations

import json
import os
import shutil
from importlib import resources
from pathlib import Path

import pytest
from test_demo import run
from test_firewall import reloaded

from contexts.builtin import builtin
from l8_comm import Endpoint
from l9_snl.firewall import Firewall, PolicyError, PolicyWatcher, load_policies, request_for
from l9_snl.firewall.policies import DEFAULT_VALUATION, DEFAULT_VALUATION_TEXT

EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
PAYMENT = builtin("urn:contexts:payment:v2.0")
HIGH_VALUE = "30-high-value-payments/high-value-payments-need-authorization"


def table(*, without: str | None = None) -> str:
    """The shipped table's text, less one currency."""
    document = json.loads(DEFAULT_VALUATION_TEXT)
    if without is not None:
        del document["currencies"][without]
    return json.dumps(document, indent=2)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The shipped policies and agents.json, with no valuation table of their own."""
    folder = tmp_path / "policies"
    folder.mkdir()
    for path in [*EXAMPLES.glob("*.cedar"), EXAMPLES / "agents.json"]:
        shutil.copy(path, folder / path.name)
    return folder


def pay(firewall: Firewall, sender: str, amount_minor: int, currency: str) -> str:
    content = {
        "task": "sendPayment",
        "parameters": {"payee_id": "acme", "amount_minor": amount_minor, "currency": currency},
    }
    envelope = Endpoint(sender).send(
        "REQUEST", content, to=("payments",), ontology=str(PAYMENT.urn)
    )
    request = request_for(envelope, PAYMENT, firewall.bundle)
    assert request is not None
    decision = firewall.decide(request, now=1000.0)
    if decision.outcome == "reject":
        assert decision.policies == (HIGH_VALUE,)
    return decision.outcome


def touch_later(path: Path) -> None:
    """Move the file's modification time on, as an edit a second later would."""
    status = path.stat()
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000_000))


def test_a_directory_without_a_table_is_valued_with_the_shipped_one(folder):
    bundle = load_policies(folder)
    assert bundle.valuation is DEFAULT_VALUATION
    assert pay(Firewall(bundle, log=lambda _: None), "clerk-2", 1, "EUR") == "allow"


def test_a_table_in_the_directory_decides_what_is_valued(folder):
    (folder / "valuation.json").write_text(table(without="EUR"))
    firewall = Firewall(load_policies(folder), log=lambda _: None)
    # One euro cent is no longer valued: it needs the high-value credential.
    assert pay(firewall, "clerk-2", 1, "EUR") == "reject"
    assert pay(firewall, "treasurer-1", 1, "EUR") == "allow"
    assert pay(firewall, "clerk-2", 500, "USD") == "allow"
    assert firewall.bundle.digest != load_policies(EXAMPLES).digest


def test_editing_the_table_reloads_it_and_removing_it_brings_back_the_shipped_one(folder):
    valuation = folder / "valuation.json"
    valuation.write_text(table())
    firewall = Firewall(load_policies(folder), log=lambda _: None)
    watcher = PolicyWatcher(folder, firewall, interval=1.0)
    assert pay(firewall, "clerk-2", 1, "EUR") == "allow"
    assert watcher.check(0.0) is None
    valuation.write_text(table(without="EUR"))
    touch_later(valuation)
    reload = reloaded(watcher, 1.0)
    assert reload is not None
    assert reload.loaded
    assert pay(firewall, "clerk-2", 1, "EUR") == "reject"
    valuation.unlink()
    reload = reloaded(watcher, 3.0)
    assert reload is not None
    assert reload.loaded
    assert firewall.bundle.valuation is DEFAULT_VALUATION
    assert pay(firewall, "clerk-2", 1, "EUR") == "allow"


def test_a_table_added_to_a_directory_that_had_none_is_seen(folder):
    firewall = Firewall(load_policies(folder), log=lambda _: None)
    watcher = PolicyWatcher(folder, firewall, interval=1.0)
    (folder / "valuation.json").write_text(table(without="EUR"))
    reload = reloaded(watcher, 1.0)
    assert reload is not None
    assert reload.loaded
    assert pay(firewall, "clerk-2", 1, "EUR") == "reject"


BAD_TABLES = {
    "not JSON": "{",
    "a float": '{"reference": "USD", "currencies": {"USD": {"exponent": 2, "value": 100.0}}}',
    "no reference": '{"currencies": {"USD": {"exponent": 2, "value": 100}}}',
    "an extra member": json.dumps({**json.loads(DEFAULT_VALUATION_TEXT), "rates": {}}),
    "not UTF-8": b"\xff\xfe",
}


@pytest.mark.parametrize("text", BAD_TABLES.values(), ids=BAD_TABLES.keys())
def test_a_bad_table_refuses_the_whole_directory(folder, text):
    path = folder / "valuation.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    with pytest.raises(PolicyError) as refused:
        load_policies(folder)
    assert refused.value.path == "valuation.json"
    assert str(refused.value).startswith("valuation.json: ")


def test_a_dangling_link_is_refused_not_taken_for_no_table(folder):
    (folder / "valuation.json").symlink_to(folder / "missing.json")
    with pytest.raises(PolicyError, match=r"^valuation\.json: not a regular file"):
        load_policies(folder)


def test_a_bad_table_on_reload_keeps_the_policies_and_table_in_force(folder):
    valuation = folder / "valuation.json"
    valuation.write_text(table(without="EUR"))
    firewall = Firewall(load_policies(folder), log=lambda _: None)
    before = firewall.bundle.digest
    watcher = PolicyWatcher(folder, firewall, interval=1.0)
    valuation.write_text('{"reference": "USD", "currencies": {}}')
    touch_later(valuation)
    reload = reloaded(watcher, 1.0)
    assert reload is not None
    assert not reload.loaded
    assert (reload.error or "").startswith("valuation.json: ")
    assert firewall.bundle.digest == before
    assert watcher.check(3.0) is None  # said once, until the files change again
    assert pay(firewall, "clerk-2", 1, "EUR") == "reject"  # the table in force still holds


def test_lint_names_the_table_it_values_with_and_exits_1_on_a_bad_one(folder):
    status, out = run(["firewall", "lint", str(folder), "--json"])
    assert status == 0
    assert json.loads(out)["valuation"]["table"] == "shipped"
    (folder / "valuation.json").write_text(table(without="EUR"))
    status, out = run(["firewall", "lint", str(folder), "--json"])
    assert status == 0
    report = json.loads(out)["valuation"]
    assert report["table"] == "valuation.json"
    assert "EUR" not in report["currencies"]
    (folder / "valuation.json").write_text('{"reference": "USD", "currencies": {"usd": 1}}')
    status, out = run(["firewall", "lint", str(folder)])
    assert status == 1
    assert f"{folder / 'valuation.json'}:1:44: error 'usd' is not a currency code" in out
    status, out = run(["firewall", "lint", str(folder), "--json"])
    assert status == 1
    assert json.loads(out)["file"] == "valuation.json"
