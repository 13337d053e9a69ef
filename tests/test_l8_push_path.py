"""L8's push path: bytes handled in the read that brought them, order and back-pressure kept.

An open session's bytes go from the stream's `deliver` (the connection's own
read) straight into the endpoint (`StreamChannel.listen`, `Session._arrived`);
anything that needs a wait is left to the reader task. These tests hold the
two paths to the same outcome: the same events in the same order, the same
bound on what waits unread, and a fault in one session's input ending that
session alone.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import sys
import weakref

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from transport_helpers import running

from l7_transport import memory_channel_pair
from l7_transport.channel import Channel
from l7_transport.config import TransportConfig
from l7_transport.exceptions import StreamReset, TransportErrorCode
from l7_transport.framing import encode_frame
from l7_transport.stream_channel import IDLE_CREDIT, StreamChannel
from l7_transport.tls import write_dev_pki
from l8_comm import Endpoint, EndpointConfig, MessageReceived, Performative, ProtocolViolation
from l8_comm.aio import Session
from l8_comm.events import ConversationAborted, SessionTerminated


def _requests(count: int) -> bytes:
    """The bytes of `count` REQUESTs from alice to bob, numbered in their content."""
    alice = Endpoint("alice", peer_id="bob")
    for n in range(count):
        alice.request("bob", {"n": n})
    return alice.data_to_send()


async def test_a_message_is_handled_in_the_read_that_brought_it():
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    waiting = asyncio.ensure_future(bob.next_event())
    await asyncio.sleep(0)  # the application waits for an event
    right.deliver(_requests(1))  # as the connection's read does
    assert right.unread == 0  # taken in that call, not left for a reader task
    event = await asyncio.wait_for(waiting, 5)
    assert isinstance(event, MessageReceived)
    assert event.envelope.content == {"n": 0}
    await bob.close()


async def test_bytes_are_not_handled_before_the_application_first_waits():
    """What the application sets up on the endpoint after `start` (L9's guard) comes first."""
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    right.deliver(_requests(1))
    assert right.unread > 0
    event = await asyncio.wait_for(bob.next_event(), 5)
    assert isinstance(event, MessageReceived)
    await bob.close()


async def test_the_first_look_without_waiting_takes_what_has_arrived():
    """`next_event_nowait` starts listening as `next_event` does: bytes that came with the
    stream (a responder's HELLO) are an event at once, with no wait nor its timer."""
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    right.deliver(_requests(2))
    event = bob.next_event_nowait()
    assert isinstance(event, MessageReceived)
    assert event.envelope.content == {"n": 0}
    assert right.unread == 0  # and later bytes are taken in the read that brings them
    second = bob.next_event_nowait()
    assert isinstance(second, MessageReceived)
    assert second.envelope.content == {"n": 1}
    with pytest.raises(asyncio.QueueEmpty):  # nothing more: the application then waits
        bob.next_event_nowait()
    await bob.close()


@settings(max_examples=60, deadline=None)
@given(
    count=st.integers(1, 12),
    bound=st.integers(1, 4),
    cuts=st.lists(st.integers(0, 10_000), max_size=12),
    first=st.integers(0, 3),
    plan=st.lists(st.tuples(st.integers(0, 3), st.integers(0, 3)), min_size=1, max_size=30),
)
def test_events_keep_their_order_whichever_path_takes_the_bytes(count, bound, cuts, first, plan):
    """Random reads and a random pace of the application: every message, once, in order."""
    wire = _requests(count)
    points = sorted({0, len(wire), *(c % (len(wire) + 1) for c in cuts)})
    chunks = [wire[a:b] for a, b in itertools.pairwise(points) if b > a]

    async def scenario() -> list[int]:
        _left, right = memory_channel_pair()
        bob = Session(Endpoint("bob", peer_id="alice"), right, max_pending_events=bound).start()
        seen: list[int] = []
        permits = asyncio.Semaphore(first)

        async def application() -> None:
            while len(seen) < count:
                await permits.acquire()
                event = await bob.next_event()
                assert isinstance(event, MessageReceived)
                seen.append(event.envelope.content["n"])

        reading = asyncio.ensure_future(application())
        steps = iter(plan * (len(chunks) + 1))
        for chunk in chunks:
            right.deliver(chunk)
            turns, reads = next(steps)
            for _ in range(reads):
                permits.release()
            for _ in range(turns):
                await asyncio.sleep(0)
        for _ in range(count):
            permits.release()
        await asyncio.wait_for(reading, 5)
        await bob.close()
        return seen

    assert asyncio.run(scenario()) == list(range(count))


async def test_an_application_that_stops_reading_stops_the_reading():
    """At its bound the queue takes no more: the rest waits unread on the stream."""
    left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right, max_pending_events=2).start()
    alice = Session(Endpoint("alice", peer_id="bob"), left).start()
    first = asyncio.ensure_future(bob.next_event())
    await asyncio.sleep(0)
    for n in range(40):  # in four reads: the first may take the queue past its bound
        alice.endpoint.request("bob", {"n": n})
        if n % 10 == 9:
            await alice.flush()
            await asyncio.sleep(0.05)
    assert right.unread > 0  # not read: the peer waits on flow control, not on our memory
    seen = [(await first).envelope.content["n"]]
    async with asyncio.timeout(5):
        while len(seen) < 40:
            event = await bob.next_event()
            assert isinstance(event, MessageReceived)
            seen.append(event.envelope.content["n"])
    assert seen == list(range(40))
    await alice.close()
    await bob.close()


async def _next_message(session: Session) -> MessageReceived:
    async with asyncio.timeout(5):
        while True:
            event = await session.next_event()
            assert event is not None, "the session ended"
            if isinstance(event, MessageReceived):
                return event


def _readers() -> list[asyncio.Task]:
    return [t for t in asyncio.all_tasks() if t.get_coro().__qualname__ == "Session._read"]


async def test_a_fatal_fault_found_in_the_read_ends_the_session_and_its_reader():
    _left, right = memory_channel_pair()
    config = EndpointConfig(error_budget=2)
    bob = Session(Endpoint("bob", peer_id="alice", config=config), right).start()
    events = []

    async def application() -> None:
        while (event := await bob.next_event()) is not None:
            events.append(event)

    reading = asyncio.ensure_future(application())
    await asyncio.sleep(0)  # the application and the reader wait
    for _ in range(4):
        right.deliver(b"\x00\x00\x00\x00\x02{}")
    await asyncio.wait_for(reading, 5)
    assert isinstance(events[0], ProtocolViolation)
    [ended] = [e for e in events if isinstance(e, SessionTerminated)]
    assert ended.code == "too_many_errors"
    assert bob.ended.is_set()
    await asyncio.sleep(0)
    assert not _readers()  # the reader, waiting for bytes that would never come, was stopped
    await bob.close()


async def test_a_fault_in_one_sessions_input_ends_that_session_alone(tmp_path):
    """An unexpected error while a session handles its input, in the connection's read."""
    pki = write_dev_pki(tmp_path)
    served: list[Session] = []

    async def handler(channel: Channel) -> None:
        session = Session(Endpoint("bob", peer_id="alice"), channel).start()
        served.append(session)
        while (event := await session.next_event()) is not None:
            if isinstance(event, MessageReceived):
                session.endpoint.reply(event.envelope, Performative.INFORM, event.envelope.content)
                await session.flush()
        await session.close()

    async with running("h2c", pki, handler) as (_server, connect):
        client = await connect()
        sessions = []
        for _ in range(2):
            session = Session(Endpoint("alice", peer_id="bob"), await client.open_session()).start()
            session.endpoint.request("bob", {"n": 0})
            await session.flush()
            sessions.append(session)
        for session in sessions:
            await _next_message(session)

        def broken(_data: bytes, _now: float) -> list:
            raise RuntimeError("a bug")

        served[0].endpoint.receive_data = broken  # type: ignore[method-assign]
        for session in sessions:
            session.endpoint.request("bob", {"n": 1})
            await session.flush()
        event = await _next_message(sessions[1])
        assert event.envelope.content == {"n": 1}
        async with asyncio.timeout(5):
            while (event := await sessions[0].next_event()) is not None:
                last = event
        assert isinstance(last, ConversationAborted)  # its request: the stream was reset
        assert isinstance(sessions[0].channel.failure, StreamReset)
        assert served[0].ended.is_set()
        assert not client.closed
        for session in sessions:
            await session.close()
        await client.close()


async def _all_messages(session: Session, *, quiet: float = 1.0) -> list[int]:
    """The numbers of the messages read until none comes for `quiet` seconds."""
    seen: list[int] = []
    with contextlib.suppress(TimeoutError):
        while True:
            async with asyncio.timeout(quiet):
                event = await session.next_event()
            if isinstance(event, MessageReceived):
                seen.append(event.envelope.content["n"])
    return seen


async def _lagging(*, forgotten_after: float, bound: int) -> tuple:
    """Bob, whose queue holds `bound` events and whose conversations time out after
    `forgotten_after` s, waiting for his first event from alice (the listener is on)."""
    left, right = memory_channel_pair()
    config = EndpointConfig(conversation_timeout=forgotten_after)
    bob = Session(Endpoint("bob", peer_id="alice", config=config), right, max_pending_events=bound)
    bob.start()
    alice = Session(Endpoint("alice", peer_id="bob"), left).start()
    first = asyncio.ensure_future(bob.next_event())
    await asyncio.sleep(0)
    return left, right, bob, alice, first


async def test_the_reader_and_a_timer_waiting_for_room_together_both_get_it():
    """Two tasks at the bound (the reader, a timed-out conversation's): neither is stranded."""
    left, right, bob, alice, first = await _lagging(forgotten_after=0.3, bound=2)
    for n in range(6):  # each in a read of its own: the reader ends up waiting for room
        alice.endpoint.request("bob", {"n": n})
        await alice.flush()
        await asyncio.sleep(0.01)
    await asyncio.sleep(0.6)  # the conversations time out: the timer's task waits too
    assert (await first).envelope.content == {"n": 0}
    assert await _all_messages(bob) == [1, 2, 3, 4, 5]
    assert right.unread == 0
    await bob.close(peer_wait=0.5)
    await alice.close(peer_wait=0.5)


async def test_a_waiter_that_finds_the_room_taken_waits_again_and_loses_nothing():
    """The application makes room in the same turn as a timer fires: the timer's task takes
    it first, and the reader, woken too, must wait again, not drop its message."""
    loop = asyncio.get_running_loop()
    left, right, bob, alice, first = await _lagging(forgotten_after=0.5, bound=1)
    for n in range(3):
        alice.endpoint.request("bob", {"n": n})
        await alice.flush()
        await asyncio.sleep(0.01)
    seen = [(await first).envelope.content["n"]]
    taken: list = []
    loop.call_at(bob._timer.when() + 1e-6, lambda: taken.append(bob.next_event_nowait()))
    await asyncio.sleep(1.5)
    seen += [e.envelope.content["n"] for e in taken if isinstance(e, MessageReceived)]
    assert seen + await _all_messages(bob) == [0, 1, 2]
    await bob.close(peer_wait=0.5)
    await alice.close(peer_wait=0.5)


async def test_a_timers_events_waiting_for_room_go_before_the_end():
    """The peer ends its side while a timed-out conversation's task waits for room: its
    events are read before the end (None), never behind it where `async for` stops."""
    left, right, bob, alice, first = await _lagging(forgotten_after=0.3, bound=1)
    for n in range(2):
        alice.endpoint.request("bob", {"n": n})
    await alice.flush()  # one read, two messages: the reader waits with the second
    assert isinstance(await asyncio.wait_for(first, 5), MessageReceived)
    await asyncio.sleep(0.6)  # both conversations time out: a timer's task waits for room
    await left.close()  # the peer ends its side
    async with asyncio.timeout(5):
        kinds = [type(event).__name__ async for event in bob]
    assert kinds == ["MessageReceived", "ConversationTimedOut", "ConversationTimedOut"]
    assert bob.next_event_nowait() is None
    await bob.close(peer_wait=0.2)
    await alice.close(peer_wait=0.2)


async def test_next_event_nowait_says_empty_not_ended_while_a_timers_events_are_owed():
    """Reading is over but a timed-out conversation's task still holds its events: taking
    without waiting says "none yet" (QueueEmpty), never the end, until they are read."""
    left, right, bob, alice, first = await _lagging(forgotten_after=0.3, bound=1)
    for n in range(2):
        alice.endpoint.request("bob", {"n": n})
    await alice.flush()
    assert isinstance(await asyncio.wait_for(first, 5), MessageReceived)
    await asyncio.sleep(0.6)  # both conversations time out: a timer's task waits for room
    await left.close()
    async with asyncio.timeout(5):
        # One loop turn at a time: the first turn after reading ended, before the timer's
        # task (woken by then) has put its events.
        while not bob.ended.is_set():  # noqa: ASYNC110 - an Event's wait takes more turns
            await asyncio.sleep(0)
    assert bob._timer_batches == 1  # the case under test: the timer's events are owed
    kinds: list[str] = []
    async with asyncio.timeout(5):
        while True:
            try:
                event = bob.next_event_nowait()
            except asyncio.QueueEmpty:
                await asyncio.sleep(0)  # the timer's task puts its events
                continue
            if event is None:
                break
            kinds.append(type(event).__name__)
    assert kinds == ["MessageReceived", "ConversationTimedOut", "ConversationTimedOut"]
    assert bob.next_event_nowait() is None
    await bob.close(peer_wait=0.2)
    await alice.close(peer_wait=0.2)


def _session_readers(session: Session) -> int:
    """How many reader tasks `session` runs now."""
    return sum(1 for task in session._tasks if task.get_coro().__qualname__ == "Session._read")


async def _idle() -> None:
    """A few loop turns: a reader with nothing to read has stopped by then."""
    for _ in range(5):
        await asyncio.sleep(0)


async def test_an_idle_session_runs_no_reader_and_the_end_starts_one():
    """Nothing to read: no task of the session's own waits; the peer's end wakes one."""
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    waiting = asyncio.ensure_future(bob.next_event())
    await _idle()
    assert _session_readers(bob) == 0
    right.deliver(_requests(1))  # taken where it arrives: still no reader
    assert isinstance(await asyncio.wait_for(waiting, 5), MessageReceived)
    await _idle()
    assert _session_readers(bob) == 0
    right.deliver_end()
    async with asyncio.timeout(5):  # the request left unanswered: aborted by the end
        assert [type(e).__name__ async for e in bob] == ["ConversationAborted"]
    assert bob.ended.is_set()
    await _idle()
    assert _session_readers(bob) == 0
    await bob.close()


async def test_a_failure_of_an_idle_session_is_read_at_once():
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    right.deliver(_requests(1))
    assert isinstance(await asyncio.wait_for(bob.next_event(), 5), MessageReceived)
    waiting = asyncio.ensure_future(bob.next_event())
    await _idle()
    assert _session_readers(bob) == 0
    right.fail(StreamReset(TransportErrorCode.STREAM_RESET, "the peer reset the session"))
    assert isinstance(await asyncio.wait_for(waiting, 5), ConversationAborted)
    assert await asyncio.wait_for(bob.next_event(), 5) is None
    assert bob.ended.is_set()
    await bob.close()


async def test_bytes_behind_a_full_queue_start_a_reader_that_stops_once_they_are_read():
    left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right, max_pending_events=1).start()
    alice = Session(Endpoint("alice", peer_id="bob"), left).start()
    first = asyncio.ensure_future(bob.next_event())
    await _idle()
    for n in range(3):  # each in a read of its own: the second fills the queue
        alice.endpoint.request("bob", {"n": n})
        await alice.flush()
        await _idle()
    assert (await first).envelope.content == {"n": 0}
    assert _session_readers(bob) == 1  # the third read waits for room
    assert [(await bob.next_event()).envelope.content["n"] for _ in range(2)] == [1, 2]
    await _idle()
    assert _session_readers(bob) == 0
    await alice.close(peer_wait=0.5)
    await bob.close(peer_wait=0.5)


async def test_what_a_reader_read_is_credited_when_it_stops():
    """Many windows' worth through a queue of one: the reader takes the bytes left behind
    the full queue and stops; what it read goes back to the peer as credit (once all is
    read the peer has its window again, less what an idle reader may keep: a quarter
    window here, `IDLE_CREDIT` at most)."""
    config = TransportConfig(stream_window=16384)  # credit goes back 4 KiB at a time
    left, right = memory_channel_pair(config)
    bob = Session(Endpoint("bob", peer_id="alice"), right, max_pending_events=1).start()
    alice = Session(Endpoint("alice", peer_id="bob"), left).start()
    padding = "x" * 200
    count = 200  # about 4 windows, in messages far below a batch of credit

    async def send() -> None:
        for n in range(count):
            alice.endpoint.request("bob", {"n": n, "padding": padding})
            await alice.flush()

    sending = asyncio.ensure_future(send())
    seen: list[int] = []
    async with asyncio.timeout(10):
        while len(seen) < count:
            event = await bob.next_event()
            if isinstance(event, MessageReceived):
                seen.append(event.envelope.content["n"])
            await asyncio.sleep(0.001)  # slower than the sender: the queue fills
        await sending
    assert seen == list(range(count))
    await _idle()
    assert right.unread == 0
    held = right._driver.in_flight[right.stream_id]  # what the peer sent, read, not credited
    assert 0 <= held < min(16384 // 4, IDLE_CREDIT)
    await alice.close(peer_wait=0.5)
    await bob.close(peer_wait=0.5)


async def _an_idle_session_closed() -> tuple[Session, StreamChannel]:
    """Bob, who read one message, went idle (no reader) and closed."""
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    waiting = asyncio.ensure_future(bob.next_event())
    await _idle()
    right.deliver(_requests(1))
    assert isinstance(await asyncio.wait_for(waiting, 5), MessageReceived)
    await _idle()
    assert _session_readers(bob) == 0
    await bob.close()
    return bob, right


async def test_a_closed_session_lets_go_of_its_channel():
    """No callback into the session stays on the channel: no cycle the collector must find."""
    bob, right = await _an_idle_session_closed()
    assert right._listener is None
    assert right._wake is None
    gc.disable()  # freed by reference counting alone
    try:
        ref = weakref.ref(bob)
        del bob
        await _idle()
        assert ref() is None
    finally:
        gc.enable()


@pytest.mark.parametrize("frame", [b'{"bad json', b"[]", b'{"protocol": 7}'])
async def test_a_session_that_read_a_broken_frame_is_freed_by_reference_counting(frame):
    """The violation's error is kept without its traceback nor the error it came from,
    whose frames (holding the events that hold the violation) would make a cycle."""
    _left, right = memory_channel_pair()
    bob = Session(Endpoint("bob", peer_id="alice"), right).start()
    right.deliver(encode_frame(frame))
    async with asyncio.timeout(5):
        violation = await bob.next_event()
    assert isinstance(violation, ProtocolViolation)
    assert violation.error.__traceback__ is None
    assert violation.error.__context__ is None
    await bob.close(peer_wait=0.1)
    gc.disable()  # freed by reference counting alone
    try:
        ref = weakref.ref(bob.endpoint)
        del bob, violation
        await _idle()
        assert ref() is None
    finally:
        gc.enable()


@pytest.mark.skipif(sys.version_info < (3, 12), reason="asyncio.eager_task_factory is 3.12+")
async def test_the_end_is_read_under_an_eager_task_factory():
    """An eager reader may run to its end inside `start`: the next wake starts another."""
    loop = asyncio.get_running_loop()
    loop.set_task_factory(asyncio.eager_task_factory)  # type: ignore[attr-defined]
    try:
        _left, right = memory_channel_pair()
        bob = Session(Endpoint("bob", peer_id="alice"), right).start()
        right.deliver(_requests(1))
        right.deliver_end()
        async with asyncio.timeout(5):
            kinds = [type(event).__name__ async for event in bob]
        assert kinds == ["MessageReceived", "ConversationAborted"]
        await bob.close()
    finally:
        loop.set_task_factory(None)
