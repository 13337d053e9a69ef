"""The writer of one subscription: a hosted topic's queue moved onto a session (spec 8.1.1).

Split from `ioa.topics`: a `TopicSender` takes what the topic's core queued for one
subscriber and writes it on the subscriber's session in batches, one sender of a
session at a time and only once the session has room, so that a subscriber that does
not read stalls only its own queue; it ends the subscription with a FAILURE when told.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from ioa.subscriptions import BATCH_BYTES
from l7_transport.exceptions import TransportError
from l7_transport.lean import LeanEvent
from l8_comm import Envelope, Performative
from l8_comm.exceptions import ErrorCode, LocalProtocolError
from l8_comm.patterns.topics import SESSION_ENDED, TopicCode
from l9_snl.exceptions import LocalSemanticError

if TYPE_CHECKING:
    from ioa.agent_session import AgentSession
    from ioa.topics import HostedTopic

logger = logging.getLogger("ioa.topics")


class TopicSender:
    """Moves one subscriber's queue onto its session, at the pace the session takes it."""

    def __init__(
        self, topic: HostedTopic, key: tuple[int, str], session: AgentSession, request: Envelope
    ) -> None:
        self.topic = topic
        self.key = key
        self.session = session
        self.request = request
        self._wake = LeanEvent()
        self._ending: tuple[str, str] | None = None
        self._stopped = False
        self._task = asyncio.get_running_loop().create_task(self._run())

    @property
    def ending(self) -> bool:
        """Whether it was told to end (or to stop) already."""
        return self._ending is not None or self._stopped

    def wake(self) -> None:
        """Something was queued for it."""
        self._wake.set()

    def end(self, code: str, reason: str) -> None:
        """End the subscription with FAILURE `code` once what is being sent has gone."""
        self._ending = (str(code), reason)
        self._wake.set()

    def stop(self) -> None:
        """Send nothing more (the subscriber left).

        Never cancelled: a write cut in the middle would break the session's framing and
        its MAC sequence for every other conversation on it. A write under way ends, then
        the sender does.
        """
        self._ending = None
        self._stopped = True
        self._wake.set()

    async def _run(self) -> None:
        topic, locked = self.topic, self.session.locked
        try:
            while not self._stopped:
                # One sender of a session writes at a time, and only once the session's
                # channel has room again (the flush before waited for it): the host holds
                # for a session at most its send buffer plus one batch, however many
                # subscriptions the session has (spec 8.1.1).
                async with self.session.topic_gate:
                    sent = self._write_batch()
                    if sent:
                        await locked.session.flush()  # waits while the subscriber does not read
                if sent:
                    continue
                if self._ending is not None or self.key not in topic.core:
                    break
                self._wake.clear()
                await self._wake.wait()
            if self._ending is not None:
                code, reason = self._ending
                failure = {"code": code, "reason": reason}
                async with self.session.topic_gate:
                    locked.semantic.reply(self.request, Performative.FAILURE, failure)
                    await locked.session.flush()
        except (LocalProtocolError, TransportError) as error:
            # The subscription or its session is over: nobody left to send to.
            logger.info("%s: stopped sending to %s: %s", topic.name, self.request.sender, error)
        except Exception:  # a fault here must not end a subscription unheard of
            logger.exception("%s: the sender to %s failed", topic.name, self.request.sender)
            raise
        finally:
            topic._left(self.key, SESSION_ENDED)  # noqa: SLF001 - its own topic's
            if topic._senders.get(self.key) is self:  # noqa: SLF001 - its own topic's
                del topic._senders[self.key]  # noqa: SLF001

    def _write_batch(self) -> int:
        """Encode queued publications until the session holds `BATCH_BYTES`; how many."""
        topic, locked = self.topic, self.session.locked
        endpoint = locked.session.endpoint
        sent = 0
        while self._ending is None and endpoint.bytes_to_send < BATCH_BYTES:
            taken = topic.core.take(self.key, 1)
            if not taken:
                break
            delivery = taken[0]
            content: dict[str, Any] = {
                **delivery.body,
                "topic": topic.name,
                "topic_seq": delivery.seq,
            }
            if delivery.missed:
                content["topic_missed"] = delivery.missed
            try:
                locked.semantic.reply(self.request, Performative.INFORM, content)
            except (LocalSemanticError, LocalProtocolError) as error:
                if (
                    isinstance(error, LocalProtocolError)
                    and error.code != ErrorCode.FRAME_TOO_LARGE
                ):
                    raise  # the conversation is over: nobody left to send to
                # This publication cannot go out on this session: the subscriber would miss
                # it unknowing. Its subscription ends, and it is told why.
                logger.warning("%s: seq %d not sent: %s", topic.name, delivery.seq, error)
                reason = f"publication {delivery.seq} could not be sent: {error}"
                self.end(TopicCode.UNDELIVERABLE, reason)  # before the leave: it says why
                topic._left(self.key, TopicCode.UNDELIVERABLE)  # noqa: SLF001 - its topic's
                break
            sent += 1
        return sent


__all__ = ["TopicSender"]
