# ruff: noqa: RUF001
# (words of other scripts: letters that look like Latin ones are the point)
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
        "assistant assistants ai model models llm llms bot chatbot gpt agent agents copilot "
        "chatgpt claude gemini asistente assistente assistent assistant ki ia modelo modele "
        "modello modell sztuczna ассистент помощник модель ии бот yapay asistan "
        "सहायक مساعد 助手 模型 人工 智能 アシ シス 어시 모델"
    ),
    "you": (
        "you your yourself yours you're youre ur u du dich dir dein deine deinen deiner "
        "tu te toi ton ta tes vous votre vos usted ustedes tus tuo tua tuoi tue voce seu sua "
        "seus suas jij je jouw uw ty ci twoje twoich twoim ты тебя тебе твои твой твоих вы вас "
        "ваши ваш sen senin sana siz sizin आप तुम तुम्हारे आपके أنت انت لك 你的 你们 您的 "
        "あなた 당신 너의"
    ),
    "earlier": (
        "previous prior above earlier preceding original initial former foregoing "
        "aforementioned existing current all everything vorherigen vorherige bisherigen "
        "bisherige vorigen obigen alle allen precedentes precedente anteriores anterior "
        "precedenti anteriori tutte todas todos toutes tous vorige eerdere alle poprzednie "
        "wczesniejsze wszystkie предыдущие прежние все всех выше önceki onceki tüm tum "
        "पिछले पिछली सभी السابقة جميع 之前 以前 先前 所有 全部 前の 以前 すべ 이전 모든"
    ),
    "configuration": (
        "instructions instruction rules rule guidelines guideline policy policies prompt "
        "prompts constraints constraint restrictions restriction configured configuration "
        "programming programmed directives directive guardrails filters filter safeguards "
        "system persona settings permissions told instructed training trained preamble "
        "setup context orders commands guidance limitations limits boundaries ethics "
        "instrucciones instruccion reglas consignes regles règles anweisungen anweisung "
        "regeln vorgaben istruzioni istruzione regole instrucoes instruções regras "
        "instructies regels instrukcje polecenia zasady инструкции инструкция указания "
        "правила промпт talimatlari talimatlar kurallari kurallar "
        "निर्देश निर्देशों नियम تعليمات التعليمات قواعد 指令 规则 規則 指示 提示 說明 说明 "
        "ルー 지시 규칙 프롬"
    ),
    "drop": (
        "ignore ignoring ignored disregard disregarding forget forgetting override overriding "
        "bypass bypassing skip skipping overlook overlooking abandon drop suspend "
        "disable disabling deactivate reset replace replaced supersede supersedes obey "
        "unrestricted unfiltered uncensored jailbreak jailbroken freely void scrap discard "
        "neglect nevermind cancel stop circumvent "
        "ignora ignorar ignorez ignorer ignoriere ignorieren ignoreer negeer ignoruj "
        "zignoruj pomin zapomnij vergiss vergessen vergeet olvida olvide olvidate oublie "
        "oubliez oublier dimentica dimenticate esqueca esqueça esquece desconsidere "
        "игнорируй игнорируйте игнорировать забудь забудьте проигнорируй отбрось "
        "yoksay unut अनदेखा भूल भूलो تجاهل انس انسى 忽略 无视 無視 忘记 忘記 忘れ 무시 잊어"
    ),
    "reveal": (
        "reveal revealing print show repeat output display disclose leak recite verbatim "
        "summarise summarize summary tell dump expose spill list quote echo "
        "revela revelar muestra mostrar montre affiche revele zeige zeig toon mostra rivela "
        "pokaz ujawnij покажи раскрой выведи напиши göster goster दिखाइए दिखाओ बताओ "
        "اعرض اكشف 显示 顯示 告诉 透露 表示 教え 보여 알려"
    ),
    "secret": (
        "password passwords passwd passcode token tokens secret secrets key keys apikey api "
        "credentials credential confidential hidden private ssh otp cookie cookies "
        "wallet seed iban pin "
        "contrasena contraseña clave passwort kennwort geheim wachtwoord haslo hasło senha "
        "segredo segreto пароль пароли ключ ключи секрет sifre şifre parola पासवर्ड "
        "كلمة السر 密码 密碼 秘密 密钥 パス 비밀"
    ),
    "send": (
        "send forward upload post email e-mail mail exfiltrate transmit export sync share "
        "attach webhook beacon paste submit relay "
        "envia envía enviar envoie envoyez envoyer sende senden schicke schicken invia inviare "
        "stuur wyslij wyślij przeslij отправь отправьте перешли пришли gönder gonder "
        "भेजो भेजें أرسل ارسل 发送 发给 転送 送信 送っ 보내"
    ),
    "act": (
        "act pretend pretending roleplay role-play role persona character simulate simulating "
        "imagine hypothetical hypothetically fictional fiction story game play become "
        "behave impersonate dan mode developer sudo godmode evil rogue grandma "
        "actua actúa finge joue spiele fingi speel udawaj притворись представь ролевая "
        "rol oyna 扮演 假装 角色 ふり 役割 역할 척해"
    ),
    "action": (
        "approve approved approves release transfer wire refund delete erase wipe grant "
        "granted elevate elevated escalate execute run shell terminal admin administrator "
        "root database table tables environment env mark paid payment payout invoice "
        "unlock whitelist allowlist"
    ),
    "change": (
        "change changing update set add remove cancel reissue issue generate reroute "
        "redirect switch raise lower move close modify create turn enable waive override "
        "ändere ändern cambia cambiar modifie modifier modifica altere zmień измени поменяй "
        "değiştir बदलो غير 修改 更改 変更 변경"
    ),
    "data": (
        "customer customers client clients records record database list contacts history "
        "conversation conversations chat account accounts card numbers details files file "
        "folder report logs log memory everything data personal addresses phone emails "
        "kundendaten kunden daten datos clientes donnees données clients dati "
        "klantgegevens dane klientów данные клиентов базу veri müşteri डेटा ग्राहकों بيانات "
        "العملاء 数据 客户 データ 顧客 데이터 고객"
    ),
    "hidden": (
        "hidden secret internal original initial setup starting beginning underlying "
        "exact exactly verbatim word cachees cachées versteckten nascoste ocultas escondidas "
        "ukryte скрытые gizli छिपे المخفية 隐藏 秘密 隠し 숨겨진"
    ),
    "pressure": (
        "immediately urgent urgently asap quietly silently secretly discreetly "
        "exception priority emergency mandatory without verification checks "
        "confirmation unverified skip-review no-review overdue"
    ),
    "authority": (
        "authorised authorized authorisation authorization pre-approved preapproved board "
        "ceo cfo cto security compliance audit legal official verified operator owner "
        "creator creators developers engineer engineers openai anthropic vendor sysadmin "
        "superuser"
    ),
    "order": (
        "now must should shall henceforth instead only always never new following "
        "obey comply do from jetzt ahora maintenant adesso agora nu teraz теперь сейчас "
        "artik şimdi अब الآن 现在 今から 지금"
    ),
}
"""Class -> its words (space-separated; folded at import)."""

MORE_LANGUAGES: Final[dict[str, str]] = {
    "reader": (
        "assistenten modellen tekoaly avustaja asistent modelu umela "
        "асистент модель помічник βοηθος μοντελο עוזר מודל asistentul modelul asszisztens "
        "modell asisten دستیار مدل асистентът"
    ),
    "you": (
        "du dina ditt dere deg sinä sinun te tvoje tvé vy váš vaše ти тобі твої ви вас "
        "ваші εσυ σου σας אתה את שלך לך tu tău dumneavoastră te neked anda kamu "
        "kau تو شما ти твоите"
    ),
    "earlier": (
        "tidigare föregående alla tidligere forrige alle aiemmat aiemmin edelliset kaikki "
        "předchozí předešlé všechny predchádzajúce všetky попередні всі усі попередніх "
        "προηγουμενες ολες קודמות הקודמות כל anterioare toate előző összes korábbi "
        "sebelumnya semua قبلی همه предишните всички"
    ),
    "configuration": (
        "instruktioner instruktionerna regler reglerna instruksjoner instrukser ohjeet "
        "ohjeita säännöt pokyny instrukce pravidla pokynov інструкції правила вказівки "
        "οδηγιες κανονες הוראות ההוראות כללים instrucțiunile instructiunile regulile "
        "utasításokat utasítások szabályokat instruksi aturan petunjuk "
        "دستورالعمل دستورات قوانین инструкции правилата"
    ),
    "drop": (
        "ignorera glöm strunta ignorer glem unohda ohita ignoruj ignorujte zapomeň "
        "ignoruj ігноруй забудь нехтуй αγνοησε ξεχασε התעלם שכח ignoră uită hagyd "
        "figyelmen felejtsd abaikan lupakan نادیده فراموش игнорирай забрави"
    ),
    "reveal": (
        "avslöja näytä paljasta ukaž ukažte prozraď покажи розкрий виведи δειξε "
        "αποκαλυψε הצג הראה חשוף arată dezvăluie mutasd tampilkan tunjukkan "
        "نشان بده покажи разкрий"
    ),
    "secret": (
        "lösenord passord salasana heslo пароль паролі κωδικος סיסמה parola jelszó "
        "sandi رمز паролата"
    ),
    "send": (
        "skicka lähetä pošli pošlete надішли відправ перешли στειλε שלח trimite "
        "küldd kirim kirimkan بفرست изпрати"
    ),
    "act": (
        "låtsas teeskentele předstírej удавай προσποιησου העמד prefă tegyél "
        "berpura-pura وانمود престори"
    ),
    "order": ("nå nyt nyní тепер τωρα עכשיו acum sekarang اکنون сега"),
}
"""The same classes in more languages (those the corpus has few or no samples of): a class's
weight, learnt from the languages it has, reads them too."""


def word_classes() -> dict[bytes, str]:
    """Folded word -> its class (the first class that names it)."""
    found: dict[bytes, str] = {}
    for table in (CLASSES, MORE_LANGUAGES):
        for name, words in table.items():
            for text in words.split():
                for word in fold(text).split():
                    found.setdefault(word, name)
    return found


__all__ = ["CLASSES", "MORE_LANGUAGES", "word_classes"]
