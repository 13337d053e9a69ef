"""A REQUEST is AGREEd to only while its handler is still at work (spec 14.4).

Over real HTTP/2 on 127.0.0.1, what the requesting agent receives: a quick handler
is answered INFORM at once (one message, not two), a slow one AGREE then INFORM; the
handler's refusal before any AGREE is a REFUSE, after one a FAILURE (the
request-reply table allows no FAILURE straight after a REQUEST); a handler that ran
and failed is AGREEd to and failed, never refused.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest

from contexts.builtin import builtin
from ioa.agent import HANDLER_FAILED, Agent, AgentError, AgentSession, Incoming
from l8_comm import MessageReceived
from l9_snl.identity import AgentIdentity

TRAVEL = [builtin("urn:contexts:travel:v2.1")]
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}


@contextlib.asynccontextmanager
async def _pair(
    handle, *, agree_after: float
) -> AsyncIterator[tuple[AgentSession, list[str], asyncio.Event]]:
    """A session to an airline whose bookFlight is `handle`; the answers' performatives."""
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=TRAVEL)
    airline = Agent(AgentIdentity.generate("airline"), contexts=TRAVEL)
    traveller.trust_peer(airline.identity)
    airline.trust_peer(traveller.identity)
    airline.handler("bookFlight")(handle)
    answers: list[str] = []
    agreed = asyncio.Event()

    def observe(_session, event) -> None:
        if isinstance(event, MessageReceived) and event.envelope.in_reply_to is not None:
            answers.append(event.envelope.performative)
            if event.envelope.performative == "AGREE":
                agreed.set()

    traveller.observers.append(observe)

    def served(session, _event) -> None:
        session.agree_after = agree_after

    airline.observers.append(served)
    listener = await airline.serve()
    try:
        async with asyncio.timeout(30):
            session = await traveller.connect("127.0.0.1", listener.port, peer="airline")
            yield session, answers, agreed
            await traveller.close()
    finally:
        await listener.close()


async def test_a_quick_handler_is_answered_inform_at_once():
    async def book(message: Incoming) -> dict:
        return {"booking_reference": "QQQ111", **message.values}

    async with _pair(book, agree_after=30) as (session, answers, _):
        answer = await session.request("bookFlight", FLIGHT)
        assert answer == {"booking_reference": "QQQ111", **FLIGHT}
    assert answers == ["INFORM"]


async def test_a_slow_handler_is_agreed_to_then_answered():
    release = asyncio.Event()

    async def book(message: Incoming) -> dict:
        await release.wait()  # still at work when agree_after has passed
        return {"booking_reference": "SSS222", **message.values}

    async with _pair(book, agree_after=0.01) as (session, answers, agreed):
        asking = asyncio.create_task(session.request("bookFlight", FLIGHT))
        await agreed.wait()
        release.set()
        assert await asking == {"booking_reference": "SSS222", **FLIGHT}
    assert answers == ["AGREE", "INFORM"]


@pytest.mark.parametrize("slow", [False, True], ids=["before-agree", "after-agree"])
async def test_a_refusal_is_refuse_before_the_agree_and_failure_after(slow):
    release = asyncio.Event()

    async def book(_message: Incoming) -> dict:
        if slow:
            await release.wait()
        raise AgentError("sold_out", "no seat left")

    async with _pair(book, agree_after=0.01 if slow else 30) as (session, answers, agreed):
        asking = asyncio.create_task(session.request("bookFlight", FLIGHT))
        if slow:
            await agreed.wait()
            release.set()
        with pytest.raises(AgentError) as refused:
            await asking
        assert refused.value.code == "sold_out"
    assert answers == (["AGREE", "FAILURE"] if slow else ["REFUSE"])


@pytest.mark.parametrize("fault", ["raises", "invalid result"])
async def test_a_quick_handler_that_failed_is_agreed_to_and_failed_not_refused(fault):
    # REFUSE would tell the requester the task was declined (it may ask again); the
    # handler ran, perhaps half-way: AGREE, then FAILURE handler_failed.
    async def book(message: Incoming) -> dict:
        if fault == "raises":
            raise RuntimeError("a bug")
        return {"booking_reference": "not a reference", **message.values}

    async with _pair(book, agree_after=30) as (session, answers, _):
        with pytest.raises(AgentError) as failed:
            await session.request("bookFlight", FLIGHT)
        assert failed.value.code == HANDLER_FAILED
    assert answers == ["AGREE", "FAILURE"]


async def test_a_handler_that_times_itself_out_ends_alone_and_the_session_serves_on():
    # asyncio.timeout (and TaskGroup) act on the task they were entered in: the handler's own,
    # whatever the agent does to start it, never the session's dispatch.
    calls = 0

    async def book(message: Incoming) -> dict:
        nonlocal calls
        calls += 1
        if calls == 1:
            async with asyncio.timeout(0.01):  # entered before the handler's first wait
                await asyncio.sleep(10)
        return {"booking_reference": "TTT333", **message.values}

    async with _pair(book, agree_after=30) as (session, answers, _):
        with pytest.raises(AgentError) as failed:
            await session.request("bookFlight", FLIGHT)
        assert failed.value.code == HANDLER_FAILED
        answer = await session.request("bookFlight", FLIGHT)  # the session still serves
        assert answer == {"booking_reference": "TTT333", **FLIGHT}
    assert answers == ["AGREE", "FAILURE", "INFORM"]
