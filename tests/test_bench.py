"""Every benchmark script runs and writes its report in the agreed shape (figures not checked)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
# peers.py and request_cpu.py have tests of their own (tests/test_bench_peers.py,
# tests/test_bench_request_cpu.py), which check more of their reports.
OWN_TESTS = ("peers.py", "request_cpu.py")
SCRIPTS = sorted(
    p for p in BENCH.glob("*.py") if not p.name.startswith("_") and p.name not in OWN_TESTS
)


def quick_report(script: Path, out: Path) -> dict:
    """`script --quick --json out` run to its end (exit status 0): the report it wrote."""
    completed = subprocess.run(  # noqa: S603 - our own scripts, run by our own interpreter
        [sys.executable, str(script), "--quick", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    return dict(json.loads(out.read_text()))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_bench_script_writes_its_json_report(script, tmp_path):
    report = quick_report(script, tmp_path / "report.json")
    assert report["bench"] == script.stem
    assert report["results"]
    assert report["ratios"]
    for goal in report["goals"].values():
        assert set(goal) >= {"target", "met", "measured"}
        assert isinstance(goal["met"], bool)
