"""SD-JWT (RFC 9901) as `authority.authz.sdjwt` verifies it: each check of 7.1 and 7.3 alone.

Every test builds a valid presentation, breaks exactly one thing an attacker
controls, and asserts the refusal names that thing. A presentation is
assembled by hand where the library would refuse to make the broken one.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json

import pytest
from joserfc import jws
from joserfc.jwk import OctKey, OKPKey

from authority.authz import jose, sdjwt
from authority.authz.jose import JoseCheckError, b64url_encode
from authority.authz.sdjwt import KeyBinding, SdJwtError

NOW = 1_800_000_000
TYP = "at+jwt"
ISSUER = jose.generate_key()
HOLDER = jose.generate_key()
OTHER = jose.generate_key()


def _issuer_key(header):
    if header.get("kid") not in {None, "as-1"}:
        raise JoseCheckError(f"unknown kid {header.get('kid')!r}")
    return ISSUER


def _group():
    """A static task group: one entry per sub-agent, each an array-element disclosure."""
    entries = [
        {
            "sbj": "agent-1",
            "aud": ["rs-1"],
            "scope": "read",
            "cnf": {"jwk": jose.public_jwk(HOLDER)},
        },
        {"sbj": "agent-2", "aud": ["rs-1", "rs-2"], "scope": "write"},
        {"sbj": "agent-3", "aud": ["rs-3"], "scope": "advise"},
    ]
    digests, disclosures = sdjwt.conceal_elements(entries)
    claims = {"iss": "as", "app": "leader", "grp": digests, "iat": NOW, "exp": NOW + 600}
    return sdjwt.issue(claims, disclosures, ISSUER, typ=TYP, kid="as-1")


def _holder_key(claims):
    (entry,) = claims["grp"]
    return jose.import_public_jwk(entry["cnf"]["jwk"])


BINDING = KeyBinding(audience="rs-1", nonce="n-1", holder_key=_holder_key)


def _presented(issued=None, chosen=None, *, key=HOLDER, aud="rs-1", nonce="n-1", iat=NOW):
    issued = issued or _group()
    chosen = issued.disclosures[:1] if chosen is None else chosen
    return sdjwt.present(
        issued.serialise(chosen), holder_key=key, audience=aud, nonce=nonce, now=iat
    )


def _verify(presentation, *, now=NOW, binding=BINDING):
    return sdjwt.verify_presentation(
        presentation, _issuer_key, typ=TYP, now=now, key_binding=binding
    )


def _refused(presentation, reason, **kwargs):
    with pytest.raises(SdJwtError) as caught:
        _verify(presentation, **kwargs)
    assert reason in caught.value.reason, caught.value.reason
    return caught.value


def _resign(payload, *, header=None, key=ISSUER):
    """An issuer-signed JWT over `payload` as given (the issuer signed whatever it says)."""
    return jose.sign(header or {"typ": TYP, "kid": "as-1"}, payload, key)


def _payload(jwt):
    return json.loads(jose.b64url_decode(jwt.split(".")[1]))


def _kb(sd_jwt, *, key=HOLDER, **claims):
    base = {"iat": NOW, "aud": "rs-1", "nonce": "n-1", "sd_hash": sdjwt._digest(sd_jwt)}
    return sd_jwt + jose.sign({"typ": "kb+jwt"}, {**base, **claims}, key)


# The happy path, so that every refusal below is a refusal of one change.


def test_a_sub_agent_sees_only_its_own_entry_and_the_applier():
    verified = _verify(_presented())
    assert verified.claims["app"] == "leader"
    assert [entry["sbj"] for entry in verified.claims["grp"]] == ["agent-1"]
    assert "_sd_alg" not in verified.claims
    assert verified.key_binding is not None


def test_undisclosed_entries_are_not_in_the_token_at_all():
    issued = _group()
    shown = issued.serialise(issued.disclosures[:1])
    assert "agent-2" not in json.dumps(_payload(issued.jwt))
    assert all(d.encoded not in shown for d in issued.disclosures[1:])


# 7.1 step 2: the issuer-signed JWT.


def test_a_payload_changed_after_signing_is_refused():
    issued = _group()
    head, body, signature = issued.jwt.split(".")
    forged = {**_payload(issued.jwt), "app": "mallory"}
    jwt = f"{head}.{b64url_encode(json.dumps(forged).encode())}.{signature}"
    tampered = sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)
    _refused(_presented(tampered), "signature does not verify")


def test_alg_none_is_refused_for_the_issuer_jwt():
    issued = _group()
    header = b64url_encode(json.dumps({"alg": "none", "typ": TYP}).encode())
    body = issued.jwt.split(".")[1]
    unsigned = sdjwt.Issued(jwt=f"{header}.{body}.", disclosures=issued.disclosures)
    _refused(_presented(unsigned), "alg 'none' is not accepted")


def test_hs256_over_the_issuers_public_key_is_refused():
    """Key confusion: the public key's bytes used as an HMAC secret."""
    issued = _group()
    secret = jose.public_jwk(ISSUER)["x"].encode()
    header = b64url_encode(json.dumps({"alg": "HS256", "typ": TYP, "kid": "as-1"}).encode())
    body = issued.jwt.split(".")[1]
    mac = hmac.new(secret, f"{header}.{body}".encode(), hashlib.sha256).digest()
    forged = sdjwt.Issued(
        jwt=f"{header}.{body}.{b64url_encode(mac)}", disclosures=issued.disclosures
    )
    _refused(_presented(forged), "alg 'HS256' is not accepted")


def test_hs256_signed_by_joserfc_with_an_oct_key_is_refused():
    issued = _group()
    oct_key = OctKey.import_key(jose.public_jwk(ISSUER)["x"].encode())
    jwt = jws.serialize_compact(
        {"alg": "HS256", "typ": TYP}, json.dumps(_payload(issued.jwt)), oct_key
    )
    forged = sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)
    _refused(_presented(forged), "alg 'HS256' is not accepted")


def test_a_jwt_signed_by_another_key_is_refused():
    issued = _group()
    jwt = _resign(_payload(issued.jwt), key=OTHER)
    _refused(_presented(sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)), "signature")


def test_an_unknown_kid_is_refused():
    issued = _group()
    jwt = _resign(_payload(issued.jwt), header={"typ": TYP, "kid": "as-9"})
    _refused(_presented(sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)), "unknown kid")


def test_a_wrong_typ_is_refused():
    issued = _group()
    jwt = _resign(_payload(issued.jwt), header={"typ": "JWT", "kid": "as-1"})
    _refused(_presented(sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)), "typ")


@pytest.mark.parametrize(
    ("claims", "reason"),
    [
        ({"exp": NOW}, "expired"),
        ({"exp": NOW - 1}, "expired"),
        ({"nbf": NOW + 3600}, "not valid yet"),
        ({"iat": NOW + 3600}, "issued in the future"),
        ({"exp": "tomorrow"}, "exp is not a finite number"),
        ({"exp": True}, "exp is not a finite number"),
    ],
)
def test_times_of_the_issuer_jwt_are_checked(claims, reason):
    issued = _group()
    jwt = _resign({**_payload(issued.jwt), **claims})
    _refused(_presented(sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)), reason)


@pytest.mark.parametrize("alg", ["md5", "sha-1", "SHA-256", "sha-512", None])
def test_an_unsupported_sd_alg_is_refused(alg):
    issued = _group()
    jwt = _resign({**_payload(issued.jwt), "_sd_alg": alg})
    _refused(_presented(sdjwt.Issued(jwt=jwt, disclosures=issued.disclosures)), "_sd_alg")


# 7.1 step 3: the disclosures.


def test_a_tampered_disclosure_is_refused_as_unreferenced():
    issued = _group()
    entry = json.loads(jose.b64url_decode(issued.disclosures[0].encoded))
    entry[1]["scope"] = "admin"
    forged = b64url_encode(json.dumps(entry).encode())
    sd_jwt = f"{issued.jwt}~{forged}~"
    _refused(_kb(sd_jwt), "not referenced")


def test_an_unreferenced_disclosure_is_refused():
    issued = _group()
    stray = sdjwt.disclose({"sbj": "agent-9", "aud": ["rs-1"]})
    sd_jwt = issued.serialise([issued.disclosures[0], stray])
    _refused(_kb(sd_jwt), "not referenced")


def test_a_disclosure_presented_twice_is_refused():
    issued = _group()
    sd_jwt = issued.serialise([issued.disclosures[0], issued.disclosures[0]])
    _refused(_kb(sd_jwt), "presented twice")


def test_a_digest_twice_in_the_payload_is_refused():
    issued = _group()
    payload = _payload(issued.jwt)
    payload["grp"] = [payload["grp"][0], payload["grp"][0]]
    jwt = _resign(payload)
    _refused(_kb(f"{jwt}~{issued.disclosures[0].encoded}~"), "digest appears twice")


def test_a_digest_in_sd_and_in_an_array_is_refused():
    issued = _group()
    payload = _payload(issued.jwt)
    payload["_sd"] = [payload["grp"][0]["..."]]
    jwt = _resign(payload)
    _refused(_kb(f"{jwt}~{issued.disclosures[0].encoded}~"), "digest appears twice")


@pytest.mark.parametrize("name", ["_sd", "..."])
def test_forbidden_claim_names_in_a_disclosure_are_refused(name):
    encoded = b64url_encode(json.dumps(["salt", name, "x"]).encode())
    digest = sdjwt._digest(encoded)
    jwt = _resign({"iss": "as", "_sd": [digest], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="forbidden"):
        sdjwt.verify_presentation(
            f"{jwt}~{encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )
    with pytest.raises(ValueError, match="cannot be disclosed"):
        sdjwt.disclose("x", name)


def test_a_disclosure_colliding_with_a_plaintext_claim_is_refused():
    """A disclosed `app` may not override the `app` the issuer wrote in plain text."""
    hidden = sdjwt.disclose("mallory", "app")
    jwt = _resign({"iss": "as", "app": "leader", "_sd": [hidden.digest], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="already in the payload"):
        sdjwt.verify_presentation(
            f"{jwt}~{hidden.encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


def test_two_disclosures_of_one_name_at_one_level_are_refused():
    first, second = sdjwt.disclose("leader", "app"), sdjwt.disclose("mallory", "app")
    jwt = _resign({"iss": "as", "_sd": [first.digest, second.digest], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="already in the payload"):
        sdjwt.verify_presentation(
            f"{jwt}~{first.encoded}~{second.encoded}~",
            _issuer_key,
            typ=TYP,
            now=NOW,
            key_binding=None,
        )


def test_a_disclosure_in_the_wrong_kind_of_place_is_refused():
    element = sdjwt.disclose("x")
    jwt = _resign({"iss": "as", "_sd": [element.digest], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="array-element disclosure"):
        sdjwt.verify_presentation(
            f"{jwt}~{element.encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )
    prop = sdjwt.disclose("x", "name")
    jwt = _resign({"iss": "as", "list": [{"...": prop.digest}], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="object-property disclosure"):
        sdjwt.verify_presentation(
            f"{jwt}~{prop.encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


def test_non_canonical_base64url_in_a_disclosure_is_refused():
    """Two strings decode to the same bytes when unused bits differ: only one is base64url."""
    element = sdjwt.disclose({"sbj": "agent-1"}, salt="s12")
    encoded = element.encoded
    raw = jose.b64url_decode(encoded)
    assert len(raw) % 3 != 0  # the last character carries unused bits
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    padding = "=" * (-len(encoded) % 4)
    twin = next(
        encoded[:-1] + c
        for c in alphabet
        if c != encoded[-1] and base64.urlsafe_b64decode(encoded[:-1] + c + padding) == raw
    )
    jwt = _resign({"iss": "as", "grp": [{"...": sdjwt._digest(twin)}], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="non-canonical base64url"):
        sdjwt.verify_presentation(f"{jwt}~{twin}~", _issuer_key, typ=TYP, now=NOW, key_binding=None)


@pytest.mark.parametrize(
    ("members", "reason"),
    [
        ("not json", "not JSON"),
        ({"salt": "s"}, "JSON array of two or three"),
        (["s"], "JSON array of two or three"),
        (["s", "a", "b", "c"], "JSON array of two or three"),
        ([1, "x"], "salt is not a string"),
        (["s", 7, "x"], "claim name is not a string"),
    ],
)
def test_malformed_disclosures_are_refused(members, reason):
    raw = members.encode() if isinstance(members, str) else json.dumps(members).encode()
    encoded = b64url_encode(raw)
    jwt = _resign({"iss": "as", "_sd": [sdjwt._digest(encoded)], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match=reason):
        sdjwt.verify_presentation(
            f"{jwt}~{encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


def test_padding_and_foreign_characters_in_a_disclosure_are_refused():
    issued = _group()
    for bad in (issued.disclosures[0].encoded + "=", issued.disclosures[0].encoded + "+"):
        _refused(_kb(f"{issued.jwt}~{bad}~"), "base64url")


def test_decoy_digests_are_allowed_and_dropped():
    digests, disclosures = sdjwt.conceal_elements([{"sbj": "agent-1"}])
    decoy = {"...": b64url_encode(hashlib.sha256(b"decoy").digest())}
    issued = sdjwt.issue({"iss": "as", "grp": [*digests, decoy]}, disclosures, ISSUER, typ=TYP)
    verified = sdjwt.verify_presentation(
        issued.serialise(), _issuer_key, typ=TYP, now=NOW, key_binding=None
    )
    assert verified.claims["grp"] == [{"sbj": "agent-1"}]


def test_nested_disclosures_are_applied_and_counted():
    inner, inner_disclosures = sdjwt.conceal_claims({"scope": "read", "aud": ["rs-1"]}, ["scope"])
    digests, outer = sdjwt.conceal_elements([inner])
    issued = sdjwt.issue(
        {"iss": "as", "grp": digests}, [*outer, *inner_disclosures], ISSUER, typ=TYP
    )
    verified = sdjwt.verify_presentation(
        issued.serialise(), _issuer_key, typ=TYP, now=NOW, key_binding=None
    )
    assert verified.claims["grp"] == [{"aud": ["rs-1"], "scope": "read"}]
    with pytest.raises(SdJwtError, match="not referenced"):  # the inner one without the outer
        sdjwt.verify_presentation(
            issued.serialise(inner_disclosures), _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


def test_an_element_with_dots_and_other_members_is_refused():
    digests, disclosures = sdjwt.conceal_elements([{"sbj": "agent-1"}])
    jwt = _resign({"iss": "as", "grp": [{**digests[0], "extra": 1}], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="other members"):
        sdjwt.verify_presentation(
            f"{jwt}~{disclosures[0].encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


# 7.3: the key binding.


def test_a_missing_key_binding_is_refused_when_required():
    issued = _group()
    _refused(issued.serialise(issued.disclosures[:1]), "no KB-JWT")


def test_a_key_binding_by_another_key_is_refused():
    _refused(_presented(key=OTHER), "key binding: signature")


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"iat": NOW - 3600}, "iat too old"),
        ({"iat": NOW + 3600}, "iat in the future"),
        ({"iat": "now"}, "iat missing or not a finite number"),
        ({"aud": "rs-2"}, "aud is not this verifier"),
        ({"nonce": "n-0"}, "nonce does not match"),
        ({"sd_hash": "AAAA"}, "sd_hash does not match"),
    ],
)
def test_each_key_binding_claim_is_checked(changes, reason):
    issued = _group()
    _refused(_kb(issued.serialise(issued.disclosures[:1]), **changes), reason)


def test_a_kb_jwt_with_the_wrong_typ_or_alg_none_is_refused():
    issued = _group()
    sd_jwt = issued.serialise(issued.disclosures[:1])
    claims = {"iat": NOW, "aud": "rs-1", "nonce": "n-1", "sd_hash": sdjwt._digest(sd_jwt)}
    _refused(sd_jwt + jose.sign({"typ": "JWT"}, claims, HOLDER), "typ")
    header = b64url_encode(json.dumps({"alg": "none", "typ": "kb+jwt"}).encode())
    body = b64url_encode(json.dumps(claims).encode())
    _refused(f"{sd_jwt}{header}.{body}.", "alg 'none'")


def test_a_key_binding_over_other_disclosures_is_refused():
    """A KB-JWT made for entry 1 cannot be moved onto a presentation of entry 2."""
    issued = _group()
    first = _presented(issued, issued.disclosures[:1])
    kb_jwt = first.rsplit("~", 1)[1]
    moved = issued.serialise(issued.disclosures[1:2]) + kb_jwt
    with pytest.raises(SdJwtError):
        _verify(
            moved, binding=KeyBinding(audience="rs-1", nonce="n-1", holder_key=lambda _: HOLDER)
        )


def test_a_kb_jwt_where_none_is_asked_is_refused():
    with pytest.raises(SdJwtError, match="none was asked"):
        _verify(_presented(), binding=None)


def test_oversized_and_shapeless_inputs_are_refused():
    _refused("x" * (jose.MAX_COMPACT + 1), "at most 64 KiB")
    _refused("no-tilde", "no '~'")
    _refused("a.b~", "issuer-signed JWT")
    _refused(_group().jwt + "~" * (sdjwt.MAX_DISCLOSURES + 3), "disclosures")


def test_a_disclosed_exp_is_checked_too():
    """RFC 9901 7.1: times are checked on the claims with the disclosures applied."""
    hidden = sdjwt.disclose(NOW - 10, "exp")
    jwt = _resign({"iss": "as", "_sd": [hidden.digest], "_sd_alg": "sha-256"})
    with pytest.raises(SdJwtError, match="disclosed claims: expired"):
        sdjwt.verify_presentation(
            f"{jwt}~{hidden.encoded}~", _issuer_key, typ=TYP, now=NOW, key_binding=None
        )


def test_ed448_keys_are_refused_whatever_the_alg_says():
    ed448 = OKPKey.generate_key("Ed448")
    with pytest.raises(JoseCheckError, match="does not fit"):
        jose.verify(_group().jwt, ed448, typ=TYP)
    with pytest.raises(JoseCheckError):
        jose.import_public_jwk(ed448.as_dict(private=False))


def test_a_jwk_coordinate_of_another_length_is_refused():
    """One key, one encoding: a longer x would give the same key a second thumbprint."""
    jwk = jose.public_jwk(HOLDER)
    padded = {**jwk, "x": b64url_encode(b"\0" + jose.b64url_decode(jwk["x"]))}
    with pytest.raises(JoseCheckError, match="32 bytes"):
        jose.import_public_jwk(padded)


def test_an_issuer_key_of_the_wrong_type_is_refused():
    issued = _group()
    jwt = _resign(_payload(issued.jwt))
    p256 = OKPKey.generate_key("Ed448")
    with pytest.raises(SdJwtError):
        sdjwt.verify_presentation(f"{jwt}~", lambda _: p256, typ=TYP, now=NOW, key_binding=None)
