"""A server connection whose set-up fails on this side is closed, and gives its place back.

Raised from `connection_made`, the exception reached only the event loop's handler
on a cleartext connection: the socket stayed open, served by a half-made protocol with
no first-request deadline, holding its place in the connection caps for as long as the
peer kept it.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

import l7_transport.h2connection
from l7_transport import Channel
from l7_transport.http2 import Http2Server, serve_http2
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki

PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
WAIT = 10.0  # (a hang detector: the server closes at once)


async def _ignore(channel: Channel) -> None:
    await channel.close()


@pytest.fixture(params=["cleartext", "tls"])
async def served(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[tuple[Http2Server, ssl.SSLContext | None]]:
    if request.param == "cleartext":
        server = await serve_http2(_ignore, cleartext=True)
        client = None
    else:
        pki = write_dev_pki(tmp_path)
        context = server_ssl_context(pki.server_cert, pki.server_key)
        server = await serve_http2(_ignore, ssl_context=context)
        client = client_ssl_context(pki.ca_cert)
        client.set_alpn_protocols(["h2"])
    try:
        yield server, client
    finally:
        await server.close(grace=0)


async def _first_read(port: int, client: ssl.SSLContext | None) -> bytes:
    """What the server sends a client that sends the preface and waits (b"": it closed)."""
    reader, writer = await asyncio.open_connection(
        "127.0.0.1", port, ssl=client, server_hostname="localhost" if client else None
    )
    try:
        writer.write(PREFACE)
        await writer.drain()
        return await asyncio.wait_for(reader.read(65536), WAIT)
    except (ConnectionError, ssl.SSLError):
        return b""
    finally:
        writer.close()


async def _none_open(server: Http2Server) -> int:
    for _ in range(200):
        if server.gate.open == 0 and not server.connections:
            return 0
        await asyncio.sleep(0.01)
    return server.gate.open


async def test_a_set_up_that_fails_closes_the_connection_and_frees_its_place(
    served: tuple[Http2Server, ssl.SSLContext | None],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    server, client = served

    def refuse(_transport: object) -> None:
        raise OSError(22, "Invalid argument (a socket option refused)")

    monkeypatch.setattr(l7_transport.h2connection, "bound_tls_backlog", refuse)
    with caplog.at_level(logging.ERROR, logger="l7_transport.http2"):
        assert await _first_read(server.port, client) == b""
    assert await _none_open(server) == 0
    [line] = [r.getMessage() for r in caplog.records if "setting up" in r.getMessage()]
    assert "127.0.0.1" in line
    assert "OSError" in line
    assert "closed" in line
    # The next connection, set up as usual, is served: the server's SETTINGS come back.
    monkeypatch.undo()
    assert (await _first_read(server.port, client))[3:4] == b"\x04"
