"""Every numeric setting of every library config is refused, when built, outside its range.

NaN, infinities, a bool, a float where a count is meant, the value just below the range and
the one just above it: each a `ValueError` in one line naming the class and the field
(`l7_transport.bounds`), so that no bad value switches a protection off or fails later.
"""

from __future__ import annotations

import asyncio
import dataclasses
import math
import tracemalloc
from typing import Any

import pytest
from transport_helpers import eventually

from l7_transport.bounds import ConfigBounds, Count, Order, Quantity
from l7_transport.config import MAX_CONCURRENT_STREAMS_LIMIT, TransportConfig
from l7_transport.h2engine import H2_ENGINES, ClosedStreams, load_engine
from l7_transport.listener import Admission, TcpListener
from l7_transport.listener_limits import ListenerLimits
from l7_transport.serving import ConnectionGate
from l8_comm.config import EndpointConfig, Limits
from l8_comm.patterns.rounds import RoundsConfig
from l8_comm.patterns.topics import TopicConfig
from l9_snl.config import SemanticConfig
from l9_snl.handshake.support import HandshakeConfig

CLASSES: tuple[Any, ...] = (
    TransportConfig,
    Limits,
    EndpointConfig,
    SemanticConfig,
    HandshakeConfig,
    RoundsConfig,
    TopicConfig,
    ListenerLimits,
)


def _bounds(cls: Any) -> ConfigBounds:
    bounds = cls.BOUNDS
    assert isinstance(bounds, ConfigBounds)
    return bounds


def _bad_values(allowed: Count | Quantity) -> list[tuple[str, object]]:
    """What a range must refuse: each with a name for the test id."""
    bad: list[tuple[str, object]] = [
        ("nan", math.nan),
        ("inf", math.inf),
        ("-inf", -math.inf),
        ("True", True),
        ("str", "5"),
    ]
    if isinstance(allowed, Count):
        bad += [
            ("below", allowed.lo - 1),
            ("above", allowed.hi + 1),
            ("float", float(allowed.lo)),
        ]
    else:
        below = allowed.lo / 2 if allowed.lo > 0 else -0.001
        bad += [("below", below), ("above", math.nextafter(allowed.hi, math.inf))]
    if not allowed.optional:
        bad.append(("None", None))
    return bad


CASES = [
    pytest.param(cls, name, value, id=f"{cls.__name__}.{name}={label}")
    for cls in CLASSES
    for name, allowed in _bounds(cls).ranges.items()
    for label, value in _bad_values(allowed)
]


@pytest.mark.parametrize(("cls", "name", "value"), CASES)
def test_a_value_outside_its_range_is_refused_in_one_line_naming_the_field(cls, name, value):
    with pytest.raises(ValueError, match=rf"^{cls.__name__}\.{name}: ") as refused:
        cls(**{name: value})
    assert "\n" not in str(refused.value)
    assert "is not a" in str(refused.value)


def _numeric_fields(cls: Any) -> set[str]:
    numeric = set()
    for f in dataclasses.fields(cls):
        default = f.default_factory() if f.default is dataclasses.MISSING else f.default  # type: ignore[misc]
        number = isinstance(default, int | float) and not isinstance(default, bool)
        optional = default is None and f.type in ("int | None", "float | None")
        if number or optional:
            numeric.add(f.name)
    return numeric


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_every_numeric_field_has_a_range_and_every_default_is_in_it(cls):
    assert set(_bounds(cls).ranges) == _numeric_fields(cls)
    defaults = cls()
    for name, allowed in _bounds(cls).ranges.items():
        assert getattr(defaults, name) is None or allowed.admits(getattr(defaults, name)), name


def test_a_count_takes_ints_only_and_seconds_take_ints_and_floats():
    count, duration = Count(1, 10), Quantity(0.5, 10.0)
    # (a list, not a dict: True == 1)
    tried = [1, 10, 0, 11, 2.0, True, math.nan]
    assert [count.admits(v) for v in tried] == [True, True] + [False] * 5
    tried = [0.5, 10, 3, 0.4, 10.5, True, math.nan, math.inf]
    assert [duration.admits(v) for v in tried] == [True] * 3 + [False] * 5
    with pytest.raises(ValueError, match="finite ends"):
        Quantity(0.0, math.inf)


def test_the_message_names_class_field_value_and_range():
    with pytest.raises(ValueError, match="max_connections") as refused:
        TransportConfig(max_connections=math.nan)
    assert str(refused.value) == (
        "TransportConfig.max_connections: nan is not a whole number from 1 to 1000000"
    )
    with pytest.raises(ValueError, match="ack_timeout") as refused:
        SemanticConfig(ack_timeout=-1.0)
    assert str(refused.value) == (
        "SemanticConfig.ack_timeout: -1.0 is not a number of seconds from 0.001 to 86400 (or None)"
    )


def test_the_session_guard_rule_is_checked_when_the_config_is_built():
    assert SemanticConfig(ack_timeout=None).ack_timeout is None
    for delay, timeout in ((1.0, 1.0), (2.0, 1.0)):
        with pytest.raises(ValueError, match=r"^SemanticConfig: ack_delay .* ack_timeout "):
            SemanticConfig(ack_delay=delay, ack_timeout=timeout)


# ------------------------------------------------------------ rules across settings


def _contradiction(cls: Any, order: Order) -> dict[str, object]:
    """`order`'s smaller field past the larger's default (every other field at its own)."""
    larger = getattr(cls(), order.larger)
    smaller = larger if order.strict else 2 * larger
    assert _bounds(cls).ranges[order.smaller].admits(smaller), (order, smaller)
    return {order.smaller: smaller}


ORDERS = [
    pytest.param(cls, order, id=f"{cls.__name__}:{order.smaller}<={order.larger}")
    for cls in CLASSES
    for order in _bounds(cls).orders
]


@pytest.mark.parametrize(("cls", "order"), ORDERS)
def test_a_pair_in_the_wrong_order_is_refused_in_one_line_naming_both(cls, order):
    values = _contradiction(cls, order)
    with pytest.raises(ValueError, match=rf"^{cls.__name__}: {order.smaller} \(") as refused:
        cls(**values)
    message = str(refused.value)
    assert order.larger in message
    assert "\n" not in message


def test_the_pairs_are_the_ones_whose_reverse_is_meaningless():
    pairs = {
        cls.__name__: {(o.smaller, o.larger) for o in _bounds(cls).orders}
        for cls in CLASSES
        if _bounds(cls).orders
    }
    assert pairs == {
        "TransportConfig": {("reconnect_initial", "reconnect_max")},
        "SemanticConfig": {("ack_delay", "ack_timeout")},
    }


def test_equal_values_are_in_order_unless_the_rule_is_strict():
    with pytest.raises(ValueError, match=r"^TransportConfig: reconnect_initial .* reconnect_max"):
        TransportConfig(reconnect_initial=10.0, reconnect_max=5.0)
    assert TransportConfig(reconnect_initial=1.0, reconnect_max=1.0)
    with pytest.raises(ValueError, match="ack_delay"):
        SemanticConfig(ack_delay=2.0, ack_timeout=2.0)


def test_a_cap_of_a_part_above_the_cap_of_the_whole_is_no_contradiction():
    # Lowering a total alone is safe (the part's cap never bites then), and used.
    assert TransportConfig(max_connections=2)
    assert TransportConfig(max_control_frames_per_address=200)  # below a connection's 2000
    assert EndpointConfig(max_subscription_lifetime=60)  # the default lifetime is cut to it
    assert EndpointConfig(max_outbound_bytes=1500)  # the answer reserve stays a margin
    assert HandshakeConfig(max_pending=3, max_pending_per_address=64)
    assert TopicConfig(max_subscribers=1)
    assert RoundsConfig(max_rounds=1)


def test_the_stream_windows_must_fit_one_http2_connection_window():
    with pytest.raises(
        ValueError, match=r"^TransportConfig: max_concurrent_streams .* stream_window"
    ):
        TransportConfig(max_concurrent_streams=10_000)  # x 256 KiB: past 2**31 - 1
    config = TransportConfig(max_concurrent_streams=10_000, stream_window=64 * 1024)
    assert config.max_streams_window <= 2**31 - 1
    # a connection window below one stream's is no contradiction: the sum is opened
    assert TransportConfig(stream_window=2**20, connection_window=1024)


# ------------------------------------------- what a large stream limit costs a connection


def _engines() -> list[Any]:
    engines = []
    for name in H2_ENGINES:
        try:
            engines.append(load_engine(name))
        except ImportError:
            continue
    return engines


@pytest.mark.parametrize("engine", _engines(), ids=lambda engine: engine.name)
def test_an_idle_connection_costs_no_more_with_the_largest_stream_limit(engine):
    """The closed-streams ring grows as streams close: a bare connection does not pay for
    8 x `max_concurrent_streams` (40 bytes each) at its accept (audit finding 3)."""
    largest = TransportConfig(
        max_concurrent_streams=MAX_CONCURRENT_STREAMS_LIMIT, stream_window=64 * 1024
    )

    def allocated(config: TransportConfig) -> int:
        engine.new_connection(client_side=False, config=config)  # warm: caches, imports
        tracemalloc.start()
        try:
            kept = engine.new_connection(client_side=False, config=config)
            size = tracemalloc.get_traced_memory()[0]
        finally:
            tracemalloc.stop()
        assert kept is not None
        return size

    assert allocated(largest) - allocated(TransportConfig()) < 4096


def test_the_ring_of_closed_streams_grows_to_its_size_then_forgets_the_oldest():
    ring = ClosedStreams(3)
    assert len(ring) == 0
    for stream_id in (1, 3, 5):
        ring[stream_id] = None
    assert len(ring) == 3
    ring[7] = None
    assert (len(ring), 1 in ring, 3 in ring, 7 in ring) == (3, False, True, True)
    with pytest.raises(ValueError, match="room for one"):
        ClosedStreams(0)


# --------------------------------------------------------- a fault at connection setup


async def test_a_connection_whose_setup_fails_gives_back_its_place_and_its_socket(caplog):
    """Anything raised while a connection is set up (not only OSError or TLS errors) closes
    the socket and releases its place in the caps, in one log line (audit finding 4)."""
    gate = ConnectionGate(total=1, per_address=1)

    def broken(admission: Admission) -> asyncio.Protocol:
        raise RuntimeError(f"a setting the protocol cannot apply ({admission.address})")

    listener = TcpListener(
        gate, broken, ssl_context=None, handshake_timeout=5.0, on_fault=lambda: None
    )
    await listener.start("127.0.0.1", 0)
    try:
        for _ in range(3):  # a place leaked would refuse the second
            reader, writer = await asyncio.open_connection("127.0.0.1", listener.port)
            assert await asyncio.wait_for(reader.read(), 10) == b""  # closed by the server
            writer.close()
            await eventually(lambda: gate.open == 0)
    finally:
        await listener.close()
    assert gate.refused == 0
    failures = [r for r in caplog.records if "setting up the connection" in r.getMessage()]
    assert len(failures) == 3
    assert all(
        "RuntimeError: a setting the protocol cannot apply" in r.getMessage() for r in failures
    )
    assert all(r.exc_info is None for r in failures)  # one line, no traceback
