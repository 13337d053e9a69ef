"""Clients on 127.0.0.1 that a server counts as another source: the tests of per-address caps.

Tests use 127.0.0.1 alone, clients included: other loopback addresses are not
configured everywhere (macOS has 127.0.0.1 only). A server names each
connection's source with `ConnectionGate.source_of`; `counting_apart` makes the
connections from chosen client ports count as other sources there, and nothing
else changes: real sockets, the real gate, the real server. A client socket is
bound first (`bound_client`), so that its port is known before it connects.

Run as `python -m other_source PORT=SOURCE... -- ARGV...` (from the repository's
root, with tests/ on PYTHONPATH), it does the same in a process of its own, then
runs `ioa ARGV...`: for the tests of the commands.
"""

from __future__ import annotations

import asyncio
import socket
import sys
from collections.abc import Callable, Mapping, Sequence

from l7_transport.serving import ConnectionGate

HOST = "127.0.0.1"


def counting_apart(sources: Mapping[int, str]) -> Callable[[object], str]:
    """A `ConnectionGate.source_of` under which HOST:port counts as `sources[port]`.

    Every other peer counts as it did.
    """
    counted = ConnectionGate.source_of

    def source_of(peer: object) -> str:
        if isinstance(peer, tuple) and len(peer) > 1 and peer[0] == HOST and peer[1] in sources:
            return sources[peer[1]]
        return counted(peer)

    return source_of


def bound_client() -> socket.socket:
    """A TCP socket bound to a free port of HOST, not connected yet: its port is known."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind((HOST, 0))
        sock.setblocking(False)
    except OSError:
        sock.close()
        raise
    return sock


def port_of(sock: socket.socket) -> int:
    """The port a client socket is bound to."""
    return int(sock.getsockname()[1])


async def connect_from(
    sock: socket.socket, port: int
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """Connect the bound client `sock` to HOST:`port`; its streams."""
    try:
        await asyncio.get_running_loop().sock_connect(sock, (HOST, port))
    except BaseException:
        sock.close()
        raise
    return await asyncio.open_connection(sock=sock)


def main(argv: Sequence[str]) -> int:
    """`PORT=SOURCE... -- ARGV...`: count each port apart, then run `ioa ARGV...`."""
    split = list(argv).index("--")
    sources = {int(port): source for port, _, source in (a.partition("=") for a in argv[:split])}
    ConnectionGate.source_of = staticmethod(counting_apart(sources))  # type: ignore[method-assign]
    from ioa.cli import main as ioa  # noqa: PLC0415 - the commands' tests only, not the transport's

    return ioa(argv[split + 1 :])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
