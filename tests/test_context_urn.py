"""Context URNs and versions: parsing, formatting, numeric order, namespaces, refusals."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from contexts import ContextError, ContextURN, ContextVersion, InvalidURNError

segments = st.from_regex(r"[A-Za-z][A-Za-z0-9_-]{0,20}", fullmatch=True)
names = st.lists(segments, min_size=1, max_size=4).map(".".join)
numbers = st.integers(0, 999_999_999)


def refused(text):
    with pytest.raises(InvalidURNError) as caught:
        ContextURN.parse(text)
    return caught.value


def test_parse_exposes_the_parts():
    urn = ContextURN.parse("urn:contexts:acme.logistics:v2.10")
    assert urn.name == "acme.logistics"
    assert urn.version == ContextVersion(2, 10)
    assert (urn.major, urn.minor) == (2, 10)
    assert urn.namespace == ("acme", "logistics")
    assert str(urn) == "urn:contexts:acme.logistics:v2.10"


def test_urns_are_values():
    assert ContextURN.parse("urn:contexts:travel:v2.1") == ContextURN.parse(
        "urn:contexts:travel:v2.1"
    )
    held = {ContextURN.parse("urn:contexts:travel:v2.1"): "x"}
    assert held[ContextURN("travel", ContextVersion(2, 1))] == "x"
    with pytest.raises(AttributeError):
        ContextURN.parse("urn:contexts:travel:v2.1").name = "other"  # type: ignore[misc]


def test_versions_compare_numerically_not_as_text():
    assert ContextVersion.parse("v2.10") > ContextVersion.parse("v2.9")
    assert ContextVersion.parse("v10.0") > ContextVersion.parse("v9.99")
    assert ContextURN.parse("urn:contexts:travel:v2.10") > ContextURN.parse(
        "urn:contexts:travel:v2.9"
    )
    assert ContextURN.parse("urn:contexts:travel:v10.0") > ContextURN.parse(
        "urn:contexts:travel:v9.0"
    )


def test_urns_order_by_name_before_version():
    ordered = sorted(
        ContextURN.parse(text)
        for text in (
            "urn:contexts:travel:v1.0",
            "urn:contexts:payment:v9.0",
            "urn:contexts:travel:v0.5",
        )
    )
    assert [str(u) for u in ordered] == [
        "urn:contexts:payment:v9.0",
        "urn:contexts:travel:v0.5",
        "urn:contexts:travel:v1.0",
    ]


def test_version_parse_accepts_the_v_prefix_or_none():
    assert ContextVersion.parse("v2.1") == ContextVersion.parse("2.1") == ContextVersion(2, 1)
    assert str(ContextVersion.parse("2.1")) == "v2.1"


def test_version_and_urn_compare_only_with_their_own_kind():
    with pytest.raises(TypeError):
        _ = ContextVersion(1, 0) < (1, 1)  # type: ignore[operator]
    with pytest.raises(TypeError):
        _ = ContextURN.parse("urn:contexts:a:v1.0") < "urn:contexts:b:v1.0"  # type: ignore[operator]


@pytest.mark.parametrize(
    "text",
    [
        "urn:contexts:travel:v01.0",  # leading zero in major
        "urn:contexts:travel:v1.00",  # leading zero in minor
        "urn:contexts:travel:2.1",  # missing v
        "urn:contexts::v2.1",  # empty name
        "urn:contexts:1travel:v2.1",  # segment starts with a digit
        "urn:contexts:acme..x:v2.1",  # empty segment
        "urn:contexts:acme.:v2.1",  # trailing dot
        "urn:contexts:tra vel:v2.1",  # space
        "urn:contexts:travel:v2",  # no minor
        "urn:contexts:travel:v2.1.0",  # three parts
        "urn:contexts:travel:v-1.0",  # negative
        "urn:contexts:travel:v1234567890.0",  # more than nine digits
        "URN:contexts:travel:v2.1",  # prefix is case-sensitive
        "urn:context:travel:v2.1",  # wrong prefix
        "urn:contexts:travel:v2.1\n",  # trailing newline
        " urn:contexts:travel:v2.1",  # leading space
        "urn:contexts:" + "a" * 64 + ":v1.0",  # segment longer than 63
        "",
    ],
)
def test_malformed_urns_are_refused(text):
    error = refused(text)
    assert error.code == "invalid_urn"
    assert isinstance(error, ContextError)
    assert isinstance(error, ValueError)


def test_a_segment_of_63_characters_is_the_longest_allowed():
    urn = ContextURN.parse("urn:contexts:" + "a" * 63 + ":v1.0")
    assert urn.name == "a" * 63


def test_urns_longer_than_200_characters_are_refused_even_if_well_formed():
    name = ".".join(["a" * 40] * 5)  # 204 characters of name, each segment valid
    text = f"urn:contexts:{name}:v1.0"
    assert len(text) > 200
    error = refused(text)
    assert "200" in error.message
    longest = f"urn:contexts:{name[: 200 - len('urn:contexts::v1.0')]}:v1.0"
    assert len(longest) == 200
    assert str(ContextURN.parse(longest)) == longest
    one_more = longest.replace(":v1.0", ":v1.10")
    assert len(one_more) == 201
    assert refused(one_more).code == "invalid_urn"


@pytest.mark.parametrize("value", [None, 5, b"urn:contexts:travel:v2.1", ["urn"], 2.1])
def test_non_strings_are_refused_with_the_urn_error(value):
    assert refused(value).code == "invalid_urn"
    with pytest.raises(InvalidURNError):
        ContextVersion.parse(value)


@pytest.mark.parametrize("text", ["v01.0", "v1.01", "1", "v1", "va.b", "v1.0 ", "", "v-1.0"])
def test_malformed_versions_are_refused(text):
    with pytest.raises(InvalidURNError) as caught:
        ContextVersion.parse(text)
    assert caught.value.code == "invalid_urn"


def test_in_namespace_covers_the_name_and_its_children_only():
    assert ContextURN.parse("urn:contexts:acme:v1.0").in_namespace("acme")
    assert ContextURN.parse("urn:contexts:acme.x:v1.0").in_namespace("acme")
    assert ContextURN.parse("urn:contexts:acme.x.y:v1.0").in_namespace("acme.x")
    assert not ContextURN.parse("urn:contexts:acmex:v1.0").in_namespace("acme")
    assert not ContextURN.parse("urn:contexts:acme:v1.0").in_namespace("acme.x")
    assert not ContextURN.parse("urn:contexts:other.acme:v1.0").in_namespace("acme")


def test_of_builds_and_checks_both_parts():
    assert ContextURN.of("acme.x", "v1.2") == ContextURN.parse("urn:contexts:acme.x:v1.2")
    assert ContextURN.of("acme", "3.4") == ContextURN.parse("urn:contexts:acme:v3.4")
    version = ContextVersion(5, 6)
    assert ContextURN.of("acme", version).version is version
    for bad_name in ("", "1acme", "acme.", "acme x", None):
        with pytest.raises(InvalidURNError):
            ContextURN.of(bad_name, "v1.0")  # type: ignore[arg-type]
    for bad_version in ("v01.0", "x", 1):
        with pytest.raises(InvalidURNError):
            ContextURN.of("acme", bad_version)  # type: ignore[arg-type]


def test_what_of_builds_parses_back():
    name = ".".join(["a" * 63] * 4)  # every segment valid; 255 characters
    try:
        urn = ContextURN.of(name, "v1.0")
    except InvalidURNError:
        return  # refusing the name is the fix
    assert ContextURN.parse(str(urn)) == urn


@given(names, numbers, numbers)
def test_any_valid_urn_round_trips(name, major, minor):
    text = f"urn:contexts:{name}:v{major}.{minor}"
    if len(text) > 200:
        return
    urn = ContextURN.parse(text)
    assert (urn.name, urn.major, urn.minor) == (name, major, minor)
    assert str(urn) == text
    assert ContextURN.of(name, f"v{major}.{minor}") == urn
    assert ContextURN.parse(str(urn)) == urn


@given(st.tuples(names, numbers, numbers), st.tuples(names, numbers, numbers))
def test_urns_order_like_their_tuples(ta, tb):
    a = ContextURN.of(ta[0], ContextVersion(ta[1], ta[2]))
    b = ContextURN.of(tb[0], ContextVersion(tb[1], tb[2]))
    assert (a < b) == (ta < tb)
    assert (a == b) == (ta == tb)
    assert (a > b) == (ta > tb)


@given(numbers, numbers, numbers, numbers)
def test_versions_order_like_their_tuples(major_a, minor_a, major_b, minor_b):
    a = ContextVersion.parse(f"v{major_a}.{minor_a}")
    b = ContextVersion.parse(f"{major_b}.{minor_b}")
    assert (a < b) == ((major_a, minor_a) < (major_b, minor_b))
    assert (a <= b) == ((major_a, minor_a) <= (major_b, minor_b))
