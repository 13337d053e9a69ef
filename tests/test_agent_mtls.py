"""`Agent.connect` with a client certificate (mTLS), and the error when one is missing."""

from __future__ import annotations

from pathlib import Path

import pytest

from contexts.builtin import builtin
from ioa.agent import Agent, Tls
from l7_transport import ConnectionLost
from l7_transport.http2 import serve_http2
from l7_transport.tls import server_ssl_context, write_dev_pki
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
        with pytest.raises(ConnectionLost, match=r"give Tls\(cert=..., key=...\)"):
            await traveller.connect(
                "127.0.0.1", server.port, peer="airline", tls=Tls(ca=pki.ca_cert)
            )
        cert, key = pki.client_certs["traveller"]
        session = await traveller.connect(
            "127.0.0.1", server.port, peer="airline", tls=Tls(ca=pki.ca_cert, cert=cert, key=key)
        )
        await session.close()
    finally:
        await server.close()
    assert seen == ["traveller"]  # the server read who the certificate names


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
    import datetime as dt  # noqa: PLC0415

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
