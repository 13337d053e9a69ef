"""What every check shares: verdicts, the registry, samples, and the probes' helpers."""

from __future__ import annotations

import asyncio
import struct
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final

import orjson

from contexts import SharedContext
from ioa.agent import Agent, AgentError, AgentSession, Tls
from ioa.agent_client import http_url
from ioa.interop.probe import (
    PATIENCE,
    Probe,
    RawSession,
    Target,
    clean,
    content_code,
    describe,
)
from l8_comm.events import MessageReceived, SessionTerminated
from l8_comm.identifiers import new_id
from l9_snl.identity import AgentIdentity


@dataclass(frozen=True, slots=True)
class Verdict:
    """What a check found."""

    outcome: str
    """`passed`, `failed` or `skipped`."""
    detail: str = ""
    """For people: what was expected and what came back, or why it was skipped."""


def passed(detail: str = "") -> Verdict:
    """The requirement holds."""
    return Verdict("passed", clean(detail))


def failed(detail: str) -> Verdict:
    """The requirement does not hold: what was expected, what came back."""
    return Verdict("failed", clean(detail))


def skipped(detail: str) -> Verdict:
    """Not checked, and why."""
    return Verdict("skipped", clean(detail))


Check = Callable[[Probe], Awaitable[Verdict]]
CHECKS: dict[str, Check] = {}

SAMPLES: Final[dict[str, dict[str, Any]]] = {
    "bookFlight": {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-12-24"},
    "searchFlights": {"origin_code": "JFK", "dest_code": "LHR", "date": "2026-12-24"},
}
"""Valid parameters for tasks of the built-in contexts (tests hold them to the contexts)."""
CLARIFY: Final[dict[str, dict[str, Any]]] = {
    "travel": {
        "concept": "ambiguous_parameter",
        "task": "bookFlight",
        "parameter": "origin_code",
        "value": "New York",
    },
}
"""A clarification question per context name whose ontology answers it."""


def check(requirement_id: str) -> Callable[[Check], Check]:
    """Register the check of a requirement."""

    def register(function: Check) -> Check:
        CHECKS[requirement_id] = function
        return function

    return register


# -- helpers ---------------------------------------------------------------------------------------


def _target(probe: Probe) -> Target:
    assert probe.target is not None  # noqa: S101 - the kit reads the card first
    return probe.target


def _first_context(probe: Probe) -> SharedContext:
    """The context most checks lock: one the kit has samples for if any, the newest first."""
    contexts = _target(probe).contexts
    return max(contexts, key=lambda c: (c.name in CLARIFY, c.version))


async def _hello_answer(
    probe: Probe,
    mutate: Callable[[dict[str, Any]], None] | None = None,
    **initiator: Any,  # noqa: ANN401 - Probe.initiator's keywords
) -> tuple[Any, dict[str, Any], RawSession]:
    """Send a HELLO (altered by `mutate`) on a new raw session; (the answer, the HELLO, session)."""
    handshake = probe.initiator(**initiator)
    hello = handshake.start(now=time.time()).content
    if mutate is not None:
        mutate(hello)
    raw = await probe.raw()
    try:
        who = initiator.get("identity")
        sender = who.agent_id if isinstance(who, AgentIdentity) else None
        envelope = raw.envelope("PROPOSE", hello, to=_target(probe).agent_id, sender=sender)
        await raw.send(envelope)
        answer = await raw.answer(
            lambda e: isinstance(e, dict) and e.get("performative") != "INFORM"
        )
    except BaseException:  # no answer (a timeout), or cancelled: the connection goes
        await raw.close()
        raise
    return answer, hello, raw


async def _refused_with(
    probe: Probe,
    code: str,
    mutate: Callable[[dict[str, Any]], None] | None = None,
    **kw: Any,  # noqa: ANN401 - Probe.initiator's keywords
) -> Verdict:
    answer, _, raw = await _hello_answer(probe, mutate, **kw)
    await raw.close()
    return _refusal(answer, code)


def _refusal(answer: Any, code: str) -> Verdict:  # noqa: ANN401 - a JSON value
    """Passed when `answer` is a REFUSE with `code`."""
    if isinstance(answer, dict) and answer.get("performative") == "REFUSE":
        got = content_code(answer)
        if got == code:
            return passed(f"REFUSE {code}")
        return failed(f"expected REFUSE {code}, got REFUSE {got}")
    return failed(f"expected REFUSE {code}, got {describe(answer)}")


async def _locked(
    probe: Probe, context: SharedContext | None = None
) -> tuple[Agent, AgentSession, list[Any]]:
    """A session locked through this implementation's own client, with its events recorded."""
    target = _target(probe)
    context = context or _first_context(probe)
    agent = Agent(
        probe.identity,
        contexts=[context],
        authority={str(context.urn): target.authority_of(context)},
        trust=probe.trust(),
        transport=probe.transport,
    )
    events: list[Any] = []
    agent.observers.append(lambda _session, event: events.append(event))
    where = probe.where
    tls = Tls(ca=where.ca) if where.secure and where.ca else None
    # a target given by an http:// URL is reached in cleartext as asked (spec 2.2)
    at = (where.host, where.port) if tls is not None else (http_url(where.host, where.port), None)
    async with asyncio.timeout(PATIENCE):
        session = await agent.connect(
            *at,
            peer=target.agent_id,
            context=str(context.urn),
            protocol=where.protocol,
            tls=tls,
        )
    return agent, session, events


async def _event(
    events: list[Any], since: int, wanted: Callable[[Any], bool], patience: float = PATIENCE
) -> Any:  # noqa: ANN401 - an event
    """The first event after `since` that `wanted` takes, or None after `patience` seconds."""
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        found = next((event for event in events[since:] if wanted(event)), None)
        if found is not None:
            return found
        await asyncio.sleep(0.02)
    return None


async def _not_understood(
    events: list[Any], since: int, patience: float = PATIENCE, *, reply_to: str | None = None
) -> Any:  # noqa: ANN401 - a JSON value
    """The content of the first NOT_UNDERSTOOD after `since` (or the session's end), or None.

    `reply_to`: only one answering that message id (`in_reply_to`).
    """

    def answer(event: Any) -> bool:  # noqa: ANN401 - an event
        if isinstance(event, SessionTerminated):
            return True
        return (
            isinstance(event, MessageReceived)
            and event.envelope.performative == "NOT_UNDERSTOOD"
            and (reply_to is None or event.envelope.in_reply_to == reply_to)
        )

    found = await _event(events, since, answer, patience)
    if isinstance(found, SessionTerminated):
        if found.peer is None:
            # The kit's own end (its guard caught the target acknowledging a message the
            # kit never sent, say: a forged frame taken) is no answer of the target's, and
            # says why (an outside attack passed the MAC check on it).
            return {"kit_ended": f"{found.code}: {found.reason}"}
        return {"code": str(found.code), "ended": True}
    return found.envelope.content if found is not None else None


def _code_verdict(found: Any, code: str, *, label: str = "") -> Verdict:  # noqa: ANN401
    """Passed when the answer found (a NOT_UNDERSTOOD's content) has `code`."""
    got = found.get("code") if isinstance(found, dict) else None
    prefix = f"{label}: " if label else ""
    if got == code:
        return passed(f"{prefix}{code}")
    if isinstance(found, dict) and "kit_ended" in found:
        return failed(f"{prefix}expected {code}; the kit ended the session: {found['kit_ended']}")
    return failed(f"{prefix}expected {code}, got {got or 'nothing'}")


async def _still_serves(probe: Probe, client: Any = None) -> str | None:  # noqa: ANN401
    """None when the target still serves; otherwise what went wrong.

    With a context both sides hold, a new session must lock; without one, a new
    session must still answer (a REQUEST before any handshake: `not_locked`). With
    `client` (a connection the kit used for a bad input), the session is opened on
    that same connection.
    """
    if client is not None or not _target(probe).contexts:
        try:
            if client is not None:
                async with asyncio.timeout(PATIENCE):
                    channel = await client.open_session()
                raw = RawSession(client, channel, probe.identity.agent_id)
            else:
                raw = await probe.raw()
            async with raw:
                await raw.send_bytes(_frame(_envelope_bytes(probe)))
                answer = await raw.answer(lambda e: e is None or content_code(e) is not None)
        except (OSError, TimeoutError, Exception) as error:  # noqa: BLE001 - reported
            return f"no new session afterwards: {type(error).__name__}: {error}"
        if content_code(answer) != "not_locked":
            return f"a new session afterwards was not served: {describe(answer)}"
        return None
    try:
        _, session, _ = await _locked(probe)
    except (AgentError, OSError, TimeoutError, Exception) as error:  # noqa: BLE001 - reported
        return f"a new session did not lock afterwards: {type(error).__name__}: {error}"
    await session.close()
    return None


def _envelope_bytes(probe: Probe, **changes: Any) -> bytes:  # noqa: ANN401 - envelope fields
    envelope: dict[str, Any] = {
        "protocol": "request-reply",
        "id": new_id(),
        "ts": "2026-11-29T10:00:00Z",
        "from": probe.identity.agent_id,
        "to": [_target(probe).agent_id],
        "performative": "REQUEST",
        "conversation_id": new_id(),
        "content": {},
    }
    for key, value in changes.items():
        if value is _DROP:
            envelope.pop(key)
        else:
            envelope[key] = value
    return orjson.dumps(envelope)


_DROP: Final = object()


def _frame(payload: bytes) -> bytes:
    return b"\x00" + struct.pack(">I", len(payload)) + payload
