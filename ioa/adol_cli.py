"""`ioa adol ...`: the token-efficient data layer, measured on a tool listing.

`ioa adol listing TOOLS.json [--short] [--dedup] [--json]`: the bytes and
tokens (cl100k_base, offline) of a list of MCP tools `{name, description,
inputSchema, ...}` as given, after each mechanism, and after the chosen
ones together (`--short` and/or `--dedup`; both when neither is given):

- short: each tool's non-essential parts (its parameters' descriptions, its
  output schema, annotations and `_meta`) in an `optional` block, left out
  (`contexts.adol.listing`: the full listing restores them exactly);
- dedup: repeated sub-schemas, then repeated groups of properties, written
  once and referenced, priced in tokens (`contexts.adol.compact`; the shared
  definitions document is counted).

`ioa adol select TOOLS.json --query TEXT [--top K] [--method ...] [--tag T]
[--json]`: the tools a request needs, ranked, with their scores
(`contexts.adol.selection`).

`ioa adol eval TOOLS.json QUERIES.json [--top K] [--json]`: top-1 accuracy
and recall@K of each ranking method on labelled requests
(`contexts.adol.evaluation`).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from contexts.adol.compact import compact_listing
from contexts.adol.evaluation import QueriesError, evaluate, labelled_queries
from contexts.adol.listing import optionalized, short
from contexts.adol.selection import METHODS, SelectionError, Selector
from contexts.canonical import canonical_bytes
from ioa.json_files import JsonFileError, read_json_file
from l8_comm.validation import peer_words
from l9_snl.tokens import count_tokens

EXIT_UNUSABLE: Final = 2
"""A file or a flag at fault: the command cannot run (the reason on stderr)."""
MAX_FILE_BYTES: Final = 8 << 20
"""Bytes of TOOLS.json or QUERIES.json read at most (the 72 GitHub tools take 70 KB)."""
SHOWN_NAME: Final = 120
"""The most characters of a tool's name a table shows."""
SHOWN_TAGS: Final = 12
"""A listing's tags named at most in an error about a tag no tool carries."""

SHARED_URI = "urn:adol:defs"
"""The shared definitions document's URI in the measured listing (short: it is in every
reference)."""


def add_adol_commands(commands: Any) -> None:  # noqa: ANN401 - argparse's subparsers action
    """Add `adol` and its sub-commands to the `ioa` parser."""
    adol = commands.add_parser("adol", help="the token-efficient data layer on a tool listing")
    sub = adol.add_subparsers(dest="adol_command", metavar="COMMAND", required=True)
    listing = sub.add_parser("listing", help="bytes and tokens before and after each mechanism")
    listing.add_argument("tools", metavar="TOOLS.json", help="a JSON list of MCP tools")
    listing.add_argument("--short", action="store_true", help="the short listing")
    listing.add_argument("--dedup", action="store_true", help="$ref de-duplication")
    listing.add_argument("--json", action="store_true", help="print the figures as JSON")
    select = sub.add_parser("select", help="the tools a request needs, ranked")
    select.add_argument("tools", metavar="TOOLS.json", help="a JSON list of MCP tools")
    select.add_argument("--query", help="the request, in words")
    select.add_argument("--top", type=int, default=5, help="how many tools (default 5)")
    select.add_argument("--threshold", type=float, help="keep only tools scoring at least this")
    select.add_argument(
        "--method", choices=METHODS, default="hybrid", help="how to rank (default hybrid)"
    )
    select.add_argument(
        "--tag", action="append", default=[], dest="tags", help="keep tools with this tag (repeat)"
    )
    select.add_argument("--json", action="store_true", help="print the ranking as JSON")
    evaluation = sub.add_parser("eval", help="top-1 accuracy and recall@K on labelled requests")
    evaluation.add_argument("tools", metavar="TOOLS.json", help="a JSON list of MCP tools")
    evaluation.add_argument(
        "queries", metavar="QUERIES.json", help='a JSON list of {"query", "expected": [names]}'
    )
    evaluation.add_argument("--top", type=int, default=5, help="K of recall@K (default 5)")
    evaluation.add_argument("--json", action="store_true", help="print the figures as JSON")


class ListingError(ValueError):
    """A tools file that is not a list of MCP tools (the message names the file and entry)."""


class UnknownTagError(ValueError):
    """A `--tag` that no tool of the listing carries (the message names it and the file)."""


def check_tags(path: Path, selector: Selector, tags: list[str]) -> None:
    """`UnknownTagError` for tags no tool carries: a typo would otherwise select nothing."""
    known = selector.all_tags()
    carried = set(known)
    unknown = [tag for tag in dict.fromkeys(tags) if tag not in carried]
    if not unknown:
        return
    shown = ", ".join(known[:SHOWN_TAGS])
    if len(known) > SHOWN_TAGS:
        shown += f", ... {len(known) - SHOWN_TAGS} more"
    # Each tag named is carried by no tool (not: no tool carries them all; a tool needs one).
    named = [repr(tag) for tag in unknown]
    which = f"the tag {named[0]}" if len(named) == 1 else f"any of the tags {', '.join(named)}"
    raise UnknownTagError(
        f"--tag: no tool in {path} carries {which} "
        f"(its {len(known)} tag{'s' if len(known) != 1 else ''}: {shown})"
    )


def read_tools(path: Path) -> list[dict[str, Any]]:
    """The tools of a TOOLS.json file, checked to be MCP tool objects.

    The one loader of every `ioa adol` command: read within `MAX_FILE_BYTES`, parsed
    strictly (`JsonFileError` naming the file: no NaN or Infinity), then checked here.
    """
    tools = read_json_file(path, MAX_FILE_BYTES)
    if not isinstance(tools, list):
        raise ListingError(f"{path}: not a JSON list of tools")
    seen: dict[str, int] = {}
    for index, tool in enumerate(tools):
        if not isinstance(tool, dict) or not isinstance(tool.get("name"), str):
            raise ListingError(f"{path}: entry {index} is not a tool with a name")
        first = seen.setdefault(tool["name"], index)
        if first != index:  # a listing names each tool once: which would a pick mean?
            raise ListingError(
                f"{path}: tool name {tool['name']!r} is given twice (entries {first} and {index})"
            )
        if not isinstance(tool.get("inputSchema", {}), dict):
            raise ListingError(f"{path}: tool {tool['name']!r}: inputSchema is not an object")
    return tools


def size_of(documents: list[Any]) -> tuple[int, int]:
    """(bytes, tokens) of JSON documents in canonical form."""
    text = [canonical_bytes(document).decode() for document in documents]
    return sum(len(each.encode()) for each in text), sum(count_tokens(each) for each in text)


def deduplicated(tools: list[dict[str, Any]]) -> list[Any]:
    """The tools de-duplicated (sub-schemas, then property groups), and the shared document."""
    compacted, shared = compact_listing(tools, SHARED_URI, cost=count_tokens)
    return [*compacted, shared] if shared is not None else compacted


def listing_figures(
    tools: list[dict[str, Any]], *, use_short: bool, use_dedup: bool
) -> dict[str, Any]:
    """Bytes and tokens of the listing as given, after each mechanism, and the chosen together."""
    short_tools = [short(optionalized(tool)) for tool in tools]
    rows = {
        "as given": size_of(tools),
        "short": size_of(short_tools),
        "dedup": size_of(deduplicated(tools)),
    }
    chosen = tools
    if use_short:
        chosen = short_tools
    together = deduplicated(chosen) if use_dedup else chosen
    name = " + ".join(part for part, on in (("short", use_short), ("dedup", use_dedup)) if on)
    rows[name] = size_of(together)
    base_tokens = rows["as given"][1]
    return {
        "tools": len(tools),
        "rows": {
            key: {
                "bytes": size,
                "tokens": tokens,
                "saved": 1 - tokens / base_tokens if base_tokens else 0.0,
            }
            for key, (size, tokens) in rows.items()
        },
    }


def run_adol_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa adol ...`; the exit status (2, the reason on `errors`, for a file at fault)."""
    errors = errors or console
    try:
        tools = read_tools(Path(args.tools))
        if args.adol_command == "select":
            return _run_select(args, tools, console)
        if args.adol_command == "eval":
            return _run_eval(args, tools, console)
    except (ListingError, QueriesError, JsonFileError, UnknownTagError) as error:
        errors.print(f"[red]error:[/red] {escape(str(error))}", highlight=False)
        return EXIT_UNUSABLE
    except SelectionError as error:
        # an entry of the file at fault, or the request (a flag) itself
        where = f"{args.tools}: " if error.code == "bad_entry" else ""
        errors.print(f"[red]error:[/red] {escape(f'{where}{error}')}", highlight=False)
        return EXIT_UNUSABLE
    return _run_listing(args, tools, console)


def _run_select(args: argparse.Namespace, tools: list[dict[str, Any]], console: Console) -> int:
    selector = Selector(tools)
    check_tags(Path(args.tools), selector, args.tags)
    picks = selector.select(
        args.query, tags=args.tags, top=args.top, threshold=args.threshold, method=args.method
    )
    if args.json:
        console.print_json(
            json.dumps(
                {
                    "method": args.method,
                    "tools": [{"name": p.name, "score": p.score} for p in picks],
                }
            )
        )
        return 0
    table = Table(title=f"{args.method}: {len(picks)} of {len(tools)} tools", title_justify="left")
    table.add_column("rank", justify="right")
    table.add_column("tool")
    table.add_column("score", justify="right")
    for rank, pick in enumerate(picks, 1):
        # a name as the file has it, not markup, and printable (an outside attack: a
        # tool named "[/bold]" ended the command, escapes reached the terminal)
        table.add_row(str(rank), Text(peer_words(pick.name, SHOWN_NAME)), f"{pick.score:.4f}")
    console.print(table)
    return 0


def _run_eval(args: argparse.Namespace, tools: list[dict[str, Any]], console: Console) -> int:
    path = Path(args.queries)
    document = read_json_file(path, MAX_FILE_BYTES)
    if args.top < 1:
        raise QueriesError(f"--top must be >= 1, not {args.top}")
    selector = Selector(tools)
    queries = labelled_queries(document, selector.names, str(path))
    figures = evaluate(selector, queries, k=args.top)
    if args.json:
        console.print_json(
            json.dumps({"tools": len(tools), "queries": len(queries), "methods": figures})
        )
        return 0
    table = Table(
        title=f"{len(tools)} tools, {len(queries)} labelled requests", title_justify="left"
    )
    for column in ("method", "top-1 accuracy", f"recall@{args.top}"):
        table.add_column(column, justify="left" if column == "method" else "right")
    for method, row in figures.items():
        if "unavailable" in row:
            table.add_row(method, "unavailable", row["unavailable"])
        else:
            table.add_row(method, f"{row['top1']:.3f}", f"{row[f'recall@{args.top}']:.3f}")
    console.print(table)
    return 0


def _run_listing(args: argparse.Namespace, tools: list[dict[str, Any]], console: Console) -> int:
    use_short, use_dedup = args.short, args.dedup
    if not use_short and not use_dedup:
        use_short = use_dedup = True
    figures = listing_figures(tools, use_short=use_short, use_dedup=use_dedup)
    if args.json:
        console.print_json(json.dumps(figures))
        return 0
    table = Table(title=f"{figures['tools']} tools: the listing's size", title_justify="left")
    for column in ("listing", "bytes", "tokens (cl100k_base)", "tokens saved"):
        table.add_column(column, justify="right" if column != "listing" else "left")
    for name, row in figures["rows"].items():
        table.add_row(name, f"{row['bytes']:,}", f"{row['tokens']:,}", f"{row['saved']:.1%}")
    console.print(table)
    return 0


__all__ = [
    "ListingError",
    "UnknownTagError",
    "add_adol_commands",
    "check_tags",
    "deduplicated",
    "listing_figures",
    "read_tools",
    "run_adol_command",
    "size_of",
]
