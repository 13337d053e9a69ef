"""`ioa context lint|digest|diff|compat`: check context documents from the command line.

`add_context_commands` adds the `context` command to the `ioa` parser and
`run_context_command` runs it. Every sub-command takes `--json` for one
machine-readable JSON object on stdout. Exit codes: 0 for success (clean,
compatible), 1 when the answer is "no" (lint errors, an invalid document to
digest, incompatible), 2 when the command cannot run (a missing file, not
JSON, an invalid document to compare, documents of different contexts).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

import orjson
from rich.console import Console
from rich.markup import escape

from contexts.compat import (
    Change,
    ChangeEffect,
    CompatibilityLevel,
    check_compatibility,
    diff_contexts,
)
from contexts.document import DEFAULT_MAX_DOCUMENT_BYTES, SharedContext
from contexts.exceptions import ContextError, Finding
from contexts.lint import errors_of, lint_document
from contexts.positions import position_of, value_positions
from ioa.json_files import JsonFileError, one_line, parse_json_file, read_json_file, read_limited

EXIT_OK: Final = 0
"""Success: the documents are clean, or the candidate is compatible."""
EXIT_NO: Final = 1
"""The answer is no: lint errors, an invalid document to digest, or incompatible."""
EXIT_UNUSABLE: Final = 2
"""The command could not run: a missing file, not JSON, an unusable document."""

_EFFECT_STYLES: Final = {
    ChangeEffect.WIDENED: "yellow",
    ChangeEffect.NARROWED: "yellow",
    ChangeEffect.CHANGED: "red",
    ChangeEffect.ANNOTATION: "dim",
    ChangeEffect.ADDED: "green",
}


class CommandFailedError(Exception):
    """The command cannot run; the message is the one-line reason shown to the user."""


def _level(text: str) -> CompatibilityLevel:
    """Parse a level name case-insensitively (`full_transitive`, `FULL-TRANSITIVE`)."""
    try:
        return CompatibilityLevel(text.upper().replace("-", "_"))
    except ValueError:
        names = ", ".join(level.value for level in CompatibilityLevel)
        raise argparse.ArgumentTypeError(f"unknown level {text!r} (choose from {names})") from None


def add_context_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `context` and its sub-commands (lint, digest, diff, compat) to `commands`."""
    context = commands.add_parser(
        "context", help="lint, digest, diff and check the compatibility of context documents"
    )
    sub = context.add_subparsers(dest="context_command", metavar="COMMAND", required=True)
    json_help = "print one JSON object on stdout instead of text"

    lint = sub.add_parser("lint", help="list the problems of context documents")
    lint.add_argument("files", nargs="+", metavar="FILE", help="context documents (JSON)")
    lint.add_argument("--json", action="store_true", dest="json_output", help=json_help)

    digest = sub.add_parser("digest", help="print the digest and URN of context documents")
    digest.add_argument("files", nargs="+", metavar="FILE", help="context documents (JSON)")
    digest.add_argument("--json", action="store_true", dest="json_output", help=json_help)

    diff = sub.add_parser("diff", help="list every change between two context documents")
    diff.add_argument("old", metavar="OLD", help="the earlier document")
    diff.add_argument("new", metavar="NEW", help="the later document")
    diff.add_argument("--json", action="store_true", dest="json_output", help=json_help)

    compat = sub.add_parser(
        "compat", help="check that a new minor is compatible with earlier versions"
    )
    compat.add_argument("new", metavar="NEW", help="the candidate document")
    compat.add_argument(
        "earlier", nargs="+", metavar="EARLIER", help="earlier versions of the same context"
    )
    compat.add_argument(
        "--level",
        type=_level,
        default=CompatibilityLevel.FULL_TRANSITIVE,
        metavar="LEVEL",
        help="NONE, BACKWARD, FORWARD, FULL or *_TRANSITIVE (default FULL_TRANSITIVE)",
    )
    compat.add_argument("--json", action="store_true", dest="json_output", help=json_help)


def run_context_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run the `context` sub-command in `args`; print to `console`; return the exit code.

    A reason the command cannot run goes to `errors` (default `console`), or with
    `--json` as `{"command", "error"}` on `console`.
    """
    commands: dict[str, Callable[[argparse.Namespace, Console], int]] = {
        "lint": _lint,
        "digest": _digest,
        "diff": _diff,
        "compat": _compat,
    }
    json_output = bool(getattr(args, "json_output", False))
    try:
        return commands[args.context_command](args, console)
    except (CommandFailedError, JsonFileError) as exc:
        reason = str(exc)
        if json_output:
            _print_json(console, {"command": args.context_command, "error": reason})
        else:
            (errors or console).print(
                f"[red]error:[/red] {escape(reason)}", highlight=False, soft_wrap=True
            )
        return EXIT_UNUSABLE


def _print_json(console: Console, value: object) -> None:
    console.file.write(orjson.dumps(value, option=orjson.OPT_INDENT_2).decode() + "\n")
    console.file.flush()


def _parse_file(path: str) -> Any:  # noqa: ANN401 - any parsed JSON
    """Read and parse one JSON file, or fail with a one-line reason."""
    return read_json_file(path, DEFAULT_MAX_DOCUMENT_BYTES)


def _build(document: Any) -> SharedContext:  # noqa: ANN401 - any parsed JSON
    """A context from a parsed document; `ContextError` with findings if it is invalid."""
    return SharedContext(document)


def _invalid_reason(exc: ContextError) -> str:
    findings = getattr(exc, "findings", ())
    first = f" (first: {findings[0]})" if findings else ""
    return one_line(f"{exc.message}{first}")


def _load_context(path: str) -> SharedContext:
    """Read a file into a valid context, or fail with a one-line reason."""
    document = _parse_file(path)
    try:
        return _build(document)
    except ContextError as exc:
        raise CommandFailedError(f"{path}: {_invalid_reason(exc)}") from None


def _finding_dict(finding: Finding, positions: Mapping[str, tuple[int, int]]) -> dict[str, Any]:
    line, column = position_of(finding.path, positions) or (None, None)
    return {
        "severity": finding.severity,
        "code": finding.code,
        "path": finding.path,
        "line": line,
        "column": column,
        "message": finding.message,
    }


def _lint(args: argparse.Namespace, console: Console) -> int:
    sources = [(path, read_limited(path, DEFAULT_MAX_DOCUMENT_BYTES)) for path in args.files]
    documents = [(path, parse_json_file(path, data), data) for path, data in sources]
    results: list[dict[str, Any]] = []
    for path, document, data in documents:
        positions = value_positions(data.decode("utf-8", errors="replace"))
        try:
            findings = lint_document(document)
        except ContextError as exc:  # a value RFC 8785 cannot carry, say
            findings = [Finding(code=str(exc.code), path="", message=one_line(exc.message))]
        urn = document.get("urn") if isinstance(document, dict) else None
        errors = errors_of(findings)
        results.append(
            {
                "path": path,
                "urn": urn if isinstance(urn, str) else None,
                "ok": not errors,
                "errors": len(errors),
                "warnings": len(findings) - len(errors),
                "findings": [_finding_dict(finding, positions) for finding in findings],
            }
        )
    ok = all(result["ok"] for result in results)
    if args.json_output:
        _print_json(console, {"command": "lint", "ok": ok, "files": results})
        return EXIT_OK if ok else EXIT_NO
    for result in results:
        verdict = "[green]ok[/green]" if result["ok"] else "[red]invalid[/red]"
        counts = f"{result['errors']} error(s), {result['warnings']} warning(s)"
        console.print(f"{escape(result['path'])}: {verdict} ({counts})", highlight=False)
        for finding in result["findings"]:
            style = "red" if finding["severity"] == "error" else "yellow"
            where = (
                f"{escape(result['path'])}:{finding['line']}:{finding['column']}: "
                if finding["line"] is not None
                else ""
            )
            console.print(
                f"  {where}[{style}]{finding['severity']}[/{style}] "
                f"{escape(finding['path'] or '/')}: "
                f"{escape(finding['message'])} ({escape(finding['code'])})",
                highlight=False,
            )
    return EXIT_OK if ok else EXIT_NO


def _digest(args: argparse.Namespace, console: Console) -> int:
    documents = [(path, _parse_file(path)) for path in args.files]
    results: list[dict[str, Any]] = []
    for path, document in documents:
        try:
            context = _build(document)
        except ContextError as exc:
            results.append({"path": path, "ok": False, "error": _invalid_reason(exc)})
            continue
        results.append(
            {"path": path, "ok": True, "urn": str(context.urn), "digest": context.digest}
        )
    ok = all(result["ok"] for result in results)
    if args.json_output:
        _print_json(console, {"command": "digest", "ok": ok, "files": results})
        return EXIT_OK if ok else EXIT_NO
    for result in results:
        if result["ok"]:
            console.print(
                f"{result['digest']}  {result['urn']}  {escape(result['path'])}",
                highlight=False,
                soft_wrap=True,
            )
        else:
            console.print(
                f"[red]invalid[/red]  {escape(result['path'])}: {escape(result['error'])}",
                highlight=False,
                soft_wrap=True,
            )
    return EXIT_OK if ok else EXIT_NO


def _change_lines(changes: Sequence[Change], console: Console) -> None:
    for change in changes:
        style = _EFFECT_STYLES[change.effect]
        console.print(
            f"[{style}]{change.effect:<10}[/{style}] {escape(change.kind)}  "
            f"{escape(change.path)}\n           {escape(change.message)}",
            highlight=False,
        )


def _diff(args: argparse.Namespace, console: Console) -> int:
    old, new = _load_context(args.old), _load_context(args.new)
    changes = diff_contexts(old, new)
    if args.json_output:
        _print_json(
            console,
            {
                "command": "diff",
                "old": str(old.urn),
                "new": str(new.urn),
                "changes": [change.as_dict() for change in changes],
            },
        )
        return EXIT_OK
    console.print(f"{old.urn} -> {new.urn}: {len(changes)} change(s)", highlight=False)
    _change_lines(changes, console)
    counts = {effect: sum(c.effect is effect for c in changes) for effect in ChangeEffect}
    summary = ", ".join(f"{count} {effect}" for effect, count in counts.items() if count)
    if summary:
        console.print(summary, highlight=False)
    return EXIT_OK


def _compat(args: argparse.Namespace, console: Console) -> int:
    candidate = _load_context(args.new)
    earlier = [_load_context(path) for path in args.earlier]
    try:
        report = check_compatibility(candidate, earlier, args.level)
    except ValueError as exc:
        raise CommandFailedError(one_line(str(exc))) from None
    if args.json_output:
        _print_json(console, {"command": "compat", **report.as_dict()})
    else:
        verdict = "[green]compatible[/green]" if report.compatible else "[red]incompatible[/red]"
        console.print(f"{verdict} ({report.level})", highlight=False)
        console.print(report.explain(), markup=False, highlight=False)
    return EXIT_OK if report.compatible else EXIT_NO
