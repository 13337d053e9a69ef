"""An httpx transport that reads at most so many bytes of each response body.

The official A2A client reads a card and every JSON-RPC answer whole into memory, with
nothing but a per-read timeout: a hostile A2A server that sent an endless body grew an
ioa client past 1.5 GB in seconds (an outside attack, stop 23). Under this transport a
body past `limit` (its declared length, or the bytes as they come) fails the read with
`ResponseTooLarge`, an `httpx.ReadError`, which the A2A client raises as it raises a
network failure.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx


class ResponseTooLarge(httpx.ReadError):
    """A response body longer than the transport's limit."""


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


class CappedTransport(httpx.AsyncBaseTransport):
    """`inner` (an `httpx.AsyncHTTPTransport`), each response body read up to `limit` bytes."""

    def __init__(self, inner: httpx.AsyncBaseTransport, limit: int) -> None:
        self._inner = inner
        self.limit = limit

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """The response, its body capped (a declared length past the cap fails at once)."""
        response = await self._inner.handle_async_request(request)
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.limit:
            await response.aclose()
            raise _too_large(request, self.limit)
        stream = response.stream
        assert isinstance(stream, httpx.AsyncByteStream)  # noqa: S101 - an async transport's
        return httpx.Response(
            status_code=response.status_code,
            headers=response.headers,
            stream=_CappedStream(stream, self.limit, request),
            extensions=response.extensions,
            request=request,
        )

    async def aclose(self) -> None:
        """Close the inner transport."""
        await self._inner.aclose()


__all__ = ["CappedTransport", "ResponseTooLarge"]
