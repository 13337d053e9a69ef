"""`ioa authority serve`: run the Schema Authority's service, from options or a file.

The options stand for an authority service file (`[service]`, `[listen]`): they are held to
the file's rules (`check_serve_options`), and `--config FILE` takes the place of all of them.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import ssl
from pathlib import Path
from typing import Final

from rich.console import Console

from authority.config import ServiceConfig
from authority.exceptions import InvalidRequestError
from authority.service import serve
from authority.sqlite_store import SqliteStore
from ioa.certificates import CertificateCheck, check_certificate, watch_certificate
from ioa.config import (
    AuthorityServiceFile,
    ConfigFileError,
    ServiceSection,
    connection_limits,
    file_instead_of_options,
    options_as_file,
)
from ioa.event_loop import CLIENT_CA_LOOP, settle_collector
from ioa.event_loop import run as run_event_loop
from l7_transport.tls import server_ssl_context

RESIGN_INTERVAL: float = ServiceSection.model_fields["resign_interval"].default
"""Seconds between expiry checks when neither an option nor a file says (the file's default)."""


def serve_authority(args: argparse.Namespace, console: Console) -> int:
    """Run the service until SIGINT or SIGTERM (exit status 0)."""
    # logging is the CLI's (ioa.logs, set up once); the start line is ours, on stdout
    args = _serve_arguments(args)
    store = SqliteStore(args.db)
    if store.read_only:  # the re-signer writes every minute: refused now, not once it fails
        raise InvalidRequestError(f"serve writes {args.db}: {store.not_writable()}")
    if not store.initialised():
        raise InvalidRequestError(f"{args.db} holds no authority: run `ioa authority init` first")
    # every row the service signs with, decoded once: a damaged one is one line now,
    # not a re-signer that fails every minute once the port is open
    store.repository()
    check = CertificateCheck()
    expiry = check_certificate("authority", args.tls_cert, check) if args.tls_cert else None
    context = _tls_context(args) if args.tls_cert else None
    config = ServiceConfig(
        admin_identities=frozenset(args.admin_identity),
        resign_check_interval=args.resign_interval,
        authz_issuer=args.authz_issuer,
        limits=connection_limits(args),
    )
    scheme = "https" if context is not None else "http"

    listening = False

    def ready(host: str, port: int) -> None:
        nonlocal listening
        listening = True
        console.print(f"serving authority on {scheme}://{host}:{port}", highlight=False)
        settle_collector()  # set up: what is alive now lives as long as the server
        console.file.flush()  # whoever started us may be waiting for this line on a pipe

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError):
                loop.add_signal_handler(signum, stop.set)
        certificate = None
        if expiry is not None:  # the certificate is checked again while it is served
            watching = watch_certificate("authority", args.tls_cert, expiry, check)
            certificate = asyncio.create_task(watching)
        try:
            await serve(
                store,
                host=args.host,
                port=args.port,
                ssl_context=context,
                config=config,
                ready=ready,
                stop=stop,
            )
        except OSError as error:
            if listening:
                raise
            # the port in use, an address not ours, a name no resolver knows: say which
            given = f"[listen] in {args.config}" if args.config else "--host/--port"
            msg = f"cannot listen on {args.host}:{args.port} ({given}): {error.strerror or error}"
            raise OSError(msg) from error  # (no errno: the line is the message alone)
        finally:
            if certificate is not None:
                certificate.cancel()

    # uvloop when installed; asyncio with client certificates (see ioa.event_loop.CLIENT_CA_LOOP)
    run_event_loop(main(), loop=CLIENT_CA_LOOP if args.client_ca else "auto")
    return 0


def _tls_context(args: argparse.Namespace) -> ssl.SSLContext:
    """The server's TLS context; a certificate, key or CA it cannot use is named."""
    try:
        return server_ssl_context(
            args.tls_cert,
            args.tls_key or args.tls_cert,
            client_ca=args.client_ca,
            alpn=("http/1.1",),
        )
    except (ssl.SSLError, OSError) as error:  # a key that is not the certificate's, ...
        files = ", ".join(f for f in (args.tls_cert, args.tls_key, args.client_ca) if f)
        options = "--tls-cert/--tls-key" + ("/--client-ca" if args.client_ca else "")
        given = "[listen] cert, key, client_ca" if args.config else options
        problem = f"{files} ({given}): cannot be used for TLS: {error.strerror or error}"
        if not args.tls_key:
            problem += " (without --tls-key, the key is read from the certificate's file)"
        raise ConfigFileError(args.config or "ioa authority serve", [problem]) from error


_SERVE_OPTIONS = (
    "db",
    "resign_interval",
    "host",
    "port",
    "tls_cert",
    "tls_key",
    "client_ca",
    "admin_identity",
    "authz_issuer",
    "cleartext",
    "max_connections",
    "max_connections_per_address",
    "header_timeout",
    "keep_alive_timeout",
)


def _serve_arguments(args: argparse.Namespace) -> argparse.Namespace:
    """`serve`'s arguments: the options, or what `--config FILE` says (not both)."""
    if args.config is None:
        if args.db is None or args.port is None:
            raise ConfigFileError("ioa authority serve", ["give --db and --port, or --config FILE"])
        if args.host is None:
            args.host = "127.0.0.1"
        if args.resign_interval is None:
            args.resign_interval = RESIGN_INTERVAL
        check_serve_options(args)
        return args
    path = Path(args.config)
    beside = [f"--{name.replace('_', '-')}" for name in _SERVE_OPTIONS if getattr(args, name)]
    config = file_instead_of_options(path, beside, ("authority", "ioa authority serve"))
    assert isinstance(config, AuthorityServiceFile)  # noqa: S101 - expect= checked the role
    service, listen = config.service, config.listen
    return argparse.Namespace(
        **{
            **vars(args),
            "db": str(service.db),
            "host": listen.host,
            "port": listen.port,
            "tls_cert": str(listen.cert) if listen.cert else None,
            "tls_key": str(listen.key) if listen.key else None,
            "client_ca": str(listen.client_ca) if listen.client_ca else None,
            "admin_identity": list(service.admin_identities),
            "resign_interval": service.resign_interval,
            "authz_issuer": service.authz_issuer,
            "max_connections": service.max_connections,
            "max_connections_per_address": service.max_connections_per_address,
            "header_timeout": service.header_timeout,
            "keep_alive_timeout": service.keep_alive_timeout,
        }
    )


_SERVE_FLAGS: Final = {
    "[service] db": "--db",
    "[service] admin_identities": "--admin-identity",
    "[service] resign_interval": "--resign-interval",
    "[service] authz_issuer": "--authz-issuer",
    "[service] max_connections": "--max-connections",
    "[service] max_connections_per_address": "--max-connections-per-address",
    "[service] header_timeout": "--header-timeout",
    "[service] keep_alive_timeout": "--keep-alive-timeout",
    "[listen] host": "--host",
    "[listen] port": "--port",
    "[listen] cert": "--tls-cert",
    "[listen] key": "--tls-key",
    "[listen] client_ca": "--client-ca",
    "[listen]: cert and key": "--tls-cert and --tls-key",
    "[listen]: client_ca needs cert and key": "--client-ca needs --tls-cert",
    "[listen]: client_ca": "--client-ca",
    "[listen]: would serve": "--host: would serve",
    "give cert and key, or set cleartext = true": "give --tls-cert and --tls-key, or --cleartext",
}
"""How a fault of the file `serve`'s options stand for names the option at fault."""


def check_serve_options(args: argparse.Namespace) -> None:
    """`serve`'s options, held to the rules of the file they stand for (`ConfigFileError`).

    Plain HTTP off loopback needs `--cleartext`, as the file needs `cleartext = true`.
    """
    service = {
        "db": args.db,
        "admin_identities": args.admin_identity,
        "resign_interval": args.resign_interval,
        "authz_issuer": args.authz_issuer,
        "max_connections": args.max_connections,
        "max_connections_per_address": args.max_connections_per_address,
        "header_timeout": args.header_timeout,
        "keep_alive_timeout": args.keep_alive_timeout,
    }
    listen = {
        "host": args.host,
        "port": args.port,
        "cert": args.tls_cert,
        "key": args.tls_key or args.tls_cert,  # the key may be in the certificate's file
        "client_ca": args.client_ca,
        "cleartext": args.cleartext,
    }
    document = {
        "role": "authority",
        "service": {key: value for key, value in service.items() if value is not None},
        "listen": {key: value for key, value in listen.items() if value is not None},
    }
    if not Path(args.db).is_file():  # said as `SqliteStore` says it, with what to do
        problem = f"--db {args.db}: no authority database there (run `ioa authority init`)"
        raise ConfigFileError("ioa authority serve", [problem])
    options_as_file(AuthorityServiceFile, document, _SERVE_FLAGS, "ioa authority serve")
