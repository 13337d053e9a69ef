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


def signals(text: str, views: list[View]) -> set[str]:
    """The signals found in `text`, read in `views` (the first is the folded text)."""
    found: set[str] = set()
    for view in views:
        if view.how != "text":
            found.add("decoded" if view.how in ("base64", "hex", "percent") else view.how)
        if not _may_match(view):
            continue
        for name, pattern in _PATTERNS:
            if name not in found and pattern.search(view.text):
                found.add(name)
    if views and b"dan" in views[0].words and _DAN.search(text.encode("utf-8", "replace")):
        found.add("role")
    if "override" not in found or "prompt_leak" not in found:
        _other_languages(views, found)
    return found


def _other_languages(views: list[View], found: set[str]) -> None:
    """`override` and `prompt_leak` in other languages: a verb and a noun of the lexicons."""
    for view in views:
        words = view.words
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
    """Whether any pattern could match (most text has none of the anchors: one set test)."""
    if not _ANCHORS.isdisjoint(view.words) or _ANCHOR_BYTES.search(view.text):
        return True
    return len(view.text) >= 64 and _LONG_RUN.search(view.text) is not None


_LONG_RUN: Final = re.compile(rb"(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{64,}")


__all__ = ["signals"]
