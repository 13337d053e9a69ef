"""`make fuzz`'s driver (fuzz/run.py) end to end: a short campaign, its summary, a replay."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUN = ROOT / "fuzz" / "run.py"

pytestmark = pytest.mark.timeout(300)


def campaign(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # noqa: S603 - our own script, fixed arguments
        [sys.executable, str(RUN), *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
        timeout=240,
    )


def test_a_short_campaign_prints_a_json_summary_of_every_decoder(tmp_path):
    done = campaign(
        "--inputs", "25", "--jobs", "1", "--seed", "7", "--json", "--crashes", str(tmp_path)
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert set(summary) == {"http2", "http3", "l8"}
    for decoder, tally in summary.items():
        assert tally["inputs"] == 25, decoder
        assert tally["crash_count"] == 0, (decoder, tally["crashes"])
        # every input ended one way or another, and the endings are named, not pairs
        assert sum(tally["endings"].values()) == 25, (decoder, tally["endings"])
        assert all(isinstance(name, str) for name in tally["endings"]), tally["endings"]
        assert tally["inputs_per_second"] > 0
    assert not list(tmp_path.iterdir())  # nothing crashed, nothing saved


def test_the_same_seed_runs_the_same_inputs(tmp_path):
    def endings() -> dict[str, object]:
        done = campaign(
            "--decoder", "l8", "--inputs", "40", "--jobs", "1", "--seed", "11", "--json",
            "--crashes", str(tmp_path),
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)["l8"]["endings"]

    assert endings() == endings()


def test_a_replay_of_a_harmless_input_reports_no_failure():
    seed = next((ROOT / "fuzz" / "corpus" / "l8").glob("*.bin"))
    done = campaign("--replay", str(seed))
    assert done.returncode == 0, done.stderr
    assert "no failure" in done.stdout
