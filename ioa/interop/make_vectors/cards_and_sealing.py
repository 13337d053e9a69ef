"""Vectors of agent cards and payloads sealed to them (spec 12.9, 12.10).

And sealed HELLOs with the recipient's keys and every step of opening them (HPKE).
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections.abc import Mapping
from typing import Any, Final

import orjson
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.asymmetric.mlkem import MLKEM768PrivateKey
from cryptography.hazmat.primitives.asymmetric.x25519 import X25519PrivateKey, X25519PublicKey

from ioa.interop.make_vectors.fixed import (
    NOW,
    REGENERATE,
    Json,
    Previous,
    canonical_text,
    previous_json,
)
from ioa.interop.make_vectors.handshakes import Agents, without
from l9_snl.encoding import b64url, from_b64url
from l9_snl.identity import SEAL_HYBRID, SEAL_X25519, AgentCard, AgentIdentity
from l9_snl.sealing import open_sealed, seal
from l9_snl.trust import CardCertifier

# -- agent cards and sealed payloads (spec 12.9, 12.10) -------------------------------------------

_CERTIFIER: Final = {
    "authority": "authority.example",
    "private": "m67Fzfx5bYbF6DGJdU6LdYVEsWXv88yk9rQtE8xMX2s",
}
_CARD_IDENTITIES: Final[tuple[tuple[str, Json, Json], ...]] = (
    (
        "hybrid card, certified",
        {
            "format": "ioa-agent-identity/v1",
            "id": "travel-agent.example",
            "seal": [
                {"alg": "X25519", "private": "NcsdEBYw6vrcwLa1Chq6kU94bmKWbl6I64v1okUoZ2s"},
                {
                    "alg": "MLKEM768-X25519",
                    "private": "hjWaBsQ_10NwXsoLDh3gheVyWdppewzpna6wpVrKKTZMDlyGCgUYtkVzyNZsViu-"
                    "LxFIe4vPsP0xM03wuP-A0laRPQaF1idpWddC4oJgJ5L1lbXNyKRq41j5reWmif5X",
                },
            ],
            "sign": {"alg": "Ed25519", "private": "9xSImYSMCI0rw4P35csteM_BP_Yr_uLHG0ALdRdi6BE"},
        },
        {
            "endpoints": [
                "https://travel.example/ioa/v1/session",
                "https://backup.travel.example:8443/ioa/v1/session",
            ],
            "contexts": ["urn:contexts:travel:v2.1", "urn:contexts:acme.logistics:v1.0"],
            "now": NOW,
            "lifetime": 2592000,
        },
    ),
    (
        "X25519-only card",
        {
            "format": "ioa-agent-identity/v1",
            "id": "airline:booking@example",
            "seal": [{"alg": "X25519", "private": "QGrN20rCT7VXaTHfCI_ej6ylV1YbhY-9qHwNemHv2D0"}],
            "sign": {"alg": "Ed25519", "private": "1F0BqWlUYU_VzkvabbmkZBPk9mhijp4Q9IGLrOr3cvA"},
        },
        {
            "endpoints": ["https://airline.example/ioa/v1/session"],
            "contexts": ["urn:contexts:travel:v2.0"],
            "now": NOW,
            "lifetime": 2592000,
        },
    ),
)
_SEALED_PLAINTEXT: Final = {
    "offers": [{"urn": "urn:contexts:travel:v2.1", "digest": "sha256:" + "0" * 64}],
    "note": "café",
}


def _certifier() -> CardCertifier:
    private = from_b64url(_CERTIFIER["private"], length=32)
    return CardCertifier(_CERTIFIER["authority"], Ed25519PrivateKey.from_private_bytes(private))


def _identity(document: Mapping[str, Any]) -> AgentIdentity:
    return AgentIdentity.from_private_bytes(orjson.dumps(document))


def _kept_or_sealed(  # noqa: PLR0913 - what was sealed, to whom, for what
    old: object,
    value: Json,
    *,
    recipient: AgentIdentity,
    card: AgentCard,
    info: bytes,
    alg: str,
) -> dict[str, str]:
    """The sealed payload on disk if it still opens to `value`, else a new one (see the module)."""
    if isinstance(old, dict) and old.get("alg") == alg:
        try:
            if open_sealed(old, recipient, info=info) == value:
                return {"alg": alg, "ct": str(old["ct"])}
        except Exception:  # noqa: BLE001, S110 - anything that does not open is sealed anew
            pass
    return seal(value, card, info=info, alg=alg)


def l9_cards(previous: Previous) -> Json:
    """Agent cards (issued, signed, certified) and payloads sealed to them."""
    certifier = _certifier()
    cards = []
    by_id: dict[str, tuple[AgentIdentity, AgentCard]] = {}
    for name, identity_document, issue in _CARD_IDENTITIES:
        identity = _identity(identity_document)
        card = AgentCard.issue(identity, **issue)
        by_id[identity.agent_id] = (identity, card)
        cards.append(
            {
                "name": name,
                "section": "12.10",
                "identity": identity_document,
                "issue": issue,
                "card": card.to_json(),
                "canonical": card.signed_bytes.decode("utf-8"),
                "digest": card.digest,
                "signature": card.signature,
                "certifier": {**_CERTIFIER, "public": certifier.public_key_b64url},
                "certified": certifier.certify(card, now=NOW).to_json(),
            }
        )
    old = previous_json(previous, "l9_cards.json").get("sealed", [])
    sealed = []
    for number, (recipient_id, alg) in enumerate(
        (
            ("travel-agent.example", SEAL_HYBRID),
            ("travel-agent.example", SEAL_X25519),
            ("airline:booking@example", SEAL_X25519),
        )
    ):
        identity, card = by_id[recipient_id]
        info = f"ioa-snl/v1 HELLO offers {recipient_id}"
        before = old[number].get("sealed") if number < len(old) else None
        sealed.append(
            {
                "section": "12.9",
                "recipient": recipient_id,
                "info": info,
                "sealed": _kept_or_sealed(
                    before,
                    _SEALED_PLAINTEXT,
                    recipient=identity,
                    card=card,
                    info=info.encode(),
                    alg=alg,
                ),
                "plaintext": _SEALED_PLAINTEXT,
            }
        )
    return {
        "description": (
            "Agent cards and sealed payloads (docs/spec.md sections 12.9, 12.10). cards: "
            "identity is the private-key document (AgentIdentity.to_private_bytes); issue holds "
            "AgentCard.issue's inputs; card is the result, canonical the RFC 8785 bytes of "
            "card.card (what signature and every certification sign, Ed25519, deterministic), "
            "digest their sha256; certified is card with certifier's certification appended. "
            "sealed: open_sealed(sealed, identity of recipient, info=UTF-8 of info) must give "
            "plaintext (HPKE base mode, single shot; ct is base64url of enc || ciphertext; the "
            "suites, the private-key layout and every intermediate value are in l9_sealing.json)."
        ),
        "regenerate": REGENERATE,
        "cards": cards,
        "sealed": sealed,
    }


# -- sealed HELLOs, their keys and every step of HPKE (spec 12.9) ----------------------------------

_HPKE_IDS: Final = {SEAL_X25519: 0x0020, SEAL_HYBRID: 0x647A}
"""RFC 9180 KEM ids: DHKEM(X25519, HKDF-SHA256), and X-Wing (ML-KEM-768 + X25519)."""
_KDF_HKDF_SHA256: Final = 0x0001
_AEAD_CHACHA20_POLY1305: Final = 0x0003
_XWING_LABEL: Final = b"\\.//^\\"
"""The X-Wing combiner's label, the six ASCII bytes `\\.//^\\`."""
_MLKEM768_CIPHERTEXT: Final = 1088


def _labeled_extract(suite: bytes, salt: bytes, label: bytes, ikm: bytes) -> bytes:
    return hmac.digest(salt, b"HPKE-v1" + suite + label + ikm, "sha256")


def _labeled_expand(suite: bytes, prk: bytes, label: bytes, info: bytes, length: int) -> bytes:
    labeled = length.to_bytes(2, "big") + b"HPKE-v1" + suite + label + info
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.digest(prk, block + labeled + bytes([counter]), "sha256")
        out += block
        counter += 1
    return out[:length]


def _hpke_steps(sealed: Mapping[str, str], recipient: Json, info: bytes) -> Json:
    """Every intermediate value of opening `sealed` (RFC 9180 base mode, single shot)."""
    alg = sealed["alg"]
    ct = from_b64url(sealed["ct"])
    private = from_b64url(next(k["private"] for k in recipient["seal"] if k["alg"] == alg))
    kem_id = _HPKE_IDS[alg]
    steps: Json = {"kem_id": kem_id, "kdf_id": _KDF_HKDF_SHA256, "aead_id": _AEAD_CHACHA20_POLY1305}
    if alg == SEAL_X25519:
        enc, ciphertext = ct[:32], ct[32:]
        key = X25519PrivateKey.from_private_bytes(private)
        public = key.public_key().public_bytes_raw()
        dh = key.exchange(X25519PublicKey.from_public_bytes(enc))
        kem_suite = b"KEM" + kem_id.to_bytes(2, "big")
        prk = _labeled_extract(kem_suite, b"", b"eae_prk", dh)
        shared = _labeled_expand(kem_suite, prk, b"shared_secret", enc + public, 32)
        steps |= {"enc": b64url(enc), "recipient_public": b64url(public), "dh": b64url(dh)}
    else:
        seed, x_private = private[:64], private[64:]
        enc, ciphertext = ct[:1120], ct[1120:]
        ct_m, ct_x = enc[:_MLKEM768_CIPHERTEXT], enc[_MLKEM768_CIPHERTEXT:]
        ss_m = MLKEM768PrivateKey.from_seed_bytes(seed).decapsulate(ct_m)
        x_key = X25519PrivateKey.from_private_bytes(x_private)
        pk_x = x_key.public_key().public_bytes_raw()
        ss_x = x_key.exchange(X25519PublicKey.from_public_bytes(ct_x))
        shared = hashlib.sha3_256(ss_m + ss_x + ct_x + pk_x + _XWING_LABEL).digest()
        steps |= {
            "enc": b64url(enc),
            "mlkem_seed": b64url(seed),
            "x25519_private": b64url(x_private),
            "mlkem_ciphertext": b64url(ct_m),
            "x25519_ciphertext": b64url(ct_x),
            "mlkem_shared_secret": b64url(ss_m),
            "x25519_shared_secret": b64url(ss_x),
            "x25519_public": b64url(pk_x),
            "combiner_label_hex": _XWING_LABEL.hex(),
        }
    suite = (
        b"HPKE"
        + kem_id.to_bytes(2, "big")
        + _KDF_HKDF_SHA256.to_bytes(2, "big")
        + _AEAD_CHACHA20_POLY1305.to_bytes(2, "big")
    )
    context = (
        b"\x00"
        + _labeled_extract(suite, b"", b"psk_id_hash", b"")
        + _labeled_extract(suite, b"", b"info_hash", info)
    )
    secret = _labeled_extract(suite, shared, b"secret", b"")
    return steps | {
        "shared_secret": b64url(shared),
        "key": b64url(_labeled_expand(suite, secret, b"key", context, 32)),
        "base_nonce": b64url(_labeled_expand(suite, secret, b"base_nonce", context, 12)),
        "ciphertext": b64url(ciphertext),
    }


def _sealed_hello(label: str, *, hybrid: bool, old: Json | None) -> Json:
    agents = Agents(label, hybrid=hybrid)
    hello = dict(agents.initiator(label, seal=True).start(now=NOW).content)
    info = f"ioa-snl/v1 HELLO|traveller|airline|{hello['nonce']}".encode()
    plaintext = open_sealed(hello["sealed"], agents.airline, info=info)
    before = old.get("hello") if old else None
    if isinstance(before, dict) and without(before, "sealed") == without(hello, "sealed"):
        hello["sealed"] = _kept_or_sealed(
            before.get("sealed"),
            plaintext,
            recipient=agents.airline,
            card=agents.cards["airline"],
            info=info,
            alg=hello["sealed"]["alg"],
        )
    recipient = json.loads(agents.airline.to_private_bytes())
    return {
        "name": f"HELLO sealed with {hello['sealed']['alg']}",
        "section": "12.9",
        "recipient": recipient,
        "recipient_card": agents.cards["airline"].to_json(),
        "hello": hello,
        "info": info.decode(),
        "plaintext": plaintext,
        "plaintext_canonical": canonical_text(plaintext),
        "hpke": _hpke_steps(hello["sealed"], recipient, info),
    }


def l9_sealing(previous: Previous) -> Json:
    """Sealed HELLOs with the recipient's private keys and every step of opening them."""
    old = {h.get("name"): h for h in previous_json(previous, "l9_sealing.json").get("hellos", [])}
    hellos = [
        _sealed_hello("sealed-x25519", hybrid=False, old=old.get("HELLO sealed with X25519")),
        _sealed_hello(
            "sealed-hybrid", hybrid=True, old=old.get("HELLO sealed with MLKEM768-X25519")
        ),
    ]
    return {
        "description": (
            "Sealed HELLOs (docs/spec.md section 12.9) with the recipient's keys. recipient is "
            "the responder's private-key document: each seal key is base64url of its raw "
            "private bytes; for MLKEM768-X25519 that is 96 bytes, the 64-byte ML-KEM-768 seed "
            "(d || z, FIPS 203) then the 32-byte X25519 private key, and the card's public key "
            "is ML-KEM-768's 1,184 bytes then X25519's 32. info is the HPKE info, plaintext the "
            "object sealed (plaintext_canonical its RFC 8785 bytes, what is encrypted). hpke "
            "gives every step of opening hello.sealed (RFC 9180 base mode, single shot, empty "
            "aad, sequence 0 so the nonce is base_nonce): for X25519 the DHKEM values; for the "
            "hybrid the X-Wing combiner, shared_secret = SHA3-256(mlkem_shared_secret || "
            "x25519_shared_secret || x25519_ciphertext || x25519_public || the label "
            "combiner_label_hex), where enc is the ML-KEM ciphertext (1,088 bytes) then the "
            "X25519 ephemeral public key (32). HPKE encryption is randomised: these payloads "
            "are kept while they open, not re-made on each run."
        ),
        "regenerate": REGENERATE,
        "hellos": hellos,
    }
