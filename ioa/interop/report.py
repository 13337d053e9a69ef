"""A kit run written out: JSON, JUnit XML, a self-contained HTML page, and the summary lines.

Every format holds every result (id, section, level, category, what is
checked, outcome, detail, seconds). The HTML page has no external asset
(styles inline, no script), so it can be mailed or archived as one file.
"""

from __future__ import annotations

import html
import json
from typing import Any
from xml.etree import ElementTree as ET

from ioa.interop.kit import KitReport, Result

FORMAT = "ioa-interop-report/v1"


def summary_lines(report: KitReport) -> list[str]:
    """The run's last lines; the very last is `N passed, N failed`."""
    head = (
        f"{report.agent_id} at {report.url} ({report.protocol}), {report.seconds:.1f} s, "
        f"{report.count('skipped')} skipped ({len(report.must_skipped)} of them MUST: "
        "each says why)"
    )
    lines = [head]
    lines.extend(
        f"MUST failed: {result.requirement.id} ({result.detail})" for result in report.must_failures
    )
    lines.append(f"{report.count('passed')} passed, {report.count('failed')} failed")
    return lines


def _row(result: Result) -> dict[str, Any]:
    requirement = result.requirement
    return {
        "id": requirement.id,
        "section": requirement.section,
        "level": str(requirement.level),
        "category": requirement.category,
        "requirement": requirement.text,
        "outcome": result.outcome,
        "detail": result.detail,
        "seconds": round(result.seconds, 3),
    }


def to_json(report: KitReport) -> str:
    """The whole run as JSON (`format`: `ioa-interop-report/v1`)."""
    document = {
        "format": FORMAT,
        "target": {"url": report.url, "protocol": report.protocol, "agent": report.agent_id},
        "started": report.started,
        "seconds": round(report.seconds, 3),
        "summary": {
            "passed": report.count("passed"),
            "failed": report.count("failed"),
            "skipped": report.count("skipped"),
            "must_failed": len(report.must_failures),
            "must_skipped": len(report.must_skipped),
        },
        "results": [_row(result) for result in report.results],
    }
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def to_junit(report: KitReport) -> str:
    """JUnit XML: one test suite, one test case per requirement (class name: its category)."""
    suite = ET.Element(
        "testsuite",
        {
            "name": f"ioa interop {report.agent_id}",
            "tests": str(len(report.results)),
            "failures": str(report.count("failed")),
            "skipped": str(report.count("skipped")),
            "errors": "0",
            "time": f"{report.seconds:.3f}",
            "timestamp": report.started,
        },
    )
    for result in report.results:
        requirement = result.requirement
        case = ET.SubElement(
            suite,
            "testcase",
            {
                "classname": f"interop.{requirement.category.replace(' ', '_')}",
                "name": f"{requirement.id} [{requirement.level}] {requirement.text}",
                "time": f"{result.seconds:.3f}",
            },
        )
        if result.outcome == "failed":
            failure = ET.SubElement(case, "failure", {"message": result.detail[:500]})
            failure.text = f"spec section {requirement.section}: {result.detail}"
        elif result.outcome == "skipped":
            ET.SubElement(case, "skipped", {"message": result.detail[:500]})
    return ET.tostring(suite, encoding="unicode", xml_declaration=True) + "\n"


_STYLE = """
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
h1{font-size:20px}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f4f4f4}.passed{color:#176b2c}.failed{color:#b00020;font-weight:bold}
.skipped{color:#777}.summary span{margin-right:1.5em}code{font-size:13px}
"""


def to_html(report: KitReport) -> str:
    """One self-contained page: the summary, then a table of every requirement."""
    esc = html.escape
    rows = []
    for result in report.results:
        requirement = result.requirement
        rows.append(
            "<tr>"
            f"<td><code>{esc(requirement.id)}</code></td>"
            f"<td>{esc(requirement.section)}</td>"
            f"<td>{esc(str(requirement.level))}</td>"
            f"<td>{esc(requirement.category)}</td>"
            f"<td>{esc(requirement.text)}</td>"
            f'<td class="{esc(result.outcome)}">{esc(result.outcome)}</td>'
            f"<td>{esc(result.detail)}</td>"
            "</tr>"
        )
    verdict = "FAILED (a MUST failed)" if report.must_failures else "passed"
    if report.must_skipped:
        verdict += f", {len(report.must_skipped)} MUST not checked (not claimed)"
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        f"<title>ioa interop: {esc(report.agent_id)}</title>"
        f"<style>{_STYLE}</style></head><body>"
        f"<h1>ioa interop report: {esc(report.agent_id)} at {esc(report.url)}</h1>"
        f'<p class="summary"><span>{esc(verdict)}</span>'
        f"<span>{report.count('passed')} passed</span>"
        f"<span>{report.count('failed')} failed</span>"
        f"<span>{report.count('skipped')} skipped</span>"
        f"<span>{esc(report.protocol)}, started {esc(report.started)}, "
        f"{report.seconds:.1f} s</span></p>"
        "<table><thead><tr><th>id</th><th>section</th><th>level</th><th>category</th>"
        "<th>requirement</th><th>outcome</th><th>detail</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table></body></html>\n"
    )


__all__ = ["FORMAT", "summary_lines", "to_html", "to_json", "to_junit"]
