"""bench/peers.py: every peer answered every counted request right, and the report is whole.

Figures are not checked (a quick run on a shared machine says nothing of speed); what
is: each server (ioa, a2a-sdk, mcp under uvicorn) answered its own client with the
booking in every shape, ioa's new sessions were all resumed by ticket, the bytes were
counted through the relay, each side's event loop is named, and every goal is reported.
"""

from pathlib import Path

from test_bench import quick_report

SCRIPT = Path(__file__).resolve().parent.parent / "bench" / "peers.py"
PEERS = ("ioa", "a2a", "mcp")
SHAPES = ("open x1", "open x64", "new", "new, shared http", "new connection")


def test_peers_bench_quick_run_answers_right_and_reports_every_goal(tmp_path):
    report = quick_report(SCRIPT, tmp_path / "peers.json")
    assert report["bench"] == "peers"
    results = report["results"]
    for peer in PEERS:
        for shape in SHAPES:
            figures = results[peer][shape]
            assert figures["requests"] > 0, (peer, shape)
            assert figures["errors"] == 0, (peer, shape, figures["first error"])
            assert figures["correct"] == figures["requests"], (peer, shape)
            assert figures["requests/s"] > 0
            assert figures["server cpu us/request"] >= 0
        for shape in ("open x1", "new", "new, shared http", "new connection"):
            wire = results[peer]["wire"][shape]
            assert wire["exchanges"] > 0
            assert wire["correct"] == wire["exchanges"], (peer, shape)
            assert wire["bytes up per exchange"] > 0
            assert wire["bytes down per exchange"] > 0
        assert results[peer]["wire"]["new connection"]["connections per exchange"] >= 1
        assert {results["loops"][f"{peer} {side}"] for side in ("server", "client")} <= {
            "asyncio",
            "uvloop",
        }
    for shape in ("new", "new, shared http", "new connection"):
        assert results["ioa"][shape]["resumed"] == results["ioa"][shape]["requests"]
    for shape in ("new", "new, shared http"):  # the agent's sessions share its connection
        assert results["ioa"]["wire"][shape]["connections per exchange"] < 0.5
    assert set(results["ioa"]["new"]["client ms per step"]) == {
        "connect and lock",
        "request and answer",
        "close",
    }
    for peer in PEERS[1:]:
        for shape in SHAPES:
            assert report["ratios"][f"rate ioa/{peer}, {shape}"] > 0
            assert report["ratios"][f"server cpu ioa/{peer}, {shape}"] > 0
        assert report["ratios"][f"bytes ioa/{peer}, new, shared http"] > 0
    assert len(report["goals"]) == 18  # 4 per peer, and server CPU in each of the 5 shapes
    for goal in report["goals"].values():
        assert set(goal) >= {"target", "met", "measured"}
        assert isinstance(goal["met"], bool)
