"""Transport throughput on 127.0.0.1: raw TCP, HTTP/2 POST per message, HTTP/2 and HTTP/3 sessions.

The servers run in a second process (the machine has two cores), the
clients here; every shape sends the same L8 frames. Shapes:

- one-way: the client streams N frames, the server counts them and acks once;
- round-trip: send one frame, wait for its echo, repeat;
- each with 1 and with 64 concurrent sessions (raw TCP: 64 connections;
  HTTP: 64 streams on one connection; POST per message: 64 in flight).

Goals (issue 3): session stream >= 10x POST per message; >= 30% of the raw
TCP floor; HTTP/3 within 2x of HTTP/2. Also runs h2load against the one-shot
endpoint when it is installed.
"""

from __future__ import annotations

import asyncio
import contextlib
import multiprocessing
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import parse_args, report, use_uvloop

from l7_transport import Channel, PeerInfo, TransportConfig, encode_frame
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
    """Echo every frame; after a one-way header frame, count frames and ack once at the end."""
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


def _server_process(
    ports: multiprocessing.connection.Connection,
    pki_dir: str,
    uvloop_wanted: bool,  # noqa: FBT001
) -> None:
    use_uvloop(wanted=uvloop_wanted)

    async def main() -> None:
        pki = write_dev_pki(pki_dir)
        tcp = await asyncio.start_server(
            lambda r, w: _serve_channel(_TcpChannel(r, w)), "127.0.0.1", 0
        )
        h2c = await serve_http2(
            _serve_channel, message_handler=_unary, cleartext=True, config=CONFIG
        )
        h2 = await serve_http2(
            _serve_channel,
            message_handler=_unary,
            ssl_context=server_ssl_context(pki.server_cert, pki.server_key),
            config=CONFIG,
        )
        h3 = await serve_http3(
            _serve_channel,
            message_handler=_unary,
            certificate=pki.server_cert,
            private_key=pki.server_key,
            config=CONFIG,
        )
        h3_loopback = await serve_http3(
            _serve_channel,
            message_handler=_unary,
            certificate=pki.server_cert,
            private_key=pki.server_key,
            config=LOOPBACK_H3,
        )
        ports.send(
            {
                "tcp": tcp.sockets[0].getsockname()[1],
                "h2c": h2c.port,
                "h2": h2.port,
                "h3": h3.port,
                "h3_loopback": h3_loopback.port,
            }
        )
        await asyncio.get_running_loop().run_in_executor(None, ports.recv)

    asyncio.run(main())


# ----------------------------------------------------------------- client side

Opener = Callable[[], Awaitable[Channel]]


async def one_way(open_channel: Opener, sessions: int, frames: int) -> float:
    """Frames per second, streamed by `sessions` sessions at once, until the server acks."""
    channels = [await open_channel() for _ in range(sessions)]
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


async def measure(
    ports: dict[str, int], pki_dir: str, *, quick: bool
) -> dict[str, dict[str, float]]:
    """Run every shape against every carrier; return messages per second."""
    ca = Path(pki_dir) / "ca.pem"
    tls = client_ssl_context(ca)
    scale = 10 if quick else 1
    one_way_frames = 30_000 // scale
    rt_1, rt_64 = 1_000 // scale, 6_000 // scale
    post_1, post_64 = 400 // scale, 2_000 // scale

    async def tcp() -> Channel:
        reader, writer = await asyncio.open_connection("127.0.0.1", ports["tcp"])
        return _TcpChannel(reader, writer)

    h2c = await Http2Client.connect("127.0.0.1", ports["h2c"], cleartext=True, config=CONFIG)
    h2 = await Http2Client.connect("127.0.0.1", ports["h2"], ssl_context=tls, config=CONFIG)
    h3 = await Http3Client.connect("127.0.0.1", ports["h3"], ca=ca, config=CONFIG)
    h3_loopback = await Http3Client.connect(
        "127.0.0.1", ports["h3_loopback"], ca=ca, config=LOOPBACK_H3
    )
    sessions = {
        "raw TCP": tcp,
        "HTTP/2 cleartext session": h2c.open_session,
        "HTTP/2 TLS session": h2.open_session,
        "HTTP/3 session": h3.open_session,
        "HTTP/3 session, 16 kB datagrams": h3_loopback.open_session,
    }
    posts = {
        "HTTP/2 cleartext POST per message": h2c.message,
        "HTTP/2 TLS POST per message": h2.message,
        "HTTP/3 POST per message": h3.message,
    }
    session_shapes: dict[str, Callable[[Opener], Awaitable[float]]] = {
        "one-way x1": lambda o: one_way(o, 1, one_way_frames),
        "one-way x64": lambda o: one_way(o, 64, one_way_frames),
        "round-trip x1": lambda o: round_trip(o, 1, rt_1),
        "round-trip x64": lambda o: round_trip(o, 64, rt_64),
    }
    post_shapes: dict[str, Callable[[Callable[[bytes], Awaitable[bytes]]], Awaitable[float]]] = {
        "round-trip x1": lambda m: post_per_message(m, 1, post_1),
        "round-trip x64": lambda m: post_per_message(m, 64, post_64),
    }
    results: dict[str, dict[str, float]] = {name: {} for name in [*sessions, *posts]}
    # Best of ROUNDS, every carrier measured once per round for each shape, so
    # that the machine's noise falls on all of them alike.
    for _ in range(ROUNDS):
        for shape, run_session in session_shapes.items():
            for name, opener in sessions.items():
                rate = await run_session(opener)
                results[name][shape] = max(results[name].get(shape, 0.0), rate)
        for shape, run_post in post_shapes.items():
            for name, message in posts.items():
                rate = await run_post(message)
                results[name][shape] = max(results[name].get(shape, 0.0), rate)
    for client in (h2c, h2, h3, h3_loopback):
        await client.close()
    return results


def main() -> int:
    """Start the servers, measure every shape, print and report."""
    args = parse_args(
        __doc__ or "", extra=[("--uvloop", "run every side on uvloop (if installed)")]
    )
    loop_name = use_uvloop(wanted=args.uvloop)
    parent, child = multiprocessing.Pipe()
    pki_dir = tempfile.mkdtemp()
    process = multiprocessing.get_context("spawn").Process(
        target=_server_process, args=(child, pki_dir, args.uvloop), daemon=True
    )
    process.start()
    try:
        ports = parent.recv()
        results = asyncio.run(measure(ports, pki_dir, quick=args.quick))
        h2load = run_h2load(ports["h2c"], 2_000 if args.quick else 20_000)
    finally:
        parent.send("stop")
        process.join(5)
        if process.is_alive():
            process.kill()

    table = Table(
        title=f"transport: messages/s on 127.0.0.1 ({loop_name}; servers in a 2nd process)",
        title_justify="left",
    )
    shapes = ["one-way x1", "one-way x64", "round-trip x1", "round-trip x64"]
    table.add_column("carrier")
    for shape in shapes:
        table.add_column(shape, justify="right")
    for name, figures in results.items():
        table.add_row(name, *(f"{figures[s]:,.0f}" if s in figures else "" for s in shapes))
    if h2load is not None:
        table.add_row("h2load -> HTTP/2 cleartext POST (c1 m64)", "", "", "", f"{h2load:,.0f}")
    else:
        table.add_row("h2load: not installed (apt-get install nghttp2-client)", "", "", "", "")

    tcp = results["raw TCP"]
    h2s = results["HTTP/2 cleartext session"]
    h2tls = results["HTTP/2 TLS session"]
    h3s = results["HTTP/3 session"]
    post = results["HTTP/2 cleartext POST per message"]
    ratios = {
        "session vs POST, both answered, x64": h2s["round-trip x64"] / post["round-trip x64"],
        "session vs POST, both answered, x1": h2s["round-trip x1"] / post["round-trip x1"],
        "session one-way x64 vs POST round-trip x64": h2s["one-way x64"] / post["round-trip x64"],
    }
    h3_big = results["HTTP/3 session, 16 kB datagrams"]
    for shape in shapes:
        ratios[f"HTTP/2 session / raw TCP, {shape}"] = h2s[shape] / tcp[shape]
        ratios[f"HTTP/2 TLS / HTTP/3, {shape}"] = h2tls[shape] / h3s[shape]
        ratios[f"HTTP/2 TLS / HTTP/3 16 kB datagrams, {shape}"] = h2tls[shape] / h3_big[shape]
    worst_vs_tcp = min(ratios[f"HTTP/2 session / raw TCP, {s}"] for s in shapes)
    worst_h3 = max(ratios[f"HTTP/2 TLS / HTTP/3, {s}"] for s in shapes)
    best_vs_post = ratios["session one-way x64 vs POST round-trip x64"]
    goals = {
        "session >= 10x POST per message (streamed x64 vs POST x64)": {
            "target": ">= 10",
            "measured": best_vs_post,
            "met": best_vs_post >= 10,
        },
        "session >= 30% of raw TCP (worst shape)": {
            "target": ">= 0.30",
            "measured": worst_vs_tcp,
            "met": worst_vs_tcp >= 0.30,
        },
        "HTTP/3 within 2x of HTTP/2 (worst shape, TLS vs TLS)": {
            "target": "<= 2",
            "measured": worst_h3,
            "met": worst_h3 <= 2,
        },
    }
    ratio_table = Table(title="ratios", title_justify="left")
    ratio_table.add_column("ratio")
    ratio_table.add_column("value", justify="right")
    for name, value in ratios.items():
        ratio_table.add_row(name, f"{value:.2f}")
    from rich.console import Console  # noqa: PLC0415 - only for this extra table

    Console().print(ratio_table)
    document_results: dict[str, object] = {name: dict(f) for name, f in results.items()}
    document_results["h2load_req_per_s"] = h2load
    document_results["loop"] = loop_name
    return report("transport", document_results, ratios, goals, args=args, table=table)


if __name__ == "__main__":
    sys.exit(main())
