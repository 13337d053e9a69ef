"""Two aioquic connections joined by hand, time passed in: sans-I/O tests of QUIC's layer.

Both made as the HTTP/3 driver makes them (`h3quic.quic_configuration`; the server a
`CreditedQuicConnection`, the client too when given a credit policy); each sends only
when a test says so, so that a datagram can be dropped, held or counted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from aioquic.quic.connection import QuicConnection
from aioquic.quic.events import QuicEvent
from aioquic.quic.stream import QuicStream

from l7_transport import TransportConfig
from l7_transport.h3quic import credited, quic_configuration

CLIENT_ADDR = ("127.0.0.1", 40000)
SERVER_ADDR = ("127.0.0.1", 443)
Credit = Callable[[QuicStream], int | None]


class QuicPair:
    """A client and a server, the handshake done; `now` moves only when a test moves it."""

    def __init__(
        self,
        pki: Any,
        *,
        config: TransportConfig,
        server_credit: Credit,
        client_credit: Credit | None = None,
        step: float = 0.001,
    ) -> None:
        self.now = 1000.0
        client = QuicConnection(
            configuration=quic_configuration(
                is_client=True, config=config, ca=pki.ca_cert, server_name="127.0.0.1"
            )
        )
        server = QuicConnection(
            configuration=quic_configuration(
                is_client=False,
                config=config,
                certificate=pki.server_cert,
                private_key=pki.server_key,
            ),
            original_destination_connection_id=client.original_destination_connection_id,
        )
        self.client: QuicConnection = (
            client if client_credit is None else credited(client, client_credit)
        )
        self.server = credited(server, server_credit)
        self.client.connect(SERVER_ADDR, now=self.now)
        for _ in range(10):
            self.exchange(step)
        assert self.client._handshake_complete
        assert self.server._handshake_complete

    def send(self, sender: QuicConnection, receiver: QuicConnection, addr: Any) -> int:
        """Deliver what `sender` has to send now, then the events; how many datagrams."""
        datagrams = sender.datagrams_to_send(now=self.now)
        for data, _ in datagrams:
            receiver.receive_datagram(data, addr, now=self.now)
        self.drain()
        return len(datagrams)

    def exchange(self, step: float = 0.001) -> None:
        """`step` seconds pass (pacing, delayed ACKs), then each side sends what it has."""
        self.now += step
        self.fire_timers()
        self.send(self.client, self.server, CLIENT_ADDR)
        self.send(self.server, self.client, SERVER_ADDR)

    def fire_timers(self) -> None:
        for connection in (self.client, self.server):
            timer = connection.get_timer()
            if timer is not None and timer <= self.now:
                connection.handle_timer(now=self.now)

    def advance_to_timers(self) -> bool:
        """Let time pass to the earlier of the two connections' timers and fire them.

        False if neither has one: nothing will ever happen again unless someone sends.
        """
        timers = [t for t in (self.client.get_timer(), self.server.get_timer()) if t is not None]
        if not timers:
            return False
        self.now = max(self.now, min(timers))
        self.fire_timers()
        return True

    def drain(self) -> None:
        """Take both sides' events (`on_event` sees each)."""
        for connection in (self.client, self.server):
            while (event := connection.next_event()) is not None:
                self.on_event(connection, event)

    def on_event(self, connection: QuicConnection, event: QuicEvent) -> None:
        """One event taken from `connection` (nothing by default)."""
