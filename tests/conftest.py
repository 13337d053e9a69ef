"""Shared fixtures: deterministic randomness, a fixed clock, and helpers to forge raw frames."""

from __future__ import annotations

import hashlib
import itertools
import logging
import os
from collections.abc import Callable
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, settings

from l7_transport import engines
from l7_transport.framing import encode_frame
from l7_transport.h2engine import H2_ENGINES, load_engine
from l8_comm import Endpoint, MemoryNetwork, format_timestamp

# Machines here are shared and noisy: no per-example deadline. CI runs the
# same examples every time (derandomize) so a failure is reproducible.
settings.register_profile(
    "default",
    deadline=None,
    max_examples=int(os.environ.get("HYPOTHESIS_MAX_EXAMPLES", "200")),
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("default")


@pytest.fixture(scope="module", params=H2_ENGINES)
def h2_engine(request: pytest.FixtureRequest) -> Any:
    """Run a module once per HTTP/2 engine (l7_transport.engines): what "auto" picks.

    For the servers and clients of this process ("auto" tries only this engine) and for
    the agent processes it starts (`IOA_TRANSPORT__H2_ENGINE`, which
    tests/adversarial/agent_process.py passes on). Module-scoped, so that a module's
    shared servers are started again for each engine. An engine whose package is not
    installed (no wheel for this platform) skips, and says so.
    """
    yield from _with_engine(request.param)


@pytest.fixture(params=H2_ENGINES)
def h2_engine_each(request: pytest.FixtureRequest) -> Any:
    """As `h2_engine`, for one test: for the HTTP/2 tests of a module whose others need no
    engine (tests/adversarial/test_attacks_live.py starts an agent process per test)."""
    yield from _with_engine(request.param)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """HTTP/3 cases run under the first HTTP/2 engine only: HTTP/3 has no HTTP/2 engine.

    (A module parametrized per HTTP/2 engine would otherwise run its HTTP/3 cases, those
    with an "h3" parameter or "h3" in their name, once per HTTP/2 engine for nothing.)
    """
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        params = callspec.params if callspec is not None else {}
        engine = params.get("h2_engine", params.get("h2_engine_each"))
        name = getattr(item, "originalname", item.name)
        http3 = any(isinstance(v, str) and v == "h3" for v in params.values()) or (
            "h3" in name.split("_") or "http3" in name
        )
        (dropped if http3 and engine not in (None, H2_ENGINES[0]) else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


def _with_engine(name: str) -> Any:
    try:
        engine = load_engine(name)
    except ImportError as error:
        pytest.skip(f"HTTP/2 engine {name!r} is not installed ({error}): pip install -e '.[fast]'")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engines, "H2_AUTO_ORDER", (name,))
        patch.setenv("IOA_TRANSPORT__H2_ENGINE", name)
        yield engine


T0 = 1_795_000_000.0
"""A fixed wall-clock instant (2026-11-18) used as `now` in tests."""


def counter_rng(seed: str = "ioa") -> Callable[[int], bytes]:
    """A deterministic byte source: SHA-256 of a seed and a counter."""
    counter = itertools.count()

    def rng(n: int) -> bytes:
        out = b""
        while len(out) < n:
            out += hashlib.sha256(f"{seed}:{next(counter)}".encode()).digest()
        return out[:n]

    return rng


@pytest.fixture
def rng() -> Callable[[int], bytes]:
    return counter_rng()


@pytest.fixture
def network(rng: Callable[[int], bytes]) -> MemoryNetwork:
    return MemoryNetwork(rng=rng, now=T0)


@pytest.fixture
def pair(network: MemoryNetwork) -> tuple[MemoryNetwork, Endpoint, Endpoint]:
    alice, bob = network.link("alice", "bob")
    return network, alice, bob


_ids = (f"{n:022d}" for n in itertools.count(1))


def fresh_id() -> str:
    """A valid, unique id for forged envelopes."""
    return next(_ids)


def wire(**fields: Any) -> dict[str, Any]:
    """A valid envelope wire object; keyword arguments override fields (None deletes)."""
    base: dict[str, Any] = {
        "protocol": "request-reply",
        "id": fresh_id(),
        "ts": format_timestamp(T0),
        "from": "alice",
        "to": ["bob"],
        "performative": "REQUEST",
        "conversation_id": fresh_id(),
        "content": {"task": "bookFlight"},
    }
    for name, value in fields.items():
        key = "from" if name == "sender" else name
        if value is None:
            base.pop(key, None)
        else:
            base[key] = value
    return base


def frame(obj: Any) -> bytes:
    """`obj` as JSON in a frame, whatever it holds (for forging invalid envelopes)."""
    return encode_frame(obj if isinstance(obj, bytes) else orjson.dumps(obj))


@pytest.fixture(autouse=True)
def _logging_as_it_was() -> Any:
    """Every test leaves the root logger as it found it.

    `ioa.cli.main`, run in-process by CLI tests, sets logging up for the process (its
    job in a real run): a level or handler left behind would change what other tests'
    `caplog` sees.
    """
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    yield
    for handler in [h for h in root.handlers if h not in handlers]:
        root.removeHandler(handler)
    root.setLevel(level)
