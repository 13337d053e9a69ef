"""How an `AuthorityClient` downloads: a CA-pinned fetcher, and every download bounded.

A download runs in a thread of its own with a deadline for the whole of it (a hostile
server can make any read wait), at most `MAX_DOWNLOADS` at once per client; the
recording fetcher keeps the last bytes of each metadata role, for telling a forged
signature from too few signatures. Split from `authority.client`, which re-exports
`CaFetcher` and `MAX_DOWNLOADS`.
"""

from __future__ import annotations

import queue
import re
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Final

import urllib3
from tuf.api import exceptions as tuf_errors
from tuf.ngclient import FetcherInterface, Urllib3Fetcher

_METADATA_FILE: Final = re.compile(r"(?:([0-9]+)\.)?([A-Za-z][A-Za-z0-9_-]*)\.json\Z")
"""A metadata file's name: `ROLE.json` or `VERSION.ROLE.json`."""


class CaFetcher(FetcherInterface):
    """HTTP and HTTPS fetches that verify the authority's certificate against a CA file.

    For an authority whose certificate a private CA signed (`ioa tls init` writes
    one): the system's CAs are not used. A status of 400 or more is tuf's
    `DownloadHTTPError`; anything else that fails is reported by tuf as a download
    error (the client's `authority_unreachable`).
    """

    def __init__(self, ca: str | Path, *, timeout: float = 10.0) -> None:
        self.timeout = timeout
        self._pool = urllib3.PoolManager(cert_reqs="CERT_REQUIRED", ca_certs=str(ca))

    def _fetch(self, url: str) -> Iterator[bytes]:
        try:
            response = self._pool.request(
                "GET", url, preload_content=False, timeout=self.timeout, retries=False
            )
        except urllib3.exceptions.HTTPError as error:
            raise tuf_errors.DownloadError(str(error)) from error
        _refuse_unless_served(response, url)
        try:
            yield from response.stream(1 << 16)
        except urllib3.exceptions.HTTPError as error:
            raise tuf_errors.DownloadError(f"{url}: {error}") from error
        finally:
            response.release_conn()


class NoRedirectFetcher(Urllib3Fetcher):
    """The tuf fetcher clients use by default (the system's CAs, a proxy), following no redirect.

    A mirror's redirect could send every agent's GETs to an address the agent reaches and
    the mirror does not (a loopback admin port, a cloud's metadata service: an outside
    attack), or an https authority's to plain http.
    """

    def _fetch(self, url: str) -> Iterator[bytes]:
        try:
            response = self._proxy_env.request(
                "GET",
                url,
                preload_content=False,
                timeout=urllib3.Timeout(self.socket_timeout),
                redirect=False,
            )
        except urllib3.exceptions.MaxRetryError as error:
            if isinstance(error.reason, urllib3.exceptions.TimeoutError):
                raise tuf_errors.SlowRetrievalError from error
            raise
        _refuse_unless_served(response, url)
        return self._chunks(response)


def _refuse_unless_served(response: urllib3.BaseHTTPResponse, url: str) -> None:
    """Raise `DownloadHTTPError` for an answer that is not the file: an error, a redirect.

    A redirect is not followed: an authority serves its files where its URL says.
    """
    status = response.status
    if status < 300:
        return
    response.close()
    if status < 400:
        where = str(response.headers.get("Location", "?"))[:200]
        msg = f"{url}: redirected ({status}) to {where}; an authority's redirects are not followed"
    else:
        msg = f"HTTP error occurred with status {status}"
    raise tuf_errors.DownloadHTTPError(msg, status)


_DONE: Final = object()


MAX_DOWNLOADS: Final = 4
"""Downloads one client runs at once, abandoned ones included: a download past its deadline
leaves its thread reading until the server lets go, and a hostile server may never."""


def _within(
    download: Callable[[], Iterator[bytes]],
    deadline: float,
    url: str,
    slots: threading.Semaphore,
) -> Iterator[bytes]:
    """The chunks of `download()`, run in a thread of its own, for `deadline` s in all.

    A fetcher blocks wherever its server makes it wait: in the headers, in a chunk-size
    line, in a compressed stream that yields nothing, each byte within the socket
    timeout. So the download runs in a daemon thread and this side waits on a queue
    with what is left of the deadline; past it, `DownloadError`, and the thread is told
    to stop at its next chunk (it holds a connection until the server gives up: at most
    `MAX_DOWNLOADS` such threads a client, then downloads are refused at once).
    """
    if not slots.acquire(blocking=False):
        msg = (
            f"{url}: {MAX_DOWNLOADS} downloads from this authority are still under way "
            "(abandoned past their deadline, the server has not let them go)"
        )
        raise tuf_errors.DownloadError(msg)
    chunks: queue.Queue[object] = queue.Queue()
    stop = threading.Event()

    def run() -> None:
        try:
            for chunk in download():  # the request too: a fetcher may send it at once
                if stop.is_set():
                    return
                chunks.put(chunk)
            chunks.put(_DONE)
        except BaseException as error:  # noqa: BLE001 - handed to the waiting side
            chunks.put(error)
        finally:
            slots.release()

    threading.Thread(target=run, name=f"download {url[-64:]}", daemon=True).start()
    ends = time.monotonic() + deadline
    try:
        while True:
            try:
                item = chunks.get(timeout=max(0.0, ends - time.monotonic()))
            except queue.Empty:
                msg = f"{url}: not downloaded within {deadline:g} s"
                raise tuf_errors.DownloadError(msg) from None
            if item is _DONE:
                return
            if not isinstance(item, bytes):
                raise _as_raised(item, url)
            yield item
    finally:
        stop.set()


def _as_raised(item: object, url: str) -> BaseException:
    """What a download's thread handed over instead of a chunk, as the caller raises it.

    tuf wraps what a fetcher raises when it is called, not what reading the body raises
    (a short body, a bad chunk line): a `DownloadError` all the same.
    """
    assert isinstance(item, BaseException)  # noqa: S101 - chunks, the end, or what was raised
    if isinstance(item, tuf_errors.DownloadError) or not isinstance(item, Exception):
        return item
    error = tuf_errors.DownloadError(f"{url}: {item}")
    error.__cause__ = item
    return error


class RecordingFetcher(FetcherInterface):
    """Passes fetches through and remembers the last bytes of each metadata role.

    tuf reports a failed signature check without the bytes that failed; the
    client needs them to tell a forged signature from too few signatures.
    """

    def __init__(self, inner: FetcherInterface, *, deadline: float) -> None:
        self.inner = inner
        self.deadline = deadline
        """Seconds a download may take in all (see `ClientConfig.download_timeout`)."""
        self._slots = threading.BoundedSemaphore(MAX_DOWNLOADS)
        self.last: dict[str, bytes] = {}
        self.last_role: str | None = None

    def _fetch(self, url: str) -> Iterator[bytes]:
        match = _METADATA_FILE.search(url.rsplit("/", 1)[-1])
        role = match[2] if match is not None and "/metadata/" in url else None
        chunks: list[bytes] = []
        for chunk in _within(lambda: self.inner.fetch(url), self.deadline, url, self._slots):
            chunks.append(chunk)
            yield chunk
        if role is not None:
            self.last[role] = b"".join(chunks)
            self.last_role = role


__all__ = ["MAX_DOWNLOADS", "CaFetcher", "RecordingFetcher"]
