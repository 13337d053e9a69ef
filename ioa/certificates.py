"""A served certificate's expiry: refused at start when expired, and checked again while serving.

`check_certificate` runs once at start (an expired certificate is refused, one
near its end is warned about); `watch_certificate` is the asyncio driver that
checks again every `CertificateCheck.interval` seconds, around the pure
`l7_transport.tls.ExpiryWatch`, logging each change once. Agents, the gateway
and the authority service use both; the clock and the timer are injectable.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

from l7_transport.tls import ExpiryState, ExpiryWatch, certificate_validity

logger = logging.getLogger("ioa.certificates")


def _utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


@dataclass(frozen=True, kw_only=True)
class CertificateCheck:
    """How often a served certificate's expiry is checked again while it is served.

    At start an expired certificate is refused and one within `warn_before` of its end
    is warned about; then every `interval` seconds the same is checked again: a
    warning is logged once when it comes within `warn_before`, an error once when it
    has expired (peers refuse it from then on: renew it and restart).
    """

    interval: float = 3600.0
    """Seconds between checks."""
    warn_before: dt.timedelta = dt.timedelta(days=7)
    """How long before its end a certificate is warned about."""
    clock: Callable[[], dt.datetime] = _utc_now
    """The time now, as an aware UTC datetime (a test's own clock)."""
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep
    """How a check waits for the next (a test's own timer)."""


EXPIRY_WARNING = CertificateCheck().warn_before
"""A certificate that expires sooner than this is served with a warning."""


def check_certificate(who: str, cert: Path | str, check: CertificateCheck) -> ExpiryWatch:
    """Refuse to serve an expired certificate; warn about one that expires soon.

    The watch returned has seen the start: it says again only what changes later.
    """
    now = check.clock()
    starts, expires = refuse_expired(cert, now)
    watch = ExpiryWatch(expires, warn_before=check.warn_before)
    if now < starts:  # (not refused: clocks drift; peers will refuse it until then)
        logger.warning(
            "%s: %s is not valid before %s UTC: peers refuse it until then",
            who,
            cert,
            f"{starts:%Y-%m-%d %H:%M}",
        )
    if watch.check(now) is ExpiryState.EXPIRING:
        _say_expiring(who, cert, watch, now)
    return watch


def refuse_expired(cert: Path | str, now: dt.datetime) -> tuple[dt.datetime, dt.datetime]:
    """The certificate's validity (not before, not after); `ValueError` if it has expired.

    The refusal alone, without the warnings of `check_certificate`: for a check made
    before a service starts, which then warns once.
    """
    starts, expires = certificate_validity(cert)
    if now >= expires:
        msg = f"{cert}: the certificate expired at {expires:%Y-%m-%d %H:%M} UTC: renew it"
        raise ValueError(msg)
    return starts, expires


def _say_expiring(who: str, cert: Path | str, watch: ExpiryWatch, now: dt.datetime) -> None:
    logger.warning(
        "%s: %s expires at %s UTC, in %s: renew it",
        who,
        cert,
        f"{watch.expires:%Y-%m-%d %H:%M}",
        str(watch.expires - now).split(".")[0],
    )


async def watch_certificate(
    who: str, cert: Path | str, watch: ExpiryWatch, check: CertificateCheck
) -> None:
    """Check the served certificate again every `check.interval` seconds; log changes once."""
    while True:
        await check.sleep(check.interval)
        now = check.clock()
        state = watch.check(now)
        if state is ExpiryState.EXPIRING:
            _say_expiring(who, cert, watch, now)
        elif state is ExpiryState.EXPIRED:
            logger.error(
                "%s: %s expired at %s UTC: peers refuse it now; renew it and restart",
                who,
                cert,
                f"{watch.expires:%Y-%m-%d %H:%M}",
            )


__all__ = [
    "EXPIRY_WARNING",
    "CertificateCheck",
    "check_certificate",
    "refuse_expired",
    "watch_certificate",
]
