"""bench/request_cpu.py: every request answered right, and the server's CPU per request reported.

Figures are not checked (a quick run on a shared machine says nothing of speed); what
is: ioa and mcp answered every request of both shapes with the booking, each shape
has a CPU figure per request for each server, and both goals are reported.
"""

from pathlib import Path

from test_bench import quick_report

SCRIPT = Path(__file__).resolve().parent.parent / "bench" / "request_cpu.py"
SHAPES = ("open x1", "open x64")


def test_request_cpu_bench_quick_run_answers_right_and_reports_cpu(tmp_path):
    report = quick_report(SCRIPT, tmp_path / "request_cpu.json")
    assert report["bench"] == "request_cpu"
    results = report["results"]
    for peer in ("ioa", "mcp"):
        for shape in SHAPES:
            figures = results[peer][shape]
            assert figures["requests"] > 0, (peer, shape)
            assert figures["errors"] == 0, (peer, shape, figures["first error"])
            assert figures["correct"] == figures["requests"], (peer, shape)
            assert figures["server cpu us/request"] >= 0
            assert len(figures["rounds"]) >= 1
    for shape in SHAPES:
        assert report["ratios"][f"server cpu ioa/mcp, {shape}"] >= 0
    assert len(report["goals"]) == 2
    for goal in report["goals"].values():
        assert set(goal) >= {"target", "met", "measured"}
        assert isinstance(goal["met"], bool)
