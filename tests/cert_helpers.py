"""Client certificates for tests: issued by a dev PKI's CA with any subject, names and dates."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID

from l7_transport.tls import DevPki

CA = tuple[x509.Certificate, ec.EllipticCurvePrivateKey]


def ca_of(pki: DevPki) -> CA:
    """The dev PKI's CA: its certificate and key."""
    cert = x509.load_pem_x509_certificate(pki.ca_cert.read_bytes())
    key = serialization.load_pem_private_key(pki.ca_key.read_bytes(), None)
    assert isinstance(key, ec.EllipticCurvePrivateKey)
    return cert, key


def client_certificate(
    ca: CA,
    subject: x509.Name,
    *,
    uris: tuple[str, ...] = (),
    san: x509.ExtensionType | None = None,
    before: dt.datetime | None = None,
    after: dt.datetime | None = None,
) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    """A client certificate from `ca` (valid from 5 minutes ago for a day unless given)."""
    issuer, issuer_key = ca
    now = dt.datetime.now(dt.UTC)
    key = ec.generate_private_key(ec.SECP256R1())
    builder = (
        x509.CertificateBuilder()
        .subject_name(subject)
        .issuer_name(issuer.subject)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(before or now - dt.timedelta(minutes=5))
        .not_valid_after(after or now + dt.timedelta(days=1))
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.CLIENT_AUTH]), False)
    )
    if uris:
        names = [x509.UniformResourceIdentifier(uri) for uri in uris]
        builder = builder.add_extension(x509.SubjectAlternativeName(names), False)
    if san is not None:
        builder = builder.add_extension(san, False)
    return builder.sign(issuer_key, hashes.SHA256()), key


def write_pair(
    folder: Path, name: str, made: tuple[x509.Certificate, ec.EllipticCurvePrivateKey]
) -> tuple[Path, Path]:
    """`made` as `<name>.pem` and `<name>.key` (PKCS #8) in `folder`: the two paths."""
    cert, key = made
    folder.mkdir(parents=True, exist_ok=True)
    cert_path, key_path = folder / f"{name}.pem", folder / f"{name}.key"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path
