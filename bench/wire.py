"""What a new session puts on the wire, frame by frame (issue 20: bytes per exchange).

`bench/peers.py`'s `new` exchange (a resumed L9 session, one `bookFlight`
request and its answer, closed after it, on the connection the agent shares)
played once in this process through a relay on 127.0.0.1 that keeps every
byte; the HTTP/2 frames are read back with hyperframe and each L8 frame's
envelope decoded, so that the table names what each message costs: its
bytes on the wire, its envelope's header members and its content. The
exchange is the same on every run (only ids, times, nonces and tickets
change, at fixed lengths), so there is one run and no spread. The ratio is
against a2a's bytes for the same exchange as `bench/peers.py` measures them
(HTTP/1.1 request and answer, a constant of the a2a-sdk's JSON-RPC form).

A second shape: one request on a session already open, then nothing for
`QUIET` seconds (an agent's sparse traffic): the L8 messages each way until
the session is quiet again, acknowledgements included, with the agents'
defaults (`snl.reply-acks` agreed, spec 12.16: the answer is the request's
acknowledgement) and with the server not offering that extension
(`SemanticConfig(reply_acks=False)`, as a peer of an earlier version would not).
"""

from __future__ import annotations

import asyncio
import contextlib
import sys
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
from hyperframe.frame import DataFrame, Frame
from rich.console import Group
from rich.table import Table

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import at_most, parse_args, report
from peers import IoaClient, _serve_ioa

from l9_snl.compact import restore_from
from l9_snl.integrity import REPLY_ACKS_EXTENSION
from l9_snl.session import SemanticConfig

QUIET = 2.5
"""Seconds after the answer in which every acknowledgement that will go, goes (ack_delay 1 s)."""
A2A_BYTES = 505 + 810
"""a2a's bytes for the same exchange (request + answer), as `bench/peers.py` counts them."""
_L8_HEADER = 5
_H2_HEADER = 9


@dataclass(frozen=True, slots=True)
class WireFrame:
    """One frame as it crossed the relay."""

    direction: str
    """`up` (client to server) or `down`."""
    label: str
    """The HTTP/2 frame type, or the L8 message (`PERFORMATIVE protocol`)."""
    size: int
    """Bytes on the wire: an HTTP/2 frame with its header; an L8 frame with its 5-byte header."""
    content: dict[str, Any] | None = None
    """An L8 frame's envelope (None for HTTP/2 frames)."""


class _Recorder:
    """A TCP relay to one server that keeps what crossed it, each direction apart."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.bytes = {"up": bytearray(), "down": bytearray()}
        self.reads = {"up": 0, "down": 0}
        """Reads that returned bytes, per direction: about the sending side's socket writes
        (one exchange at a time on loopback; a count to read, never to assert on)."""
        self.port = 0
        self._server: asyncio.Server | None = None

    async def start(self) -> None:
        self._server = await asyncio.start_server(self._relay, "127.0.0.1", 0)
        self.port = self._server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._server is not None:
            self._server.close()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", self.target)

        async def pipe(
            source: asyncio.StreamReader, sink: asyncio.StreamWriter, direction: str
        ) -> None:
            kept = self.bytes[direction]
            while data := await source.read(1 << 16):
                kept += data
                self.reads[direction] += 1
                sink.write(data)
                await sink.drain()
            if sink.can_write_eof():
                sink.write_eof()

        try:
            await asyncio.gather(
                pipe(reader, upstream_writer, "up"),
                pipe(upstream_reader, writer, "down"),
            )
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            writer.close()
            upstream_writer.close()


def read_frames(direction: str, data: bytes) -> list[WireFrame]:
    """The HTTP/2 frames of one direction (no preface: the connection was open before)."""
    frames: list[WireFrame] = []
    stream = b""
    offset = 0
    while offset + _H2_HEADER <= len(data):
        frame, length = Frame.parse_frame_header(memoryview(data[offset : offset + _H2_HEADER]))
        body = data[offset + _H2_HEADER : offset + _H2_HEADER + length]
        offset += _H2_HEADER + length
        if not isinstance(frame, DataFrame):
            frames.append(WireFrame(direction, type(frame).__name__, _H2_HEADER + length))
            continue
        if not body:
            frames.append(WireFrame(direction, "END_STREAM (empty DATA)", _H2_HEADER))
            continue
        frames.append(WireFrame(direction, "DATA frame header", _H2_HEADER))
        stream += body
        while len(stream) >= _L8_HEADER:
            size = int.from_bytes(stream[1:_L8_HEADER], "big")
            if len(stream) < _L8_HEADER + size:
                break
            envelope = orjson.loads(stream[_L8_HEADER : _L8_HEADER + size])
            stream = stream[_L8_HEADER + size :]
            compact = "from" not in envelope  # spec 12.18: what the session implies is left out
            seen = dict(envelope)
            restore_from(seen, sender="", recipient="")
            label = f"{seen.get('performative')} {seen.get('protocol')}" + (
                " (compact)" if compact else ""
            )
            frames.append(WireFrame(direction, label, _L8_HEADER + size, envelope))
    return frames


@contextlib.asynccontextmanager
async def _recorded(semantic: Any = None) -> AsyncIterator[tuple[IoaClient, _Recorder, str]]:  # noqa: ANN401 - a SemanticConfig
    """An ioa server (`semantic`: its config) behind the recorder, a client, the recorder's URL."""
    served = await _serve_ioa(semantic)
    recorder = _Recorder(int(served.url.rsplit(":", 1)[1]))
    await recorder.start()
    client = IoaClient(served.key)
    served.trust(client.key)
    try:
        yield client, recorder, f"http://127.0.0.1:{recorder.port}"
    finally:
        await client.agent.close()
        await recorder.stop()
        await served.stop()


def _forget(recorder: _Recorder) -> None:
    """Start the recording over (what crossed so far is not the shape's)."""
    for kept in recorder.bytes.values():
        kept.clear()
    recorder.reads.update(up=0, down=0)


def _frames(kept: dict[str, bytes]) -> list[WireFrame]:
    return [frame for direction, data in kept.items() for frame in read_frames(direction, data)]


async def new_session_frames() -> tuple[list[WireFrame], dict[str, int]]:
    """Play one new-session exchange through the recorder; its frames and each direction's bytes.

    The totals also hold `reads up` and `reads down`: how many reads of the relay
    returned bytes (about the socket writes of the side that sent them).

    The first session (a full handshake) leaves the ticket and the shared
    connection; only the second, resumed, session is recorded.
    """
    async with _recorded() as (client, recorder, url):
        await client.open(url)
        await client.exchange()
        await client.close()
        await asyncio.sleep(0.1)  # the first session's last frames
        _forget(recorder)
        answer = await client.fresh(url, mode="new")
        assert answer.get("booking_reference"), answer  # noqa: S101 - a wrong answer is a bug
        await asyncio.sleep(0.1)  # the server's end of stream
        # Before the agent closes its shared connection (a GOAWAY that is not the session's).
        kept = {direction: bytes(data) for direction, data in recorder.bytes.items()}
        reads = dict(recorder.reads)
    totals = {direction: len(data) for direction, data in kept.items()}
    totals.update({f"reads {direction}": count for direction, count in reads.items()})
    return _frames(kept), totals


async def isolated_exchange_frames(*, reply_acks: bool) -> list[WireFrame]:
    """The frames of one request on an open session, until it is quiet again (`QUIET`).

    `reply_acks=False`: the server does not offer `snl.reply-acks` (`SemanticConfig`).
    """
    async with _recorded(SemanticConfig(reply_acks=reply_acks)) as (client, recorder, url):
        await client.open(url)
        agreed = REPLY_ACKS_EXTENSION in client.session.locked.locked.extensions
        assert agreed is reply_acks, agreed  # noqa: S101 - the shape is what it says
        await client.exchange()
        await asyncio.sleep(QUIET)  # the handshake's and the first exchange's ACKs
        _forget(recorder)
        answer = await client.exchange()
        assert answer.get("booking_reference"), answer  # noqa: S101 - a wrong answer is a bug
        await asyncio.sleep(QUIET)
        kept = {direction: bytes(data) for direction, data in recorder.bytes.items()}
        await client.close()
    return _frames(kept)


def _messages(frames: list[WireFrame]) -> tuple[int, int]:
    """(L8 messages, their bytes) among `frames`."""
    messages = [frame for frame in frames if frame.content is not None]
    return len(messages), sum(frame.size for frame in messages)


def _envelope_split(content: dict[str, Any]) -> tuple[int, int]:
    """(header members' bytes, content's bytes) of an envelope as JSON."""
    whole = len(orjson.dumps(content))
    body = len(orjson.dumps(content.get("content")))
    return whole - body, body


def main() -> int:
    """Print the frames of one new session and the ratio to a2a's bytes."""
    args = parse_args(__doc__ or "")
    frames, totals = asyncio.run(new_session_frames())
    table = Table(title="one new session (resumed, one request, closed after its answer)")
    for column in ("direction", "frame", "bytes", "envelope header", "content"):
        table.add_column(column, justify="left" if column in ("direction", "frame") else "right")
    rows = []
    for frame in frames:
        header, body = _envelope_split(frame.content) if frame.content else (0, 0)
        table.add_row(
            frame.direction,
            frame.label,
            f"{frame.size:,}",
            f"{header:,}" if frame.content else "",
            f"{body:,}" if frame.content else "",
        )
        rows.append({"direction": frame.direction, "frame": frame.label, "bytes": frame.size})
    total = totals["up"] + totals["down"]
    table.caption = (
        f"up {totals['up']:,} + down {totals['down']:,} = {total:,} bytes; reads at the relay"
        f" (about the sender's socket writes): up {totals['reads up']}, down"
        f" {totals['reads down']}"
    )
    results = {
        "frames": rows,
        "bytes up": totals["up"],
        "bytes down": totals["down"],
        "relay reads up": totals["reads up"],
        "relay reads down": totals["reads down"],
    }
    isolated = Table(title=f"one request on an open session, then {QUIET:g} s of nothing")
    for column in ("server offers snl.reply-acks", "L8 messages", "their bytes", "what"):
        isolated.add_column(column, justify="left" if column == "what" else "right")
    for reply_acks in (True, False):
        shape = asyncio.run(isolated_exchange_frames(reply_acks=reply_acks))
        count, size = _messages(shape)
        name = "with reply-acks" if reply_acks else "without reply-acks"
        results[f"isolated exchange, {name}: messages"] = count
        results[f"isolated exchange, {name}: bytes"] = size
        what = ", ".join(
            f"{f.direction} {f.label.split(' (')[0]}" for f in shape if f.content is not None
        )
        isolated.add_row("yes" if reply_acks else "no", str(count), f"{size:,}", what)
    ratios = {
        "bytes ioa/a2a, new session": total / A2A_BYTES,
        "messages of an isolated exchange, with/without reply-acks": (
            results["isolated exchange, with reply-acks: messages"]
            / results["isolated exchange, without reply-acks: messages"]
        ),
    }
    goals = {"new session: ioa/a2a bytes": at_most(1.5, ratios["bytes ioa/a2a, new session"])}
    return report("wire", results, ratios, goals, args=args, table=Group(table, isolated))


if __name__ == "__main__":
    sys.exit(main())
