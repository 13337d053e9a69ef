"""Word classes the classifier weighs as a whole: what lets it read a sentence it never saw.

A word of a class adds the class's weight to its own (`model.Model`), so the
model learns, say, that a text speaking to the *model* about its *rules* and
asking for a *privileged action* is suspect, whatever the exact words. The
classes are written here from what injections do (not from any corpus): who
the text addresses, what it says about the reader's configuration, what it
asks for, how it presses. A word is in one class at most (the first that
names it). Folded like the text (`normalise.fold`), in several languages.
"""

from __future__ import annotations

from typing import Final

from l9_snl.firewall.screen.normalise import fold

CLASSES: Final[dict[str, str]] = {
    "reader": (
        "assistant assistants ai model llm bot chatbot gpt agent copilot you your yourself "
        "yours you're youre asistente assistente assistent assistant ki ia modelo modele modello "
        "ассистент модель ты вы 助手 模型 アシスタント 어시스턴트"
    ),
    "configuration": (
        "instructions instruction rules rule guidelines guideline policy policies prompt prompts "
        "constraints constraint restrictions restriction configured configuration programming "
        "programmed directives directive guardrails filters filter safeguards system persona "
        "mode settings permissions permission role told instructed training trained "
        "instrucciones reglas consignes regles anweisungen regeln istruzioni regole instrucoes "
        "regras инструкции правила 指令 规则 ルール 지시 규칙"
    ),
    "drop": (
        "ignore ignoring ignored disregard disregarding forget forgetting override overriding "
        "bypass bypassing skip skipping set aside overlook overlooking abandon drop suspend "
        "disable disabling deactivate reset replace replaced supersede supersedes obey "
        "unrestricted unfiltered uncensored jailbreak jailbroken freely"
    ),
    "privileged": (
        "approve approved approves release transfer wire refund export dump delete erase "
        "grant granted elevate elevated escalate admin administrator root sudo credentials "
        "password passwords token tokens secret secrets key keys apikey api confidential "
        "internal hidden database table tables environment env execute run shell terminal "
        "reveal leak print output forward upload exfiltrate disclose"
    ),
    "pressure": (
        "immediately urgent urgently now asap right away today quietly silently secretly "
        "confidential exception override priority emergency authorised authorized "
        "pre-approved preapproved board ceo cfo security compliance audit legal mandatory "
        "required must never always"
    ),
}
"""Class -> its words (space-separated; folded at import)."""


def word_classes() -> dict[bytes, str]:
    """Folded word -> its class (the first class that names it)."""
    found: dict[bytes, str] = {}
    for name, words in CLASSES.items():
        for text in words.split():
            for word in fold(text).split():
                found.setdefault(word, name)
    return found


__all__ = ["CLASSES", "word_classes"]
