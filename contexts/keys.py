"""Ed25519 public keys that some private key stands behind (RFC 8032).

Shared by every part of the stack that takes a public key from outside: L9's cards,
certifications and pins, the A2A bridge's cards, the authority's delegation keys and
the task-group authorization's JWKs.
"""

from __future__ import annotations

from typing import Final

ED25519_PUBLIC_LENGTH: Final = 32
"""Bytes of a raw Ed25519 public key."""

_P: Final = 2**255 - 19
"""The field of Ed25519's curve (RFC 8032, 5.1): -x^2 + y^2 = 1 + d x^2 y^2."""


def _small_order_ys() -> frozenset[int]:
    """The `y` of the curve's 8 points of small order (each `y` with both signs of `x`).

    1 (the identity), p - 1 (order 2), 0 (order 4), and those of order 8, whose double
    has `y` 0: then x^2 = -y^2, and the curve's equation gives d y^4 + 2 y^2 - 1 = 0.
    """
    d = -121665 * pow(121666, _P - 2, _P) % _P
    ys = {0, 1, _P - 1}
    root = _sqrt(1 + d)
    assert root is not None  # noqa: S101 - (1 + d is a square: the curve has points of order 8)
    for y2 in ((-1 + root) * pow(d, _P - 2, _P), (-1 - root) * pow(d, _P - 2, _P)):
        y = _sqrt(y2)
        if y is not None:
            ys |= {y, _P - y}
    return frozenset(ys)


def _sqrt(a: int) -> int | None:
    """A square root of `a` modulo p (p = 5 mod 8, RFC 8032 5.1.3), None if it has none."""
    a %= _P
    root = pow(a, (_P + 3) // 8, _P)
    if root * root % _P != a:
        root = root * pow(2, (_P - 1) // 4, _P) % _P
    return root if root * root % _P == a else None


_SMALL_ORDER_YS: Final = _small_order_ys()


def ed25519_usable(raw: bytes) -> bool:
    """Whether 32 bytes can be an Ed25519 public key that some private key stands behind.

    Refused: a `y` not below p (an encoding RFC 8032 does not take), and the 8 points
    of small order: under the identity point, whose key nobody holds, one fixed
    signature (R the identity, S 0) verifies every message, and OpenSSL takes it (an
    outside attack: a certified card with that key let a party holding no key at all
    lock sessions as its agent). A point off the curve fails every signature anyway.
    """
    if len(raw) != ED25519_PUBLIC_LENGTH:
        return False
    y = int.from_bytes(raw, "little") & ((1 << 255) - 1)
    return y < _P and y not in _SMALL_ORDER_YS


__all__ = ["ED25519_PUBLIC_LENGTH", "ed25519_usable"]
