"""What every role's config file is made of: the error, the section base, shared sections."""

from __future__ import annotations

import argparse
import ipaddress
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, Final

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    model_validator,
)

from l7_transport.addresses import loopback
from l7_transport.bounds import DAY, MANY
from l7_transport.listener_limits import (
    HEADER_TIMEOUT,
    KEEP_ALIVE_TIMEOUT,
    MAX_CONNECTIONS,
    MAX_CONNECTIONS_PER_ADDRESS,
    ListenerLimits,
)


class ConfigFileError(ValueError):
    """A configuration that cannot be used; `problems` holds one line per fault."""

    def __init__(self, path: Path | str, problems: list[str]) -> None:
        self.path = str(path)
        self.problems = problems
        super().__init__("\n".join(f"{path}: {problem}" for problem in problems))


_FILE: Final[dict[str, Any]] = {"exists": "file"}
"""A path field whose file must exist."""
_DIRECTORY: Final[dict[str, Any]] = {"exists": "directory"}
"""A path field whose directory must exist."""


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


_HIGHEST_PORT: Final = 65535


def host_port(text: str, *, lowest: int = 0) -> tuple[str, int]:
    """`HOST:PORT` as (the host as written, the port).

    `ValueError` if it is not one, or if the port is not from `lowest` to 65535
    (listening may take 0, any port; dialling may not).
    """
    host, sep, port = text.rpartition(":")
    digits = port.isascii() and port.isdigit()  # `int` reads any script's digits, and `²`
    if not sep or not host or not digits or not lowest <= int(port) <= _HIGHEST_PORT:
        msg = f"{text!r} is not HOST:PORT (a port from {lowest} to 65535)"
        raise ValueError(msg)
    return host, int(port)


def whole_number(lowest: int, highest: int, what: str) -> Callable[[str], int]:
    """An `argparse` type: a whole number from `lowest` to `highest` in ASCII digits.

    An int alone would take 70000 for a port or -1 for a count, which a lower layer then
    wraps, refuses with a message naming no option, or works on for minutes. The error
    says `'TEXT' is not WHAT`.
    """

    def parse(text: str) -> int:
        if not (text.isascii() and text.isdigit()) or not lowest <= int(text) <= highest:
            msg = f"{text!r} is not {what}"
            raise argparse.ArgumentTypeError(msg)
        return int(text)

    return parse


port_argument: Final = whole_number(
    0, _HIGHEST_PORT, f"a port (0, any free port, to {_HIGHEST_PORT})"
)
"""A command line's port to listen on: 0 (any free port) to 65535."""


SHORTEST_INTERVAL: Final = 0.01
"""Seconds: a shorter interval between checks is a loop that spins."""
LONGEST_INTERVAL: Final = DAY
"""Seconds: a day, as the library's configs (`l7_transport.bounds.DAY`); a longer interval or
timeout is one that never comes."""
Seconds = Annotated[
    StrictFloat, Field(ge=SHORTEST_INTERVAL, le=LONGEST_INTERVAL, allow_inf_nan=False)
]
"""A config file's number of seconds: from `SHORTEST_INTERVAL` to a day, finite; a whole or
decimal number, never `true` or a string (every interval and timeout key is one)."""
MOST_CONNECTIONS: Final = MANY
"""The most connections (or streams, or pooled connections) a count key may give, as the
command line's options allow."""


def seconds_argument(text: str) -> float:
    """A command line's interval in seconds, for `argparse`: a finite number above 0.

    A float alone takes -5, `nan` and `inf`: a loop that spins, or one that fails later
    with "cannot convert float NaN to integer".
    """
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds < SHORTEST_INTERVAL:
        msg = f"{text!r} is not a number of seconds from {SHORTEST_INTERVAL}"
        raise argparse.ArgumentTypeError(msg)
    return seconds


_connections: Final = whole_number(
    1, MOST_CONNECTIONS, f"a number of connections (1 to {MOST_CONNECTIONS})"
)


def add_connection_limits(parser: argparse.ArgumentParser, *, scope: str = "") -> None:
    """A listener's `ListenerLimits` as options (None where not given).

    `--max-connections`, `--max-connections-per-address`, `--header-timeout` and
    `--keep-alive-timeout`; a command merges them with a file's, or takes the defaults
    (`connection_limits`). `scope` opens each help text ("with --listen: ").
    """
    parser.add_argument(
        "--max-connections",
        type=_connections,
        metavar="N",
        help=f"{scope}connections at once (default {MAX_CONNECTIONS}); past it a new one is "
        "closed at once, and logged",
    )
    parser.add_argument(
        "--max-connections-per-address",
        type=_connections,
        metavar="N",
        help=f"{scope}connections at once from one client address (IPv6: its /64; default "
        f"{MAX_CONNECTIONS_PER_ADDRESS}); past it the same",
    )
    parser.add_argument(
        "--header-timeout",
        type=seconds_argument,
        metavar="SECONDS",
        help=f"{scope}close a connection whose request's headers (TLS handshake included) "
        "have not all come this long after it opened or its last answer (default "
        f"{HEADER_TIMEOUT:g})",
    )
    parser.add_argument(
        "--keep-alive-timeout",
        type=seconds_argument,
        metavar="SECONDS",
        help=f"{scope}close a connection that sends nothing this long after it opened or its "
        f"last answer (default {KEEP_ALIVE_TIMEOUT:g})",
    )


def connection_limits(args: argparse.Namespace) -> ListenerLimits:
    """The `ListenerLimits` of `add_connection_limits`' options, defaults where not given."""
    return ListenerLimits(
        max_connections=args.max_connections or MAX_CONNECTIONS,
        max_connections_per_address=args.max_connections_per_address or MAX_CONNECTIONS_PER_ADDRESS,
        header_timeout=args.header_timeout or HEADER_TIMEOUT,
        keep_alive_timeout=args.keep_alive_timeout or KEEP_ALIVE_TIMEOUT,
    )


_LABEL: Final = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_NAME: Final = re.compile(rf"{_LABEL}(?:\.{_LABEL})*\.?")
_DOTTED: Final = re.compile(r"[0-9.]+")


def _listen_host(host: str) -> str:
    """`host` if it is an IP address (IPv6 in brackets or not) or an RFC 1123 host name.

    Each form is checked as what it looks like: brackets or a colon make an IPv6
    address (brackets in pairs), digits and dots alone an IPv4 address, anything else
    a host name.
    """
    opened, closed = host.startswith("["), host.endswith("]")
    if opened != closed or host.count("[") + host.count("]") > 2 * opened:
        msg = f"{host!r} is not an IP address or a host name: its brackets do not pair"
        raise ValueError(msg)
    inner = host[1:-1] if opened else host
    address: type[ipaddress.IPv4Address | ipaddress.IPv6Address]
    if opened or ":" in inner:
        if "%" in inner:
            msg = f"{host!r}: a scoped IPv6 address (with %zone) is not supported"
            raise ValueError(msg)
        address = ipaddress.IPv6Address
    elif _DOTTED.fullmatch(host):
        address = ipaddress.IPv4Address
    elif _NAME.fullmatch(host):
        return host
    else:
        msg = f"{host!r} is not an IP address or a host name"
        raise ValueError(msg)
    try:
        address(inner)
    except ValueError as error:
        kind = "IPv6" if address is ipaddress.IPv6Address else "IPv4"
        msg = f"{host!r} is not an {kind} address ({error})"
        raise ValueError(msg) from None
    return host


ListenHost = Annotated[str, AfterValidator(_listen_host)]
"""A `[listen] host`: checked when the file is read, not when the socket is bound."""


class TlsListenSection(_Section):
    """`[listen]`: where it serves, with or without TLS."""

    host: ListenHost = Field(
        default="127.0.0.1", description="the address to listen on (an IP address or a host name)"
    )
    port: StrictInt = Field(default=0, ge=0, le=65535, description="the port (0: any free port)")
    cert: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="the server certificate (PEM)"
    )
    key: Path | None = Field(
        default=None, json_schema_extra=_FILE, description="its private key (PEM)"
    )
    client_ca: Path | None = Field(
        default=None,
        json_schema_extra=_FILE,
        description="the CA of client certificates: with it, clients present one",
    )
    cleartext: StrictBool = Field(
        default=False,
        description="serve without TLS on an address other than loopback (development)",
    )

    @model_validator(mode="after")
    def _together(self) -> TlsListenSection:
        if (self.cert is None) != (self.key is None):
            msg = "cert and key go together: give both (TLS) or neither"
            raise ValueError(msg)
        if self.cert is None and not self.cleartext and not loopback(self.host):
            msg = (
                f"would serve without TLS on {self.host}: give cert and key, or set "
                "cleartext = true if that is meant"
            )
            raise ValueError(msg)
        if self.client_ca is not None and self.cert is None:
            msg = "client_ca needs cert and key (client certificates are a TLS matter)"
            raise ValueError(msg)
        return self
