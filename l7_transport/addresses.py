"""Addresses as the stack's listeners and clients judge them."""

from __future__ import annotations

import ipaddress


def loopback(host: str) -> bool:
    """Whether `host` is a loopback address (127/8, ::1) or the name localhost."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


__all__ = ["loopback"]
