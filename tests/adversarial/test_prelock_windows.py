"""The two windows in which a side seals what it sends but cannot yet authenticate what it reads.

The responder of a full handshake seals from its SELECT and authenticates
from the LOCK; a resuming initiator seals from its HELLO and authenticates
from the SELECT (spec 12.16). A frame a relay puts in such a window (a genuine
later message moved ahead, a forged envelope, garbage) must never be answered:
a sealed answer would be an authentic-looking verdict on a frame anyone could
have placed there. Here a relay between two real L9 drivers on memory
channels does exactly that, for each window and each kind of frame; the
outcome must be the one an honest path gives, or a failure both sides see.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable

import orjson
import pytest
from l9_helpers import pair

from l7_transport import Channel, memory_channel_pair
from l7_transport.framing import FrameDecoder, encode_frame
from l8_comm import Endpoint, MessageReceived, Performative, ProtocolViolation
from l8_comm.aio import Session
from l8_comm.events import SessionTerminated
from l8_comm.identifiers import format_timestamp, new_id
from l9_snl.aio import HandshakeError, LockedSession, initiate, respond
from l9_snl.handshake import HandshakeConfig, TicketReceived, snl_registry

REGISTRY = snl_registry()
BOOK = {
    "task": "bookFlight",
    "parameters": {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"},
}
ANSWER = {
    "task": "bookFlight",
    "result": {"booking_reference": "IOA7Q2", **BOOK["parameters"]},  # type: ignore[dict-item]
}


def forged(payload: bytes) -> bytes:
    """A well-formed envelope in the sender's name that it never sent (no MAC, new id)."""
    wire = orjson.loads(payload)
    wire.pop("mac", None)
    wire["id"] = "Rm9yZ2VkLWJ5LWEtcmVsYXk"
    wire["conversation_id"] = "Q2hvc2VuLWJ5LWEtcmVsYXk"
    return orjson.dumps(wire)


def garbage(_payload: bytes) -> bytes:
    """A frame that is not an envelope at all."""
    return b'{"protocol":'


Placement = Callable[[bytes], list[bytes]]
"""Given the genuine message the relay waited for, the frames it shows the window side first."""

PLACEMENTS: dict[str, Placement] = {
    "the genuine message, early": lambda payload: [payload],
    "a forged envelope": lambda payload: [forged(payload)],
}
"""Frames the window side drops unanswered: the session goes on as if they never came."""


class WindowRelay:
    """Relays one direction honestly, except: holds the frames after the first `passed` until
    `trigger` appears, then sends what `placement` makes of it, and everything held, in order."""

    def __init__(self, placement: Placement, trigger: bytes, *, passed: int) -> None:
        self.placement = placement
        self.trigger = trigger
        self.passed = passed
        self.done = False
        self.answers_from_window: list[bytes] = []

    async def tampered(self, source: Channel, sink: Channel) -> None:
        decoder = FrameDecoder()
        held: list[bytes] = []
        count = 0
        while data := await source.receive():
            for payload in decoder.feed(data):
                count += 1
                if count <= self.passed or self.done:
                    await sink.send(encode_frame(payload))
                    continue
                held.append(payload)
                if self.trigger in payload:
                    self.done = True
                    shown = self.placement(payload)
                    await sink.send(b"".join(encode_frame(p) for p in [*shown, *held]))
        with contextlib.suppress(Exception):
            await sink.close()

    async def watched(self, source: Channel, sink: Channel) -> None:
        """The window side's output: relayed as is, NOT_UNDERSTOODs noted."""
        decoder = FrameDecoder()
        while data := await source.receive():
            for payload in decoder.feed(data):
                if b'"performative":"NOT_UNDERSTOOD"' in payload:
                    self.answers_from_window.append(payload)
            await sink.send(data)
        with contextlib.suppress(Exception):
            await sink.close()


def sessions_through(relay: WindowRelay, *, window_side: str) -> tuple[Session, Session, list]:
    """traveller <-> relay <-> airline; the relay tampers with what goes to `window_side`."""
    traveller_end, relay_left = memory_channel_pair(names=("traveller", "relay"))
    relay_right, airline_end = memory_channel_pair(names=("relay", "airline"))
    traveller = Session(Endpoint("traveller", peer_id="airline", registry=REGISTRY), traveller_end)
    airline = Session(Endpoint("airline", registry=REGISTRY), airline_end)
    if window_side == "airline":  # the tampered direction: traveller -> airline
        tasks = [
            asyncio.create_task(relay.tampered(relay_left, relay_right)),
            asyncio.create_task(relay.watched(relay_right, relay_left)),
        ]
    else:
        tasks = [
            asyncio.create_task(relay.watched(relay_left, relay_right)),
            asyncio.create_task(relay.tampered(relay_right, relay_left)),
        ]
    return traveller.start(), airline.start(), tasks


async def events_until_quiet(locked: LockedSession, seconds: float = 1.0) -> list:
    seen = []
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(seconds):
            while (event := await locked.next_event()) is not None:
                seen.append(event)
    return seen


def refusals_of(events: list) -> list:
    return [
        e
        for e in events
        if isinstance(e, MessageReceived) and e.envelope.performative == "NOT_UNDERSTOOD"
    ]


@pytest.mark.parametrize("placement", list(PLACEMENTS))
async def test_the_responder_answers_nothing_between_its_select_and_the_lock(placement):
    # The HELLO passes; the LOCK and what follows it are held until the REQUEST.
    relay = WindowRelay(PLACEMENTS[placement], trigger=b'"performative":"REQUEST"', passed=1)
    traveller, airline, tasks = sessions_through(relay, window_side="airline")
    p = pair()

    async def traveller_side() -> tuple[LockedSession, object]:
        locked = await initiate(traveller, p.initiator)
        return locked, await locked.send(Performative.REQUEST, BOOK)

    async with asyncio.timeout(10):
        (mine, request), theirs = await asyncio.gather(
            traveller_side(), respond(airline, p.responder)
        )
        served = []
        while not served:  # the airline runs the request once it is authenticated
            event = await theirs.next_event()
            assert event is not None, "the airline's session ended"
            if isinstance(event, MessageReceived) and event.envelope.performative == "REQUEST":
                served.append(event.envelope)
                await theirs.reply(event.envelope, Performative.AGREE)
                await theirs.reply(event.envelope, Performative.INFORM, ANSWER)
        answered = []
        while not answered:
            event = await mine.next_event()
            assert event is not None, "the traveller's session ended"
            assert not isinstance(event, SessionTerminated), event
            if isinstance(event, MessageReceived):
                assert event.envelope.performative != "NOT_UNDERSTOOD", event.envelope.content
                if event.envelope.performative == "INFORM":
                    answered.append(event.envelope)
    assert relay.done
    assert relay.answers_from_window == []  # nothing sealed went back for the window's frame
    assert [e.id for e in served] == [request.id]  # run once, as sent
    assert answered[0].performative == "INFORM"
    assert answered[0].in_reply_to == request.id
    assert not refusals_of(await events_until_quiet(mine, 0.3))
    # Closed through the relay, so that each side's final ACK reaches the other (a close
    # waits for the peer's), then the relay stops.
    await asyncio.gather(mine.close(), theirs.close())
    for task in tasks:
        task.cancel()


async def resumable(config: HandshakeConfig | None = None) -> object:
    """A pair whose initiator holds a ticket from a first, full handshake."""
    first = pair(label="full", config=config)
    left, right = memory_channel_pair(names=("traveller", "airline"))
    traveller = Session(Endpoint("traveller", peer_id="airline", registry=REGISTRY), left).start()
    airline = Session(Endpoint("airline", registry=REGISTRY), right).start()
    async with asyncio.timeout(10):
        mine, theirs = await asyncio.gather(
            initiate(traveller, first.initiator), respond(airline, first.responder)
        )
        while not isinstance(await mine.next_event(), TicketReceived):
            pass
    await mine.close()
    await theirs.close()
    return pair(label="resumed", issuer=first.issuer, cache=first.cache, config=config)


@pytest.mark.parametrize("placement", list(PLACEMENTS))
async def test_a_resuming_initiator_answers_nothing_before_the_select(placement):
    resumed = await resumable()
    # The SELECT and what follows it are held until the REQUEST.
    relay = WindowRelay(PLACEMENTS[placement], trigger=b'"performative":"REQUEST"', passed=0)
    traveller, airline, tasks = sessions_through(relay, window_side="traveller")

    async def airline_side() -> tuple[LockedSession, object]:
        locked = await respond(airline, resumed.responder)  # type: ignore[attr-defined]
        return locked, await locked.send(Performative.REQUEST, BOOK)

    async with asyncio.timeout(10):
        mine, (theirs, request) = await asyncio.gather(
            initiate(traveller, resumed.initiator),  # type: ignore[attr-defined]
            airline_side(),
        )
        assert mine.locked.resumed
        served = []
        while not served:
            event = await mine.next_event()
            assert event is not None, "the traveller's session ended"
            if isinstance(event, MessageReceived) and event.envelope.performative == "REQUEST":
                served.append(event.envelope)
                await mine.reply(event.envelope, Performative.AGREE)
                await mine.reply(event.envelope, Performative.INFORM, ANSWER)
        answered = []
        while not answered:
            event = await theirs.next_event()
            assert event is not None, "the airline's session ended"
            assert not isinstance(event, SessionTerminated), event
            if isinstance(event, MessageReceived):
                assert event.envelope.performative != "NOT_UNDERSTOOD", event.envelope.content
                if event.envelope.performative == "INFORM":
                    answered.append(event.envelope)
    assert relay.done
    assert relay.answers_from_window == []
    assert [e.id for e in served] == [request.id]
    assert answered[0].in_reply_to == request.id
    # Closed through the relay, so that each side's final ACK reaches the other (a close
    # waits for the peer's), then the relay stops.
    await asyncio.gather(mine.close(), theirs.close())
    for task in tasks:
        task.cancel()


async def test_the_window_still_charges_what_it_does_not_answer():
    # A flood into the window is not free: it spends the error budget and ends the session.
    relay = WindowRelay(
        lambda payload: [forged(payload)] * 200, trigger=b'"performative":"REQUEST"', passed=1
    )
    traveller, airline, tasks = sessions_through(relay, window_side="airline")
    p = pair()

    async def traveller_side() -> LockedSession:
        locked = await initiate(traveller, p.initiator)
        await locked.send(Performative.REQUEST, BOOK)
        return locked

    async with asyncio.timeout(10):
        results = await asyncio.gather(
            traveller_side(), respond(airline, p.responder), return_exceptions=True
        )
    airline_events = []
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(2):
            while (event := await airline.next_event()) is not None:
                airline_events.append(event)
    violations = [e for e in airline_events if isinstance(e, ProtocolViolation)]
    assert all(not v.answered for v in violations)
    ended = [e for e in airline_events if isinstance(e, SessionTerminated)]
    assert ended or any(isinstance(r, BaseException) for r in results)
    await airline.close()  # as an Agent does with a session that ended
    for result in results:  # through the relay: the end of the airline's stream reaches it
        if isinstance(result, LockedSession):
            await result.close()
    for task in tasks:
        task.cancel()


@pytest.mark.parametrize("window_side", ["airline", "traveller"])
async def test_garbage_in_a_window_fails_the_handshake_unanswered_and_nothing_runs(window_side):
    # An envelope that does not even decode, before the window side authenticates: its
    # handshake fails (an on-path relay can always end a session), and it says nothing
    # authenticated about it; the other side's request is never run, and it learns so.
    if window_side == "airline":
        p = pair()
        relay = WindowRelay(garbage_first, trigger=b'"performative":"REQUEST"', passed=1)
    else:
        p = await resumable()  # type: ignore[assignment]
        relay = WindowRelay(garbage_first, trigger=b'"performative":"REQUEST"', passed=0)
    traveller, airline, tasks = sessions_through(relay, window_side=window_side)
    initiator, responder = p.initiator, p.responder

    async def opener(run: object, *, sends: bool) -> tuple:
        locked = await run  # type: ignore[misc]
        sent = await locked.send(Performative.REQUEST, BOOK) if sends else None
        return locked, sent

    async with asyncio.timeout(10):
        results = await asyncio.gather(
            opener(initiate(traveller, initiator), sends=window_side == "airline"),
            opener(respond(airline, responder), sends=window_side == "traveller"),
            return_exceptions=True,
        )
    window_result = results[1] if window_side == "airline" else results[0]
    other_result = results[0] if window_side == "airline" else results[1]
    assert isinstance(window_result, Exception), window_result  # its handshake failed
    await (airline if window_side == "airline" else traveller).close()  # as an Agent does
    assert relay.answers_from_window == []
    assert not isinstance(other_result, BaseException), other_result
    other, _ = other_result
    seen = []
    async with asyncio.timeout(10):  # the session ends: the window side closed it
        while (event := await other.next_event()) is not None:
            seen.append(event)
    # No answer and no refusal came back: the request was neither run nor said refused;
    # the session simply ended before an answer, as when a peer closes mid-request.
    assert not [e for e in seen if isinstance(e, MessageReceived)]
    assert not [e for e in seen if isinstance(e, SessionTerminated)]
    for task in tasks:
        task.cancel()
    await other.close()


def garbage_first(payload: bytes) -> list[bytes]:
    return [garbage(payload)]


# -- a refusal of a resumption forged after the responder ran the first flight --------------

EARLY = HandshakeConfig(early_performatives=frozenset({Performative.QUERY, Performative.REQUEST}))


class SplittingRelay:
    """An outside attack: the traveller's resumed HELLO and its first flight go to airline
    A, which resumes and runs the flight; its answers are dropped and the traveller is told,
    in the airline's name, that the resumption was refused (nothing authenticates a refusal);
    the traveller's fallback full handshake then goes to a new session, airline B."""

    def __init__(self) -> None:
        self.to_a: list[bytes] = []
        self.dropped_from_a: list[bytes] = []

    async def run(self, traveller: Channel, a: Channel, b: Channel) -> None:
        decoder = FrameDecoder()
        hello = None
        while hello is None or len(self.to_a) < 2:  # the HELLO and its first flight
            data = await traveller.receive()
            assert data, "the traveller stopped before its first flight"
            for payload in decoder.feed(data):
                self.to_a.append(payload)
                hello = hello or orjson.loads(payload)
        await a.send(b"".join(encode_frame(p) for p in self.to_a))
        refusal = {
            "protocol": "snl-handshake",
            "id": new_id(),
            "ts": format_timestamp(time.time()),
            "from": "airline",
            "to": ["traveller"],
            "performative": "REFUSE",
            "conversation_id": hello["conversation_id"],
            "in_reply_to": hello["id"],
            "content": {"code": "ticket_expired", "reason": "the ticket has expired"},
        }
        await traveller.send(encode_frame(orjson.dumps(refusal)))
        await asyncio.gather(self._pipe(traveller, b), self._pipe(b, traveller), self._drop(a))

    async def _drop(self, a: Channel) -> None:
        while data := await a.receive():
            self.dropped_from_a.append(data)

    @staticmethod
    async def _pipe(source: Channel, sink: Channel) -> None:
        while data := await source.receive():
            await sink.send(data)
        with contextlib.suppress(Exception):
            await sink.close()


async def served(locked: LockedSession, seconds: float) -> list[str]:
    """The performatives of the messages `locked` receives within `seconds` (answered)."""
    seen = []
    with contextlib.suppress(TimeoutError):
        async with asyncio.timeout(seconds):
            while (event := await locked.next_event()) is not None:
                if isinstance(event, MessageReceived) and event.envelope.protocol != "snl-ack":
                    seen.append(event.envelope.performative)
                    if event.envelope.performative in ("REQUEST", "QUERY"):
                        await locked.reply(event.envelope, Performative.INFORM, ANSWER)
    return seen


@pytest.mark.parametrize("performative", [Performative.REQUEST, Performative.QUERY])
async def test_a_forged_refusal_of_a_resumption_does_not_run_its_first_flight_twice(performative):
    resumed = await resumable(EARLY)
    # another session of the same airline (its issuer: one memory of spent tickets)
    other = pair(
        label="other",
        issuer=resumed.issuer,  # type: ignore[attr-defined]
        cache=resumed.cache,  # type: ignore[attr-defined]
        config=EARLY,
    )
    traveller_end, relay_left = memory_channel_pair(names=("traveller", "relay"))
    relay_a, airline_a = memory_channel_pair(names=("relay", "airline"))
    relay_b, airline_b = memory_channel_pair(names=("relay", "airline"))
    relay = SplittingRelay()
    relaying = asyncio.create_task(relay.run(relay_left, relay_a, relay_b))
    traveller = Session(
        Endpoint("traveller", peer_id="airline", registry=REGISTRY), traveller_end
    ).start()
    a = Session(Endpoint("airline", registry=REGISTRY), airline_a).start()
    b = Session(Endpoint("airline", registry=REGISTRY), airline_b).start()
    async with asyncio.timeout(10):
        at_a, mine, at_b = await asyncio.gather(
            respond(a, resumed.responder),  # type: ignore[attr-defined]
            initiate(traveller, resumed.initiator, early=(performative, BOOK)),  # type: ignore[attr-defined]
            respond(b, other.responder),
        )
    assert at_a.locked.resumed
    assert not mine.locked.resumed  # locked in full, with airline B
    ran_at_a = await served(at_a, 0.5)
    ran_at_b = await served(at_b, 0.5)
    assert ran_at_a == [performative]  # the first flight ran where the relay sent it
    if performative == Performative.REQUEST:  # side effects: never sent again
        assert mine.early_envelope is None
        assert mine.early_unconfirmed == "REQUEST"
        assert ran_at_b == []
    else:  # a QUERY has none (spec 12.7): sent again once locked
        assert mine.early_unconfirmed is None
        assert mine.early_envelope is not None
        assert ran_at_b == ["QUERY"]
    relaying.cancel()
    for locked in (mine, at_a, at_b):
        locked.session.channel.abort("done")


async def test_a_hello_and_its_lock_read_together_fail_the_handshake_cleanly():
    # An outside attack: a recorded HELLO and LOCK sent in one write. L8 refuses the LOCK
    # (before the SELECT: an illegal transition) and ends the conversation, and the
    # responder's SELECT then raised LocalProtocolError out of the session's handler.
    p = pair(label="recorded")
    traveller_end, relay_left = memory_channel_pair(names=("traveller", "relay"))
    relay_right, airline_end = memory_channel_pair(names=("relay", "airline"))
    recorded: list[bytes] = []

    async def pipe(source: Channel, sink: Channel, into: list[bytes] | None) -> None:
        decoder = FrameDecoder()
        while data := await source.receive():
            if into is not None:
                into.extend(decoder.feed(data))
            await sink.send(data)
        with contextlib.suppress(Exception):
            await sink.close()

    tasks = [
        asyncio.create_task(pipe(relay_left, relay_right, recorded)),
        asyncio.create_task(pipe(relay_right, relay_left, None)),
    ]
    traveller = Session(
        Endpoint("traveller", peer_id="airline", registry=REGISTRY), traveller_end
    ).start()
    airline = Session(Endpoint("airline", registry=REGISTRY), airline_end).start()
    async with asyncio.timeout(10):
        await asyncio.gather(initiate(traveller, p.initiator), respond(airline, p.responder))
    hello, lock = recorded[:2]
    assert orjson.loads(hello)["performative"] == "PROPOSE"  # the HELLO
    assert orjson.loads(lock)["conversation_id"] == orjson.loads(hello)["conversation_id"]
    for task in tasks:
        task.cancel()

    again = pair(label="replayed")
    attacker, victim = memory_channel_pair(names=("attacker", "airline"))
    airline = Session(Endpoint("airline", registry=REGISTRY), victim).start()
    await attacker.send(encode_frame(hello) + encode_frame(lock))
    async with asyncio.timeout(10):
        with pytest.raises(HandshakeError) as failed:
            await respond(airline, again.responder)
    assert failed.value.code == "unexpected_message"
    assert "answer could not be sent: conversation_closed" in str(failed.value)


ADDED = {
    "context": {"id": "UmVsYXlDaG9zZW5TdWJDdHg", "type": "relay", "metadata": {"conclusion": True}},
    "ontology": "urn:contexts:travel:v2.0",
}


@pytest.mark.parametrize("member", list(ADDED))
@pytest.mark.parametrize("frame", [1, 2], ids=["HELLO", "LOCK"])
async def test_a_handshake_message_with_a_member_a_relay_added_fails_the_handshake(member, frame):
    # An outside attack: a sub-context (and an ontology) added to the HELLO and the LOCK
    # were taken: the sub-context went live on both sides and the responder's SELECT and
    # TICKET repeated it under its MAC. Spec 12.3: handshake envelopes carry neither.
    p = pair(label=f"added-{member}-{frame}")
    traveller_end, relay_left = memory_channel_pair(names=("traveller", "relay"))
    relay_right, airline_end = memory_channel_pair(names=("relay", "airline"))

    async def tampered(source: Channel, sink: Channel) -> None:
        decoder = FrameDecoder()
        count = 0
        while data := await source.receive():
            for payload in decoder.feed(data):
                count += 1
                wire = orjson.loads(payload) if count == frame else None
                sent = payload if wire is None else orjson.dumps({**wire, member: ADDED[member]})
                await sink.send(encode_frame(sent))
        with contextlib.suppress(Exception):
            await sink.close()

    async def relayed(source: Channel, sink: Channel) -> None:
        while data := await source.receive():
            await sink.send(data)
        with contextlib.suppress(Exception):
            await sink.close()

    tasks = [
        asyncio.create_task(tampered(relay_left, relay_right)),
        asyncio.create_task(relayed(relay_right, relay_left)),
    ]
    traveller = Session(
        Endpoint("traveller", peer_id="airline", registry=REGISTRY), traveller_end
    ).start()
    airline = Session(Endpoint("airline", registry=REGISTRY), airline_end).start()
    async with asyncio.timeout(10):
        results = await asyncio.gather(
            initiate(traveller, p.initiator), respond(airline, p.responder), return_exceptions=True
        )
    theirs = results[1]
    assert isinstance(theirs, HandshakeError), theirs  # the airline locked nothing
    assert theirs.code == "invalid_handshake"  # (a review: it was unexpected_message)
    assert f"carries no {member}" in str(theirs)
    for task in tasks:
        task.cancel()
    for result in results:
        if isinstance(result, LockedSession):
            result.session.channel.abort("done")
