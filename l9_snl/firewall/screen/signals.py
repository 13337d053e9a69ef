"""The screen's second layer: signals, patterns public injection corpora show again and again.

Each signal is found in a view of the text (`normalise.views`, so the
patterns read what the disguises hid) and counts once per text. They are
features of the classifier (`model`), and policies read them too
(`context.screen.signals`):

- `override`: instructions to drop earlier ones ("ignore all previous
  instructions", "disregard the above", "forget your rules");
- `role`: attempts to re-cast the model ("you are now", "act as",
  "developer mode", "DAN", "jailbreak");
- `prompt_leak`: requests for hidden instructions ("reveal your system
  prompt", "print your instructions");
- `exfiltration`: orders to send data somewhere ("send/forward/email ...
  to"), with `address` or `url` when one is given;
- `address`: an e-mail address; `url`: a URL or a bare domain with a path;
- `markup`: chat-template or tool-call markup (`<|im_start|>`, `[INST]`,
  `</system>`, `"tool_call"`);
- `authority`: a claim to speak for the system, its makers or the operator
  ("this is the system administrator", "message from the security team");
- `encoded`: a long base64 or hex run; `decoded`, `rot13`, `leet`,
  `backwards`: a view behind that disguise was read.

Every pattern is linear: bounded gaps (`[^.!?]{0,40}?`) between fixed words,
and each pattern runs only when one of its anchor words is in the text.
"""

from __future__ import annotations

import re
from typing import Final

from l9_snl.firewall.screen.normalise import View, fold
from l9_snl.firewall.screen.search import ADDRESS_RUN as _ADDRESS_RUN
from l9_snl.firewall.screen.search import URL_DOMAINS as _URL_DOMAINS
from l9_snl.firewall.screen.search import URL_PLAN as _URL_PLAN
from l9_snl.firewall.screen.search import URL_RUN as _URL_RUN
from l9_snl.firewall.screen.search import WORD_BYTES as _WORD_BYTES
from l9_snl.firewall.screen.search import after_run as _after_run
from l9_snl.firewall.screen.search import plan as _plan
from l9_snl.firewall.screen.search import starts as _starts
from l9_snl.firewall.screen.search import word_runs as _tokens

_SPAN: Final = r"[^.!?]{0,40}?"
_PATTERNS_TEXT: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        "override",
        re.compile(
            r"\b(?:ignore|disregard|forget|override|bypass|skip|do not follow|don't follow"
            r"|stop following)\b" + _SPAN + r"\b(?:previous|prior|above|earlier|preceding|all"
            r"|any|your|the|these|those|system)\b" + _SPAN + r"\b(?:instructions?|prompts?"
            r"|rules?|directions?|guidelines?|constraints?|commands?|directives?|context)\b"
            r"|\b(?:ignore|disregard|forget)\s+(?:all\s+of\s+)?(?:the\s+|everything\s+)?"
            r"(?:above|previous|prior|preceding)\b"
            r"(?!\s+(?:message|e-?mail|mail|note|request|order|invoice|reply|version))"
            r"|\bforget (?:everything|all) (?:you were told|you know|above|before)\b",
        ),
    ),
    (
        "role",
        re.compile(
            r"\byou are now (?:an?\b|the\b|in\b|my\b|free\b|unrestricted|no longer|jailbroken)"
            r"|\bfrom now on,? you (?:are|must|will (?:act|ignore|answer|respond|obey|pretend"
            r"|only|always|never))\b"
            r"|\bact as (?:if\b|the system\b|my (?:grandma|assistant)\b|an? (?:(?:unrestricted"
            r"|uncensored|different|new|evil|rogue) )?(?:ai|assistant|model|chatbot|llm|admin"
            r"|administrator|root|system|developer|hacker)\b)"
            r"|\bpretend (?:to be|you are)\b|developer mode|jailbreak|do anything now"
            r"|\bnew instructions?:",
        ),
    ),
    (
        "prompt_leak",
        re.compile(
            r"\b(?:reveal|print|show|repeat|output|leak|tell me)\b[^.!?]{0,30}?"
            r"\b(?:system prompt|hidden (?:prompt|instructions)"
            r"|your (?:instructions|prompt|rules))",
        ),
    ),
    (
        "exfiltration",
        re.compile(
            r"\b(?:send|forward|e-?mail|post|upload|transfer|leak|exfiltrate|copy|dump)\b"
            + _SPAN
            + r"\b(?:inventory|data|database|records?|files?|documents?|contracts?|credentials?"
            r"|passwords?|keys?|secrets?|tokens?|customers?|contacts?|ledger|list|history"
            r"|conversation|prompt|instructions|e-?mails?|accounts?|details)\b"
            + _SPAN
            + r"\b(?:to|into|at)\b",
        ),
    ),
    (
        "address",
        # Each run is tried from its first character only (the lookbehind): a pattern
        # tried from every position of a long run is quadratic in it.
        re.compile(r"(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b"),
    ),
    (
        "url",
        re.compile(
            r"\b(?:https?|ftp|file|data):[^\s]+|\bwww\.[a-z0-9-]+\.[a-z]{2,}\S*"
            r"|(?<![a-z0-9-])[a-z0-9-]+\.(?:com|net|org|io|xyz|ru|cn|top|info)/\S*",
        ),
    ),
    (
        "markup",
        re.compile(
            r"<\|(?:im_start|im_end|system|endoftext)\|>|\[/?inst\]|</?(?:system|assistant)>"
            r"|\"tool_calls?\"\s*:|<<sys>>",
        ),
    ),
    ("encoded", re.compile(r"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{80,}={0,2}|\b[0-9a-fA-F]{64,}\b")),
)
_AUTHORITY: Final = re.compile(
    r"\b(?:this is|message from|on behalf of|speaking for|authori[sz]ed by|signed)\b"
    + _SPAN
    + r"\b(?:system admin(?:istrator)?|administrator|admin|(?:it|security|trust and safety"
    r"|compliance) team|your (?:developers?|creators?|operators?|owners?)|openai|anthropic"
    r"|the developers?|root|sysadmin)\b"
    r"|\b(?:as|i am) (?:the |your )?(?:system )?(?:administrator|admin|developer|operator"
    r"|owner)\b[^.!?]{0,40}?\b(?:authori[sz]e|order|instruct|require|command|allow)"
    r"|\b(?:priority|emergency|security) override\b|\bsystem (?:notice|message|override)\s*:",
)
_ANCHOR_WORDS: Final = frozenset(
    {
        "ignore", "disregard", "forget", "override", "bypass", "skip", "reveal", "print",
        "show", "repeat", "output", "leak", "tell", "send", "forward", "mail", "email", "post",
        "upload", "transfer", "exfiltrate", "copy", "jailbreak", "dan", "now", "act",
        "pretend", "developer", "instruction", "instructions", "inst", "sys", "system",
        "assistant", "im_start", "im_end", "endoftext", "tool_call", "tool_calls", "www",
        "http", "https", "ftp", "file", "data", "follow", "following", "dump",
    }
)  # fmt: skip

_MODEL: Final = (
    r"(?:ai|assistant|model|agent|llm|bot|chatbot|language model|receiving (?:system|agent|model))"
)
_MORE: Final[tuple[tuple[str, str], ...]] = (
    (
        # Orders addressed to the model that reads the text, hidden in a field or a comment.
        "addressed",
        r"\b(?:note|message|instructions?|reminder|directive) (?:to|for) (?:the |any |all )?"
        + _MODEL
        + r"\b|\b(?:the|this|dear|hey) "
        + _MODEL
        + r"\b[^.!?]{0,20}?\b(?:should|must|shall|will|needs? to|is (?:required|instructed)"
        r"|has been instructed)\b|\bif you are an? "
        + _MODEL
        + r"\b|<!--[^>]{0,200}?\b(?:ignore|instruction|assistant|model|ai|agent|system)\b",
    ),
    (
        # Actions without the checks that guard them.
        "unchecked",
        (
            r"\b(?:without|no|skip(?:ping)?|bypass(?:ing)?|don'?t|do not|never) "
            r"(?:any |the |further |additional |prior |manual )?"
            r"(?:verification|verifying|verify|approvals?|approving"
            r"|checks?|checking|confirmation|confirm(?:ing)?|review(?:ing)?|authori[sz]ation"
            r"|validation|sign-?off)\b|\b(?:pre-?approved|already approved|approval (?:is )?not"
            r" (?:needed|required))\b"
        ),
    ),
    (
        # Shell or database commands that destroy or leak.
        "command",
        (
            r"\brm -rf\b|\bdrop (?:table|database)\b|\btruncate table\b|\bdelete from\b"
            r"|\bcurl [^|]{0,80}\|\s*(?:ba)?sh\b|\bwget [^|]{0,80}\|\s*(?:ba)?sh\b|\bchmod 777\b"
            r"|\bshutdown -[hr]\b|\bformat c:"
        ),
    ),
    (
        # Secrets asked for, or asked to be put somewhere.
        "secret_request",
        (
            r"\b(?:reply|respond|answer|send|give|tell|share|provide|include|put|paste|post|write)"
            r"\b[^.!?]{0,30}?\b(?:your|the|its|an?|our)? ?(?:api[ _-]?keys?|access tokens?|tokens?"
            r"|passwords?|passcodes?|credentials?|secrets?|private keys?|ssh keys?|session cookies?"
            r"|2fa codes?|otp|one-time codes?|login details)\b"
        ),
    ),
    (
        # Data carried out in a link the reader may render or follow.
        "link_payload",
        (
            r"!\[[^\]]{0,100}\]\(https?://[^)\s]{0,200}[?&][^)\s]{0,200}=|\bhttps?://[^\s]{0,200}"
            r"[?&](?:q|data|d|payload|secret|token|key|c|info|msg|text)=\{"
        ),
    ),
    (
        # Role play that frees the model from its rules.
        "persona",
        (
            r"\blet'?s play a game\b|\bstay in character\b|\broleplay\b|\brole-play\b"
            r"|\bopposite day\b|\byou (?:have|are under) no (?:restrictions|limits|rules|filters"
            r"|guidelines)\b|\bno longer bound by\b|\bwithout (?:any )?(?:restrictions|filters"
            r"|censorship|limits)\b|\bunfiltered\b|\bbroken? free\b"
        ),
    ),
    (
        # Hidden instructions asked for, in other words than "system prompt".
        "leak_request",
        (
            r"\b(?:summari[sz]e|quote|repeat|recite|print|list|output|paste|copy|show|reveal|tell"
            r"|share|send|what (?:are|were))\b[^.!?]{0,30}?\b(?:your|the) (?:hidden|secret|internal"
            r"|original|initial|system|confidential|exact|full)? ?(?:rules|instructions|guidelines"
            r"|prompt|configuration|directives|policies you (?:follow|were given))\b"
            r"|\bwhat (?:were|are) you (?:told|instructed|programmed|configured)\b"
            r"|\bprompt you (?:are|were) (?:configured|given|set up)\b|\bverbatim\b"
        ),
    ),
    (
        # Precedence claimed over the reader's own instructions.
        "precedence",
        (
            r"\b(?:takes?|take) precedence over\b[^.!?]{0,40}?\b(?:system|developer|your|any|all"
            r"|previous|other)\b|\b(?:supersedes?|overrides?|replaces?)\b[^.!?]{0,30}?\b(?:your|the"
            r" system|system|developer|all (?:previous|prior|other)) (?:instructions|rules|prompt"
            r"|guidelines|policies)\b"
            r"|\bnew (?:rules|policy|instructions) (?:for you|apply to you)\b"
        ),
    ),
)
_PATTERNS: Final = (
    *((name, re.compile(pattern.pattern.encode())) for name, pattern in _PATTERNS_TEXT),
    ("authority", re.compile(_AUTHORITY.pattern.encode())),
    *((name, re.compile(pattern.encode())) for name, pattern in _MORE),
)
_ANCHORS: Final = frozenset(word.encode() for word in _ANCHOR_WORDS) | frozenset(
    b"this message behalf speaking authorized authorised signed admin administrator "
    b"priority emergency security notice root note instruction instructions reminder "
    b"directive ai assistant model agent llm bot chatbot without no skip skipping "
    b"bypassing don do never pre preapproved approved approval rm drop truncate delete curl "
    b"wget chmod shutdown format reply respond answer give share provide include put paste "
    b"write let stay roleplay role opposite you unfiltered broke broken summarise summarize "
    b"quote recite list what verbatim takes take supersede supersedes overrides replaces "
    b"replace new".split()
)
_ANCHOR_BYTES: Final = re.compile(
    rb"@|<\||<!--|!\[|[?&]\w+=|\.(?:com|net|org|io|xyz|ru|cn|top|info)/"
)
_DAN: Final = re.compile(rb"(?<![A-Za-z])DAN(?![A-Za-z])")
"""The "Do Anything Now" persona: upper case only (Dan is a name)."""


# Other languages: an order to drop earlier instructions, or to show hidden ones, needs a verb
# and a noun of these (any language; folded as the text is, so accents do not matter).
_DROP_VERBS: Final = (
    "ignore ignora ignoral ignorar ignore ignorez ignorer ignoriere ignorieren ignoreer negeer "
    "ignoruj zignoruj pomin zapomnij ignoruj ignorujte ignorovat zapomen vergiss vergessen "
    "vergeet olvida olvide olvidate olvidad oublie oubliez oublier dimentica dimenticate "
    "dimentichi esqueca esqueça esquece desconsidere desconsidera ignorera glom glöm glem "
    "unohda ohita yoksay unut gormezden игнорируй игнорируйте игнорировать забудь забудьте "
    "проигнорируй отбрось игноруй забудь ігноруй забудь αγνοησε αγνοηστε ξεχασε "
    "تجاهل انس انسى התעלם שכח अनदेखा भूल भूल नजरअंदाज lupakan abaikan"
)
_INSTRUCTION_NOUNS: Final = (
    "instructions instruction instrucciones instruccion instrucoes instrução instruções "
    "istruzioni istruzione anweisungen anweisung vorgaben instructies instructie instrukcje "
    "polecenia instrukce pokyny instruktioner instruksjoner ohjeet talimatlari talimatlar "
    "инструкции инструкция указания вказівки інструкції οδηγιες οδηγίες "
    "تعليمات التعليمات הוראות ההוראות निर्देश निर्देशों निर्देशो instruksi petunjuk "
    "huong dan hướng dẫn reglas regles règles regeln regole regras regels zasady pravidla "
    "regler säännöt kurallar kurallari правила правила κανονες κανόνες قواعد "
    "כללים नियम aturan prompt promptu промпт"
)
_SHOW_VERBS: Final = (
    "reveal revela revelar muestra mostrar montre affiche revele révèle zeige zeig "
    "toon mostra rivela pokaz ujawnij pokaž покажи раскрой выведи göster goster gösterin "
    "اعرض اكشف הצג दिखाइए दिखाओ बताओ tunjukkan hien thi"
)
_HIDDEN_NOUNS: Final = (
    "system prompt sistema systeme système systemprompt sistemowy systemovy systemowe "
    "системный системные sistem sistemin النظام המערכת सिस्टम prompt promptu промпт "
    "oculto ocultas cachees cachées versteckten nascoste escondidas ukryte скрытые gizli"
)


def _folded_words(words: str) -> frozenset[bytes]:
    return frozenset(word for text in words.split() for word in fold(text).split())


_DROP: Final = _folded_words(_DROP_VERBS)
_INSTRUCTIONS: Final = _folded_words(_INSTRUCTION_NOUNS)
_SHOW: Final = _folded_words(_SHOW_VERBS)
_HIDDEN: Final = _folded_words(_HIDDEN_NOUNS)
_CJK_ORDERS: Final = tuple(
    fold(order)
    for order in (
        "忽略", "无视", "無視", "忘记", "忘記", "忘れ", "무시", "잊어",
    )
)  # fmt: skip
_CJK_INSTRUCTIONS: Final = tuple(
    fold(noun)
    for noun in (
        "指令",
        "指示",
        "说明",
        "規則",
        "规则",
        "ルール",
        "지시",
        "규칙",
        "프롬프트",
        "提示",
    )
)


def _words(text: str) -> frozenset[bytes]:
    return frozenset(text.encode().split())


# What each pattern needs before it can match: a word of each of its sets (read in the
# view's words), or a string of its own (a substring test). Most text has some anchor of
# some pattern, but few of any one: each pattern runs only when it could match.
_NEEDS: Final[dict[str, tuple[tuple[frozenset[bytes], ...], tuple[bytes, ...]]]] = {
    "override": (
        (_words("ignore disregard forget override bypass skip follow following"),),
        (),
    ),
    "role": (
        (_words("now act pretend developer jailbreak instruction instructions"),),
        (),
    ),
    "prompt_leak": (
        (
            _words("reveal print show repeat output leak tell"),
            _words("prompt hidden instructions rules"),
        ),
        (),
    ),
    "exfiltration": (
        (
            _words("send forward mail email post upload transfer leak exfiltrate copy dump"),
            _words("to into at"),
        ),
        (),
    ),
    "address": ((), (b"@",)),
    "url": (
        (_words("http https ftp file data www"),),
        (b".com/", b".net/", b".org/", b".io/", b".xyz/", b".ru/", b".cn/", b".top/", b".info/"),
    ),
    "markup": (
        (),
        (b"<|", b"inst]", b"<<sys", b"system>", b"assistant>", b"tool_call"),
    ),
    "authority": (
        (
            _words("this message behalf speaking authorized authorised signed"),
            _words(
                "admin administrator team developer developers creator creators operator "
                "operators owner owners openai anthropic root sysadmin"
            ),
        ),
        (
            b"override",
            b"system notice",
            b"system message",
            b"administrator",
            b"developer",
            b"operator",
            b"owner",
        ),
    ),
    "addressed": (
        (_words("ai assistant model agent llm bot chatbot language receiving"),),
        (b"<!--",),
    ),
    "unchecked": (
        (
            _words("without no skip skipping bypass bypassing don do never"),
            _words(
                "verification verifying verify approval approvals approving check checks "
                "checking confirmation confirm confirming review reviewing authorization "
                "authorisation validation sign signoff"
            ),
        ),
        (b"approv",),
    ),
    "command": ((_words("rm drop truncate delete curl wget chmod shutdown format"),), ()),
    "secret_request": (
        (
            _words(
                "key keys apikey apikeys token tokens password passwords passcode passcodes "
                "credential credentials secret secrets cookie cookies 2fa otp code codes details"
            ),
        ),
        (),
    ),
    "link_payload": ((), (b"![", b"={")),
    "persona": (
        (
            _words(
                "game character roleplay role opposite restrictions limits rules filters "
                "guidelines bound censorship unfiltered free"
            ),
        ),
        (),
    ),
    "leak_request": (
        (
            _words(
                "rules instructions guidelines prompt configuration directives policies told "
                "instructed programmed configured verbatim"
            ),
        ),
        (),
    ),
    "precedence": (
        (
            _words("precedence supersede supersedes override overrides replace replaces new"),
            _words("precedence instructions rules prompt guidelines policies policy"),
        ),
        (),
    ),
}
"""Pattern -> (sets of words it needs one of each, strings any one of which it may need
instead)."""


def _string_bytes(strings: tuple[bytes, ...]) -> tuple[tuple[bytes, bytes], ...]:
    """Each string with its rarest byte (a fast scan says when the string cannot be there)."""
    rare = b"<>[]{}|_@/!=.:-"
    return tuple(
        (bytes([min(string, key=lambda c: (rare.find(c) % 100, c))]), string) for string in strings
    )


_STRING_BYTES: Final = {name: _string_bytes(strings) for name, (_, strings) in _NEEDS.items()}


def _needed(name: str, words: frozenset[bytes], text: bytes) -> bool:
    """Whether pattern `name` could match a view with these words and bytes."""
    sets = _NEEDS[name][0]
    if sets:
        for needed in sets:
            if needed.isdisjoint(words):
                break
        else:
            return True
    # `any(string in text for string in strings)`, each scan only when its byte is there.
    return any(byte in text and string in text for byte, string in _STRING_BYTES[name])


def signals(text: str, views: list[View]) -> set[str]:
    """The signals found in `text`, read in `views` (the first is the folded text)."""
    found: set[str] = set()
    sets = [frozenset(view.words) for view in views]  # each view's words, once
    for view, words in zip(views, sets, strict=True):
        if view.how != "text":
            found.add("decoded" if view.how in ("base64", "hex", "percent") else view.how)
        _patterns(view, found, words)  # each pattern has its own gate (`_may_match`: any)
    if views and b"dan" in sets[0] and _DAN.search(text.encode("utf-8", "replace")):
        found.add("role")
    if "override" not in found or "prompt_leak" not in found:
        _other_languages(views, found, sets)
    return found


def _patterns(view: View, found: set[str], words: frozenset[bytes] | None = None) -> None:
    """The patterns that a view matches (each run only when it could match).

    Each pattern is tried only where a match could start (`_search`): the same result as
    `pattern.search(view.text)`, without walking every position of a long text.
    """
    if words is None:
        words = frozenset(view.words)
    tokens: frozenset[bytes] | None = None
    for name, pattern in _PATTERNS:
        if name in found:
            continue
        if name == "encoded":
            if _long_run(view):
                found.add(name)
        elif _needed(name, words, view.text):
            if tokens is None:
                tokens = _tokens(view, words)
            if _search(name, pattern, view.text, tokens):
                found.add(name)


def _long_run(view: View) -> bool:
    """Whether a view has a long base64 or hex run (`encoded`).

    Only when a long ASCII word shows one could be there (as `normalise.views` decodes).
    """
    if not _encoded(view.text):  # cheap: one translation and a find
        return False
    words = view.words
    return any(len(word) >= 16 and word.isascii() for word in words)


def _other_languages(
    views: list[View], found: set[str], sets: list[frozenset[bytes]] | None = None
) -> None:
    """`override` and `prompt_leak` in other languages: a verb and a noun of the lexicons.

    `sets`: each view's words as a set, when the caller has them.
    """
    for at, view in enumerate(views):
        words = sets[at] if sets is not None else frozenset(view.words)
        if not _DROP.isdisjoint(words) and not _INSTRUCTIONS.isdisjoint(words):
            found.add("override")
        if not _SHOW.isdisjoint(words) and not _HIDDEN.isdisjoint(words):
            found.add("prompt_leak")
        if (
            not view.text.isascii()
            and any(order in view.text for order in _CJK_ORDERS)
            and any(noun in view.text for noun in _CJK_INSTRUCTIONS)
        ):
            found.add("override")


def _may_match(view: View) -> bool:
    """Whether any pattern could match the view (most text has none of the anchors)."""
    words = frozenset(view.words)
    return any(_needed(name, words, view.text) for name in _NEEDS) or _long_run(view)


_ENCODED: Final = _PATTERNS[[name for name, _ in _PATTERNS].index("encoded")][1]


def _search(name: str, pattern: re.Pattern[bytes], text: bytes, tokens: frozenset[bytes]) -> bool:
    """`pattern.search(text)`, tried only where a match can start (see above)."""
    if name == "address":
        at = text.find(b"@")
        while at >= 0:
            if _after_run(pattern, text, _ADDRESS_RUN, at):
                return True
            at = text.find(b"@", at + 1)
        return False
    if name == "url":
        if _starts(_URL_PLAN, pattern, text, tokens):
            return True
        at = text.find(b"/")
        while at >= 0:
            if text.endswith(_URL_DOMAINS, 0, at) and _after_run(
                pattern, text, _URL_RUN, text.rfind(b".", 0, at)
            ):
                return True
            at = text.find(b"/", at + 1)
        return False
    return _starts(_PLANS[name], pattern, text, tokens)


_PLANS: Final = {
    name: _plan(pattern.pattern)
    for name, pattern in _PATTERNS
    if name not in ("address", "url", "encoded")
}

_BASE64_CLASS: Final = bytes(
    98 if c in b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" else 32
    for c in range(256)
)
_HEX_CLASS: Final = bytes(
    104 if c in b"0123456789abcdefABCDEF" else 119 if c in _WORD_BYTES else 32 for c in range(256)
)
_BASE64_RUN: Final = b"b" * 80
_HEX_RUN: Final = b"h" * 64


def _encoded(text: bytes) -> bool:
    """`_ENCODED.search(text)`: a base64 run of 80 or a hex run of 64, not inside a word.

    A base64 run of 80 characters matches from its first (the leftmost occurrence of 80
    is one); a hex run matches from its first character only, and only when it is not
    glued to other word characters (`match` checks).
    """
    runs = text.translate(_BASE64_CLASS)
    if _BASE64_RUN in runs:
        return True
    if _HEX_RUN.replace(b"h", b"b") not in runs:  # hex digits are base64 characters
        return False
    classes = text.translate(_HEX_CLASS)
    at = classes.find(_HEX_RUN)
    while at >= 0:
        if _ENCODED.match(text, at):
            return True
        end = len(classes) - len(classes[at:].lstrip(b"h"))
        at = classes.find(_HEX_RUN, end)
    return False


__all__ = ["signals"]
