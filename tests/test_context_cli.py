"""`ioa context lint|digest|diff|compat`: output, JSON output and exit codes."""

from __future__ import annotations

import argparse
import io
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from rich.console import Console

from contexts import SharedContext
from contexts.compat import diff_contexts
from ioa.context_cli import (
    EXIT_NO,
    EXIT_OK,
    EXIT_UNUSABLE,
    add_context_commands,
    run_context_command,
)

STRING = {"type": "string"}


def params(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }


def travel(minor: int, properties: dict[str, Any], **extra: Any) -> dict[str, Any]:
    return {
        "urn": f"urn:contexts:travel:v2.{minor}",
        "title": "Travel",
        "tasks": {"bookFlight": {"parameters": params(properties, ["to"])}},
        **extra,
    }


V20 = travel(0, {"to": STRING})
V21 = travel(1, {"to": STRING, "cabin": {"enum": ["eco", "biz"]}})
V22_DESCRIBED = travel(2, {"to": STRING | {"description": "where to"}})


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    documents: dict[str, Any] = {
        "v20": V20,
        "v21": V21,
        "v22": V22_DESCRIBED,
        "v30": travel(0, {"to": {"type": "integer"}}) | {"urn": "urn:contexts:travel:v3.0"},
        "hotel": V21 | {"urn": "urn:contexts:hotel:v2.0"},
        "open": travel(3, {"to": STRING})
        | {"concepts": {"A": {"type": "object", "properties": {}}}},
        "warned": V20 | {"urn": "urn:contexts:travel:v2.4", "$defs": {"spare": STRING}},
    }
    paths = {}
    for name, document in documents.items():
        path = tmp_path / f"{name}.json"
        path.write_bytes(orjson.dumps(document))
        paths[name] = path
    paths["broken"] = tmp_path / "broken.json"
    paths["broken"].write_text('{"urn": ', encoding="utf-8")
    paths["missing"] = tmp_path / "missing.json"
    return paths


def run(*argv: object) -> tuple[int, str]:
    parser = argparse.ArgumentParser(prog="ioa")
    add_context_commands(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["context", *map(str, argv)])
    output = io.StringIO()
    code = run_context_command(args, Console(file=output, width=200))
    return code, output.getvalue()


def run_json(*argv: object) -> tuple[int, dict[str, Any]]:
    code, output = run(*argv, "--json")
    value = orjson.loads(output)
    assert isinstance(value, dict)
    return code, value


def assert_one_line_error(output: str, *needles: str) -> None:
    lines = output.strip().splitlines()
    assert len(lines) == 1, output
    assert lines[0].startswith("error: ")
    assert "Traceback" not in output
    for needle in needles:
        assert needle in lines[0]


# --- lint -------------------------------------------------------------------------


def test_lint_clean_and_warned_documents_exit_0(files):
    code, output = run("lint", files["v20"], files["warned"])
    assert code == EXIT_OK
    assert f"{files['v20']}: ok (0 error(s), 0 warning(s))" in output
    assert (
        "warning /$defs/spare: definition 'spare' is not referenced (unused_definition)" in output
    )


def test_lint_errors_exit_1_with_every_finding(files):
    code, output = run("lint", files["v20"], files["open"])
    assert code == EXIT_NO
    assert f"{files['open']}: invalid (1 error(s), 0 warning(s))" in output
    assert "error /concepts/A: object schemas must be closed" in output


def test_lint_json(files):
    code, value = run_json("lint", files["open"], files["warned"])
    assert code == EXIT_NO
    assert value["command"] == "lint"
    assert value["ok"] is False
    first, second = value["files"]
    assert first["path"] == str(files["open"])
    assert first["ok"] is False
    assert first["errors"] == 1
    assert first["findings"][0]["code"] == "open_content_model"
    assert second["ok"] is True
    assert second["warnings"] == 1
    assert second["urn"] == "urn:contexts:travel:v2.4"
    code, value = run_json("lint", files["v20"])
    assert (code, value["ok"]) == (EXIT_OK, True)


def test_lint_findings_name_their_line_and_column(tmp_path):
    path = tmp_path / "indented.json"
    path.write_bytes(orjson.dumps(V20 | {"$defs": {"spare": STRING}}, option=orjson.OPT_INDENT_2))
    lines = path.read_text(encoding="utf-8").splitlines()
    line = next(n for n, text in enumerate(lines, 1) if '"spare"' in text)
    column = lines[line - 1].index("{") + 1
    code, value = run_json("lint", path)
    (finding,) = value["files"][0]["findings"]
    assert (finding["path"], finding["line"], finding["column"]) == ("/$defs/spare", line, column)
    code, output = run("lint", path)
    assert f"{path}:{line}:{column}: warning /$defs/spare: definition 'spare'" in output


def test_lint_findings_of_a_missing_member_point_at_the_object_that_lacks_it(tmp_path):
    path = tmp_path / "untitled.json"
    document = {key: value for key, value in V20.items() if key != "title"}
    path.write_bytes(b"\n\n" + orjson.dumps(document))
    code, value = run_json("lint", path)
    assert code == EXIT_NO
    finding = value["files"][0]["findings"][0]
    assert "title" in finding["message"]
    assert (finding["line"], finding["column"]) == (3, 1)


def test_lint_reports_non_objects_as_findings(tmp_path):
    path = tmp_path / "list.json"
    path.write_text("[1, 2]", encoding="utf-8")
    code, value = run_json("lint", path)
    assert code == EXIT_NO
    assert value["files"][0]["findings"][0]["code"] == "format:type"


# --- digest -------------------------------------------------------------------------


def test_digest_prints_digest_urn_path(files):
    code, output = run("digest", files["v20"], files["v21"])
    assert code == EXIT_OK
    lines = output.strip().splitlines()
    assert lines == [
        f"{SharedContext(V20).digest}  urn:contexts:travel:v2.0  {files['v20']}",
        f"{SharedContext(V21).digest}  urn:contexts:travel:v2.1  {files['v21']}",
    ]


def test_digest_of_an_invalid_document_exits_1_with_the_reason(files):
    code, output = run("digest", files["v20"], files["open"])
    assert code == EXIT_NO
    assert SharedContext(V20).digest in output
    assert f"invalid  {files['open']}: urn:contexts:travel:v2.3 is not a valid context" in output
    assert "object schemas must be closed" in output


def test_digest_json(files):
    code, value = run_json("digest", files["v20"], files["open"])
    assert code == EXIT_NO
    good, bad = value["files"]
    assert good == {
        "path": str(files["v20"]),
        "ok": True,
        "urn": "urn:contexts:travel:v2.0",
        "digest": SharedContext(V20).digest,
    }
    assert bad["ok"] is False
    assert "not a valid context document" in bad["error"]


def test_digest_is_independent_of_formatting(files, tmp_path):
    pretty = tmp_path / "pretty.json"
    pretty.write_bytes(orjson.dumps(V20, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS))
    _, first = run_json("digest", files["v20"])
    _, second = run_json("digest", pretty)
    assert first["files"][0]["digest"] == second["files"][0]["digest"]


# --- diff ---------------------------------------------------------------------------


def test_diff_lists_each_change_with_its_effect(files):
    code, output = run("diff", files["v20"], files["v21"])
    assert code == EXIT_OK
    assert "urn:contexts:travel:v2.0 -> urn:contexts:travel:v2.1: 1 change(s)" in output
    assert "widened    property_added  /tasks/bookFlight/parameters/properties/cabin" in output
    assert "bookFlight parameter `cabin` was added" in output
    assert "1 widened" in output


def test_diff_exits_0_even_for_breaking_changes_and_for_none(files):
    assert run("diff", files["v21"], files["v20"])[0] == EXIT_OK
    code, output = run("diff", files["v20"], files["v20"])
    assert code == EXIT_OK
    assert ": 0 change(s)" in output


def test_diff_json_matches_the_library(files):
    code, value = run_json("diff", files["v20"], files["v22"])
    assert code == EXIT_OK
    expected = diff_contexts(SharedContext(V20), SharedContext(V22_DESCRIBED))
    assert value == {
        "command": "diff",
        "old": "urn:contexts:travel:v2.0",
        "new": "urn:contexts:travel:v2.2",
        "changes": [change.as_dict() for change in expected],
    }
    assert value["changes"][0]["effect"] == "annotation"


# --- compat -------------------------------------------------------------------------


def test_compat_incompatible_exits_1_with_the_explanation(files):
    code, output = run("compat", files["v21"], files["v20"])
    assert code == EXIT_NO
    assert output.startswith("incompatible (FULL_TRANSITIVE)")
    assert (
        "bookFlight parameter `cabin` was added: instances of v2.1 are refused by v2.0 "
        "(breaks FORWARD)"
    ) in output


@pytest.mark.parametrize("level", ["BACKWARD", "backward", "backward-transitive", "NONE"])
def test_compat_level_option(files, level):
    code, output = run("compat", files["v21"], files["v20"], "--level", level)
    assert code == EXIT_OK
    assert output.startswith("compatible")


def test_compat_compatible_exits_0_and_ignores_other_majors(files):
    code, value = run_json("compat", files["v22"], files["v20"], files["v30"])
    assert code == EXIT_OK
    assert value["command"] == "compat"
    assert value["compatible"] is True
    assert value["level"] == "FULL_TRANSITIVE"
    assert value["candidate"] == "urn:contexts:travel:v2.2"
    assert value["checked_against"] == ["urn:contexts:travel:v2.0"]
    assert value["breaking"] == []
    assert [change["kind"] for change in value["changes"]] == ["annotation_changed"]


def test_compat_json_when_incompatible(files):
    code, value = run_json("compat", files["v21"], files["v20"])
    assert code == EXIT_NO
    assert value["compatible"] is False
    (breaking,) = value["breaking"]
    assert breaking["against"] == "urn:contexts:travel:v2.0"
    assert breaking["kind"] == "property_added"
    assert breaking["effect"] == "widened"


def test_bad_level_is_a_usage_error(files, capsys):
    with pytest.raises(SystemExit) as exit_info:
        run("compat", files["v21"], files["v20"], "--level", "sideways")
    assert exit_info.value.code == 2
    assert "unknown level 'sideways'" in capsys.readouterr().err


# --- errors: one line, exit 2 -----------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "needles"),
    [
        (("lint", "{missing}"), ("missing.json: no such file",)),
        (("lint", "{broken}"), ("broken.json: not JSON",)),
        (("digest", "{v20}", "{missing}"), ("no such file",)),
        (("digest", "{broken}"), ("not JSON",)),
        (("diff", "{v20}", "{missing}"), ("no such file",)),
        (("diff", "{open}", "{v20}"), ("open.json: urn:contexts:travel:v2.3 is not a valid",)),
        (("compat", "{v21}", "{broken}"), ("not JSON",)),
        (("compat", "{v21}", "{open}"), ("is not a valid context document",)),
        (("compat", "{v21}", "{hotel}"), ("urn:contexts:hotel:v2.0 is not a version of 'travel'",)),
        (("compat", "{v20}", "{v21}"), ("is not earlier than the candidate",)),
        (("lint", "{directory}"), ("is a directory",)),
    ],
)
def test_errors_are_one_line_and_exit_2(files, tmp_path, argv, needles):
    paths = {name: str(path) for name, path in files.items()} | {"directory": str(tmp_path)}
    resolved = [part.format(**paths) for part in argv]
    code, output = run(*resolved)
    assert code == EXIT_UNUSABLE
    assert_one_line_error(output, *needles)
    code, value = run_json(*resolved)
    assert code == EXIT_UNUSABLE
    assert value["command"] == argv[0]
    assert all(needle in value["error"] for needle in needles)


def test_oversized_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * ((1 << 20) + 1))
    code, output = run("lint", path)
    assert code == EXIT_UNUSABLE
    assert_one_line_error(output, "byte limit")


def test_markup_in_paths_and_messages_is_printed_verbatim(tmp_path):
    path = tmp_path / "[red]odd[bold].json"
    path.write_bytes(orjson.dumps(V20))
    code, output = run("digest", path)
    assert code == EXIT_OK
    assert str(path) in output


def test_a_real_process_exits_with_the_code(files):
    script = (
        "import argparse, sys\n"
        "from rich.console import Console\n"
        "from ioa.context_cli import add_context_commands, run_context_command\n"
        "parser = argparse.ArgumentParser(prog='ioa')\n"
        "add_context_commands(parser.add_subparsers(dest='command'))\n"
        "sys.exit(run_context_command(parser.parse_args(sys.argv[1:]), Console()))\n"
    )
    result = subprocess.run(  # noqa: S603 - our own interpreter and arguments
        [
            sys.executable,
            "-c",
            script,
            "context",
            "compat",
            str(files["v21"]),
            str(files["v20"]),
            "--json",
        ],
        capture_output=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == EXIT_NO
    assert orjson.loads(result.stdout)["compatible"] is False
    assert result.stderr == b""
