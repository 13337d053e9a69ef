"""The README's example runs and prints what the README says it prints."""

import contextlib
import io
import re
from pathlib import Path

README = (Path(__file__).resolve().parent.parent / "README.md").read_text()


def test_readme_starts_with_the_two_commands():
    first_block = re.search(r"```sh\n(.*?)```", README, re.DOTALL)
    assert first_block is not None
    commands = [line.split("#")[0].strip() for line in first_block.group(1).splitlines()]
    assert commands[:2] == ["make demo", "make test"]
    assert README.index("make demo") < README.index("## What it is")


def expected_output(code: str) -> str:
    """What the `# ...` comments after the example's print calls say it prints."""
    lines = [
        line.split("  # ", 1)[1] for line in code.splitlines() if line.lstrip().startswith("print(")
    ]
    return "".join(f"{line}\n" for line in lines)


def test_readme_python_examples_run_and_print_what_they_say():
    blocks = re.findall(r"```python\n(.*?)```", README, re.DOTALL)
    assert len(blocks) >= 2
    for code in blocks:
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            exec(compile(code, "README.md", "exec"), {})  # noqa: S102 - our own README
        assert output.getvalue() == expected_output(code)
