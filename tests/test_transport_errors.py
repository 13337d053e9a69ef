"""The transport's errors kept and raised again: `again` copies one, `outcome` awaits one."""

from __future__ import annotations

import asyncio
import gc

import pytest

from l7_transport import SessionRefused, TransportError, TransportErrorCode
from l7_transport.exceptions import again, outcome


def test_again_copies_an_error_without_its_traceback_cause_or_context():
    def refused() -> None:
        try:
            raise OSError("reset")  # noqa: TRY301 - a cause, and a context, to leave behind
        except OSError as cause:
            refusal = SessionRefused.answered(503, "the session", peer="127.0.0.1:1", stream_id=3)
            raise refusal from cause

    with pytest.raises(SessionRefused) as caught:
        refused()
    stored = caught.value
    copy = again(stored)
    assert type(copy) is SessionRefused
    assert copy is not stored
    assert (copy.code, copy.message, copy.peer, copy.stream_id, copy.status) == (
        TransportErrorCode.SESSION_REFUSED,
        "the server answered the session with status 503",
        "127.0.0.1:1",
        3,
        503,
    )
    assert str(copy) == str(stored)
    assert copy.args == stored.args
    assert copy.__traceback__ is None
    assert copy.__cause__ is None
    assert copy.__context__ is None
    assert stored.__traceback__ is not None  # the original is left as it was


@pytest.mark.parametrize(
    "error",
    [
        ConnectionResetError(104, "Connection reset by peer"),
        UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
        ExceptionGroup("two", [ValueError("a"), KeyError("b")]),
        TransportError(TransportErrorCode.CLOSED, "closed", peer="127.0.0.1:1"),
    ],
    ids=["oserror", "unicode", "group", "ours"],
)
def test_again_copies_built_in_errors_with_the_state_they_keep_outside_their_attributes(error):
    copy = again(error)
    assert type(copy) is type(error)
    assert copy is not error
    assert str(copy) == str(error)
    assert copy.args == error.args
    assert vars(copy) == vars(error)
    if isinstance(error, OSError):
        assert (copy.errno, copy.strerror) == (104, "Connection reset by peer")


async def test_outcome_gives_a_result_or_a_copy_of_the_error_the_future_keeps():
    loop = asyncio.get_running_loop()
    done = loop.create_future()
    done.set_result(7)
    assert await outcome(done) == 7
    failed = loop.create_future()
    kept = TransportError(TransportErrorCode.CLOSED, "closed")
    failed.set_exception(kept)
    for _ in range(2):
        with pytest.raises(TransportError) as caught:
            await outcome(failed)
        assert caught.value is not kept
        assert str(caught.value) == str(kept)
    assert kept.__traceback__ is None  # never raised itself
    cancelled = loop.create_future()
    cancelled.cancel()
    with pytest.raises(asyncio.CancelledError):
        await outcome(cancelled)


@pytest.mark.parametrize("shielded", [False, True])
async def test_outcome_cancelled_cancels_the_future_unless_shielded(shielded):
    future = asyncio.get_running_loop().create_future()
    waiting = asyncio.ensure_future(outcome(future, shielded=shielded))
    await asyncio.sleep(0)
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert future.cancelled() is not shielded


async def test_outcome_of_a_done_future_takes_no_turn_of_the_loop():
    # As `await`: a zero timeout around a future that is done already gives its result.
    done = asyncio.get_running_loop().create_future()
    done.set_result("ready")
    async with asyncio.timeout(0):
        assert await outcome(done) == "ready"


async def test_outcome_of_a_future_cancelled_elsewhere_keeps_its_message():
    future = asyncio.get_running_loop().create_future()
    waiting = asyncio.ensure_future(outcome(future))
    await asyncio.sleep(0)
    future.cancel("the peer went away")
    with pytest.raises(asyncio.CancelledError, match="the peer went away"):
        await waiting


async def test_what_an_abandoned_future_raises_later_is_not_logged_as_unread():
    # A waiter cancelled stops waiting at once; the task it waited for may still end with
    # an error, which nobody will read: asyncio would log it when the task is collected.
    loop = asyncio.get_running_loop()
    unread: list[dict] = []
    loop.set_exception_handler(lambda _loop, context: unread.append(context))
    try:

        async def stubborn() -> None:
            try:
                await asyncio.sleep(10)
            except asyncio.CancelledError:
                await asyncio.sleep(0)
                raise ConnectionResetError("gone") from None

        task = asyncio.ensure_future(stubborn())
        waiting = asyncio.ensure_future(outcome(task))
        await asyncio.sleep(0)
        waiting.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiting
        await asyncio.wait((task,))
        assert task.done()
        assert not task.cancelled()  # it ended with its error (read by no one here)
        del task
        gc.collect()
        await asyncio.sleep(0)
    finally:
        loop.set_exception_handler(None)
    assert [c for c in unread if "never retrieved" in str(c.get("message"))] == []
