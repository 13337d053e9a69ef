"""`ioa firewall lint|check`: policy directories from the command line (docs/firewall.md).

- `ioa firewall lint DIR`: load and validate every policy file,
  agents.json and valuation.json (the rate table amounts are valued with;
  without one, the shipped table); exit 0 when the directory loads, 1 with
  every fault found, one line each (`FILE:LINE:COLUMN: error ...`).
- `ioa firewall check DIR --from AGENT --message FILE [--protocol NAME]`:
  the decision the firewall would take on one message (FILE:
  `{"performative", "ontology", "content"}`, and `"protocol"` if it likes;
  `"id"`, `"conversation_id"`, `"in_reply_to"`, a sub-context `"context"`
  and `"extensions"` (further top-level members) to set those of the
  envelope, which the screen reads too; ids not given are made at random),
  with the policies that decided and why; exit 0 when it is delivered
  (allow, flag), 1 when not (reject, quarantine, or content the context
  refuses), 2 when the command cannot run. The message is read as a live
  session delivers it to the firewall: in its interaction protocol (which
  `--protocol` names for a reply or a notice: `request-reply` for an AGREE,
  `notice` for a FAILURE that answers nothing...), with its `mac` member
  (every message of a locked session has one; the screen leaves a tag out,
  and reads the envelope's ids); a NOT_UNDERSTOOD is screened, never put to
  the policies.

Both take `--json` for one JSON object on stdout.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import time
from pathlib import Path
from typing import Any, Final

import orjson
from rich.console import Console
from rich.markup import escape

from contexts.builtin import builtin
from contexts.document import DEFAULT_MAX_DOCUMENT_BYTES, SharedContext
from contexts.exceptions import ContextError
from ioa.json_files import read_json_file, read_limited
from l7_transport.clock import ticks
from l7_transport.framing import DEFAULT_MAX_FRAME_SIZE
from l8_comm import Endpoint, Envelope
from l8_comm.codec import decode_envelope
from l8_comm.envelope import JSON
from l8_comm.exceptions import LocalProtocolError, RemoteProtocolError
from l8_comm.identifiers import format_timestamp, new_id
from l8_comm.performatives import Performative
from l8_comm.protocols import NOTICE, InteractionProtocol
from l8_comm.validation import KNOWN_FIELDS
from l9_snl.compact import ACK_PROTOCOL_NAME
from l9_snl.exceptions import RemoteSemanticError
from l9_snl.firewall import (
    Finding,
    Firewall,
    PolicyError,
    lint_policies,
    load_policies,
    request_for,
)
from l9_snl.firewall.findings import shown_name
from l9_snl.firewall.policies import DEFAULT_VALUATION, VALUATION_FILE
from l9_snl.firewall.request import message_text
from l9_snl.firewall.screen import screen_text
from l9_snl.handshake import PROTOCOL_NAME as HANDSHAKE_PROTOCOL
from l9_snl.handshake import snl_registry
from l9_snl.session import check_content
from l9_snl.tags import MAC_MEMBER

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
        help='a JSON file: {"performative", "ontology", "content"} (ontology: a built-in URN); '
        'it may set "id", "conversation_id", "in_reply_to", "context" and "extensions"',
    )
    check.add_argument(
        "--context", help="a context document (JSON) instead of the built-in for the ontology"
    )
    check.add_argument(
        "--protocol",
        help="the message's interaction protocol, for a performative that opens none or "
        "several (AGREE, REFUSE, ACCEPT, CANCEL, FAILURE...): "
        + ", ".join(p.name for p in _REGISTRY.protocols() if p.name not in _NEVER_DECIDED),
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
        "file": finding.shown_file,
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
    path = shown_name(path)
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
        performative = str(message.get("performative"))
        protocol = _protocol(args.protocol or message.get("protocol"), performative)
    except (PolicyError, ValueError, OSError, ContextError) as error:
        reason = _reason(error)
        _emit(args, console, {"error": reason}, f"[red]error[/red] {escape(reason)}", errors)
        return EXIT_UNUSABLE
    content = message.get("content")
    try:
        if performative != Performative.NOT_UNDERSTOOD:  # L8's: never bound (spec 12.13)
            check_content(context, performative, content, protocol.name)
        envelope = _delivered(args.sender, performative, protocol, content, str(context.urn))
        envelope = _as_given(envelope, message, Path(args.message))
    except (ContextError, RemoteSemanticError, RemoteProtocolError) as error:
        code = str(error.code)
        refuser = (
            "L8 refuses the envelope"  # as a live session refuses the frame
            if isinstance(error, RemoteProtocolError)
            else "the context refuses the content"
        )
        _emit(
            args,
            console,
            {"decision": "invalid", "code": code, "reason": str(error)},
            f"[red]invalid[/red] {refuser}: {escape(str(error))}",
        )
        return EXIT_NO
    except (LocalProtocolError, ValueError) as error:
        reason = error.args[0] if isinstance(error, ValueError) else f"{args.message}: {error}"
        _emit(args, console, {"error": reason}, f"[red]error[/red] {escape(reason)}", errors)
        return EXIT_UNUSABLE
    if performative == Performative.NOT_UNDERSTOOD:
        return _notice(args, console, envelope)
    request = request_for(envelope, context, bundle)
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


_REGISTRY: Final = snl_registry()
"""The protocols of a locked session (an `ioa.Agent`'s)."""
_NEVER_DECIDED: Final = frozenset({HANDSHAKE_PROTOCOL, ACK_PROTOCOL_NAME})
"""L9's own protocols: their messages go to the handshake and the guard, never the firewall."""


def _protocol(name: object, performative: str) -> InteractionProtocol:
    """The protocol a message travels in: `name`, or the one its performative opens."""
    if name is None:
        name = _REGISTRY.unique_openers().get(performative)
        if name is None and performative == Performative.NOT_UNDERSTOOD:
            name = NOTICE.name  # a notice that answers nothing
        if name is None:
            choices = ", ".join(_protocols_of(performative))
            msg = f"{performative} does not identify one protocol: pass --protocol ({choices})"
            raise ValueError(msg)
    try:
        protocol = _REGISTRY.protocol(str(name))
    except KeyError:
        known = ", ".join(p.name for p in _REGISTRY.protocols() if p.name not in _NEVER_DECIDED)
        msg = f"no protocol {name!r}: one of {known}"
        raise ValueError(msg) from None
    if protocol.name in _NEVER_DECIDED:
        msg = f"{protocol.name}: L9's own protocol, whose messages the firewall never sees"
        raise ValueError(msg)
    if performative not in protocol.performatives:
        msg = f"{performative} is no message of {protocol.name}: pass --protocol "
        msg += f"({', '.join(_protocols_of(performative))})"
        raise ValueError(msg)
    return protocol


def _protocols_of(performative: str) -> list[str]:
    return [
        protocol.name
        for protocol in _REGISTRY.protocols()
        if performative in protocol.performatives and protocol.name not in _NEVER_DECIDED
    ]


def _delivered(
    sender: str, performative: str, protocol: InteractionProtocol, content: JSON, urn: str
) -> Envelope:
    """The message as a locked session hands it to its firewall.

    An opener passes L8's checks of a new conversation (a SUBSCRIBE's topic...); a
    reply names the message it answers. Either carries the `mac` member every message
    of a locked session carries (spec 12.16), which the screen leaves out as live.
    """
    if performative in protocol.openers:
        envelope = Endpoint(sender, registry=_REGISTRY).send(
            performative, content, to=("agent",), protocol=protocol.name, ontology=urn
        )
    else:
        envelope = Envelope(
            protocol=protocol.name,
            id=new_id(),
            ts=format_timestamp(time.time()),
            sender=sender,
            to=("agent",),
            performative=performative,
            conversation_id=new_id(),
            in_reply_to=new_id(),
            ontology=urn,
            content=content,
            registry=_REGISTRY,
        )
    tag = hashlib.sha256(orjson.dumps(envelope.to_wire(), option=orjson.OPT_SORT_KEYS)).digest()
    mac = base64.urlsafe_b64encode(tag).decode()[:_MAC_CHARACTERS]
    return envelope.replace(extensions={MAC_MEMBER: mac}, registry=_REGISTRY)


_MAC_CHARACTERS: Final = 43
"""A MAC's length on the wire (base64url of HMAC-SHA256, unpadded)."""
_GIVEN: Final = ("id", "conversation_id", "in_reply_to", "context")
"""Envelope members a message file may set (besides `extensions`)."""
_FILE_MEMBERS: Final = frozenset(
    {"performative", "ontology", "content", "protocol", "extensions", *_GIVEN}
)


def _as_given(envelope: Envelope, message: dict[str, Any], path: Path) -> Envelope:
    """`envelope` with the ids, sub-context and extensions the message file sets.

    Decoded again by L8 (a `RemoteProtocolError` where a live session would refuse the
    frame), its `mac` member last, as a live session hands it over.
    """
    extensions = message.get("extensions", {})
    if not isinstance(extensions, dict):
        msg = f"{path}: extensions is an object of top-level members, not {extensions!r:.40}"
        raise ValueError(msg)  # noqa: TRY004 - a bad file is a ValueError for the caller
    strays = sorted(set(message) - _FILE_MEMBERS)
    if strays:
        msg = f"{path}: unknown member {', '.join(map(repr, strays))}: a further top-level "
        msg += 'member of the envelope goes in "extensions"'
        raise ValueError(msg)
    if not extensions and not any(key in message for key in _GIVEN):
        return envelope
    wire = envelope.to_wire()
    tag = wire.pop(MAC_MEMBER)
    clash = sorted(set(extensions) & {*wire, *KNOWN_FIELDS, MAC_MEMBER})
    if clash:
        msg = f"{path}: extensions may not set {', '.join(clash)} (an envelope field"
        msg += "; `mac` is the session's tag, which check adds)"
        raise ValueError(msg)
    wire.update({key: message[key] for key in _GIVEN if key in message}, **extensions)
    wire[MAC_MEMBER] = tag
    try:
        data = orjson.dumps(wire)
    except TypeError as error:  # nested past orjson's limit (~254 levels)
        msg = f"{path}: the envelope cannot be written: {error}"
        raise ValueError(msg) from None
    return decode_envelope(data, registry=_REGISTRY)


def _notice(args: argparse.Namespace, console: Console, envelope: Envelope) -> int:
    """A NOT_UNDERSTOOD: never put to the policies, its text screened (`FirewallStage`).

    Flagged, the application reads it withheld (a quarantine decision); else as sent.
    """
    texts = message_text(envelope)
    screened = screen_text(texts)
    screen = screened.as_cedar()
    if screened.flagged:
        decision, code = "quarantine", "quarantined"
        reason = (
            "the text of a NOT_UNDERSTOOD was withheld: the injection screen flagged it "
            f"(score {screened.score})"
        )
        text = f"[red]quarantine[/red] {escape(reason)}"
    else:
        decision, code = "not decided", None
        reason = "a NOT_UNDERSTOOD is not put to the policies (nothing can refuse a refusal)"
        text = f"[green]not decided[/green] {escape(reason)}, delivered"
    record: dict[str, Any] = {"decision": decision, "code": code, "policies": []}
    record |= {"reason": reason, "screen": screen}
    text += f"\n  screen: score {screen['score']}{' (flagged)' if screen['flagged'] else ''}"
    _emit(args, console, record, text)
    return EXIT_NO if screened.flagged else EXIT_OK


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
