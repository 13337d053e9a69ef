"""`make api` builds the API reference from the docstrings, offline and self-contained."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_api_writes_a_self_contained_reference_of_the_public_packages(tmp_path):
    out = tmp_path / "api"
    command = ["make", "-s", "api", f"API_OUT={out}"]  # make from PATH, as a user runs it
    done = subprocess.run(  # noqa: S603 - our own Makefile
        command,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    index = (out / "index.html").read_text()
    for package in ("l7_transport", "l8_comm", "l9_snl", "contexts", "authority", "ioa"):
        assert (out / f"{package}.html").is_file(), package
        assert package in index
    agent = (out / "ioa" / "agent.html").read_text()
    assert 'id="SemanticSession"' in (out / "l9_snl.html").read_text()
    assert 'id="Agent"' in agent
    assert "def connect" in agent or 'id="Agent.connect"' in agent
    # the CLI and the demos are not API
    assert not (out / "ioa" / "demos").exists()
    assert not (out / "ioa" / "agent_cli.html").exists()
    # nothing is loaded from elsewhere: scripts, styles and images are inline
    for page in out.rglob("*.html"):
        text = page.read_text()
        assert not re.search(r'<(script|link|img)[^>]+(src|href)="https?://', text), page
