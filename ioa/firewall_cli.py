"""`ioa firewall lint|check`: policy directories from the command line (docs/firewall.md).

- `ioa firewall lint DIR`: load and validate every policy file,
  agents.json and valuation.json (the rate table amounts are valued with;
  without one, the shipped table); exit 0 when the directory loads, 1 with
  every fault found, one line each (`FILE:LINE:COLUMN: error ...`).
- `ioa firewall check DIR --from AGENT --message FILE`: the decision the
  firewall would take on one message (FILE: `{"performative", "ontology",
  "content"}`), with the policies that decided and why; exit 0 when it is
  delivered (allow, flag), 1 when not (reject, quarantine, or content the
  context refuses), 2 when the command cannot run.

Both take `--json` for one JSON object on stdout.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Final

import orjson
from rich.console import Console
from rich.markup import escape

from contexts.builtin import builtin
from contexts.document import DEFAULT_MAX_DOCUMENT_BYTES, SharedContext
from contexts.exceptions import ContextError
from ioa.json_files import read_json_file, read_limited
from l7_transport.framing import DEFAULT_MAX_FRAME_SIZE
from l8_comm import Endpoint
from l8_comm.clock import ticks
from l8_comm.exceptions import LocalProtocolError
from l8_comm.performatives import Performative
from l9_snl.exceptions import RemoteSemanticError
from l9_snl.firewall import (
    Finding,
    Firewall,
    PolicyError,
    lint_policies,
    load_policies,
    request_for,
)
from l9_snl.firewall.policies import DEFAULT_VALUATION, VALUATION_FILE
from l9_snl.session import check_content

EXIT_OK: Final = 0
EXIT_NO: Final = 1
EXIT_UNUSABLE: Final = 2


def add_firewall_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `ioa firewall` to the `ioa` parser."""
    firewall = commands.add_parser("firewall", help="check semantic firewall policies")
    sub = firewall.add_subparsers(dest="firewall_command", metavar="COMMAND", required=True)
    lint = sub.add_parser("lint", help="validate a policy directory against the shipped schema")
    lint.add_argument(
        "directory", help="the directory of *.cedar files (and agents.json, valuation.json)"
    )
    lint.add_argument("--json", action="store_true", help="one JSON object on stdout")
    check = sub.add_parser("check", help="the decision on one message, and why")
    check.add_argument(
        "directory", help="the directory of *.cedar files (and agents.json, valuation.json)"
    )
    check.add_argument("--from", dest="sender", required=True, help="the sending agent's id")
    check.add_argument(
        "--message",
        required=True,
        help='a JSON file: {"performative", "ontology", "content"} (ontology: a built-in URN)',
    )
    check.add_argument(
        "--context", help="a context document (JSON) instead of the built-in for the ontology"
    )
    check.add_argument("--json", action="store_true", help="one JSON object on stdout")


def run_firewall_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa firewall ...`; return the exit status (errors on `errors`, default `console`)."""
    errors = errors or console
    if args.firewall_command == "lint":
        return _lint(args, console, errors)
    return _check(args, console, errors)


def _emit(
    args: argparse.Namespace,
    console: Console,
    record: dict[str, Any],
    text: str,
    errors: Console | None = None,
) -> None:
    """`record` as one JSON line on stdout with `--json`, else `text` (on `errors` if given)."""
    if args.json:
        console.out(orjson.dumps(record).decode(), highlight=False)
    else:
        (errors or console).print(text, highlight=False)


def _lint(args: argparse.Namespace, console: Console, errors: Console) -> int:
    try:
        checked = lint_policies(args.directory)
    except PolicyError as error:  # not a directory: lint cannot run
        record = {"ok": False, "file": error.path, "policy": None, "error": error.message}
        record["findings"] = list(error.findings)
        _emit(args, console, record, f"[red]error[/red] {escape(str(error))}", errors)
        return EXIT_UNUSABLE
    found = checked.findings
    count = sum(finding.severity == "error" for finding in found)
    tally = {
        "errors": count,
        "warnings": len(found) - count,
        "diagnostics": [_diagnostic(finding) for finding in found],
    }
    lines = [_finding_line(args.directory, finding) for finding in found]
    bundle = checked.bundle
    if bundle is None:
        refusal = PolicyError.refusing(found)
        record = {
            "ok": False,
            "file": refusal.path,
            "policy": refusal.policy,
            "error": refusal.message,
            "findings": list(refusal.findings),
            **tally,
        }
        files = len({finding.file for finding in found})
        lines.append(
            f"[red]{_plural(count, 'error')}[/red], {_plural(len(found) - count, 'warning')}"
            f" in {_plural(files, 'file')}"
        )
        _emit(args, console, record, "\n".join(lines))
        return EXIT_NO
    table = bundle.valuation
    summary = {
        "ok": True,
        "policies": list(bundle.policy_ids),
        "limits": sorted(bundle.limit_rules),
        "agents": sorted(bundle.agents),
        "valuation": {
            "table": "shipped" if table is DEFAULT_VALUATION else VALUATION_FILE,
            "reference": table.reference,
            "currencies": sorted(table.currencies),
        },
        "digest": bundle.digest,
        "findings": [str(finding) for finding in found],
        **tally,
    }
    source = "the shipped table" if table is DEFAULT_VALUATION else VALUATION_FILE
    lines.append(
        f"[green]ok[/green] {len(bundle.policy_ids)} policies ({len(bundle.limit_rules)} limits),"
        f" {len(bundle.agents)} agents, amounts valued in {table.reference} by {source}"
        f" ({len(table.currencies)} currencies), {bundle.digest}"
    )
    _emit(args, console, summary, "\n".join(lines))
    return EXIT_OK


def _diagnostic(finding: Finding) -> dict[str, Any]:
    return {
        "file": finding.file,
        "line": finding.line,
        "column": finding.column,
        "severity": finding.severity,
        "code": finding.code,
        "policy": finding.policy,
        "message": finding.message,
    }


def _finding_line(directory: str, finding: Finding) -> str:
    """`FILE:LINE:COLUMN: error [policy P: ]message (code)`, FILE under `directory`."""
    path = finding.file if finding.code == "directory" else str(Path(directory) / finding.file)
    if finding.line is not None:
        path += f":{finding.line}:{finding.column}"
    style = "red" if finding.severity == "error" else "yellow"
    policy = f"policy {finding.policy}: " if finding.policy else ""
    return (
        f"{escape(path)}: [{style}]{finding.severity}[/{style}] {escape(policy + finding.message)}"
        f" ({finding.code})"
    )


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _check(args: argparse.Namespace, console: Console, errors: Console) -> int:
    try:
        bundle = load_policies(args.directory)
        message = _message(Path(args.message))
        context = _context(args.context, message.get("ontology"))
    except (PolicyError, ValueError, OSError, ContextError) as error:
        reason = _reason(error)
        _emit(args, console, {"error": reason}, f"[red]error[/red] {escape(reason)}", errors)
        return EXIT_UNUSABLE
    content = message.get("content")
    performative = str(message.get("performative"))
    try:
        check_content(context, performative, content)
        envelope = Endpoint(args.sender).send(
            performative,
            content,
            to=("agent",),
            ontology=str(context.urn),
        )
    except (ContextError, RemoteSemanticError) as error:
        code = str(error.code)
        _emit(
            args,
            console,
            {"decision": "invalid", "code": code, "reason": str(error)},
            f"[red]invalid[/red] the context refuses the content: {escape(str(error))}",
        )
        return EXIT_NO
    except LocalProtocolError as error:
        reason = f"{args.message}: {error}"
        _emit(args, console, {"error": reason}, f"[red]error[/red] {escape(reason)}", errors)
        return EXIT_UNUSABLE
    request = request_for(envelope, context, bundle)
    if request is None:
        _emit(
            args,
            console,
            {"decision": "not screened", "reason": "the content has no concept, task or text"},
            "not screened: the content has no concept, task or text",
        )
        return EXIT_OK
    decision = Firewall(bundle, log=lambda _: None).decide(request, now=ticks())
    record = {
        "decision": decision.outcome,
        "code": str(decision.code) if decision.code else None,
        "policies": list(decision.policies),
        "reason": decision.reason,
        "screen": request.context["screen"],
    }
    style = "green" if decision.delivered else "red"
    lines = [f"[{style}]{decision.outcome}[/{style}] {escape(decision.reason)}"]
    lines += [f"  policy {escape(policy)}" for policy in decision.policies]
    screen = request.context["screen"]
    shown = f"  screen: score {screen['score']}{' (flagged)' if screen['flagged'] else ''}"
    if screen["signals"]:
        shown += f"; {', '.join(screen['signals'])}"
    lines.append(shown)
    _emit(args, console, record, "\n".join(lines))
    return EXIT_OK if decision.delivered else EXIT_NO


def _reason(error: Exception) -> str:
    """One line naming the file at fault."""
    if isinstance(error, OSError) and error.filename is not None:
        return f"{error.filename}: {error.strerror or error}"
    return str(error)


def _message(path: Path) -> dict[str, Any]:
    # a message is one frame's worth at most; a FIFO or /dev/zero ends at the limit
    document = read_json_file(path, DEFAULT_MAX_FRAME_SIZE)
    if not isinstance(document, dict) or not {"performative", "content"} <= set(document):
        msg = f'{path}: expected {{"performative", "ontology", "content"}}'
        raise ValueError(msg)
    performative = document["performative"]
    if not isinstance(performative, str) or performative not in set(Performative):
        known = ", ".join(Performative)
        msg = f"{path}: performative {performative!r}: not one of {known}"
        raise ValueError(msg)
    return document


def _context(path: str | None, ontology: object) -> SharedContext:
    if path is not None:
        try:
            return SharedContext.from_bytes(read_limited(path, DEFAULT_MAX_DOCUMENT_BYTES))
        except ContextError as exc:
            msg = f"--context {path}: {exc}"
            raise ValueError(msg) from exc
    if not isinstance(ontology, str):
        msg = "the message names no ontology (a built-in context URN); or pass --context FILE"
        raise ValueError(msg)  # noqa: TRY004 - a usage error, reported as such
    try:
        return builtin(ontology)
    except KeyError as exc:
        msg = f"{ontology} is not a built-in context; pass --context FILE"
        raise ValueError(msg) from exc


__all__ = ["add_firewall_commands", "run_firewall_command"]
