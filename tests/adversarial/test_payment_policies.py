"""The shipped payment policy fails closed: an amount it cannot value is a high-value amount.

Attack: payments of 999,999 minor units in `XAU`, `XBT` or an unknown `ZZZ`
went through without the `high-value-authorized` credential, because the
shipped policy compared `amount_minor` with a threshold in one currency, and
a peer chooses both the number and the unit.

Defence: the request builder finds every amount in the content (any depth,
parameters or result, known member or not), values it with the valuation
table (integer minor units of a reference currency, rounded up) and tells
the policies `amounts`, `valued` and `amount_ref_minor` (the largest Long
when not valued). The shipped policy forbids, in every payment context,
content with amounts unless they are valued and worth at most 10,000.00 USD,
or the sender holds the credential. Every test here runs the real shipped
policies on real cedarpy, with the schema; the table crosses currencies,
amounts, positions and both payment versions.
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from importlib import resources
from pathlib import Path

import cedarpy
import pytest

from contexts import SharedContext
from contexts.builtin import builtin
from l8_comm import Endpoint
from l9_snl.exceptions import SNLErrorCode
from l9_snl.firewall import (
    Firewall,
    FirewallRequest,
    PolicyError,
    bundle_from_text,
    load_policies,
    request_for,
)
from l9_snl.firewall.amounts import amounts_in as _amounts_in
from l9_snl.firewall.policies import (
    DEFAULT_VALUATION_TEXT,
    SCHEMA,
    SCHEMA_TEXT,
    valuation_from_text,
)

EXAMPLES = Path(str(resources.files("l9_snl.firewall").joinpath("examples")))
V1 = builtin("urn:contexts:payment:v1.0")
V2 = builtin("urn:contexts:payment:v2.0")
OLD_V1 = SharedContext({k: v for k, v in V1.as_dict().items() if k != "minimum_secure_version"})
"""payment v1.0 as first published (no minimum secure version): a bare `amount`."""
TRAVEL = builtin("urn:contexts:travel:v2.1")
THRESHOLD = 1_000_000
"""The shipped policy's threshold: 10,000.00 in US cents."""
LONG_MAX = 2**63 - 1
CLERK, TREASURER = "clerk-2", "treasurer-1"  # agents.json: only the treasurer is authorised
POLICY = ("30-high-value-payments/high-value-payments-need-authorization",)

TABLE = json.loads((EXAMPLES / "valuation.json").read_text())["currencies"]


def worth(currency: object, amount: object) -> int | None:
    """The value the spec gives (13.2), computed here independently of the firewall."""
    if not isinstance(currency, str) or currency not in TABLE:
        return None
    if type(amount) is float and amount.is_integer():
        amount = int(amount)
    if type(amount) is not int or not 0 <= amount <= LONG_MAX:
        return None
    entry = TABLE[currency]
    value = math.ceil(amount * Fraction(entry["value"]) / 10 ** entry["exponent"])
    return value if value <= LONG_MAX else None


def at_threshold(currency: str) -> int:
    """The largest amount of `currency` worth at most the threshold."""
    entry = TABLE[currency]
    amount = int(THRESHOLD * 10 ** entry["exponent"] / Fraction(entry["value"]))
    while worth(currency, amount + 1) <= THRESHOLD:
        amount += 1
    while worth(currency, amount) > THRESHOLD:
        amount -= 1
    return amount


def is_long(amount: object) -> bool:
    if type(amount) is float and amount.is_integer():
        amount = int(amount)
    return type(amount) is int and -(2**63) <= amount <= LONG_MAX


MISSING = object()
VALUED = ["USD", "EUR", "JPY", "KWD"]
UNVALUED = [
    *("XAU", "XAG", "XPT", "XPD"),  # precious metals
    *("XBT", "BTC", "ETH"),  # crypto tickers
    *("XTS", "XXX"),  # testing, no currency
    *("ZZZ", "usd", "Usd", "", " USD", "US$"),  # unknown, lower case, empty, padded
]
ODD_CURRENCIES = [None, 840, ["USD"], {"code": "USD"}, MISSING]
FIXED_AMOUNTS = [0, 1, 999_999, 50_000_000, 2**63, 2**63 - 1, -1, 1.5, "100", 2e6, True, None]


def payment(position: str, amount: object, currency: object) -> tuple[str, dict]:
    """(performative, content) of a sendPayment with `amount_minor` at `position`."""
    money = {"amount_minor": amount}
    if currency is not MISSING:
        money["currency"] = currency
    if position == "parameters":
        return "REQUEST", {"task": "sendPayment", "parameters": {"payee_id": "acme", **money}}
    if position == "nested":
        parameters = {"payee_id": "acme", "lines": [{"invoice": "7", "due": money}]}
        return "REQUEST", {"task": "sendPayment", "parameters": parameters}
    if position == "result":
        result = {"payment_id": "p-1", "status": "accepted", **money}
        return "INFORM", {"task": "sendPayment", "result": result}
    if position == "proposal":  # a negotiation: not a REQUEST, still money
        return "PROPOSE", {"task": "sendPayment", "parameters": {"payee_id": "acme", **money}}
    raise AssertionError(position)


POSITIONS = ["parameters", "nested", "result", "proposal"]


@pytest.fixture(scope="module")
def bundle():
    return load_policies(EXAMPLES)


@pytest.fixture
def firewall(bundle):
    return Firewall(bundle, log=lambda _: None)


def decide(firewall, sender, performative, content, context=V2):
    # The same ids every time: the screen reads them, and a decision is cached by its score.
    envelope = (
        Endpoint(sender)
        .send(performative, content, to=("payments",), ontology=str(context.urn))
        .replace(id="pN4v0sQm1Xc8KfY2LtRw7e", conversation_id="Hb5uZk9Da3JqW6nEo0ViTg")
    )
    request = request_for(envelope, context, firewall.bundle)
    assert request is not None
    return firewall.decide(request, now=1.0), request


def expected(position: str, sender: str, currency: object, amount: object) -> str:
    if position != "nested" and not is_long(amount):
        return "reject"  # amount_minor the policies cannot be told: refused outright (13.2)
    if sender == TREASURER:
        return "allow"
    value = worth(currency, amount)
    return "allow" if value is not None and value <= THRESHOLD else "reject"


def cases():
    for currency in VALUED:
        at = at_threshold(currency)
        for amount in (at - 1, at, at + 1, *FIXED_AMOUNTS):
            yield currency, amount
    for currency in UNVALUED + ODD_CURRENCIES:
        for amount in (1, THRESHOLD, 999_999, 50_000_000, -1, 1.5, "100", 2**63):
            yield currency, amount


def _id(value: object) -> str:
    return "missing" if value is MISSING else repr(value)[:16]


@pytest.mark.parametrize("position", POSITIONS)
@pytest.mark.parametrize(("currency", "amount"), list(cases()), ids=_id)
def test_the_shipped_policy_values_what_it_can_and_refuses_the_rest(
    firewall, position, currency, amount
):
    performative, content = payment(position, amount, currency)
    for sender in (CLERK, TREASURER):
        decision, request = decide(firewall, sender, performative, content)
        want = expected(position, sender, currency, amount)
        assert decision.outcome == want, (sender, request.context, decision)
        if want == "reject":
            assert decision.code == SNLErrorCode.FORBIDDEN
        value = worth(currency, amount)
        assert request.context["amounts"] == 1
        assert request.context["valued"] is (value is not None)
        assert request.context["amount_ref_minor"] == (LONG_MAX if value is None else value)


def test_the_threshold_is_inclusive_in_every_valued_currency(firewall):
    for currency in VALUED:
        at = at_threshold(currency)
        assert worth(currency, at) <= THRESHOLD < worth(currency, at + 1)
        small = decide(firewall, CLERK, *payment("parameters", at, currency))[0]
        big = decide(firewall, CLERK, *payment("parameters", at + 1, currency))[0]
        assert (small.outcome, big.outcome) == ("allow", "reject"), currency
        assert big.policies == POLICY


def test_the_reported_cases_are_refused_without_the_credential(firewall):
    for currency in ("XAU", "XBT", "ZZZ"):
        decision = decide(firewall, CLERK, *payment("parameters", 999_999, currency))[0]
        assert decision.outcome == "reject"
        assert decision.policies == POLICY
        with_credential = decide(firewall, TREASURER, *payment("parameters", 999_999, currency))
        assert with_credential[0].outcome == "allow"


# -- amounts in members the builder does not know --------------------------------------------

UNKNOWN_MEMBERS = [
    pytest.param({"amount": 5}, id="bare-amount"),
    pytest.param({"amount": 5, "currency": "USD"}, id="amount-with-currency"),
    pytest.param({"value": 5, "currency": "USD"}, id="value-beside-currency"),
    pytest.param({"total": "12.50"}, id="total-as-text"),
    pytest.param({"totalAmount": 5}, id="camel-case"),
    pytest.param({"price": {"units": 5, "nanos": 0}}, id="inside-a-money-member"),
    pytest.param({"fees": [1, 2]}, id="a-list-under-a-money-member"),
    pytest.param({"amount_cents": 500, "currency": "USD"}, id="another-minor-unit-name"),
    pytest.param({"amount_minor": 500, "currency": "USD", "tip": 10}, id="one-known-one-not"),
    pytest.param({"debit": {"amount_minor": 5, "currency": "XAU"}}, id="valued-and-not"),
]


@pytest.mark.parametrize("extra", UNKNOWN_MEMBERS)
@pytest.mark.parametrize("where", ["parameters", "result", "deep"])
def test_an_amount_in_a_member_the_builder_does_not_know_is_not_valued(firewall, extra, where):
    if where == "parameters":
        performative, content = "REQUEST", {"task": "sendPayment", "parameters": extra}
    elif where == "result":
        performative = "INFORM"
        content = {"task": "sendPayment", "result": {"payment_id": "p", **extra}}
    else:
        performative, content = "REQUEST", {"task": "sendPayment", "parameters": {"a": [[extra]]}}
    decision, request = decide(firewall, CLERK, performative, content)
    assert request.context["amounts"] >= 1
    assert request.context["valued"] is False
    assert request.context["amount_ref_minor"] == LONG_MAX
    assert decision.outcome == "reject"
    if decision.policies:  # (a top-level `amount` that is not a Long is refused before)
        assert decision.policies == POLICY
    assert decide(firewall, TREASURER, performative, content)[0].outcome == "allow"


def test_amounts_in_parameters_and_result_of_one_message_both_count(firewall):
    content = {
        "task": "sendPayment",
        "parameters": {"amount_minor": 600_000, "currency": "USD"},
        "result": {"payment_id": "p", "amount_minor": 600_000, "currency": "USD"},
    }
    decision, request = decide(firewall, CLERK, "INFORM", content)
    assert request.context["amounts"] == 2
    assert request.context["amount_ref_minor"] == 1_200_000  # the sum: split amounts add up
    assert decision.outcome == "reject"


def test_many_small_amounts_add_up(firewall):
    lines = [{"amount_minor": 100_000, "currency": "USD"} for _ in range(11)]
    decision, request = decide(
        firewall, CLERK, "REQUEST", {"task": "sendPayment", "parameters": {"lines": lines}}
    )
    assert request.context["amount_ref_minor"] == 1_100_000
    assert decision.outcome == "reject"


def test_content_nested_deeper_than_the_walk_reads_is_not_valued(bundle):
    # L8 refuses content deeper than 32 levels by default (up to 512 if configured):
    # the walk stops at 64 and counts what it cannot read as an amount it cannot value.
    deep: object = {"amount_minor": 1, "currency": "USD"}
    for _ in range(80):
        deep = {"x": deep}
    assert _amounts_in({"task": "sendPayment", "parameters": deep}, bundle.valuation) == (
        1,
        False,
        LONG_MAX,
    )
    shallow: object = {"amount_minor": 1, "currency": "USD"}
    for _ in range(30):
        shallow = {"x": [shallow]}
    assert _amounts_in({"parameters": shallow}, bundle.valuation) == (1, True, 1)


def test_payment_messages_without_amounts_need_no_credential(firewall):
    status = {"task": "sendPayment", "result": {"payment_id": "p-1", "status": "rejected"}}
    decision, request = decide(firewall, CLERK, "INFORM", status)
    assert request.context["amounts"] == 0
    assert decision.outcome == "allow"
    query = {
        "concept": "ambiguous_parameter",
        "task": "sendPayment",
        "parameter": "currency",
        "value": "dollars",
    }
    assert decide(firewall, CLERK, "QUERY", query)[0].outcome == "allow"


def test_other_contexts_are_valued_but_not_held_to_the_payment_threshold(firewall):
    offers = [
        {
            "offer_id": f"O-{n}",
            "carrier_code": "AA",
            "flight_number": "117",
            "origin_code": "LAX",
            "dest_code": "JFK",
            "date": "2026-11-24",
            "departure_time": "08:00",
            "price_minor": 900_000,
            "currency": "USD",
        }
        for n in range(3)
    ]
    content = {"task": "searchFlights", "result": {"offers": offers}}
    decision, request = decide(firewall, "retailer-7", "INFORM", content, TRAVEL)
    assert request.context["amounts"] == 3
    assert request.context["amount_ref_minor"] == 2_700_000
    assert decision.outcome == "allow"


# -- both payment versions -----------------------------------------------------------------------


@pytest.mark.parametrize("amount", [1, 5_000, 999_999, 50_000_000, 1.5, -1])
def test_payment_v1_bare_amounts_cannot_be_valued(firewall, amount):
    content = {"task": "sendPayment", "parameters": {"payee_id": "acme", "amount": amount}}
    clerk, request = decide(firewall, CLERK, "REQUEST", content, OLD_V1)
    assert request.context["valued"] is False
    assert clerk.outcome == "reject"
    treasurer = decide(firewall, TREASURER, "REQUEST", content, OLD_V1)[0]
    assert treasurer.outcome == ("allow" if is_long(amount) else "reject")
    # The published v1.0 declares itself insecure: refused before any policy, for everyone.
    for sender in (CLERK, TREASURER):
        refused = decide(firewall, sender, "REQUEST", content, V1)[0]
        assert refused.outcome == "reject"
        assert refused.policies == ()
        assert "minimum secure version" in refused.reason


def test_the_same_value_in_v2_is_valued(firewall):
    decision, request = decide(firewall, CLERK, *payment("parameters", 5_000, "USD"))
    assert (request.context["valued"], request.context["amount_ref_minor"]) == (True, 5_000)
    assert decision.outcome == "allow"


# -- the decision cache ---------------------------------------------------------------------------


def test_the_cache_never_reuses_a_decision_across_values(firewall):
    low = payment("parameters", 500, "USD")
    high = payment("parameters", 50_000_000, "USD")
    xau = payment("parameters", 500, "XAU")
    first = decide(firewall, CLERK, *low)[0]
    assert (first.outcome, first.cached) == ("allow", False)
    assert decide(firewall, CLERK, *low)[0].cached  # the cache is in use
    assert decide(firewall, CLERK, *high)[0].outcome == "reject"
    assert decide(firewall, CLERK, *xau)[0].outcome == "reject"
    again_low = decide(firewall, CLERK, *low)[0]
    assert (again_low.outcome, again_low.cached) == ("allow", True)
    again_high = decide(firewall, CLERK, *high)[0]
    assert (again_high.outcome, again_high.cached) == ("reject", True)


def test_the_cache_tells_apart_messages_that_differ_only_in_a_nested_amount(firewall):
    plain = {"task": "sendPayment", "parameters": {"amount_minor": 500, "currency": "USD"}}
    hidden = {
        "task": "sendPayment",
        "parameters": {
            "amount_minor": 500,
            "currency": "USD",
            "extra": {"amount_minor": 50_000_000, "currency": "USD"},
        },
    }
    unvalued = {
        "task": "sendPayment",
        "parameters": {
            "amount_minor": 500,
            "currency": "USD",
            "extra": {"amount_minor": 1, "currency": "XBT"},
        },
    }
    assert decide(firewall, CLERK, "REQUEST", plain)[0].outcome == "allow"
    assert decide(firewall, CLERK, "REQUEST", plain)[0].cached
    for content in (hidden, unvalued):
        decision = decide(firewall, CLERK, "REQUEST", content)[0]
        assert (decision.outcome, decision.cached) == ("reject", False)
    # ... and the other way round: a cached refusal is not reused for the small payment.
    firewall._cache.clear()
    assert decide(firewall, CLERK, "REQUEST", hidden)[0].outcome == "reject"
    assert decide(firewall, CLERK, "REQUEST", plain)[0].outcome == "allow"


def test_every_new_attribute_is_in_the_cache_key(firewall):
    _, request = decide(firewall, CLERK, *payment("nested", 500, "USD"))
    key = request.key()
    for attribute in ("amounts", "valued", "amount_ref_minor"):
        assert request.context[attribute] in key


# -- a missing attribute denies --------------------------------------------------------------------


@pytest.mark.parametrize("dropped", ["amounts", "valued", "amount_ref_minor"])
def test_a_request_missing_a_valuation_attribute_is_denied(firewall, dropped):
    _, request = decide(firewall, CLERK, *payment("parameters", 500, "USD"))
    incomplete = FirewallRequest(
        request.principal,
        request.action,
        request.resource,
        {k: v for k, v in request.context.items() if k != dropped},
    )
    assert firewall.decide(incomplete, now=1.0).outcome == "reject"


def _clerk_entities(resource: str):
    return cedarpy.Entities.from_json_str(
        json.dumps(
            [
                {
                    "uid": {"type": "Ioa::Agent", "id": CLERK},
                    "attrs": {"organisation": "acme-retail", "credentials": []},
                    "parents": [],
                },
                {
                    "uid": {"type": "Ioa::Concept", "id": resource},
                    "attrs": {"name": "sendPayment", "kind": "task"},
                    "parents": [{"type": "Ioa::Context", "id": str(V2.urn)}],
                },
            ]
        ),
        schema=SCHEMA_TEXT,
    )


@pytest.mark.parametrize("dropped", ["amounts", "valued", "amount_ref_minor"])
@pytest.mark.parametrize("amount", [500, 50_000_000])
def test_the_shipped_guard_fails_closed_on_a_missing_attribute_even_without_the_schema(
    bundle, dropped, amount
):
    """The policy text itself fails closed (docs/firewall.md: a forbid that errs is skipped)."""
    firewall = Firewall(bundle, log=lambda _: None)
    _, request = decide(firewall, CLERK, *payment("parameters", amount, "USD"))
    entities = _clerk_entities(request.resource)
    context = {k: v for k, v in request.context.items() if k != dropped}
    without_schema = cedarpy.is_authorized(
        {**request.cedar(), "context": context}, bundle.access, entities
    )
    complete = cedarpy.is_authorized(request.cedar(), bundle.access, entities, SCHEMA)
    small = amount <= THRESHOLD
    assert complete.decision == (cedarpy.Decision.Allow if small else cedarpy.Decision.Deny)
    if dropped == "amounts" and small:
        # Without `amounts` the forbid still applies; its `unless` holds: valued, small.
        assert without_schema.decision == cedarpy.Decision.Allow
    else:
        assert without_schema.decision == cedarpy.Decision.Deny


# -- the valuation table ---------------------------------------------------------------------


def _bundle_with(table: dict) -> Firewall:
    texts = {path.name: path.read_text() for path in EXAMPLES.glob("*.cedar")}
    bundle = bundle_from_text(
        texts, (EXAMPLES / "agents.json").read_text(), valuation_json=json.dumps(table)
    )
    return Firewall(bundle, log=lambda _: None)


def test_an_operator_table_decides_what_is_valued():
    table = json.loads(DEFAULT_VALUATION_TEXT)
    del table["currencies"]["EUR"]
    table["currencies"]["XAU"] = {"exponent": 0, "value": 400_000}  # valued on purpose
    table["minor_unit_fields"] = ["amount_minor", "amount_cents"]
    firewall = _bundle_with(table)
    assert decide(firewall, CLERK, *payment("parameters", 500, "EUR"))[0].outcome == "reject"
    assert decide(firewall, CLERK, *payment("parameters", 2, "XAU"))[0].outcome == "allow"
    assert decide(firewall, CLERK, *payment("parameters", 3, "XAU"))[0].outcome == "reject"
    cents = {"task": "sendPayment", "parameters": {"amount_cents": 500, "currency": "USD"}}
    assert decide(firewall, CLERK, "REQUEST", cents)[0].outcome == "allow"
    assert firewall.bundle.digest != load_policies(EXAMPLES).digest


def test_the_default_table_is_the_shipped_file():
    assert bundle_from_text({"a.cedar": "permit (principal, action, resource);"}).valuation.value(
        100, "EUR"
    ) == worth("EUR", 100)


@pytest.mark.parametrize(
    ("change", "fault"),
    [
        pytest.param(lambda t: t["currencies"]["EUR"].update(value=1.25), "float", id="float"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(value="1e3"), "decimal", id="exp"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(value=0), "above 0", id="zero"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(value=-5), "above 0", id="negative"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(exponent=-1), "exponent", id="exp-"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(exponent=True), "exponent", id="bool"),
        pytest.param(lambda t: t["currencies"].update(XXX={"exponent": 0, "value": 1}), "XXX"),
        pytest.param(lambda t: t["currencies"].update(XTS={"exponent": 0, "value": 1}), "XTS"),
        pytest.param(lambda t: t["currencies"].update(eur={"exponent": 2, "value": 1}), "eur"),
        pytest.param(lambda t: t["currencies"]["EUR"].update(rate=1), "exactly", id="extra"),
        pytest.param(lambda t: t.update(reference="EUR"), "reference", id="ref-value"),
        pytest.param(lambda t: t.update(reference="ZZZ"), "reference", id="ref-unknown"),
        pytest.param(lambda t: t.update(threshold=5), "no more", id="unknown-member"),
        pytest.param(lambda t: t.update(minor_unit_fields=["currency"]), "minor_unit", id="mf"),
        pytest.param(lambda t: t.update(currencies={}), "currencies", id="empty"),
    ],
)
def test_a_faulty_table_is_refused_whole(change, fault):
    table = json.loads(DEFAULT_VALUATION_TEXT)
    change(table)
    with pytest.raises(PolicyError) as refused:
        valuation_from_text(json.dumps(table))
    assert refused.value.path == "valuation.json"
    assert fault in str(refused.value)


def test_a_table_with_a_repeated_code_or_nan_is_refused():
    with pytest.raises(PolicyError, match="twice"):
        valuation_from_text(
            '{"reference": "USD", "currencies": {"USD": {"exponent": 2, "value": 100},'
            ' "USD": {"exponent": 2, "value": 1}}}'
        )
    with pytest.raises(PolicyError):
        valuation_from_text(
            '{"reference": "USD", "currencies": {"USD": {"exponent": 2, "value": NaN}}}'
        )
