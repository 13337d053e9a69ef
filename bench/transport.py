"""Transport throughput on 127.0.0.1: each carrier x engine x event loop, against raw TCP.

The servers run in a second process (the machine has two cores), the clients
here; every shape sends the same L8 frames. Shapes:

- one-way: the client streams N frames, the server counts them and acks once;
- round-trip: send one frame, wait for its echo, repeat;
- each with 1 and with 64 concurrent sessions (raw TCP: 64 connections;
  HTTP: 64 streams on one connection).

The candidates side by side (issue 20): every HTTP/2 engine installed
(l7_transport.engines: "pure" is h2, "jh2" the compiled fork), HTTP/2
cleartext and over TLS, HTTP/3 (aioquic, the only engine), each event loop
installed (asyncio, uvloop), with raw TCP on the same loop as the floor. For
each: messages per second (best of 3 rounds, the carriers interleaved), the
ratio to raw TCP on the same loop, and CPU per message (client and server
process time over the messages). The spread of the rounds is in the JSON.

Goals (issue 20; with the engines and loop "auto" picks, printed with them):
L8 over HTTP/2 cleartext, round trip x64 >= 0.30 of raw TCP (stretch 0.5),
one-way >= 0.8; HTTP/3 within 2x of HTTP/2 (TLS) on round trips x1 and x64,
within 3x one-way; the pure engine no slower than before (its round trip x64
ratio at least issue 3's 0.18).

`--posts` adds POST per message (HTTP/2 cleartext and HTTP/3, and h2load when
installed; issue 3's goal: a session >= 10x POST per message). `--limits`
measures only the cost of the limits (issue 14): a second server process runs
the same HTTP/2 servers with the defences switched off (the frame audit and the
connection caps made no-ops, asyncio's 256 KiB TLS read buffer per connection
restored: a bench-only switch, there is no such option); the honest shapes and
new connections per second are measured against both, in rounds of fresh
server processes; a ratio is the median over the rounds, printed with its
spread. Goal: the limits keep >= 95% of the rate without them, in every
shape. `--limits-noise` runs it with both servers alike (no limits), which
prints the bench's own noise floor on this machine.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import dataclasses
import importlib
import multiprocessing
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_least, at_most, interleaved, parse_args, report, use_uvloop

from l7_transport import Channel, PeerInfo, TransportConfig, TransportError, encode_frame
from l7_transport.engines import h2_engine
from l7_transport.h2engine import H2_ENGINES, load_engine
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.http3 import Http3Client, serve_http3
from l7_transport.tls import client_ssl_context, server_ssl_context, write_dev_pki

FRAME = encode_frame(
    b'{"protocol":"request-reply","id":"Qm9va0ZsaWdodC0wMDAwMQ","ts":"2026-11-24T09:30:00.000Z",'
    b'"from":"traveller","to":["airline"],"performative":"REQUEST",'
    b'"conversation_id":"Y29udi1ib29rLWZsaWdodA","content":{"task":"bookFlight",'
    b'"origin_code":"LAX","dest_code":"JFK","date":"2026-11-24"}}'
)
ACK = encode_frame(b"{}")
ONE_WAY_PREFIX = b'{"one-way":'
ROUNDS = 3
CONFIG = TransportConfig(stream_window=1024 * 1024, max_send_buffer=256 * 1024)
# The same, with QUIC datagrams sized for loopback instead of the Internet.
LOOPBACK_H3 = TransportConfig(
    stream_window=1024 * 1024, max_send_buffer=256 * 1024, quic_datagram_size=16000
)


# ----------------------------------------------------------------- server side


async def _serve_channel(channel: Channel) -> None:
    """Echo every frame; after a one-way header frame, count frames and ack once at the end.

    The session is treated as locked (`Channel.trusted`, as L9 says after its handshake).
    """
    channel.trusted()
    data = await channel.receive()
    while len(data) < 5 or len(data) < 5 + int.from_bytes(data[1:5], "big"):
        more = await channel.receive()
        if not more:
            return
        data += more
    first_length = 5 + int.from_bytes(data[1:5], "big")
    if data[5:first_length].startswith(ONE_WAY_PREFIX):
        expected = int(data[5 + len(ONE_WAY_PREFIX) : first_length - 1]) * len(FRAME)
        received = len(data) - first_length
        while received < expected:
            more = await channel.receive()
            if not more:
                return
            received += len(more)
        await channel.send(ACK)
        return
    await channel.send(data)
    while data := await channel.receive():
        await channel.send(data)


async def _unary(body: bytes, _peer: PeerInfo) -> bytes:
    return body


class _TcpChannel(Channel):
    """Raw TCP with asyncio streams, behind the same interface (the floor)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader, self.writer = reader, writer
        self.peer = PeerInfo(address="tcp", protocol="tcp", tls=False)
        self.session_id = "tcp"

    async def send(self, data: bytes) -> None:
        self.writer.write(data)
        await self.writer.drain()

    async def receive(self) -> bytes:
        return await self.reader.read(256 * 1024)

    async def close(self) -> None:
        self.writer.close()

    def abort(self, reason: str = "aborted") -> None:  # noqa: ARG002
        self.writer.transport.abort()

    @property
    def closed(self) -> bool:
        return self.writer.is_closing()


def _without_limits() -> None:
    """Switch the defences of issue 14 off in this process (the bench's baseline only)."""
    import asyncio.sslproto  # noqa: PLC0415 - only the baseline process needs it

    from l7_transport import h2connection  # noqa: PLC0415
    from l7_transport.h2audit import FrameAudit  # noqa: PLC0415
    from l7_transport.serving import ConnectionGate  # noqa: PLC0415

    def no_fault(_self: object, _data: bytes, _now: float) -> None:
        return None

    def admit(_self: object, _address: str) -> None:
        return None

    FrameAudit.inbound = no_fault  # type: ignore[method-assign,assignment]
    ConnectionGate.admit = admit  # type: ignore[method-assign,assignment]
    ConnectionGate.release = lambda _self, _address: None  # type: ignore[method-assign]
    asyncio.sslproto.SSLProtocol.max_size = 256 * 1024  # asyncio's own
    h2connection.share_tls_read_buffer = lambda _transport, **_size: None  # type: ignore[assignment]


def _limits_server_process(
    ports: multiprocessing.connection.Connection,
    pki_dir: str,
    uvloop_wanted: bool,  # noqa: FBT001
    limits: bool,  # noqa: FBT001
) -> None:
    """HTTP/2 servers (cleartext and TLS), with the limits or without them."""
    use_uvloop(wanted=uvloop_wanted)
    if not limits:
        _without_limits()

    async def main() -> None:
        pki = Path(pki_dir)  # written by the parent, shared by every server process
        h2c = await serve_http2(_serve_channel, cleartext=True, config=CONFIG)
        h2 = await serve_http2(
            _serve_channel,
            ssl_context=server_ssl_context(pki / "server.pem", pki / "server.key"),
            config=CONFIG,
        )
        ports.send({"h2c": h2c.port, "h2": h2.port})
        await asyncio.get_running_loop().run_in_executor(None, ports.recv)

    asyncio.run(main())


def _server_process(
    ports: multiprocessing.connection.Connection,
    pki_dir: str,
    loop_kind: str,
    engines: list[str],
) -> None:
    """The servers of one event loop: raw TCP, HTTP/2 (cleartext and TLS) per engine, HTTP/3.

    Answers "cpu" on the pipe with its process time (CPU per message); anything else
    stops it.
    """

    async def main() -> None:
        pki = write_dev_pki(pki_dir)  # after the limits' servers: a CA of its own
        tls = server_ssl_context(pki.server_cert, pki.server_key)
        tcp = await asyncio.start_server(
            lambda r, w: _serve_channel(_TcpChannel(r, w)), "127.0.0.1", 0
        )
        found = {"tcp": tcp.sockets[0].getsockname()[1]}
        for engine in engines:
            config = dataclasses.replace(CONFIG, h2_engine=engine)
            h2c = await serve_http2(
                _serve_channel, message_handler=_unary, cleartext=True, config=config
            )
            h2 = await serve_http2(
                _serve_channel, message_handler=_unary, ssl_context=tls, config=config
            )
            found |= {f"h2c {engine}": h2c.port, f"h2 {engine}": h2.port}
        h3 = await serve_http3(
            _serve_channel,
            message_handler=_unary,
            certificate=pki.server_cert,
            private_key=pki.server_key,
            config=CONFIG,
        )
        found["h3"] = h3.port
        ports.send(found)

        def answer() -> None:
            while ports.recv() == "cpu":
                ports.send(time.process_time())

        await asyncio.get_running_loop().run_in_executor(None, answer)

    with asyncio.Runner(loop_factory=loop_factory(loop_kind)) as runner:
        runner.run(main())


def loop_factory(kind: str) -> Callable[[], asyncio.AbstractEventLoop] | None:
    """Uvloop's loop factory for "uvloop", None (asyncio's own) for "asyncio"."""
    if kind == "asyncio":
        return None
    import uvloop  # type: ignore[import-not-found,unused-ignore]  # noqa: PLC0415 - optional

    return uvloop.new_event_loop  # type: ignore[no-any-return]


def loops_installed() -> list[str]:
    """The event loops to measure: asyncio, and uvloop when it is installed."""
    try:
        import uvloop  # type: ignore[import-not-found,unused-ignore]  # noqa: F401, PLC0415
    except ImportError:
        return ["asyncio"]
    return ["asyncio", "uvloop"]


def engines_installed() -> list[str]:
    """The HTTP/2 engines to measure: every one whose package imports."""
    found = []
    for name in H2_ENGINES:
        try:
            load_engine(name)
        except ImportError:
            continue
        found.append(name)
    return found


# ----------------------------------------------------------------- client side

Opener = Callable[[], Awaitable[Channel]]


async def one_way(open_channel: Opener, sessions: int, frames: int) -> float:
    """Frames per second, streamed by `sessions` sessions at once, until the server acks."""
    channels = [await open_channel() for _ in range(sessions)]
    for channel in channels:
        channel.trusted()  # as after an L9 lock (large TLS reads)
    per = frames // sessions
    batch = FRAME * 16
    start = time.perf_counter()

    async def stream(channel: Channel) -> None:
        await channel.send(encode_frame(ONE_WAY_PREFIX + str(per).encode() + b"}"))
        for _ in range(per // 16):
            await channel.send(batch)
        for _ in range(per % 16):
            await channel.send(FRAME)
        answer = await channel.receive()
        assert answer == ACK, (channel.session_id, answer[:40])  # noqa: S101 - needed

    await asyncio.gather(*(stream(c) for c in channels))
    elapsed = time.perf_counter() - start
    for channel in channels:
        with contextlib.suppress(Exception):
            await channel.close()
    return per * sessions / elapsed


async def round_trip(open_channel: Opener, sessions: int, exchanges: int) -> float:
    """Request-echo exchanges per second, with `sessions` sessions each ping-ponging."""
    channels = [await open_channel() for _ in range(sessions)]
    for channel in channels:
        channel.trusted()  # as after an L9 lock (large TLS reads)
    per = max(1, exchanges // sessions)
    start = time.perf_counter()

    async def ping_pong(channel: Channel) -> None:
        for _ in range(per):
            await channel.send(FRAME)
            got = b""
            while len(got) < len(FRAME):
                got += await channel.receive()

    await asyncio.gather(*(ping_pong(c) for c in channels))
    elapsed = time.perf_counter() - start
    for channel in channels:
        with contextlib.suppress(Exception):
            await channel.close()
    return per * sessions / elapsed


async def post_per_message(
    message: Callable[[bytes], Awaitable[bytes]], sessions: int, count: int
) -> float:
    """One-shot POSTs per second, `sessions` in flight at once."""
    per = max(1, count // sessions)
    start = time.perf_counter()

    async def loop() -> None:
        for _ in range(per):
            assert await message(FRAME) == FRAME  # noqa: S101 - the measurement needs it

    await asyncio.gather(*(loop() for _ in range(sessions)))
    return per * sessions / (time.perf_counter() - start)


def run_h2load(port: int, requests: int) -> float | None:
    """h2load's requests per second against the one-shot endpoint, or None if not installed."""
    h2load = shutil.which("h2load")
    if h2load is None:
        return None
    with tempfile.NamedTemporaryFile(suffix=".bin") as body:
        body.write(FRAME)
        body.flush()
        completed = subprocess.run(  # noqa: S603 - a fixed tool with our own arguments
            [
                h2load,
                "-n",
                str(requests),
                "-c",
                "1",
                "-m",
                "64",
                "-d",
                body.name,
                "-H",
                "content-type: application/ioa+json",
                f"http://127.0.0.1:{port}/ioa/v1/message",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
    match = re.search(r"finished in [\d.]+\w+, ([\d.]+) req/s", completed.stdout)
    return float(match.group(1)) if match else None


SHAPES = ["one-way x1", "one-way x64", "round-trip x1", "round-trip x64"]
SLOW = {"h3, aioquic"}
"""Carriers measured on a quarter of the messages (a shape stays a few seconds)."""


async def measure_matrix(
    ports: dict[str, int],
    pki_dir: str,
    engines: list[str],
    server_cpu: Callable[[], float],
    *,
    quick: bool,
) -> dict[str, dict[str, dict[str, Any]]]:
    """Every shape on every carrier of one loop: rates of each round, and CPU per message."""
    ca = Path(pki_dir) / "ca.pem"
    tls = client_ssl_context(ca)
    scale = 20 if quick else 1
    counts = {
        "one-way x1": 40_000 // scale,
        "one-way x64": 40_000 // scale,
        "round-trip x1": 1_000 // scale,
        "round-trip x64": 8_000 // scale,
    }

    async def tcp() -> Channel:
        reader, writer = await asyncio.open_connection("127.0.0.1", ports["tcp"])
        return _TcpChannel(reader, writer)

    clients: list[Any] = []
    openers: dict[str, Opener] = {"raw TCP": tcp}
    for engine in engines:
        config = dataclasses.replace(CONFIG, h2_engine=engine)
        h2c = await Http2Client.connect(
            "127.0.0.1", ports[f"h2c {engine}"], cleartext=True, config=config
        )
        h2 = await Http2Client.connect(
            "127.0.0.1", ports[f"h2 {engine}"], ssl_context=tls, config=config
        )
        clients += [h2c, h2]
        openers[f"h2c, {engine}"] = h2c.open_session
        openers[f"h2 TLS, {engine}"] = h2.open_session
    h3 = await Http3Client.connect("127.0.0.1", ports["h3"], ca=ca, config=CONFIG)
    clients.append(h3)
    openers["h3, aioquic"] = h3.open_session
    runs: dict[str, Callable[[Opener, int], Awaitable[float]]] = {
        "one-way x1": lambda o, n: one_way(o, 1, n),
        "one-way x64": lambda o, n: one_way(o, 64, n),
        "round-trip x1": lambda o, n: round_trip(o, 1, n),
        "round-trip x64": lambda o, n: round_trip(o, 64, n),
    }
    results: dict[str, dict[str, dict[str, Any]]] = {
        name: {shape: {"rates": [], "cpu_us": []} for shape in SHAPES} for name in openers
    }
    # Every carrier once per round for each shape, so that noise falls on all alike.
    for _ in range(ROUNDS):
        for shape in SHAPES:
            for name, opener in openers.items():
                count = counts[shape] // (4 if name in SLOW else 1)
                server_before, before = server_cpu(), time.process_time()
                rate = await runs[shape](opener, count)
                cpu = time.process_time() - before + server_cpu() - server_before
                figures = results[name][shape]
                figures["rates"].append(rate)
                figures["cpu_us"].append(cpu / count * 1e6)
    for client in clients:
        await client.close()
    for figures in (f for by_shape in results.values() for f in by_shape.values()):
        figures["rate"] = max(figures["rates"])
        figures["cpu_per_message_us"] = min(figures["cpu_us"])
    return results


async def measure_posts(ports: dict[str, int], pki_dir: str, *, quick: bool) -> dict[str, Any]:
    """POST per message (issue 3), with the engine "auto" picks: messages per second."""
    ca = Path(pki_dir) / "ca.pem"
    scale = 20 if quick else 1
    engine = h2_engine("auto").name
    h2c = await Http2Client.connect(
        "127.0.0.1", ports[f"h2c {engine}"], cleartext=True, config=CONFIG
    )
    h3 = await Http3Client.connect("127.0.0.1", ports["h3"], ca=ca, config=CONFIG)
    posts = {
        f"HTTP/2 cleartext POST per message, {engine}": h2c.message,
        "HTTP/3 POST per message": h3.message,
    }
    results: dict[str, Any] = {name: {} for name in posts}
    refusals: dict[str, str] = {}
    for _ in range(ROUNDS):
        for name, message in posts.items():
            for shape, sessions, count in (("round-trip x1", 1, 400), ("round-trip x64", 64, 2000)):
                try:
                    rate = await post_per_message(message, sessions, count // scale)
                except TransportError as error:  # reported, never fatal: a bench of rates
                    refusals[f"{name}, {shape}"] = str(error)
                    continue
                results[name][shape] = max(results[name].get(shape, 0.0), rate)
    await h2c.close()
    await h3.close()
    if refusals:
        results["refused"] = refusals
    return results


async def new_connections(connect: Callable[[], Awaitable[Http2Client]], count: int) -> float:
    """Connections per second: connect (TLS or not), open a session, one round trip, close."""
    start = time.perf_counter()
    for _ in range(count):
        client = await connect()
        channel = await client.open_session()
        await channel.send(FRAME)
        got = b""
        while len(got) < len(FRAME):
            got += await channel.receive()
        await client.close()
    return count / (time.perf_counter() - start)


async def measure_limits(
    servers: dict[str, dict[str, int]], pki_dir: str, *, quick: bool
) -> dict[str, dict[str, float]]:
    """One round of the honest shapes against each server in turn (in the order given)."""
    tls = client_ssl_context(Path(pki_dir) / "ca.pem")
    scale = 20 if quick else 1
    shapes: dict[str, Callable[[Opener], Awaitable[float]]] = {
        "one-way x1": lambda o: one_way(o, 1, 30_000 // scale),
        "one-way x64": lambda o: one_way(o, 64, 30_000 // scale),
        "round-trip x1": lambda o: round_trip(o, 1, 1_000 // scale),
        "round-trip x64": lambda o: round_trip(o, 64, 6_000 // scale),
    }
    results: dict[str, dict[str, float]] = {}
    clients: dict[str, Http2Client] = {}
    connectors: dict[str, Callable[[], Awaitable[Http2Client]]] = {}
    for label, ports in servers.items():
        for carrier in ("h2c", "h2"):

            def connector(port: int = ports[carrier], clear: bool = carrier == "h2c"):  # noqa: ANN202, FBT001
                if clear:
                    return Http2Client.connect("127.0.0.1", port, cleartext=True, config=CONFIG)
                return Http2Client.connect("127.0.0.1", port, ssl_context=tls, config=CONFIG)

            name = f"HTTP/2 {'cleartext' if carrier == 'h2c' else 'TLS'}, {label}"
            connectors[name] = connector
            clients[name] = await connector()
            results[name] = {}
    for repeat in range(SHAPE_REPEATS):
        for shape, run_session in shapes.items():
            order = list(clients) if repeat % 2 == 0 else list(reversed(clients))
            for name in order:
                rate = await run_session(clients[name].open_session)
                results[name][shape] = max(results[name].get(shape, 0.0), rate)
    for name, connector in connectors.items():
        results[name]["new connections"] = await new_connections(connector, 300 // scale)
    for client in clients.values():
        await client.close()
    return results


def _start(target: Callable[..., None], *args: object) -> tuple[Any, Any]:
    parent, child = multiprocessing.Pipe()
    process = multiprocessing.get_context("spawn").Process(
        target=target, args=(child, *args), daemon=True
    )
    process.start()
    return parent, process


def _stop(parent: Any, process: Any) -> None:  # noqa: ANN401 - a Pipe end and a Process
    parent.send("stop")
    process.join(5)
    if process.is_alive():
        process.kill()


def audit_share() -> dict[str, float]:
    """The frame audit's CPU time against h2's own parsing of the same bytes (sans-I/O).

    A client's traffic of one session (HEADERS, then 2,000 L8 frames in DATA
    frames of 16 each, a PING every tenth) is read once by h2 and
    once by the audit; the figure is the audit's time as a share of h2's.
    """
    import h2.config  # noqa: PLC0415 - bench-only
    import h2.connection  # noqa: PLC0415
    import h2.settings  # noqa: PLC0415
    import hyperframe.frame  # noqa: PLC0415

    from l7_transport.h2audit import FrameAudit  # noqa: PLC0415
    from l7_transport.serving import ConnectionGate  # noqa: PLC0415

    client = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
    client.initiate_connection()
    headers = [
        (":method", "POST"),
        (":scheme", "http"),
        (":authority", "bench"),
        (":path", "/ioa/v1/session"),
        ("content-type", "application/ioa+json"),
    ]
    client.send_headers(1, headers)
    wire = [client.data_to_send()]
    for index in range(125):  # within the stream window the server below grants
        wire.append(hyperframe.frame.DataFrame(1, data=FRAME * 16).serialize())
        if index % 10 == 0:
            wire.append(hyperframe.frame.PingFrame(0, opaque_data=bytes(8)).serialize())
    traffic = b"".join(wire)

    def parse() -> None:
        server = h2.connection.H2Connection(
            h2.config.H2Configuration(client_side=False, header_encoding=None)
        )
        server.local_settings = h2.settings.Settings(
            client=False, initial_values={h2.settings.SettingCodes.INITIAL_WINDOW_SIZE: 2**30}
        )
        server.initiate_connection()
        server.increment_flow_control_window(2**30)
        server.receive_data(traffic)

    def audit() -> None:
        FrameAudit(max_frame_size=256 * 1024, budget=2000, resets=100, preface=True).inbound(
            traffic, 0.0
        )

    opening = wire[0]  # the preface, SETTINGS and the first HEADERS

    def open_h2() -> None:
        server = h2.connection.H2Connection(
            h2.config.H2Configuration(client_side=False, header_encoding=None)
        )
        server.initiate_connection()
        server.receive_data(opening)

    gate = ConnectionGate(total=1000, per_address=100)

    def open_limits() -> None:
        gate.admit("127.0.0.1")
        FrameAudit(max_frame_size=256 * 1024, budget=2000, resets=100, preface=True).inbound(
            opening, 0.0
        )
        gate.release("127.0.0.1")

    rates = interleaved({"h2": parse, "audit": audit}, iterations=20)
    opens = interleaved({"h2": open_h2, "limits": open_limits}, iterations=2000)
    return {
        "h2 reads, per second": rates["h2"],
        "audit reads, per second": rates["audit"],
        "h2 connection openings, per second": opens["h2"],
        "limits' connection openings (gate and audit), per second": opens["limits"],
    }


LIMIT_SHAPES = ["one-way x1", "one-way x64", "round-trip x1", "round-trip x64", "new connections"]
GOAL_LIMITS = 0.95
LIMIT_ROUNDS = 5
SHAPE_REPEATS = 3
"""Runs of each shape per round (the best counts): a one-way run is bimodal, 1x or 2-3x."""


def limits_report(
    rounds: list[dict[str, dict[str, float]]],
) -> tuple[Table, dict[str, float], dict[str, dict[str, Any]]]:
    """The table (medians over the rounds), the ratios and the goal of the limits' cost.

    A ratio is the median over the rounds of (limits / no limits) in the same round;
    its spread over the rounds is reported beside it (`... spread`: lowest, highest).
    """
    table = Table(
        title=f"the cost of the limits (issue 14): per second, median of {len(rounds)} rounds",
        title_justify="left",
    )
    table.add_column("server")
    for shape in LIMIT_SHAPES:
        table.add_column(shape, justify="right")
    for name in rounds[0]:
        medians = (statistics.median(r[name][s] for r in rounds) for s in LIMIT_SHAPES)
        table.add_row(name, *(f"{m:,.0f}" for m in medians))
    ratios: dict[str, float] = {}
    spread: dict[str, float] = {}
    for carrier in ("cleartext", "TLS"):
        for shape in LIMIT_SHAPES:
            per_round = [
                r[f"HTTP/2 {carrier}, limits"][shape] / r[f"HTTP/2 {carrier}, no limits"][shape]
                for r in rounds
            ]
            key = f"limits / no limits, {carrier}, {shape}"
            ratios[key] = statistics.median(per_round)
            spread[f"{key}, lowest"] = min(per_round)
            spread[f"{key}, highest"] = max(per_round)
    worst = min(ratios.values())  # before the spread joins them
    goals = {
        "the limits keep >= 95% of the honest rate (worst shape, median)": at_least(
            GOAL_LIMITS, worst
        )
    }
    return table, {**ratios, **spread}, goals


def _run_limits(
    pki_dir: str, *, uvloop_wanted: bool, quick: bool, noise: bool = False
) -> list[dict[str, dict[str, float]]]:
    """LIMIT_ROUNDS rounds, each against a fresh pair of server processes.

    Two identical server processes differed by up to 2x in a one-way shape for their
    whole lives (0.37 to 1.22, both run without the limits), and a 20 ms run is
    bimodal (the best of 3 within a round): fresh processes each round, started and
    measured in alternating order, and the median of the rounds' ratios. With `noise`
    both servers run without the limits: the ratios then show the bench's own noise.
    """
    rounds = []
    for round_ in range(LIMIT_ROUNDS):
        order = (True, False) if round_ % 2 == 0 else (False, True)
        started = {
            limits: _start(_limits_server_process, pki_dir, uvloop_wanted, limits and not noise)
            for limits in order
        }
        try:
            ports = {
                "limits" if limits else "no limits": started[limits][0].recv() for limits in order
            }
            results = asyncio.run(measure_limits(ports, pki_dir, quick=quick))
        finally:
            for parent, process in started.values():
                _stop(parent, process)
        rounds.append(dict(sorted(results.items(), key=lambda i: ("no limits" in i[0], i[0]))))
    return rounds


QUIC_LIBRARIES = ("aioquic", "qh3")
"""The QUIC cores compared sans-I/O: aioquic (the engine) and qh3 (a candidate, measured
when installed: `pip install qh3`; rejected as an engine, docs/transport.md says why)."""


def quic_cores(pki_dir: str, *, quick: bool) -> dict[str, dict[str, float]]:
    """CPU of each QUIC library moving one stream client -> server in memory (no sockets).

    Two connections of the same library, handshake done, then 4 MB in 16 KiB writes,
    every datagram handed across at once: MB/s and microseconds per datagram (both
    sides' work, process time). What the library itself costs, without HTTP/3, the
    driver or the loop.
    """
    total = 200_000 if quick else 4_000_000
    found: dict[str, dict[str, float]] = {}
    for library in QUIC_LIBRARIES:
        with contextlib.suppress(ImportError):
            found[library] = _quic_core(library, Path(pki_dir), total)
    return found


def _quic_core(library: str, pki: Path, total: int) -> dict[str, float]:
    """One library's figures for `quic_cores`; ImportError when it is not installed."""
    conf = importlib.import_module(f"{library}.quic.configuration")
    conn = importlib.import_module(f"{library}.quic.connection")
    client_conf = conf.QuicConfiguration(
        is_client=True, alpn_protocols=["h3"], server_name="localhost"
    )
    client_conf.load_verify_locations(str(pki / "ca.pem"))
    server_conf = conf.QuicConfiguration(is_client=False, alpn_protocols=["h3"])
    server_conf.load_cert_chain(str(pki / "server.pem"), str(pki / "server.key"))
    client = conn.QuicConnection(configuration=client_conf)
    server = conn.QuicConnection(
        configuration=server_conf,
        original_destination_connection_id=client.original_destination_connection_id,
    )
    clock = [1.0]

    def pump() -> int:
        moved = 0
        for data, _ in client.datagrams_to_send(now=clock[0]):
            server.receive_datagram(data, ("127.0.0.1", 1234), now=clock[0])
            moved += 1
        for data, _ in server.datagrams_to_send(now=clock[0]):
            client.receive_datagram(data, ("127.0.0.1", 4433), now=clock[0])
            moved += 1
        for side in (client, server):
            while side.next_event() is not None:
                pass
        clock[0] += 0.0005
        return moved

    client.connect(("127.0.0.1", 4433), now=clock[0])
    for _ in range(20):  # the handshake
        pump()
    stream = client.get_next_available_stream_id()
    chunk = b"x" * 16384
    datagrams = 0
    start = time.process_time()
    for _ in range(total // len(chunk)):
        client.send_stream_data(stream, chunk)
        datagrams += pump()
    for _ in range(50):  # the last acknowledgements
        datagrams += pump()
    cpu = time.process_time() - start
    return {
        "MB/s": total / cpu / 1e6,
        "us per datagram": cpu / max(datagrams, 1) * 1e6,
        "datagrams": datagrams,
    }


def versions() -> dict[str, str]:
    """The versions of what is measured."""
    found = {"python": sys.version.split()[0]}
    for package in ("h2", "jh2", "aioquic", "qh3", "uvloop"):
        with contextlib.suppress(PackageNotFoundError):
            found[package] = version(package)
    return found


def _cell(figures: dict[str, Any], floor: dict[str, Any] | None) -> str:
    ratio = "" if floor is None else f" {figures['rate'] / floor['rate']:.2f}x"
    return f"{figures['rate']:,.0f}{ratio} {figures['cpu_per_message_us']:.1f}us"


def matrix_report(
    matrix: dict[str, dict[str, dict[str, dict[str, Any]]]], auto: tuple[str, str]
) -> tuple[Table, dict[str, float], dict[str, dict[str, Any]]]:
    """The table (loop x carrier x shape), the ratios and the goals of issue 20.

    `auto` is the (loop, HTTP/2 engine) an operator gets by default: the goals read it.
    """
    table = Table(
        title="transport on 127.0.0.1: messages/s (best of 3), x raw TCP on the same loop, "
        "CPU us per message (client + server)",
        title_justify="left",
    )
    table.add_column("loop")
    table.add_column("carrier, engine")
    for shape in SHAPES:
        table.add_column(shape, justify="right")
    ratios: dict[str, float] = {}
    for loop, results in matrix.items():
        floor = results["raw TCP"]
        for name, by_shape in results.items():
            base = None if name == "raw TCP" else floor
            table.add_row(
                loop, name, *(_cell(by_shape[s], None if base is None else base[s]) for s in SHAPES)
            )
            for shape in SHAPES if base is not None else ():
                key = f"{loop}, {name} / raw TCP, {shape}"
                ratios[key] = by_shape[shape]["rate"] / floor[shape]["rate"]
        for shape in SHAPES:
            for name in results:
                if name.startswith("h2 TLS"):
                    key = f"{loop}, {name} / HTTP/3, {shape}"
                    h3_rate = results["h3, aioquic"][shape]["rate"]
                    ratios[key] = results[name][shape]["rate"] / h3_rate
    loop, engine = auto
    h2c = f"{loop}, h2c, {engine} / raw TCP"
    h3 = f"{loop}, h2 TLS, {engine} / HTTP/3"
    one_way = min(ratios[f"{h2c}, one-way x1"], ratios[f"{h2c}, one-way x64"])
    said = f"({engine}, {loop})"
    goals = {
        f"HTTP/2 cleartext round trip x64 >= 0.30 of raw TCP {said}": at_least(
            0.30, ratios[f"{h2c}, round-trip x64"]
        ),
        f"HTTP/2 cleartext one-way >= 0.8 of raw TCP, worst of x1 and x64 {said}": at_least(
            0.8, one_way
        ),
        f"HTTP/3 within 2x of HTTP/2 TLS, round trip x1 {said}": at_most(
            2, ratios[f"{h3}, round-trip x1"]
        ),
        f"HTTP/3 within 2x of HTTP/2 TLS, round trip x64 {said}": at_most(
            2, ratios[f"{h3}, round-trip x64"]
        ),
        f"HTTP/3 within 3x of HTTP/2 TLS one-way, worst of x1 and x64 {said}": at_most(
            3, max(ratios[f"{h3}, one-way x1"], ratios[f"{h3}, one-way x64"])
        ),
    }
    pure = "asyncio, h2c, pure / raw TCP, round-trip x64"
    if pure in ratios:
        goals["pure engine no slower than before: round trip x64 >= 0.18 of raw TCP (asyncio)"] = (
            at_least(0.18, ratios[pure])
        )
    return table, ratios, goals


def main() -> int:
    """Start the servers of each loop, measure every carrier and engine, print and report."""
    args = parse_args(
        __doc__ or "",
        extra=[
            ("--posts", "also POST per message (and h2load when installed)"),
            ("--uvloop", "with --limits: run every side on uvloop (if installed)"),
            ("--limits", "measure only the cost of the limits (issue 14)"),
            ("--limits-noise", "as --limits, both servers without the limits (the noise floor)"),
        ],
    )
    pki_dir = tempfile.mkdtemp()
    write_dev_pki(pki_dir)
    if args.limits or args.limits_noise:
        return limits_main(args, pki_dir)
    loops, engines = loops_installed(), engines_installed()
    auto = (loops[-1], h2_engine("auto").name)
    matrix: dict[str, dict[str, dict[str, dict[str, Any]]]] = {}
    posts: dict[str, Any] = {}
    for loop in loops:
        parent, process = _start(_server_process, pki_dir, loop, engines)
        try:
            ports = parent.recv()

            def server_cpu(pipe: Any = parent) -> float:  # noqa: ANN401 - a Pipe end
                pipe.send("cpu")
                return float(pipe.recv())

            with asyncio.Runner(loop_factory=loop_factory(loop)) as runner:
                matrix[loop] = runner.run(
                    measure_matrix(ports, pki_dir, engines, server_cpu, quick=args.quick)
                )
                if args.posts and loop == auto[0]:
                    posts = runner.run(measure_posts(ports, pki_dir, quick=args.quick))
                    h2load = run_h2load(ports[f"h2c {auto[1]}"], 2_000 if args.quick else 20_000)
                    posts["h2load -> HTTP/2 cleartext POST (c1 m64), req/s"] = h2load
        finally:
            _stop(parent, process)
    table, ratios, goals = matrix_report(matrix, auto)
    cores = quic_cores(pki_dir, quick=args.quick)
    if "qh3" in cores:
        ratios["QUIC core, sans-I/O: qh3 / aioquic, MB/s"] = (
            cores["qh3"]["MB/s"] / cores["aioquic"]["MB/s"]
        )
    _print_ratios(ratios)
    Console().print({"QUIC cores, sans-I/O (one stream, 4 MB)": cores})
    if posts:
        Console().print(posts)
    document_results: dict[str, object] = {
        "matrix": matrix,
        "quic cores (sans-I/O)": cores,
        "posts": posts,
        "auto": {"loop": auto[0], "h2_engine": auto[1]},
        "versions": versions(),
        "loop": ", ".join(loops),
    }
    return report("transport", document_results, ratios, goals, args=args, table=table)


def limits_main(args: argparse.Namespace, pki_dir: str) -> int:
    """`--limits`: the cost of the limits (issue 14), alone."""
    loop_name = use_uvloop(wanted=args.uvloop)
    limit_rounds = _run_limits(
        pki_dir, uvloop_wanted=args.uvloop, quick=args.quick, noise=args.limits_noise
    )
    limit_table, limit_ratios, limit_goals = limits_report(limit_rounds)
    core = audit_share()
    limit_results: dict[str, object] = {"rounds": limit_rounds, "core (sans-I/O)": core}
    limit_ratios["core: audit time / h2 parse time"] = (
        core["h2 reads, per second"] / core["audit reads, per second"]
    )
    limit_ratios["core: limits' work / h2's work, opening a connection"] = (
        core["h2 connection openings, per second"]
        / core["limits' connection openings (gate and audit), per second"]
    )
    _print_ratios(limit_ratios)
    return report(
        "transport-limits",
        {**limit_results, "loop": loop_name},
        limit_ratios,
        limit_goals,
        args=args,
        table=limit_table,
    )


def _print_ratios(ratios: dict[str, float]) -> None:
    ratio_table = Table(title="ratios", title_justify="left")
    ratio_table.add_column("ratio")
    ratio_table.add_column("value", justify="right")
    for name, value in ratios.items():
        ratio_table.add_row(name, f"{value:.2f}")
    Console().print(ratio_table)


if __name__ == "__main__":
    sys.exit(main())
