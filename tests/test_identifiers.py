import pytest
from hypothesis import given
from hypothesis import strategies as st

from l8_comm import format_timestamp, new_id, parse_timestamp
from l8_comm.identifiers import ID_PATTERN, is_timestamp


@given(st.floats(min_value=0, max_value=4_102_444_800, allow_nan=False))
def test_timestamps_round_trip_to_the_millisecond(now):
    text = format_timestamp(now)
    assert is_timestamp(text)
    assert text.endswith("Z")
    assert parse_timestamp(text) == pytest.approx(round(now * 1000) / 1000, abs=1e-6)


def test_known_timestamp():
    assert format_timestamp(0) == "1970-01-01T00:00:00.000Z"
    assert format_timestamp(1_795_000_000.25) == "2026-11-18T11:06:40.250Z"
    assert parse_timestamp("2026-11-18T11:06:40Z") == 1_795_000_000


@pytest.mark.parametrize(
    "text",
    ["2024-02-29T00:00:00Z", "2026-12-31T23:59:59.123456789Z", "2026-04-30T00:00:00Z"],
)
def test_valid_calendar_days(text):
    assert is_timestamp(text)


@pytest.mark.parametrize(
    "text",
    [
        "2026-04-31T00:00:00Z",
        "2100-02-29T00:00:00Z",
        "2026-13-01T00:00:00Z",
        "2026-00-10T00:00:00Z",
        "2026-01-01 00:00:00Z",
        "2026-01-01T00:00:00z",
        "2026-01-01T00:00:60Z",
        "2026-01-01T00:00:00.Z",
    ],
)
def test_invalid_timestamps(text):
    assert not is_timestamp(text)
    with pytest.raises(ValueError, match="RFC 3339"):
        parse_timestamp(text)


def test_new_ids_use_the_given_randomness():
    assert new_id(lambda n: b"\x00" * n) == "A" * 22
    assert ID_PATTERN.fullmatch(new_id())
