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

import importlib
import re
from collections.abc import Iterable
from typing import Any, Final

from l9_snl.firewall.screen import native
from l9_snl.firewall.screen.normalise import View, Vocabulary, fold, read_words

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


DECODED: Final = frozenset({"base64", "base32", "hex", "percent", "escaped"})
"""The views that decode an encoding: they raise `decoded`."""
_URL_STARTS: Final = (b"http", b"ftp:", b"file:", b"data:", b"www.")
_LOOKAHEAD: Final = 64
"""Bytes read past a window's end (what a pattern's look-ahead may read)."""
_LOCATING_SET: Final = {
    "override": 0,
    "role": 0,
    "prompt_leak": 1,
    "exfiltration": 0,
    "authority": 1,
    "addressed": 0,
    "unchecked": 1,
    "command": 0,
    "secret_request": 0,
    "persona": 0,
    "leak_request": 0,
    "precedence": 1,
}
"""Per pattern of words, which of its needed sets of words (`_NEEDS`) locates it: the rarest
in business text."""
_LOCATOR_WORDS: Final = {
    name: _NEEDS[name][0][at] if (at := _LOCATING_SET.get(name)) is not None else frozenset()
    for name in _NEEDS
}
"""Per pattern, the words that locate it: each match holds one of them, or one of its
strings (`_LOCATOR_STRINGS`). A pattern is tried only when one is a word of the view."""
_LOCATOR_STRINGS: Final = {name: tuple(sorted(strings)) for name, (_, strings) in _NEEDS.items()}
"""Per pattern, the strings that locate it when none of its words does (`_NEEDS`)."""
_LOCATORS: Final = {
    name: _LOCATOR_WORDS[name] | frozenset(_LOCATOR_STRINGS[name]) for name in _NEEDS
}
_LOCATOR_TUPLES: Final = {name: tuple(sorted(locators)) for name, locators in _LOCATORS.items()}
"""`_LOCATORS` as the compiled `windows` takes them."""
_WORD_CLASS: Final = bytes(
    119 if chr(c).isalnum() or c == ord("_") or c >= 128 else 32 for c in range(256)
)
"""Word bytes as `w`, the rest as a space (to tell a whole word from part of one)."""


def _needed(name: str, words: frozenset[bytes], text: bytes) -> bool:
    """Whether pattern `name` could match a view with these words and bytes."""
    sets, strings = _NEEDS[name]
    if sets and all(not needed.isdisjoint(words) for needed in sets):
        return True
    return any(string in text for string in strings)


WHOLE: Final = 1024
"""Views up to this many bytes are read whole by every pattern. In a longer one, the patterns
of words are read within `NEAR` characters of the span the classifier finds most suspicious;
the patterns of marks (`_MARKS`), which a byte search finds, read it whole."""
NEAR: Final = 128
_WORD_REACH: Final = 32
"""How far a region's ends move to reach white space (no word is cut, unless a word is
longer than this)."""
_MARKS: Final = frozenset({"address", "url", "markup", "encoded", "link_payload"})


def signals(text: str, views: list[View], spans: list[tuple[int, int]] | None = None) -> set[str]:
    """The signals found in `text`, read in `views` (the first is the folded text).

    `spans`: for each view, the span (code points of its text) the classifier reads as the
    most suspicious; a view longer than `WHOLE` is read by the patterns of words near it
    only. Without them, every view is read whole.
    """
    found: set[str] = set()
    near = [
        _near(view, spans[at]) if spans is not None and len(view.text) > WHOLE else view
        for at, view in enumerate(views)
    ]
    sets = [_ANCHORED.intersection(view.words) for view in near]  # the words that matter
    for view, region, words in zip(views, near, sets, strict=True):
        if view.how != "text":
            found.add("decoded" if view.how in DECODED else view.how)
        _marks(view.text, found)
        if words:
            _patterns(region, found, words)
    if views and b"dan" in sets[0] and _DAN.search(text.encode("utf-8", "replace")):
        found.add("role")
    if "override" not in found or "prompt_leak" not in found:
        _other_languages(near, found, sets)
    return found


def _near(view: View, span: tuple[int, int]) -> View:
    """The part of a view within `NEAR` characters of `span`.

    Widened to the white space beyond, so that no word is cut.
    """
    text = view.text.decode("utf-8", "replace")
    start, end = span
    begin = max(0, start - NEAR)
    if begin:  # back to the white space before, if there is some near (Chinese has none)
        space = text.rfind(" ", max(0, begin - _WORD_REACH), begin)
        begin = space + 1 if space >= 0 else begin
    stop = min(len(text), end + NEAR)
    space = text.find(" ", stop, stop + _WORD_REACH)
    stop = space if space >= 0 else stop
    region = text[begin:stop].encode()
    return View(region, _ANCHORED_VOCABULARY.find(region)[0], view.how)


_ANCHORED: Final = frozenset().union(
    *(needed for sets, _ in _NEEDS.values() for needed in sets)
) | (_DROP | _INSTRUCTIONS | _SHOW | _HIDDEN | {b"dan"})
"""Every word some pattern needs: the rest of a view's words are not kept."""
read_words(_ANCHORED)
_ANCHORED_VOCABULARY: Final = Vocabulary(_ANCHORED)
_MARK_STRINGS: Final = tuple(
    (name, (*_URL_STARTS, *strings) if name == "url" else strings)
    for name, (_, strings) in _NEEDS.items()
    if name in _MARKS and name != "encoded"
)
"""Per pattern of marks, the strings one of which it needs (a URL: a scheme, `www.` or a
domain before a path)."""


_RARE_FIRST: Final = b"|{}<>[]^`~\\_=*#@$&;!%+/:?.,-'\"() "
"""Bytes of punctuation, the rarest in business text first (`_anchor`)."""


def _anchor(string: bytes) -> int:
    """Where in `string` its rarest byte is (`_RARE_FIRST`; else its last byte)."""
    for byte in _RARE_FIRST:
        at = string.find(bytes([byte]))
        if at >= 0:
            return at
    return len(string) - 1


_FEW_ANCHORS: Final = 32
"""Occurrences of a string's anchor byte tried one by one (`_holds`) before a plain search."""


def _holds(text: bytes, string: bytes, anchor: int) -> bool:
    """`string in text`, found from its rare byte at `anchor` (`_anchor`).

    A one-byte search (memchr) costs a small part of a search for a string of two bytes or
    more, and the rare byte is seldom there: the string is compared only where it is.
    """
    mark = string[anchor : anchor + 1]
    at = text.find(mark, anchor)
    for _ in range(_FEW_ANCHORS):
        if at < 0:
            return False
        if text.startswith(string, at - anchor):
            return True
        at = text.find(mark, at + 1)
    return at >= 0 and string in text


_ANCHORED_MARK_STRINGS: Final = tuple(
    (name, tuple((string, _anchor(string)) for string in strings))
    for name, strings in _MARK_STRINGS
)
"""`_MARK_STRINGS`, each string with its anchor (`_holds`)."""


def _marks(text: bytes, found: set[str]) -> None:
    """The patterns of marks (`_MARKS`), each searched only where its marks are.

    Each needs a byte of punctuation (`_MARK_BYTES`): the text's punctuation is taken out
    once, and a pattern none of whose bytes is there is not looked for.
    """
    punctuation = text.translate(None, _NOT_MARK_BYTES)
    for name, strings in _ANCHORED_MARK_STRINGS:
        if (
            name not in found
            and not _MARK_BYTES[name].isdisjoint(punctuation)
            and (name == "url" or any(_holds(text, string, at) for string, at in strings))
            and _search(name, _BY_NAME[name], text)
        ):
            found.add(name)
    if "encoded" not in found and _encoded(text):
        found.add("encoded")


_MARK_BYTES: Final = {
    "address": frozenset(b"@"),
    "url": frozenset(b":/."),  # a scheme's colon, `www.`, or a domain's `.xx/`
    "markup": frozenset(b"<]_"),  # <|, <<sys, system>, inst], tool_call
    "link_payload": frozenset(b"[{"),  # ![ and ={
}
"""Per pattern of marks, the bytes one of which each of its strings holds."""
_NOT_MARK_BYTES: Final = bytes(
    c for c in range(256) if c not in frozenset().union(*_MARK_BYTES.values())
)


_WORD_PATTERNS: Final = tuple((name, pattern) for name, pattern in _PATTERNS if name not in _MARKS)
_BY_LOCATOR: Final[dict[bytes, frozenset[str]]] = {
    word: frozenset(name for name, _ in _WORD_PATTERNS if word in _LOCATOR_WORDS[name])
    for word in frozenset().union(*(_LOCATOR_WORDS[name] for name, _ in _WORD_PATTERNS))
}
"""Each locator word, and the patterns of words it may locate."""
_BY_STRING: Final = tuple(
    (name, strings) for name, _ in _WORD_PATTERNS if (strings := _LOCATOR_STRINGS[name])
)


def _patterns(view: View, found: set[str], words: frozenset[bytes]) -> None:
    """The patterns of words that a view matches, each searched only where it could match.

    `words`: the view's words that some pattern needs (`_ANCHORED`). A pattern is tried only
    when one of its locators is there, and searched only around them.
    """
    candidates: set[str] = set()
    for word in words:
        candidates.update(_BY_LOCATOR.get(word, ()))
    for name, strings in _BY_STRING:
        if name not in candidates and any(string in view.text for string in strings):
            candidates.add(name)
    if not candidates:
        return
    for name, pattern in _WORD_PATTERNS:
        if (
            name in candidates
            and name not in found
            and _needed(name, words, view.text)
            and _search(name, pattern, view.text)
        ):
            found.add(name)


def _search(name: str, pattern: re.Pattern[bytes], text: bytes) -> bool:
    """`pattern.search(text) is not None`, searched only near what every match holds.

    Each locator (`_LOCATORS`) is looked for as a string (a pattern may match inside a
    longer word, or beside a byte that splits words differently).
    """
    if name == "address":
        return _after_runs(pattern, text, b"@", _ADDRESS_RUN)
    if name == "url":
        return _url(pattern, text)
    width = _WIDTHS[name]
    if native.ENABLED:
        windows = native.compiled.windows(text, _LOCATOR_TUPLES[name], width)
    else:
        windows = _windows(text, _LOCATORS[name], width)
    return any(_found_in(pattern, text, start, end) for start, end in windows)


def _windows(text: bytes, locators: Iterable[bytes], width: int) -> list[tuple[int, int]]:
    """Around every occurrence of every locator, `width` bytes each way, merged.

    From `width` before the locator's end to `width` after its start: a match that holds
    the locator starts there. Compiled where `_native` was built (`native.windows`).
    """
    windows: list[tuple[int, int]] = []
    for locator in locators:
        at = text.find(locator)
        while at >= 0:
            windows.append((max(0, at + len(locator) - width), at + width))
            at = text.find(locator, at + 1)
    return _merged(windows)


def _merged(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping windows as one (a text full of a locator is searched once, not per hit)."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(windows):
        if out and start <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def _found_in(pattern: re.Pattern[bytes], text: bytes, start: int, end: int) -> bool:
    """Whether a match of `pattern` on the whole `text` starts in [start, end).

    `search(text, start, end)` reads the bytes before `start` (look-behinds, word
    boundaries) but takes `end` for the end of the text: what it finds is checked on the
    whole text, and the search goes on after a start that fails there.
    """
    end = min(end + _LOOKAHEAD, len(text))
    while start < end:
        match = pattern.search(text, start, end)
        if match is None:
            return False
        if end == len(text) or pattern.match(text, match.start()) is not None:
            return True
        start = match.start() + 1
    return False


_ADDRESS_RUN: Final = b"abcdefghijklmnopqrstuvwxyz0123456789._%+-"
_URL_RUN: Final = b"abcdefghijklmnopqrstuvwxyz0123456789-"
_URL_DOMAINS: Final = (
    b".com/",
    b".net/",
    b".org/",
    b".io/",
    b".xyz/",
    b".ru/",
    b".cn/",
    b".top/",
    b".info/",
)


def _run_table(run: bytes) -> bytes:
    return bytes(114 if c in run else 32 for c in range(256))


_RUN_TABLES: Final = {run: _run_table(run) for run in (_ADDRESS_RUN, _URL_RUN)}


def _after_runs(pattern: re.Pattern[bytes], text: bytes, mark: bytes, run: bytes) -> bool:
    """Whether `pattern` matches from the start of the run of `run` bytes before a `mark`.

    `address` (a run, then `@`) and a bare domain of `url` (a run, then `.com/`) start
    there: their patterns start with such a run, not preceded by one of its bytes (a
    look-behind). Linear: a run ends at the mark, so each byte is walked back over once.
    """
    classes = text.translate(_RUN_TABLES[run])
    at = text.find(mark)
    while at >= 0:
        start = classes.rfind(b" ", 0, at) + 1
        if start < at and pattern.match(text, start) is not None:
            return True
        at = text.find(mark, at + 1)
    return False


def _url(pattern: re.Pattern[bytes], text: bytes) -> bool:
    """`url`, searched only where one can be.

    After a scheme's colon, at `www.`, or before the slash after a domain (each colon and
    slash is looked at once).
    """
    at = text.find(b":")
    while at >= 0:
        if text.endswith(_SCHEMES, max(0, at - 5), at) and _found_in(
            pattern, text, max(0, at - 5), at + 1
        ):
            return True
        at = text.find(b":", at + 1)
    at = text.find(b"www.")
    while at >= 0:
        if _found_in(pattern, text, max(0, at - 1), at + 1):
            return True
        at = text.find(b"www.", at + 1)
    runs = b""
    at = text.find(b"/")
    while at >= 0:
        if text.endswith(_DOMAINS, 0, at):
            runs = runs or text.translate(_RUN_TABLES[_URL_RUN])
            dot = text.rfind(b".", 0, at)
            start = runs.rfind(b" ", 0, dot) + 1  # the run of name characters before the dot
            if start < dot and pattern.match(text, start) is not None:
                return True
        at = text.find(b"/", at + 1)
    return False


_SCHEMES: Final = (b"http", b"https", b"ftp", b"file", b"data")
_DOMAINS: Final = tuple(domain.rstrip(b"/") for domain in _URL_DOMAINS)


def _other_languages(
    views: list[View], found: set[str], sets: list[frozenset[bytes]] | None = None
) -> None:
    """`override` and `prompt_leak` in other languages: a verb and a noun of the lexicons.

    `sets`: each view's words as a set, when the caller has them.
    """
    for at, view in enumerate(views):
        words = sets[at] if sets is not None else view.words
        if not _DROP.isdisjoint(words) and not _INSTRUCTIONS.isdisjoint(words):
            found.add("override")
        if not _SHOW.isdisjoint(words) and not _HIDDEN.isdisjoint(words):
            found.add("prompt_leak")
        if (
            not view.text.isascii()
            and _CJK_ORDER.search(view.text)
            and _CJK_INSTRUCTION.search(view.text)
        ):
            found.add("override")


_CJK_ORDER: Final = re.compile(b"|".join(map(re.escape, _CJK_ORDERS)))
_CJK_INSTRUCTION: Final = re.compile(b"|".join(map(re.escape, _CJK_INSTRUCTIONS)))


_BY_NAME: Final = dict(_PATTERNS)


def _width(pattern: re.Pattern[bytes]) -> int:
    """The longest match of `pattern`, in bytes.

    Every pattern is bounded (`[^.!?]{0,40}` gaps between fixed words) but for runs of
    white space, and a view holds no run of white space longer than one byte
    (`normalise.squeezed`): a run is counted as two.
    """
    bounded = pattern.pattern.replace(rb"\s+", rb"\s{1,2}").replace(rb"\s*", rb"\s{0,2}")
    return int(_PARSER.parse(bounded).getwidth()[1])


_PARSER: Final[Any] = importlib.import_module("re._parser")
"""`re`'s parser (no stub): its `getwidth` bounds a pattern's matches."""
_WIDTHS: Final = {
    name: _width(pattern)
    for name, pattern in _PATTERNS
    if name not in ("address", "url", "encoded")
}
"""Per pattern searched around its locators, its longest match."""
_ENCODED: Final = _BY_NAME["encoded"]
_BASE64_CLASS: Final = bytes(
    98 if c in b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" else 32
    for c in range(256)
)
_HEX_CLASS: Final = bytes(
    104 if c in b"0123456789abcdefABCDEF" else 119 if _WORD_CLASS[c] == 119 else 32
    for c in range(256)
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
