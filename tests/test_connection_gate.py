"""`ConnectionGate`: the connection caps of a server, each source counted as `source_of` names it.

A source is counted as the stream-opening turns and L9's handshake gate count it
(`l7_transport.turns.address_key`): IPv6 by its /64, an IPv4-mapped address as its
IPv4 one. Before, the gate counted raw addresses: one host holding a /64 had a cap's
worth of connections from each of its addresses.
"""

from __future__ import annotations

import pytest

from l7_transport.channel import PeerInfo
from l7_transport.pool import Origin
from l7_transport.serving import ConnectionGate, socket_address
from l7_transport.turns import address_key


def test_two_ipv6_addresses_of_one_64_share_the_cap_per_address() -> None:
    gate = ConnectionGate(total=100, per_address=2)
    first = gate.source_of(("2001:db8:1:2::1", 50_000, 0, 0))
    second = gate.source_of(("2001:db8:1:2:ffff::9", 50_001, 0, 0))
    assert first == second == "2001:db8:1:2::/64"
    assert gate.admit(first) is None
    assert gate.admit(second) is None
    third = gate.source_of(("2001:db8:1:2::3", 50_002, 0, 0))
    assert gate.admit(third) == "2 connections from 2001:db8:1:2::/64 are open; the limit is 2"
    # another /64 (of the same /48) has a cap of its own
    other = gate.source_of(("2001:db8:1:3::1", 50_003, 0, 0))
    assert other == "2001:db8:1:3::/64"
    assert gate.admit(other) is None
    assert (gate.open, gate.refused) == (3, 1)


def test_an_ipv4_mapped_address_counts_as_its_ipv4_address() -> None:
    gate = ConnectionGate(total=100, per_address=1)
    assert gate.source_of(("::ffff:192.0.2.7", 50_000, 0, 0)) == "192.0.2.7"
    assert gate.admit(gate.source_of(("192.0.2.7", 50_001))) is None
    assert gate.admit(gate.source_of(("::ffff:192.0.2.7", 50_002, 0, 0))) == (
        "1 connections from 192.0.2.7 are open; the limit is 1"
    )
    assert gate.admit(gate.source_of(("192.0.2.8", 50_003))) is None


def test_a_release_gives_the_source_its_place_back() -> None:
    gate = ConnectionGate(total=100, per_address=1)
    source = gate.source_of(("2001:db8::1", 50_000, 0, 0))
    assert gate.admit(source) is None
    assert gate.admit(gate.source_of(("2001:db8::2", 50_001, 0, 0))) is not None
    gate.release(source)
    assert gate.admit(gate.source_of(("2001:db8::2", 50_001, 0, 0))) is None
    assert gate.open == 1


def test_a_peer_without_an_ip_address_is_one_source() -> None:
    """A Unix socket's peer is "" (no address): all such peers share one count."""
    gate = ConnectionGate(total=100, per_address=1)
    assert gate.source_of("") == gate.source_of(None) == "unknown"


@pytest.mark.parametrize(
    ("address", "shown"),
    [
        (("127.0.0.1", 8443), "127.0.0.1:8443"),
        (("2001:db8::1", 8443, 0, 0), "[2001:db8::1]:8443"),  # a socket's IPv6 4-tuple
        (("[2001:db8::1]", 8443), "[2001:db8::1]:8443"),  # a URL's host, bracketed once
        (("agent.example", 443), "agent.example:443"),
        ("/run/agent.sock", "/run/agent.sock"),
    ],
)
def test_an_address_is_shown_as_a_url_would_name_it(address: object, shown: str) -> None:
    """Log lines, refusals and a client's `:authority` (RFC 9113 8.3.1: an IPv6 host in
    brackets) name a peer alike; `2001:db8::1:8443` was ambiguous before."""
    assert socket_address(address) == shown


def test_a_pooled_origin_names_an_ipv6_host_in_brackets() -> None:
    assert str(Origin("h2", "2001:db8::1", 8443)) == "h2://[2001:db8::1]:8443"


@pytest.mark.parametrize(
    ("socket", "source"),
    [
        (("2001:db8:1:2::1", 50000, 0, 0), "2001:db8:1:2::/64"),
        (("2001:db8:1:2::9", 50001, 0, 0), "2001:db8:1:2::/64"),  # the same /64: one source
        (("::ffff:192.0.2.7", 50002, 0, 0), "192.0.2.7"),  # as HTTP/3 counts it
        (("192.0.2.7", 50003), "192.0.2.7"),
    ],
)
def test_a_peer_named_with_brackets_counts_as_its_address_does(socket, source):
    """A review: the peer's address is `[2001:db8:1:2::1]:50000` now, and its `host` kept
    the brackets, which `address_key` cannot read: each IPv6 address became a source of
    its own at L9's handshake gate (the /64 grouping undone)."""
    peer = PeerInfo(address=socket_address(socket), protocol="h2", tls=True)
    assert address_key(peer.host) == source
