"""What a server keeps of a locked idle session's handshake: nothing of the HELLO, no gate entry.

bench/sessions.py caught 9d51c9f (19.3 KiB per idle locked session instead of 13.7):
the serving frame kept the decoded HELLO (`first`) and the handshake gate's entry
(`pending`, and a closure over it) for the whole session, though the gate itself had
released it. No test held an idle session to what it keeps; this one does, on a real
agent over HTTP/2 on 127.0.0.1, by census (objects alive, counted the way the bench
counts them) and by reading the frames of the server's serving tasks. No timing is
asserted: the sessions are waited for, then counted.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import secrets
from collections.abc import Iterator
from typing import Any

from topic_helpers import V21, host_and
from transport_helpers import eventually

from ioa.agent import Agent
from ioa.agent_listening import Listening
from l8_comm import Envelope
from l9_snl.handshake.admission import PendingHandshake

SESSIONS = 4


def _is_hello(thing: object, sender: str | None = None) -> bool:
    if type(thing) is not Envelope or sender not in (None, thing.sender):
        return False
    content = thing.content
    return isinstance(content, dict) and content.get("snl") == "HELLO"


def _handshake_leftovers(sender: str) -> dict[str, int]:
    """`sender`'s HELLO envelopes and all gate entries alive here, after a full collection."""
    gc.collect()
    alive = gc.get_objects()
    return {
        "HELLO envelopes": sum(1 for thing in alive if _is_hello(thing, sender)),
        "gate entries": sum(1 for thing in alive if type(thing) is PendingHandshake),
    }


def _serving_frames(host: Agent) -> Iterator[Any]:
    """The frames of `host`'s serving tasks: `_serve_channel`'s and each it awaits.

    (The transport's own frames, which await `_serve_channel`, are left out.)
    """
    serve = Listening._serve_channel.__code__
    for task in asyncio.all_tasks():
        frames = []
        awaited: Any = task.get_coro()
        while awaited is not None and getattr(awaited, "cr_frame", None) is not None:
            frame = awaited.cr_frame
            if frames or (frame.f_code is serve and frame.f_locals.get("self") is host):
                frames.append(frame)
            awaited = awaited.cr_await
        yield from frames


def _held(value: object, host: Agent) -> Iterator[object]:
    """What a frame's local holds directly: itself, a closure's cells, a bound method's object."""
    yield value
    closure = getattr(value, "__closure__", None) or ()
    for cell in closure:
        with contextlib.suppress(ValueError):  # (an empty cell)
            yield cell.cell_contents
    owner = getattr(value, "__self__", None)
    if owner is not None and owner is not host:
        yield owner


async def test_an_idle_locked_session_keeps_no_hello_and_no_gate_entry():
    # A name of its own: no HELLO an earlier test left alive is counted as this one's.
    host, (member,) = host_and(f"member-{secrets.token_hex(4)}")
    listener = await host.serve()
    try:
        first = await member.connect("127.0.0.1", listener.port, peer="host", context=V21)
        await eventually(lambda: len(host.sessions) == 1)
        before = _handshake_leftovers(member.agent_id)
        sessions = [
            await member.connect("127.0.0.1", listener.port, peer="host", context=V21)
            for _ in range(SESSIONS)
        ]
        # on the server, a session is listed once its handshake's frame has returned
        await eventually(lambda: len(host.sessions) == 1 + SESSIONS)
        after = _handshake_leftovers(member.agent_id)
        added = {name: after[name] - before[name] for name in after}
        # (gate entries are counted process-wide: fewer, if an earlier test's went meanwhile)
        assert (after["HELLO envelopes"], max(0, added["gate entries"])) == (0, 0), (
            f"{1 + SESSIONS} idle locked sessions keep {after['HELLO envelopes']} HELLOs and "
            f"{added['gate entries']} more gate entries"
        )
        assert host._handshake_gate().pending == 0
        frames = list(_serving_frames(host))
        assert len(frames) >= 1 + SESSIONS  # each session's serving frame, and what it awaits
        kept = [
            f"{frame.f_code.co_name}: {name}"
            for frame in frames
            for name, value in frame.f_locals.items()
            if any(
                _is_hello(thing) or type(thing) is PendingHandshake for thing in _held(value, host)
            )
        ]
        assert kept == [], f"serving frames hold the handshake's HELLO or gate entry: {kept}"
        for session in [first, *sessions]:
            await session.close()
    finally:
        await member.close()
        await listener.close()
