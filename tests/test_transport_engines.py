"""The engines under the carriers (l7_transport.engines): chosen at run time, alike on the wire.

The suites that exercise an engine run once per HTTP/2 engine (tests/conftest.py's
`h2_engine`); these tests hold the choice itself: what "auto" picks, a named engine
that is missing, the log line, the event loop, and that every engine says the same
SETTINGS to a peer.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import subprocess
import sys
import weakref
from typing import Any

import hyperframe.frame
import pytest

from ioa.agent import Agent
from ioa.agent_files import load_config
from ioa.event_loop import loop_factory, run
from l7_transport import TransportConfig, engines, h2engine
from l7_transport.h2engine import H2_ENGINES, load_engine
from l7_transport.http2 import Http2Client, serve_http2
from l9_snl.identity import AgentIdentity

try:
    load_engine("jh2")
    JH2 = None
except ImportError as error:  # no wheel for this platform: the fast extra is not installed
    JH2 = f"jh2 is not installed ({error})"

try:
    import uvloop
except ImportError:  # pragma: no cover - uvloop is in the test extra
    uvloop = None


@pytest.fixture(autouse=True)
def fresh(monkeypatch):
    """The engine registry as a new process has it (what "auto" found is forgotten)."""
    monkeypatch.setattr(engines, "_auto", {})
    monkeypatch.setattr(engines, "_missing", {})
    monkeypatch.setattr(engines, "_logged", set())


def without_jh2(monkeypatch) -> None:
    """As if jh2 were not installed: its modules unimportable, no engine built from it."""
    for name in [m for m in sys.modules if m == "jh2" or m.startswith("jh2.")] or ["jh2"]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setattr(h2engine, "_LOADED", {})


@pytest.mark.skipif(JH2 is not None, reason=JH2 or "")
def test_auto_is_the_compiled_engine_when_it_is_installed():
    assert engines.h2_engine("auto").name == "jh2"
    assert engines.h2_engine("auto").compiled


def test_auto_is_the_pure_engine_without_the_compiled_one(monkeypatch, caplog):
    without_jh2(monkeypatch)
    with caplog.at_level(logging.INFO, logger="l7_transport.engines"):
        engine = engines.h2_engine("auto")
    assert engine.name == "pure"
    assert not engine.compiled
    assert "HTTP/2 engine: pure (h2 " in caplog.text
    assert "jh2 not installed" in caplog.text


async def test_a_named_engine_that_is_missing_fails_the_server_at_its_start(monkeypatch):
    without_jh2(monkeypatch)

    async def nothing(_channel):
        return None

    with pytest.raises(ImportError):
        await serve_http2(nothing, cleartext=True, config=TransportConfig(h2_engine="jh2"))


@pytest.mark.parametrize(
    ("field", "value"), [("h2_engine", "nghttp2"), ("h3_engine", "qh3"), ("h2_engine", "")]
)
def test_an_unknown_engine_is_refused_by_the_config(field, value):
    with pytest.raises(ValueError, match=field):
        TransportConfig(**{field: value})


async def test_the_engine_and_the_loop_are_logged_once_at_the_start(caplog):
    async def echo(channel):
        while data := await channel.receive():
            await channel.send(data)

    with caplog.at_level(logging.INFO, logger="l7_transport.engines"):
        server = await serve_http2(echo, cleartext=True)
        for _ in range(3):
            client = await Http2Client.connect("127.0.0.1", server.port, cleartext=True)
            session = await client.open_session()
            await session.send(b"\0\0\0\0\x01x")
            assert await session.receive() == b"\0\0\0\0\x01x"
            await client.close()
        await server.close()
    lines = [r.getMessage() for r in caplog.records if "HTTP/2 engine" in r.getMessage()]
    assert len(lines) == 1, lines
    assert "event loop: asyncio" in lines[0]


@pytest.mark.skipif(JH2 is not None, reason=JH2 or "")
def test_every_engine_advertises_the_same_settings():
    config = TransportConfig()

    def advertised(name: str) -> dict[int, int]:
        connection = load_engine(name).new_connection(client_side=False, config=config)
        connection.initiate_connection()
        connection.raise_max_frame_size(h2engine.MAX_DATA_FRAME)
        wire = connection.data_to_send()
        settings: dict[int, int] = {}
        while wire:
            frame, length = hyperframe.frame.Frame.parse_frame_header(memoryview(wire[:9]))
            frame.parse_body(memoryview(wire[9 : 9 + length]))
            wire = wire[9 + length :]
            if isinstance(frame, hyperframe.frame.SettingsFrame):
                settings |= {int(k): v for k, v in frame.settings.items()}
        return settings

    pure = advertised("pure")
    assert pure[0x1] == 4096  # the HPACK table (jh2's own default is 64 KiB)
    assert advertised("jh2") == pure


def _engine_or_skip(name: str) -> Any:
    """The HTTP/2 engine `name`; the test skips, saying why, where its package is missing."""
    try:
        return load_engine(name)
    except ImportError as error:
        pytest.skip(f"{name} is not installed ({error})")


@pytest.mark.parametrize("name", H2_ENGINES)
def test_each_engine_decodes_with_the_rfc_7541_checks(name):
    # jh2's compiled HPACK decoder accepts a table size update after a field; the
    # engine decodes with an HPACK that refuses it (COMPRESSION_ERROR), as h2 does.
    engine = _engine_or_skip(name)
    connection = engine.new_connection(client_side=False, config=TransportConfig())
    from hpack import Encoder  # noqa: PLC0415

    block = Encoder().encode([(":method", "POST"), (":path", "/x")]) + b"\x3f\xe1\x1f"
    decode = engine.modules.connection._decode_headers
    with pytest.raises(engine.protocol_error) as caught:
        decode(connection.decoder, block)
    assert caught.value.error_code == 9  # COMPRESSION_ERROR


def _request_headers(*extra: tuple[str, str]) -> bytes:
    """The bytes of a client's preface and one request's HEADERS, from plain h2."""
    import h2.config  # noqa: PLC0415
    import h2.connection  # noqa: PLC0415

    client = h2.connection.H2Connection(
        h2.config.H2Configuration(
            client_side=True, validate_outbound_headers=False, normalize_outbound_headers=False
        )
    )
    client.initiate_connection()
    headers = [(":method", "POST"), (":scheme", "http"), (":authority", "a"), (":path", "/x")]
    client.send_headers(1, [*headers, *extra], end_stream=True)
    return client.data_to_send()


@pytest.mark.parametrize("name", H2_ENGINES)
@pytest.mark.parametrize("value", ["a\x0b", "\x0ca", "a\x0c"])
def test_every_engine_takes_a_value_rfc_9113_allows_around_vt_and_ff(name, value):
    # RFC 9113 8.2.1 forbids leading and trailing SP and HTAB only; jh2's own check
    # refused any whitespace, and closed the connection for it.
    engine = _engine_or_skip(name)
    connection = engine.new_connection(client_side=False, config=TransportConfig())
    connection.initiate_connection()
    events = connection.receive_data(_request_headers(("x-note", value)))
    received = [e for e in events if type(e).__name__ == "RequestReceived"]
    assert [dict(received[0].headers)[b"x-note"]] == [value.encode()]


class _Driver:
    """What holds an engine connection and gives it a callback bound to itself."""

    def __init__(self, engine: Any) -> None:
        self.h2 = engine.new_connection(client_side=False, config=TransportConfig())
        self.h2.count_resets = self.count_resets

    def count_resets(self, count: int) -> str | None:
        return None if count < 1000 else "too many"


@pytest.mark.parametrize("name", H2_ENGINES)
def test_a_released_engine_connection_is_freed_without_the_cycle_collector(name):
    # h2 dispatches frames through a table of the connection's own bound methods, and the
    # driver's reset counter is bound to the driver: each closed connection was left, with
    # its driver, its HPACK tables and buffers, to the cyclic collector.
    engine = _engine_or_skip(name)
    gc.collect()
    gc.disable()
    try:
        driver = _Driver(engine)
        driver.h2.initiate_connection()
        driver.h2.receive_data(_request_headers())
        driver.h2.release()
        with pytest.raises(engine.protocol_error, match="after the connection was released"):
            driver.h2.receive_data(_request_headers()[24:])  # a frame after the release
        connection, held = weakref.ref(driver.h2), weakref.ref(driver)
        del driver
        assert held() is None
        assert connection() is None
    finally:
        gc.enable()


@pytest.mark.skipif(JH2 is not None, reason=JH2 or "")
def test_loading_the_jh2_engine_leaves_other_jh2_connections_alone():
    # An HTTP client a handler uses may run on jh2 too: the engine's patches apply to
    # the engine's connections only (they decode with the pure HPACK), not to those.
    import jh2.config  # noqa: PLC0415
    import jh2.connection  # noqa: PLC0415

    load_engine("jh2")
    plain = jh2.connection.H2Connection(jh2.config.H2Configuration(client_side=False))
    plain.initiate_connection()
    events = plain.receive_data(_request_headers())
    assert any(type(event).__name__ == "RequestReceived" for event in events)


def test_an_event_loop_choice_it_does_not_know_is_refused_at_once():
    with pytest.raises(ValueError, match="asynico"):
        Agent(AgentIdentity.generate("airline"), contexts=[], event_loop="asynico")  # type: ignore[arg-type]


@pytest.mark.skipif(uvloop is None, reason="uvloop is not installed")
def test_serving_with_client_certificates_on_uvloop_is_said(tmp_path, caplog):
    from ioa.agent import Tls  # noqa: PLC0415
    from l7_transport.tls import write_dev_pki  # noqa: PLC0415

    pki = write_dev_pki(tmp_path)
    agent = Agent(AgentIdentity.generate("airline"), contexts=[])

    async def serve() -> None:
        tls = Tls(pki.server_cert, pki.server_key, client_ca=pki.ca_cert)
        listener = await agent.serve(tls=tls)
        await listener.close()

    with caplog.at_level(logging.WARNING, logger="ioa.agent"):
        run(serve(), loop="uvloop")
    assert "client certificates on uvloop" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="ioa.agent"):
        run(serve(), loop="asyncio")
    assert "uvloop" not in caplog.text


def running_loop() -> str:
    async def kind() -> str:
        return type(asyncio.get_running_loop()).__module__.split(".")[0]

    return run(kind(), loop="auto")


@pytest.mark.skipif(uvloop is None, reason="uvloop is not installed")
def test_the_cli_and_agent_run_use_uvloop_when_it_is_installed():
    assert running_loop() == "uvloop"
    assert loop_factory("asyncio") is None
    agent = Agent(AgentIdentity.generate("airline"), contexts=[])

    async def kind() -> str:
        return engines.loop_name()

    assert agent.run(kind()) == "uvloop"
    agent.event_loop = "asyncio"
    assert agent.run(kind()) == "asyncio"


def test_asyncio_is_used_when_uvloop_is_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "uvloop", None)
    assert loop_factory("auto") is None
    assert running_loop() == "asyncio"
    with pytest.raises(ImportError):
        loop_factory("uvloop")


def test_the_engines_and_the_loop_are_set_in_the_config_file(tmp_path):
    (tmp_path / "airline.identity").write_bytes(
        AgentIdentity.generate("airline").to_private_bytes()
    )
    path = tmp_path / "agent.toml"
    path.write_text(
        '[agent]\nidentity = "airline.identity"\ncontexts = ["urn:contexts:travel:v2.1"]\n'
        '[transport]\nh2_engine = "pure"\n'
    )
    agent, _ = load_config(path, environ={})
    assert agent.transport.h2_engine == "pure"
    assert agent.event_loop == "auto"
    agent, _ = load_config(
        path, environ={"IOA_TRANSPORT__H2_ENGINE": "auto", "IOA_TRANSPORT__EVENT_LOOP": "asyncio"}
    )
    assert agent.transport.h2_engine == "auto"
    assert agent.event_loop == "asyncio"


def test_a_settled_collector_freezes_what_is_alive_and_passes_less_often():
    # In a child: freezing and the threshold are the whole process's.
    script = (
        "import gc, json\n"
        "import ioa.agent\n"
        "from ioa.event_loop import settle_collector\n"
        "before = gc.get_threshold()\n"
        "frozen = settle_collector()\n"
        "kept = [[] for _ in range(5000)]  # allocations: no pass of the youngest generation\n"
        "print(json.dumps([frozen, gc.get_freeze_count(), before, gc.get_threshold(),"
        " gc.get_count()[0]]))\n"
    )
    done = subprocess.run(  # noqa: S603 - this interpreter, our own script
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True
    )
    frozen, count, before, after, young = json.loads(done.stdout)
    assert frozen == count > 10_000  # the imported stack, frozen
    assert after == [10_000, before[1], before[2]]
    assert young >= 5_000  # at 700 the youngest generation would have been collected
