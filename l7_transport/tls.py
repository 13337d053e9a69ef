"""TLS for the transports: a local development CA, and SSL contexts with ALPN and mTLS.

`write_dev_pki` makes a throw-away certificate authority, a server
certificate for the given hosts and client certificates for the given agent
names, so that loopback development and tests use real TLS. Production
deployments bring their own files; the context builders take paths.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import ssl
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Final

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from l7_transport.channel import AGENT_URI_PREFIX
from l7_transport.files import PRIVATE, PUBLIC, make_folders, replace_file

_FOLDER_MODE: Final = 0o700
"""The mode of a folder `write_dev_pki` makes (a CA's keys and trust anchor are in it)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class DevPki:
    """Where `write_dev_pki` put each file."""

    ca_cert: Path
    """The CA certificate (trust anchor for both sides)."""
    ca_key: Path
    """The CA's private key (keep it; it can mint more certificates)."""
    server_cert: Path
    """The server certificate (with the CA certificate after it)."""
    server_key: Path
    """The server's private key."""
    client_certs: dict[str, tuple[Path, Path]]
    """Agent name to (certificate, private key) for client authentication."""


def _name(common_name: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "ioa-stack development"),
            x509.NameAttribute(NameOID.COMMON_NAME, common_name),
        ]
    )


def _san(hosts: Iterable[str]) -> list[x509.GeneralName]:
    names: list[x509.GeneralName] = []
    for host in hosts:
        try:
            names.append(x509.IPAddress(ipaddress.ip_address(host)))
        except ValueError:
            names.append(x509.DNSName(host))
    return names


def _write_key(path: Path, key: ec.EllipticCurvePrivateKey) -> None:
    data = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    # 0600 from the start, whatever the mode of a file it replaces; a symlink is not followed
    replace_file(path, data, mode=PRIVATE)


def _write_certificate(path: Path, data: bytes) -> None:
    replace_file(path, data, mode=PUBLIC)  # 0644 whatever the umask: only we may swap it


def _issue(  # noqa: PLR0913 - a certificate is described by all of these
    *,
    subject: str,
    key: ec.EllipticCurvePrivateKey,
    issuer_cert: x509.Certificate | None,
    issuer_key: ec.EllipticCurvePrivateKey,
    alt_names: list[x509.GeneralName],
    usage: Sequence[x509.ObjectIdentifier],
    now: dt.datetime,
    days: int,
) -> x509.Certificate:
    is_ca = issuer_cert is None
    builder = (
        x509.CertificateBuilder()
        .subject_name(_name(subject))
        .issuer_name(_name(subject) if is_ca else issuer_cert.subject)  # type: ignore[union-attr]
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - dt.timedelta(minutes=5))
        .not_valid_after(now + dt.timedelta(days=days))
        .add_extension(x509.BasicConstraints(ca=is_ca, path_length=0 if is_ca else None), True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), False)
    )
    if is_ca:
        builder = builder.add_extension(
            x509.KeyUsage(
                digital_signature=True,
                content_commitment=False,
                key_encipherment=False,
                data_encipherment=False,
                key_agreement=False,
                key_cert_sign=True,
                crl_sign=True,
                encipher_only=False,
                decipher_only=False,
            ),
            True,
        )
    else:
        builder = builder.add_extension(x509.SubjectAlternativeName(alt_names), False)
        builder = builder.add_extension(x509.ExtendedKeyUsage(list(usage)), False)
        builder = builder.add_extension(
            x509.AuthorityKeyIdentifier.from_issuer_public_key(issuer_key.public_key()), False
        )
    return builder.sign(issuer_key, hashes.SHA256())


def client_name_problem(name: str) -> str | None:
    """Why `name` cannot name a client's files (`client-NAME.pem`) in the folder, or None.

    A client is named by its agent id (its certificate's `urn:ioa:agent:NAME`), which may
    hold `:`, `@` or `+`; not a path separator, a control character, or `..` (the files
    would be written outside the folder).
    """
    if not name or len(name) > _LONGEST_CLIENT_NAME:
        return f"1 to {_LONGEST_CLIENT_NAME} characters"
    if (
        "/" in name
        or "\\" in name
        or ".." in name
        or not name.isprintable()
        or name != name.strip()
    ):
        return "no '/', '\\', '..', blank at either end or control character (it names files)"
    if not name.isascii():  # its certificate's URI holds ASCII only
        return "ASCII only (it is written into the certificate's URI)"
    return None


_LONGEST_CLIENT_NAME: Final = 200


def dev_pki_files(directory: str | Path, clients: Sequence[str] = ()) -> list[Path]:
    """The files `write_dev_pki` writes in `directory` (for a caller that must not overwrite)."""
    folder = Path(directory)
    names = ["ca.pem", "ca.key", "server.pem", "server.key"]
    names += [f"client-{name}.{ext}" for name in clients for ext in ("pem", "key")]
    return [folder / name for name in names]


def write_dev_pki(
    directory: str | Path,
    *,
    hosts: Sequence[str] = ("127.0.0.1", "localhost"),
    clients: Sequence[str] = (),
    days: int = 30,
    now: dt.datetime | None = None,
) -> DevPki:
    """Create a development CA, a server certificate for `hosts`, and client certificates.

    Each file is written whole and renamed into place (`files.replace_file`):
    keys 0600 and certificates 0644 whatever the umask or the mode of a file
    they replace, a symlink at a name replaced rather than written through; a
    folder made here is 0700. `ValueError` (nothing written) for a validity
    that is not a positive number of days.
    """
    if days <= 0:
        msg = f"a validity of {days} days: certificates must be valid for at least one day"
        raise ValueError(msg)
    for name in clients:
        problem = client_name_problem(name)
        if problem is not None:
            msg = f"client name {name!r}: {problem}"
            raise ValueError(msg)
    folder = Path(directory)
    make_folders(folder, mode=_FOLDER_MODE)  # each made here 0700 whatever the umask
    now = now or dt.datetime.now(dt.UTC)
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca_cert = _issue(
        subject="ioa-stack development CA",
        key=ca_key,
        issuer_cert=None,
        issuer_key=ca_key,
        alt_names=[],
        usage=(),
        now=now,
        days=days,
    )
    ca_pem = ca_cert.public_bytes(serialization.Encoding.PEM)
    pki_ca_cert = folder / "ca.pem"
    pki_ca_key = folder / "ca.key"
    _write_key(pki_ca_key, ca_key)  # the key first: a failed write leaves no certificate of it
    _write_certificate(pki_ca_cert, ca_pem)

    server_key = ec.generate_private_key(ec.SECP256R1())
    server_cert = _issue(
        subject=hosts[0],
        key=server_key,
        issuer_cert=ca_cert,
        issuer_key=ca_key,
        alt_names=_san(hosts),
        usage=(ExtendedKeyUsageOID.SERVER_AUTH,),
        now=now,
        days=days,
    )
    server_cert_path = folder / "server.pem"
    server_key_path = folder / "server.key"
    _write_key(server_key_path, server_key)
    _write_certificate(
        server_cert_path, server_cert.public_bytes(serialization.Encoding.PEM) + ca_pem
    )

    client_certs: dict[str, tuple[Path, Path]] = {}
    for name in clients:
        key = ec.generate_private_key(ec.SECP256R1())
        cert = _issue(
            subject=name,
            key=key,
            issuer_cert=ca_cert,
            issuer_key=ca_key,
            alt_names=[x509.UniformResourceIdentifier(AGENT_URI_PREFIX + name)],
            usage=(ExtendedKeyUsageOID.CLIENT_AUTH,),
            now=now,
            days=days,
        )
        cert_path = folder / f"client-{name}.pem"
        key_path = folder / f"client-{name}.key"
        _write_key(key_path, key)
        _write_certificate(cert_path, cert.public_bytes(serialization.Encoding.PEM) + ca_pem)
        client_certs[name] = (cert_path, key_path)
    return DevPki(
        ca_cert=pki_ca_cert,
        ca_key=pki_ca_key,
        server_cert=server_cert_path,
        server_key=server_key_path,
        client_certs=client_certs,
    )


def server_ssl_context(
    cert: str | Path,
    key: str | Path,
    *,
    client_ca: str | Path | None = None,
    require_client_cert: bool = False,
    alpn: Sequence[str] = ("h2",),
) -> ssl.SSLContext:
    """A TLS 1.2+ server context offering `alpn`; with `client_ca`, it asks for client certs."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(str(cert), str(key))
    context.set_alpn_protocols(list(alpn))
    context.options |= ssl.OP_NO_RENEGOTIATION
    if client_ca is not None:
        context.load_verify_locations(str(client_ca))
        context.verify_mode = ssl.CERT_REQUIRED if require_client_cert else ssl.CERT_OPTIONAL
        # No session tickets where certificates are identities: a session resumed from
        # a ticket skips the certificate's checks (`identities_from_certificate` checks
        # its dates again, but not a CA file replaced since).
        context.options |= ssl.OP_NO_TICKET
        context.num_tickets = 0
    elif require_client_cert:
        msg = "require_client_cert needs client_ca to verify the certificates against"
        raise ValueError(msg)
    return context


def certificate_expiry(cert: str | Path) -> dt.datetime:
    """When the first certificate of a PEM file stops being valid (UTC).

    `ValueError` naming the file when it holds no certificate.
    """
    return certificate_validity(cert)[1]


def certificate_validity(cert: str | Path) -> tuple[dt.datetime, dt.datetime]:
    """When the first certificate of a PEM file starts and stops being valid (UTC).

    `ValueError` naming the file when it holds no certificate.
    """
    from cryptography import x509  # noqa: PLC0415 - only when a server starts

    try:
        certificate = x509.load_pem_x509_certificate(Path(cert).read_bytes())
    except ValueError as error:
        msg = f"{cert}: not a PEM certificate ({error})"
        raise ValueError(msg) from error
    return certificate.not_valid_before_utc, certificate.not_valid_after_utc


class ExpiryState(StrEnum):
    """Where a served certificate stands against the clock."""

    VALID = "valid"
    EXPIRING = "expiring"
    """It expires within the watch's warning period."""
    EXPIRED = "expired"


class ExpiryWatch:
    """What to say of a served certificate as time passes, each change once (sans-I/O).

    `check(now)` returns the certificate's new state when it has changed since the
    last check, else None: a driver calls it on a timer and logs what it returns,
    so a warning (expiring) and an error (expired) are each logged once. The clock
    is the caller's.
    """

    def __init__(self, expires: dt.datetime, *, warn_before: dt.timedelta) -> None:
        self.expires = expires
        """When the certificate stops being valid (UTC)."""
        self.warn_before = warn_before
        """How long before `expires` it counts as expiring."""
        self.state = ExpiryState.VALID
        """The state the last check found."""

    def state_at(self, now: dt.datetime) -> ExpiryState:
        """The certificate's state at `now`, whatever was said before."""
        if now >= self.expires:
            return ExpiryState.EXPIRED
        if self.expires - now < self.warn_before:
            return ExpiryState.EXPIRING
        return ExpiryState.VALID

    def check(self, now: dt.datetime) -> ExpiryState | None:
        """The new state at `now` if it differs from the last check's, else None."""
        state = self.state_at(now)
        if state == self.state:
            return None
        self.state = state
        return state


def client_ssl_context(
    ca: str | Path,
    *,
    cert: str | Path | None = None,
    key: str | Path | None = None,
    alpn: Sequence[str] = ("h2",),
) -> ssl.SSLContext:
    """A verifying TLS 1.2+ client context trusting `ca`, offering `alpn`; client cert optional."""
    context = ssl.create_default_context(ssl.Purpose.SERVER_AUTH, cafile=str(ca))
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.set_alpn_protocols(list(alpn))
    if cert is not None:
        context.load_cert_chain(str(cert), str(key) if key is not None else None)
    return context


_VERIFY_FAILURES = {
    2: "is not issued by a CA this side trusts",  # X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT
    9: "is not valid yet",  # X509_V_ERR_CERT_NOT_YET_VALID
    10: "expired",  # X509_V_ERR_CERT_HAS_EXPIRED
    18: "is self-signed, not issued by a CA this side trusts",
    19: "is not issued by a CA this side trusts",  # SELF_SIGNED_CERT_IN_CHAIN
    20: "is not issued by a CA this side trusts",  # UNABLE_TO_GET_ISSUER_CERT_LOCALLY
    21: "is not issued by a CA this side trusts",  # UNABLE_TO_VERIFY_LEAF_SIGNATURE
    23: "is revoked",
    26: "is not meant for this purpose (its extended key usage)",  # INVALID_PURPOSE
    62: "does not name this host",  # HOSTNAME_MISMATCH
    64: "does not name this address",  # IP_ADDRESS_MISMATCH
}
"""OpenSSL's verification results (`verify_code`) in words: what is wrong with the peer's
certificate."""

_ALERTS = {
    "TLSV13_ALERT_CERTIFICATE_REQUIRED": (
        "the peer requires a certificate of this side, and none was presented"
    ),
    "TLSV1_ALERT_UNKNOWN_CA": "the peer does not trust the CA of this side's certificate",
    "SSLV3_ALERT_CERTIFICATE_EXPIRED": "the peer refused this side's certificate as expired",
    "SSLV3_ALERT_CERTIFICATE_REVOKED": "the peer refused this side's certificate as revoked",
    "SSLV3_ALERT_BAD_CERTIFICATE": "the peer refused this side's certificate",
    "SSLV3_ALERT_CERTIFICATE_UNKNOWN": "the peer refused this side's certificate",
    "SSLV3_ALERT_UNSUPPORTED_CERTIFICATE": "the peer refused this side's certificate",
    "TLSV1_ALERT_NO_APPLICATION_PROTOCOL": "no protocol (ALPN) both sides speak",
    "NO_APPLICATION_PROTOCOL": "no protocol (ALPN) both sides speak",
    "TLSV1_ALERT_PROTOCOL_VERSION": "no TLS version both sides speak",
    "UNSUPPORTED_PROTOCOL": "no TLS version both sides speak",
    "PEER_DID_NOT_RETURN_A_CERTIFICATE": "the peer presented no certificate, and one is required",
    "WRONG_VERSION_NUMBER": "the peer does not speak TLS (cleartext?)",
    "HTTP_REQUEST": "the peer sent a cleartext HTTP request",
}
"""OpenSSL's reasons (a TLS alert received, or a local refusal) in words."""


def tls_failure(error: BaseException) -> str:
    """Why a TLS handshake failed, in words, with OpenSSL's own reason after them.

    The same words serve both ends: "the peer" is the other side, whichever logs it
    (a server refusing a client certificate, or a client reading the server's alert).
    """
    if isinstance(error, ssl.SSLCertVerificationError):
        what = _VERIFY_FAILURES.get(error.verify_code, "does not verify")
        return f"the peer's certificate {what} ({error.verify_message})"
    if isinstance(error, ssl.SSLError) and error.reason in _ALERTS:
        alert = (error.reason or "").lower()
        return f"{_ALERTS[error.reason]} ({alert})"
    if isinstance(error, TimeoutError):
        return "no TLS handshake in time"
    if isinstance(error, ConnectionError | EOFError) or (
        isinstance(error, ssl.SSLError) and "EOF" in str(error)
    ):
        return f"the peer closed the connection during the TLS handshake ({error or 'EOF'})"
    return str(error) or type(error).__name__


def identities_from_der(
    der: bytes | None, *, now: dt.datetime
) -> tuple[str | None, tuple[str, ...]]:
    """(subject, typed subjectAltName entries) of a certificate in DER (`getpeercert(True)`).

    Read from the DER, not from `getpeercert()`'s decoded form, whose subject is a list
    of pairs that a text join cannot keep apart (a CN of `admin, O=Corp` read like two
    attributes) and which raises on a subjectAltName that is not UTF-8. Nobody when
    the certificate cannot be read.
    """
    if not der:
        return None, ()
    try:
        cert = x509.load_der_x509_certificate(der)
    except ValueError:
        return None, ()
    return identities_from_certificate(cert, now=now)


def _typed(name: x509.GeneralName) -> str | None:
    if isinstance(name, x509.DNSName):
        return f"DNS:{name.value}"
    if isinstance(name, x509.IPAddress):
        return f"IP:{name.value}"
    if isinstance(name, x509.UniformResourceIdentifier):
        return f"URI:{name.value}"
    if isinstance(name, x509.RFC822Name):
        return f"email:{name.value}"
    return None


def identities_from_certificate(
    cert: x509.Certificate | None, *, now: dt.datetime
) -> tuple[str | None, tuple[str, ...]]:
    """(subject, typed subjectAltName entries) of a `cryptography` certificate.

    The subject is RFC 4514 text (`CN=admin,O=Corp`; a comma inside a value is
    escaped with a backslash: a CN of `admin, O=Corp` stays one attribute). A
    certificate outside its validity period at `now` names nobody: a resumed TLS
    session carries the certificate its first handshake verified, however long ago.
    """
    if cert is None or not _in_date(cert, now):
        return None, ()
    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except (x509.ExtensionNotFound, ValueError):
        return cert.subject.rfc4514_string(), ()
    names = tuple(entry for name in san if (entry := _typed(name)) is not None)
    return cert.subject.rfc4514_string(), names


def _in_date(cert: x509.Certificate, now: dt.datetime) -> bool:
    return cert.not_valid_before_utc <= now <= cert.not_valid_after_utc
