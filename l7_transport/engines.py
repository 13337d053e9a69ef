"""Which protocol engine runs under each carrier: chosen at run time, logged once.

`TransportConfig.h2_engine` and `h3_engine` name one ("auto", "pure" or a compiled
one's name). "auto" takes the compiled engine when its package is installed (the
`fast` extra: `pip install 'ioa-stack[fast]'`), else the pure-Python one. Every
engine gets the same hardening (l7_transport.h2engine): no behaviour differs between
them, only speed. The first server or client of a process logs which engine runs,
with which event loop, once per engine and loop.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Final

from l7_transport.h2engine import H2Engine, load_engine

logger = logging.getLogger("l7_transport.engines")

H2_AUTO_ORDER: Final = ("jh2", "pure")
"""What "auto" tries for HTTP/2, fastest first (docs/transport.md has the measurements)."""
H3_ENGINE: Final = "aioquic"
"""The HTTP/3 engine (the only one: "pure" and "auto" both mean it)."""

_logged: set[tuple[str, str, str]] = set()
_auto: dict[tuple[str, ...], H2Engine] = {}
"""What "auto" resolved to, by the order it tried (the tests change the order)."""
_missing: dict[str, str] = {}
"""Why an engine "auto" passed over could not be loaded (its import error), by name."""


def loop_name() -> str:
    """The running event loop's kind: "uvloop" or "asyncio"."""
    loop = asyncio.get_running_loop()
    return "uvloop" if type(loop).__module__.startswith("uvloop") else "asyncio"


def h2_engine(name: str = "auto", *, quiet: bool = False) -> H2Engine:
    """The HTTP/2 engine `name` ("auto", "pure", "jh2"); ImportError for one not installed.

    Logged once per engine and event loop, unless `quiet` (a connection's own lookup: its
    server or client has resolved and logged it at its start).
    """
    if name != "auto":
        engine = load_engine(name)
        if not quiet:
            _log("HTTP/2", engine.name, engine.library, chosen="named in the config")
        return engine
    engine = _auto.get(H2_AUTO_ORDER) or _resolve_auto()
    if not quiet:
        passed = ", ".join(f"{n} not installed" for n in H2_AUTO_ORDER if n in _missing)
        chosen = "auto" + (f": {passed}" if passed else "")
        _log("HTTP/2", engine.name, engine.library, chosen=chosen)
    return engine


def _resolve_auto() -> H2Engine:
    """The first engine of `H2_AUTO_ORDER` that loads (remembered for that order)."""
    for candidate in H2_AUTO_ORDER:
        try:
            engine = load_engine(candidate)
        except ImportError as error:
            _missing[candidate] = str(error)
            continue
        _auto[H2_AUTO_ORDER] = engine
        return engine
    msg = "no HTTP/2 engine could be loaded"  # pragma: no cover - "pure" is a dependency
    raise ImportError(msg)  # pragma: no cover


def h3_engine(name: str = "auto") -> str:
    """The HTTP/3 engine for `name` ("auto" or "pure": aioquic, the only one)."""
    if name not in ("auto", "pure"):
        msg = f"no HTTP/3 engine {name!r} (there is: pure)"
        raise ValueError(msg)
    from importlib.metadata import version  # noqa: PLC0415 - only for the log line

    _log("HTTP/3", "pure", f"aioquic {version('aioquic')}", chosen=name)
    return H3_ENGINE


def _log(protocol: str, engine: str, library: str, *, chosen: str) -> None:
    try:
        loop = loop_name()
    except RuntimeError:
        loop = "no loop running"
    key = (protocol, engine, loop)
    if key in _logged:
        return
    _logged.add(key)
    logger.info("%s engine: %s (%s; %s), event loop: %s", protocol, engine, library, chosen, loop)
