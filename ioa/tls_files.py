"""TLS contexts from the files a user named; a file that cannot be used is named with its option.

`server_context` and `client_context` build what `l7_transport.tls` builds, but
each failure is a `ValueError` saying which option or config key gave which file
and what is wrong with it (`--key k.pem is not the private key of --cert c.pem`,
`g.toml: [upstream_tls.airline] ca = h.py: holds no PEM certificate`) where
OpenSSL says only `[X509: KEY_VALUES_MISMATCH]`; `served_certificate` does the
same for an expired certificate. The services build their contexts with them at
start, and `ioa config check` builds the same ones.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass
from pathlib import Path

from ioa.certificates import CertificateCheck, check_certificate, refuse_expired
from l7_transport.files import warn_if_unprotected
from l7_transport.tls import ExpiryWatch, client_ssl_context, server_ssl_context


@dataclass(frozen=True, kw_only=True)
class NamedFile:
    """A file as the user gave it: its path, and the option or config key that named it."""

    path: str | Path
    """The file."""
    shown: str
    """The option or key with the file, as the user wrote them (`--cert c.pem`,
    `--upstream-ca airline=ca.pem`, `[listen] cert = c.pem`)."""
    config: str | Path | None = None
    """The config file the key is in; None for an option."""

    @classmethod
    def option(cls, flag: str, path: str | Path, agent: str | None = None) -> NamedFile:
        """A file given by a command-line option (`--cert c.pem`; for one agent, `AGENT=FILE`)."""
        return cls(path=path, shown=f"{flag} {agent}={path}" if agent else f"{flag} {path}")

    @classmethod
    def key(cls, config: str | Path, key: str, path: str | Path) -> NamedFile:
        """A file given by a config file's key (`[listen] cert = c.pem` in `config`)."""
        return cls(path=path, shown=f"{key} = {path}", config=config)

    def __str__(self) -> str:
        """The option or key with the file, as the user wrote them."""
        return self.shown


def server_context(
    cert: NamedFile, key: NamedFile, *, client_ca: NamedFile | None = None
) -> ssl.SSLContext:
    """A server's TLS (`server_ssl_context`); with `client_ca`, client certificates required."""
    _exist(cert, key, client_ca)
    warn_if_unprotected(key.path)
    try:
        return server_ssl_context(
            cert.path,
            key.path,
            client_ca=client_ca.path if client_ca is not None else None,
            require_client_cert=client_ca is not None,
        )
    except ssl.SSLError as error:
        raise ValueError(_in_file(cert, _unusable(error, cert, key, client_ca))) from error


def client_context(
    ca: NamedFile, *, cert: NamedFile | None = None, key: NamedFile | None = None
) -> ssl.SSLContext:
    """A client's verifying TLS (`client_ssl_context`), with a client certificate if given."""
    _exist(ca, cert, key)
    if key is not None:
        warn_if_unprotected(key.path)
    try:
        return client_ssl_context(
            ca.path,
            cert=cert.path if cert is not None else None,
            key=key.path if key is not None else None,
        )
    except ssl.SSLError as error:
        raise ValueError(_in_file(ca, _unusable(error, cert, key, ca))) from error


def served_certificate(who: str, cert: NamedFile, check: CertificateCheck) -> ExpiryWatch:
    """`check_certificate` (an expired certificate refused), the refusal naming its option."""
    try:
        return check_certificate(who, cert.path, check)
    except ValueError as error:
        raise _expired(cert, error) from error


def unexpired_certificate(cert: NamedFile, check: CertificateCheck) -> None:
    """`refuse_expired` (no warning: the service warns when it starts), naming its option."""
    try:
        refuse_expired(cert.path, check.clock())
    except ValueError as error:
        raise _expired(cert, error) from error


def _expired(cert: NamedFile, error: ValueError) -> ValueError:
    reason = str(error).removeprefix(f"{cert.path}: ")
    return ValueError(_in_file(cert, f"{cert}: {reason}"))


def _exist(*files: NamedFile | None) -> None:
    for file in files:
        if file is not None and not Path(file.path).is_file():
            msg = _in_file(file, f"{file}: no such file")
            raise ValueError(msg)


def _in_file(file: NamedFile, message: str) -> str:
    """`message`, after the config file's path when `file` is one of its keys."""
    return message if file.config is None else f"{file.config}: {message}"


def _unusable(
    error: ssl.SSLError, cert: NamedFile | None, key: NamedFile | None, ca: NamedFile | None
) -> str:
    """Which file OpenSSL refused, and why, in words (it names neither)."""
    if error.reason == "KEY_VALUES_MISMATCH":
        return f"{key} is not the private key of {cert}: give the key made with that certificate"
    if error.reason == "NO_CERTIFICATE_OR_CRL_FOUND" and ca is not None:
        return f"{ca}: holds no PEM certificate (give the CA's certificate)"
    if cert is not None and not _holds_certificate(cert.path):
        return f"{cert}: holds no PEM certificate"
    if key is not None:
        return f"{key}: holds no PEM private key (or one locked with a passphrase)"
    return f"{ca}: not a CA certificate OpenSSL can use ({error})"


def _holds_certificate(path: str | Path) -> bool:
    try:
        ssl.create_default_context(cafile=str(path))
    except ssl.SSLError:
        return False
    return True


__all__ = [
    "NamedFile",
    "client_context",
    "served_certificate",
    "server_context",
    "unexpired_certificate",
]
