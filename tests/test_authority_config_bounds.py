"""The authority's settings refuse values outside their ranges as they are built, in one line.

NaN, infinities, bools, floats for counts, zero or negative sizes, unknown or missing
roles and validity periods of none or of decades: each a `ValueError` naming the class,
the field and the value, never a repository that signs metadata valid for a century or a
client whose timeout is NaN (every comparison with it false).
"""

from __future__ import annotations

import copy
import dataclasses
import math
import pickle
from datetime import timedelta
from typing import Any

import pytest

from authority.config import LONGEST_VALIDITY, AuthorityConfig, ClientConfig, ServiceConfig
from ioa.invoked import FetchLimits

NOT_NUMBERS: tuple[Any, ...] = (math.nan, math.inf, -math.inf, True, None, "10")
SECONDS_FIELDS = {
    ClientConfig: ("refresh_interval", "timeout", "download_timeout"),
    ServiceConfig: ("resign_check_interval",),
}
BYTE_FIELDS = {
    ClientConfig: (
        "max_document_bytes",
        "timestamp_max_bytes",
        "snapshot_max_bytes",
        "targets_max_bytes",
        "root_max_bytes",
    ),
    ServiceConfig: ("max_body_bytes",),
    AuthorityConfig: ("max_document_bytes", "max_reason_length"),
}


def refused(kind: type, **values: Any) -> str:
    with pytest.raises(ValueError, match=kind.__name__) as caught:
        kind(**values)
    return str(caught.value)


@pytest.mark.parametrize(
    ("kind", "name"),
    [(kind, name) for kind, names in SECONDS_FIELDS.items() for name in names],
)
@pytest.mark.parametrize("value", [*NOT_NUMBERS, -1.0, 86_401.0, 1e300])
def test_a_time_out_of_its_range_is_refused_naming_it(kind: type, name: str, value: Any) -> None:
    said = refused(kind, **{name: value})
    assert f"{kind.__name__}.{name}: {value!r}" in said
    assert "seconds" in said
    assert "\n" not in said


@pytest.mark.parametrize(
    ("kind", "name"), [(kind, name) for kind, names in BYTE_FIELDS.items() for name in names]
)
@pytest.mark.parametrize("value", [*NOT_NUMBERS, 0, -1, 1.0, 1000.5, 2**31])
def test_a_size_out_of_its_range_is_refused_naming_it(kind: type, name: str, value: Any) -> None:
    said = refused(kind, **{name: value})
    assert f"{kind.__name__}.{name}: {value!r} is not a whole number" in said


@pytest.mark.parametrize("value", [*NOT_NUMBERS, 0, 0.0, 1, 1.0, -0.5, 0.999])
def test_the_resign_margin_is_a_fraction_strictly_inside_the_validity(value: Any) -> None:
    said = refused(AuthorityConfig, resign_margin=value)
    assert f"AuthorityConfig.resign_margin: {value!r}" in said


@pytest.mark.parametrize(
    "period",
    [timedelta(0), timedelta(seconds=-1), LONGEST_VALIDITY + timedelta(days=1), 3600, None],
)
def test_a_validity_of_none_or_decades_is_refused(period: Any) -> None:
    for role in ("root", "timestamp"):
        said = refused(AuthorityConfig, expiry={**AuthorityConfig().expiry, role: period})
        assert f"AuthorityConfig.expiry[{role!r}]: {period!r}" in said
        with pytest.raises(ValueError, match=f"expiry\\[{role!r}\\]"):
            AuthorityConfig().with_expiry(**{role: period})
    said = refused(AuthorityConfig, max_delegated_validity=period)
    assert f"AuthorityConfig.max_delegated_validity: {period!r}" in said


def test_every_role_has_a_period_and_no_other_role_does() -> None:
    expiry = AuthorityConfig().expiry
    said = refused(AuthorityConfig, expiry={"timestamp": timedelta(hours=1)})
    assert "no period for root; no period for targets; no period for snapshot" in said
    said = refused(AuthorityConfig, expiry={**expiry, "timestmap": timedelta(hours=1)})
    assert "no such role 'timestmap'" in said
    with pytest.raises(ValueError, match="no such role 'timestmap'"):
        AuthorityConfig().with_expiry(timestmap=timedelta(hours=1))


def test_the_validity_periods_checked_are_the_ones_used() -> None:
    given = dict(AuthorityConfig().expiry)
    config = AuthorityConfig(expiry=given)
    given["timestamp"] = timedelta(days=100 * 365)  # after the checks: must change nothing
    assert config.expiry_of("timestamp") == timedelta(days=1)
    with pytest.raises(TypeError):
        config.expiry["timestamp"] = timedelta(days=100 * 365)  # type: ignore[index]
    assert config.with_expiry(timestamp=timedelta(hours=2)).expiry_of("timestamp") == timedelta(
        hours=2
    )
    assert config.expiry_of("timestamp") == timedelta(days=1)
    said = refused(AuthorityConfig, expiry=[("timestamp", timedelta(hours=1))])
    assert "is not a mapping of role to timedelta" in said
    # Review: a config is still copied, pickled and turned into a dict as before
    assert copy.deepcopy(config) == config
    assert pickle.loads(pickle.dumps(config)) == config  # noqa: S301 - our own bytes
    assert dataclasses.asdict(config)["expiry"] == dict(config.expiry)
    for change in (lambda e: e.update(root=timedelta(1)), lambda e: e.pop("root")):
        with pytest.raises(TypeError, match="read-only"):
            change(config.expiry)


def test_the_values_in_use_are_in_range() -> None:
    # What the defaults, the stage, the tests and the CLI build (regressions would fail here
    # before they failed somewhere less legible).
    for kind in (AuthorityConfig, ClientConfig, ServiceConfig):
        kind()
    for interval in (0, 0.05, 300, 86_400):
        assert ClientConfig(refresh_interval=interval).refresh_interval == interval
    assert ClientConfig(download_timeout=1.5, max_document_bytes=1000).download_timeout == 1.5
    assert ServiceConfig(resign_check_interval=0.1, max_body_bytes=2000).max_body_bytes == 2000
    short = AuthorityConfig().with_expiry(timestamp=timedelta(seconds=2))
    assert short.expiry_of("timestamp") == timedelta(seconds=2)
    assert short.expiry_of("some-delegate") == timedelta(days=90)
    longest = AuthorityConfig().with_expiry(root=LONGEST_VALIDITY)
    assert longest.expiry_of("root") == LONGEST_VALIDITY
    assert AuthorityConfig(resign_margin=0.01, max_document_bytes=100).max_document_bytes == 100


@pytest.mark.parametrize(
    ("field", "value"),
    [
        *[("max_chars", v) for v in (*NOT_NUMBERS, 0, -1, 1.0, 2**31)],
        *[("seconds", v) for v in (*NOT_NUMBERS, 0, -1.0, 86_401.0)],
    ],
)
def test_an_invoked_agents_fetch_limits_refuse_values_out_of_range(field: str, value: Any) -> None:
    # (beside the authority's: the last settings of the stack that took anything)
    said = refused(FetchLimits, **{field: value})
    assert f"FetchLimits.{field}: {value!r}" in said
    limits = FetchLimits(max_chars=1, seconds=0.5)
    assert (limits.max_chars, limits.seconds) == (1, 0.5)
