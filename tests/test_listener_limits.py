"""The HTTP listeners other than the agent's own: connection caps, header deadline, keep-alive.

Each listener (the MCP proxy's uvicorn, the A2A bridge on hypercorn and on
uvicorn, the Schema Authority and the authorization server on aiohttp) is run on
127.0.0.1 with small `ListenerLimits` and met with raw sockets: one connection
past the cap of an address is closed at its accept while the others are served;
a request's headers sent a byte a second are cut off; an idle connection is
closed, before and after a request; an honest client is served during a
slowloris of many connections. Listeners started in one process share its
descriptors, in proportion to their caps. The listeners are also run as their commands
(`ioa mcp-proxy`, `ioa agent serve --a2a`, `ioa authority serve`) with their
default limits under a low descriptor limit, the outside attack the docs told
of: a slowloris of more connections than the process has descriptors, from one
address, which left every other client unserved, and from several, which only
the total lowered to fit the descriptors refuses. Every socket is on
127.0.0.1: the honest client of another address is one whose port the server
counts as another source (`other_source`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import re
import shlex
import socket
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import pytest
from aiohttp import web
from test_authority_service import make_store, running

from authority.authz.dpop import MemoryReplayCache
from authority.authz.server import AuthorizationServer
from authority.authz.service import AuthzService, serving
from authority.authz.store import MemoryLedger
from authority.config import ServiceConfig
from l7_transport import listener as listener_module
from l7_transport.listener import Admission, TcpListener
from l7_transport.listener_limits import CountedProtocol, ListenerLimits, gated_listener
from l7_transport.serving import ConnectionGate

pytest.importorskip("mcp")
pytest.importorskip("a2a")
pytest.importorskip("hypercorn")
pytest.importorskip("uvicorn")

from a2a_helpers import booking_airline
from other_source import bound_client, connect_from, counting_apart, port_of

from ioa.bridges import asgi_body
from ioa.bridges.a2a import serve_a2a
from ioa.bridges.mcp import HttpSettings, UpstreamCommand, listening_socket, serve_http
from ioa.bridges.mcp.listener import MAX_BODY

ROOT = Path(__file__).resolve().parents[1]
UPSTREAM = ROOT / "tests" / "mcp_upstream.py"

Listener = Callable[[ListenerLimits, Path], AbstractAsyncContextManager[tuple[int, str]]]
"""Serves with the limits given; yields the port and a path that a GET is answered at."""


@contextlib.asynccontextmanager
async def mcp_proxy(limits: ListenerLimits, _tmp: Path) -> AsyncIterator[tuple[int, str]]:
    sock = listening_socket("127.0.0.1", 0)
    ready: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    command = UpstreamCommand(sys.executable, (str(UPSTREAM),))
    task = asyncio.create_task(
        serve_http(command, sock, ready=ready.set_result, settings=HttpSettings(limits=limits))
    )
    try:
        await asyncio.wait_for(asyncio.shield(ready), 20)
        yield sock.getsockname()[1], "/mcp"
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def a2a_bridge(server: str) -> Listener:
    @contextlib.asynccontextmanager
    async def bridge(limits: ListenerLimits, _tmp: Path) -> AsyncIterator[tuple[int, str]]:
        agent = booking_airline()
        served = await serve_a2a(agent, server=server, limits=limits)
        try:
            yield served.port, "/.well-known/agent-card.json"
        finally:
            await served.close()
            await agent.close()

    return bridge


@contextlib.asynccontextmanager
async def schema_authority(limits: ListenerLimits, tmp: Path) -> AsyncIterator[tuple[int, str]]:
    store = make_store(tmp / "authority.db")
    try:
        async with running(store, config=ServiceConfig(limits=limits)) as url:
            yield int(url.rpartition(":")[2]), "/healthz"
    finally:
        store.close()


@contextlib.asynccontextmanager
async def authorization_server(
    limits: ListenerLimits, _tmp: Path
) -> AsyncIterator[tuple[int, str]]:
    server = AuthorizationServer(
        issuer="http://127.0.0.1",
        token_endpoint="",
        ledger=MemoryLedger(),
        replay=MemoryReplayCache(),
    )
    app: web.Application = AuthzService(server, admin=lambda _: None).application()
    async with serving(app, limits=limits) as base:
        yield int(base.rpartition(":")[2]), "/.well-known/oauth-authorization-server"


LOGGED_AS = {
    "mcp-proxy": "mcp-proxy",
    "a2a-hypercorn": "a2a",
    "a2a-uvicorn": "a2a",
    "authority": "authority",
    "authz": "authz",
}
"""What each listener's log lines call it."""

LISTENERS: dict[str, Listener] = {
    "mcp-proxy": mcp_proxy,
    "a2a-hypercorn": a2a_bridge("hypercorn"),
    "a2a-uvicorn": a2a_bridge("uvicorn"),
    "authority": schema_authority,
    "authz": authorization_server,
}


@pytest.fixture(params=sorted(LISTENERS))
def listener(request: pytest.FixtureRequest) -> Listener:
    return LISTENERS[request.param]


@pytest.fixture
def logged_as(listener: Listener) -> str:
    """What the log lines of the listener under test call it."""
    return next(LOGGED_AS[name] for name, served in LISTENERS.items() if served is listener)


# -- raw HTTP/1.1 on real sockets --------------------------------------------------------------


async def connect(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.open_connection("127.0.0.1", port)


def request(path: str, port: int, *, close: bool = True) -> bytes:
    ending = "Connection: close\r\n" if close else ""
    return f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{ending}\r\n".encode()


async def status_line(reader: asyncio.StreamReader) -> bytes:
    return await asyncio.wait_for(reader.readline(), 20)


async def whole_response(reader: asyncio.StreamReader) -> bytes:
    """The status line of one response read to its end (Content-Length or chunked)."""
    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 20)
    length = re.search(rb"(?im)^content-length:\s*(\d+)", head)
    if length is not None:
        await asyncio.wait_for(reader.readexactly(int(length[1])), 20)
    elif re.search(rb"(?im)^transfer-encoding:\s*chunked", head):
        while True:
            size = int((await asyncio.wait_for(reader.readline(), 20)).split(b";")[0], 16)
            await asyncio.wait_for(reader.readexactly(size + 2), 20)
            if size == 0:
                break
    return head.split(b"\r\n", 1)[0]


async def closed_within(reader: asyncio.StreamReader, seconds: float) -> bool:
    """Whether the server closes the connection within `seconds` (what it sends is skipped)."""
    try:
        async with asyncio.timeout(seconds):
            while await reader.read(4096):
                pass
    except TimeoutError:
        return False
    except ConnectionError:
        pass
    return True


def close_all(writers: list[asyncio.StreamWriter]) -> None:
    for writer in writers:
        writer.close()


async def served_again(port: int, path: str) -> bytes:
    """A request's status line once the server has seen connections go (it may take a moment)."""
    for _ in range(50):
        reader, writer = await connect(port)
        writer.write(request(path, port))
        try:
            line = await status_line(reader)
        except (ConnectionError, asyncio.IncompleteReadError):
            line = b""
        finally:
            writer.close()
        if line:
            return line
        await asyncio.sleep(0.1)
    return b""


# -- the caps --------------------------------------------------------------------------------


async def test_one_connection_past_the_cap_of_an_address_is_refused_and_the_others_served(
    listener: Listener, logged_as: str, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="l7_transport.listener")
    limits = ListenerLimits(
        max_connections=16, max_connections_per_address=3, header_timeout=60, keep_alive_timeout=60
    )
    async with listener(limits, tmp_path) as (port, path):
        held = [await connect(port) for _ in range(3)]
        try:
            reader, writer = await connect(port)
            refused_port = writer.get_extra_info("sockname")[1]
            writer.write(request(path, port))
            with contextlib.suppress(ConnectionError):  # (reset: the request came after)
                assert await reader.read() == b""  # closed with no answer
            writer.close()
            for held_reader, held_writer in held:  # the three held are served
                held_writer.write(request(path, port))
                assert (await status_line(held_reader)).startswith(b"HTTP/1.1 ")
        finally:
            close_all([writer for _, writer in held])
        # their end gives their places back
        assert (await served_again(port, path)).startswith(b"HTTP/1.1 ")
    refused = [r.getMessage() for r in caplog.records if "refusing a connection" in r.getMessage()]
    assert refused
    assert refused[0] == (
        f"refusing a connection from 127.0.0.1:{refused_port} to {logged_as} at 127.0.0.1:{port}: "
        "3 connections from 127.0.0.1 are open; the limit is 3"
    )


async def test_a_cap_above_the_descriptors_of_the_process_is_lowered_to_fit_and_said(
    listener: Listener,
    logged_as: str,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Past its descriptors a process fails every accept, file and upstream connection:
    a total of 512 under `ulimit -n 70` refuses past 6, cleanly, and says so once. Alone,
    its cap per source is at most its total (128: 6)."""
    caplog.set_level(logging.WARNING, logger="l7_transport.listener")
    monkeypatch.setattr(listener_module, "descriptor_limit", lambda: 70)
    monkeypatch.setattr(listener_module, "_descriptors", listener_module.DescriptorBudget())
    clients = [bound_client() for _ in range(7)]  # a source each
    sources = counting_apart({port_of(sock): f"source {n}" for n, sock in enumerate(clients)})
    monkeypatch.setattr(ConnectionGate, "source_of", staticmethod(sources))
    limits = ListenerLimits(header_timeout=60, keep_alive_timeout=60)  # 512, 128 a source
    async with listener(limits, tmp_path) as (port, path):
        held = [await connect_from(sock, port) for sock in clients[:6]]
        try:
            reader, writer = await connect_from(clients[6], port)
            with contextlib.suppress(ConnectionError):
                assert await reader.read() == b""  # the seventh: closed with no answer
            writer.close()
            held_reader, held_writer = held[0]
            held_writer.write(request(path, port))
            assert (await status_line(held_reader)).startswith(b"HTTP/1.1 ")
        finally:
            close_all([writer for _, writer in held])
    said = [r.getMessage() for r in caplog.records if "descriptors" in r.getMessage()]
    fitted = (
        f"{logged_as} at 127.0.0.1:{port}: at most 6 connections at once (6 from one source), "
        "not 512 (128): this process may open 70 descriptors (ulimit -n); raise it to serve more"
    )
    assert said == [fitted]
    refused = [r.getMessage() for r in caplog.records if "refusing a connection" in r.getMessage()]
    assert refused
    assert refused[0].endswith(": 6 connections are open; the limit is 6")


def held(admission: Admission) -> asyncio.Protocol:
    """An admitted connection's protocol: held open, never answered."""
    return CountedProtocol(asyncio.Protocol(), admission)


def lowered(served: TcpListener, caps: tuple[int, int], limit: int, listeners: int) -> str:
    """What `served` says when its caps are lowered to `caps` (total, per source)."""
    shared = f", shared by {listeners} listeners" if listeners > 1 else ""
    return (
        f"{served.name} at 127.0.0.1:{served.port}: at most {caps[0]} connections at once "
        f"({caps[1]} from one source), not {served.configured[0]} ({served.configured[1]}): "
        f"this process may open {limit} descriptors (ulimit -n){shared}; raise it to serve more"
    )


@contextlib.asynccontextmanager
async def sharing(
    monkeypatch: pytest.MonkeyPatch, limit: int
) -> AsyncIterator[Callable[[str, int, int], Awaitable[TcpListener]]]:
    """Listeners started in a process (a budget of its own) that may open `limit`
    descriptors; those started through the function yielded are closed at the end."""
    monkeypatch.setattr(listener_module, "descriptor_limit", lambda: limit)
    monkeypatch.setattr(listener_module, "_descriptors", listener_module.DescriptorBudget())
    started: list[TcpListener] = []

    async def start(name: str, total: int, per_address: int) -> TcpListener:
        limits = ListenerLimits(max_connections=total, max_connections_per_address=per_address)
        served = gated_listener(limits, held, name=name)
        await served.start("127.0.0.1", 0)
        started.append(served)
        return served

    try:
        yield start
    finally:
        for served in started:
            await served.close()


def caps(*listeners: TcpListener) -> list[tuple[int, int]]:
    return [(served.gate.total, served.gate.per_address) for served in listeners]


async def test_the_listeners_of_a_process_share_its_descriptors_in_proportion_to_their_caps(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """Each lowered to fit the process alone, an agent (2,048) and its A2A bridge (512)
    held 1,472 connections under `ulimit -n 1024`; now they share its 960, a cap above it
    weighing as 960, each cap per source lowered as its listener's share of that was."""
    caplog.set_level(logging.WARNING, logger="l7_transport.listener")
    budget = 1024 - listener_module.DESCRIPTOR_RESERVE
    async with sharing(monkeypatch, 1024) as start:
        agent = await start("agent", 2048, 256)
        assert caps(agent) == [(960, 256)]
        a2a = await start("a2a", 512, 128)
        assert caps(agent, a2a) == [(626, 166), (333, 83)]
        small = await start("small", 16, 4)  # fits alone, not beside them
        assert caps(agent, a2a, small) == [(619, 165), (330, 82), (10, 2)]
        assert agent.gate.total + a2a.gate.total + small.gate.total <= budget
        said = [r.getMessage() for r in caplog.records if "descriptors" in r.getMessage()]
        assert said == [
            lowered(agent, (960, 256), 1024, 1),
            lowered(agent, (626, 166), 1024, 2),
            lowered(a2a, (333, 83), 1024, 2),
            lowered(agent, (619, 165), 1024, 3),
            lowered(a2a, (330, 82), 1024, 3),
            lowered(small, (10, 2), 1024, 3),
        ]


async def test_a_listener_has_its_caps_back_once_the_others_have_closed(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="l7_transport.listener")
    async with sharing(monkeypatch, 64 + 100) as start:
        first = await start("first", 300, 100)
        second = await start("second", 100, 50)
        third = await start("third", 200, 200)
        assert caps(first, second, third) == [(33, 33), (33, 16), (33, 33)]
        await first.close()  # each weighs at most the budget: they share it evenly
        assert caps(second, third) == [(50, 25), (50, 50)]
        caplog.clear()
        await third.close()  # the second fits alone
        assert caps(second) == [(100, 50)]
        said = [r.getMessage() for r in caplog.records if "descriptors" in r.getMessage()]
        restored = (
            f"second at 127.0.0.1:{second.port}: at most 100 connections at once (50 from "
            "one source) again, as set: the listeners of this process fit in its 164 "
            "descriptors (ulimit -n)"
        )
        assert said == [restored]


async def test_a_cap_set_very_high_does_not_starve_the_other_listeners(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A review: in proportion to the caps as set, a listener set to a million left every
    other one connection, and itself one from each source."""
    async with sharing(monkeypatch, 64 + 200) as start:
        big = await start("big", 1_000_000, 100)
        small = await start("small", 150, 150)
        assert caps(big, small) == [(114, 57), (85, 85)]
        assert big.gate.total + small.gate.total <= 200


async def open_count(listener: TcpListener, count: int) -> None:
    """Once `listener` holds `count` connections (it accepts at its own pace)."""
    async with asyncio.timeout(30):  # a listener that never gets there fails the test
        while listener.gate.open != count:  # noqa: ASYNC110 - the gate has no event
            await asyncio.sleep(0.01)


async def test_a_listener_lowered_below_what_it_holds_refuses_until_they_end(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async with sharing(monkeypatch, 64 + 8) as start:
        first = await start("first", 8, 8)
        held = [await connect(first.port) for _ in range(6)]
        try:
            await open_count(first, 6)
            second = await start("second", 8, 8)
            assert caps(first, second) == [(4, 4), (4, 4)]
            reader, writer = await connect(first.port)
            with contextlib.suppress(ConnectionError):
                assert await reader.read() == b""  # refused: 6 open, the limit 4
            writer.close()
            assert first.gate.refused == 1
            assert first.gate.open == 6  # those it held, kept
            close_all([writer for _, writer in held[:3]])
            await open_count(first, 3)
            _, writer = await connect(first.port)
            await open_count(first, 4)  # admitted again
            writer.close()
            assert first.gate.refused == 1
        finally:
            close_all([writer for _, writer in held])


def test_the_descriptor_limit_is_the_process_soft_limit() -> None:
    import resource  # noqa: PLC0415 - POSIX

    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    expected = None if soft == resource.RLIM_INFINITY else soft
    assert listener_module.descriptor_limit() == expected


@pytest.fixture
def honest(monkeypatch: pytest.MonkeyPatch) -> Iterator[socket.socket]:
    """A client socket, bound, whose port this process's servers count as another source."""
    with contextlib.closing(bound_client()) as sock:
        sources = counting_apart({port_of(sock): "honest"})
        monkeypatch.setattr(ConnectionGate, "source_of", staticmethod(sources))
        yield sock


async def test_an_honest_client_is_served_during_a_slowloris_of_many_connections(
    listener: Listener, tmp_path: Path, honest: socket.socket
) -> None:
    limits = ListenerLimits(
        max_connections=8, max_connections_per_address=4, header_timeout=60, keep_alive_timeout=60
    )
    async with listener(limits, tmp_path) as (port, path):
        attack = [await connect(port) for _ in range(24)]  # more than the cap in all
        try:
            for _, writer in attack:
                writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            await asyncio.sleep(0.2)
            reader, writer = await connect_from(honest, port)
            writer.write(request(path, port))
            assert (await status_line(reader)).startswith(b"HTTP/1.1 ")
            writer.close()
        finally:
            close_all([writer for _, writer in attack])


# -- the deadlines ---------------------------------------------------------------------------


async def test_headers_sent_a_byte_a_second_are_cut_off(listener: Listener, tmp_path: Path) -> None:
    limits = ListenerLimits(header_timeout=2, keep_alive_timeout=60)
    async with listener(limits, tmp_path) as (port, _):
        reader, writer = await connect(port)
        writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        closed = False
        for _ in range(30):  # 15 times the deadline, at most
            if await closed_within(reader, 1.0):
                closed = True
                break
            try:
                writer.write(b"a")
                await writer.drain()
            except ConnectionError:
                closed = True
                break
        writer.close()
        assert closed, "a slowloris kept its connection"


async def test_an_idle_connection_is_closed_before_and_after_a_request(
    listener: Listener, tmp_path: Path
) -> None:
    limits = ListenerLimits(header_timeout=60, keep_alive_timeout=1)
    async with listener(limits, tmp_path) as (port, path):
        silent_reader, silent = await connect(port)
        kept_reader, kept = await connect(port)
        kept.write(request(path, port, close=False))
        assert (await whole_response(kept_reader)).startswith(b"HTTP/1.1 ")
        assert await closed_within(silent_reader, 20), "a connection that sent nothing was kept"
        assert await closed_within(kept_reader, 20), "an idle keep-alive connection was kept"
        close_all([silent, kept])


async def test_a_request_body_sent_a_byte_at_a_time_is_cut_off(tmp_path: Path) -> None:
    """aiohttp times nothing once the headers are whole: the unauthenticated token
    endpoint read a trickled body for as long as it came (an outside review: still open
    after 40 s with 1 s deadlines). The Schema Authority shares the middleware
    (`authority.listening.limited_runner`); its endpoints authorise or route before
    they read, so a trickle there already ended with aiohttp's linger (10 s)."""
    which = "authz"
    limits = ListenerLimits(header_timeout=60, keep_alive_timeout=60, body_timeout=1)
    method, path = {"authz": ("POST", "/oauth/token"), "authority": ("PUT", "/v1/delegations/x")}[
        which
    ]
    async with LISTENERS[which](limits, tmp_path) as (port, _):
        reader, writer = await connect(port)
        writer.write(
            f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            "Content-Length: 1000\r\n\r\n".encode()
        )
        closed = False
        for _ in range(40):  # 20 s at most: far past the 1 s deadline
            if not writer.is_closing():
                writer.write(b"a")
            if await closed_within(reader, 0.5):
                closed = True
                break
        assert closed, f"a trickled body to {path} was read for ever"
        close_all([writer])
        # the listener goes on
        honest_reader, honest = await connect(port)
        honest.write(
            request(
                "/.well-known/oauth-authorization-server" if which == "authz" else "/healthz", port
            )
        )
        assert (await status_line(honest_reader)).startswith(b"HTTP/1.1 ")
        close_all([honest])


@pytest.mark.parametrize("method", ["GET", "PUT"])
async def test_a_body_trickled_after_its_answer_is_cut_off(
    listener: Listener, tmp_path: Path, method: str
) -> None:
    """An outside attack: uvicorn answered a request that does not read its body (a 404, a
    405, a bad Host) and then read the rest for as long as it came: no deadline runs
    once a response is sent while the body still comes. A byte every 3 s held a
    connection for ever, and 128 of them an address's whole share of the listener."""
    limits = ListenerLimits(header_timeout=1, keep_alive_timeout=1, body_timeout=1)
    async with listener(limits, tmp_path) as (port, path):
        reader, writer = await connect(port)
        writer.write(
            f"{method} /nowhere-{method.lower()} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Transfer-Encoding: chunked\r\n\r\n".encode()
        )
        closed = False
        for _ in range(40):  # 20 s at most: far past the deadlines
            if not writer.is_closing():
                writer.write(b"1\r\nx\r\n")
            if await closed_within(reader, 0.5):
                closed = True
                break
        close_all([writer])
        assert closed, f"a body trickled after its answer held the connection ({method})"
        assert (await served_again(port, path)).startswith(b"HTTP/1.1 ")


@pytest.mark.parametrize("bridge", ["a2a-uvicorn", "mcp-proxy"])
async def test_a_body_sent_whole_after_an_early_answer_gets_the_answer(
    bridge: str, tmp_path: Path
) -> None:
    """A review of the deadline above, first the keep-alive wait: a client that sends its
    whole body before reading (httpx, most do) and took longer lost its answer, the
    connection closed under its upload (a reset destroys what it had not read yet); and
    the next request's wait ran from the answer, not from the body's end; and uvicorn's
    own keep-alive timer closed it after a pause in the upload. The rest of the body has
    `body_timeout`; the keep-alive wait starts when it is whole."""
    limits = ListenerLimits(header_timeout=1, keep_alive_timeout=1, body_timeout=20)
    async with LISTENERS[bridge](limits, tmp_path) as (port, path):
        reader, writer = await connect(port)
        writer.write(
            f"PUT /nowhere HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Transfer-Encoding: chunked\r\n\r\n".encode()
        )
        await asyncio.sleep(1.5)  # a pause longer than the keep-alive wait, answered already
        for _ in range(12):  # then 3 s of body, three times the keep-alive wait
            writer.write(b"400\r\n" + b"x" * 1024 + b"\r\n")
            await writer.drain()
            await asyncio.sleep(0.25)
        writer.write(b"0\r\n\r\n")
        await writer.drain()
        assert (await whole_response(reader)).split()[1] in (b"404", b"405", b"408")
        await asyncio.sleep(0.5)  # within the keep-alive wait, counted from the body's end
        writer.write(request(path, port, close=False))
        assert (await status_line(reader)).startswith(b"HTTP/1.1 ")
        close_all([writer])


BRIDGES = {"mcp-proxy": (mcp_proxy, "/mcp", MAX_BODY),
           "a2a-hypercorn": (a2a_bridge("hypercorn"), "/", 1024 * 1024),
           "a2a-uvicorn": (a2a_bridge("uvicorn"), "/", 1024 * 1024)}  # fmt: skip
"""Each bridge's listener, its path for requests with a body, and its body limit (the
proxy's, the SDK's; the bridge's, its agent's frame size)."""


@pytest.mark.parametrize("bridge", sorted(BRIDGES))
async def test_bodies_being_read_from_an_address_have_a_budget(
    bridge: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An outside attack: each request's body is read whole (up to its limit) before anything
    checks it, and kept while it comes, so one client held the limit once per connection,
    and over HTTP/2 once per stream: ~100 MiB on one connection to the A2A bridge. The
    bytes of bodies being read count against a budget per address (and one in all): past
    it a request is refused (the proxy: HTTP 503; the bridge: -32600 "busy"), and the
    budget is back once the body goes. One body's worth here."""
    monkeypatch.setattr(asgi_body, "BODIES_PER_ADDRESS", 1)
    serving, path, limit = BRIDGES[bridge]
    async with serving(ListenerLimits(), tmp_path) as (port, _):

        def post(length: int) -> bytes:
            return (
                f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
                f"Content-Length: {length}\r\n\r\n"
            ).encode()

        first_reader, first = await connect(port)
        first.write(post(limit - 1) + b" " * (limit * 6 // 10))  # held: the rest never comes
        await first.drain()
        await asyncio.sleep(0.3)
        second_reader, second = await connect(port)
        second.write(post(limit - 1) + b" " * (limit * 6 // 10))
        await second.drain()
        answer = await asyncio.wait_for(second_reader.read(4096), 20)
        assert b"busy" in answer, answer[:200]
        assert answer.startswith(b"HTTP/1.1 503" if bridge == "mcp-proxy" else b"HTTP/1.1 200")
        close_all([first, second])
        await asyncio.sleep(0.3)  # (the first body's bytes given back as its client goes)
        third_reader, third = await connect(port)
        third.write(post(limit - 1) + b" " * (limit * 6 // 10))
        await third.drain()
        await asyncio.sleep(0.3)
        assert not third_reader.at_eof()  # read on: the budget was given back
        close_all([third])


@pytest.mark.parametrize("bridge", sorted(BRIDGES))
async def test_a_client_refused_by_the_budget_while_uploading_reads_its_refusal(
    bridge: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review of the budget above: refused while its body still came, a client got a TCP
    reset under its upload, and never read the refusal (the proxy answered 503 with
    `Connection: close`, and hypercorn closes after an answer sent before the body is
    whole): 2 of 3 honest concurrent uploads from one address. The rest of the body is
    read and dropped, then the refusal is read."""
    monkeypatch.setattr(asgi_body, "BODIES_PER_ADDRESS", 1)
    serving, path, limit = BRIDGES[bridge]
    async with serving(ListenerLimits(), tmp_path) as (port, _):
        head = (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            "Content-Type: application/json\r\nAccept: application/json, text/event-stream\r\n"
            f"Content-Length: {limit - 1}\r\n\r\n"
        ).encode()
        holder_reader, holder = await connect(port)
        holder.write(head + b" " * (limit * 6 // 10))  # held: the rest never comes
        await holder.drain()
        await asyncio.sleep(0.3)
        reader, writer = await connect(port)
        writer.write(head)
        body = b" " * (limit - 1)
        for at in range(0, len(body), 64 * 1024):  # a steady upload, all of it
            writer.write(body[at : at + 64 * 1024])
            await writer.drain()  # (ConnectionResetError: the fault)
            await asyncio.sleep(0.01)
        answered = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 20)
        length = re.search(rb"(?im)^content-length:\s*(\d+)", answered)
        assert length is not None, answered
        answered += await asyncio.wait_for(reader.readexactly(int(length[1])), 20)
        assert b"busy" in answered, answered[:300]
        close_all([holder, writer])


H2C_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])
"""HTTP/2 by prior knowledge: the preface and an empty SETTINGS frame."""


def h2_ping(n: int) -> bytes:
    return bytes([0, 0, 8, 6, 0, 0, 0, 0, 0]) + n.to_bytes(8, "big")


@pytest.mark.parametrize("after", ["nothing", "pings"])
async def test_a_cleartext_http2_connection_without_a_request_is_closed(
    after: str, tmp_path: Path
) -> None:
    """hypercorn turns to HTTP/2 inside an HTTP/1.1 "request", which stopped its timer: a
    connection that sent the preface and SETTINGS, then nothing or PINGs, was kept for
    ever (an outside review: still open after 40 s with 2 s deadlines)."""
    limits = ListenerLimits(header_timeout=60, keep_alive_timeout=1)
    async with LISTENERS["a2a-hypercorn"](limits, tmp_path) as (port, _):
        reader, writer = await connect(port)
        writer.write(H2C_PREFACE)
        closed = False
        for n in range(40):  # 20 s at most: far past the 1 s deadline
            if after == "pings" and not writer.is_closing():
                writer.write(h2_ping(n))
            if await closed_within(reader, 0.5):
                closed = True
                break
        assert closed, f"an HTTP/2 connection sending {after} was kept"
        close_all([writer])


# -- the commands, with their defaults, out of descriptors -------------------------------------

DESCRIPTORS = 256
"""The descriptor limit of the server's process: fewer than the attack's connections."""


@contextlib.asynccontextmanager
async def command_serving(
    argv: list[str], announced: str, *, apart: Mapping[int, str]
) -> AsyncIterator[tuple[int, list[str]]]:
    """`ioa ARGV` under `ulimit -n DESCRIPTORS`; its port, from line `announced`, and
    the lines it writes (stdout and stderr), growing as it writes them.

    Run through `python -m other_source`: the connections from each client port of
    `apart` count as its source there.
    """
    said: list[str] = []
    counted = [f"{port}={source}" for port, source in apart.items()]
    line = shlex.join([sys.executable, "-m", "other_source", *counted, "--", *argv])
    tests = os.pathsep.join(filter(None, [str(ROOT / "tests"), os.environ.get("PYTHONPATH")]))
    process = await asyncio.create_subprocess_exec(
        "/bin/sh",
        "-c",
        f"ulimit -n {DESCRIPTORS} && exec {line}",
        cwd=ROOT,  # the packages of this tree first, as for `python -m ioa.cli`
        env={**os.environ, "PYTHONPATH": tests},
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    draining: list[asyncio.Task[None]] = []
    try:
        streams = [process.stdout, process.stderr]
        found = None
        async with asyncio.timeout(30):
            while found is None:
                reads = [asyncio.ensure_future(s.readline()) for s in streams if s is not None]
                done, pending = await asyncio.wait(reads, return_when=asyncio.FIRST_COMPLETED)
                for read in pending:
                    read.cancel()
                for read in done:
                    text = read.result().decode()
                    said.append(text)
                    if announced in text:
                        found = re.search(r"127\.0\.0\.1:(\d+)", text)
                if process.returncode is not None:
                    pytest.fail(f"{argv} exited before serving")
        assert found is not None
        # what it says from now on is read and dropped: a full pipe would stop it
        draining += [asyncio.create_task(_drained(s, said)) for s in streams if s is not None]
        yield int(found[1]), said
    finally:
        if process.returncode is None:
            process.terminate()
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(30):
                await process.wait()
        if process.returncode is None:
            process.kill()
            await process.wait()
        for task in draining:
            task.cancel()


async def _drained(stream: asyncio.StreamReader, said: list[str]) -> None:
    while line := await stream.readline():
        said.append(line.decode(errors="replace"))


LONG_DEADLINES = ["--header-timeout", "60", "--keep-alive-timeout", "60"]
"""Far past any wait of the tests: the caps alone can let an honest client in during an
attack."""


def command(which: str, tmp_path: Path) -> tuple[list[str], str, str]:
    """The `ioa` command `which`, with its default caps: argv, the line that says it
    serves, and a path a GET is answered at."""
    if which == "mcp-proxy":
        argv = ["mcp-proxy", "--listen", "127.0.0.1:0", *LONG_DEADLINES]
        return [*argv, "--", sys.executable, str(UPSTREAM)], "serving MCP at", "/mcp"
    if which == "a2a":  # the bridge (hypercorn) beside the agent's own listener
        argv = ["agent", "serve", "--reference", "--a2a", *LONG_DEADLINES]
        return argv, "a2a: ", "/.well-known/agent-card.json"
    make_store(tmp_path / "authority.db").close()
    argv = ["authority", "serve", "--db", str(tmp_path / "authority.db"), "--port", "0"]
    return [*argv, *LONG_DEADLINES], "serving authority on", "/healthz"


def lowered_to_fit(said: list[str]) -> bool:
    """Whether the command said that its caps were lowered to the real `ulimit -n`."""
    fitted = f"not 512 (128): this process may open {DESCRIPTORS} descriptors"
    return any(fitted in text for text in said)


@pytest.mark.parametrize("which", ["mcp-proxy", "a2a", "authority"])
async def test_a_slowloris_of_more_connections_than_descriptors_takes_no_command_down(
    which: str, tmp_path: Path
) -> None:
    argv, announced, path = command(which, tmp_path)
    # the honest client's socket, bound first: the command counts its port as another source
    with contextlib.closing(bound_client()) as honest:
        apart = {port_of(honest): "honest"}
        async with command_serving(argv, announced, apart=apart) as (port, said):
            attack: list[asyncio.StreamWriter] = []
            try:
                for _ in range(DESCRIPTORS + 64):
                    _, writer = await connect(port)
                    writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                    attack.append(writer)
                await asyncio.sleep(0.5)
                reader, writer = await connect_from(honest, port)
                writer.write(request(path, port))
                # Refused at its accept, it would read the end at once; left in the backlog
                # of a process out of descriptors, it would wait for a deadline to cut the
                # attack off: 60 s, past this wait
                line = await status_line(reader)
                writer.close()
                assert line.startswith(b"HTTP/1.1 "), "the honest client was not served"
                assert lowered_to_fit(said), said
            finally:
                close_all(attack)


async def test_agent_serve_hands_its_connection_options_to_the_a2a_bridge(
    tmp_path: Path,
) -> None:
    """`ioa agent serve --a2a --max-connections-per-address 2 ...`: the bridge refuses a
    third connection from one address at its accept (its default, 128, would hold it until
    the 60 s deadline given beside)."""
    argv, announced, _ = command("a2a", tmp_path)
    argv = [*argv, "--max-connections-per-address", "2"]
    async with command_serving(argv, announced, apart={}) as (port, said):
        held = [(await connect(port))[1] for _ in range(2)]
        try:
            for writer in held:
                writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            await asyncio.sleep(0.5)  # both taken in before the third comes
            reader, writer = await connect(port)
            assert await closed_within(reader, 30), "a third connection was held"
            writer.close()
            async with asyncio.timeout(30):
                while not refusals(said):  # noqa: ASYNC110 - what it says is all there is
                    await asyncio.sleep(0.1)
        finally:
            close_all(held)


ATTACK_SOURCES = 8
"""Sources the attack of many sources comes from: 40 connections each, under the 128 that
one source may hold of a listener lowered to 192, so only the lowered total can refuse
them."""


def refusals(said: list[str]) -> int:
    return sum("refusing a connection" in text for text in said)


def out_of_descriptors(said: list[str]) -> bool:
    return any("accepting a connection failed" in text for text in said)


def lowered_total(said: list[str]) -> int:
    """The total the command's listener was lowered to (0 if it said none)."""
    for text in said:
        fitted = re.search(
            r"at most (\d+) connections at once \(\d+ from one source\), not 512", text
        )
        if fitted is not None:
            return int(fitted[1])
    return 0


async def taken_in(said: list[str], connections: int) -> None:
    """Once the command has taken `connections` in (each admitted or refused; a listener
    whose deadlines close none meanwhile), or has run out of descriptors."""
    async with asyncio.timeout(60):  # a command that never gets there fails the test
        while not (  # noqa: ASYNC110 - what it says is all there is to wait on
            out_of_descriptors(said) or refusals(said) >= connections - lowered_total(said)
        ):
            await asyncio.sleep(0.1)


@pytest.mark.parametrize("which", ["mcp-proxy", "a2a", "authority"])
async def test_a_slowloris_of_many_sources_keeps_a_command_within_its_descriptors(
    which: str, tmp_path: Path
) -> None:
    """A cap per source does not bound what several sources hold: the lowered total alone
    keeps their connections within the process's descriptors."""
    argv, announced, path = command(which, tmp_path)
    clients = [bound_client() for _ in range(DESCRIPTORS + 64)]
    try:
        apart = {port_of(sock): f"attacker {n % ATTACK_SOURCES}" for n, sock in enumerate(clients)}
        async with command_serving(argv, announced, apart=apart) as (port, said):
            attack: list[asyncio.StreamWriter] = []
            try:
                for sock in clients:
                    _, writer = await connect_from(sock, port)
                    writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                    attack.append(writer)
                await taken_in(said, len(attack))
            finally:
                close_all(attack)
            assert lowered_to_fit(said), said
            assert refusals(said), said
            assert not out_of_descriptors(said), said
            # the attack gone, its places come back
            assert (await served_again(port, path)).startswith(b"HTTP/1.1 ")
    finally:
        for sock in clients:
            sock.close()
