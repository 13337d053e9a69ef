"""Checks of the L9 handshake: HELLO, SELECT, LOCK, downgrade, minimums, resumption, timeouts."""

from __future__ import annotations

import contextlib
import copy
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from ioa.interop.checks.base import (
    Verdict,
    _first_context,
    _hello_answer,
    _refusal,
    _refused_with,
    _target,
    check,
    failed,
    passed,
    skipped,
)
from ioa.interop.probe import (
    PATIENCE,
    Probe,
    content_code,
    describe,
)
from l8_comm.identifiers import new_id
from l9_snl.encoding import transcript_hash, verify
from l9_snl.handshake import RESUMED_SELECT_MEMBERS, SHORT_RESUME_EXTENSION, HandshakeInitiator
from l9_snl.identity import AgentIdentity
from l9_snl.tickets import TicketCache

# -- handshake -------------------------------------------------------------------------------------


@check("SNL-HELLO-001")
async def hello_answered(probe: Probe) -> Verdict:
    """SELECT signed by the card's key, over the HELLO as sent."""
    answer, hello, raw = await _hello_answer(probe)
    await raw.close()
    if not isinstance(answer, dict) or answer.get("performative") != "AGREE":
        return failed(f"expected AGREE SELECT, got {describe(answer)}")
    select = answer.get("content")
    if not isinstance(select, dict) or select.get("snl") != "SELECT":
        return failed("the AGREE does not carry a SELECT")
    if select.get("hello_hash") != transcript_hash(hello):
        return failed("hello_hash is not transcript_hash(HELLO) of the HELLO sent")
    unsigned = {k: v for k, v in select.items() if k != "signature"}
    key = _target(probe).card.public_signing_key
    if not verify(key, unsigned, select.get("signature")):
        return failed("the SELECT's signature does not verify with the card's key")
    return passed("AGREE SELECT, signed, over the HELLO sent")


@check("SNL-HELLO-002")
async def hello_version(probe: Probe) -> Verdict:
    """Version 2."""
    return await _refused_with(probe, "invalid_handshake", lambda h: h.update(version=2))


@check("SNL-HELLO-003")
async def hello_nonce(probe: Probe) -> Verdict:
    """A 16-byte nonce."""
    return await _refused_with(probe, "invalid_handshake", lambda h: h.update(nonce="A" * 22))


@check("SNL-HELLO-004")
async def hello_stripped(probe: Probe) -> Verdict:
    """No `kx`."""
    return await _refused_with(probe, "invalid_handshake", lambda h: h.pop("kx"))


@check("SNL-HELLO-005")
async def hello_other_responder(probe: Probe) -> Verdict:
    """`responder` names another agent."""
    return await _refused_with(
        probe, "invalid_handshake", lambda h: h.update(responder="someone-else")
    )


@check("SNL-HELLO-006")
async def hello_minimal(probe: Probe) -> Verdict:
    """Only the required members."""
    optional = ("minimums", "revoked", "embedding_models", "extensions", "card")

    def strip(hello: dict[str, Any]) -> None:
        for name in optional:
            hello.pop(name, None)

    answer, _, raw = await _hello_answer(probe, strip)
    await raw.close()
    if isinstance(answer, dict) and answer.get("performative") == "AGREE":
        return passed("AGREE SELECT")
    return failed(f"expected AGREE SELECT, got {describe(answer)}")


@check("SNL-HELLO-007")
async def hello_unknown_peer(probe: Probe) -> Verdict:
    """A stranger: no card, no pin."""
    stranger = AgentIdentity.generate(f"stranger-{new_id()[:8]}")
    return await _refused_with(probe, "unknown_peer", identity=stranger)


@check("SNL-SELECT-001")
async def no_common_context(probe: Probe) -> Verdict:
    """Offers of a context the target does not hold (renamed)."""

    def rename(hello: dict[str, Any]) -> None:
        for offer in hello["offers"]:
            offer["urn"] = offer["urn"].replace("urn:contexts:", "urn:contexts:zz", 1)

    return await _refused_with(probe, "no_common_context", rename)


@check("SNL-SELECT-002")
async def digest_mismatch(probe: Probe) -> Verdict:
    """The target's URNs with other digests."""

    def alter(hello: dict[str, Any]) -> None:
        for offer in hello["offers"]:
            offer["digest"] = "sha256:" + "0" * 64

    return await _refused_with(probe, "digest_mismatch", alter)


@check("SNL-SELECT-003")
async def untrusted_authority(probe: Probe) -> Verdict:
    """Offers signed by an authority nobody trusts."""
    return await _refused_with(
        probe,
        "unknown_authority",
        contexts=[_first_context(probe)],
        authority="nobody-trusts-this-one",
    )


@check("SNL-SELECT-004")
async def highest_common(probe: Probe) -> Verdict:
    """Of a name with several versions held by both, the SELECT picks the highest."""
    target = _target(probe)
    names = [c.name for c in target.contexts]
    several = sorted({n for n in names if names.count(n) > 1})
    if not several:
        return skipped("no context name with two versions held by both sides")
    name = several[0]
    offered = sorted((c for c in target.contexts if c.name == name), key=lambda c: c.version)
    answer, _, raw = await _hello_answer(probe, contexts=offered)
    await raw.close()
    if not isinstance(answer, dict) or answer.get("performative") != "AGREE":
        return failed(f"expected AGREE SELECT, got {describe(answer)}")
    chosen = answer["content"].get("selected", {}).get("offer", {}).get("urn")
    if chosen != str(offered[-1].urn):
        return failed(f"selected {chosen}, not the highest common {offered[-1].urn}")
    return passed(f"selected {chosen}")


@dataclass
class _Handshake:
    """What a full handshake on a raw session brought back after the LOCK."""

    after: list[Any]
    """The envelopes the target sent after the LOCK (a FAILURE, or the TICKET)."""
    ticket_mac_valid: bool | None = None
    """Whether the TICKET's MAC verified under the resumption secret (None: no TICKET)."""


async def _full_handshake(
    probe: Probe,
    *,
    alter_lock: Callable[[dict[str, Any]], None] | None = None,
    alter_hello: Callable[[dict[str, Any]], None] | None = None,
    tickets: TicketCache | None = None,
    extensions: frozenset[str] = frozenset(),
) -> _Handshake:
    """HELLO, SELECT, LOCK on a raw session of its own; what came back after the LOCK."""
    handshake = probe.initiator(tickets=tickets, extensions=extensions)
    hello = handshake.start(now=time.time()).content
    sent = copy.deepcopy(hello)
    if alter_hello is not None:
        alter_hello(sent)
    target = _target(probe).agent_id
    async with await probe.raw() as raw:
        envelope = raw.envelope("PROPOSE", sent, to=target)
        await raw.send(envelope)
        answer = await raw.answer()
        if not isinstance(answer, dict) or answer.get("performative") != "AGREE":
            raise _UnexpectedAnswerError(f"expected AGREE SELECT, got {describe(answer)}")
        select = answer["content"]
        if alter_hello is not None:
            # An attacker in the path changed the HELLO: the initiator, which never saw the
            # change, signs the transcript of its own HELLO with the SELECT as received.
            lock_content = _lock_for(probe, hello, select)
        else:
            events, outgoing = handshake.receive("AGREE", select, now=time.time(), sender=target)
            lock = next((out for out in outgoing if out.content.get("snl") == "LOCK"), None)
            if lock is None:
                raise _UnexpectedAnswerError(f"the kit's initiator refused the SELECT: {events}")
            lock_content = dict(lock.content)
        if alter_lock is not None:
            alter_lock(lock_content)
        reply = raw.envelope(
            "INFORM",
            lock_content,
            to=target,
            conversation_id=envelope["conversation_id"],
            in_reply_to=answer["id"],
        )
        await raw.send(reply)
        result = _Handshake(after=[])
        with contextlib.suppress(TimeoutError):
            while (message := await raw.next(PATIENCE)) is not None:
                result.after.append(message)
                if message.get("performative") in ("FAILURE", "INFORM"):
                    break
    ticket = next((m for m in result.after if m.get("performative") == "INFORM"), None)
    if ticket is not None and alter_hello is None and alter_lock is None:
        content = ticket.get("content")
        result.ticket_mac_valid = handshake.ticket_mac_valid(content)
        # the kit's initiator caches a good ticket (in `tickets`, if given)
        handshake.receive("INFORM", content, now=time.time(), sender=target)
    return result


def _lock_for(probe: Probe, hello: dict[str, Any], select: dict[str, Any]) -> dict[str, Any]:
    transcript = transcript_hash(hello, select)
    body = {"snl": "LOCK", "transcript": transcript}
    return {**body, "signature": probe.identity.sign(body)}


class _UnexpectedAnswerError(Exception):
    """The target answered something a check could not go on from."""


@check("SNL-LOCK-001")
async def lock_bad_signature(probe: Probe) -> Verdict:
    """A LOCK signed by nobody."""

    def forge(lock: dict[str, Any]) -> None:
        lock["signature"] = "A" * 86

    try:
        done = await _full_handshake(probe, alter_lock=forge)
    except _UnexpectedAnswerError as error:
        return failed(str(error))
    return _failure_with(done.after, "bad_signature")


def _failure_with(after: list[Any], code: str) -> Verdict:
    for message in after:
        if message.get("performative") == "FAILURE":
            got = content_code(message)
            return (
                passed(f"FAILURE {code}")
                if got == code
                else failed(f"expected FAILURE {code}, got FAILURE {got}")
            )
        if message.get("performative") == "INFORM":
            return failed(f"expected FAILURE {code}, the target locked (sent a TICKET)")
    return failed(f"expected FAILURE {code}, got {describe(after[-1] if after else None)}")


@check("SNL-LOCK-002")
async def ticket_after_lock(probe: Probe) -> Verdict:
    """The TICKET after the LOCK, its MAC checked under the resumption secret."""
    try:
        done = await _full_handshake(probe, tickets=TicketCache())
    except _UnexpectedAnswerError as error:
        return failed(str(error))
    informs = [m for m in done.after if m.get("performative") == "INFORM"]
    if not informs:
        last = done.after[-1] if done.after else None
        return failed(f"expected INFORM TICKET, got {describe(last)}")
    content = informs[0].get("content")
    if not isinstance(content, dict) or content.get("snl") != "TICKET":
        return failed("the INFORM after the LOCK is not a TICKET")
    if not done.ticket_mac_valid:
        return failed("the TICKET's mac does not verify under the resumption secret")
    return passed("INFORM TICKET" + (" (no resumption)" if content.get("ticket") is None else ""))


@check("SNL-DOWN-001")
async def downgrade(probe: Probe) -> Verdict:
    """The attacker strips the first offer on the way; the LOCK's transcript tells."""
    target = _target(probe)
    if len(target.contexts) < 2:
        return skipped("needs two contexts held by both sides")

    def strip(hello: dict[str, Any]) -> None:
        hello["offers"] = hello["offers"][1:]

    try:
        done = await _full_handshake(probe, alter_hello=strip)
    except _UnexpectedAnswerError as error:
        return failed(str(error))
    return _failure_with(done.after, "downgrade_detected")


@check("SNL-MIN-001")
async def initiator_minimum(probe: Probe) -> Verdict:
    """The kit asks for a version higher than any it offers."""
    context = _first_context(probe)
    from contexts.urn import ContextVersion  # noqa: PLC0415 - one use

    minimum = {context.name: ContextVersion(context.version.major + 50, 0)}
    return await _refused_with(probe, "below_minimum_version", contexts=[context], minimums=minimum)


@check("SNL-MIN-002")
async def target_minimum(probe: Probe) -> Verdict:
    """An offer of a version below the target's declared minimum."""
    target = _target(probe)
    floors = target.claims.get("minimums", {})
    for name, floor in sorted(floors.items() if isinstance(floors, dict) else []):
        from contexts.builtin import builtin_library  # noqa: PLC0415 - one use
        from contexts.urn import ContextVersion  # noqa: PLC0415

        try:
            limit = ContextVersion.parse(str(floor).removeprefix("v"))
        except ValueError:
            return failed(f"the card's minimum for {name} is not a version: {floor!r}")
        held = set(target.contexts)  # the target lists it, with the digest the kit holds
        older = [c for c in builtin_library().versions(name) if c.version < limit and c in held]
        if older:
            return await _refused_with(probe, "below_minimum_version", contexts=[older[-1]])
    return skipped("no declared minimum with an older version both sides hold")


@check("SNL-REV-001")
async def revoked(probe: Probe) -> Verdict:
    """The kit says the version it offers is revoked."""
    context = _first_context(probe)

    def revoke(hello: dict[str, Any]) -> None:
        hello["revoked"] = [{"urn": o["urn"], "digest": o["digest"]} for o in hello["offers"]]

    return await _refused_with(probe, "revoked_context", revoke, contexts=[context])


# -- resumption ------------------------------------------------------------------------------------


async def _resumed_hello(probe: Probe) -> tuple[dict[str, Any] | None, str]:
    """A resumed HELLO from a fresh ticket, or None and why."""
    _, hello, why = await _resuming(probe)
    return hello, why


async def _resuming(
    probe: Probe, extensions: frozenset[str] = frozenset()
) -> tuple[HandshakeInitiator, dict[str, Any] | None, str]:
    """The kit's initiator with a fresh ticket, and its resumed HELLO (or None and why).

    The ticket comes from a full handshake that offered `extensions`.
    """
    tickets = TicketCache()
    handshake = probe.initiator(tickets=tickets, extensions=extensions)
    try:
        done = await _full_handshake(probe, tickets=tickets, extensions=extensions)
    except _UnexpectedAnswerError as error:
        return handshake, None, str(error)
    if not any(m.get("performative") == "INFORM" for m in done.after):
        return handshake, None, "no TICKET after a full handshake"
    hello = handshake.start(now=time.time()).content
    if "resume" not in hello:
        return handshake, None, "the TICKET could not be used (its MAC or members are wrong)"
    return handshake, hello, ""


async def _send_resumed(probe: Probe, hello: dict[str, Any]) -> Any:  # noqa: ANN401
    raw = await probe.raw()
    try:
        await raw.send(raw.envelope("PROPOSE", hello, to=_target(probe).agent_id))
        return await raw.answer()
    finally:
        await raw.close()


@check("SNL-RES-001")
async def resumes(probe: Probe) -> Verdict:
    """A ticket gives a resumed SELECT."""
    hello, why = await _resumed_hello(probe)
    if hello is None:
        return failed(why)
    answer = await _send_resumed(probe, hello)
    content = answer.get("content") if isinstance(answer, dict) else None
    if (
        isinstance(answer, dict)
        and answer.get("performative") == "ACCEPT"
        and isinstance(content, dict)
        and content.get("snl") == "SELECT"
    ):
        return passed("ACCEPT SELECT (resumed)")
    return failed(f"expected ACCEPT SELECT (resumed), got {describe(answer)}")


@check("SNL-RES-004")
async def short_resume(probe: Probe) -> Verdict:
    """A ticket whose handshake agreed `snl.short-resume` gives the four-member SELECT."""
    handshake, hello, why = await _resuming(probe, frozenset({SHORT_RESUME_EXTENSION}))
    if hello is None:
        return failed(why)
    ticket = handshake.resuming
    if ticket is None or SHORT_RESUME_EXTENSION not in ticket.extensions:
        return skipped("the target does not agree snl.short-resume (an option, spec 12.4)")
    answer = await _send_resumed(probe, hello)
    content = answer.get("content") if isinstance(answer, dict) else None
    if not isinstance(content, dict) or answer.get("performative") != "ACCEPT":
        return failed(f"expected ACCEPT SELECT (resumed), got {describe(answer)}")
    members = sorted(content)
    if set(members) != set(RESUMED_SELECT_MEMBERS):
        return failed(f"a short resumed SELECT has snl, nonce, ticket, mac; got {members}")
    events, _ = handshake.receive(
        "ACCEPT", content, now=time.time(), sender=_target(probe).agent_id
    )
    if handshake.state != "locked":
        return failed(f"its MAC or members do not verify: {events}")
    return passed("ACCEPT SELECT {snl, nonce, ticket, mac}, its MAC over the ticket's terms")


@check("SNL-RES-002")
async def replayed(probe: Probe) -> Verdict:
    """The same resumed HELLO twice."""
    hello, why = await _resumed_hello(probe)
    if hello is None:
        return failed(why)
    await _send_resumed(probe, hello)
    return _refusal(await _send_resumed(probe, hello), "replayed_early_data")


@check("SNL-RES-003")
async def altered_ticket(probe: Probe) -> Verdict:
    """One character of the ticket changed."""
    hello, why = await _resumed_hello(probe)
    if hello is None:
        return failed(why)
    ticket = hello["resume"]["ticket"]
    flipped = "B" if ticket[10] == "A" else "A"
    hello["resume"]["ticket"] = ticket[:10] + flipped + ticket[11:]
    return _refusal(await _send_resumed(probe, hello), "ticket_invalid")


# -- timeouts --------------------------------------------------------------------------------------


LONGEST_TIMEOUT: Final = 40.0
"""The longest claimed handshake timeout the kit waits out (twice it, and 5 s, within a check)."""


def _timeout_of(probe: Probe) -> float | Verdict:
    """The handshake timeout the card claims (10 s when it says none), or why it is none.

    A claim that is no positive number fails; one longer than the kit waits
    (`LONGEST_TIMEOUT`) is said so (an outside attack: a target claiming 3,600 s had both
    timeout checks skipped, "not claimed by the card").
    """
    claimed = _target(probe).claims.get("handshake_timeout", 10.0)
    if isinstance(claimed, bool) or not isinstance(claimed, int | float) or not claimed > 0:
        return failed(f"the card claims a handshake timeout of {describe(claimed)}")
    return float(claimed)


@check("SNL-TIME-001")
async def half_open(probe: Probe) -> Verdict:
    """HELLO answered, LOCK never sent: ended after the timeout, not long before."""
    limit = _timeout_of(probe)
    if isinstance(limit, Verdict):
        return limit
    if limit > LONGEST_TIMEOUT:
        return skipped(
            f"the card claims a handshake timeout of {limit:g} s, longer than the kit waits "
            f"({LONGEST_TIMEOUT:g} s)"
        )
    answer, _, raw = await _hello_answer(probe)
    async with raw:
        if not isinstance(answer, dict) or answer.get("performative") != "AGREE":
            return failed(f"expected AGREE SELECT, got {describe(answer)}")
        began = time.monotonic()
        ended = await raw.wait_end(limit * 2 + 5)
        took = time.monotonic() - began
    if not ended:
        return failed(f"the half-open handshake was still open after {limit * 2 + 5:.0f} s")
    if took < limit / 2:
        return failed(f"ended after {took:.1f} s, long before its claimed timeout of {limit:g} s")
    return passed(f"ended after {took:.1f} s (timeout {limit:g} s)")


@check("SNL-TIME-002")
async def silent_session(probe: Probe) -> Verdict:
    """A session that never sends a frame: ended, however long the timeout claimed.

    The kit waits twice the claimed handshake timeout, at most twice `LONGEST_TIMEOUT`,
    and 5 s: a target's first-frame timeout ends a silent session too.
    """
    limit = _timeout_of(probe)
    if isinstance(limit, Verdict):
        return limit
    limit = min(limit, LONGEST_TIMEOUT)
    async with await probe.raw() as raw:
        began = time.monotonic()
        if await raw.wait_end(limit * 2 + 5):
            return passed(f"ended after {time.monotonic() - began:.1f} s")
        return failed(f"the silent session was still open after {limit * 2 + 5:.0f} s")
