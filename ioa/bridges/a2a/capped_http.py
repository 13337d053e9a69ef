"""httpx event hooks that read at most so many bytes of each response body, as sent.

The official A2A client reads a card and every JSON-RPC answer whole into memory, with
nothing but a per-read timeout: a hostile A2A server that sent an endless body grew an
ioa client past 1.5 GB in seconds (an outside attack, stop 23). With these hooks every
request asks for the body as is (`Accept-Encoding: identity`; a compressed answer is
refused, since a small gzip body decompresses into a large one), and a body past
`limit` (its declared length, or its bytes as they come) fails the read with
`ResponseTooLarge`, an `httpx.ReadError`, which the A2A client raises as it raises a
network failure. Hooks, not a transport of their own: the client keeps httpx's own
transports and so its proxies from the environment (`HTTPS_PROXY`, `NO_PROXY`).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx


class ResponseTooLarge(httpx.ReadError):
    """A response body longer than the limit, or one sent compressed."""


class _CappedStream(httpx.AsyncByteStream):
    """The body's chunks as they come, until more than `limit` bytes have come."""

    def __init__(self, stream: httpx.AsyncByteStream, limit: int, request: httpx.Request) -> None:
        self._stream = stream
        self._limit = limit
        self._request = request

    async def __aiter__(self) -> AsyncIterator[bytes]:
        seen = 0
        async for chunk in self._stream:
            seen += len(chunk)
            if seen > self._limit:
                raise _too_large(self._request, self._limit)
            yield chunk

    async def aclose(self) -> None:
        await self._stream.aclose()


def _too_large(request: httpx.Request, limit: int) -> ResponseTooLarge:
    return ResponseTooLarge(
        f"{request.url.host}: the answer to {request.method} {request.url.path} is longer "
        f"than {limit} bytes",
        request=request,
    )


def capped_hooks(limit: int) -> dict[str, list[Callable[[Any], Awaitable[None]]]]:
    """`event_hooks` for an `httpx.AsyncClient`: bodies as sent, at most `limit` bytes."""

    async def as_sent(request: httpx.Request) -> None:
        request.headers["Accept-Encoding"] = "identity"

    async def capped(response: httpx.Response) -> None:
        request = response.request
        encoding = response.headers.get("content-encoding", "identity").strip().lower()
        declared = response.headers.get("content-length", "")
        if encoding not in ("", "identity"):
            await response.aclose()
            msg = f"{request.url.host}: the answer came compressed ({encoding[:32]}), not as is"
            raise ResponseTooLarge(msg, request=request)
        if declared.isdigit() and int(declared) > limit:
            await response.aclose()
            raise _too_large(request, limit)
        stream = response.stream
        assert isinstance(stream, httpx.AsyncByteStream)  # noqa: S101 - an async client's
        response.stream = _CappedStream(stream, limit, request)

    return {"request": [as_sent], "response": [capped]}


__all__ = ["ResponseTooLarge", "capped_hooks"]
