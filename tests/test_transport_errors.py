"""The transport's errors kept and raised again: `again` copies one, `outcome` awaits one."""

from __future__ import annotations

import asyncio

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
