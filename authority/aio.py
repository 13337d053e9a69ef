"""asyncio drivers for the authority client: a refresh schedule, and fetches off the event loop.

`AuthorityClient` is synchronous (python-tuf is); these helpers run it in a
worker thread so that an agent's event loop never blocks on the network.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable

from authority.client import AuthorityClient, VerifiedContext
from authority.exceptions import VerificationError
from contexts.urn import ContextURN

logger = logging.getLogger("ioa.authority.client")


async def fetch(
    client: AuthorityClient, urn: str | ContextURN, *, clock: Callable[[], float] = time.time
) -> VerifiedContext:
    """`client.fetch(urn)` in a worker thread."""
    return await asyncio.to_thread(client.fetch, urn, now=clock())


async def keep_fresh(
    client: AuthorityClient,
    *,
    stop: asyncio.Event,
    clock: Callable[[], float] = time.time,
    on_error: Callable[[VerificationError], None] | None = None,
) -> None:
    """Refresh `client` every `refresh_interval` seconds until `stop` is set.

    A refused refresh (an attack, an unreachable authority) is logged and
    passed to `on_error`; the client keeps its last verified state and the
    schedule goes on.
    """
    while not stop.is_set():
        try:
            await asyncio.to_thread(client.refresh, now=clock())
        except VerificationError as exc:
            logger.warning("refresh of %s refused: %s", client.metadata_url, exc)
            if on_error is not None:
                on_error(exc)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), client.config.refresh_interval)
