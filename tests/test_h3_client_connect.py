"""An HTTP/3 connect that is given up leaves nothing behind in the event loop.

aioquic waits for its QUIC handshake through `asyncio.shield`: a connect that timed out
or was cancelled left a future whose `ConnectionError` nobody read, and asyncio logged
"Future exception was never retrieved" (an outside tester's finding, cut at every point).
"""

from __future__ import annotations

import asyncio
import gc
import socket
from collections.abc import Iterator
from typing import Any

import pytest
from transport_helpers import HOST

from l7_transport import ConnectTimeout, TransportConfig, TransportErrorCode
from l7_transport.http3 import Http3Client
from l7_transport.tls import DevPki, write_dev_pki


@pytest.fixture(scope="module")
def pki(tmp_path_factory: pytest.TempPathFactory) -> DevPki:
    return write_dev_pki(tmp_path_factory.mktemp("pki"))


@pytest.fixture
def black_hole() -> Iterator[int]:
    """A UDP port on 127.0.0.1 that reads every datagram and answers none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as hole:
        hole.bind((HOST, 0))
        yield hole.getsockname()[1]


async def _unhandled_after(attempt: Any) -> list[dict[str, Any]]:
    """What reached the loop's exception handler while `attempt` ran and was collected."""
    loop = asyncio.get_running_loop()
    seen: list[dict[str, Any]] = []
    previous = loop.get_exception_handler()
    loop.set_exception_handler(lambda _loop, context: seen.append(context))
    try:
        await attempt
        for _ in range(5):  # the close's callbacks, then the collector's report
            await asyncio.sleep(0.05)
            gc.collect()
    finally:
        loop.set_exception_handler(previous)
    return seen


async def test_a_connect_that_times_out_leaves_no_unread_exception(pki, black_hole):
    async def attempt() -> None:
        config = TransportConfig(connect_timeout=0.3)
        with pytest.raises(ConnectTimeout) as caught:
            await Http3Client.connect(HOST, black_hole, ca=pki.ca_cert, config=config)
        assert caught.value.code is TransportErrorCode.CONNECT_TIMEOUT

    seen = await _unhandled_after(attempt())
    assert [context.get("message") for context in seen] == []


async def test_a_cancelled_connect_leaves_no_unread_exception(pki, black_hole):
    async def attempt() -> None:
        task = asyncio.ensure_future(Http3Client.connect(HOST, black_hole, ca=pki.ca_cert))
        await asyncio.sleep(0.2)  # its Initial sent, no answer
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    seen = await _unhandled_after(attempt())
    assert [context.get("message") for context in seen] == []
