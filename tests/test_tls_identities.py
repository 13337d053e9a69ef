"""Who a client certificate names: subjects that cannot be forged by their own text,
dates checked at every reading, certificates nobody can decode refused in one line.

From an outside attack on the Schema Authority's admin API (stop 23): subjects were
joined as `attr=value, attr=value` from `getpeercert()`'s pairs, so a CN of
`admin, emailAddress=...` read like the admin's whole subject; a resumed TLS session
kept an expired certificate's identity; a subjectAltName that is not UTF-8 raised in
asyncio's handshake with a traceback per connection.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import logging
import ssl

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.x509.oid import NameOID

from authority.admin import AdminClient
from authority.config import ServiceConfig
from authority.exceptions import ForbiddenError
from contexts.builtin import builtin
from l7_transport.channel import PeerInfo
from l7_transport.config import TransportConfig
from l7_transport.exceptions import TransportError
from l7_transport.framing import encode_frame
from l7_transport.http2 import Http2Client
from l7_transport.tls import (
    client_ssl_context,
    identities_from_certificate,
    identities_from_der,
    server_ssl_context,
    write_dev_pki,
)
from tests.cert_helpers import ca_of, client_certificate, write_pair
from tests.test_authority_service import TRAVEL_20, running, store  # noqa: F401 - fixture
from tests.transport_helpers import eventually
from tests.transport_helpers import running as serving_transport


def now() -> dt.datetime:
    """The time now: certificates here are made valid from 5 minutes before their making,
    and a suite may run a test long after it collected the module."""
    return dt.datetime.now(dt.UTC)


ORG, CN, EMAIL = NameOID.ORGANIZATION_NAME, NameOID.COMMON_NAME, NameOID.EMAIL_ADDRESS
GENUINE = x509.Name(
    [
        x509.NameAttribute(ORG, "Corp"),
        x509.NameAttribute(CN, "admin"),
        x509.NameAttribute(EMAIL, "admin@corp.example"),
    ]
)
FORGERIES = {
    "a comma in the CN": x509.Name(
        [
            x509.NameAttribute(ORG, "Corp"),
            x509.NameAttribute(CN, "admin, emailAddress=admin@corp.example"),
        ]
    ),
    "everything in one O": x509.Name(
        [x509.NameAttribute(ORG, "Corp, commonName=admin, emailAddress=admin@corp.example")]
    ),
    "a multi-valued RDN": x509.Name(
        [
            x509.RelativeDistinguishedName(
                [x509.NameAttribute(ORG, "Corp"), x509.NameAttribute(CN, "admin")]
            ),
            x509.RelativeDistinguishedName([x509.NameAttribute(EMAIL, "admin@corp.example")]),
        ]
    ),
    "a plus in the CN": x509.Name(
        [x509.NameAttribute(ORG, "Corp"), x509.NameAttribute(CN, "admin+emailAddress=x")]
    ),
}


def _undecodable_uri() -> x509.UnrecognizedExtension:
    """A subjectAltName holding one URI whose bytes are not UTF-8 (DER by hand)."""
    uri = b"urn:ioa:agent:\xffoperator"
    general_name = bytes([0x86, len(uri)]) + uri  # [6] IA5String, implicit
    value = bytes([0x30, len(general_name)]) + general_name
    return x509.UnrecognizedExtension(x509.oid.ExtensionOID.SUBJECT_ALTERNATIVE_NAME, value)


@pytest.fixture(scope="module")
def ca(tmp_path_factory: pytest.TempPathFactory):
    return ca_of(write_dev_pki(tmp_path_factory.mktemp("ca")))


def test_only_a_uri_san_names_an_agent(ca):
    cert, _ = client_certificate(
        ca,
        x509.Name([x509.NameAttribute(CN, "urn:ioa:agent:mallory")]),
        san=x509.SubjectAlternativeName(
            [
                x509.DNSName("urn:ioa:agent:eve"),
                x509.UniformResourceIdentifier("urn:ioa:agent:alice"),
            ]
        ),
    )
    subject, names = identities_from_certificate(cert, now=now())
    assert names == ("DNS:urn:ioa:agent:eve", "URI:urn:ioa:agent:alice")
    assert PeerInfo(address="x", protocol="h2", tls=True, identities=names).agent_id == "alice"
    assert subject == "CN=urn:ioa:agent:mallory"
    cn_only, _ = client_certificate(ca, x509.Name([x509.NameAttribute(CN, "urn:ioa:agent:x")]))
    _, none = identities_from_certificate(cn_only, now=now())
    assert PeerInfo(address="x", protocol="h2", tls=True, identities=none).agent_id is None


@pytest.mark.parametrize("forgery", sorted(FORGERIES))
def test_a_subject_cannot_spell_another_subject(ca, forgery):
    """The subject is RFC 4514 text, escaped: no value's own commas or pluses make it
    read as the genuine subject, from the DER (HTTP/2, the authority) as from HTTP/3."""
    genuine, _ = client_certificate(ca, GENUINE)
    forged, _ = client_certificate(ca, FORGERIES[forgery])
    expected = identities_from_certificate(genuine, now=now())[0]
    der = forged.public_bytes(serialization.Encoding.DER)
    assert identities_from_der(der, now=now())[0] != expected
    assert identities_from_certificate(forged, now=now())[0] != expected
    assert identities_from_der(genuine.public_bytes(serialization.Encoding.DER), now=now())[0] == (
        expected
    )


@pytest.mark.parametrize(
    ("start", "end"),
    [
        (dt.timedelta(days=-10), dt.timedelta(seconds=-1)),  # expired
        (dt.timedelta(seconds=30), dt.timedelta(days=1)),  # not valid yet
    ],
    ids=["expired", "not-yet-valid"],
)
def test_a_certificate_out_of_date_names_nobody(ca, start, end):
    """What a resumed TLS session carries is checked again: its first handshake may be
    long past."""
    moment = now()
    before, after = moment + start, moment + end
    cert, _ = client_certificate(
        ca, GENUINE, uris=("urn:ioa:agent:operator",), before=before, after=after
    )
    assert identities_from_certificate(cert, now=moment) == (None, ())
    assert identities_from_der(cert.public_bytes(serialization.Encoding.DER), now=moment) == (
        None,
        (),
    )
    inside = before + (after - before) / 2
    assert identities_from_certificate(cert, now=inside)[1] == ("URI:urn:ioa:agent:operator",)


@pytest.mark.parametrize("der", [b"", b"\x30\x03\x02\x01\x00", b"not a certificate" * 10, None])
def test_what_is_not_a_certificate_names_nobody(der):
    assert identities_from_der(der, now=now()) == (None, ())


def test_server_contexts_that_read_client_certificates_resume_nothing(tmp_path):
    pki = write_dev_pki(tmp_path / "pki")
    mutual = server_ssl_context(pki.server_cert, pki.server_key, client_ca=pki.ca_cert)
    assert mutual.num_tickets == 0
    assert mutual.options & ssl.OP_NO_TICKET
    assert mutual.options & ssl.OP_NO_RENEGOTIATION
    plain = server_ssl_context(pki.server_cert, pki.server_key)
    assert plain.num_tickets > 0  # nothing to re-check: resumption stays cheap


async def test_the_admin_api_tells_a_forged_subject_from_the_genuine_one(store, tmp_path):  # noqa: F811
    """Live: an administrator named by subject; certificates of the same CA whose subject
    text imitates it are refused, the genuine one passes."""
    pki = write_dev_pki(tmp_path / "pki")
    ca = ca_of(pki)
    genuine = client_certificate(ca, GENUINE)
    admin = identities_from_certificate(genuine[0], now=now())[0]
    assert admin is not None
    server = server_ssl_context(
        pki.server_cert, pki.server_key, client_ca=pki.ca_cert, alpn=("http/1.1",)
    )
    config = ServiceConfig(admin_identities=frozenset({admin}))

    def client(url: str, name: str, made: tuple) -> AdminClient:
        cert, key = write_pair(tmp_path, name, made)
        context = client_ssl_context(pki.ca_cert, cert=cert, key=key, alpn=("http/1.1",))
        return AdminClient(url, ssl_context=context)

    async with running(store, config=config, ssl_context=server) as url:
        for index, name in enumerate(sorted(FORGERIES)):
            forged = client(url, f"forged{index}", client_certificate(ca, FORGERIES[name]))
            with pytest.raises(ForbiddenError):
                await asyncio.to_thread(forged.audit)
        answer = await asyncio.to_thread(
            client(url, "genuine", genuine).publish, builtin(TRAVEL_20).canonical
        )
        assert answer["urn"] == TRAVEL_20


async def test_a_certificate_nobody_can_decode_is_one_line_not_a_traceback(
    store,  # noqa: F811
    tmp_path,
    caplog,
):
    """A subjectAltName that is not UTF-8 raised inside asyncio's handshake: a traceback
    through the loop's exception handler for every such connection. The handshake fails
    now, logged as one line, and the service goes on serving."""
    pki = write_dev_pki(tmp_path / "pki", clients=("operator",))
    ca = ca_of(pki)
    bad = client_certificate(
        ca,
        x509.Name([x509.NameAttribute(CN, "x")]),
        san=_undecodable_uri(),
    )
    cert, key = write_pair(tmp_path, "bad", bad)
    server = server_ssl_context(
        pki.server_cert, pki.server_key, client_ca=pki.ca_cert, alpn=("http/1.1",)
    )
    config = ServiceConfig(admin_identities=frozenset({"URI:urn:ioa:agent:operator"}))
    loop = asyncio.get_running_loop()
    handled: list[dict] = []
    loop.set_exception_handler(lambda _loop, context: handled.append(context))
    try:
        async with running(store, config=config, ssl_context=server) as url:
            context = client_ssl_context(pki.ca_cert, cert=cert, key=key, alpn=("http/1.1",))
            with caplog.at_level(logging.DEBUG):
                for _ in range(3):
                    with pytest.raises(Exception):  # noqa: B017, PT011 - any refusal
                        await asyncio.to_thread(AdminClient(url, ssl_context=context).audit)
            operator_cert, operator_key = pki.client_certs["operator"]
            honest = AdminClient(
                url,
                ssl_context=client_ssl_context(
                    pki.ca_cert, cert=operator_cert, key=operator_key, alpn=("http/1.1",)
                ),
            )
            assert "entries" in await asyncio.to_thread(honest.audit)
    finally:
        loop.set_exception_handler(None)
    assert handled == []
    assert not [r for r in caplog.records if r.exc_info and "SSL" in r.getMessage()]


async def test_an_undecodable_certificate_does_not_keep_its_place_at_an_agent(tmp_path):
    """At an agent's own listener the accept failed with a ValueError it did not catch:
    the connection's place under the caps was never given back, so a few such
    connections (fewer than the per-address cap, here 2) locked everyone out."""
    pki = write_dev_pki(tmp_path / "pki", clients=("alice",))
    ca = ca_of(pki)
    bad = client_certificate(ca, x509.Name([x509.NameAttribute(CN, "x")]), san=_undecodable_uri())
    cert, key = write_pair(tmp_path, "bad", bad)
    config = TransportConfig(max_connections=2, max_connections_per_address=2)
    async with serving_transport(
        "h2", pki, config=config, client_cert="alice", require_client_cert=True
    ) as (
        server,
        connect,
    ):
        for _ in range(4):  # TLS 1.3: the client may finish before the server refuses
            with contextlib.suppress(TransportError, OSError):
                refused = await Http2Client.connect(
                    "127.0.0.1",
                    server.port,  # type: ignore[attr-defined]
                    ssl_context=client_ssl_context(pki.ca_cert, cert=cert, key=key),
                    config=config,
                )
                await refused.close()
        await eventually(lambda: server.gate.open == 0)  # type: ignore[attr-defined]
        client = await connect()
        channel = await client.open_session()
        await channel.send(encode_frame(b"hi"))
        await client.close()
