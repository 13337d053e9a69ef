"""`ioa authority ...`: create, serve and administer a Schema Authority.

Each administrative command works either directly on the database
(`--db PATH`: one atomic transaction, safe while the service runs) or
through a running service's admin API (`--url URL` with a bearer token from
`--token`, `--token-file` or `IOA_AUTHORITY_TOKEN`).
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import secrets
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from rich.console import Console
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from authority.admin import AdminClient
from authority.config import TOP_LEVEL_ROLES
from authority.exceptions import AuthorityError, AuthorityUnreachableError, InvalidRequestError
from authority.repository import Commit, Repository
from authority.service import TOKEN_SETTING
from authority.service_http import token_digest
from authority.sqlite_store import DamagedStoreError, SqliteStore
from contexts.document import DEFAULT_MAX_DOCUMENT_BYTES
from contexts.exceptions import ContextError
from ioa import authority_init
from ioa.authority_serve import RESIGN_INTERVAL, serve_authority
from ioa.config import (
    ConfigFileError,
    add_connection_limits,
    port_argument,
    seconds_argument,
    whole_number,
)
from ioa.json_files import JsonFileError, read_limited
from ioa.logs import printable
from l7_transport.files import warn_if_unprotected

TOKEN_ENV = "IOA_AUTHORITY_TOKEN"  # noqa: S105 - the name of an environment variable


def _target(parser: argparse.ArgumentParser) -> None:
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--db", help="operate directly on this authority database")
    where.add_argument("--url", help="operate through this running service's admin API")
    parser.add_argument("--token", help=f"admin bearer token (else --token-file or ${TOKEN_ENV})")
    parser.add_argument("--token-file", help="file holding the admin bearer token")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def add_authority_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add `authority` and its sub-commands to the `ioa` parser."""
    authority = commands.add_parser("authority", help="run and administer a Schema Authority")
    sub = authority.add_subparsers(dest="authority_command", metavar="COMMAND", required=True)

    init = sub.add_parser("init", help="create an authority database with fresh keys")
    init.add_argument("--db", required=True, help="the SQLite file to create")
    init.add_argument("--id", required=True, dest="authority_id", help="the authority's id")
    init.add_argument("--json", action="store_true", help="print the result as JSON")
    init.add_argument(
        "--root-keys", type=_key_count, default=1, help="number of root keys (default 1)"
    )
    init.add_argument("--root-threshold", type=int, default=1, help="root signatures needed")
    init.add_argument(
        "--token-file", help="write the admin token here (0600) instead of printing it"
    )

    run = sub.add_parser("serve", help="serve metadata, documents and the admin API")
    run.add_argument("--db", help="the authority database")
    run.add_argument(
        "--config",
        metavar="FILE",
        help='a config file (role = "authority", docs/config.md) instead of the options',
    )
    run.add_argument("--host", help="address to bind (default 127.0.0.1)")
    run.add_argument("--port", type=port_argument, help="port to bind (0: any free port)")
    run.add_argument(
        "--tls-cert",
        help="server certificate (PEM); without it, plain HTTP (on loopback, or with --cleartext)",
    )
    run.add_argument("--tls-key", help="server private key (PEM)")
    run.add_argument("--client-ca", help="CA for client certificates (enables mTLS admin)")
    run.add_argument(
        "--cleartext",
        action="store_true",
        help="serve plain HTTP on an address other than loopback (development: the admin "
        "token travels unencrypted)",
    )
    run.add_argument(
        "--admin-identity",
        action="append",
        default=[],
        help="a client-certificate identity allowed to administer (repeatable)",
    )
    run.add_argument(
        "--resign-interval",
        type=seconds_argument,
        help=f"seconds between expiry checks (default {RESIGN_INTERVAL:g})",
    )
    run.add_argument(
        "--authz-issuer",
        metavar="URL",
        help="also serve the task-group authorization server (/oauth/...) as this issuer "
        "(the service's public base URL)",
    )

    add_connection_limits(run)

    publish = sub.add_parser("publish", help="publish context documents")
    publish.add_argument("files", nargs="+", metavar="FILE", help="context documents (JSON)")
    _target(publish)

    for name, text in (("deprecate", "deprecate a context"), ("revoke", "revoke a context")):
        change = sub.add_parser(name, help=text)
        change.add_argument("urn", help="the context URN")
        change.add_argument("--reason", required=True, help="why (recorded and served)")
        _target(change)

    withdraw = sub.add_parser(
        "withdraw", help="end a delegation; every context it published is revoked"
    )
    withdraw.add_argument("role", help="the delegated role")
    withdraw.add_argument("--reason", required=True, help="why (recorded and served)")
    _target(withdraw)

    rotate = sub.add_parser("rotate", help="rotate a top-level role's keys")
    rotate.add_argument("role", choices=TOP_LEVEL_ROLES, help="the role")
    rotate.add_argument("--threshold", type=int, help="new threshold (default: unchanged)")
    rotate.add_argument("--keys", type=_key_count, default=1, help="number of new keys (default 1)")
    _target(rotate)

    status = sub.add_parser("status", help="show roles, expiry and published contexts")
    _target(status)


TOKEN_FILE_LIMIT: Final = 4096
"""The most bytes a `--token-file` may hold (a token is 43 characters)."""


def _admin(args: argparse.Namespace) -> AdminClient:
    """The client of the service at `--url`, with the admin token the options give."""
    return AdminClient(args.url, token=_token(args))


def _token(args: argparse.Namespace) -> str | None:
    if args.token:
        return str(args.token)
    if args.token_file:
        return read_token_file(args.token_file)
    return os.environ.get(TOKEN_ENV)


def read_token_file(path: str | Path) -> str:
    """The admin token in `path`: its text without the white space around it.

    `JsonFileError` (a `ValueError`) naming the file when it cannot be read, is past
    `TOKEN_FILE_LIMIT` (`/dev/zero` ends), is not UTF-8 or holds nothing; a file that
    group or others may read is warned of (`warn_if_unprotected`), as identities are.
    """
    warn_if_unprotected(path)
    data = read_limited(path, TOKEN_FILE_LIMIT)
    try:
        token = data.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise JsonFileError(f"--token-file {path}: not UTF-8 text") from None
    if not token:
        raise JsonFileError(f"--token-file {path}: holds no token")
    return token


def _actor() -> str:
    try:
        return f"cli:{getpass.getuser()}"
    except (KeyError, OSError):  # no user name in containers without a passwd entry
        return "cli"


def _operate(
    args: argparse.Namespace, operation: Callable[[Repository], Commit | None]
) -> dict[str, Any]:
    store = SqliteStore(args.db)
    try:
        commit = store.operate(operation, actor=_actor())
    finally:
        store.close()
    assert commit is not None  # noqa: S101 - every CLI operation commits or raises
    return {"operation": commit.operation, "summary": commit.summary, **commit.detail}


MOST_KEYS: Final = 32
"""Keys of one role made by one command, at most (each is generated and signs every
version of its role's metadata: 100,000 took minutes before failing nothing)."""
_key_count: Final = whole_number(1, MOST_KEYS, f"a number of keys (1 to {MOST_KEYS})")


def _folder_exists(path: Path, option: str) -> None:
    """Refuse a file to create in a folder that is not there (`InvalidRequestError`).

    Nothing is made on the way: a mistyped path is said, not built.
    """
    folder = path.parent
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise InvalidRequestError(f"{option} {path}: its folder {folder} {what}")


def _init(args: argparse.Namespace, console: Console) -> int:
    db = Path(args.db)
    token_file = Path(args.token_file) if args.token_file else None
    authority_init.refuse_existing(db, token_file)
    authority_init.warn_of_leftovers(db, *([token_file] if token_file else []))
    _folder_exists(db, "--db")
    if token_file is not None:
        _folder_exists(token_file, "--token-file")
    commit = Repository.create(
        authority_id=args.authority_id,
        now=datetime.now(UTC),
        root_keys=args.root_keys,
        root_threshold=args.root_threshold,
    )
    token = secrets.token_urlsafe(32)
    authority_init.create(
        db,
        commit,
        token=token,
        token_file=token_file,
        actor=_actor(),
        settings={"authority_id": args.authority_id, TOKEN_SETTING: token_digest(token)},
    )
    if args.json:
        record = {"command": "init", "ok": True, "authority": args.authority_id, "db": args.db}
        _print_json(
            console,
            record | {"token_file": str(token_file)} if token_file else record | {"token": token},
        )
        return 0
    console.print(f"created authority [bold]{args.authority_id}[/] in {args.db}")
    if token_file is not None:
        console.print(f"admin token written to {token_file}")
    else:
        console.print("admin token (shown once; keep it secret):")
        console.print(token, markup=False, highlight=False)
    return 0


class OperationFailedError(Exception):
    """An operation refused or failed part-way: the file at fault, the cause, what was done."""

    def __init__(self, file: str | None, cause: Exception, done: list[dict[str, Any]]) -> None:
        super().__init__(f"{file}: {cause}" if file is not None else str(cause))
        self.file = file
        self.cause = cause
        self.done = done


def _publish(args: argparse.Namespace) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    # the token once, before any file: a pipe (--token-file /dev/stdin) is read once, and
    # its faults are its own, not the first context file's
    admin = _admin(args) if args.url else None
    for file in args.files:
        try:
            data = read_limited(file, DEFAULT_MAX_DOCUMENT_BYTES)
        except JsonFileError as exc:  # it names the file
            raise OperationFailedError(None, exc, results) from exc
        try:
            if admin is not None:
                results.append(admin.publish(data))
            else:
                results.append(_operate(args, _publisher(data, datetime.now(UTC))))
        except sqlite3.Error as exc:  # the database is at fault, not the context's file
            # (a damaged row names the database itself, with its table and row)
            named = None if isinstance(exc, DamagedStoreError) else str(args.db)
            raise OperationFailedError(named, exc, results) from exc
        except (AuthorityError, ContextError, OSError, ValueError) as exc:
            # the files before it are published: say so, and name the one at fault
            raise OperationFailedError(file, exc, results) from exc
    return results


def _publisher(data: bytes, now: datetime) -> Callable[[Repository], Commit]:
    return lambda repo: repo.publish(data, now=now)


def _change(args: argparse.Namespace) -> dict[str, Any]:
    if args.url:
        admin = _admin(args)
        call = admin.revoke if args.authority_command == "revoke" else admin.deprecate
        return call(args.urn, args.reason)
    now = datetime.now(UTC)
    if args.authority_command == "revoke":
        return _operate(args, lambda repo: repo.revoke(args.urn, reason=args.reason, now=now))
    return _operate(args, lambda repo: repo.deprecate(args.urn, reason=args.reason, now=now))


def _withdraw(args: argparse.Namespace) -> dict[str, Any]:
    if args.url:
        return _admin(args).withdraw(args.role, args.reason)
    now = datetime.now(UTC)
    return _operate(args, lambda repo: repo.withdraw(args.role, reason=args.reason, now=now))


def _rotate(args: argparse.Namespace) -> dict[str, Any]:
    if args.url:
        return _admin(args).rotate(args.role, threshold=args.threshold, keys=args.keys)
    from authority.keys import generate  # noqa: PLC0415 - only rotation makes keys

    fresh = [generate(args.role) for _ in range(args.keys)]
    now = datetime.now(UTC)
    return _operate(
        args, lambda repo: repo.rotate(args.role, now=now, new_keys=fresh, threshold=args.threshold)
    )


def _status(args: argparse.Namespace) -> dict[str, Any]:
    if args.url:
        admin = _admin(args)
        known = admin.well_known()
        return {
            "authority": known["id"],
            "root": known["root"],
            "contexts": admin.contexts()["contexts"],
        }
    store = SqliteStore(args.db)
    try:
        repo = store.repository()
        roles = {
            role: {
                "version": repo.metadata_of(role).signed.version,
                "expires": repo.metadata_of(role).signed.expires.isoformat(),
            }
            for role in (*TOP_LEVEL_ROLES, *sorted(repo.delegated))
        }
        return {
            "authority": repo.authority_id,
            "roles": roles,
            "delegations": {n: list(r.paths or ()) for n, r in repo.delegations().items()},
            "contexts": [p.as_json() for p in repo.contexts()],
            "integrity": store.integrity_check(),
            "leftovers": [str(p) for p in authority_init.warn_of_leftovers(Path(args.db))],
        }
    finally:
        store.close()


def _print_status(status: dict[str, Any], console: Console) -> None:
    # (what a service answered is text, never markup: an outside attack made `[/]` in an
    # unsigned answer exit 1 with MarkupError, and `[green]` restyle the table)
    console.print(f"authority [bold]{escape(printable(str(status['authority'])))}[/]")
    for role, info in status.get("roles", {}).items():
        console.print(
            f"  {role:<10} v{info['version']:<4} expires {info['expires']}",
            highlight=False,
            markup=False,
        )
    rows = [
        tuple(
            printable(str(cell))
            for cell in (c["urn"], c["status"], c["digest"][:19] + "...", c["published_at"])
        )
        for c in status["contexts"]
    ]
    if not console.is_terminal:  # piped: whole lines, never a table cut to 80 columns
        for row in rows:
            console.print("  ".join(row), highlight=False, markup=False, soft_wrap=True)
        return
    table = Table("URN", "status", "digest", "published")
    for row in rows:
        table.add_row(*(Text(str(cell)) for cell in row))
    console.print(table)


_OPERATIONS: dict[str, Callable[[argparse.Namespace], Any]] = {
    "publish": _publish,
    "deprecate": _change,
    "revoke": _change,
    "rotate": _rotate,
    "withdraw": _withdraw,
    "status": _status,
}


def run_authority_command(
    args: argparse.Namespace, console: Console, errors: Console | None = None
) -> int:
    """Run `ioa authority ...`; return the exit code.

    2 for a refused or failed operation, 1 when the authority at `--url` cannot be
    reached (the world's fault, not the command's). A refusal or failure is one line
    on `errors` (stderr; default `console`) naming the file at fault; with `--json` it
    is one JSON object on stdout instead, `{"command", "ok": false, "error": CODE,
    "message", "file"?, "explanation"?, "done"}` (`done`: what was published before
    it), and a success is one object too, `{"command", "ok": true, ...}`.
    """
    errors = errors or console
    try:
        if args.authority_command == "init":
            return _init(args, console)
        if args.authority_command == "serve":
            return serve_authority(args, console)
        result = _OPERATIONS[args.authority_command](args)
    except ConfigFileError as exc:  # serve's file or options: every fault, one line each
        for line in str(exc).splitlines():
            errors.print(f"[red]error[/] {escape(line)}", highlight=False)
        return 2
    except (
        OperationFailedError,
        AuthorityError,
        ContextError,
        OSError,
        ValueError,  # a URL that is not one (`--url notaurl`), JSON that does not parse
        sqlite3.Error,
    ) as exc:
        _report_failure(args, console, errors, exc)
        # the world's fault (an authority that does not answer) is a runtime failure
        unreachable = isinstance(getattr(exc, "cause", exc), AuthorityUnreachableError)
        return 1 if unreachable else 2
    if getattr(args, "json", False):
        # one object, as a failure is: `done` lists what publish published
        shown = {"done": result} if isinstance(result, list) else result
        _print_json(console, {"command": args.authority_command, "ok": True} | shown)
    elif args.authority_command == "status":
        _print_status(result, console)
    else:
        for item in result if isinstance(result, list) else [result]:
            console.print(item.get("summary", item), highlight=False, markup=False)
    return 0


def _report_failure(
    args: argparse.Namespace, console: Console, errors: Console, exc: Exception
) -> None:
    file, done = None, []
    if isinstance(exc, OperationFailedError):
        file, done, exc = exc.file, exc.done, exc.cause
    refused = isinstance(exc, AuthorityError | ContextError)
    code = str(exc.code) if isinstance(exc, AuthorityError | ContextError) else "error"
    message = exc.message if isinstance(exc, AuthorityError | ContextError) else str(exc)
    if isinstance(exc, OSError) and exc.filename is not None:
        message = f"{exc.filename}: {exc.strerror or exc}"
        file = None  # the message names it already
    if (
        isinstance(exc, sqlite3.Error)
        and not isinstance(exc, DamagedStoreError)  # it names the file, table and row
        and file is None
        and getattr(args, "db", None)
    ):
        file = args.db  # "file is not a database": which one
    explanation = getattr(exc, "explanation", None)
    if getattr(args, "json", False):
        record: dict[str, Any] = {
            "command": args.authority_command,
            "ok": False,
            "error": code,
            "message": message,
        }
        if file is not None:
            record["file"] = file
        if explanation:
            record["explanation"] = explanation
        record["done"] = done
        _print_json(console, record)
        return
    for item in done:
        console.print(item.get("summary", item), highlight=False, markup=False)
    where = f"{file}: " if file is not None else ""
    shown = f"[{code}] {message}" if refused else message
    word = "refused" if refused else "error"
    errors.print(f"[red]{word}[/] {escape(where + shown)}", highlight=False)
    if explanation:
        errors.print(explanation, markup=False, highlight=False)


def _print_json(console: Console, value: object) -> None:
    """One JSON document on stdout, never wrapped or styled (a program reads it)."""
    console.file.write(json.dumps(value, indent=2) + "\n")
    console.file.flush()
