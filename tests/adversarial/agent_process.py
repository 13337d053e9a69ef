"""An airline agent served in a process of its own, so that attacks measure its memory alone.

Run as `python agent_process.py '<json>'`. The JSON names the server
certificate and key (`cert`, `key`: the dev PKI of
`l7_transport.tls.write_dev_pki`), the peers to trust (`peers`: pairs of
agent id and public signing key) and the transport limits (`limits`:
`TransportConfig` fields). The agent serves `bookFlight` of the travel
context over HTTP/2 with TLS, HTTP/2 cleartext and HTTP/3, on 127.0.0.1
only, and prints one JSON line: its ports, its agent id and its public key.
Then each line on stdin is a command answered with one JSON line:

- `stats`: what each server holds (`ServerStats`, or counted here where a
  server has no `stats()` yet), asyncio tasks, RSS and peak RSS (KiB);
- `reset_peak`: the peak RSS starts again from the current RSS (Linux);
- `objects`: after a full garbage collection, how many objects the collector
  tracks (growth that stays there is a leak; RSS alone cannot tell a leak
  from memory the allocator keeps for reuse).

Its log lines (warnings and up) go to stderr. The agent shuts down when
stdin closes. `AgentProcess` is the parent's side: it starts the process,
reads the ports and asks for stats, and kills it on close whatever state it
is in.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import os
import resource
import subprocess
import sys
import time
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

HOST = "127.0.0.1"
"""The only address served on."""
TASK = "bookFlight"
FLIGHT = {"origin_code": "LAX", "dest_code": "JFK", "date": "2026-11-24"}
CONTEXT = "urn:contexts:travel:v2.1"


# ------------------------------------------------------------------ the process itself


def _memory_kib() -> dict[str, int]:
    """VmRSS and VmHWM of this process, in KiB (/proc/self/status)."""
    found: dict[str, int] = {}
    with Path("/proc/self/status").open() as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                found[name] = int(value.split()[0])
    return {"rss_kib": found.get("VmRSS", 0), "peak_kib": found.get("VmHWM", 0)}


def _reset_peak() -> bool:
    """Start VmHWM again from the current RSS (writing 5 to clear_refs, Linux 4.0+)."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        return False
    return True


def _server_stats(server: Any) -> dict[str, int]:
    """A server's ServerStats as a dict; counted here for a server without `stats()` yet."""
    stats = getattr(server, "stats", None)
    if stats is not None:
        value = stats()
        counted = {f.name: int(getattr(value, f.name)) for f in fields(value)}
    else:
        connections: Any = getattr(server, "connections", set())
        counted = {
            "connections": len(connections),
            "streams": sum(len(getattr(c, "streams", ())) for c in connections),
            "handlers": len(getattr(server, "tasks", ())),
        }
    # Connections the server holds that its own count may not show yet: TCP sockets
    # admitted and still in their TLS handshake, QUIC connections still in theirs.
    gate = getattr(server, "gate", None)
    if gate is not None:
        counted["admitted"] = int(gate.open)
    quic = getattr(server, "_server", None)
    protocols = getattr(quic, "_protocols", None)
    if protocols is not None:
        counted["quic_connections"] = len({id(p) for p in protocols.values()})
    return counted


async def _serve(spec: dict[str, Any]) -> None:
    # Imported here: the parent imports this module for AgentProcess alone.
    from contexts.builtin import builtin  # noqa: PLC0415
    from ioa.agent import Agent, Incoming  # noqa: PLC0415
    from l7_transport import TransportConfig  # noqa: PLC0415
    from l7_transport.http2 import Http2Server, serve_http2  # noqa: PLC0415
    from l7_transport.http3 import Http3Server, serve_http3  # noqa: PLC0415
    from l7_transport.tls import server_ssl_context  # noqa: PLC0415
    from l9_snl.identity import AgentIdentity  # noqa: PLC0415

    limits = spec.get("limits", {})
    # The engine the parent's test runs with (tests/conftest.py's `h2_engine`).
    limits.setdefault("h2_engine", os.environ.get("IOA_TRANSPORT__H2_ENGINE", "auto"))
    config = TransportConfig(**limits)
    airline = Agent(AgentIdentity.generate("airline"), contexts=[builtin(CONTEXT)])
    for agent_id, key in spec.get("peers", []):
        airline.trust_peer(agent_id, key)

    @airline.handler(TASK)
    async def book(message: Incoming) -> dict[str, Any]:
        return {"booking_reference": "IOA7Q2", **message.values}

    # Agent.serve takes no TransportConfig: the agent's own session handler is served
    # by the transport directly, with the limits under test.
    handler = airline._serve_channel
    servers: dict[str, Http2Server | Http3Server] = {
        "h2": await serve_http2(
            handler,
            host=HOST,
            ssl_context=server_ssl_context(spec["cert"], spec["key"]),
            config=config,
        ),
        "h2c": await serve_http2(handler, host=HOST, cleartext=True, config=config),
        "h3": await serve_http3(
            handler, certificate=spec["cert"], private_key=spec["key"], host=HOST, config=config
        ),
    }
    ready: dict[str, Any] = {name: server.port for name, server in servers.items()}
    ready |= {
        "pid": os.getpid(),
        "agent_id": airline.agent_id,
        "public_key": airline.identity.public_signing_key_b64url,
    }
    _answer(ready)

    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while line := await reader.readline():
        command = line.decode().strip()
        if command == "stats":
            _answer(
                {name: _server_stats(server) for name, server in servers.items()}
                | {"tasks": len(asyncio.all_tasks()), "sessions": len(airline.sessions)}
                | _memory_kib()
            )
        elif command == "objects":
            gc.collect()
            _answer({"objects": len(gc.get_objects())} | _memory_kib())
        elif command == "reset_peak":
            _answer({"reset": _reset_peak()} | _memory_kib())
        else:
            _answer({"error": f"unknown command {command!r}"})
    # The attacks leave connections whose peers never take their last bytes: a server
    # gives those the keep-alive timeout (spec 2, graceful shutdown). This process has
    # measured what it was for: it closes its servers briefly, then leaves.
    for server in servers.values():
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(server.close(grace=0.5), timeout=1.0)


def _answer(document: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(document) + "\n")
    sys.stdout.flush()


def main() -> None:
    """Serve until stdin closes (see the module docstring)."""
    # The checkout this script is in, not whichever the interpreter's packages point at (an
    # editable install of another worktree): the parent's tests import the same code.
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(message)s")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, hard), hard))
    asyncio.run(_serve(json.loads(sys.argv[1])))


# ------------------------------------------------------------------ the parent's side


@dataclass
class Ports:
    """Where the agent listens, and who it is."""

    h2: int
    """HTTP/2 over TLS (ALPN h2)."""
    h2c: int
    """HTTP/2 cleartext, prior knowledge."""
    h3: int
    """HTTP/3 (UDP)."""
    agent_id: str
    public_key: str


class AgentProcess:
    """The agent process seen from the test: its ports, its stats, and its end."""

    def __init__(
        self,
        *,
        cert: Path,
        key: Path,
        peers: list[tuple[str, str]],
        limits: dict[str, Any],
        log: Path,
    ) -> None:
        spec = {
            "cert": str(cert),
            "key": str(key),
            "peers": [list(peer) for peer in peers],
            "limits": limits,
        }
        self.limits = limits
        self.log = log
        """Where the agent's log lines (stderr) go."""
        with log.open("a") as stderr:
            self._process = subprocess.Popen(  # noqa: S603 - our own interpreter and script
                [sys.executable, str(Path(__file__).resolve()), json.dumps(spec)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=stderr,
                text=True,
                bufsize=1,
            )
        line = self._read_line()
        ready = json.loads(line)
        self.pid = int(ready["pid"])
        self.ports = Ports(
            h2=ready["h2"],
            h2c=ready["h2c"],
            h3=ready["h3"],
            agent_id=ready["agent_id"],
            public_key=ready["public_key"],
        )

    def _read_line(self) -> str:
        assert self._process.stdout is not None
        line = self._process.stdout.readline()
        if not line:
            code = self._process.poll()
            msg = f"the agent process ended (exit code {code}) before answering"
            raise RuntimeError(msg)
        return line

    def ask(self, command: str) -> dict[str, Any]:
        """Send one command and read its answer (blocking: run it in a thread from async code)."""
        assert self._process.stdin is not None
        self._process.stdin.write(command + "\n")
        self._process.stdin.flush()
        answer: dict[str, Any] = json.loads(self._read_line())
        return answer

    async def stats(self) -> dict[str, Any]:
        """The agent's stats (see the module docstring), without blocking the event loop."""
        return await asyncio.to_thread(self.ask, "stats")

    async def objects(self) -> int:
        """Objects the garbage collector tracks, after a full collection."""
        return int((await asyncio.to_thread(self.ask, "objects"))["objects"])

    async def reset_peak(self) -> dict[str, Any]:
        """Start the peak RSS again from now."""
        return await asyncio.to_thread(self.ask, "reset_peak")

    @property
    def alive(self) -> bool:
        """Whether the process is still running."""
        return self._process.poll() is None

    def close(self, grace: float = 5.0) -> None:
        """Close stdin (a clean shutdown), then kill the process if it is still there."""
        with contextlib.suppress(OSError, ValueError):
            if self._process.stdin is not None:
                self._process.stdin.close()
        deadline = time.monotonic() + grace
        while self._process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        if self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        if self._process.stdout is not None:
            self._process.stdout.close()


if __name__ == "__main__":
    main()
