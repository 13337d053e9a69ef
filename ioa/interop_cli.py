"""`ioa interop run URL`, `ioa interop identity`, `ioa interop list`: the kit's commands.

`run` reads the target's card, checks every requirement it claims
(`ioa.interop.requirements`), shows each verdict as it comes, ends with a
line `N passed, N failed`, and writes the reports asked for (`--json`,
`--junit`, `--html`). Exit status: 0 when every MUST held, 1 when one
failed, 2 when the target could not be read (or the arguments are wrong).
"""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markup import escape
from rich.progress import BarColumn, Progress, TextColumn

from ioa.event_loop import run as run_event_loop
from ioa.interop.kit import Result, run_kit, selected
from ioa.interop.probe import ProbeError, Where, kit_identity
from ioa.interop.report import summary_lines, to_html, to_json, to_junit
from ioa.interop.requirements import REQUIREMENTS
from ioa.json_files import IDENTITY_LIMIT, read_limited
from l9_snl.identity import AgentIdentity

EXIT_MUST_FAILED: Final = 1
EXIT_UNUSABLE: Final = 2
_COLOURS: Final = {"passed": "green", "failed": "red", "skipped": "dim"}


def add_interop_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `interop` and its sub-commands to the `ioa` parser."""
    interop = commands.add_parser("interop", help="check another implementation on the wire")
    sub = interop.add_subparsers(dest="interop_command", metavar="COMMAND", required=True)
    run = sub.add_parser("run", help="run the conformance kit against an agent")
    run.add_argument("url", help="the agent: http://host:port (cleartext h2) or https://host:port")
    run.add_argument("--h3", action="store_true", help="over HTTP/3 (an https URL)")
    run.add_argument("--ca", help="the CA certificate that verifies an https target")
    run.add_argument(
        "--identity",
        help="the kit's identity file (`ioa agent init`); default: the published test identity",
    )
    run.add_argument(
        "--only", action="append", metavar="PREFIX", help="only requirements whose id starts so"
    )
    run.add_argument(
        "--strict",
        action="store_true",
        help="exit 1 also when a MUST is skipped because the card does not claim what it needs",
    )
    run.add_argument("--json", metavar="PATH", help="write the JSON report here")
    run.add_argument("--junit", metavar="PATH", help="write JUnit XML here")
    run.add_argument("--html", metavar="PATH", help="write a self-contained HTML report here")
    sub.add_parser("identity", help="the kit's test identity, as a [peers] line to pin")
    sub.add_parser("list", help="every requirement the kit checks")


def run_interop_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa interop ...`; return the exit status (errors on `errors`, default `console`)."""
    errors = errors or console
    if args.interop_command == "identity":
        identity = kit_identity()
        console.print(
            f"{identity.agent_id} = {identity.public_signing_key_b64url!r}", highlight=False
        )
        return 0
    if args.interop_command == "list":
        for requirement in REQUIREMENTS:
            console.print(
                f"{requirement.id:15} {requirement.level!s:6} {requirement.section:6} "
                f"{escape(requirement.text)}",
                highlight=False,
            )
        return 0
    return _run(args, console, errors)


def _inputs(args: argparse.Namespace) -> tuple[AgentIdentity | None, str | None]:
    """The kit's identity (`--identity`, else None), and what cannot be used, if anything."""
    if not args.identity:
        return None, _unusable(args)
    try:
        identity = AgentIdentity.from_private_bytes(read_limited(args.identity, IDENTITY_LIMIT))
    except (OSError, ValueError) as error:
        reason = str(error).removeprefix(f"{args.identity}: ")  # read_limited names it too
        return None, f"{args.identity}: {reason}"
    return identity, _unusable(args)


def _unusable(args: argparse.Namespace) -> str | None:
    """What of the command line cannot be used (the URL, the CA file, a report's folder)."""
    try:
        Where.parse(args.url, protocol="h3" if args.h3 else "h2", ca=args.ca)
    except ProbeError as error:
        return str(error)
    if args.ca is not None and not Path(args.ca).is_file():
        return f"--ca {args.ca}: no such file"
    for option, path in (("--json", args.json), ("--junit", args.junit), ("--html", args.html)):
        if path and not Path(path).resolve().parent.is_dir():
            return f"{option} {path}: no such directory {Path(path).parent}"
    return None


def _run(args: argparse.Namespace, console: Console, errors: Console) -> int:
    # The kit provokes faults on purpose: the warnings its own sessions log about them (a
    # session ended by the target's integrity check...) are verdicts, shown as such.
    root = logging.getLogger()
    if not root.handlers:
        root.addHandler(logging.NullHandler())
    identity, problem = _inputs(args)  # before the run (a minute against a live target)
    if problem is not None:
        errors.print(f"[red]error[/red] {escape(problem)}", highlight=False)
        return EXIT_UNUSABLE
    total = len(selected(args.only))
    progress = Progress(
        TextColumn("[bold]interop"),
        BarColumn(),
        TextColumn("{task.completed}/{task.total}"),
        console=console,
        transient=True,
    )
    bar = progress.add_task("checks", total=total)

    def show(result: Result) -> None:
        colour = _COLOURS.get(result.outcome, "white")
        requirement = result.requirement
        progress.console.print(
            f"[{colour}]{result.outcome:7}[/{colour}] {requirement.id:15} "
            f"{requirement.level!s:6} {escape(result.detail)}",
            highlight=False,
        )
        progress.advance(bar)

    try:
        with progress:
            report = run_event_loop(  # uvloop when installed
                run_kit(
                    args.url,
                    protocol="h3" if args.h3 else "h2",
                    ca=args.ca,
                    identity=identity,
                    only=args.only,
                    on_result=show,
                )
            )
    except ProbeError as error:
        errors.print(f"[red]error[/red] {escape(str(error))}")
        return EXIT_UNUSABLE
    for path, text in ((args.json, to_json), (args.junit, to_junit), (args.html, to_html)):
        if path:
            try:
                Path(path).write_text(text(report), "utf-8")
            except OSError as error:
                errors.print(f"[red]error[/red] {escape(path)}: {escape(str(error))}")
                return EXIT_UNUSABLE
    for line in summary_lines(report):
        console.print(escape(line), highlight=False)
    return EXIT_MUST_FAILED if report.exit_status(strict=args.strict) else 0


__all__ = ["add_interop_commands", "run_interop_command"]
