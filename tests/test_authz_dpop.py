"""DPoP proofs (RFC 9449 section 4.3) as `authority.authz.dpop` checks them, step by step.

Each test changes one thing of a valid proof and asserts the refusal names
it; the replay check is tested apart, with its window.
"""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest
from joserfc.jwk import ECKey

from authority.authz import dpop, jose
from authority.authz.dpop import DPoPError, MemoryReplayCache
from authority.authz.jose import b64url_encode
from authority.authz.store import LedgerReplayCache, MemoryLedger, SqliteLedger

NOW = 1_800_000_000
URI = "https://as.example:8443/token"
KEY = jose.generate_key()
OTHER = jose.generate_key()


def _proof(**changes):
    claims = {"jti": "j-1", "htm": "POST", "htu": URI, "iat": NOW}
    claims.update(changes.pop("claims", {}))
    header = {"typ": "dpop+jwt", "jwk": jose.public_jwk(KEY)}
    header.update(changes.pop("header", {}))
    for name in changes.pop("drop_claims", ()):
        claims.pop(name)
    for name in changes.pop("drop_header", ()):
        header.pop(name)
    return jose.sign(header, claims, changes.pop("key", KEY))


def _check(proof, **kwargs):
    headers = kwargs.pop("headers", [proof])
    options = {"method": "POST", "uri": URI, "now": NOW, "replay": MemoryReplayCache()}
    options.update(kwargs)
    return dpop.check_proof(headers, **options)


def _refused(proof, reason, **kwargs):
    with pytest.raises(DPoPError) as caught:
        _check(proof, **kwargs)
    assert reason in caught.value.reason, caught.value.reason
    assert caught.value.code == "invalid_dpop_proof"


def test_a_valid_proof_gives_its_key_and_thumbprint():
    proof = _check(dpop.make_proof(KEY, method="POST", uri=URI, now=NOW))
    assert proof.jkt == jose.thumbprint(KEY)
    assert proof.claims["htm"] == "POST"


# Step 1: one header field.


@pytest.mark.parametrize("count", [0, 2])
def test_exactly_one_dpop_header_field(count):
    _refused(None, "exactly one", headers=[_proof()] * count)


# Steps 2-4: shape, members, typ.


@pytest.mark.parametrize("value", ["", "a.b", "a.b.c.d", "not base64.!!.x", "x" * 70_000])
def test_a_malformed_proof_is_refused(value):
    with pytest.raises(DPoPError):
        _check(value)


@pytest.mark.parametrize("member", ["typ", "jwk"])
def test_each_required_header_member(member):
    _refused(_proof(drop_header=[member]), f"header member {member!r} is missing")


@pytest.mark.parametrize("claim", ["jti", "htm", "htu", "iat"])
def test_each_required_claim(claim):
    _refused(_proof(drop_claims=[claim]), f"claim {claim!r} is missing")


def test_ath_and_nonce_are_required_when_they_apply():
    _refused(_proof(), "claim 'ath' is missing", access_token="tok", bound_jkt=jose.thumbprint(KEY))
    _refused(_proof(), "claim 'nonce' is missing", nonce="server-nonce")


def test_typ_must_be_dpop_jwt():
    _refused(_proof(header={"typ": "JWT"}), "typ")


# Steps 5-7: algorithm, signature, public key.


def test_alg_none_is_refused():
    header = b64url_encode(
        json.dumps({"alg": "none", "typ": "dpop+jwt", "jwk": jose.public_jwk(KEY)}).encode()
    )
    body = b64url_encode(json.dumps({"jti": "j", "htm": "POST", "htu": URI, "iat": NOW}).encode())
    _refused(f"{header}.{body}.", "alg 'none' is not accepted")


def test_hs256_keyed_with_the_public_key_is_refused():
    jwk = jose.public_jwk(KEY)
    header = b64url_encode(json.dumps({"alg": "HS256", "typ": "dpop+jwt", "jwk": jwk}).encode())
    body = b64url_encode(json.dumps({"jti": "j", "htm": "POST", "htu": URI, "iat": NOW}).encode())
    mac = hmac.new(jwk["x"].encode(), f"{header}.{body}".encode(), hashlib.sha256).digest()
    _refused(f"{header}.{body}.{b64url_encode(mac)}", "alg 'HS256' is not accepted")


def test_a_proof_signed_by_another_key_than_its_jwk_is_refused():
    _refused(_proof(key=OTHER), "signature does not verify")


def test_a_jwk_with_a_private_key_is_refused():
    _refused(_proof(header={"jwk": KEY.as_dict(private=True)}), "private")


def test_a_symmetric_jwk_is_refused():
    _refused(_proof(header={"jwk": {"kty": "oct", "k": "c2VjcmV0"}}), "private or symmetric")


def test_an_es256_proof_from_another_stack_verifies():
    key = ECKey.generate_key("P-256")
    from joserfc import jws  # noqa: PLC0415 - only this test signs ES256

    header = {"alg": "ES256", "typ": "dpop+jwt", "jwk": key.as_dict(private=False)}
    claims = json.dumps({"jti": "j-es", "htm": "POST", "htu": URI, "iat": NOW})
    proof = jws.serialize_compact(header, claims, key)
    assert _check(proof).jkt == key.thumbprint()


def test_an_es256_header_over_an_ed25519_key_is_refused():
    header = b64url_encode(
        json.dumps({"alg": "ES256", "typ": "dpop+jwt", "jwk": jose.public_jwk(KEY)}).encode()
    )
    body = b64url_encode(json.dumps({"jti": "j", "htm": "POST", "htu": URI, "iat": NOW}).encode())
    _refused(f"{header}.{body}.{b64url_encode(b'x' * 64)}", "does not fit")


# Steps 8-11: method, URI, nonce, time.


def test_htm_must_be_the_method():
    _refused(_proof(claims={"htm": "GET"}), "htm")


@pytest.mark.parametrize(
    "htu",
    [
        "https://as.example:8443/token?x=1",
        "https://as.example:8443/token#frag",
        "HTTPS://AS.EXAMPLE:8443/token",
    ],
)
def test_htu_ignores_query_fragment_and_case(htu):
    assert _check(_proof(claims={"htu": htu})).jkt == jose.thumbprint(KEY)


def test_the_default_port_is_the_same_uri():
    proof = _proof(claims={"htu": "https://as.example/token"})
    assert _check(proof, uri="https://as.example:443/token").jkt == jose.thumbprint(KEY)


@pytest.mark.parametrize(
    "htu",
    [
        "https://as.example:8443/other",
        "http://as.example:8443/token",
        "https://evil.example:8443/token",
        "https://as.example/token",
        "/token",
        7,
    ],
)
def test_htu_must_be_the_uri(htu):
    with pytest.raises(DPoPError, match="htu"):
        _check(_proof(claims={"htu": htu}))


def test_the_nonce_must_be_the_servers():
    _refused(_proof(claims={"nonce": "old"}), "nonce", nonce="new")
    assert _check(_proof(claims={"nonce": "new"}), nonce="new").jkt


@pytest.mark.parametrize(
    ("iat", "reason"),
    [(NOW + 3600, "future"), (NOW - 3600, "too old"), ("now", "not a finite"), (True, "number")],
)
def test_iat_must_be_within_the_window(iat, reason):
    _refused(_proof(claims={"iat": iat}), reason)


# Step 12: the access token.


def test_ath_must_hash_the_access_token():
    bound = jose.thumbprint(KEY)
    good = jose.sha256_b64(b"token-1")
    assert _check(_proof(claims={"ath": good}), access_token="token-1", bound_jkt=bound)
    _refused(_proof(claims={"ath": good}), "ath", access_token="token-2", bound_jkt=bound)


def test_the_key_must_be_the_one_the_token_is_bound_to():
    ath = jose.sha256_b64(b"token-1")
    _refused(
        _proof(claims={"ath": ath}),
        "not the key the access token is bound to",
        access_token="token-1",
        bound_jkt=jose.thumbprint(OTHER),
    )


# The replay check.


def test_a_replayed_proof_is_refused_and_a_failed_one_is_not_remembered():
    cache = MemoryReplayCache()
    proof = _proof()
    with pytest.raises(DPoPError):
        _check(proof, replay=cache, method="GET")  # fails on htm: jti not recorded
    assert _check(proof, replay=cache).jkt
    _refused(proof, "replayed", replay=cache)
    _refused(proof, "replayed", replay=cache, now=NOW + 200)


def test_a_jti_is_forgotten_after_the_window_and_then_the_proof_is_too_old():
    cache = MemoryReplayCache()
    _check(_proof(), replay=cache)
    late = NOW + dpop.MAX_AGE + dpop.CLOCK_SKEW + 1
    _refused(_proof(), "too old", replay=cache, now=late)
    assert not cache.seen("k", "j-1", now=late, until=late + 1)


@pytest.mark.parametrize("ahead", range(0, dpop.CLOCK_SKEW + 1, 5))
def test_a_proof_is_accepted_once_at_every_time_of_its_window(ahead):
    """Found from outside: a client clock 60 s ahead (within the skew) made proofs whose
    id was forgotten at first use + 360 s, while their iat was still in the window then:
    a captured proof was accepted again in that second. Used once at any time of its
    window, it is refused at every later time (whole seconds, as the servers call it)."""
    iat = NOW + ahead
    proof = _proof(claims={"iat": iat})
    for first in (iat - dpop.CLOCK_SKEW, NOW, iat + dpop.MAX_AGE):
        cache = MemoryReplayCache()
        _check(proof, replay=cache, now=first)
        for later in range(first, iat + dpop.MAX_AGE + 2):
            with pytest.raises(DPoPError):
                _check(proof, replay=cache, now=later)


def test_a_used_proof_stays_used_when_the_clock_steps_forward_and_back():
    cache = MemoryReplayCache()
    _check(_proof(), replay=cache)
    _check(_proof(claims={"jti": "j-2", "iat": NOW + 86_400}), replay=cache, now=NOW + 86_400)
    _refused(_proof(), "replayed", replay=cache, now=NOW + 1)


def test_the_same_jti_from_two_keys_is_two_proofs():
    cache = MemoryReplayCache()
    _check(_proof(), replay=cache)
    other = _proof(key=OTHER, header={"jwk": jose.public_jwk(OTHER)})
    assert _check(other, replay=cache).jkt == jose.thumbprint(OTHER)


def test_a_full_replay_cache_refuses_new_proofs_rather_than_forget_live_ones():
    """A flood of valid proofs must not evict a captured one still in its window."""
    cache = MemoryReplayCache(capacity=3)
    assert not cache.seen("victim", "j-v", now=NOW, until=NOW + 100)
    for n in range(2):
        assert not cache.seen("k", f"j{n}", now=NOW, until=NOW + 100)
    assert cache.seen("k", "j-flood", now=NOW, until=NOW + 100)  # full: refused
    assert cache.seen("victim", "j-v", now=NOW + 50, until=NOW + 150)  # still remembered
    assert not cache.seen("k", "j-later", now=NOW + 101, until=NOW + 200)  # window over


def test_a_nan_iat_is_refused():
    """NaN compares false with every time: a proof made once would never age."""
    header = b64url_encode(
        json.dumps({"alg": "Ed25519", "typ": "dpop+jwt", "jwk": jose.public_jwk(KEY)}).encode()
    )
    for constant in ("NaN", "Infinity", "-Infinity"):
        body = f'{{"jti":"j","htm":"POST","htu":"{URI}","iat":{constant}}}'.encode()
        signing_input = f"{header}.{b64url_encode(body)}"
        signature = b64url_encode(KEY.private_key.sign(signing_input.encode()))
        _refused(f"{signing_input}.{signature}", "not JSON")


def test_normalised_uri_refuses_what_is_not_an_http_uri():
    for uri in ("ftp://x/y", "https:///path", "https://h:99999/"):
        with pytest.raises(DPoPError):
            dpop.normalised_uri(uri)
    assert dpop.normalised_uri("https://[::1]:443") == "https://[::1]/"


def test_one_key_filling_its_quota_locks_out_only_itself():
    """A holder that floods the cache with its own proofs cannot refuse anyone else's."""
    cache = MemoryReplayCache(capacity=100, per_key=3)
    for n in range(3):
        assert not cache.seen("flooder", f"j{n}", now=NOW, until=NOW + 100)
    assert cache.seen("flooder", "j-more", now=NOW, until=NOW + 100)  # its quota is spent
    assert not cache.seen("victim", "j-v", now=NOW, until=NOW + 100)  # others are served
    assert not cache.seen("flooder", "j-later", now=NOW + 101, until=NOW + 200)  # window over


@pytest.mark.parametrize("ledger_kind", ["memory", "sqlite"])
@pytest.mark.parametrize("kind", ["dpop", "assertion"])
def test_a_ledger_keeps_a_used_value_used_when_the_clock_steps_forward_and_back(
    ledger_kind, kind, tmp_path
):
    """Review: the token endpoint's ledgers (its DPoP proofs and client assertions, one
    file shared by its processes) forgot by the current clock: a request at a clock
    stepped a day forward, then back, and a captured proof or assertion was accepted
    again. They forget by the latest time they have seen, kept in the file."""
    ledger = MemoryLedger() if ledger_kind == "memory" else SqliteLedger(tmp_path / "as.db")
    until = NOW + dpop.MAX_AGE + 1
    assert ledger.use_once(kind, "captured", until=until, now=NOW)
    assert not ledger.use_once(kind, "captured", until=until, now=NOW + 1)
    assert ledger.use_once(kind, "later", until=NOW + 86_400 + 300, now=NOW + 86_400)
    assert not ledger.use_once(kind, "captured", until=until, now=NOW + 2)  # and back
    if ledger_kind == "sqlite":  # another process on the same file knows it too
        again = SqliteLedger(tmp_path / "as.db")
        assert not again.use_once(kind, "captured", until=until, now=NOW + 3)
    if kind == "dpop":
        cache = LedgerReplayCache(ledger)
        assert cache.seen("k", "j", now=NOW + 4, until=until)
