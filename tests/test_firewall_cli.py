"""`ioa firewall lint|check`: exit codes and what they print."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from test_demo import run

EXAMPLES = str(resources.files("l9_snl.firewall").joinpath("examples"))
PAYMENT = {
    "performative": "REQUEST",
    "ontology": "urn:contexts:payment:v2.0",
    "content": {
        "task": "sendPayment",
        "parameters": {"payee_id": "acme", "amount_minor": 2_000_000, "currency": "USD"},
    },
}


def message_file(tmp_path: Path, message: dict) -> str:
    path = tmp_path / "message.json"
    path.write_text(json.dumps(message))
    return str(path)


def test_lint_accepts_the_examples_and_names_the_fault_in_a_bad_directory(tmp_path):
    status, out = run(["firewall", "lint", EXAMPLES, "--json"])
    assert status == 0
    report = json.loads(out)
    assert report["ok"]
    assert "20-clarification-rate/clarification-queries-per-minute" in report["limits"]
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "p.cedar").write_text(
        '@id("typo") forbid (principal, action, resource) when { context.amout > 1 };'
    )
    status, out = run(["firewall", "lint", str(bad)])
    assert status == 1
    assert "p.cedar, policy p/typo" in out
    assert "amout" in out
    status, _ = run(["firewall", "lint", str(tmp_path / "missing")])
    assert status == 2


@pytest.mark.parametrize(
    ("sender", "status", "decision"),
    [("clerk-2", 1, "reject"), ("treasurer-1", 0, "allow")],
)
def test_check_prints_the_decision_its_policies_and_exits_by_it(tmp_path, sender, status, decision):
    path = message_file(tmp_path, PAYMENT)
    code, out = run(["firewall", "check", EXAMPLES, "--from", sender, "--message", path, "--json"])
    assert code == status
    record = json.loads(out)
    assert record["decision"] == decision
    if decision == "reject":
        assert record["policies"] == [
            "30-high-value-payments/high-value-payments-need-authorization"
        ]
        assert record["code"] == "forbidden"


def check(tmp_path: Path, message: dict) -> tuple[int, str]:
    path = message_file(tmp_path, message)
    return run(["firewall", "check", EXAMPLES, "--from", "clerk-2", "--message", path])


def test_check_refuses_content_the_context_refuses_and_unusable_input(tmp_path):
    invalid = {**PAYMENT, "content": {"task": "sendPayment", "parameters": {"amount_minor": 5}}}
    code, out = check(tmp_path, invalid)
    assert code == 1
    assert "invalid" in out
    code, out = check(tmp_path, {**PAYMENT, "ontology": "urn:contexts:nothing:v1.0"})
    assert code == 2
    assert "not a built-in context" in out


def test_check_takes_the_l9_clarification_concepts(tmp_path):
    ask = {
        "performative": "QUERY",
        "ontology": "urn:contexts:travel:v2.1",
        "content": {
            "concept": "ambiguous_parameter",
            "task": "bookFlight",
            "parameter": "dest_code",
            "value": "New York",
        },
    }
    code, out = check(tmp_path, ask)
    assert code == 0, out
    assert "allow" in out


def test_lint_lists_every_finding(tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "p.cedar").write_text(
        '@id("one") forbid (principal, action, resource) when { context.amout > 1 };\n'
        '@id("two") forbid (principal, action, resource) when { context.curency == "X" };\n'
    )
    status, out = run(["firewall", "lint", str(bad), "--json"])
    assert status == 1
    findings = json.loads(out)["findings"]
    assert len(findings) == 2
    assert any("p/one" in line and "amout" in line for line in findings)
    assert any("p/two" in line and "curency" in line for line in findings)
    status, out = run(["firewall", "lint", str(bad)])
    assert "amout" in out
    assert "curency" in out


def test_a_parse_error_says_where(tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "p.cedar").write_text(
        "permit (principal, action, resource);\n"
        "// a comment; with a semicolon\n"
        "permit (principal, action, resource)\n"
        "when { context.x == };\n"
    )
    status, out = run(["firewall", "lint", str(bad)])
    assert status == 1
    assert "line 4, column 21: does not parse" in out


# Each text marks its fault with `^` (removed before parsing): the token it is before is
# where the error must be reported, not the first token that looks like it.
FAULTS = [
    "permit (principal, action, resource) when { context.a && ^&& context.b };",
    "permit (principal, action, resource) when { context.a == 1 ^== 2 };",
    "permit (principal, action, resource)\nwhen { (context.a) + (context.b) + ^};",
    (
        "permit (principal, action, resource) when { context.a };\n"
        "permit (principal, action, resource) when { context.a ^context.b };"
    ),
    'permit (principal, action, resource) when { context.s == "a;b" && ^$ };',
    "// ; ) }\npermit (principal, action, resource) when { true } ^};",
    "permit (principal, action, resource) when { true }^",
    "permit (principal, action, resource) when { context.a > 1 && context.b > ^9"
    + "9" * 20
    + " };",
    'permit (principal, action, resource) when { // not \\q\n "\\n" == "\\n^\\q" };',
    '@id("x") permit (principal, action, resource) when {\n  context.a\n  ^context.b\n};',
    "permit (principal, action, resource) when { context.x.y == 1 && ^x.y == 2 };",
    "permit (principal, action, resource) when { context.a == 1 } unless { (2 == 3 ^== 4) };",
]


@pytest.mark.parametrize("marked", FAULTS)
def test_a_parse_error_points_at_the_faulty_token_not_its_first_look_alike(marked: str) -> None:
    from l9_snl.firewall.policies import locate_parse_error  # noqa: PLC0415

    offset = marked.index("^")
    text = marked.replace("^", "")
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    assert locate_parse_error(text, "") == f"line {line}, column {column}: "


def test_a_file_that_parses_has_no_parse_error_position() -> None:
    from l9_snl.firewall.policies import locate_parse_error  # noqa: PLC0415

    assert locate_parse_error("permit (principal, action, resource);\n", "") == ""
