"""The `ioa` command line."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from rich.console import Console

from ioa import __version__
from ioa.demo import list_scenarios, run_demo


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of `ioa`."""
    parser = argparse.ArgumentParser(
        prog="ioa", description="ioa-stack: agents that negotiate meaning before they exchange work"
    )
    parser.add_argument("--version", action="version", version=f"ioa-stack {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    demo = commands.add_parser("demo", help="run the demo scenarios and print their transcripts")
    demo.add_argument("names", nargs="*", metavar="NAME", help="scenarios to run (default: all)")
    demo.add_argument("--list", action="store_true", help="list the scenarios and exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run `ioa`; return its exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    console = Console()
    if args.command == "demo":
        if args.list:
            list_scenarios(console)
            return 0
        return run_demo(list(args.names), console)
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())
