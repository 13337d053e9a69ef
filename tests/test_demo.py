import io
import ssl

import pytest
from rich.console import Console

from ioa import cli
from ioa.demo import MAIN, SCENARIOS, Outcome, run_demo
from l7_transport.tls import client_ssl_context, server_ssl_context


def run(argv):
    """`ioa ARGV` in-process: its status and what it printed on stdout and stderr together."""
    status, out, _ = run_split(argv, together=True)
    return status, out


def run_split(argv, *, together=False):
    """`ioa ARGV` in-process: its status, its stdout and its stderr (its two consoles)."""
    out, err = io.StringIO(), io.StringIO()

    def console(*, stderr=False, **options):
        file = err if stderr and not together else out
        return Console(file=file, width=120, color_system=None, **options)

    original = cli.Console
    cli.Console = console  # type: ignore[assignment]
    try:
        status = cli.main(argv)
    finally:
        cli.Console = original  # type: ignore[assignment]
    return status, out.getvalue(), err.getvalue()


def test_demo_all_runs_every_scenario_and_succeeds():
    status, out = run(["demo", "--all"])
    assert status == 0
    for name in SCENARIOS:
        assert name in out
    assert f"all {len(SCENARIOS)} scenarios reached their outcome" in out
    assert "over h2, TLS on" in out
    assert "over h3, TLS on" in out
    assert "COUNTER_PROPOSE" in out
    assert "broker fanned out to retailer-7, distributor-1" in out
    assert "signatures and digest verified" in out
    assert "v2.2 refused [incompatible_context]" in out
    assert "travel v2.0 refused [revoked_context]" in out
    assert "locked urn:contexts:travel:v2.1 after SELECT and LOCK" in out
    assert "answered the clarification from the ontology: EWR, JFK, LGA" in out
    assert "chose dest_code JFK" in out
    assert "my_mood off the wire [undefined_concept]" in out
    assert "resumed=True" in out
    assert "the traveller stopped [downgrade_detected]" in out
    assert "a 20,000.00 payment -> REFUSE [forbidden]" in out
    assert "the same, by the treasurer -> AGREE" in out
    assert "injected reference -> REFUSE [quarantined]" in out
    assert "prescriber-agent: working on 'prescribe' with 25 characters of context" in out
    assert "pharmacy-agent: refused [not_assigned]" in out
    assert "master: TaskContext completed" in out
    assert "dest_code 'New York' is ambiguous" in out
    assert "airline L9: answered the clarification from the ontology: EWR, JFK, LGA" in out
    assert "traveller: chose dest_code JFK (its own rule)" in out
    assert "retailer-7: its L9 kept promotion_forecast off the wire [undefined_concept]" in out
    assert "wholesaler-2 firewall: quarantine PUBLISH local_observation from distributor-1" in out
    assert "traveller: handshake stopped [downgrade_detected]" in out
    assert "tokens:" in out


def test_demo_without_names_runs_the_five_main_scenarios_in_order(monkeypatch):
    ran: list[str] = []

    def fake(name):
        def scenario(_console, _now):
            ran.append(name)
            return Outcome(scenario=name, expected="ok", actual="ok")

        return scenario

    for name, (summary, _) in list(SCENARIOS.items()):
        monkeypatch.setitem(SCENARIOS, name, (summary, fake(name)))
    status, out = run(["demo"])
    assert status == 0
    assert ran == ["travel", "supply-chain", "tour-plan", "see-a-doctor", "downgrade"]
    assert list(MAIN) == ran
    assert "all 5 scenarios reached their outcome" in out
    ran.clear()
    status, _ = run(["demo", "--all"])
    assert status == 0
    assert ran[:5] == list(MAIN)
    assert sorted(ran) == sorted(SCENARIOS)
    ran.clear()
    status, out = run(["demo", "--all", "travel"])
    assert status == 2
    assert ran == []
    assert "not both" in out


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_each_scenario_runs_alone(name):
    status, out = run(["demo", name])
    assert status == 0
    assert "all 1 scenarios reached their outcome" in out


def test_list_and_unknown():
    status, out = run(["demo", "--list"])
    assert status == 0
    rows = {line.split("│")[1].strip(): line for line in out.splitlines() if line.count("│") > 2}
    assert set(SCENARIOS) <= set(rows)
    for position, name in enumerate(MAIN, start=1):
        assert rows[name].split("│")[2].strip() == str(position)
    assert rows["publish-subscribe"].split("│")[2].strip() == ""
    status, out, err = run_split(["demo", "no-such-scenario"])
    assert status == 2
    assert "unknown scenario(s): no-such-scenario (`ioa demo --list` lists them)" in err
    assert out == ""


def test_a_scenario_that_misses_its_outcome_fails_the_run(monkeypatch):
    def broken(_console, _now):
        return Outcome(scenario="broken", expected="done", actual="still open")

    monkeypatch.setitem(SCENARIOS, "broken", ("always fails", broken))
    buffer = io.StringIO()
    status = run_demo(["broken"], Console(file=buffer, width=120))
    assert status == 1
    assert "FAILED" in buffer.getvalue()


def test_no_command_prints_help():
    status, _ = run([])
    assert status == 2


def test_tls_init_writes_a_usable_pki(tmp_path):
    status, out = run(["tls", "init", str(tmp_path / "pki"), "--client", "alice"])
    assert status == 0
    assert "client alice" in out
    folder = tmp_path / "pki"
    server_ssl_context(folder / "server.pem", folder / "server.key", client_ca=folder / "ca.pem")
    context = client_ssl_context(
        folder / "ca.pem", cert=folder / "client-alice.pem", key=folder / "client-alice.key"
    )
    assert context.verify_mode == ssl.CERT_REQUIRED
    assert (folder / "ca.key").stat().st_mode & 0o077 == 0  # private keys are owner-only


def test_demo_health_shows_both_methods_and_the_three_refusals():
    status, out = run(["demo", "health"])
    assert status == 0, out
    flat = " ".join(out.split())
    for sub_agent in ("collector", "predictor", "advisor"):
        assert f"token* disclosing ['{sub_agent}'] only" in flat
    assert "token request (applier_id=health-lead, 3 members)" in flat
    assert flat.count("token request (task=") >= 3
    assert "refused unknown_applier" in flat
    assert "refused unknown_credential" in flat
    assert "jti was already used (replayed proof)" in flat
    assert "for plain OAuth (3 requests, each sub-agent alone)" in flat
