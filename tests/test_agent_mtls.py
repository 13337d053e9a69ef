"""`Agent.connect` with a client certificate (mTLS), and the error when one is missing."""

from __future__ import annotations

import asyncio
import datetime as dt
import logging
import re
from pathlib import Path

import pytest
from cert_helpers import ca_of, client_certificate, write_pair
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from contexts.builtin import builtin
from ioa.agent import Agent, CertificateCheck, Tls
from l7_transport import ConnectError
from l7_transport.channel import AGENT_URI_PREFIX
from l7_transport.http2 import Http2Client, serve_http2
from l7_transport.tls import (
    DevPki,
    ExpiryState,
    ExpiryWatch,
    certificate_expiry,
    client_ssl_context,
    server_ssl_context,
    write_dev_pki,
)
from l9_snl.identity import AgentIdentity

TRAVEL = builtin("urn:contexts:travel:v2.1")


async def test_a_client_certificate_is_presented_and_its_absence_explained(tmp_path: Path) -> None:
    pki = write_dev_pki(tmp_path, clients=["traveller"])
    airline_id, traveller_id = (
        AgentIdentity.generate("airline"),
        AgentIdentity.generate("traveller"),
    )
    airline = Agent(airline_id, contexts=[TRAVEL])
    airline.trust_peer(traveller_id)
    seen: list[str | None] = []

    async def serve(channel):
        seen.append(channel.peer.agent_id)
        await airline._serve_channel(channel)

    context = server_ssl_context(
        pki.server_cert, pki.server_key, client_ca=pki.ca_cert, require_client_cert=True
    )
    server = await serve_http2(serve, ssl_context=context)
    traveller = Agent(traveller_id, contexts=[TRAVEL])
    traveller.trust_peer(airline_id)
    try:
        with pytest.raises(
            ConnectError, match=r"requires a certificate.*give Tls\(cert=..., key=...\)"
        ) as refused:
            await traveller.connect(
                "127.0.0.1", server.port, peer="airline", tls=Tls(ca=pki.ca_cert)
            )
        assert refused.value.code == "tls_failed"
        cert, key = pki.client_certs["traveller"]
        session = await traveller.connect(
            "127.0.0.1", server.port, peer="airline", tls=Tls(ca=pki.ca_cert, cert=cert, key=key)
        )
        await session.close()
    finally:
        await server.close()
    assert seen == ["traveller"]  # the server read who the certificate names


def expired_client_certificate(pki: DevPki, name: str, folder: Path) -> tuple[Path, Path]:
    """A client certificate for `name` from `pki`'s own CA, valid until yesterday."""
    now = dt.datetime.now(dt.UTC)
    made = client_certificate(
        ca_of(pki),
        x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)]),
        uris=(AGENT_URI_PREFIX + name,),
        before=now - dt.timedelta(days=30),
        after=now - dt.timedelta(days=1),
    )
    return write_pair(folder, f"expired-{name}", made)


def handshake_refusals(caplog: pytest.LogCaptureFixture) -> list[str]:
    """The server's lines for TLS handshakes it refused (the listener's)."""
    return [
        r.getMessage()
        for r in caplog.records
        if r.name == "l7_transport.listener" and "TLS handshake with" in r.getMessage()
    ]


@pytest.mark.parametrize(
    ("certificate", "client_says", "server_says"),
    [
        ("other CA", "does not trust the CA of this side's certificate", "not issued by a CA"),
        ("expired", "refused this side's certificate as expired", "certificate expired"),
    ],
)
async def test_a_refused_client_certificate_is_said_on_both_sides(
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    certificate: str,
    client_says: str,
    server_says: str,
) -> None:
    """An agent serving with client certificates required refuses one from another CA,
    or an expired one from its own: the client reads why (the server's TLS alert), and
    the server logs the code, the reason and the peer's address."""
    pki = write_dev_pki(tmp_path / "pki", clients=["traveller"])
    if certificate == "other CA":
        cert, key = write_dev_pki(tmp_path / "other", clients=["traveller"]).client_certs[
            "traveller"
        ]
    else:
        cert, key = expired_client_certificate(pki, "traveller", tmp_path / "expired")
    airline = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
    listener = await airline.serve(
        tls=Tls(cert=pki.server_cert, key=pki.server_key, client_ca=pki.ca_cert)
    )
    traveller = Agent(AgentIdentity.generate("traveller"), contexts=[TRAVEL])
    try:
        with pytest.raises(ConnectError, match=client_says) as refused:
            await traveller.connect(
                "127.0.0.1",
                listener.port,
                peer="airline",
                tls=Tls(ca=pki.ca_cert, cert=cert, key=key),
            )
    finally:
        await listener.close()
    assert refused.value.code == "tls_failed"
    [line] = handshake_refusals(caplog)
    assert "tls_failed" in line
    assert server_says in line
    assert re.search(r"TLS handshake with 127\.0\.0\.1:\d+ failed", line), line


@pytest.mark.parametrize(
    ("tls", "protocol", "message"),
    [
        (Tls(ca=Path("ca.pem"), cert=Path("c.pem")), "h2", "both"),
        (Tls(cert=Path("c.pem"), key=Path("c.key")), "h2", "give Tls\\(ca=...\\) too"),
    ],
)
async def test_a_client_certificate_that_cannot_be_used_is_a_clear_error(
    tls: Tls, protocol: str, message: str
) -> None:
    agent = Agent(AgentIdentity.generate("traveller"), contexts=[TRAVEL])
    with pytest.raises(ValueError, match=message):
        await agent.connect("127.0.0.1", 9, peer="airline", protocol=protocol, tls=tls)


async def test_http3_says_it_presents_no_client_certificate(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    pki = write_dev_pki(tmp_path, clients=["traveller"])
    cert, key = pki.client_certs["traveller"]
    agent = Agent(AgentIdentity.generate("traveller"), contexts=[TRAVEL])
    tls = Tls(ca=pki.ca_cert, cert=cert, key=key)
    with pytest.raises(Exception, match=r"."):  # nobody listens on port 9
        await agent.connect("127.0.0.1", 9, peer="airline", protocol="h3", tls=tls)
    assert "HTTP/3 presents no client certificate" in caplog.text


async def test_an_expired_certificate_is_refused_and_one_expiring_soon_is_served_with_a_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    agent = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
    old = write_dev_pki(tmp_path / "old", days=30, now=dt.datetime.now(dt.UTC) - dt.timedelta(40))
    with pytest.raises(ValueError, match=r"server\.pem: the certificate expired at"):
        await agent.serve(tls=Tls(cert=old.server_cert, key=old.server_key))
    soon = write_dev_pki(tmp_path / "soon", days=2)
    listener = await agent.serve(tls=Tls(cert=soon.server_cert, key=soon.server_key))
    await listener.close()
    assert "expires at" in caplog.text
    assert "renew it" in caplog.text
    fine = write_dev_pki(tmp_path / "fine", days=30)
    caplog.clear()
    listener = await agent.serve(tls=Tls(cert=fine.server_cert, key=fine.server_key))
    await listener.close()
    assert "expires at" not in caplog.text


@pytest.mark.parametrize("tls", [Tls(ca=Path("ca.pem")), Tls(cert=Path("c.pem"))])
async def test_serving_with_half_a_tls_config_is_refused_not_cleartext(tls: Tls) -> None:
    agent = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
    with pytest.raises(ValueError, match=r"needs both Tls\(cert=..., key=...\)"):
        await agent.serve(tls=tls)


class Timer:
    """A clock and a timer of the test's own for `CertificateCheck`: time moves when told."""

    def __init__(self, now: dt.datetime) -> None:
        self.now = now
        self.waits: asyncio.Queue[float] = asyncio.Queue()
        self.ticks: asyncio.Queue[None] = asyncio.Queue()

    async def sleep(self, seconds: float) -> None:
        self.waits.put_nowait(seconds)  # the previous check is done: the watch waits again
        await self.ticks.get()

    async def tick_at(self, when: dt.datetime) -> None:
        """Move the clock to `when`, let one check run, and wait until it has."""
        self.now = when
        self.ticks.put_nowait(None)
        await self.waits.get()

    def check(self, **options: float) -> CertificateCheck:
        return CertificateCheck(clock=lambda: self.now, sleep=self.sleep, **options)


async def test_the_certificate_is_checked_again_while_serving_and_each_change_said_once(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The agent serves on a real socket, the test moves time on: the warning (7 days
    left) and the error (expired) each appear once, after the check that sees them."""
    pki = write_dev_pki(tmp_path, days=30)
    expires = certificate_expiry(pki.server_cert)
    timer = Timer(expires - dt.timedelta(days=20))
    agent = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
    caplog.set_level(logging.INFO, logger="ioa.agent")
    tls = Tls(cert=pki.server_cert, key=pki.server_key)
    listener = await agent.serve(tls=tls, certificate_check=timer.check(interval=600.0))

    def said(word: str) -> list[logging.LogRecord]:
        return [r for r in caplog.records if word in r.getMessage()]

    try:
        assert await timer.waits.get() == 600.0  # the watch runs, on the interval asked for
        await timer.tick_at(expires - dt.timedelta(days=8))
        assert not said("expires at")
        assert not said("expired at")
        await timer.tick_at(expires - dt.timedelta(days=6, hours=23))
        [warning] = said("expires at")
        assert warning.levelno == logging.WARNING
        assert str(pki.server_cert) in warning.getMessage()
        assert "in 6 days, 23:00:00" in warning.getMessage()
        await timer.tick_at(expires - dt.timedelta(days=1))
        assert len(said("expires at")) == 1  # said once, not at every check
        await timer.tick_at(expires + dt.timedelta(seconds=1))
        [error] = said("expired at")
        assert error.levelno == logging.ERROR
        assert "renew it and restart" in error.getMessage()
        await timer.tick_at(expires + dt.timedelta(days=3))
        assert len(said("expired at")) == 1
        # and it still serves (peers decide): the card is still published on the socket
        client = await Http2Client.connect(
            "127.0.0.1", listener.port, ssl_context=client_ssl_context(pki.ca_cert)
        )
        try:
            assert b'"card"' in await client.get()
        finally:
            await client.close()
    finally:
        await listener.close()


async def test_a_certificate_that_expires_soon_at_start_is_not_warned_about_twice(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    pki = write_dev_pki(tmp_path, days=3)
    timer = Timer(certificate_expiry(pki.server_cert) - dt.timedelta(days=2))
    agent = Agent(AgentIdentity.generate("airline"), contexts=[TRAVEL])
    tls = Tls(cert=pki.server_cert, key=pki.server_key)
    listener = await agent.serve(tls=tls, certificate_check=timer.check())
    try:
        await timer.waits.get()
        await timer.tick_at(timer.now + dt.timedelta(hours=1))
    finally:
        await listener.close()
    assert caplog.text.count("expires at") == 1  # at start; the later check stays quiet


def test_the_watch_says_each_change_once() -> None:
    expires = dt.datetime(2026, 12, 1, tzinfo=dt.UTC)
    watch = ExpiryWatch(expires, warn_before=dt.timedelta(days=7))
    seen = [
        watch.check(expires - dt.timedelta(days=days)) for days in (30, 8, 7, 6.9, 3, 0, -1, -30)
    ]
    assert seen == [None, None, None, ExpiryState.EXPIRING, None, ExpiryState.EXPIRED, None, None]


def test_a_certificate_not_valid_yet_is_served_with_a_warning(tmp_path, caplog):
    import datetime as dt  # noqa: PLC0415
    import logging  # noqa: PLC0415

    from cryptography import x509  # noqa: PLC0415
    from cryptography.x509.oid import NameOID  # noqa: PLC0415

    from ioa.certificates import CertificateCheck, check_certificate  # noqa: PLC0415

    now = dt.datetime(2026, 11, 29, 12, 0, tzinfo=dt.UTC)
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "later")])
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(1)
        .not_valid_before(now + dt.timedelta(days=30))
        .not_valid_after(now + dt.timedelta(days=400))
        .sign(key, hashes.SHA256())
    )
    path = tmp_path / "later.pem"
    path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    with caplog.at_level(logging.WARNING, logger="ioa.certificates"):
        check_certificate("agent", path, CertificateCheck(clock=lambda: now))
    [record] = [r for r in caplog.records if "not valid before" in r.getMessage()]
    assert "2026-12-29" in record.getMessage()
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="ioa.certificates"):  # valid by then: nothing
        check_certificate(
            "agent", path, CertificateCheck(clock=lambda: now + dt.timedelta(days=31))
        )
    assert not [r for r in caplog.records if "not valid before" in r.getMessage()]
