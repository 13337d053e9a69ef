"""Every benchmark script runs and writes its report in the agreed shape (figures not checked)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"
# peers.py has a test of its own (tests/test_bench_peers.py), which checks more of its report.
SCRIPTS = sorted(
    p for p in BENCH.glob("*.py") if not p.name.startswith("_") and p.name != "peers.py"
)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_bench_script_writes_its_json_report(script, tmp_path):
    out = tmp_path / "report.json"
    completed = subprocess.run(  # noqa: S603 - our own scripts, run by our own interpreter
        [sys.executable, str(script), "--quick", "--json", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    report = json.loads(out.read_text())
    assert report["bench"] == script.stem
    assert report["results"]
    assert report["ratios"]
    for goal in report["goals"].values():
        assert set(goal) >= {"target", "met", "measured"}
        assert isinstance(goal["met"], bool)
