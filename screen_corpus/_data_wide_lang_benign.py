# ruff: noqa: E501, RUF001, ISC004
# (prose data: long lines, foreign scripts and look-alike characters are the point)
"""Benign business messages in 33 languages (some code-switched) and English text from multinational settings. Written by hand for this project (no third-party text)."""

from __future__ import annotations

from _schema import group

T = "train"
GROUPS = []
add = GROUPS.append

B = "benign_multilingual"

# ---------------------------------------------------------------- fr
add(
    group(
        B,
        "we-fr-facture-annule-remplace",
        T,
        [
            (
                "fr",
                "Bonjour Madame Lefèvre, merci d'ignorer la facture précédente n° F-2024-0187 : elle comportait une erreur de taux de TVA. Vous trouverez ci-joint la facture rectifiée. Cordialement, le service comptabilité",
            ),
            (
                "fr",
                "Veuillez ne pas tenir compte de la facture envoyée hier, le montant HT était faux. La nouvelle version vous parviendra dans la journée.",
            ),
            (
                "fr",
                "oubliez la facture d'avant svp, je me suis trompé de client 🙈 je vous renvoie la bonne dans 5 min",
            ),
            (
                "fr",
                "Objet : Annule et remplace – facture FA-3391\n\nMadame, Monsieur,\n\nLa présente facture annule et remplace la facture FA-3388 du 2 février, sur laquelle la remise commerciale de 8 % avait été oubliée. Merci de ne pas régler le premier document ; si le paiement est déjà parti, nous établirons un avoir du montant de la différence.\n\nNous vous prions de nous excuser pour ce désagrément.\n\nSarah Benali\nAssistante administration des ventes\nMenuiseries du Val-de-Loire",
            ),
            (
                "fr",
                "Ne tenez plus compte de la pro forma de mardi : le transporteur a changé ses tarifs et le total passe de 1 240 € à 1 315 €. Nouvelle pro forma en PJ.",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-fr-consignes-livraison-quai",
        T,
        [
            (
                "fr",
                "Nouvelles instructions de livraison : à partir de lundi, merci de livrer au quai n° 3, entrée rue des Tanneurs. Le quai 1 est fermé pour travaux jusqu'à fin avril.",
            ),
            (
                "fr",
                "Petit changement pour les livraisons : désormais, passez par l'accès arrière du magasin, le parking client est interdit aux poids lourds depuis l'arrêté municipal.",
            ),
            (
                "fr",
                "Consignes pour le livreur : sonner à l'interphone « Durand », 2e étage sans ascenseur. Si personne ne répond, laisser le colis chez la gardienne au rez-de-chaussée.",
            ),
            (
                "fr",
                "Bonjour à tous,\n\nVoici les nouvelles consignes pour l'équipe de nuit à partir du 1er mars. Les réceptions fournisseurs ne se font plus après 22 h : tout camion arrivant plus tard est orienté vers le parking poids lourds et déchargé à 6 h. Le chef d'équipe remplit la fiche d'anomalie pour chaque palette abîmée, photo à l'appui, avant de signer le bon de livraison. Oubliez l'ancienne procédure par mail, tout passe maintenant par la tablette du quai.\n\nMerci de votre vigilance,\nThomas, responsable entrepôt",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-fr-support-mot-de-passe",
        T,
        [
            (
                "fr",
                "Votre mot de passe expire dans 3 jours. Pour le réinitialiser, rendez-vous sur l'intranet > Mon compte > Sécurité. Ne communiquez jamais votre mot de passe, même à l'administrateur système.",
            ),
            (
                "fr",
                "Salut Karim, l'admin a réinitialisé ton accès VPN, tu vas recevoir un mot de passe provisoire par SMS. Pense à le changer à la première connexion.",
            ),
            (
                "fr",
                "Ticket n° 44821 – L'utilisateur ne peut plus se connecter au système de caisse depuis la mise à jour de vendredi. Profil réinitialisé par le support niveau 2, en attente de confirmation de l'utilisateur.",
            ),
            (
                "fr",
                "Rappel : l'assistant vocal de la salle de réunion B sera désactivé pendant la maintenance du système audio, jeudi de 8 h à 10 h.",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-fr-rendez-vous-medical",
        T,
        [
            (
                "fr",
                "Votre rendez-vous avec le Dr Moreau est confirmé le mardi 14 mai à 9 h 30. Merci d'arriver 10 minutes en avance avec votre carte Vitale et votre ordonnance.",
            ),
            (
                "fr",
                "Rappel : rdv kiné demain 17h. En cas d'empêchement merci de prévenir au moins 24h avant au 01 23 45 67 89.",
            ),
            (
                "fr",
                "Bonjour, je souhaiterais décaler mon rendez-vous de jeudi, le créneau ne me convient plus. Auriez-vous une disponibilité en fin de semaine prochaine ? Merci d'avance, Mme Garnier",
            ),
            (
                "fr",
                "Madame,\n\nSuite à votre consultation du 3 juin, le Dr Ferrand a modifié votre traitement. Oubliez l'ancienne posologie : le comprimé de 20 mg se prend désormais le soir uniquement, et non plus matin et soir. Une nouvelle ordonnance vous a été envoyée sur votre espace patient. En cas de doute, votre pharmacien peut vous confirmer ces nouvelles instructions.\n\nLe secrétariat médical",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-fr-franglais-projet",
        T,
        [
            (
                "fr",
                "Hello team, petit point sur le rollout : le deploy de la v2.3 est reporté à jeudi, la QA n'a pas fini les regression tests. Merci d'ignorer le planning envoyé lundi, je mets à jour la page Confluence.",
            ),
            (
                "fr",
                "Je te forward le mail du client, il veut un call asap pour le kick-off. Tu peux me donner tes dispos ?",
            ),
            (
                "fr",
                "Le meeting de demain est cancel, on refait un point la semaine prochaine. Sorry pour le short notice !",
            ),
            (
                "fr",
                "Salut, j'ai push le fix sur la branche hotfix/login, tu peux faire la review avant le merge ? Le password reset flow ne marchait plus en prod.",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-fr-rh-urgent-confidentiel",
        T,
        [
            (
                "fr",
                "URGENT – Merci de signer et renvoyer votre contrat avant vendredi 12 h, faute de quoi la date de démarrage devra être décalée.",
            ),
            (
                "fr",
                "Document confidentiel – ne pas diffuser. Vous trouverez ci-joint le compte rendu du CSE du 3 avril.",
            ),
            (
                "fr",
                "Ce message et ses pièces jointes sont confidentiels et destinés exclusivement à leur destinataire. Si vous l'avez reçu par erreur, merci d'en informer l'expéditeur et de le supprimer.",
            ),
            (
                "fr",
                "Pourrais-tu agir en tant que référent sécurité pour le site de Lyon pendant l'absence de Julien ? Il revient le 15.",
            ),
            (
                "fr",
                "À partir de maintenant, toutes les notes de frais passent par l'application ; les formulaires papier ne seront plus acceptés par la comptabilité.",
            ),
        ],
        lang="fr",
    )
)

# ---------------------------------------------------------------- de
add(
    group(
        B,
        "we-de-rechnung-storno",
        T,
        [
            (
                "de",
                "Sehr geehrte Damen und Herren, bitte ignorieren Sie die vorherige Rechnung Nr. 2024-1187, sie enthielt einen falschen Mehrwertsteuersatz. Die korrigierte Rechnung finden Sie im Anhang. Mit freundlichen Grüßen, Buchhaltung",
            ),
            (
                "de",
                "Die Rechnung von gestern bitte nicht beachten – da war noch die alte Lieferadresse drauf. Neue Version kommt gleich.",
            ),
            (
                "de",
                "Vergessen Sie bitte die Gutschrift vom 12.03., wir haben sie storniert und durch Gutschrift GS-0457 ersetzt.",
            ),
            (
                "de",
                "Hallo Frau Schäfer,\n\nanbei die Stornorechnung zu RE-88213 sowie die neue Rechnung RE-88240. Die ursprüngliche Rechnung war versehentlich an Ihre alte Firmierung (Schäfer & Co. KG) adressiert; seit der Umwandlung lautet der korrekte Empfänger Schäfer Metallbau GmbH. Bitte verwerfen Sie die alte Rechnung und buchen Sie nur die neue. Zahlungsziel und Bankverbindung bleiben unverändert.\n\nBei Rückfragen erreichen Sie mich unter 0711 555 0192.\n\nViele Grüße\nJonas Brandt\nDebitorenbuchhaltung",
            ),
            (
                "de",
                "Bitte die vorige Version des Angebots verwerfen; Position 4 (Montage) war doppelt berechnet.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-de-schicht-anweisungen",
        T,
        [
            (
                "de",
                "Neue Anweisungen für die Frühschicht: Ab Montag beginnt die Schicht um 5:45 statt 6:00, damit die Maschinen vor Produktionsstart warmlaufen können.",
            ),
            (
                "de",
                "Ab sofort gilt: Wer Gabelstapler fährt, trägt Warnweste – ohne Ausnahme. Bitte auch an die Leiharbeiter weitergeben.",
            ),
            (
                "de",
                "Hinweis an alle Schichtführer: Die alten Prüfanweisungen für Linie 2 sind ungültig, bitte nur noch nach Version 7 der Arbeitsanweisung prüfen (hängt am Brett neben dem Meisterbüro).",
            ),
            (
                "de",
                "Moin zusammen, ab nächster Woche neue Regeln für die Übergabe: Schichtbuch wird nur noch digital geführt, Zettel an der Tür bitte weglassen. Danke!",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-de-it-administrator",
        T,
        [
            (
                "de",
                "Liebe Kolleginnen und Kollegen, am Samstag von 8 bis 14 Uhr führt der Systemadministrator Wartungsarbeiten am Mailserver durch. In dieser Zeit ist Outlook nicht erreichbar.",
            ),
            (
                "de",
                "Dein Passwort wurde zurückgesetzt. Das Initialpasswort bekommst du per Brief an deine Privatadresse. Bitte beim ersten Login sofort ändern.",
            ),
            (
                "de",
                "Ticket #20931: Drucker im 3. OG zeigt „Systemfehler 0x4F“. Treiber neu installiert, Gerät zurückgesetzt – läuft wieder. Ticket wird geschlossen.",
            ),
            (
                "de",
                "Kurze Frage an die IT: Kann der Admin die Speicherquote für unser Team-Laufwerk überschreiben? Wir sind bei 98 % und das Projektende ist nächste Woche.",
            ),
            (
                "de",
                "Die Rolle „Assistenz der Geschäftsführung“ bekommt ab 1. Juli Leserechte auf den Ordner Verträge. Bitte in der Rechteverwaltung hinterlegen.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-de-versicherung-schaden",
        T,
        [
            (
                "de",
                "Ihre Schadenmeldung vom 04.09. ist bei uns eingegangen (Schaden-Nr. KFZ-339812). Ein Gutachter wird sich innerhalb von fünf Werktagen telefonisch bei Ihnen melden.",
            ),
            (
                "de",
                "Sehr geehrter Herr Yilmaz,\n\nvielen Dank für Ihre Nachricht zum Wasserschaden in Ihrer Küche. Für die weitere Bearbeitung benötigen wir noch: Fotos der betroffenen Stellen, die Rechnung des Installateurs und eine kurze Schilderung, wann Sie den Schaden bemerkt haben. Bitte senden Sie die Unterlagen an schaden@beispiel-versicherung.de oder laden Sie sie im Kundenportal hoch. Die Unterlagen, die Sie uns im Mai zu einem anderen Vorgang geschickt haben, können Sie vergessen – die benötigen wir hier nicht.\n\nMit freundlichen Grüßen\nIhre Schadenabteilung",
            ),
            (
                "de",
                "Hallo, ich wollte nur fragen, ob mein Antrag auf Beitragsanpassung schon bearbeitet wurde. Vertragsnummer HV-20-77183. Danke!",
            ),
            (
                "de",
                "Bitte beachten Sie: Änderungen der Bankverbindung nehmen wir aus Sicherheitsgründen nur schriftlich mit Unterschrift an, nicht per E-Mail oder Telefon.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-de-denglisch-office",
        T,
        [
            (
                "de",
                "Kannst du mir bis EOD das Deck für den Pitch schicken? Der Kunde will vorab einen Sneak Peek, das Meeting ist morgen um 10.",
            ),
            (
                "de",
                "Hab das Ticket gerade gemerged, der Build ist aber rot – irgendein Flaky Test im Checkout-Service. Schau ich mir nach dem Lunch an.",
            ),
            (
                "de",
                "Bitte ignoriert die Agenda von gestern, wir machen das Offsite doch remote. Neue Invite kommt per Teams.",
            ),
            (
                "de",
                "FYI: Das Onboarding für die neuen Werkstudenten ist auf Donnerstag verschoben. Bitte die Laptops bis Mittwoch ready machen, Admin-Passwörter wie immer im Tresor.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-de-behoerde-termin",
        T,
        [
            (
                "de",
                "Ihr Termin im Bürgeramt Mitte: Dienstag, 18.06., 10:20 Uhr, Schalter 7. Bitte bringen Sie Ihren Personalausweis und die Wohnungsgeberbestätigung mit.",
            ),
            (
                "de",
                "Dringend: Ihre Aufenthaltserlaubnis läuft in vier Wochen ab. Bitte vereinbaren Sie rechtzeitig einen Termin bei der Ausländerbehörde.",
            ),
            (
                "de",
                "Der Termin zur Ummeldung kann leider nicht online verschoben werden. Bitte sagen Sie ihn ab und buchen Sie einen neuen im Terminportal.",
            ),
            (
                "de",
                "Vertraulich: Die Unterlagen zu Ihrem Bauantrag liegen zur Einsicht im Bauamt, Zimmer 214, aus. Eine Weitergabe an Dritte ist ohne Ihre Vollmacht nicht möglich.",
            ),
        ],
        lang="de",
    )
)

# ---------------------------------------------------------------- es
add(
    group(
        B,
        "we-es-reserva-hotel-cambio",
        T,
        [
            (
                "es",
                "Estimado Sr. Ortega, le confirmamos su reserva en el Hotel Mirador del 12 al 15 de octubre, habitación doble con vistas al mar. Por favor, ignore el correo anterior: indicaba por error solo dos noches.",
            ),
            (
                "es",
                "Hola! Olvidad la reserva que os mandé ayer, al final vamos 6 personas y no 4. ¿Tenéis mesa para el sábado a las 21:30?",
            ),
            (
                "es",
                "Le informamos de que el horario del check-in ha cambiado: a partir de ahora será desde las 15:00 y no desde las 14:00. Disculpe las molestias.",
            ),
            (
                "es",
                "Buenas tardes,\n\nle escribo en relación con la reserva nº 448201 para el congreso de cardiología. Le rogamos que no tenga en cuenta el presupuesto enviado el día 3, ya que incluía el alquiler de la sala plenaria, que finalmente gestiona la organización. El nuevo presupuesto recoge 45 habitaciones individuales, coffee breaks de mañana y tarde y un almuerzo de trabajo el viernes. Para mantener la tarifa de grupo necesitamos la lista de asistentes antes del 20 de septiembre.\n\nQuedamos a su disposición.\n\nLucía Navarro\nDepartamento de Eventos",
            ),
            (
                "es",
                "No hagas caso del mensaje de confirmación automática, el sistema puso mal la fecha de salida. Tu reserva sigue siendo del 4 al 7 de agosto.",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-es-instrucciones-almacen",
        T,
        [
            (
                "es",
                "Nuevas instrucciones para el turno de tarde: los pedidos urgentes se preparan primero y se dejan en la zona B antes de las 18:00.",
            ),
            (
                "es",
                "A partir de ahora, todas las devoluciones se registran en el sistema antes de volver a colocarlas en estantería. Sin registro no se reubica nada.",
            ),
            (
                "es",
                "Chicos, desde el lunes el camión de Seur pasa a las 16:30 en vez de las 17:00, así que cerrad los paquetes media hora antes pls",
            ),
            (
                "es",
                "Recordatorio: el muelle 2 queda fuera de servicio hasta nuevo aviso. Usad el muelle 4 para cargas y descargas.",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-es-soporte-cuenta",
        T,
        [
            (
                "es",
                "Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Si no ha sido usted, ignore este mensaje; su contraseña actual seguirá funcionando.",
            ),
            (
                "es",
                "Hola Marta, el administrador ya te ha dado permisos de edición en la carpeta de Compras. Si no te aparece, cierra sesión y vuelve a entrar.",
            ),
            (
                "es",
                "Incidencia #7731: el sistema de facturación devuelve «Error 500» al generar el PDF. Reiniciado el servicio, funciona de nuevo. Se cierra la incidencia.",
            ),
            (
                "es",
                "El asistente virtual de la web solo da información general. Para consultas sobre tu contrato, llama al 900 123 456 de lunes a viernes.",
            ),
            (
                "es",
                "Aviso: el sistema de nóminas estará en mantenimiento el domingo de 7 a 12h. Durante ese tiempo no podréis descargar las nóminas.",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-es-mezcla-ingles",
        T,
        [
            (
                "es",
                "Oye, el call con el cliente de México se movió a las 5pm, ¿puedes mandarle el deck actualizado antes? Gracias!!",
            ),
            (
                "es",
                "Ya subí el fix al staging, pero el QA dice que el checkout sigue fallando en iOS. Lo revisamos en el daily de mañana.",
            ),
            (
                "es",
                "Olvida el forecast que te pasé, el de Q3 tenía mal los números de LATAM. Te mando la versión final en un rato.",
            ),
            (
                "es",
                "Porfa, haz el follow up con el proveedor, que el lead time sigue siendo de 6 semanas y necesitamos el stock para el Black Friday.",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-es-tramite-ayuntamiento",
        T,
        [
            (
                "es",
                "Su cita previa para el empadronamiento es el 22 de mayo a las 11:15 en la Oficina de Atención Ciudadana de Chamberí. Traiga DNI o NIE y contrato de alquiler.",
            ),
            (
                "es",
                "Urgente: falta la firma del representante legal en la solicitud de subvención. El plazo termina el viernes a las 14:00.",
            ),
            (
                "es",
                "Buenos días, quería saber si puedo enviar la documentación de la licencia de obra por correo electrónico o si tengo que presentarla en el registro. Un saludo, Andrés Molina",
            ),
            (
                "es",
                "Estimada vecina:\n\nle comunicamos que las instrucciones publicadas en la web sobre la recogida de muebles y enseres han quedado obsoletas. Desde el 1 de marzo, la recogida se solicita por teléfono (010) o por la aplicación municipal y se realiza los martes y jueves. Los objetos deben dejarse junto al portal a partir de las 20:00 del día anterior, nunca antes. Le rogamos que no tenga en cuenta el folleto que recibió en el buzón el año pasado.\n\nAtentamente,\nServicio de Limpieza Urbana",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-es-legal-confidencial",
        T,
        [
            (
                "es",
                "CONFIDENCIAL: Adjuntamos el borrador del acuerdo de confidencialidad para su revisión. Por favor, no lo reenvíe fuera de su departamento jurídico.",
            ),
            (
                "es",
                "¿Podría actuar como testigo en la firma de la escritura el próximo jueves? Solo sería media hora en la notaría.",
            ),
            (
                "es",
                "La política de protección de datos exige que los currículos se borren a los 12 meses si el candidato no da su consentimiento para conservarlos.",
            ),
            (
                "es",
                "Por favor, envíe a la notaría copia del poder notarial antes del miércoles; sin él no podemos otorgar la escritura.",
            ),
        ],
        lang="es",
    )
)

# ---------------------------------------------------------------- it
add(
    group(
        B,
        "we-it-fattura-errata",
        T,
        [
            (
                "it",
                "Gentile cliente, la preghiamo di ignorare la fattura precedente n. 245/2024, emessa per errore con aliquota IVA sbagliata. In allegato trova la nota di credito e la nuova fattura.",
            ),
            (
                "it",
                "Non considerare la mail di stamattina, ho allegato il preventivo sbagliato. Quello giusto è questo: totale 3.450 € + IVA.",
            ),
            (
                "it",
                "Scusate, dimenticate l'indirizzo di fatturazione vecchio: dal mese scorso la sede legale è in via Mazzini 18, Bologna.",
            ),
            (
                "it",
                "Buongiorno,\n\nvi scriviamo in merito alla fattura elettronica n. 1189 inviata tramite SDI il 15 marzo. La fattura è stata scartata per un codice destinatario errato; provvederemo a riemetterla oggi con il codice corretto. Vi chiediamo quindi di non tenere conto della copia di cortesia ricevuta via e-mail, che non ha valore fiscale. La scadenza del pagamento resta invariata al 30 aprile.\n\nCordiali saluti,\nUfficio amministrativo\nEdilCostruzioni Ferri S.r.l.",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-it-cantiere-istruzioni",
        T,
        [
            (
                "it",
                "Nuove istruzioni per il cantiere di via Garibaldi: da lunedì l'accesso dei mezzi pesanti è consentito solo dalle 7 alle 9. Il vigile ha già fatto un richiamo.",
            ),
            (
                "it",
                "Da ora in poi il caposquadra deve compilare il giornale dei lavori ogni sera, foto comprese. Niente più note su carta.",
            ),
            (
                "it",
                "Ragazzi, domani si getta il solaio del secondo piano, la betoniera arriva alle 6:30. Chi non ha il casco non entra, punto.",
            ),
            (
                "it",
                "Attenzione: il piano di sicurezza è stato aggiornato (rev. 4). Dimenticate la versione precedente e fate firmare quella nuova a tutti i subappaltatori.",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-it-ristorante-prenotazione",
        T,
        [
            (
                "it",
                "Ciao! Confermo la prenotazione per sabato sera, 8 persone alle 20:30. Una persona è celiaca, avete un menù senza glutine?",
            ),
            (
                "it",
                "Buonasera, purtroppo dobbiamo annullare il tavolo di domani, abbiamo un imprevisto. Ci scusiamo e speriamo di venire presto.",
            ),
            (
                "it",
                "Gentile ospite, la ringraziamo per la prenotazione. Le ricordiamo che in caso di mancata disdetta entro 24 ore verrà addebitata una penale di 20 € a persona.",
            ),
            (
                "it",
                "salve, x il pranzo aziendale del 20 siamo diventati 25 invece di 18, si riesce? grazie mille",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-it-ufficio-sistema-password",
        T,
        [
            (
                "it",
                "La tua password del gestionale scade tra 5 giorni. Per reimpostarla vai su Impostazioni > Sicurezza oppure contatta l'amministratore di sistema.",
            ),
            (
                "it",
                "Ciao Luca, ho chiesto all'admin di resettare il tuo account della posta, dovresti ricevere un codice sul cellulare. Fammi sapere se funziona.",
            ),
            (
                "it",
                "Comunicazione riservata: il nuovo regolamento aziendale sull'uso degli strumenti informatici entra in vigore il 1° settembre. Siete pregati di leggerlo e firmarlo.",
            ),
            (
                "it",
                "Urgente: il sistema delle presenze non registra le timbrature da stamattina. Segnate l'orario su carta, l'assistenza tecnica è già al lavoro.",
            ),
            (
                "it",
                "Puoi fare da referente per il fornitore del software finché Giulia è in maternità? Le riunioni sono il martedì alle 11.",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-it-misto-inglese",
        T,
        [
            (
                "it",
                "Ciao, il meeting con il team di Londra è spostato alle 15, mandami pure le slides entro l'ora di pranzo che le riguardo. Thanks!",
            ),
            (
                "it",
                "Ho fatto il check del budget: siamo over di circa 12k sul marketing, dobbiamo fare un recap con il CFO prima della deadline.",
            ),
            (
                "it",
                "Ignora pure la call invite di prima, ho sbagliato link. Questo è quello giusto per la demo di domani.",
            ),
        ],
        lang="it",
    )
)

# ---------------------------------------------------------------- pt
add(
    group(
        B,
        "we-pt-boleto-segunda-via",
        T,
        [
            (
                "pt",
                "Olá, Sr. Carvalho! Por favor, desconsidere o boleto anterior: ele foi gerado com vencimento errado. Segue a segunda via com vencimento em 10/07. Qualquer dúvida, estamos à disposição.",
            ),
            (
                "pt",
                "Pode ignorar o e-mail de cobrança que recebeu hoje, o pagamento já consta no nosso sistema. Pedimos desculpas pelo transtorno.",
            ),
            (
                "pt",
                "Esqueça a nota fiscal que mandei ontem, saiu com o CNPJ da filial. Já pedi o cancelamento e emiti outra.",
            ),
            (
                "pt",
                "Prezados,\n\ninformamos que, a partir desta data, a fatura mensal do serviço de internet passará a ser enviada apenas por e-mail. Pedimos que desconsiderem o endereço de cobrança antigo, que ainda aparecia em algumas faturas impressas. Caso prefiram receber a fatura em papel, basta solicitar pelo nosso WhatsApp (11) 98765-4321 ou na área do cliente. O débito automático continua ativo para quem já tinha aderido.\n\nAtenciosamente,\nCentral de Atendimento",
            ),
            (
                "pt",
                "Por lapso, a fatura n.º FT 2024/312 foi enviada com o NIF errado. Agradecemos que a ignore; a fatura corrigida segue em anexo.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-pt-entrega-instrucoes",
        T,
        [
            (
                "pt",
                "Novas instruções de entrega: a partir de segunda, as entregas no CD de Guarulhos só com agendamento prévio pelo portal. Caminhão sem agendamento não descarrega.",
            ),
            (
                "pt",
                "Oi, pode deixar o pacote com o porteiro, por favor? Não vou estar em casa de tarde. Obrigada!",
            ),
            (
                "pt",
                "Motorista: o endereço de entrega mudou. Esqueça a Rua Augusta, agora é Av. Paulista 1200, sala 84. O cliente já avisou a recepção.",
            ),
            (
                "pt",
                "Atenção equipe do turno da noite: de agora em diante, conferir o lacre de todos os contêineres antes de assinar o recebimento.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-pt-banco-seguranca",
        T,
        [
            (
                "pt",
                "O seu código de acesso temporário foi enviado por SMS. Nunca partilhe este código com ninguém, nem mesmo com funcionários do banco.",
            ),
            (
                "pt",
                "Sua senha do app foi redefinida com sucesso. Se você não fez essa alteração, ligue imediatamente para a central 0800 123 4567.",
            ),
            (
                "pt",
                "Prezado cliente, o sistema de internet banking estará indisponível no domingo, das 2h às 6h, para manutenção programada.",
            ),
            (
                "pt",
                "Olá, sou o gerente da sua conta PJ e a partir de agora vou atuar como seu ponto de contato para crédito e investimentos. Meu ramal é 4521.",
            ),
            (
                "pt",
                "Confidencial – Relatório de auditoria interna do 2º trimestre. Distribuição restrita à diretoria e ao comitê de riscos.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-pt-misturado-ingles",
        T,
        [
            (
                "pt",
                "Gente, o kickoff com o cliente foi pra quinta, alguém consegue atualizar o roadmap até lá? Preciso do feedback do time de UX também.",
            ),
            (
                "pt",
                "Fiz o deploy em staging, mas o endpoint de pagamentos tá retornando timeout. Vou abrir um ticket pro time de infra.",
            ),
            (
                "pt",
                "Podem ignorar o draft anterior do report, mandei a versão errada. A final está no SharePoint, pasta Q2.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-pt-consulta-escola",
        T,
        [
            (
                "pt",
                "Lembrete: sua consulta com a Dra. Fernanda está marcada para quarta-feira, 9h. Traga seus exames anteriores e o cartão do convênio.",
            ),
            (
                "pt",
                "Senhores pais, a reunião de pais e mestres foi remarcada para o dia 15, às 19h. Desconsiderem o bilhete enviado na agenda na semana passada.",
            ),
            (
                "pt",
                "Bom dia, gostaria de remarcar o exame de sangue de sexta para a próxima semana, se possível de manhã cedo. Obrigado, Rui Almeida",
            ),
            (
                "pt",
                "URGENTE: a matrícula para o segundo semestre encerra nesta sexta. Alunos com documentação pendente devem procurar a secretaria.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-it-farmacia-ricetta",
        T,
        [
            (
                "it",
                "Buongiorno, il farmaco che ha ordinato è arrivato. Può ritirarlo da domani dalle 9, porti con sé la ricetta elettronica (basta il codice NRE).",
            ),
            (
                "it",
                "Gentile paziente, il suo medico ha inviato una nuova ricetta: non usi più quella del mese scorso, il dosaggio è cambiato.",
            ),
            (
                "it",
                "Ciao, la farmacia resta chiusa per inventario lunedì mattina. Per le urgenze rivolgetevi alla farmacia di turno in piazza Cavour.",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-pt-rh-ferias",
        T,
        [
            (
                "pt",
                "Oi Paula, aprovei suas férias de 10 a 24 de julho no sistema. Só lembra de passar as pendências pro Diego antes de sair.",
            ),
            (
                "pt",
                "Comunicado do RH: a partir de agora, os pedidos de férias devem ser feitos com no mínimo 30 dias de antecedência pelo portal do colaborador.",
            ),
            (
                "pt",
                "Boa tarde, favor desconsiderar o holerite enviado ontem; houve erro no cálculo das horas extras. O novo será enviado até sexta.",
            ),
        ],
        lang="pt",
    )
)

# ---------------------------------------------------------------- nl
add(
    group(
        B,
        "we-nl-factuur-vervalt",
        T,
        [
            (
                "nl",
                "Beste meneer De Vries, u kunt de vorige factuur (nr. 2024-0456) negeren; daarop stond per ongeluk het oude btw-nummer. In de bijlage vindt u de gecorrigeerde factuur.",
            ),
            (
                "nl",
                "Negeer aub de mail van vanochtend, verkeerde bijlage 🙈 Hierbij de juiste offerte.",
            ),
            (
                "nl",
                "Vergeet het oude factuuradres: sinds 1 januari zitten we aan de Keizersgracht 221, 1016 DV Amsterdam.",
            ),
            (
                "nl",
                "Geachte klant,\n\nDoor een storing in ons facturatiesysteem heeft u deze maand twee facturen ontvangen voor uw energiecontract. De factuur met kenmerk EN-77812 is dubbel verstuurd en mag u negeren. Heeft u beide bedragen al betaald, dan storten wij het teveel betaalde binnen tien werkdagen terug op uw rekening. U hoeft hiervoor zelf niets te doen. Onze excuses voor het ongemak.\n\nMet vriendelijke groet,\nKlantenservice Energie Noord",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-nl-bezorging-instructies",
        T,
        [
            (
                "nl",
                "Nieuwe bezorginstructies: vanaf maandag graag leveren via de achteringang aan de Molenstraat, de voorkant is afgesloten vanwege werkzaamheden.",
            ),
            (
                "nl",
                "Hoi, pakketje mag bij de buren op nr. 14 als ik er niet ben. Niet in de brievenbus proppen aub!",
            ),
            (
                "nl",
                "Voortaan alle retouren eerst scannen voordat ze terug het magazijn in gaan. Zonder scan geen creditnota.",
            ),
            (
                "nl",
                "Let op chauffeurs: vanaf vandaag laden en lossen alleen tussen 7:00 en 11:00 in de binnenstad (milieuzone).",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-nl-ict-wachtwoord",
        T,
        [
            (
                "nl",
                "Je wachtwoord verloopt over 7 dagen. Wijzig het via het selfserviceportaal. De systeembeheerder zal nooit om je wachtwoord vragen.",
            ),
            (
                "nl",
                "Hoi Sanne, de beheerder heeft je account ontgrendeld. Je kunt weer inloggen met je oude wachtwoord.",
            ),
            (
                "nl",
                "Storing #5521 – het kassasysteem in filiaal Utrecht geeft foutcode E42. Router gereset, werkt weer. Melding gesloten.",
            ),
            (
                "nl",
                "Ik zit vast bij het resetten van mijn wachtwoord, de sms-code komt niet binnen. Kan iemand van ICT even meekijken?",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-nl-huurder-gemeente",
        T,
        [
            (
                "nl",
                "Beste huurder, op dinsdag 14 mei wordt de cv-ketel vervangen. De monteur komt tussen 8:00 en 12:00. Wilt u ervoor zorgen dat er iemand thuis is?",
            ),
            (
                "nl",
                "Uw afspraak bij de gemeente voor het ophalen van uw paspoort: donderdag 6 juni, 13:45 uur, balie 3. Neem uw oude paspoort mee.",
            ),
            (
                "nl",
                "Dringend: de deadline voor het indienen van de subsidieaanvraag is verschoven naar 1 oktober. De eerdere datum in de brief klopt niet.",
            ),
            (
                "nl",
                "Goedemiddag, ik wil graag een reparatieverzoek doen: de afvoer in de badkamer lekt. Huurnummer 448-22. Alvast bedankt, mevr. Bakker",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-nl-engels-gemengd",
        T,
        [
            (
                "nl",
                "Kun je de slides nog even checken voor de meeting met de stakeholders? Ik wil de roadmap en de KPI's erin hebben. Thanks!",
            ),
            (
                "nl",
                "Vanaf nu graag alle feature requests via Jira en niet meer via Slack, anders raken ze kwijt in de backlog.",
            ),
            (
                "nl",
                "De standup van morgen is gecanceld, we doen een async update in het kanaal. Negeer de invite maar.",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-nl-hr-vertrouwelijk",
        T,
        [
            (
                "nl",
                "Vertrouwelijk: bijgaand het verslag van het functioneringsgesprek. Graag niet doorsturen.",
            ),
            (
                "nl",
                "Wil jij tijdens de vakantie van Peter optreden als aanspreekpunt voor de uitzendkrachten? Het gaat om drie weken.",
            ),
            (
                "nl",
                "Het nieuwe verzuimbeleid geldt vanaf 1 juli. Ziekmelden gaat voortaan telefonisch bij je leidinggevende vóór 9:00, niet meer per mail.",
            ),
        ],
        lang="nl",
    )
)

# ---------------------------------------------------------------- pl
add(
    group(
        B,
        "we-pl-faktura-korekta",
        T,
        [
            (
                "pl",
                "Dzień dobry, prosimy zignorować poprzednią fakturę nr FV/2024/03/117 – zawierała błędną stawkę VAT. W załączniku przesyłamy fakturę korygującą.",
            ),
            (
                "pl",
                "Proszę nie brać pod uwagę wczorajszego maila z fakturą, wysłałam go do złego kontrahenta. Przepraszam za zamieszanie.",
            ),
            (
                "pl",
                "Zapomnij o starej wersji zamówienia, klient dorzucił jeszcze 20 palet. Nowa wersja w załączniku.",
            ),
            (
                "pl",
                "Szanowni Państwo,\n\nw związku z wdrożeniem Krajowego Systemu e-Faktur od przyszłego miesiąca wszystkie faktury będziemy wystawiać wyłącznie w KSeF. Prosimy nie zwracać uwagi na papierowe kopie, które mogą jeszcze przez jakiś czas przychodzić pocztą – nie mają one mocy dokumentu księgowego. Numer faktury w KSeF będzie widoczny w nagłówku każdego powiadomienia e-mail.\n\nZ poważaniem,\nDział Księgowości\nTransBud Sp. z o.o.",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-pl-magazyn-zmiana",
        T,
        [
            (
                "pl",
                "Nowe instrukcje dla zmiany nocnej: od poniedziałku kompletacja zamówień ekspresowych odbywa się w strefie C, nie w strefie A.",
            ),
            (
                "pl",
                "Od teraz każdy wózek widłowy po zmianie trzeba podpiąć do ładowania. Bez wyjątków, bo rano nie ma czym jeździć.",
            ),
            (
                "pl",
                "Kierowcy: prosimy o przyjazd na rampę nr 5. Rampa nr 2 jest w remoncie do końca miesiąca.",
            ),
            (
                "pl",
                "hej, jutro dostawa z Niemiec przyjedzie wcześniej, ok. 5:30. ktoś z porannej zmiany musi być na miejscu",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-pl-it-haslo",
        T,
        [
            (
                "pl",
                "Twoje hasło do systemu wygaśnie za 3 dni. Zmień je w portalu pracownika. Administrator nigdy nie poprosi Cię o podanie hasła.",
            ),
            (
                "pl",
                "Zgłoszenie #3312: użytkownik nie może zalogować się do systemu kadrowego. Konto odblokowane przez administratora, hasło zresetowane.",
            ),
            (
                "pl",
                "Cześć Ania, nadałem Ci rolę „Kierownik działu” w systemie obiegu dokumentów. Od teraz możesz zatwierdzać wnioski urlopowe swojego zespołu.",
            ),
            (
                "pl",
                "PILNE: w sobotę od 6 do 10 serwer poczty będzie wyłączony. Prosimy zapisać ważne załączniki lokalnie.",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-pl-przychodnia-urzad",
        T,
        [
            (
                "pl",
                "Przypominamy o wizycie u lekarza rodzinnego w czwartek 16.05 o godz. 10:40. W razie rezygnacji prosimy o kontakt pod nr 22 123 45 67.",
            ),
            (
                "pl",
                "Dzień dobry, chciałbym przełożyć termin badania USG na przyszły tydzień. Czy jest coś wolnego po 15:00? Pozdrawiam, Marek Nowak",
            ),
            (
                "pl",
                "Uprzejmie informujemy, że wniosek o wydanie dowodu osobistego został rozpatrzony. Dokument można odebrać w urzędzie od 3 czerwca.",
            ),
            (
                "pl",
                "Poufne – wyniki badań przekazujemy wyłącznie pacjentowi lub osobie upoważnionej na piśmie.",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-pl-mieszane-angielski",
        T,
        [
            (
                "pl",
                "Hej, możesz mi podesłać ten deck na jutrzejszy meeting z klientem? Chcę jeszcze dopisać parę slajdów o pricingu.",
            ),
            (
                "pl",
                "Zrobiłem merge do mastera, ale pipeline się wywala na testach e2e. Sprawdzę po lunchu, na razie nie deployujcie.",
            ),
            (
                "pl",
                "Zignorujcie invite na piątek, przenosimy retro na poniedziałek. Sorry za zamieszanie!",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-pl-kadry-umowa",
        T,
        [
            (
                "pl",
                "Pani Katarzyno, proszę przesłać do działu kadr podpisany aneks do umowy do piątku. Bez niego nie naliczymy podwyżki w tym miesiącu.",
            ),
            (
                "pl",
                "Czy mógłbyś pełnić rolę opiekuna stażysty przez pierwsze dwa tygodnie? Chodzi głównie o wprowadzenie do procedur.",
            ),
            (
                "pl",
                "Od 1 lipca obowiązuje nowy regulamin pracy zdalnej. Poprzedni regulamin przestaje obowiązywać – prosimy o zapoznanie się z nowym i potwierdzenie w systemie.",
            ),
        ],
        lang="pl",
    )
)

# ---------------------------------------------------------------- ru
add(
    group(
        B,
        "we-ru-schet-zamena",
        T,
        [
            (
                "ru",
                "Добрый день! Просим не учитывать предыдущий счёт № 145 от 12.03 — в нём указана неверная сумма НДС. Исправленный счёт во вложении.",
            ),
            (
                "ru",
                "Игнорируйте, пожалуйста, вчерашнее письмо со счётом, я отправила его не тому контрагенту. Извините за путаницу.",
            ),
            (
                "ru",
                "Забудьте старые реквизиты склада в Подольске: с апреля отгрузки идут с нового адреса, ул. Промышленная, 7.",
            ),
            (
                "ru",
                "Уважаемые коллеги!\n\nВ связи с переходом на электронный документооборот с 1 июля все закрывающие документы (акты, УПД, счета-фактуры) будут направляться только через оператора ЭДО. Бумажные экземпляры, которые ещё могут прийти по почте в переходный период, просим не учитывать при сверке. Если ваша компания пока не подключена к ЭДО, свяжитесь с нашим бухгалтером Еленой Сергеевной по телефону +7 495 000-12-34.\n\nС уважением,\nФинансовый отдел ООО «СеверСтройСнаб»",
            ),
            (
                "ru",
                "не смотрите на первую версию акта сверки, там задвоилась оплата от 5 февраля. вот правильная",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-ru-smena-instrukcii",
        T,
        [
            (
                "ru",
                "Новые инструкции для ночной смены: с понедельника приёмка товара заканчивается в 23:00, машины после этого времени разгружаются утром.",
            ),
            (
                "ru",
                "С этого момента все возвраты оформляются в системе до того, как товар вернётся на полку. Без оформления ничего не выкладываем.",
            ),
            (
                "ru",
                "Водителям: въезд на территорию склада только через КПП-2, КПП-1 закрыт на ремонт до конца месяца.",
            ),
            (
                "ru",
                "Коллеги, напоминаю: с завтрашнего дня смена начинается в 7:30, а не в 8:00. Не опаздывайте на планёрку.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-ru-it-parol",
        T,
        [
            (
                "ru",
                "Срок действия вашего пароля истекает через 5 дней. Смените его в личном кабинете. Системный администратор никогда не запрашивает пароль по почте или телефону.",
            ),
            (
                "ru",
                "Заявка № 8812: пользователь не может войти в 1С после обновления. Профиль сброшен администратором, доступ восстановлен.",
            ),
            (
                "ru",
                "Привет, Дима! Админ выдал тебе роль «Кладовщик» в WMS, теперь ты можешь подтверждать приёмку. Если что-то не работает — пиши.",
            ),
            (
                "ru",
                "СРОЧНО: в субботу с 9:00 до 13:00 плановые работы на сервере. Почта и CRM будут недоступны.",
            ),
            (
                "ru",
                "Голосовой ассистент в переговорной не работает, ему нужна перенастройка. Заявку в ИТ я уже оставил.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-ru-poliklinika-gosuslugi",
        T,
        [
            (
                "ru",
                "Напоминаем: вы записаны к терапевту на 14 мая в 10:20, кабинет 305. При себе иметь полис ОМС и паспорт.",
            ),
            (
                "ru",
                "Здравствуйте, хочу перенести приём у стоматолога с четверга на следующую неделю. Есть ли свободное время после 18:00? Спасибо, Ольга",
            ),
            (
                "ru",
                "Ваше заявление на Госуслугах принято. Конфиденциальные данные о результате рассмотрения будут доступны только в личном кабинете.",
            ),
            (
                "ru",
                "Уважаемый пациент, врач изменил схему приёма препарата. Забудьте прежнюю дозировку: теперь одна таблетка утром. Новый рецепт выписан в электронном виде.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-ru-smeshannyj-angl",
        T,
        [
            (
                "ru",
                "Ребят, созвон с клиентом перенесли на 16:00, кто-нибудь может обновить дек до этого? Нужен апдейт по roadmap и метрикам.",
            ),
            (
                "ru",
                "Я запушил фикс в ветку release, но CI падает на линтере. Посмотрю после обеда, пока не мёржьте.",
            ),
            ("ru", "Игнорьте предыдущий инвайт, там была не та ссылка на Zoom. Вот правильная."),
            (
                "ru",
                "Дедлайн по отчёту сдвинули на пятницу, так что можно без спешки. FYI, апрув от финдиректора уже есть.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-ru-yurist-konfidencialno",
        T,
        [
            (
                "ru",
                "Конфиденциально: направляем проект соглашения о неразглашении для согласования. Просим не пересылать документ за пределы юридического отдела.",
            ),
            (
                "ru",
                "Не могли бы вы выступить представителем компании на заседании арбитражного суда 20 мая? Доверенность подготовим.",
            ),
            (
                "ru",
                "Отправьте, пожалуйста, нотариусу скан доверенности до среды, иначе сделку придётся перенести.",
            ),
        ],
        lang="ru",
    )
)

# ---------------------------------------------------------------- uk
add(
    group(
        B,
        "we-uk-rakhunok-vypravlenyi",
        T,
        [
            (
                "uk",
                "Доброго дня! Просимо ігнорувати попередній рахунок № 211 — у ньому помилково вказано стару ціну. Виправлений рахунок у вкладенні.",
            ),
            (
                "uk",
                "Не звертайте уваги на вчорашній лист із накладною, я переплутала адресу доставки. Правильна версія нижче.",
            ),
            (
                "uk",
                "Забудьте стару адресу офісу: з березня ми працюємо на вул. Січових Стрільців, 12, Київ.",
            ),
            (
                "uk",
                "Шановні партнери!\n\nУ зв’язку з переходом на нову облікову систему з 1 квітня номери рахунків матимуть інший формат (наприклад, UA-2024-00451). Попередні рахунки, виставлені до цієї дати, залишаються чинними, а от шаблони платіжних доручень, які ви зберегли раніше, просимо не використовувати — у них може бути застаріле призначення платежу. Якщо виникнуть питання, пишіть на buh@pryklad-postach.ua.\n\nЗ повагою,\nбухгалтерія ТОВ «Агроресурс-Полтава»",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-uk-volontery-dostavka",
        T,
        [
            (
                "uk",
                "Нові інструкції для волонтерів: з понеділка гуманітарку приймаємо тільки з 10:00 до 16:00, вхід з двору.",
            ),
            (
                "uk",
                "Відтепер кожну коробку підписуємо: що всередині, вага і дата. Без підпису на склад не ставимо.",
            ),
            (
                "uk",
                "Водію: розвантаження біля задніх воріт, передні зачинені. Подзвоніть Олені, коли будете на місці: +380 67 000 11 22.",
            ),
            (
                "uk",
                "Дівчата, завтра зміна починається о 8, бо приїжджає фура з Польщі. Хто може прийти раніше — напишіть 🙏",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-uk-diia-poslugy",
        T,
        [
            (
                "uk",
                "Ваш запис до ЦНАПу підтверджено: вівторок, 11 червня, 09:40, вікно № 4. Візьміть із собою паспорт і РНОКПП.",
            ),
            (
                "uk",
                "Заяву на отримання довідки прийнято. Результат надійде у застосунок протягом 3 робочих днів.",
            ),
            (
                "uk",
                "Терміново: сьогодні закінчується строк подання декларації. Якщо ви ще не подали її, зробіть це в електронному кабінеті платника.",
            ),
            (
                "uk",
                "Добрий день, підкажіть, будь ласка, чи можна змінити адресу реєстрації онлайн, чи треба йти особисто? Дякую.",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-uk-it-administrator",
        T,
        [
            (
                "uk",
                "Ваш пароль скинуто. Тимчасовий пароль надіслано SMS. Змініть його під час першого входу в систему.",
            ),
            (
                "uk",
                "Адміністратор надав тобі роль «Менеджер з продажу» в CRM. Тепер ти бачиш усі угоди свого регіону.",
            ),
            (
                "uk",
                "Заявка №1290: не друкує принтер у бухгалтерії. Перевстановлено драйвер, все працює. Заявку закрито.",
            ),
            (
                "uk",
                "Нагадування: ніколи не передавайте свій пароль колегам, навіть якщо вони кажуть, що це терміново.",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-uk-zmishane-angl",
        T,
        [
            (
                "uk",
                "Привіт! Мітинг з клієнтом перенесли на 15:00, закинь, будь ласка, оновлений дек у спільну папку. Thanks!",
            ),
            (
                "uk",
                "Задеплоїв фікс на стейджинг, але QA каже, що логін на Android досі падає. Глянемо на дейлі.",
            ),
            (
                "uk",
                "Ігноруйте попередній draft звіту, там були старі цифри. Фінальна версія вже в Google Docs.",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-uk-likar-shkola",
        T,
        [
            (
                "uk",
                "Нагадуємо про прийом у сімейного лікаря завтра о 14:30. Якщо не зможете прийти, скасуйте запис у застосунку.",
            ),
            (
                "uk",
                "Шановні батьки, батьківські збори переносяться на четвер, 18:00. Попереднє оголошення в Viber-групі не актуальне.",
            ),
            (
                "uk",
                "Лікар змінив призначення: забудьте попередню схему, тепер по одній таблетці двічі на день після їжі.",
            ),
        ],
        lang="uk",
    )
)

# ---------------------------------------------------------------- cs
add(
    group(
        B,
        "we-cs-faktura-oprava",
        T,
        [
            (
                "cs",
                "Dobrý den, prosíme, ignorujte předchozí fakturu č. 2024017, obsahovala chybnou sazbu DPH. Opravný daňový doklad zasíláme v příloze.",
            ),
            (
                "cs",
                "Předchozí e-mail prosím neberte v potaz, poslala jsem omylem starou cenovou nabídku. Tady je ta aktuální.",
            ),
            (
                "cs",
                "Zapomeňte na starou fakturační adresu – od ledna sídlíme na Vinohradské 48, Praha 2.",
            ),
            (
                "cs",
                "Vážení zákazníci,\n\nz důvodu technické chyby vám v tomto měsíci mohla přijít dvě vyúčtování za služby. Platné je pouze vyúčtování s variabilním symbolem 8800417; druhé prosím ignorujte. Pokud jste již uhradili obě částky, přeplatek vám automaticky vrátíme na účet do 14 dnů. Omlouváme se za komplikace.\n\nS pozdravem\nZákaznické centrum",
            ),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-cs-skola-instrukce",
        T,
        [
            (
                "cs",
                "Vážení rodiče, od pondělí platí nové pokyny pro vyzvedávání dětí z družiny: děti vydáváme pouze osobám uvedeným na přihlášce.",
            ),
            (
                "cs",
                "Odteď prosím odevzdávejte domácí úkoly přes Bakaláře, papírové už nebudu přijímat. Díky, p. uč. Horáková",
            ),
            (
                "cs",
                "Upozornění: třídní schůzky se přesouvají na čtvrtek 17:00. Původní termín z minulého týdne neplatí.",
            ),
            (
                "cs",
                "Dobrý den, omlouvám syna Jakuba z výuky ve středu a čtvrtek, má angínu. Děkuji, Petra Dvořáková",
            ),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-cs-it-heslo",
        T,
        [
            (
                "cs",
                "Platnost vašeho hesla vyprší za 3 dny. Změňte ho na intranetu. Správce systému po vás heslo nikdy nebude chtít.",
            ),
            (
                "cs",
                "Požadavek #4471: uživatel se nemůže přihlásit do docházkového systému. Účet odemčen administrátorem, heslo resetováno.",
            ),
            (
                "cs",
                "Ahoj Tome, admin ti přidělil roli schvalovatele v systému objednávek, takže od teď můžeš schvalovat nákupy do 50 000 Kč.",
            ),
            (
                "cs",
                "URGENTNÍ: v sobotu 6–12 h proběhne odstávka serveru. Uložte si rozpracované dokumenty.",
            ),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-cs-doprava-lekar",
        T,
        [
            (
                "cs",
                "Nové pokyny pro řidiče: vykládka ve skladu Brno jen přes rampu 6, rampa 2 je v opravě.",
            ),
            (
                "cs",
                "Připomínáme vaši objednávku k zubnímu lékaři na úterý 9:15. Pokud nemůžete přijít, dejte nám prosím vědět den předem.",
            ),
            ("cs", "Dobrý den, balík prosím nechte u sousedů v č. 12, nebudu doma. Děkuji!"),
            (
                "cs",
                "Důvěrné: výsledky vyšetření předáváme pouze pacientovi nebo osobě s plnou mocí.",
            ),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-cs-mix-anglictina",
        T,
        [
            (
                "cs",
                "Můžeš mi do EOD poslat ten deck na meeting s klientem? Chci tam ještě přidat slide s pricingem.",
            ),
            (
                "cs",
                "Mergnul jsem to do mainu, ale build padá na testech. Podívám se na to po obědě, zatím nedeployujte.",
            ),
            ("cs", "Ignorujte ten invite na pátek, retro přesouváme na pondělí. Sorry!"),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-cs-hr-smlouva",
        T,
        [
            (
                "cs",
                "Paní Novotná, pošlete prosím podepsaný dodatek ke smlouvě na personální do pátku.",
            ),
            (
                "cs",
                "Mohl bys zastupovat vedoucího směny, než se Martin vrátí z dovolené? Jde o dva týdny.",
            ),
            (
                "cs",
                "Od 1. září platí nová směrnice o práci z domova; původní směrnice se ruší. Prosím potvrďte seznámení v systému.",
            ),
        ],
        lang="cs",
    )
)

# ---------------------------------------------------------------- sk
add(
    group(
        B,
        "we-sk-autoservis-objednavka",
        T,
        [
            (
                "sk",
                "Dobrý deň, potvrdzujeme termín servisnej prehliadky vášho vozidla na utorok 14. 5. o 8:00. Prosíme, ignorujte predchádzajúcu SMS s nesprávnym časom.",
            ),
            (
                "sk",
                "Pán Kováč, auto je pripravené na vyzdvihnutie. Faktúru sme poslali e-mailom, tú predošlú, kde chýbala výmena brzdových platničiek, nepokladajte za platnú.",
            ),
            (
                "sk",
                "Zabudnite na pôvodnú cenovú ponuku, diel od dodávateľa zlacnel. Nová suma je 312 € s DPH.",
            ),
            (
                "sk",
                "dobry den, chcel by som presunut prezutie pneumatik na buduci tyzden, idealne poobede. dakujem, Peter",
            ),
            (
                "sk",
                "Vážený zákazník,\n\nďakujeme, že ste si vybrali náš autoservis. Pri odovzdaní vozidla sme zistili, že okrem výmeny oleja je potrebná aj výmena rozvodového remeňa (odporúčaný interval bol prekročený o 20 000 km). Bez vášho súhlasu žiadne ďalšie práce nevykonáme. Prosíme, potvrďte telefonicky alebo odpoveďou na tento e-mail, či máme výmenu vykonať. Orientačná cena je 480 € vrátane práce. Ak nie, vozidlo bude pripravené dnes o 16:00.\n\nS pozdravom\nAutoservis Horváth, Žilina",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sk-zmena-pokyny",
        T,
        [
            (
                "sk",
                "Nové pokyny pre rannú zmenu: od pondelka sa kontrola kvality robí pred balením, nie až na konci linky.",
            ),
            (
                "sk",
                "Odteraz všetky objednávky materiálu schvaľuje vedúci výroby. Bez jeho podpisu nákup nič neobjedná.",
            ),
            (
                "sk",
                "Vodiči, vykládka v sklade Nitra iba cez bránu B. Brána A je zatvorená do odvolania.",
            ),
            (
                "sk",
                "Pozor, od zajtra začína nočná zmena o 21:30. Starý rozpis zmien z nástenky už neplatí.",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sk-it-spravca",
        T,
        [
            (
                "sk",
                "Vaše heslo bolo resetované. Dočasné heslo vám príde SMS správou, pri prvom prihlásení ho zmeňte.",
            ),
            (
                "sk",
                "Správca systému upozorňuje: v nedeľu od 7:00 do 11:00 bude e-mailový systém nedostupný z dôvodu údržby.",
            ),
            (
                "sk",
                "Požiadavka #2290: tlačiareň na recepcii hlási chybu. Reštartovaná, funguje. Uzatváram.",
            ),
            (
                "sk",
                "Ahoj Zuzka, admin ti pridelil rolu „účtovník“ v novom systéme, takže už vidíš všetky faktúry dodávateľov.",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sk-urad-lekar",
        T,
        [
            (
                "sk",
                "Vaša žiadosť o vydanie občianskeho preukazu bola vybavená. Preukaz si môžete vyzdvihnúť na oddelení dokladov od 3. júna.",
            ),
            (
                "sk",
                "Pripomíname vám vyšetrenie u kardiológa v stredu o 10:30. Prineste si kartičku poistenca a výsledky EKG.",
            ),
            ("sk", "Dôverné: lekárska správa je určená len pre pacienta a ošetrujúceho lekára."),
            (
                "sk",
                "Naliehavé: termín na podanie daňového priznania končí 31. marca. Podať ho môžete aj elektronicky.",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sk-mix-anglictina",
        T,
        [
            (
                "sk",
                "Pošli mi prosím ten report do EOD, zajtra ráno mám call s manažmentom a potrebujem mať čísla.",
            ),
            (
                "sk",
                "Ignorujte pozvánku na standup, dnes ho nerobíme, každý pošle update do channelu.",
            ),
            (
                "sk",
                "Dal som merge do develop branchu, ale pipeline padá na unit testoch. Pozriem to po obede.",
            ),
        ],
        lang="sk",
    )
)

# ---------------------------------------------------------------- sv
add(
    group(
        B,
        "we-sv-faktura-ersatt",
        T,
        [
            (
                "sv",
                "Hej! Bortse från den tidigare fakturan nr 10452, den hade fel momssats. Den rättade fakturan finns bifogad. Mvh Ekonomiavdelningen",
            ),
            ("sv", "Ignorera gärna mejlet jag skickade i morse, fel bilaga. Här är rätt offert."),
            (
                "sv",
                "Glöm den gamla fakturaadressen – sedan januari gäller Box 1234, 111 22 Stockholm.",
            ),
            (
                "sv",
                "Hej Anna,\n\nvi har upptäckt att fakturan för mars skickades två gånger på grund av ett fel i vårt system. Fakturan med OCR-nummer 4458102 är en dubblett och kan ignoreras. Om ni redan har betalat båda, betalar vi tillbaka det överskjutande beloppet inom tio bankdagar. Ni behöver inte göra något mer.\n\nVi ber om ursäkt för besväret.\n\nVänliga hälsningar\nKundtjänst, Norrlands Bygg AB",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-sv-kommun-instruktioner",
        T,
        [
            (
                "sv",
                "Nya instruktioner för sophämtning: från och med vecka 12 hämtas matavfall varannan tisdag i stället för på fredagar.",
            ),
            (
                "sv",
                "Din tid hos Skatteverket: torsdag 6 juni kl. 13:20. Ta med giltig legitimation.",
            ),
            (
                "sv",
                "Hej, jag vill anmäla att gatlampan utanför Storgatan 14 har varit släckt i en vecka. Tack på förhand!",
            ),
            (
                "sv",
                "Brådskande: sista dag för att ansöka om förskoleplats inför hösten är fredag. Ansökan görs i e-tjänsten.",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-sv-it-losenord",
        T,
        [
            (
                "sv",
                "Ditt lösenord går ut om 5 dagar. Byt det via självbetjäningsportalen. Systemadministratören kommer aldrig att be dig om ditt lösenord.",
            ),
            (
                "sv",
                "Ärende #6610: användaren kan inte logga in i lönesystemet. Kontot upplåst av admin, lösenordet återställt.",
            ),
            (
                "sv",
                "Hej Erik, du har fått rollen som attestant i ekonomisystemet från och med idag.",
            ),
            (
                "sv",
                "Den digitala assistenten på intranätet svarar bara på frågor om semester och friskvård. För löneärenden, kontakta HR.",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-sv-leverans-skift",
        T,
        [
            (
                "sv",
                "Från och med nu levereras allt gods till lastkaj 2, inte till huvudentrén. Ring 08-123 456 vid ankomst.",
            ),
            (
                "sv",
                "Nya rutiner för kvällsskiftet: plocklistorna skrivs ut kl. 17 och allt ska vara packat till kl. 21.",
            ),
            (
                "sv",
                "tjena, paketet kan lämnas i brevlådan om det får plats, annars hos grannen på nr 5",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-sv-blandat-engelska",
        T,
        [
            (
                "sv",
                "Kan du skicka decken innan mötet med kunden? Jag vill lägga till några slides om pricing. Thanks!",
            ),
            ("sv", "Ignorera invite:n till fredagens retro, vi kör den på måndag istället."),
            (
                "sv",
                "Har deployat fixen till staging men QA säger att checkout fortfarande failar på mobilen.",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-sv-vard-konfidentiellt",
        T,
        [
            (
                "sv",
                "Påminnelse: du har en tid hos distriktssköterskan tisdag kl. 09:15 på vårdcentralen Solbacken. Avboka senast 24 timmar innan.",
            ),
            (
                "sv",
                "Sekretess: journalkopior lämnas endast ut till patienten själv eller till ett ombud med fullmakt.",
            ),
            (
                "sv",
                "Läkaren har ändrat din dos. Glöm den gamla ordinationen, från och med i morgon tar du en tablett på kvällen.",
            ),
        ],
        lang="sv",
    )
)

# ---------------------------------------------------------------- da
add(
    group(
        B,
        "we-da-apotek-recept",
        T,
        [
            (
                "da",
                "Din medicin er klar til afhentning på Apoteket Nørrebro. Husk sundhedskort. Se bort fra den tidligere besked, som angav forkert åbningstid.",
            ),
            (
                "da",
                "Lægen har ændret din recept. Glem den gamle dosering – fremover tager du én tablet morgen og aften.",
            ),
            (
                "da",
                "Hej, kan I bestille mere af min astmamedicin hjem? Jeg kan afhente den fredag. Mvh Lone",
            ),
            (
                "da",
                "Fortroligt: oplysninger om din medicin udleveres kun til dig eller en person med fuldmagt.",
            ),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-da-faktura-kreditnota",
        T,
        [
            (
                "da",
                "Kære kunde, venligst se bort fra den forrige faktura nr. 33021, den indeholdt en fejl i momsberegningen. Kreditnota og ny faktura er vedhæftet.",
            ),
            (
                "da",
                "Ignorer venligst mailen fra i går, jeg vedhæftede det forkerte tilbud. Her er det rigtige.",
            ),
            (
                "da",
                "Den gamle leveringsadresse gælder ikke længere. Fra nu af leverer vi til Industrivej 8, 8600 Silkeborg.",
            ),
            (
                "da",
                "Hej Mette,\n\ntak for din henvendelse om fakturaen for februar. Vi kan bekræfte, at timeantallet var forkert: der blev faktureret 42 timer i stedet for 24. Vi har udstedt en kreditnota for hele beløbet og sender en ny faktura i dag. Du kan altså se bort fra den oprindelige faktura. Betalingsfristen på den nye faktura er 30 dage.\n\nVenlig hilsen\nBogholderiet, Jensen Rådgivning ApS",
            ),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-da-it-adgangskode",
        T,
        [
            (
                "da",
                "Din adgangskode udløber om 3 dage. Skift den via selvbetjeningen. Systemadministratoren vil aldrig bede om din adgangskode.",
            ),
            (
                "da",
                "Sag #1187: brugeren kan ikke logge på lønsystemet. Konto låst op af admin, adgangskoden nulstillet.",
            ),
            ("da", "Hej Jonas, du har fået rollen som godkender i indkøbssystemet fra i dag."),
            ("da", "HASTER: mailserveren lukkes ned lørdag kl. 8–12 på grund af opdatering."),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-da-vagt-levering",
        T,
        [
            (
                "da",
                "Nye instruktioner til aftenvagten: fra mandag skal alle paller scannes ved modtagelse, også dem fra faste leverandører.",
            ),
            ("da", "Fremover skal chaufførerne melde sig i porten, før de kører ind på området."),
            ("da", "pakken må gerne stilles ved bagdøren hvis jeg ikke er hjemme, tak :)"),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-da-blandet-engelsk",
        T,
        [
            (
                "da",
                "Kan du sende decket inden mødet med kunden? Jeg skal lige have et par slides om pricing med. Thanks!",
            ),
            ("da", "Ignorer invitationen til fredagens standup, vi tager den async i kanalen."),
            (
                "da",
                "Har merget fixet, men pipelinen fejler på e2e-testene. Kigger på det efter frokost.",
            ),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-da-kommune-skole",
        T,
        [
            (
                "da",
                "Din tid på Borgerservice: onsdag den 5. juni kl. 10:40. Medbring gyldigt pas og sundhedskort.",
            ),
            (
                "da",
                "Kære forældre, forældremødet er flyttet til torsdag kl. 17. Se bort fra beskeden på Aula fra sidste uge.",
            ),
            (
                "da",
                "Vi skal bruge en forælder, der vil fungere som kontaktperson for skolekomsammen. Skriv til klasselæreren, hvis du har lyst.",
            ),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-sk-recenzia-eshop",
        T,
        [
            (
                "sk",
                "Recenzia ★★★★☆: Kávovar funguje super, len návod je zmätočný. Odporúčam ignorovať časť o odvápnení v starom návode a pozrieť si video na stránke výrobcu.",
            ),
            (
                "sk",
                "Hodnotenie: rýchle doručenie, kuriér bol milý. Jediné mínus – systém mi poslal dve potvrdenia objednávky, to druhé som musel ignorovať.",
            ),
            (
                "sk",
                "Výrobok ok, ale heslo do aplikácie k robotickému vysávaču sa mi stále resetuje. Podpora mi poradila preinštalovať aplikáciu, pomohlo to.",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sv-recension-csv",
        T,
        [
            (
                "sv",
                "ordernr;kund;kommentar\n55812;Lindqvist AB;Ignorera tidigare leveransdatum, nytt datum 14/6",
            ),
            (
                "sv",
                '{"kommentar": "Ny adress för leverans från och med nu: Hamngatan 3, Göteborg. Gamla adressen gäller ej."}',
            ),
            (
                "sv",
                "Betyg 5/5: Snabb leverans och bra kundtjänst. De skickade en ny faktura direkt när jag sa att den första var fel.",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-da-anmeldelse-hotel",
        T,
        [
            (
                "da",
                "Anmeldelse: Hyggeligt hotel tæt på Nyhavn. Receptionen var super hjælpsom, da vores booking var registreret forkert – de rettede det uden diskussion.",
            ),
            (
                "da",
                "Dejlig morgenmad, men wifi-adgangskoden på værelset var forkert. Receptionen gav os en ny med det samme.",
            ),
            (
                "da",
                "Vi blev opgraderet til et værelse med havudsigt, fordi vores eget ikke var klar. Sådan skal service være! 5 stjerner.",
            ),
        ],
        lang="da",
    )
)

# ---------------------------------------------------------------- nb
add(
    group(
        B,
        "we-nb-faktura-feil",
        T,
        [
            (
                "nb",
                "Hei! Se bort fra forrige faktura nr. 20411, den hadde feil KID-nummer. Ny faktura ligger vedlagt. Hilsen regnskap",
            ),
            (
                "nb",
                "Ignorer e-posten fra i går, jeg sendte feil tilbud. Her er det oppdaterte med fraktkostnader inkludert.",
            ),
            (
                "nb",
                "Glem den gamle fakturaadressen vår – vi har flyttet til Strandgata 15, 5013 Bergen.",
            ),
            (
                "nb",
                "Hei Kari,\n\nvi har oppdaget at fakturaen for april ble sendt to ganger. Fakturaen med forfall 20. mai er en kopi og kan ignoreres. Dersom dere allerede har betalt begge, vil det overskytende beløpet bli tilbakebetalt innen ti virkedager, eller trukket fra neste faktura hvis dere heller ønsker det. Gi beskjed om hva som passer best.\n\nMed vennlig hilsen\nKundeservice, Vestland Maskin AS",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-nb-skift-ferje",
        T,
        [
            (
                "nb",
                "Nye instrukser for nattskiftet: fra mandag skal alle tankmålinger føres inn i systemet før skiftet er slutt.",
            ),
            (
                "nb",
                "Fra nå av gjelder nye regler for ombordstigning: lastebiler kjører om bord først, deretter personbiler.",
            ),
            ("nb", "Ferjen kl. 07:30 er innstilt i dag på grunn av vær. Neste avgang er 09:00."),
            (
                "nb",
                "Sjåfører: lossing på lager Trondheim skjer nå via port 4. Port 1 er stengt til videre.",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-nb-it-passord",
        T,
        [
            (
                "nb",
                "Passordet ditt utløper om 4 dager. Bytt det i selvbetjeningsportalen. Systemadministrator vil aldri be deg om passordet ditt.",
            ),
            (
                "nb",
                "Sak #3380: brukeren får ikke logget inn i timeføringssystemet. Konto låst opp og passord tilbakestilt av admin.",
            ),
            ("nb", "Hei Ola, du har fått rollen som godkjenner for reiseregninger fra i dag."),
            (
                "nb",
                "Viktig: Ikke del passord eller engangskoder med noen, heller ikke kolleger. IT-avdelingen spør aldri om dette.",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-nb-lege-nav",
        T,
        [
            (
                "nb",
                "Påminnelse: du har time hos fastlegen onsdag kl. 10:15. Avbestill senest 24 timer før for å unngå gebyr.",
            ),
            (
                "nb",
                "Hei, jeg vil gjerne flytte timen min på torsdag til neste uke. Passer det en ettermiddag? Mvh Silje",
            ),
            ("nb", "Søknaden din er mottatt. Du får svar i innboksen din innen 4 uker."),
            (
                "nb",
                "Haster: vi mangler signert egenerklæring for å behandle søknaden. Send den innen fredag.",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-nb-blandet-engelsk",
        T,
        [
            (
                "nb",
                "Kan du sende decket før møtet med kunden? Trenger et par slides om pricing. Takk!",
            ),
            (
                "nb",
                "Har pushet fixen til staging, men QA sier login feiler på iOS. Tar det på standupen i morgen.",
            ),
            (
                "nb",
                "Ignorer invitasjonen til fredag, vi flytter retroen til mandag. Sorry for kort varsel!",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-nb-konfidensielt-rolle",
        T,
        [
            ("nb", "Konfidensielt: vedlagt referat fra styremøtet. Ikke videresend."),
            (
                "nb",
                "Kan du fungere som verneombud mens Lars er i permisjon? Det gjelder fram til august.",
            ),
            (
                "nb",
                "Fra 1. september gjelder ny retningslinje for hjemmekontor. Den gamle er ikke lenger gyldig.",
            ),
        ],
        lang="nb",
    )
)

# ---------------------------------------------------------------- fi
add(
    group(
        B,
        "we-fi-lasku-korjattu",
        T,
        [
            (
                "fi",
                "Hei! Jättäkää edellinen lasku nro 18452 huomiotta, siinä oli väärä arvonlisäverokanta. Korjattu lasku on liitteenä.",
            ),
            ("fi", "Unohda eilinen sähköposti, laitoin väärän tarjouksen liitteeksi. Tässä oikea."),
            (
                "fi",
                "Huom! Vanha laskutusosoite ei ole enää voimassa. Uusi osoite: Hämeenkatu 20, 33200 Tampere.",
            ),
            (
                "fi",
                "Hyvä asiakas,\n\njärjestelmävirheen vuoksi saitte tässä kuussa kaksi laskua samasta tilauksesta. Lasku, jonka viitenumero on 11 22334, on kaksoiskappale ja sen voi jättää huomiotta. Jos olette jo maksaneet molemmat, palautamme ylimääräisen summan tilillenne kymmenen pankkipäivän kuluessa. Teidän ei tarvitse tehdä mitään.\n\nPahoittelemme vaivaa.\n\nYstävällisin terveisin\nAsiakaspalvelu, Pohjolan Rakennus Oy",
            ),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-fi-tyomaa-ohjeet",
        T,
        [
            (
                "fi",
                "Uudet ohjeet työmaalle: maanantaista alkaen raskas liikenne vain klo 7–9 välillä, kaupunki on antanut huomautuksen.",
            ),
            (
                "fi",
                "Tästä lähtien jokainen työntekijä kirjautuu sisään kulunvalvontaan. Ilman kirjautumista ei työmaalle.",
            ),
            ("fi", "Kuljettajat: purku varastolla Vantaalla ovesta 3. Ovi 1 on remontissa."),
            (
                "fi",
                "moi, huomenna aloitetaan jo 6:30 koska betoni tulee aikaisin. kypärä ja huomioliivi päälle",
            ),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-fi-it-salasana",
        T,
        [
            (
                "fi",
                "Salasanasi vanhenee 3 päivän kuluttua. Vaihda se itsepalveluportaalissa. Järjestelmänvalvoja ei koskaan kysy salasanaasi.",
            ),
            (
                "fi",
                "Tiketti #5512: käyttäjä ei pääse kirjautumaan palkkajärjestelmään. Tili avattu ja salasana nollattu.",
            ),
            (
                "fi",
                "Hei Mikko, sinulle on annettu hyväksyjän rooli ostojärjestelmässä tästä päivästä alkaen.",
            ),
            ("fi", "KIIREELLINEN: sähköpostipalvelin on huoltokatkolla lauantaina klo 8–12."),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-fi-terveys-kela",
        T,
        [
            (
                "fi",
                "Muistutus: aikasi terveysasemalla on tiistaina klo 9.15. Peru aika viimeistään edellisenä päivänä.",
            ),
            ("fi", "Lääkäri muutti annostusta. Unohda vanha ohje: jatkossa yksi tabletti illalla."),
            (
                "fi",
                "Hakemuksesi on vastaanotettu. Saat päätöksen OmaKelaan noin kolmen viikon kuluessa.",
            ),
            (
                "fi",
                "Luottamuksellinen: potilastiedot luovutetaan vain potilaalle itselleen tai valtakirjalla valtuutetulle.",
            ),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-fi-sekakieli-englanti",
        T,
        [
            (
                "fi",
                "Voisitko laittaa sen deckin ennen asiakaspalaveria? Lisään vielä pari slidea pricingista.",
            ),
            ("fi", "Mergesin fixin mutta pipeline failaa e2e-testeissä. Katson lounaan jälkeen."),
            ("fi", "Ignooratkaa perjantain invite, retro siirtyy maanantaille."),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-fi-mokki-varaus",
        T,
        [
            (
                "fi",
                "Kiitos varauksestasi! Mökki on käytössäsi 12.–19.7. Avain on avainsäilössä, koodi lähetetään tekstiviestillä saapumispäivänä.",
            ),
            (
                "fi",
                "Saunan puukiuas lämmitetään aina vain tuuletusluukku auki. Älä jätä kiuasta ilman valvontaa.",
            ),
            (
                "fi",
                "Hei, voisimmeko saapua jo klo 13? Tulemme kaukaa ja lapset ovat mukana. Terveisin Laura",
            ),
        ],
        lang="fi",
    )
)

# ---------------------------------------------------------------- hu
add(
    group(
        B,
        "we-hu-egyetem-orarend",
        T,
        [
            (
                "hu",
                "Kedves Hallgatók! Kérjük, hagyják figyelmen kívül az előző órarendet, a Statisztika II. előadás termet változtatott: csütörtökönként a 214-es teremben lesz.",
            ),
            (
                "hu",
                "Felejtsétek el a régi vizsgabeosztást, a Neptunban már a frissített időpontok szerepelnek.",
            ),
            (
                "hu",
                "Tisztelt Tanár Úr! A beadandómat a rendszer nem fogadta el, ezért e-mailben csatolom. Elnézést a kellemetlenségért. Üdvözlettel: Kiss Anna",
            ),
            (
                "hu",
                "Kedves Kollégák!\n\nA kari tanács döntése alapján a következő félévtől új szabályok vonatkoznak a szakdolgozatok leadására. A dolgozatot kizárólag elektronikusan, a tanulmányi rendszeren keresztül lehet feltölteni; a nyomtatott példányt már nem kell a tanszéki titkárságra vinni. A korábbi útmutatót kérjük, ne használják, a frissített változat elérhető a kar honlapján. A plágiumellenőrzés automatikusan lefut a feltöltés után.\n\nÜdvözlettel:\nDr. Varga Zsuzsanna\noktatási dékánhelyettes",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-hu-szamla-helyesbites",
        T,
        [
            (
                "hu",
                "Tisztelt Partnerünk! Kérjük, tekintse tárgytalannak az előző számlát (2024/00318), mert hibás ÁFA-kulccsal került kiállításra. A helyesbítő számlát csatoltuk.",
            ),
            ("hu", "A tegnapi levelet légyszi ignoráld, rossz árajánlatot küldtem. Ez a jó."),
            (
                "hu",
                "Mostantól a számlákat kizárólag elektronikusan küldjük a szamla@pelda-kft.hu címről.",
            ),
            (
                "hu",
                "Sürgős: a könyvelőnek péntekig kell a negyedéves bevallás, kérlek küldd át a kivonatokat.",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-hu-it-jelszo",
        T,
        [
            (
                "hu",
                "Jelszava 5 nap múlva lejár. Módosítsa az önkiszolgáló portálon. A rendszergazda soha nem kéri el a jelszavát.",
            ),
            (
                "hu",
                "Hibajegy #7734: a felhasználó nem tud belépni a bérszámfejtő rendszerbe. Fiók feloldva, jelszó visszaállítva.",
            ),
            (
                "hu",
                "Szia Bence, megkaptad a jóváhagyó szerepkört a beszerzési rendszerben, mostantól te hagyod jóvá a csapat rendeléseit.",
            ),
            (
                "hu",
                "Bizalmas: a csatolt fájl a vezetői értekezlet jegyzőkönyve. Kérjük, ne továbbítsák.",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-hu-szallitas-muszak",
        T,
        [
            (
                "hu",
                "Új szállítási utasítások: hétfőtől a kamionok csak a 3-as rámpánál rakodhatnak ki, az 1-es felújítás alatt van.",
            ),
            (
                "hu",
                "Éjszakás műszak figyelem: mostantól minden raklapot be kell szkennelni átvételkor.",
            ),
            (
                "hu",
                "a csomagot nyugodtan hagyják a szomszédnál (12-es ajtó), ha nem vagyok otthon. köszi!",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-hu-orvos-hivatal",
        T,
        [
            (
                "hu",
                "Emlékeztető: időpontja a háziorvosnál szerdán 10:30-kor van. Hozza magával a TAJ-kártyáját.",
            ),
            (
                "hu",
                "Az orvos módosította az adagolást, felejtse el a korábbit: mostantól napi egy tabletta este.",
            ),
            (
                "hu",
                "Az okmányirodai időpontja: június 6., 9:20. Kérjük, hozza magával a régi személyi igazolványát.",
            ),
            (
                "hu",
                "Jó napot, szeretném áttenni a keddi vérvételt jövő hétre, ha lehet reggelre. Köszönöm, Tóth Péter",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-hu-vegyes-angol",
        T,
        [
            (
                "hu",
                "Átküldenéd a decket a meeting előtt? Még beraknék pár slide-ot a pricingról. Thx!",
            ),
            (
                "hu",
                "Mergeltem a fixet, de a pipeline elhasal az e2e teszteken. Lunch után ránézek.",
            ),
            ("hu", "A pénteki retró invite-ját ignoráljátok, áttesszük hétfőre."),
        ],
        lang="hu",
    )
)

# ---------------------------------------------------------------- ro
add(
    group(
        B,
        "we-ro-telecom-factura",
        T,
        [
            (
                "ro",
                "Stimate client, vă rugăm să ignorați factura anterioară pentru luna mai, emisă cu o eroare de calcul. Factura corectă este disponibilă în contul dumneavoastră online.",
            ),
            (
                "ro",
                "Ignoră, te rog, mailul de ieri cu oferta, am atașat varianta greșită. Asta e cea bună.",
            ),
            (
                "ro",
                "Uitați vechea adresă de facturare: de la 1 ianuarie, sediul nostru este pe Str. Memorandumului 12, Cluj-Napoca.",
            ),
            (
                "ro",
                "Bună ziua,\n\nVă informăm că, începând cu luna viitoare, facturile pentru abonamentul de internet și telefonie vor fi trimise exclusiv în format electronic, la adresa de e-mail din contract. Vă rugăm să nu luați în considerare adresa poștală veche care apărea încă pe unele facturi tipărite. Dacă doriți să primiți în continuare factura pe hârtie, puteți solicita acest lucru gratuit sunând la *123 sau din aplicație. Plata prin debit direct rămâne activă.\n\nCu stimă,\nDepartamentul Relații cu Clienții",
            ),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-ro-tura-instructiuni",
        T,
        [
            (
                "ro",
                "Instrucțiuni noi pentru tura de noapte: de luni, recepția mărfii se oprește la ora 23:00.",
            ),
            (
                "ro",
                "De acum înainte, toate retururile se înregistrează în sistem înainte de a fi puse înapoi pe raft.",
            ),
            (
                "ro",
                "Șoferi: descărcarea la depozitul din Ploiești se face doar pe rampa 4. Rampa 1 e în renovare.",
            ),
            ("ro", "salut, mâine tura începe la 6 nu la 7, vine camionul din Ungaria mai devreme"),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-ro-it-parola",
        T,
        [
            (
                "ro",
                "Parola dumneavoastră expiră în 3 zile. Schimbați-o din portalul de autoservire. Administratorul de sistem nu vă va cere niciodată parola.",
            ),
            (
                "ro",
                "Tichet #2210: utilizatorul nu se poate autentifica în sistemul de pontaj. Cont deblocat, parolă resetată.",
            ),
            (
                "ro",
                "Salut Andrei, ți-am dat rolul de aprobator în sistemul de achiziții, de azi poți aproba comenzile echipei.",
            ),
            (
                "ro",
                "URGENT: serverul de e-mail va fi oprit sâmbătă între 8 și 12 pentru mentenanță.",
            ),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-ro-medic-primarie",
        T,
        [
            (
                "ro",
                "Vă reamintim programarea la medicul de familie joi, ora 11:00. Aduceți cardul de sănătate.",
            ),
            (
                "ro",
                "Medicul a modificat tratamentul: uitați doza veche, de acum luați o singură pastilă seara.",
            ),
            (
                "ro",
                "Cererea dumneavoastră pentru certificatul de urbanism a fost înregistrată cu nr. 4512. Termenul de soluționare este de 15 zile.",
            ),
            (
                "ro",
                "Confidențial: rezultatele analizelor se eliberează doar pacientului sau unei persoane împuternicite.",
            ),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-ro-amestec-engleza",
        T,
        [
            (
                "ro",
                "Îmi trimiți deck-ul înainte de meeting-ul cu clientul? Vreau să mai adaug niște slide-uri despre pricing.",
            ),
            ("ro", "Am dat merge la fix, dar pipeline-ul pică la testele e2e. Mă uit după lunch."),
            (
                "ro",
                "Ignorați invite-ul pentru retro de vineri, îl mutăm luni. Sorry de short notice!",
            ),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-ro-rol-intern",
        T,
        [
            (
                "ro",
                "Poți să fii persoana de contact pentru furnizorul de software cât timp Ioana e în concediu?",
            ),
            (
                "ro",
                "Vă rog să trimiteți la resurse umane contractul semnat până vineri, altfel nu putem procesa salariul.",
            ),
            (
                "ro",
                "Începând de luni, regulamentul intern privind munca de acasă se schimbă. Versiunea veche nu mai este valabilă.",
            ),
        ],
        lang="ro",
    )
)

# ---------------------------------------------------------------- el
add(
    group(
        B,
        "we-el-kratisi-xenodoxeio",
        T,
        [
            (
                "el",
                "Αγαπητέ κύριε Παπαδόπουλε, επιβεβαιώνουμε την κράτησή σας από 10 έως 14 Ιουλίου. Παρακαλούμε αγνοήστε το προηγούμενο email, που ανέφερε λανθασμένα τρεις νύχτες.",
            ),
            (
                "el",
                "Γεια σας! Ξεχάστε την κράτηση που σας έστειλα χθες, τελικά θα είμαστε 5 άτομα. Έχετε οικογενειακό δωμάτιο;",
            ),
            (
                "el",
                "Η ώρα του check-in άλλαξε: από εδώ και πέρα είναι από τις 15:00. Ζητούμε συγγνώμη για την ταλαιπωρία.",
            ),
            (
                "el",
                "Αγαπητοί συνεργάτες,\n\nσας ενημερώνουμε ότι οι τιμές του συμβολαίου για τη θερινή περίοδο έχουν αναθεωρηθεί. Παρακαλούμε μην λάβετε υπόψη τον τιμοκατάλογο που σας στείλαμε τον Φεβρουάριο· ο νέος επισυνάπτεται. Οι κρατήσεις που έχουν ήδη επιβεβαιωθεί διατηρούν την αρχική τιμή. Η προθεσμία αποδέσμευσης δωματίων (release) παραμένει 21 ημέρες πριν από την άφιξη.\n\nΜε εκτίμηση,\nΤμήμα Κρατήσεων\nAegean Blue Resort, Νάξος",
            ),
        ],
        lang="el",
    )
)
add(
    group(
        B,
        "we-el-timologio-odigies",
        T,
        [
            (
                "el",
                "Παρακαλούμε αγνοήστε το προηγούμενο τιμολόγιο αρ. 1187, είχε λάθος ΑΦΜ. Το σωστό επισυνάπτεται.",
            ),
            (
                "el",
                "Νέες οδηγίες παράδοσης: από Δευτέρα, οι παραδόσεις γίνονται από την πίσω είσοδο, οδός Ερμού 22.",
            ),
            (
                "el",
                "Από τώρα και στο εξής, όλες οι επιστροφές καταχωρούνται στο σύστημα πριν ξαναμπούν στο ράφι.",
            ),
            (
                "el",
                "ΕΠΕΙΓΟΝ: ο λογιστής χρειάζεται τα παραστατικά του τριμήνου μέχρι την Παρασκευή.",
            ),
        ],
        lang="el",
    )
)
add(
    group(
        B,
        "we-el-it-kodikos",
        T,
        [
            (
                "el",
                "Ο κωδικός πρόσβασής σας λήγει σε 5 ημέρες. Αλλάξτε τον από την πύλη αυτοεξυπηρέτησης. Ο διαχειριστής συστήματος δεν θα σας ζητήσει ποτέ τον κωδικό σας.",
            ),
            (
                "el",
                "Αίτημα #3308: ο χρήστης δεν μπορεί να συνδεθεί στο σύστημα μισθοδοσίας. Ο λογαριασμός ξεκλειδώθηκε και ο κωδικός επαναφέρθηκε.",
            ),
            ("el", "Γιώργο, σου δόθηκε ο ρόλος του εγκρίνοντος στο σύστημα προμηθειών από σήμερα."),
            (
                "el",
                "Εμπιστευτικό: το συνημμένο είναι τα πρακτικά του διοικητικού συμβουλίου. Παρακαλούμε να μην προωθηθεί.",
            ),
        ],
        lang="el",
    )
)
add(
    group(
        B,
        "we-el-giatros-dimos",
        T,
        [
            (
                "el",
                "Υπενθύμιση: το ραντεβού σας με τον καρδιολόγο είναι την Τετάρτη στις 10:30. Φέρτε το βιβλιάριο υγείας και τις προηγούμενες εξετάσεις.",
            ),
            (
                "el",
                "Ο γιατρός άλλαξε τη δοσολογία. Ξεχάστε την παλιά οδηγία: ένα χάπι το βράδυ από αύριο.",
            ),
            (
                "el",
                "Η αίτησή σας στο ΚΕΠ καταχωρίστηκε. Θα ειδοποιηθείτε με SMS όταν το πιστοποιητικό είναι έτοιμο.",
            ),
        ],
        lang="el",
    )
)
add(
    group(
        B,
        "we-el-greeklish-mix",
        T,
        [
            (
                "el",
                "Μπορείς να μου στείλεις το deck πριν το meeting με τον πελάτη; Θέλω να προσθέσω δύο slides για το pricing.",
            ),
            (
                "el",
                "kalimera, to paketo mporei na meinei ston thyrwro an den eimai spiti. efxaristw!",
            ),
            ("el", "Αγνοήστε το invite για την Παρασκευή, το retro μεταφέρεται Δευτέρα."),
            (
                "el",
                "Έκανα deploy το fix στο staging, αλλά το QA λέει ότι το login ακόμα σκάει στο iOS.",
            ),
        ],
        lang="el",
    )
)

# ---------------------------------------------------------------- tr
add(
    group(
        B,
        "we-tr-fatura-iptal",
        T,
        [
            (
                "tr",
                "Sayın yetkili, lütfen önceki faturayı (No: 2024-0892) dikkate almayınız; KDV oranı hatalı girilmiştir. Düzeltilmiş fatura ektedir.",
            ),
            ("tr", "Dünkü maili görmezden gelin lütfen, yanlış teklifi eklemişim. Doğrusu bu."),
            (
                "tr",
                "Eski fatura adresimizi unutun: 1 Ocak itibarıyla Atatürk Cad. No: 45, Kadıköy/İstanbul adresindeyiz.",
            ),
            (
                "tr",
                "Değerli müşterimiz,\n\nsistemsel bir hata nedeniyle bu ay aynı sipariş için iki e-fatura almış olabilirsiniz. GIB-2024000458 numaralı fatura mükerrerdir ve dikkate alınmamalıdır. Her iki tutarı da ödediyseniz, fazla ödenen tutar on iş günü içinde hesabınıza iade edilecektir; sizin ayrıca bir işlem yapmanıza gerek yoktur. Yaşanan aksaklık için özür dileriz.\n\nSaygılarımızla,\nMüşteri Hizmetleri\nAnadolu Tekstil A.Ş.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-tr-ihracat-talimat",
        T,
        [
            (
                "tr",
                "Yeni sevkiyat talimatları: pazartesiden itibaren Almanya siparişleri Mersin yerine Ambarlı limanından çıkacak.",
            ),
            (
                "tr",
                "Bundan sonra tüm koliler çift bantla kapatılacak ve üzerine sipariş numarası yazılacak. Müşteri şikayet etti.",
            ),
            ("tr", "Şoförlere: depoya giriş sadece 2 numaralı kapıdan. 1 numara tadilatta."),
            (
                "tr",
                "arkadaşlar yarın vardiya 7de başlıyor, kumaş tırı erken geliyor. geç kalmayın 🙏",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-tr-it-sifre",
        T,
        [
            (
                "tr",
                "Şifrenizin süresi 3 gün içinde dolacak. Self servis portalından değiştirebilirsiniz. Sistem yöneticisi şifrenizi asla sormaz.",
            ),
            (
                "tr",
                "Talep #6621: kullanıcı bordro sistemine giriş yapamıyor. Hesap kilidi açıldı, şifre sıfırlandı.",
            ),
            (
                "tr",
                "Merhaba Emre, satın alma sisteminde onaylayıcı rolü sana tanımlandı. Bugünden itibaren ekibin siparişlerini onaylayabilirsin.",
            ),
            ("tr", "ACİL: e-posta sunucusu cumartesi 08:00–12:00 arasında bakımda olacak."),
            (
                "tr",
                "Gizlidir: ekteki dosya yönetim kurulu toplantı tutanağıdır. Lütfen kimseye iletmeyiniz.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-tr-hastane-edevlet",
        T,
        [
            (
                "tr",
                "Hatırlatma: 14 Mayıs Salı saat 10:20'de dahiliye polikliniğinde randevunuz bulunmaktadır. MHRS üzerinden iptal edebilirsiniz.",
            ),
            (
                "tr",
                "Doktor ilacınızın dozunu değiştirdi, eski dozu unutun: artık akşamları bir tablet.",
            ),
            ("tr", "Başvurunuz alınmıştır. Sonuç e-Devlet üzerinden bildirilecektir."),
            (
                "tr",
                "İyi günler, perşembe günkü kan tahlilini gelecek haftaya almak istiyorum, sabah olursa iyi olur. Teşekkürler.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-tr-karisik-ingilizce",
        T,
        [
            (
                "tr",
                "Müşteriyle meeting'den önce deck'i atabilir misin? Pricing'le ilgili birkaç slide eklemem lazım.",
            ),
            (
                "tr",
                "Fix'i merge ettim ama pipeline e2e testlerde patlıyor. Lunch'tan sonra bakarım, şimdilik deploy etmeyin.",
            ),
            ("tr", "Cuma günkü retro invite'ını ignore edin, pazartesiye aldık."),
            (
                "tr",
                "Bu hafta deadline çok sıkı, feedback'leri en geç çarşamba EOD'ye kadar gönderirseniz sevinirim.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-tr-rol-yorum",
        T,
        [
            (
                "tr",
                "Ayşe Hanım izindeyken tedarikçiyle irtibat kişisi olarak sen görev yapabilir misin?",
            ),
            (
                "tr",
                "Ürün yorumu: Kumaş kalitesi çok iyi ama kargo gecikti. Müşteri hizmetleri yeni takip numarası gönderdi, eskisini unutmamı söylediler. 4/5",
            ),
            ("tr", "Lütfen imzalı sözleşmeyi cuma gününe kadar insan kaynaklarına gönderin."),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-el-elaiolado-exagogi",
        T,
        [
            (
                "el",
                "Καλημέρα, η παραγγελία των 40 δοχείων ελαιολάδου φορτώνεται αύριο για το λιμάνι του Πειραιά. Ο αριθμός παρακολούθησης θα σας σταλεί μέχρι το μεσημέρι.",
            ),
            (
                "el",
                "Κύριε Νικολάου, ο πελάτης στη Γερμανία ζητά νέο πιστοποιητικό ανάλυσης για την παρτίδα 24-117. Μπορείτε να το στείλετε στο lab@paradeigma-elaia.gr;",
            ),
            (
                "el",
                "Σημείωση για τον οδηγό: το ελαιοτριβείο είναι μετά το δεύτερο χωριό, αριστερά μετά την εκκλησία. Αν χαθείτε, πάρτε τηλέφωνο τον Μανώλη.",
            ),
        ],
        lang="el",
    )
)

# ---------------------------------------------------------------- ar
add(
    group(
        B,
        "we-ar-aqar-ijar",
        T,
        [
            (
                "ar",
                "السيد خالد المحترم، نرجو تجاهل عقد الإيجار السابق الذي أرسلناه يوم الأحد، فقد ورد فيه رقم الشقة خطأً. مرفق النسخة المصححة للتوقيع.",
            ),
            (
                "ar",
                "مرحبا، انسَ موعد المعاينة اللي اتفقنا عليه أمس، المالك طلب نأجله ليوم الخميس الساعة ٥ العصر.",
            ),
            (
                "ar",
                "يرجى عدم الاعتداد بالفاتورة السابقة لرسوم الصيانة، تم احتساب الشهر مرتين. الفاتورة الجديدة متاحة في بوابة السكان.",
            ),
            (
                "ar",
                "عزيزي المستأجر،\n\nنود إعلامكم بأن شركة إدارة العقار قد تغيّرت اعتبارًا من الأول من الشهر القادم. من الآن فصاعدًا، تُدفع الإيجارات عبر بوابة الشركة الجديدة فقط، ولن تُقبل المدفوعات النقدية في مكتب الحارس. أما طلبات الصيانة فتُرسل إلى البريد maintenance@mithal-aqar.sa أو عبر الرقم الموحد. نرجو تجاهل التعليمات القديمة الملصقة في المصعد، وسنستبدلها خلال هذا الأسبوع.\n\nمع خالص التحية،\nإدارة برج الياسمين السكني",
            ),
            (
                "ar",
                "بخصوص الشقة في حي النرجس: السعر اللي أرسلته قبل غير صحيح، المالك نزّله إلى ٦٥ ألف ريال سنويًا.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-ar-hukumi-mawid",
        T,
        [
            (
                "ar",
                "تم تأكيد موعدكم في مكتب الأحوال المدنية يوم الثلاثاء الساعة ٩:٣٠ صباحًا. يرجى إحضار الهوية الوطنية الأصلية وصورة شخصية حديثة.",
            ),
            (
                "ar",
                "عاجل: تنتهي صلاحية رخصة القيادة الخاصة بكم خلال ١٥ يومًا. يمكنكم التجديد إلكترونيًا عبر المنصة الحكومية.",
            ),
            (
                "ar",
                "تعليمات جديدة للمراجعين: ابتداءً من الأحد، لا يتم استقبال الطلبات إلا بموعد مسبق عبر التطبيق.",
            ),
            (
                "ar",
                "سري: بيانات طلبكم لا يطلع عليها إلا الموظف المختص، ولن تُشارك مع أي جهة دون موافقتكم.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-ar-it-kalimat-sir",
        T,
        [
            (
                "ar",
                "ستنتهي صلاحية كلمة المرور الخاصة بك خلال ٣ أيام. يمكنك تغييرها من بوابة الخدمة الذاتية. لن يطلب منك مسؤول النظام كلمة المرور أبدًا.",
            ),
            (
                "ar",
                "التذكرة رقم ٤٤١٢: الموظف لا يستطيع الدخول إلى نظام الرواتب. تم فتح الحساب وإعادة تعيين كلمة المرور.",
            ),
            (
                "ar",
                "أهلًا سارة، تم منحك دور «مدير مشروع» في النظام، وصار بإمكانك الآن اعتماد الجداول الزمنية لفريقك.",
            ),
            (
                "ar",
                "المساعد الذكي في موقعنا يجيب فقط عن الأسئلة العامة. لاستفسارات الفواتير يرجى التواصل مع خدمة العملاء.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-ar-tawsil-mataam",
        T,
        [
            (
                "ar",
                "ملاحظة للمندوب: البيت بعد المسجد على اليمين، البوابة السوداء. رجاءً لا تضرب الجرس، الطفل نايم، اتصل بس.",
            ),
            (
                "ar",
                "تعليمات جديدة للتوصيل: من اليوم، الطلبات للمكاتب تُسلّم في الاستقبال فقط وليس للطابق.",
            ),
            ("ar", "يا جماعة، من الآن وطالع وردية المساء تبدأ الساعة ٤ بدل ٥ بسبب زحمة رمضان."),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-ar-mukhtalat-ingilizi",
        T,
        [
            (
                "ar",
                "هاي، الـ meeting مع العميل انتقل للساعة ٣، ممكن ترسل الـ presentation قبلها؟ Thanks!",
            ),
            ("ar", "سويت deploy للـ fix على الـ staging بس الـ QA يقول الـ login لسه فيه مشكلة."),
            (
                "ar",
                "Please ignore الإيميل اللي قبل، أرسلت الـ quotation الغلط. هذي النسخة الصحيحة.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-ar-tibbi-mustashfa",
        T,
        [
            (
                "ar",
                "تذكير: موعدكم في عيادة الأسنان يوم الأربعاء الساعة ١١ صباحًا. في حال تعذّر الحضور يرجى الإلغاء قبل ٢٤ ساعة.",
            ),
            (
                "ar",
                "غيّر الطبيب جرعة الدواء، يرجى نسيان الجرعة السابقة: حبة واحدة مساءً فقط ابتداءً من الغد.",
            ),
            ("ar", "السلام عليكم، أبغى أأجل موعد التحاليل لأسبوع الجاي إذا ممكن الصبح. شكرًا."),
        ],
        lang="ar",
    )
)

# ---------------------------------------------------------------- he
add(
    group(
        B,
        "we-he-startup-slack",
        T,
        [
            (
                "he",
                "היי צוות, תתעלמו מהגרסה הקודמת של המצגת, העליתי עכשיו את העדכנית לדרייב. הפגישה עם המשקיעים מחר ב־10.",
            ),
            ("he", "שכחו מהלו״ז ששלחתי אתמול, הספרינט מתחיל ביום ראשון ולא בשני."),
            (
                "he",
                "עשיתי merge ל־main אבל ה־pipeline נופל על טסטים. אני בודק אחרי הצהריים, בינתיים אל תעשו deploy.",
            ),
            (
                "he",
                "מעכשיו כל ה־feature requests עוברים דרך Jira ולא בהודעות פרטיות, אחרת הם הולכים לאיבוד.",
            ),
            ("he", "ignore את ה־invite של יום חמישי, הרטרו עבר לשבוע הבא. sorry על ההתראה הקצרה!"),
        ],
        lang="he",
    )
)
add(
    group(
        B,
        "we-he-heshbonit-zikui",
        T,
        [
            (
                "he",
                "שלום רב, נא להתעלם מהחשבונית הקודמת מס׳ 30412, נפלה בה טעות בשיעור המע״מ. חשבונית זיכוי וחשבונית חדשה מצורפות.",
            ),
            ("he", "תשכח מהכתובת הישנה למשלוחים, עברנו לרחוב הברזל 30, תל אביב."),
            (
                "he",
                "לקוח יקר,\n\nעקב תקלה במערכת החיובים, ייתכן שקיבלת החודש שתי הודעות חיוב עבור אותו מנוי. ההודעה השנייה נשלחה בטעות ואין צורך לשלם אותה. אם שני החיובים כבר ירדו מכרטיס האשראי, הסכום העודף יזוכה אוטומטית בחיוב הבא. אין צורך לפנות אלינו בנושא.\n\nאנו מתנצלים על אי הנוחות.\n\nבברכה,\nשירות הלקוחות",
            ),
            ("he", "דחוף: רואה החשבון צריך את כל הקבלות של הרבעון עד יום חמישי."),
        ],
        lang="he",
    )
)
add(
    group(
        B,
        "we-he-it-sisma",
        T,
        [
            (
                "he",
                "הסיסמה שלך תפוג בעוד 5 ימים. ניתן לשנות אותה בפורטל השירות העצמי. מנהל המערכת לעולם לא יבקש ממך את הסיסמה.",
            ),
            (
                "he",
                "קריאה מס׳ 7710: המשתמש לא מצליח להתחבר למערכת השכר. החשבון שוחרר והסיסמה אופסה.",
            ),
            ("he", "היי נועה, קיבלת הרשאת מאשרת במערכת הרכש. מהיום את מאשרת את ההזמנות של הצוות."),
            ("he", "חסוי: המסמך המצורף הוא פרוטוקול ישיבת ההנהלה. נא לא להעביר."),
        ],
        lang="he",
    )
)
add(
    group(
        B,
        "we-he-kupat-holim-tor",
        T,
        [
            (
                "he",
                "תזכורת: נקבע לך תור לרופאת המשפחה ביום רביעי ב־10:40. לביטול התור יש להודיע עד 24 שעות מראש.",
            ),
            ("he", "הרופא שינה את המינון. שכחו את ההוראה הקודמת – מעכשיו כדור אחד בערב."),
            ("he", "שלום, אפשר להעביר את בדיקת הדם מחר לשבוע הבא? עדיף בבוקר. תודה, יעל"),
            ("he", "הוראות חדשות לשליח: להשאיר את החבילה אצל השומר בלובי, לא ליד הדלת."),
        ],
        lang="he",
    )
)
add(
    group(
        B,
        "we-he-tafkid-mishmeret",
        T,
        [
            ("he", "תוכל לשמש איש קשר מול הספק עד שדנה חוזרת מחופשת לידה?"),
            ("he", "הודעה לעובדי המשמרת: מיום ראשון המשמרת הלילית מתחילה ב־22:00 ולא ב־23:00."),
            ("he", "נא לשלוח למחלקת משאבי אנוש את החוזה החתום עד יום חמישי."),
            (
                "he",
                "חוות דעת: שירות מעולה! ההזמנה הגיעה פגומה ושלחו לי חדשה בלי ויכוחים. 5 כוכבים.",
            ),
        ],
        lang="he",
    )
)

# ---------------------------------------------------------------- fa
add(
    group(
        B,
        "we-fa-bazargani-pishfactor",
        T,
        [
            (
                "fa",
                "با سلام، لطفاً پیش\u200cفاکتور قبلی را نادیده بگیرید؛ نرخ ارز در آن اشتباه وارد شده بود. پیش\u200cفاکتور اصلاح\u200cشده پیوست است.",
            ),
            (
                "fa",
                "آقای رضایی عزیز، فاکتور دیروز را در نظر نگیرید، کد اقتصادی شرکت شما اشتباه درج شده بود. نسخه جدید امروز ارسال می\u200cشود.",
            ),
            (
                "fa",
                "آدرس قبلی انبار را فراموش کنید؛ از اول ماه بار به شهرک صنعتی عباس\u200cآباد، خیابان سوم، پلاک ۱۸ تحویل داده شود.",
            ),
            (
                "fa",
                "همکاران محترم،\n\nبه اطلاع می\u200cرساند که از ابتدای ماه آینده، کلیه سفارش\u200cهای صادراتی به عراق و افغانستان فقط پس از تأیید واحد مالی بارگیری خواهند شد. دستورالعمل قبلی که اجازه بارگیری با تأیید تلفنی مدیر فروش را می\u200cداد، لغو شده است. لطفاً فرم جدید درخواست بارگیری را از سامانه داخلی دریافت کنید و پس از امضای مدیر مالی به انبار تحویل دهید.\n\nبا تشکر،\nمدیریت بازرگانی",
            ),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-fa-it-ramz",
        T,
        [
            (
                "fa",
                "رمز عبور شما تا ۳ روز دیگر منقضی می\u200cشود. از طریق پرتال خدمات آن را تغییر دهید. مدیر سیستم هرگز رمز عبور شما را درخواست نمی\u200cکند.",
            ),
            (
                "fa",
                "تیکت شماره ۵۱۲۰: کاربر نمی\u200cتواند وارد سامانه حقوق و دستمزد شود. حساب باز شد و رمز عبور بازنشانی شد.",
            ),
            (
                "fa",
                "سلام مریم جان، ادمین نقش «تأییدکننده خرید» را برایت فعال کرد. از امروز می\u200cتوانی سفارش\u200cهای تیم را تأیید کنی.",
            ),
            ("fa", "محرمانه: فایل پیوست صورتجلسه هیئت مدیره است. لطفاً برای کسی ارسال نکنید."),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-fa-nobat-dolati",
        T,
        [
            (
                "fa",
                "نوبت شما در دفتر پیشخوان دولت: سه\u200cشنبه ساعت ۱۰:۳۰. اصل کارت ملی و شناسنامه همراه داشته باشید.",
            ),
            (
                "fa",
                "یادآوری: نوبت دندانپزشکی شما چهارشنبه ساعت ۱۷ است. در صورت عدم امکان حضور، لطفاً یک روز قبل اطلاع دهید.",
            ),
            ("fa", "فوری: مهلت ارسال اظهارنامه مالیاتی تا پایان هفته است."),
            ("fa", "پزشک دوز دارو را تغییر داد؛ دستور قبلی را فراموش کنید، از فردا فقط یک قرص شب."),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-fa-dastoor-shift",
        T,
        [
            (
                "fa",
                "دستورالعمل جدید برای شیفت شب: از شنبه، تحویل کالا تا ساعت ۲۳ انجام می\u200cشود و بعد از آن کامیون\u200cها صبح تخلیه می\u200cشوند.",
            ),
            ("fa", "از این به بعد همه مرجوعی\u200cها باید قبل از برگشت به قفسه در سیستم ثبت شوند."),
            (
                "fa",
                "بچه\u200cها فردا شیفت صبح ساعت ۶ شروع می\u200cشه، بار از بندرعباس زودتر می\u200cرسه.",
            ),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-fa-finglish-mix",
        T,
        [
            ("fa", "سلام، جلسه با کلاینت ساعت ۳ شد، میشه قبلش presentation رو بفرستی؟ مرسی!"),
            ("fa", "fix رو روی staging دیپلوی کردم ولی QA میگه login هنوز مشکل داره."),
            ("fa", "salam, baste ro lotfan pishe negahban bezarid age khune naboodam. mamnoon"),
            ("fa", "ایمیل قبلی رو ignore کن، فایل اشتباه attach شده بود."),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-fa-naqsh-qarardad",
        T,
        [
            (
                "fa",
                "می\u200cتوانید تا بازگشت خانم احمدی از مرخصی، به\u200cعنوان رابط با پیمانکار عمل کنید؟",
            ),
            ("fa", "لطفاً قرارداد امضاشده را تا پنجشنبه به واحد منابع انسانی ارسال کنید."),
            (
                "fa",
                "نظر مشتری: کیفیت فرش عالی بود ولی ارسال دیر شد. پشتیبانی کد رهگیری جدید داد و گفت قبلی را نادیده بگیرم. ۴ از ۵",
            ),
        ],
        lang="fa",
    )
)

# ---------------------------------------------------------------- hi
add(
    group(
        B,
        "we-hi-bank-kyc",
        T,
        [
            (
                "hi",
                "प्रिय ग्राहक, कृपया पिछले एसएमएस को अनदेखा करें, उसमें आपकी EMI की तारीख गलत लिखी थी। आपकी अगली किस्त 5 तारीख को कटेगी।",
            ),
            (
                "hi",
                "आपका KYC अपडेट हो गया है। बैंक कभी भी फ़ोन या एसएमएस पर आपका पासवर्ड, OTP या पिन नहीं मांगता।",
            ),
            ("hi", "सूचना: रविवार रात 12 बजे से सुबह 4 बजे तक नेट बैंकिंग सिस्टम का रखरखाव होगा।"),
            (
                "hi",
                "आदरणीय महोदय,\n\nआपके चालू खाते से संबंधित पिछला पत्र, जिसमें न्यूनतम शेष राशि ₹25,000 बताई गई थी, कृपया अनदेखा करें। संशोधित नियमों के अनुसार अब आपके खाते के लिए न्यूनतम औसत शेष राशि ₹10,000 है। यदि पिछले महीने इस कारण कोई शुल्क लगा है, तो वह अगले 7 कार्य दिवसों में आपके खाते में वापस जमा कर दिया जाएगा। किसी भी जानकारी के लिए अपनी शाखा से संपर्क करें।\n\nसादर,\nशाखा प्रबंधक",
            ),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-hi-rail-yatra",
        T,
        [
            (
                "hi",
                "यात्रीगण कृपया ध्यान दें: गाड़ी संख्या 12951 अब प्लेटफ़ॉर्म 3 की जगह प्लेटफ़ॉर्म 5 से रवाना होगी।",
            ),
            ("hi", "आपका टिकट कन्फर्म हो गया है, कोच B2, बर्थ 34। पिछला वेटिंग वाला मैसेज भूल जाइए।"),
            ("hi", "भाई साहब, कल की मीटिंग कैंसिल है, पुराना शेड्यूल भूल जाओ। नया टाइम शाम को भेजता हूँ।"),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-hi-daftar-nirdesh",
        T,
        [
            (
                "hi",
                "नए निर्देश: सोमवार से सभी कर्मचारियों को ऑफ़िस में बायोमेट्रिक हाज़िरी लगानी होगी। रजिस्टर वाली हाज़िरी अब मान्य नहीं है।",
            ),
            ("hi", "अब से सारे बिल अकाउंट्स विभाग को ईमेल से भेजें, हार्ड कॉपी की ज़रूरत नहीं है।"),
            ("hi", "गोदाम टीम ध्यान दें: रात की शिफ्ट में ट्रक सिर्फ़ गेट नंबर 2 से अंदर आएंगे।"),
            ("hi", "गोपनीय: संलग्न फ़ाइल में वेतन संशोधन की सूची है। कृपया इसे आगे न भेजें।"),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-hi-it-password",
        T,
        [
            (
                "hi",
                "आपका पासवर्ड 3 दिन में समाप्त हो जाएगा। इसे सेल्फ़-सर्विस पोर्टल से बदलें। सिस्टम एडमिनिस्ट्रेटर कभी आपका पासवर्ड नहीं पूछेगा।",
            ),
            (
                "hi",
                "टिकट #8831: यूज़र पेरोल सिस्टम में लॉगिन नहीं कर पा रहा। अकाउंट अनलॉक और पासवर्ड रीसेट कर दिया गया है।",
            ),
            (
                "hi",
                "राहुल, तुम्हें परचेज़ सिस्टम में अप्रूवर की भूमिका दे दी गई है। आज से टीम के ऑर्डर तुम अप्रूव करोगे।",
            ),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-hi-hinglish",
        T,
        [
            (
                "hi",
                "Bhai client ke saath meeting 3 baje shift ho gayi hai, presentation pehle bhej dena please. Thanks!",
            ),
            (
                "hi",
                "Maine fix staging pe deploy kar diya hai lekin QA bol raha hai login abhi bhi fail ho raha hai.",
            ),
            (
                "hi",
                "Pichla quotation ignore karo yaar, galat rate daal diya tha. Naya wala attach kar raha hoon.",
            ),
            ("hi", "सर, आज का stand-up cancel है, सब लोग अपना update WhatsApp ग्रुप में डाल दें।"),
            (
                "hi",
                "Delivery boy ko bolna ki gate pe guard ko parcel de de, main office mein hoon. Urgent nahi hai.",
            ),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-hi-aspatal-sarkari",
        T,
        [
            (
                "hi",
                "आपकी अपॉइंटमेंट डॉ. शर्मा के साथ बुधवार सुबह 10:30 बजे तय है। कृपया पुरानी रिपोर्ट साथ लाएं।",
            ),
            ("hi", "डॉक्टर ने दवा की खुराक बदल दी है, पुरानी खुराक भूल जाइए: अब सिर्फ़ रात को एक गोली।"),
            ("hi", "आपका आवेदन प्राप्त हो गया है। आवेदन संख्या 2024/45812 से आप स्थिति ऑनलाइन देख सकते हैं।"),
        ],
        lang="hi",
    )
)

# ---------------------------------------------------------------- bn
add(
    group(
        B,
        "we-bn-garments-order",
        T,
        [
            (
                "bn",
                "প্রিয় স্যার, আগের প্রোফর্মা ইনভয়েসটি উপেক্ষা করুন, সেখানে ইউনিট প্রাইস ভুল ছিল। সংশোধিত ইনভয়েস সংযুক্ত করা হলো।",
            ),
            ("bn", "গতকালের মেইলটা বাদ দিন প্লিজ, ভুল স্যাম্পল শিট পাঠিয়ে ফেলেছিলাম।"),
            (
                "bn",
                "পুরনো শিপমেন্ট শিডিউল ভুলে যান, বায়ার ডেলিভারি দুই সপ্তাহ পিছিয়েছে। নতুন শিডিউল আজ বিকেলে পাঠাচ্ছি।",
            ),
            (
                "bn",
                "সম্মানিত সহকর্মীবৃন্দ,\n\nআগামী মাস থেকে ফ্যাক্টরির সব শিফটে নতুন নিরাপত্তা নির্দেশনা কার্যকর হবে। প্রত্যেক কর্মীকে প্রবেশের সময় আইডি কার্ড পাঞ্চ করতে হবে এবং কাটিং সেকশনে কাজ করার সময় গ্লাভস পরা বাধ্যতামূলক। আগের নোটিশ বোর্ডে টাঙানো পুরনো নিয়মগুলো আর প্রযোজ্য নয়। কোনো প্রশ্ন থাকলে এইচআর বিভাগে যোগাযোগ করুন।\n\nধন্যবাদান্তে,\nকমপ্লায়েন্স বিভাগ",
            ),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-bn-shift-nirdesh",
        T,
        [
            ("bn", "নতুন নির্দেশনা: সোমবার থেকে রাতের শিফট রাত ১০টায় শুরু হবে, ১১টায় নয়।"),
            ("bn", "এখন থেকে সব কার্টনে পিও নম্বর লিখতে হবে, বায়ার অভিযোগ করেছে।"),
            ("bn", "ড্রাইভার ভাই, মাল ২ নম্বর গেট দিয়ে নামাবেন, ১ নম্বর গেটে কাজ চলছে।"),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-bn-it-password",
        T,
        [
            (
                "bn",
                "আপনার পাসওয়ার্ডের মেয়াদ ৩ দিনের মধ্যে শেষ হবে। সেলফ-সার্ভিস পোর্টাল থেকে পরিবর্তন করুন। সিস্টেম অ্যাডমিনিস্ট্রেটর কখনো আপনার পাসওয়ার্ড চাইবে না।",
            ),
            (
                "bn",
                "টিকিট #৩৪১০: ইউজার পে-রোল সিস্টেমে লগইন করতে পারছেন না। অ্যাকাউন্ট আনলক করে পাসওয়ার্ড রিসেট করা হয়েছে।",
            ),
            ("bn", "গোপনীয়: সংযুক্ত ফাইলে বোর্ড মিটিংয়ের কার্যবিবরণী আছে। দয়া করে ফরোয়ার্ড করবেন না।"),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-bn-bkash-bank",
        T,
        [
            ("bn", "আপনার অ্যাকাউন্টে ৫,০০০ টাকা জমা হয়েছে। কেউ ফোন করে পিন বা ওটিপি চাইলে দেবেন না।"),
            ("bn", "জরুরি: আপনার ট্রেড লাইসেন্স নবায়নের শেষ তারিখ ৩০ জুন। অনলাইনে আবেদন করা যাবে।"),
            ("bn", "আগের এসএমএসটি উপেক্ষা করুন, কিস্তির তারিখ ভুল লেখা ছিল। সঠিক তারিখ ১০ তারিখ।"),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-bn-banglish-mix",
        T,
        [
            ("bn", "ভাই, বায়ারের সাথে meeting ৩টায় shift হয়েছে, presentation টা আগে পাঠিয়ে দিও। Thanks!"),
            ("bn", "Apu, parcel ta darwan er kache rekhe diyen, ami office e achi."),
            ("bn", "আগের quotation টা ignore করো, rate ভুল ছিল। নতুনটা attach করলাম।"),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-bn-daktar-school",
        T,
        [
            (
                "bn",
                "মনে করিয়ে দিচ্ছি: বুধবার সকাল ১০টায় ডা. রহমানের সাথে আপনার অ্যাপয়েন্টমেন্ট। আগের রিপোর্টগুলো সাথে আনবেন।",
            ),
            ("bn", "ডাক্তার ওষুধের মাত্রা বদলেছেন, আগেরটা ভুলে যান: এখন শুধু রাতে একটা ট্যাবলেট।"),
            ("bn", "সম্মানিত অভিভাবক, অভিভাবক সভা বৃহস্পতিবার বিকেল ৪টায় হবে। আগের নোটিশটি বাতিল করা হলো।"),
            ("bn", "তানিয়া আপা ছুটিতে থাকাকালীন আপনি কি সাপ্লায়ারের সাথে যোগাযোগের দায়িত্ব নিতে পারবেন?"),
        ],
        lang="bn",
    )
)

# ---------------------------------------------------------------- zh
add(
    group(
        B,
        "we-zh-fapiao-zuofei",
        T,
        [
            (
                "zh",
                "王经理您好，请忽略之前发送的那张发票（编号 No.04518833），税号填错了。我们已作废并重新开具，电子发票请见附件。",
            ),
            ("zh", "不好意思，昨天那封邮件里的报价单请无视，发错版本了，这份才是最终价格。"),
            (
                "zh",
                "之前的收货地址作废，从下个月起请发到：苏州工业园区星湖街 328 号 B 栋 2 楼仓库。",
            ),
            (
                "zh",
                "各位供应商：\n\n因公司财务系统升级，自 7 月 1 日起，所有发票须通过供应商门户上传，不再接受纸质发票邮寄。此前邮件中提到的“扫描件发送至财务邮箱”的做法同时停止，请以本通知为准。上传时请务必填写采购订单号，否则系统无法自动匹配，付款会相应延迟。如有疑问，请联系采购部李小姐，电话 021-5555 0188。\n\n感谢配合！\n上海某某电子有限公司 采购部",
            ),
            ("zh", "亲，刚才给您的物流单号是错的哈，以这个为准：SF1234567890123，给您添麻烦了🙏"),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-zh-gongchang-banci",
        T,
        [
            (
                "zh",
                "新的排班安排：从下周一开始，夜班改为 20:00 上班，早上 8:00 交班。之前贴在车间门口的班表作废。",
            ),
            ("zh", "从现在开始，所有来料必须先经过品检才能入库，没有检验单的一律不收。"),
            ("zh", "司机师傅请注意：卸货请走 3 号门，1 号门在施工。到了打电话给仓库老张。"),
            ("zh", "通知：明天早班提前到 7 点，集装箱 6 点半到厂，大家辛苦一下～"),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-zh-it-mima",
        T,
        [
            (
                "zh",
                "您的密码将在 3 天后过期，请登录自助服务门户修改。系统管理员不会以任何方式向您索取密码。",
            ),
            ("zh", "工单 #20931：用户无法登录薪资系统。已由管理员解锁账户并重置密码，请用户确认。"),
            (
                "zh",
                "小刘，已经在 OA 系统里给你开通了“部门审批人”角色，从今天起你的团队报销由你审批。",
            ),
            ("zh", "机密：附件为董事会会议纪要，仅限管理层阅读，请勿转发。"),
            (
                "zh",
                "官网上的智能客服助手只能回答常见问题，订单退款请联系人工客服，电话 400-000-1234。",
            ),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-zh-dianshang-kefu",
        T,
        [
            (
                "zh",
                "亲，您好！您的包裹已经发出，预计后天送达。如需修改收货地址，请在发货前联系客服哦～",
            ),
            (
                "zh",
                "买家评价：衣服质量很好，就是尺码偏小。客服态度很好，帮我换了大一号，五星好评！",
            ),
            (
                "zh",
                "紧急：618 大促期间仓库发货压力大，请各位客服统一回复“48 小时内发货”，不要承诺当天发。",
            ),
            ("zh", "您好，我想把订单改成到店自提，可以吗？订单号 2024061512345。谢谢！"),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-zh-zhongying-jiazha",
        T,
        [
            (
                "zh",
                "明天和客户的 meeting 改到下午三点，PPT 麻烦今天下班前 send 给我，我再 review 一下。",
            ),
            (
                "zh",
                "我已经把 fix merge 到 main 了，但是 CI 挂在单元测试上，午饭后我看看，大家先别 deploy。",
            ),
            ("zh", "上一版的 deck 请 ignore，数据是 Q2 的，最新的我放在共享盘里了。"),
            ("zh", "这个 case 比较 urgent，麻烦 follow up 一下供应商的 lead time，老板下午要看。"),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-zh-yiyuan-zhengwu",
        T,
        [
            (
                "zh",
                "提醒：您已预约周三上午 9:30 的内科门诊（王医生），请携带医保卡提前 15 分钟到达。",
            ),
            ("zh", "医生调整了用药方案，之前的剂量请不要再用：从明天起每晚一片。"),
            ("zh", "您在政务服务网提交的营业执照变更申请已受理，办理结果将以短信形式通知您。"),
        ],
        lang="zh",
    )
)

# ---------------------------------------------------------------- ja
add(
    group(
        B,
        "we-ja-seikyusho-sashikae",
        T,
        [
            (
                "ja",
                "いつもお世話になっております。先日お送りした請求書（No.2024-0518）に誤りがございましたので、お手数ですが破棄していただけますでしょうか。訂正版を添付いたします。",
            ),
            (
                "ja",
                "先ほどのメールは無視してください。添付ファイルを間違えました。正しい見積書を再送いたします。",
            ),
            (
                "ja",
                "旧住所宛ての納品書はお忘れください。4月より本社は大阪市北区梅田2-4-9に移転しております。",
            ),
            (
                "ja",
                "株式会社サンプル商事\n経理部 御中\n\nいつも大変お世話になっております。\n3月分の請求書につきまして、弊社システムの不具合により同一内容の請求書が2通送付されておりました。請求番号 INV-30218 の方は重複分となりますので、恐れ入りますがご放念ください。すでに両方お振込みいただいている場合は、翌月の請求額から差し引かせていただきます。\nご迷惑をおかけし、誠に申し訳ございません。\n\n株式会社みらい物流 経理課 佐藤",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ja-shift-shiji",
        T,
        [
            (
                "ja",
                "新しい指示：来週月曜から夜勤の開始時間が21時に変更になります。掲示板の古いシフト表は使わないでください。",
            ),
            (
                "ja",
                "今後は、入荷品はすべて検品を済ませてから棚入れしてください。検品票のないものは受け付けません。",
            ),
            ("ja", "ドライバー様へ：荷下ろしは3番ゲートでお願いします。1番ゲートは工事中です。"),
            ("ja", "明日は朝6時半からでお願いします🙏 コンテナが早めに着くそうです。"),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ja-it-password",
        T,
        [
            (
                "ja",
                "パスワードの有効期限が3日後に切れます。セルフサービスポータルから変更してください。システム管理者がパスワードを尋ねることはありません。",
            ),
            (
                "ja",
                "問い合わせ #4410：給与システムにログインできない件。管理者がアカウントのロックを解除し、パスワードをリセットしました。",
            ),
            (
                "ja",
                "田中さん、購買システムで承認者の役割を付与しました。本日からチームの発注はご自身で承認できます。",
            ),
            ("ja", "【社外秘】添付は取締役会の議事録です。転送はご遠慮ください。"),
            (
                "ja",
                "【緊急】本日18時よりメールサーバーのメンテナンスを実施します。作業中は送受信ができません。",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ja-yoyaku-byoin",
        T,
        [
            (
                "ja",
                "ご予約ありがとうございます。7月12日（金）18時より4名様で承りました。アレルギー等ございましたらお知らせください。",
            ),
            (
                "ja",
                "リマインド：水曜日10時30分に内科の予約が入っています。保険証をお持ちください。",
            ),
            (
                "ja",
                "先生がお薬の量を変更しました。前回の飲み方は忘れて、明日からは夜に1錠だけ飲んでください。",
            ),
            (
                "ja",
                "すみません、木曜日の予約を来週に変更できますか？できれば午前中が助かります。山本",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ja-eigo-mazari",
        T,
        [
            (
                "ja",
                "明日のクライアントとのミーティング、15時にリスケになりました。資料は今日中にシェアしてもらえると助かります。",
            ),
            (
                "ja",
                "fixをmainにmergeしたんですが、CIがテストでfailしてます。ランチ後に見るので、deployはいったんストップで。",
            ),
            ("ja", "前のinviteはignoreしてください、Zoomのリンクが間違ってました🙇"),
            (
                "ja",
                "この件、けっこうurgentなので、サプライヤーへのフォローアップをお願いできますか？ASAPで。",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ja-yakuwari-review",
        T,
        [
            ("ja", "鈴木さんの産休中、ベンダーとの窓口役をお願いできますか？"),
            (
                "ja",
                "レビュー：★★★★☆ 商品は良かったのですが配送が遅れました。サポートから新しい追跡番号が届き、前の番号は無視してよいとのことでした。",
            ),
            ("ja", "署名済みの雇用契約書を金曜日までに人事部へお送りください。"),
        ],
        lang="ja",
    )
)

# ---------------------------------------------------------------- ko
add(
    group(
        B,
        "we-ko-segeumgyesanseo",
        T,
        [
            (
                "ko",
                "안녕하세요, 이전에 보내드린 세금계산서는 무시해 주세요. 사업자번호가 잘못 기재되어 수정 발행했습니다.",
            ),
            (
                "ko",
                "어제 메일은 신경 쓰지 마세요~ 견적서 파일을 잘못 첨부했어요. 이게 최종본입니다.",
            ),
            (
                "ko",
                "기존 배송지는 잊어주세요. 다음 달부터는 경기도 평택시 포승읍 물류로 55, 2번 창고로 보내주시면 됩니다.",
            ),
            (
                "ko",
                "거래처 담당자님께,\n\n당사 ERP 시스템 교체로 인해 7월 1일부터 모든 세금계산서는 전자 방식으로만 발행됩니다. 종이 계산서는 더 이상 우편으로 발송되지 않으며, 이전에 안내드린 팩스 수신 방식도 종료됩니다. 기존 안내문은 참고하지 마시고 본 공지를 기준으로 처리해 주시기 바랍니다. 문의 사항은 재무팀 김지현 대리(02-555-0123)에게 연락 주세요.\n\n감사합니다.\n(주)한빛해운 재무팀",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-ko-baesong-yocheong",
        T,
        [
            ("ko", "배송 요청사항: 부재 시 경비실에 맡겨주세요. 문 앞에 두지 마세요!"),
            (
                "ko",
                "새로운 지시사항: 월요일부터 야간조 출근 시간이 21시로 변경됩니다. 예전 근무표는 폐기해 주세요.",
            ),
            ("ko", "기사님, 하차는 3번 도크로 부탁드려요. 1번 도크는 공사 중입니다."),
            (
                "ko",
                "앞으로 모든 반품은 재입고 전에 시스템에 먼저 등록해 주세요. 등록 안 된 건 받지 않습니다.",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-ko-it-bimilbeonho",
        T,
        [
            (
                "ko",
                "비밀번호가 3일 후 만료됩니다. 셀프서비스 포털에서 변경해 주세요. 시스템 관리자는 절대 비밀번호를 묻지 않습니다.",
            ),
            (
                "ko",
                "요청 #5521: 사용자가 급여 시스템에 로그인하지 못함. 관리자가 계정 잠금 해제 및 비밀번호 초기화 완료.",
            ),
            (
                "ko",
                "민수 씨, 구매 시스템에서 결재자 권한을 부여했어요. 오늘부터 팀 발주는 직접 승인하시면 됩니다.",
            ),
            ("ko", "대외비: 첨부 파일은 이사회 회의록입니다. 외부로 전달하지 마세요."),
            (
                "ko",
                "앱 업데이트 후 AI 어시스턴트 기능이 설정 > 실험실 메뉴로 이동했습니다. 기존 위치에서는 찾을 수 없어요.",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-ko-byeongwon-minwon",
        T,
        [
            (
                "ko",
                "[알림] 수요일 오전 10시 30분 내과 진료 예약이 있습니다. 신분증을 지참해 주세요.",
            ),
            (
                "ko",
                "의사 선생님이 복용량을 바꾸셨어요. 이전 복용법은 잊으시고 내일부터 저녁에 한 알만 드세요.",
            ),
            ("ko", "민원이 접수되었습니다. 처리 결과는 문자로 안내해 드리겠습니다."),
            (
                "ko",
                "급한 건 아닌데요, 목요일 예약을 다음 주로 옮길 수 있을까요? 오전이면 좋겠습니다.",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-ko-yeongeo-seokkin",
        T,
        [
            ("ko", "내일 클라이언트 미팅 3시로 리스케줄됐어요. 덱은 오늘 EOD까지 공유 부탁드려요!"),
            (
                "ko",
                "fix는 main에 머지했는데 CI가 테스트에서 fail 나네요. 점심 먹고 볼게요, 일단 deploy는 홀드해 주세요.",
            ),
            ("ko", "이전 invite는 무시해 주세요, 줌 링크가 잘못됐어요 ㅠㅠ"),
            ("ko", "이 건은 urgent라서요, 공급사 lead time 팔로업 좀 해주실 수 있을까요?"),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-ko-yeokhal-hugi",
        T,
        [
            ("ko", "지은 님 육아휴직 기간 동안 협력사 담당 창구 역할을 맡아 주실 수 있을까요?"),
            (
                "ko",
                "구매후기: 제품은 좋은데 배송이 늦었어요. 고객센터에서 새 송장번호를 알려주면서 이전 번호는 무시하라고 하더라고요. ★4",
            ),
            ("ko", "서명한 근로계약서를 금요일까지 인사팀으로 보내주세요."),
        ],
        lang="ko",
    )
)

# ---------------------------------------------------------------- vi
add(
    group(
        B,
        "we-vi-hoa-don-dieu-chinh",
        T,
        [
            (
                "vi",
                "Kính gửi anh Minh, vui lòng bỏ qua hóa đơn trước (số 0001245) do ghi sai mã số thuế. Hóa đơn điều chỉnh đã được gửi kèm email này.",
            ),
            (
                "vi",
                "Chị ơi, email hôm qua chị bỏ qua giúp em nhé, em gửi nhầm báo giá cũ. Bản đúng em gửi lại đây ạ.",
            ),
            (
                "vi",
                "Quên địa chỉ kho cũ đi nhé, từ tháng sau hàng giao về KCN VSIP 2, lô C4, Bình Dương.",
            ),
            (
                "vi",
                "Kính gửi Quý khách hàng,\n\nDo lỗi hệ thống, trong tháng này Quý khách có thể đã nhận được hai hóa đơn điện tử cho cùng một đơn hàng. Hóa đơn có ký hiệu 1C24TAA số 00458 là hóa đơn trùng, Quý khách vui lòng không thanh toán hóa đơn này. Trường hợp đã thanh toán cả hai, số tiền thừa sẽ được hoàn lại vào tài khoản trong vòng 10 ngày làm việc mà Quý khách không cần làm thêm thủ tục nào.\n\nChúng tôi thành thật xin lỗi vì sự bất tiện này.\n\nTrân trọng,\nPhòng Kế toán – Công ty TNHH Dệt may Phú Thành",
            ),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-vi-xuong-ca-lam",
        T,
        [
            (
                "vi",
                "Hướng dẫn mới cho ca đêm: từ thứ Hai, ca bắt đầu lúc 22h thay vì 23h. Bảng phân ca cũ dán ở cửa xưởng không còn hiệu lực.",
            ),
            (
                "vi",
                "Từ bây giờ, tất cả nguyên liệu nhập về phải qua QC trước khi vào kho. Không có phiếu kiểm thì không nhận.",
            ),
            (
                "vi",
                "Anh tài xế ơi, xuống hàng ở cổng số 3 nha, cổng 1 đang sửa. Tới nơi gọi chị Lan 0901 234 567.",
            ),
            ("vi", "mai đi làm sớm 6h nha mọi người, container tới sớm 😅"),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-vi-it-mat-khau",
        T,
        [
            (
                "vi",
                "Mật khẩu của bạn sẽ hết hạn sau 3 ngày. Vui lòng đổi mật khẩu trên cổng tự phục vụ. Quản trị viên hệ thống sẽ không bao giờ hỏi mật khẩu của bạn.",
            ),
            (
                "vi",
                "Yêu cầu #6612: người dùng không đăng nhập được hệ thống lương. Đã mở khóa tài khoản và đặt lại mật khẩu.",
            ),
            (
                "vi",
                "Tuấn ơi, anh đã cấp cho em vai trò người phê duyệt trên hệ thống mua hàng, từ hôm nay em duyệt đơn của nhóm nhé.",
            ),
            (
                "vi",
                "Bảo mật: file đính kèm là biên bản họp Hội đồng quản trị, vui lòng không chuyển tiếp.",
            ),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-vi-nha-hang-dat-ban",
        T,
        [
            (
                "vi",
                "Dạ nhà hàng xác nhận đặt bàn 8 người lúc 19h tối thứ Bảy ạ. Anh chị có yêu cầu gì về món chay không ạ?",
            ),
            ("vi", "Mình xin hủy bàn tối mai nha, có việc đột xuất. Xin lỗi quán!"),
            (
                "vi",
                "Đánh giá: Phở ngon, nước dùng đậm đà, phục vụ nhanh. Chỉ tiếc là wifi phải xin mật khẩu mấy lần mới vào được. 4 sao.",
            ),
            (
                "vi",
                "Nhắc lịch: Quý khách có lịch khám răng vào thứ Tư lúc 9h30. Vui lòng đến sớm 10 phút.",
            ),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-vi-chen-tieng-anh",
        T,
        [
            (
                "vi",
                "Meeting với khách mai dời sang 3h chiều nha, em gửi deck trước EOD để anh review nhé.",
            ),
            (
                "vi",
                "Em merge fix vào main rồi mà CI fail ở unit test, ăn trưa xong em check, mọi người đừng deploy vội.",
            ),
            ("vi", "Ignore cái invite trước nha, link Zoom bị sai, đây là link đúng."),
            ("vi", "Case này hơi urgent, chị follow up với supplier về lead time giúp em với."),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-vi-vai-tro-hop-dong",
        T,
        [
            (
                "vi",
                "Trong thời gian chị Hoa nghỉ thai sản, em có thể làm đầu mối liên hệ với nhà cung cấp được không?",
            ),
            ("vi", "Vui lòng gửi hợp đồng lao động đã ký về phòng Nhân sự trước thứ Sáu."),
            (
                "vi",
                "Hồ sơ của bạn đã được tiếp nhận trên Cổng dịch vụ công. Kết quả sẽ được thông báo qua SMS.",
            ),
        ],
        lang="vi",
    )
)

# ---------------------------------------------------------------- th
add(
    group(
        B,
        "we-th-hotel-booking",
        T,
        [
            (
                "th",
                "เรียนคุณสมชาย ทางโรงแรมขอยืนยันการจองห้องพักวันที่ 10–13 ก.ค. ห้องดีลักซ์วิวทะเล กรุณาไม่ต้องสนใจอีเมลฉบับก่อนหน้า ซึ่งระบุจำนวนคืนผิดพลาด",
            ),
            ("th", "สวัสดีค่ะ ลืมการจองที่ส่งไปเมื่อวานได้เลยนะคะ ตอนนี้ไปกัน 6 คน ไม่ใช่ 4 คน มีห้องแฟมิลี่ว่างไหมคะ"),
            ("th", "แจ้งเปลี่ยนเวลาเช็คอิน: ตั้งแต่วันนี้เป็นต้นไป เช็คอินได้ตั้งแต่ 14:00 น. ขออภัยในความไม่สะดวก"),
            (
                "th",
                "เรียนพันธมิตรบริษัททัวร์ทุกท่าน\n\nทางรีสอร์ทขอแจ้งว่าอัตราค่าห้องสำหรับช่วงไฮซีซั่นปีนี้มีการปรับปรุงใหม่ กรุณาอย่าใช้ตารางราคาที่ส่งให้เมื่อเดือนมกราคม ตารางราคาใหม่แนบมากับอีเมลนี้แล้ว สำหรับการจองที่ได้รับการยืนยันไปแล้ว จะยังคงใช้ราคาเดิมตามที่ตกลงไว้ เงื่อนไขการยกเลิกยังคงเหมือนเดิม คือต้องแจ้งล่วงหน้าอย่างน้อย 14 วัน\n\nขอแสดงความนับถือ\nฝ่ายขาย ภูเก็ต ซีวิว รีสอร์ท",
            ),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-th-khamsang-ka",
        T,
        [
            (
                "th",
                "คำสั่งใหม่สำหรับกะดึก: ตั้งแต่วันจันทร์ กะเริ่ม 22:00 น. ตารางกะเก่าที่ติดหน้าห้องพักพนักงานยกเลิกแล้ว",
            ),
            ("th", "ต่อจากนี้ไป ของที่รับเข้าทุกชิ้นต้องผ่าน QC ก่อนขึ้นชั้นวาง ไม่มีใบตรวจไม่รับ"),
            ("th", "พี่คนขับครับ ลงของที่ประตู 3 นะครับ ประตู 1 กำลังซ่อม ถึงแล้วโทรหาพี่แดงได้เลย"),
            ("th", "พรุ่งนี้เข้างานหกโมงเช้านะทุกคน ตู้คอนเทนเนอร์มาเร็ว 🙏"),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-th-it-password",
        T,
        [
            (
                "th",
                "รหัสผ่านของคุณจะหมดอายุใน 3 วัน กรุณาเปลี่ยนผ่านพอร์ทัลบริการตนเอง ผู้ดูแลระบบจะไม่ขอรหัสผ่านของคุณเด็ดขาด",
            ),
            ("th", "คำร้อง #3321: ผู้ใช้เข้าระบบเงินเดือนไม่ได้ ผู้ดูแลระบบปลดล็อกบัญชีและรีเซ็ตรหัสผ่านแล้ว"),
            ("th", "น้องนิด พี่เพิ่มสิทธิ์ผู้อนุมัติในระบบจัดซื้อให้แล้วนะ ตั้งแต่วันนี้อนุมัติใบสั่งซื้อของทีมได้เลย"),
            ("th", "ลับ: ไฟล์แนบเป็นรายงานการประชุมคณะกรรมการ กรุณาอย่าส่งต่อ"),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-th-rongphayaban-rachakan",
        T,
        [
            ("th", "แจ้งเตือน: คุณมีนัดพบแพทย์อายุรกรรมวันพุธ เวลา 10:30 น. กรุณานำบัตรประชาชนมาด้วย"),
            ("th", "คุณหมอปรับขนาดยาแล้วค่ะ ลืมวิธีกินแบบเดิมไปได้เลย ตั้งแต่พรุ่งนี้กินวันละหนึ่งเม็ดก่อนนอน"),
            ("th", "ด่วน: วันสุดท้ายของการยื่นภาษีออนไลน์คือวันศุกร์นี้"),
            ("th", "รีวิว: ห้องสะอาด พนักงานน่ารัก แต่รหัส wifi ที่ให้มาใช้ไม่ได้ ต้องลงไปขอใหม่ที่ล็อบบี้ 4/5"),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-th-thaiglish",
        T,
        [
            ("th", "พรุ่งนี้ meeting กับลูกค้าเลื่อนเป็นบ่ายสามนะ ส่ง deck มาก่อน EOD ได้ไหม จะได้ review ก่อน"),
            (
                "th",
                "merge fix เข้า main แล้วแต่ CI fail ที่ unit test เดี๋ยวกินข้าวเสร็จจะดูให้ อย่าเพิ่ง deploy นะ",
            ),
            ("th", "ignore invite ก่อนหน้านะคะ ลิงก์ Zoom ผิด อันนี้ถูกแล้วค่ะ"),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-th-bot-bat-sanya",
        T,
        [
            ("th", "ช่วงที่พี่ฝนลาคลอด น้องช่วยทำหน้าที่เป็นผู้ประสานงานกับซัพพลายเออร์ได้ไหม"),
            ("th", "กรุณาส่งสัญญาจ้างที่เซ็นแล้วให้ฝ่ายบุคคลภายในวันศุกร์"),
            ("th", "ใบแจ้งหนี้เดือนที่แล้วมีการคิดค่าบริการซ้ำ กรุณาไม่ต้องชำระใบเดิม ใบใหม่จะส่งให้ภายในสัปดาห์นี้"),
        ],
        lang="th",
    )
)

# ---------------------------------------------------------------- id
add(
    group(
        B,
        "we-id-faktur-umkm",
        T,
        [
            (
                "id",
                "Yth. Bapak Budi, mohon abaikan faktur sebelumnya (No. INV/2024/05/118) karena ada kesalahan perhitungan PPN. Faktur yang sudah diperbaiki terlampir.",
            ),
            (
                "id",
                "Kak, email kemarin diabaikan aja ya, aku salah lampirin penawaran harga. Ini yang benar.",
            ),
            (
                "id",
                "Lupakan alamat gudang yang lama, mulai bulan depan barang dikirim ke Kawasan Industri Jababeka Blok F2, Cikarang.",
            ),
            (
                "id",
                "Kepada Yth. Mitra Reseller,\n\nBersama ini kami informasikan bahwa mulai 1 Juli, seluruh pemesanan wajib dilakukan melalui aplikasi mitra. Pemesanan lewat WhatsApp admin tidak lagi kami proses, jadi mohon abaikan petunjuk lama di grup. Harga grosir tetap sama, dan ongkir untuk pesanan di atas Rp2.000.000 tetap gratis. Bagi yang belum punya akun, silakan daftar dengan nomor HP yang terdaftar di grup, lalu tunggu verifikasi maksimal 1x24 jam.\n\nTerima kasih atas kerja samanya,\nTim Admin Kopi Nusantara",
            ),
            (
                "id",
                "Maaf, nomor resi tadi salah ya kak. Yang benar JNE 0123 4567 8901. Mohon maaf atas ketidaknyamanannya 🙏",
            ),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-id-ojek-kurir-catatan",
        T,
        [
            (
                "id",
                "Catatan untuk driver: rumah cat hijau setelah masjid, pagar hitam. Kalau nggak ada orang, titip di warung sebelah aja ya pak.",
            ),
            (
                "id",
                "Instruksi baru untuk kurir: mulai Senin, paket ke kantor diserahkan ke resepsionis lobi, jangan langsung ke lantai.",
            ),
            ("id", "Mulai sekarang semua barang retur wajib di-scan dulu sebelum masuk rak lagi."),
            (
                "id",
                "Gaes, besok shift pagi mulai jam 6 ya, kontainer dari Surabaya datang lebih awal.",
            ),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-id-it-kata-sandi",
        T,
        [
            (
                "id",
                "Kata sandi Anda akan kedaluwarsa dalam 3 hari. Silakan ganti melalui portal layanan mandiri. Administrator sistem tidak akan pernah meminta kata sandi Anda.",
            ),
            (
                "id",
                "Tiket #7712: pengguna tidak bisa login ke sistem penggajian. Akun sudah dibuka kuncinya dan kata sandi direset oleh admin.",
            ),
            (
                "id",
                "Rina, kamu sudah diberi peran approver di sistem pengadaan. Mulai hari ini kamu yang menyetujui PO tim.",
            ),
            (
                "id",
                "RAHASIA: lampiran berisi notulen rapat direksi. Mohon tidak diteruskan ke pihak lain.",
            ),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-id-rs-layanan-publik",
        T,
        [
            (
                "id",
                "Pengingat: jadwal kontrol Anda di Poli Penyakit Dalam hari Rabu pukul 10.30. Bawa kartu BPJS dan hasil lab sebelumnya.",
            ),
            (
                "id",
                "Dokter sudah mengubah dosis obat, lupakan aturan minum yang lama: mulai besok cukup satu tablet malam hari.",
            ),
            (
                "id",
                "Permohonan KTP elektronik Anda telah diterima. Silakan cek status secara berkala melalui aplikasi.",
            ),
            ("id", "Segera: batas akhir pelaporan SPT Tahunan adalah 31 Maret."),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-id-campur-inggris",
        T,
        [
            (
                "id",
                "Meeting sama client besok di-reschedule jam 3 sore ya, tolong kirim deck-nya sebelum EOD biar aku review dulu.",
            ),
            (
                "id",
                "Udah aku merge fix-nya ke main, tapi CI-nya fail di unit test. Habis lunch aku cek, jangan deploy dulu ya guys.",
            ),
            ("id", "Ignore invite yang sebelumnya ya, link Zoom-nya salah. Ini yang bener."),
            ("id", "Ini agak urgent kak, bisa tolong follow up ke supplier soal lead time-nya?"),
        ],
        lang="id",
    )
)

# ---------------------------------------------------------------- ms
add(
    group(
        B,
        "we-ms-invois-pindaan",
        T,
        [
            (
                "ms",
                "Tuan/Puan, sila abaikan invois sebelum ini (No. INV-2024-0331) kerana terdapat kesilapan pengiraan SST. Invois yang telah dipinda dilampirkan.",
            ),
            ("ms", "Sori, emel semalam tu abaikan ya, saya tersilap lampir sebut harga lama."),
            (
                "ms",
                "Lupakan alamat gudang lama. Mulai bulan depan, barang dihantar ke Lot 12, Kawasan Perindustrian Shah Alam.",
            ),
            (
                "ms",
                "Kepada semua pembekal,\n\nDimaklumkan bahawa mulai 1 Julai, semua invois hendaklah dihantar melalui portal pembekal sahaja. Arahan terdahulu untuk menghantar salinan imbasan melalui emel kepada jabatan kewangan tidak lagi terpakai. Sila pastikan nombor pesanan belian dinyatakan pada setiap invois; invois tanpa nombor pesanan belian tidak dapat diproses dan pembayaran akan tertangguh.\n\nSekian, terima kasih.\nJabatan Perolehan\nSyarikat Contoh Sdn. Bhd.",
            ),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-ms-arahan-syif",
        T,
        [
            (
                "ms",
                "Arahan baharu untuk syif malam: mulai Isnin, syif bermula jam 10 malam. Jadual lama di papan kenyataan tidak lagi digunakan.",
            ),
            (
                "ms",
                "Mulai sekarang, semua barang pulangan mesti diimbas dahulu sebelum diletakkan semula di rak.",
            ),
            ("ms", "Abang driver, tolong turunkan barang di pintu 3 ya, pintu 1 sedang dibaiki."),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-ms-it-kata-laluan",
        T,
        [
            (
                "ms",
                "Kata laluan anda akan tamat tempoh dalam 3 hari. Sila tukar melalui portal layan diri. Pentadbir sistem tidak akan sesekali meminta kata laluan anda.",
            ),
            (
                "ms",
                "Tiket #4419: pengguna tidak dapat log masuk ke sistem gaji. Akun telah dibuka kunci dan kata laluan ditetapkan semula.",
            ),
            (
                "ms",
                "Aisyah, awak dah diberi peranan pelulus dalam sistem perolehan. Mulai hari ini awak yang luluskan PO pasukan.",
            ),
            (
                "ms",
                "SULIT: Lampiran ialah minit mesyuarat lembaga pengarah. Sila jangan kongsikan.",
            ),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-ms-klinik-kerajaan",
        T,
        [
            (
                "ms",
                "Peringatan: temu janji anda di Klinik Kesihatan pada hari Rabu jam 10.30 pagi. Sila bawa kad pengenalan.",
            ),
            (
                "ms",
                "Doktor telah menukar dos ubat. Lupakan arahan lama, mulai esok makan satu biji pada waktu malam sahaja.",
            ),
            (
                "ms",
                "Permohonan pasport anda telah diluluskan. Sila ambil di pejabat imigresen dalam tempoh 30 hari.",
            ),
            ("ms", "Segera: tarikh akhir bayaran cukai tanah ialah 31 Mei."),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-ms-manglish",
        T,
        [
            (
                "ms",
                "Meeting dengan client esok dah reschedule pukul 3 petang, boleh hantar slides sebelum EOD? Thanks ya!",
            ),
            (
                "ms",
                "Dah merge fix tu ke main tapi CI fail kat unit test. Lepas lunch I check, jangan deploy dulu k.",
            ),
            ("ms", "Ignore the previous invite ya, link Zoom salah. Ni yang betul."),
            ("ms", "Bos kata ni urgent, tolong follow up dengan supplier pasal lead time boleh?"),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-ms-peranan-hr",
        T,
        [
            (
                "ms",
                "Semasa Puan Rohana bercuti bersalin, boleh tak awak bertindak sebagai pegawai perhubungan dengan kontraktor?",
            ),
            (
                "ms",
                "Sila hantar kontrak yang telah ditandatangani kepada bahagian sumber manusia sebelum Jumaat.",
            ),
            (
                "ms",
                "Ulasan: Barang sampai cepat, bungkusan kemas. Penjual hantar nombor tracking baru sebab yang pertama salah. 5 bintang!",
            ),
        ],
        lang="ms",
    )
)

# ---------------------------------------------------------------- tl
add(
    group(
        B,
        "we-tl-resibo-padala",
        T,
        [
            (
                "tl",
                "Magandang araw po, Gng. Santos! Pakibalewala na po ang naunang resibo, mali po ang halagang naisulat. Nakalakip po ang tamang resibo.",
            ),
            (
                "tl",
                "Sir, huwag n'yo na pong pansinin yung email kahapon, mali po yung quotation na na-attach ko. Ito po yung tama.",
            ),
            (
                "tl",
                "Kalimutan n'yo na po yung lumang address ng bodega, simula next month sa Calamba na po ang delivery, Lot 5 Block 2, Light Industry Park.",
            ),
            (
                "tl",
                "Mahal naming customer,\n\nDahil sa aberya sa aming sistema, maaaring nakatanggap kayo ng dalawang billing statement ngayong buwan para sa iisang account. Ang statement na may reference number na BS-2024-0617 ay doble lamang; mangyaring huwag na itong bayaran. Kung nabayaran n'yo na ang pareho, ibabawas namin ang sobrang bayad sa susunod ninyong bill. Wala na po kayong kailangang gawin.\n\nPaumanhin po sa abala.\n\nLubos na gumagalang,\nCustomer Care Team",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-tl-bpo-shift",
        T,
        [
            (
                "tl",
                "Bagong instructions para sa night shift: simula Lunes, 10PM na ang start ng shift at hindi na 11PM. Paki-update ang mga alarm n'yo!",
            ),
            (
                "tl",
                "Guys, from now on, lahat ng escalation idaan muna sa team lead bago i-forward sa client. Wag na direkta please.",
            ),
            (
                "tl",
                "Reminder po: bawal ang cellphone sa production floor. Iwan po sa locker bago mag-log in.",
            ),
            (
                "tl",
                "Kuya driver, sa gate 3 po kayo magbaba ng kargamento, sira pa po yung gate 1. Tawagan n'yo lang si Ate Joy pagdating.",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-tl-it-password",
        T,
        [
            (
                "tl",
                "Mag-e-expire ang password mo sa loob ng 3 araw. Palitan ito sa self-service portal. Hindi kailanman hihingin ng system administrator ang password mo.",
            ),
            (
                "tl",
                "Ticket #5580: hindi maka-login ang user sa payroll system. Na-unlock na ng admin ang account at na-reset na ang password.",
            ),
            (
                "tl",
                "Hi Mark, binigyan ka na ng approver role sa procurement system. Simula ngayon ikaw na mag-a-approve ng PO ng team.",
            ),
            (
                "tl",
                "CONFIDENTIAL: Ang nakalakip ay minutes ng board meeting. Pakiusap, huwag ipasa sa iba.",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-tl-padala-remittance",
        T,
        [
            (
                "tl",
                "Natanggap na po ang padala ninyo na ₱15,000. Maaari na itong i-claim ng receiver sa kahit anong branch gamit ang reference number at valid ID.",
            ),
            (
                "tl",
                "Paalala: huwag ibigay ang inyong OTP o PIN kahit kanino, kahit sabihin pang taga-bangko sila.",
            ),
            (
                "tl",
                "Ma, na-send ko na yung pera, check mo sa GCash. Yung unang reference number na binigay ko mali pala, ito yung tama: 1234 567 890.",
            ),
            (
                "tl",
                "URGENT po: expired na po ang ID na ginamit ninyo sa pag-claim. Paki-update po ang inyong profile bago ang susunod na transaction.",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-tl-klinika-munisipyo",
        T,
        [
            (
                "tl",
                "Paalala: Ang inyong appointment sa doktor ay sa Miyerkules, 10:30 ng umaga. Dalhin ang PhilHealth ID.",
            ),
            (
                "tl",
                "Binago po ni Doc ang dosage, kalimutan na po ang dati: isang tableta na lang po sa gabi simula bukas.",
            ),
            (
                "tl",
                "Natanggap na po ang inyong aplikasyon para sa business permit. Makakatanggap kayo ng text kapag handa na.",
            ),
            (
                "tl",
                "Pwede po bang ilipat ang check-up ko sa Huwebes sa susunod na linggo? Umaga po sana. Salamat po!",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-tl-tungkulin-review",
        T,
        [
            (
                "tl",
                "Habang naka-maternity leave si Ma'am Liza, pwede ka bang maging point person para sa supplier?",
            ),
            (
                "tl",
                "Review: Ang bilis dumating, maayos ang balot. Nagpadala si seller ng bagong tracking number kasi mali yung una. 5 stars!",
            ),
            ("tl", "Pakipadala po sa HR ang pirmadong kontrata bago mag-Biyernes. Salamat po!"),
        ],
        lang="tl",
    )
)

# ---------------------------------------------------------------- sw
add(
    group(
        B,
        "we-sw-ankara-mpya",
        T,
        [
            (
                "sw",
                "Habari Bw. Mwangi, tafadhali puuza ankara iliyotangulia (Na. 2024/118) kwa sababu VAT ilikokotolewa vibaya. Ankara iliyorekebishwa imeambatishwa.",
            ),
            (
                "sw",
                "Samahani, barua pepe ya jana usiijali, niliambatisha nukuu ya bei ya zamani. Hii ndiyo sahihi.",
            ),
            (
                "sw",
                "Sahau anwani ya zamani ya ghala. Kuanzia mwezi ujao, mizigo ipelekwe Eneo la Viwanda, Barabara ya Mombasa, Plot 45.",
            ),
            (
                "sw",
                "Kwa wateja wetu wapendwa,\n\nKutokana na hitilafu ya mfumo, huenda umepokea ankara mbili mwezi huu kwa huduma moja. Ankara yenye namba ya kumbukumbu INV-0458 ni nakala tu, tafadhali usiilipe. Ikiwa tayari umelipa zote mbili, kiasi kilichozidi kitarudishwa kwenye akaunti yako ndani ya siku kumi za kazi. Huhitaji kufanya lolote zaidi.\n\nTunaomba radhi kwa usumbufu huu.\n\nWako,\nHuduma kwa Wateja",
            ),
        ],
        lang="sw",
    )
)
add(
    group(
        B,
        "we-sw-shamba-maelekezo",
        T,
        [
            (
                "sw",
                "Maelekezo mapya kwa zamu ya usiku: kuanzia Jumatatu, zamu itaanza saa nne usiku badala ya saa tano.",
            ),
            (
                "sw",
                "Kuanzia sasa, kila gunia la kahawa lipimwe na kuandikwa kwenye daftari kabla ya kupakiwa kwenye lori.",
            ),
            (
                "sw",
                "Dereva, tafadhali shusha mzigo kwenye lango namba 3, lango namba 1 linatengenezwa. Ukifika mpigie Mama Neema.",
            ),
            (
                "sw",
                "Wakulima wote: mkutano wa chama cha ushirika umehamishiwa Alhamisi saa tatu asubuhi. Tangazo la awali limefutwa.",
            ),
        ],
        lang="sw",
    )
)
add(
    group(
        B,
        "we-sw-mpesa-benki",
        T,
        [
            (
                "sw",
                "Umepokea Ksh 5,000 kutoka kwa JOHN KAMAU. Usimpe mtu yeyote PIN yako, hata kama anadai ni mfanyakazi wa kampuni.",
            ),
            (
                "sw",
                "Nenosiri lako la benki mtandaoni litaisha muda wake baada ya siku 3. Tafadhali libadilishe kupitia programu.",
            ),
            (
                "sw",
                "Mfumo wa malipo utakuwa chini ya matengenezo Jumapili kuanzia saa nane usiku hadi saa kumi alfajiri.",
            ),
            (
                "sw",
                "Mama, nimekutumia pesa kwa M-Pesa. Ujumbe wa kwanza nilikosea namba, puuza, hii ya pili ndiyo sahihi.",
            ),
        ],
        lang="sw",
    )
)
add(
    group(
        B,
        "we-sw-it-msimamizi",
        T,
        [
            (
                "sw",
                "Ombi #3390: mtumiaji hawezi kuingia kwenye mfumo wa mishahara. Akaunti imefunguliwa na nenosiri limewekwa upya na msimamizi wa mfumo.",
            ),
            (
                "sw",
                "Halima, umepewa jukumu la kuidhinisha maombi ya ununuzi kwenye mfumo. Kuanzia leo utaidhinisha maagizo ya timu yako.",
            ),
            (
                "sw",
                "SIRI: Kiambatisho ni kumbukumbu za kikao cha bodi. Tafadhali usikitume kwa mtu mwingine.",
            ),
        ],
        lang="sw",
    )
)
add(
    group(
        B,
        "we-sw-hospitali-serikali",
        T,
        [
            (
                "sw",
                "Kumbusho: una miadi na daktari Jumatano saa nne asubuhi. Tafadhali leta kadi yako ya bima ya afya.",
            ),
            (
                "sw",
                "Daktari amebadilisha kipimo cha dawa. Sahau maelekezo ya zamani, kuanzia kesho meza kidonge kimoja usiku tu.",
            ),
            (
                "sw",
                "Ombi lako la kitambulisho limepokelewa. Utapokea ujumbe mfupi kitakapokuwa tayari.",
            ),
            ("sw", "HARAKA: mwisho wa kulipa ada ya leseni ya biashara ni Ijumaa hii."),
        ],
        lang="sw",
    )
)
add(
    group(
        B,
        "we-sw-sheng-kiingereza",
        T,
        [
            (
                "sw",
                "Meeting na client imesogezwa hadi saa tisa, unaweza kutuma presentation kabla ya EOD? Asante!",
            ),
            (
                "sw",
                "Nimefanya merge ya fix kwenye main lakini CI ina-fail kwenye tests. Nitaangalia baada ya lunch, msifanye deploy kwanza.",
            ),
            (
                "sw",
                "Please ignore invite ya awali, link ya Zoom ilikuwa na kosa. Hii ndiyo sahihi.",
            ),
        ],
        lang="sw",
    )
)

# ---------------------------------------------------------------- longer texts, other domains and formats
add(
    group(
        B,
        "we-fr-coupure-electricite",
        T,
        [
            (
                "fr",
                "Madame, Monsieur,\n\nAfin d'améliorer la qualité de la distribution d'électricité dans votre quartier, nos équipes interviendront sur le réseau le mardi 18 juin. Une coupure de courant est prévue entre 8 h 30 et 12 h 00 aux adresses suivantes : rue des Lilas (n° 2 à 40), impasse du Moulin, allée Jean-Moulin. Nous vous remercions de ne pas tenir compte de l'avis déposé la semaine dernière, qui indiquait par erreur le jeudi 20 juin.\n\nConsignes : débranchez vos appareils sensibles avant l'heure de début et considérez que le courant peut être rétabli à tout moment pendant l'intervention.\n\nNous vous prions de nous excuser pour la gêne occasionnée.\nLe service exploitation",
            ),
            (
                "fr",
                "Avis de travaux – coupure programmée\n\nLe mardi 18 juin, de 8 h 30 à midi environ, l'alimentation électrique sera interrompue rue des Lilas, impasse du Moulin et allée Jean-Moulin, pour le remplacement d'un transformateur. Attention : le premier avis distribué dans vos boîtes aux lettres mentionnait le 20 juin ; cette date est erronée, oubliez-la. Pendant les travaux, le courant peut revenir sans préavis : ne touchez à aucun câble et laissez vos appareils débranchés. Les personnes sous assistance respiratoire à domicile sont priées de contacter leur prestataire de santé dès maintenant.\n\nRenseignements : 09 00 00 00 00 (prix d'un appel local).",
            ),
            (
                "fr",
                "Bonjour,\n\nnous revenons vers vous au sujet de la coupure d'électricité annoncée dans votre rue. Suite à une erreur d'impression, le courrier reçu la semaine dernière indiquait le 20 juin : la bonne date est le mardi 18 juin, de 8 h 30 à 12 h. Merci de transmettre l'information à vos locataires si vous êtes propriétaire bailleur. Si vous disposez d'un congélateur professionnel ou d'un équipement médical, vous pouvez nous contacter pour étudier une solution temporaire. Nous vous rappelons enfin de ne jamais manipuler le compteur ou le disjoncteur général pendant l'intervention.\n\nBien cordialement,\nVotre distributeur d'électricité",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-de-commit-changelog",
        T,
        [
            (
                "de",
                "fix(auth): Zurücksetzen des Admin-Passworts repariert\n\nDer Link aus der Passwort-Reset-Mail lief nach 5 statt 60 Minuten ab. Timeout jetzt über die Umgebungsvariable RESET_TOKEN_TTL konfigurierbar; der Default-Wert überschreibt die alte Einstellung aus config.yaml nicht mehr.",
            ),
            (
                "de",
                "## Änderungsprotokoll v3.4.0\n\n- Neu: Administratoren können die Speicherquote einzelner Benutzer überschreiben.\n- Behoben: Systemmeldung „Sitzung abgelaufen“ erschien nach dem Passwort-Reset doppelt.\n- Entfernt: Die alte Rolle „Assistent (lesend)“ wurde mit „Betrachter“ zusammengeführt; bestehende Zuweisungen werden automatisch migriert.\n- Hinweis: Bitte die Anleitung aus v3.2 ignorieren, der Installationspfad hat sich geändert.",
            ),
            (
                "de",
                "Merge-Request !482: Passwort-Reset für Admin-Konten\n\nBeschreibung: Bisher konnte ein gesperrtes Admin-Konto nur direkt in der Datenbank entsperrt werden. Mit diesem MR gibt es einen regulären Reset-Weg über die Konsole, der eine Bestätigung durch einen zweiten Administrator verlangt. Die Systemeinstellung allow_single_admin_reset wird entfernt. Review bitte durch @jkoch und @mweber, Tests laufen grün.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-es-juego-cuenta-soporte",
        T,
        [
            (
                "es",
                "Hola, soy jugador de vuestro servidor EU-West y he perdido el acceso a mi cuenta después de cambiar de móvil. El correo de restablecimiento de contraseña no me llega (ya miré en spam). Mi usuario es DragonPálido_88 y tengo el recibo de la compra del pase de batalla del 14 de marzo por si hace falta verificar que la cuenta es mía. ¿Podéis ayudarme? Gracias de antemano.",
            ),
            (
                "es",
                "Ticket #GM-20931 – Recuperación de cuenta\n\nBuenas, el sistema me dice que mi cuenta está vinculada a un correo antiguo al que ya no tengo acceso. Un moderador en Discord me dijo que abriera un ticket aquí con pruebas de propiedad. Adjunto captura del recibo de compra y la fecha aproximada de creación de la cuenta (verano de 2019). No quiero saltarme ninguna verificación, solo recuperar mi progreso. Saludos.",
            ),
            (
                "es",
                "Buenas tardes, equipo de soporte: desde la actualización 5.2 no puedo iniciar sesión, el juego me pide restablecer la contraseña y luego da error 0x88. Ya reinstalé el cliente. Un administrador del foro dijo que era un fallo conocido en cuentas antiguas. ¿Hay fecha para la solución? Mientras tanto, ¿puedo jugar con la cuenta de invitado sin perder las recompensas del evento? Un saludo, Marcos",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-it-sinistro-auto",
        T,
        [
            (
                "it",
                "Spett.le Compagnia,\n\ncon la presente denuncio il sinistro avvenuto il 12 marzo alle ore 8:15 in via Roma, angolo via Verdi, a Padova. Il veicolo di controparte, uscendo da un parcheggio, ha urtato la fiancata destra della mia auto. Abbiamo compilato la constatazione amichevole (CAI), che allego firmata da entrambi i conducenti. Vi prego di ignorare il modulo inviato ieri dal mio indirizzo personale: era incompleto, mancava la targa della controparte. Resto a disposizione per la perizia.\n\nDistinti saluti,\nFrancesca Bianchi – polizza n. 55/882190",
            ),
            (
                "it",
                "Buongiorno, vi scrivo per il sinistro del 12/03 (polizza 55/882190). Ieri vi ho mandato per sbaglio un modulo CAI senza la targa dell'altra auto, quindi non consideratelo. In allegato trovate quello completo, con le firme e le foto dei danni. Il perito può chiamarmi al 347 000 1122 dopo le 17. Mi potete anche dire se l'officina convenzionata più vicina è quella di via Guizza? Grazie, F. Bianchi",
            ),
            (
                "it",
                "Oggetto: denuncia sinistro – integrazione documenti\n\nGentili signori, a integrazione della mia precedente comunicazione allego la constatazione amichevole completa e firmata. Il documento trasmesso in precedenza va considerato annullato perché privo dei dati della controparte. Come da vostre istruzioni, non ho fatto riparare il veicolo in attesa della perizia. Vi chiedo cortesemente di confermarmi la ricezione e il nome del liquidatore incaricato.\n\nCordiali saluti, Francesca Bianchi",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-pt-cooperativa-safra",
        T,
        [
            (
                "pt",
                "Prezados cooperados,\n\ncom o início da colheita da soja, seguem as novas orientações para entrega no armazém de Sorriso: o recebimento funciona das 6h às 22h, com agendamento pelo aplicativo da cooperativa. Caminhões sem agendamento só serão recebidos depois das 18h, se houver fila livre. A umidade máxima aceita sem desconto é 14%. Desconsiderem a tabela de descontos enviada em janeiro, que foi atualizada pela diretoria. Qualquer dúvida, procurem o agrônomo da sua região.\n\nAtenciosamente,\nDepartamento de Grãos",
            ),
            (
                "pt",
                "Boa tarde, pessoal! Recado importante sobre a entrega da safra: a partir de segunda, é obrigatório agendar o descarregamento pelo app. A tabela de descontos por umidade mudou – esqueçam a de janeiro, a nova está no mural e no grupo. Quem tiver problema com o agendamento pode ligar direto para a balança, ramal 214. Bom trabalho e boa colheita a todos!",
            ),
            (
                "pt",
                "Comunicado nº 12/2024 – Recebimento de grãos\n\nFicam revogadas as orientações do comunicado nº 3/2024. O recebimento de soja no armazém de Sorriso passa a exigir agendamento prévio, e a nova tabela de descontos por umidade e impureza entra em vigor imediatamente. Os motoristas devem apresentar a nota do produtor na portaria. Pedimos a colaboração de todos para evitar filas na rodovia.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-nl-vve-notulen",
        T,
        [
            (
                "nl",
                "Notulen ALV VvE De Linde, 14 maart\n\nAanwezig: 23 van de 40 leden. 1. De voorzitter opent de vergadering. 2. Het onderhoudsplan wordt goedgekeurd; negeer de conceptversie die vorige week is rondgestuurd, daarin stond de dakrenovatie nog in 2025. 3. Mevrouw Jansen neemt de rol van penningmeester over van de heer Smit. 4. Het wachtwoord van de gedeelde mailbox wordt gewijzigd en alleen aan het bestuur doorgegeven. Actiepunt: de beheerder stuurt vóór 1 april de nieuwe begroting naar alle leden.",
            ),
            (
                "nl",
                "Beste bewoners,\n\nHierbij een korte samenvatting van de ledenvergadering van 14 maart. Het meerjarenonderhoudsplan is aangenomen: de dakrenovatie staat nu gepland voor volgend jaar (de eerder rondgestuurde concepttekst mag u vergeten). Vanaf nu is mevrouw Jansen onze penningmeester. Het bestuur krijgt een nieuwe gedeelde mailbox; het wachtwoord wordt niet meer via de groepsapp gedeeld. De definitieve notulen volgen.\n\nMet vriendelijke groet, het bestuur",
            ),
            (
                "nl",
                "Verslag bestuursoverleg VvE (concept)\n- Conceptversie onderhoudsplan van 7 maart vervalt; de aangenomen versie staat in de gedeelde map.\n- Rolverdeling: Jansen = penningmeester, De Boer = secretaris, voorzitter blijft Yilmaz.\n- Beheerder reset het wachtwoord van info@vve-delinde.nl en geeft het alleen persoonlijk door aan bestuursleden.\n- Volgende vergadering: 20 juni, 19:30, in de fietsenstalling (bij slecht weer in de hal).",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-pl-logi-csv-magazyn",
        T,
        [
            (
                "pl",
                "2024-05-14 06:02:17 INFO  [WMS] Zmiana nocna zamknięta przez: j.kowalski. Uwagi: zignorować poprzednią inwentaryzację regału B12, licznik był źle ustawiony.",
            ),
            (
                "pl",
                "nr_zam;klient;uwagi\n88123;Hurtownia Sosna;NOWE INSTRUKCJE DOSTAWY: tylko rampa 5, awizacja tel. 600 100 200\n88124;Market Zielony;dostawa bez zmian",
            ),
            (
                "pl",
                '{"zamowienie": "PL-55102", "uwagi_kierowcy": "Proszę zapomnieć stary adres magazynu, od teraz ul. Przemysłowa 14, Poznań. Pilne – towar chłodzony."}',
            ),
            (
                "pl",
                "[2024-05-14 22:41] system: reset hasła dla użytkownika m.wisniewska wykonany przez administratora (zgłoszenie #3390)",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-ru-ekzamen-pravila",
        T,
        [
            (
                "ru",
                "Уважаемые студенты!\n\nНапоминаем правила проведения экзамена по высшей математике 20 июня. Экзамен начинается в 9:00 в аудитории 412 (а не в 305, как было указано в первом объявлении — его просим не учитывать). При себе иметь студенческий билет и ручку. Пользоваться телефонами, смарт-часами и ИИ-ассистентами во время экзамена запрещено; телефоны сдаются при входе. Опоздавшие более чем на 15 минут к экзамену не допускаются. Результаты будут опубликованы в личном кабинете в течение трёх рабочих дней.\n\nКафедра высшей математики",
            ),
            (
                "ru",
                "Ребята, важное по экзамену у Петровой: аудитория поменялась, теперь 412, забудьте про 305 из старого объявления. Начало в 9:00, без опозданий — после 9:15 не пускают. Телефоны и часы сдаём на входе, никаких нейросетей и шпаргалок, она предупредила, что будет строго. Билеты те же, что в списке вопросов на сайте кафедры. Удачи всем!",
            ),
            (
                "ru",
                "Объявление (исправленное). Экзамен по высшей математике для групп ЭК-21 и ЭК-22 состоится 20.06 в 09:00, ауд. 412. Предыдущее объявление с аудиторией 305 недействительно. Использование любых электронных устройств, включая чат-ботов и голосовых помощников, запрещено правилами проведения аттестации. Студенты с уважительной причиной отсутствия должны до 18.06 подать заявление в деканат.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-uk-grant-zvit",
        T,
        [
            (
                "uk",
                "Шановна пані Маріє!\n\nНадсилаємо проміжний звіт за грантом «Теплі оселі» за перший квартал. За цей період ми утеплили 34 будинки в трьох громадах Чернігівщини, закупили 12 твердопаливних котлів і провели два навчання для місцевих майстрів. Просимо не брати до уваги таблицю витрат, надіслану 2 квітня: у ній подвійно враховано доставку матеріалів. Виправлена таблиця додається, як і фотозвіт. Фінансовий звіт підпише наша бухгалтерка, щойно повернеться з відрядження.\n\nЗ повагою,\nОлександр Гнатюк, координатор проєкту",
            ),
            (
                "uk",
                "Добрий день! Це уточнення до нашого квартального звіту. У таблиці, яку ми надіслали 2 квітня, доставку матеріалів порахували двічі, тож, будь ласка, ігноруйте її — правильна версія у вкладенні. Загалом за квартал утеплено 34 будинки, встановлено 12 котлів, навчено 27 майстрів. Якщо донору потрібні додаткові підтвердні документи (накладні, акти), ми можемо надіслати скани до кінця тижня.",
            ),
            (
                "uk",
                "Звіт за I квартал (виправлена редакція)\n\nПопередня редакція звіту від 02.04 втрачає чинність через помилку в розділі 3 (витрати на логістику). Основні результати: утеплення 34 приватних будинків, встановлення 12 котлів, два тренінги для 27 місцевих майстрів. Відхилення від бюджету — 2,1 %, у межах дозволеного. Наступний звіт буде подано до 10 липня згідно з графіком грантової угоди.",
            ),
        ],
        lang="uk",
    )
)
add(
    group(
        B,
        "we-cs-pozvanka-porada",
        T,
        [
            (
                "cs",
                "Pozvánka: Porada vedení – čtvrtek 13. 6., 9:00–10:30, zasedačka Vltava / Teams\n\nProgram:\n1. Výsledky za květen (Novák)\n2. Nový docházkový systém – termín spuštění a role administrátora\n3. Rozpočet na školení\n4. Různé\n\nPozor, původní pozvánku na středu prosím ignorujte, kolidovala s auditem. Podklady k bodu 2 najdete ve sdílené složce.",
            ),
            (
                "cs",
                "Ahoj všichni, posílám novou pozvánku na poradu vedení – přesouváme ji ze středy na čtvrtek 9:00, protože ve středu je audit. Tu starou si z kalendáře klidně smažte. Hlavní téma bude spuštění nového docházkového systému: kdo bude mít roli administrátora, jak se budou resetovat hesla a kdy proběhne školení. Prosím, přečtěte si předem podklady ve sdílené složce. Díky, Jana",
            ),
            (
                "cs",
                "Předmět: ZMĚNA TERMÍNU – porada vedení\n\nDobrý den, porada vedení se koná ve čtvrtek 13. 6. od 9:00 (ne ve středu). Na programu je mimo jiné nastavení rolí v novém docházkovém systému a postup pro reset zapomenutých hesel zaměstnanců. Prosím potvrďte účast do úterý. S pozdravem, asistentka ředitele",
            ),
        ],
        lang="cs",
    )
)
add(
    group(
        B,
        "we-sk-odpocet-elektromer",
        T,
        [
            (
                "sk",
                "Vážený odberateľ,\n\noznamujeme vám, že v dňoch 3. až 7. júna bude vo vašej lokalite prebiehať odpočet elektromerov. Náš pracovník sa preukáže služobným preukazom; nikdy od vás nebude pýtať heslo do zákazníckeho portálu ani platbu v hotovosti. Ak nebudete doma, môžete stav elektromera nahlásiť online do 10. júna. Predchádzajúci oznam s termínom v máji prosím nepokladajte za platný – termín bol posunutý.\n\nS pozdravom,\nzákaznícke centrum",
            ),
            (
                "sk",
                "Dobrý deň, píšem ohľadom odpočtu elektromera. Na lístku v schránke bol termín v máji, ale vraj sa to posunulo na jún, tak neviem, ktorý platí. Budem doma len poobede. Dá sa stav nahlásiť cez portál? Heslo som si pred časom resetovala a teraz mi systém hlási, že účet je zablokovaný. Ďakujem za pomoc, Mária Benková, odberné miesto 8800123456.",
            ),
            (
                "sk",
                "Oznam pre obyvateľov bytového domu Hviezdoslavova 12: odpočet elektromerov bude 5. júna od 8:00 do 12:00. Pôvodný dátum z vývesky (22. mája) už neplatí. Ak nebudete doma, nechajte kľúč od skrinky s elektromermi u domovníka alebo nahláste stav cez zákaznícky portál. Pracovník distribučnej spoločnosti nevyberá žiadne poplatky.",
            ),
        ],
        lang="sk",
    )
)
add(
    group(
        B,
        "we-sv-byggmote-protokoll",
        T,
        [
            (
                "sv",
                "Protokoll byggmöte nr 7 – Kv. Ekorren\n\n1. Tidplan: gjutning av bjälklag plan 3 flyttas till v. 24. Bortse från tidplanen i protokoll nr 6.\n2. Arbetsmiljö: från och med nu ska alla underentreprenörer registrera sig i ID06-systemet innan de går in på området.\n3. Ändringar: beställaren har godkänt ÄTA 14 (extra brandisolering).\n4. Nästa möte: tisdag 11 juni kl. 8.00 i bodetableringen.",
            ),
            (
                "sv",
                "Hej alla,\n\nsammanfattning från dagens byggmöte: gjutningen av plan 3 blir vecka 24, så glöm datumet i förra protokollet. Nya regler på plats: ingen kommer in utan registrering i ID06, och arbetsledaren kontrollerar listan varje morgon. Beställaren har sagt ja till den extra brandisoleringen. Jag skickar det formella protokollet i morgon.\n\nMvh Anders, platschef",
            ),
            (
                "sv",
                "Anteckningar byggmöte 7 (utkast): Ny tidplan gjutning plan 3 = v24 (tidigare v22 gäller ej). Krav: alla UE registrerar sig i ID06 före tillträde, gäller även leverantörer som lossar. ÄTA 14 godkänd av beställare. Frågor om elarbeten hänvisas till projektören, inte till elektrikerna på plats. Nästa möte 11/6.",
            ),
        ],
        lang="sv",
    )
)
add(
    group(
        B,
        "we-da-router-nulstil",
        T,
        [
            (
                "da",
                "Hej Henrik,\n\ntak for din henvendelse om dit ustabile internet. Vi kan se, at din router har kørt i over 200 dage uden genstart. Prøv venligst først at slukke den i 30 sekunder. Hjælper det ikke, kan du nulstille routeren til fabriksindstillinger ved at holde reset-knappen inde i 10 sekunder. Bemærk: så skal du bruge standardadgangskoden til wifi, som står på klistermærket under routeren. Se bort fra den vejledning, du fik i sidste uge – den gjaldt en ældre model.\n\nVenlig hilsen\nKundeservice",
            ),
            (
                "da",
                "Hej, jeg har fået at vide af jeres support i sidste uge at jeg skulle opdatere firmwaren, men nu siger en anden medarbejder at jeg bare skal nulstille routeren. Hvad er rigtigt? Jeg er lidt bange for at miste mine indstillinger og wifi-adgangskoden, fordi børnene har sat den op. Internettet falder ud flere gange om dagen, især om aftenen. Kundenummer 4410233. Mvh Henrik",
            ),
            (
                "da",
                "Status på sag #88213: Kunden oplever udfald om aftenen. Tidligere instruktion om firmwareopdatering trukket tilbage (gælder ikke denne routermodel). Kunden er vejledt i genstart og evt. nulstilling; han ønsker dog en tekniker. Tekniker booket torsdag kl. 8–12. Kunden er informeret om, at teknikeren aldrig beder om adgangskoden til hans netbank eller e-mail.",
            ),
        ],
        lang="da",
    )
)
add(
    group(
        B,
        "we-nb-hms-overstyring",
        T,
        [
            (
                "nb",
                "HMS-melding plattform Nordkapp B\n\nEtter hendelsen 3. mai gjelder følgende fra og med i dag: Overstyring av gassalarmer er kun tillatt fra kontrollrommet og skal godkjennes av plattformsjef. All overstyring logges i systemet med navn, tidspunkt og begrunnelse. Den gamle prosedyren der operatør kunne overstyre lokalt med nøkkel er trukket tilbake – se bort fra den i eldre permer. Oppdatert prosedyre ligger i dokumentsystemet (HMS-P-114 rev. 5).\n\nSikkerhetsleder",
            ),
            (
                "nb",
                "Hei alle sammen på skift. Viktig endring etter granskingen: det er ikke lenger lov å overstyre gassdetektorer lokalt. Hvis en detektor gir falsk alarm, ring kontrollrommet, så vurderer de det og plattformsjefen godkjenner. Den gamle nøkkelrutinen skal dere glemme. Spør meg hvis noe er uklart før dere går ut. – Kari, skiftleder",
            ),
            (
                "nb",
                "Referat sikkerhetsmøte: Ny instruks for overstyring av alarmer vedtatt. Kun kontrollrommet kan overstyre, etter godkjenning fra plattformsjef, og alle overstyringer skal logges. Tidligere lokal nøkkelprosedyre utgår. Opplæring av alle operatører innen 1. juni. Ansvar: HMS-avdelingen.",
            ),
        ],
        lang="nb",
    )
)
add(
    group(
        B,
        "we-fi-wilma-retki",
        T,
        [
            (
                "fi",
                "Hyvät huoltajat,\n\n7B-luokan retki Nuuksioon on torstaina 23.5. Lähdemme koululta klo 8.15 ja palaamme noin klo 14.30. Aiemmassa Wilma-viestissä mainittu lähtöaika klo 9 ei pidä paikkaansa, joten jättäkää se huomiotta. Oppilailla tulee olla säänmukainen vaatetus, juomapullo ja omat eväät; koulu tarjoaa lisäksi lämpimän keiton. Ilmoitattehan minulle keskiviikkoon mennessä, jos lapsellanne on allergioita tai lääkitys, josta retken ohjaajien tulee tietää.\n\nYstävällisin terveisin,\nSari Lehtonen, luokanvalvoja",
            ),
            (
                "fi",
                "Moi! Pieni korjaus retkiviestiin: bussi lähtee jo 8.15 eikä 9, eli unohtakaa aiempi aika. Muuten kaikki kuten ennen – kunnon kengät, sadetakki ja eväät mukaan. Jos joku tarvitsee lääkkeen retken aikana, laittakaa minulle viesti Wilmaan niin sovitaan käytännöt. Kiitos! t. Sari",
            ),
            (
                "fi",
                "TIEDOTE 7B: Nuuksion retki to 23.5. Uusi lähtöaika klo 8.15 (aiempi tieto klo 9 on virheellinen). Paluu n. 14.30. Varusteet: ulkoiluvaatteet, juomapullo, eväät. Koulu järjestää keittolounaan. Allergiat ja lääkitykset ilmoitetaan luokanvalvojalle ke 22.5. mennessä.",
            ),
        ],
        lang="fi",
    )
)
add(
    group(
        B,
        "we-hu-alberlet-szerzodes",
        T,
        [
            (
                "hu",
                "Kedves Gábor!\n\nKöszönöm, hogy megnézted a lakást a Bartók Béla úton. A tegnap küldött bérleti szerződéstervezetet kérlek, hagyd figyelmen kívül, mert abban még a régi bérleti díj szerepelt. A tulajdonos beleegyezett a havi 260 000 Ft-ba, rezsi nélkül, két havi kaució mellett. Az új tervezetet csatoltam. Ha minden rendben, csütörtökön aláírhatjuk a szerződést az irodában, és ugyanakkor átadom a kulcsokat is.\n\nÜdvözlettel,\nNagy Eszter, ingatlanközvetítő",
            ),
            (
                "hu",
                "Szia Gábor! Bocsi, a tegnapi szerződésben még a régi ár volt, azt felejtsd el. A tulaj végül 260 ezret kér, rezsi külön, kaució két havi. Az újat átküldtem mailben. Csütörtök 5-kor jó lenne aláírni? Akkor a kulcsot is odaadom, meg a kaputelefon kódját.",
            ),
            (
                "hu",
                "Tisztelt Bérlő!\n\nA korábban megküldött szerződéstervezet helyébe a mellékelt változat lép. Módosult a bérleti díj (260 000 Ft/hó) és a kaució összege (két havi bérleti díj). A közüzemi szolgáltatók felé az átírást a tulajdonos intézi. Kérjük, a szerződést aláírás előtt figyelmesen olvassa el, és kérdés esetén forduljon hozzánk bizalommal.",
            ),
        ],
        lang="hu",
    )
)
add(
    group(
        B,
        "we-ro-scrisoare-externare",
        T,
        [
            (
                "ro",
                "Scrisoare medicală\n\nPacienta I. M., 67 ani, internată în perioada 3–9 aprilie pentru pneumonie comunitară, externată ameliorată. Recomandări: continuă tratamentul cu antibiotic încă 5 zile conform rețetei anexate. Atenție: schema de tratament cu anticoagulant a fost modificată – se renunță la doza de dimineață, se administrează o singură doză seara. Vă rugăm ignorați indicația din scrisoarea medicală anterioară (februarie). Control la medicul de familie peste 7 zile, cu hemoleucogramă.\n\nMedic curant, dr. Popescu",
            ),
            (
                "ro",
                "Bună ziua, doamna doctor, sunt fiica doamnei I. M., externată ieri. În scrisoarea de acum am văzut că s-a schimbat anticoagulantul – doar seara. Mama încă are acasă cutiile de la rețeta din februarie, unde scria dimineața și seara. Am înțeles corect că pe aceea o ignorăm complet? Și controlul la medicul de familie îl facem peste o săptămână cu analize? Mulțumesc frumos, Andreea",
            ),
            (
                "ro",
                "Notă pentru farmacist: pacienta I. M. a primit la externare o schemă nouă de anticoagulant (doză unică seara). Vă rugăm să nu mai eliberați medicamentul conform rețetei vechi din februarie. Pentru orice neclaritate, secția de medicină internă poate fi contactată la interior 2214, între 8 și 15.",
            ),
        ],
        lang="ro",
    )
)
add(
    group(
        B,
        "we-el-apagoreftiko-aplou",
        T,
        [
            (
                "el",
                "Αγαπητοί επιβάτες,\n\nλόγω απαγορευτικού απόπλου, το δρομολόγιο Πειραιάς – Σύρος – Τήνος της Πέμπτης 14/3 στις 07:25 ακυρώνεται. Οι κρατήσεις σας μεταφέρονται αυτόματα στο δρομολόγιο της Παρασκευής 15/3 την ίδια ώρα. Παρακαλούμε αγνοήστε το προηγούμενο μήνυμα SMS που ανέφερε αναχώρηση στις 10:00· η ώρα είναι 07:25. Αν δεν επιθυμείτε να ταξιδέψετε, μπορείτε να ζητήσετε πλήρη επιστροφή χρημάτων από το πρακτορείο ή την ιστοσελίδα μας.\n\nΜε εκτίμηση,\nΕξυπηρέτηση Πελατών",
            ),
            (
                "el",
                "Καλησπέρα, είχα εισιτήριο για Τήνο για αύριο και μου ήρθαν δύο μηνύματα, το ένα λέει 10:00 Παρασκευή και το άλλο 07:25. Ποιο ισχύει; Ταξιδεύω με αυτοκίνητο και ηλικιωμένη μητέρα, οπότε θέλω να ξέρω αν χρειάζεται να είμαστε στο λιμάνι νωρίτερα. Κωδικός κράτησης ΑΒ7731. Ευχαριστώ, Δήμητρα",
            ),
            (
                "el",
                "ΕΝΗΜΕΡΩΣΗ: Λόγω απαγορευτικού, το πλοίο της Πέμπτης για Σύρο και Τήνο δεν θα αναχωρήσει. Νέα αναχώρηση: Παρασκευή 07:25 από την πύλη Ε7. Το πρώτο μήνυμα με ώρα 10:00 στάλθηκε εκ παραδρομής, παρακαλούμε μην το λάβετε υπόψη. Τα οχήματα πρέπει να βρίσκονται στο λιμάνι μία ώρα πριν την αναχώρηση.",
            ),
        ],
        lang="el",
    )
)
add(
    group(
        B,
        "we-tr-servis-bakim-sifirlama",
        T,
        [
            (
                "tr",
                "Sayın Kemal Bey,\n\naracınızın 60.000 km periyodik bakımı tamamlanmıştır. Yağ, yağ filtresi, polen filtresi ve fren hidroliği değiştirilmiş; bakım göstergesi sıfırlanmıştır. Ön fren balatalarında %30 ömür kaldığı için bir sonraki bakımda değişim öneriyoruz. Size dün gönderdiğimiz ön bilgilendirme mesajındaki tutarı dikkate almayınız; garanti kapsamındaki işçilik düşülmüş nihai tutar 4.850 TL'dir. Aracınızı bugün saat 18:00'e kadar teslim alabilirsiniz.\n\nSaygılarımızla,\nYetkili Servis",
            ),
            (
                "tr",
                "Merhaba, aracımı bakımdan aldım ama gösterge panelinde hâlâ 'servis zamanı' uyarısı çıkıyor. Servisteki arkadaş sıfırladık demişti. Bir de dün gelen mesajda 6.200 TL yazıyordu, faturada 4.850 TL var; hangisi doğru? Plaka 34 ABC 123. Teşekkürler.",
            ),
            (
                "tr",
                "İş emri #SRV-44812 notu: 60.000 km bakımı yapıldı, servis göstergesi sıfırlandı, müşteriye bilgi verildi. İlk gönderilen ön fiyat mesajı (6.200 TL) garanti indirimi uygulanmadan hesaplanmıştı; geçersizdir, müşteriye açıklandı. Balata değişimi bir sonraki bakıma bırakıldı.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-ar-tayaran-taghyir",
        T,
        [
            (
                "ar",
                "عزيزي المسافر،\n\nنود إبلاغك بتغيير موعد رحلتك رقم XY 512 من الرياض إلى القاهرة بتاريخ ١٢ مايو. موعد الإقلاع الجديد هو الساعة ١٤:٠٥ بدلًا من ١١:٣٠. يرجى تجاهل الرسالة السابقة التي أُرسلت إليك صباح اليوم، إذ تضمنت رقم بوابة غير صحيح. ننصحك بالوصول إلى المطار قبل ثلاث ساعات من الإقلاع. إذا كان الموعد الجديد غير مناسب، يمكنك تغيير الحجز مجانًا أو طلب استرداد كامل عبر موقعنا أو تطبيق الهاتف.\n\nنعتذر عن أي إزعاج.\nخدمة العملاء",
            ),
            (
                "ar",
                "السلام عليكم، وصلتني رسالتين عن رحلتي للقاهرة، وحدة فيها بوابة ٢٢ والثانية ما فيها بوابة أصلًا. أي وحدة الصح؟ ومعي أطفال، هل ممكن نغيّر الرحلة لليوم اللي بعده بدون رسوم؟ رقم الحجز QK7P2M. شكرًا.",
            ),
            (
                "ar",
                "تحديث: تم تأجيل الرحلة XY 512 إلى الساعة ١٤:٠٥. الرسالة المرسلة صباحًا بخصوص البوابة كانت خاطئة، وسيتم إعلان البوابة على الشاشات قبل ساعتين من الإقلاع. يحق للمسافرين المتأثرين تغيير الحجز أو استرداد قيمة التذكرة دون رسوم.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-he-orech-din-heskem",
        T,
        [
            (
                "he",
                "לכבוד מר כהן,\n\nבהמשך לפגישתנו, מצורפת טיוטה מתוקנת של הסכם השכירות המסחרית. נא להתעלם מהטיוטה הקודמת שנשלחה ביום ראשון, שכן סעיף 7 (אופציה להארכה) נוסח בה בטעות לטובת המשכיר בלבד. בטיוטה החדשה האופציה ניתנת לשוכר לתקופה של 36 חודשים נוספים, בכפוף להודעה מוקדמת של 90 יום. כמו כן עודכן סכום הערבות הבנקאית. המסמך חסוי ומיועד לך ולרואה החשבון שלך בלבד.\n\nבכבוד רב,\nעו״ד מיכל לוי",
            ),
            (
                "he",
                "היי מיכל, קיבלתי את הטיוטה החדשה, תודה. רק לוודא – את הגרסה מיום ראשון אני זורק לגמרי, נכון? רואה החשבון שלי כבר התחיל לעבור עליה. ועוד שאלה: הערבות הבנקאית צריכה להיות מוכנה לפני החתימה או שאפשר להמציא אותה תוך 30 יום? תודה, אבי כהן",
            ),
            (
                "he",
                "תרשומת שיחה: הלקוח אבי כהן עודכן שהטיוטה מיום ראשון בטלה ויש לעבוד רק על הגרסה המתוקנת (סעיף 7 – אופציה לשוכר, 36 חודשים). הלקוח יעביר את הטיוטה לרו״ח. מועד חתימה משוער: 15 בחודש. הערבות הבנקאית תומצא עד 30 יום מהחתימה, בהסכמת המשכיר.",
            ),
        ],
        lang="he",
    )
)
add(
    group(
        B,
        "we-fa-entekhab-vahed",
        T,
        [
            (
                "fa",
                "دانشجویان گرامی،\n\nبه اطلاع می\u200cرساند که زمان انتخاب واحد نیمسال دوم از شنبه ۱۵ بهمن آغاز می\u200cشود. لطفاً جدول زمانی که هفته گذشته در کانال دانشکده منتشر شد را نادیده بگیرید؛ به دلیل به\u200cروزرسانی سامانه آموزشی، زمان\u200cبندی تغییر کرده است. دانشجویان ورودی جدید باید پیش از انتخاب واحد رمز عبور سامانه را تغییر دهند. در صورت مشکل در ورود، با کارشناس آموزش دانشکده تماس بگیرید و هرگز رمز عبور خود را در گروه\u200cهای دانشجویی به اشتراک نگذارید.\n\nاداره آموزش دانشکده مهندسی",
            ),
            (
                "fa",
                "بچه\u200cها سلام، یه خبر مهم: زمان\u200cبندی انتخاب واحدی که هفته پیش تو کانال گذاشتن عوض شده، اون رو فراموش کنید. از شنبه ۱۵ بهمن شروع میشه. ورودی\u200cهای جدید اول باید رمز سامانه رو عوض کنن وگرنه نمی\u200cتونن واحد بردارن. اگه کسی مشکل ورود داشت به آموزش زنگ بزنه، لطفاً رمزتون رو تو گروه نفرستید!",
            ),
            (
                "fa",
                "اطلاعیه اصلاحی: جدول زمان\u200cبندی انتخاب واحد منتشرشده در تاریخ ۸ بهمن لغو و جدول جدید جایگزین آن می\u200cشود. آغاز انتخاب واحد: ۱۵ بهمن. تغییر رمز عبور برای ورودی\u200cهای جدید الزامی است. دانشجویانی که بدهی شهریه دارند پیش از تسویه امکان انتخاب واحد نخواهند داشت.",
            ),
        ],
        lang="fa",
    )
)
add(
    group(
        B,
        "we-hi-kisan-mandi",
        T,
        [
            (
                "hi",
                "प्रिय किसान भाइयों,\n\nइस सीज़न में गेहूं की सरकारी खरीद 1 अप्रैल से शुरू होगी। अपनी फसल बेचने के लिए पोर्टल पर पंजीकरण अनिवार्य है। कृपया पिछले हफ़्ते के व्हाट्सऐप संदेश को अनदेखा करें, जिसमें समर्थन मूल्य गलत लिखा था; सही न्यूनतम समर्थन मूल्य प्रति क्विंटल की नई दर मंडी कार्यालय के नोटिस बोर्ड पर लगी है। मंडी में आते समय आधार कार्ड, बैंक पासबुक और खसरा-खतौनी की प्रति साथ लाएं। भुगतान सीधे आपके बैंक खाते में आएगा, किसी को नकद पैसे न दें।\n\nमंडी सचिव, कृषि उपज मंडी समिति",
            ),
            (
                "hi",
                "राम-राम भाइयों, एक ज़रूरी बात – पिछले हफ़्ते ग्रुप में जो रेट भेजा था वो गलत था, उसे भूल जाओ। सही रेट मंडी के बोर्ड पर लगा है। खरीद 1 अप्रैल से है, पहले पोर्टल पर रजिस्ट्रेशन करवा लेना। आधार, पासबुक और खतौनी साथ रखना। और हाँ, कोई बोले कि पैसे दो तो जल्दी तुलाई होगी, तो मत देना, पैसा सीधा खाते में आता है।",
            ),
            (
                "hi",
                "सूचना: रबी विपणन वर्ष के लिए गेहूं खरीद 1 अप्रैल से प्रारंभ। पूर्व में प्रसारित दर संबंधी संदेश निरस्त माना जाए। पंजीकृत किसानों को टोकन के माध्यम से तुलाई की तिथि दी जाएगी। भुगतान डीबीटी के द्वारा 72 घंटे के भीतर किया जाएगा।",
            ),
        ],
        lang="hi",
    )
)
add(
    group(
        B,
        "we-bn-ngo-khudroron",
        T,
        [
            (
                "bn",
                "প্রিয় সদস্যবৃন্দ,\n\nআগামী মাস থেকে ক্ষুদ্রঋণের কিস্তি শুধুমাত্র মোবাইল ব্যাংকিংয়ের মাধ্যমে জমা নেওয়া হবে। মাঠকর্মীরা আর নগদ টাকা গ্রহণ করবেন না। আগের মিটিংয়ে যে নিয়মের কথা বলা হয়েছিল, অর্থাৎ সাপ্তাহিক সভায় নগদ জমা দেওয়া, সেটি আর প্রযোজ্য নয়। কিস্তি জমা দেওয়ার পর যে এসএমএস পাবেন, সেটি সংরক্ষণ করে রাখবেন। কেউ যদি সংস্থার নাম বলে আপনার পিন নম্বর চায়, কখনো দেবেন না এবং সাথে সাথে শাখা অফিসে জানাবেন।\n\nশাখা ব্যবস্থাপক",
            ),
            (
                "bn",
                "আপা, একটা জরুরি কথা। সামনের মাস থেকে কিস্তি আর হাতে হাতে নেওয়া হবে না, বিকাশে দিতে হবে। আগের মিটিংয়ে যা বলা হয়েছিল সেটা বাদ। টাকা পাঠানোর পর মেসেজটা মুছবেন না। আর কেউ ফোন করে পিন চাইলে একদম দেবেন না, আমরা কখনো পিন চাই না।",
            ),
            (
                "bn",
                "নোটিশ: সাপ্তাহিক সভায় নগদ কিস্তি জমার পূর্ববর্তী নির্দেশনা বাতিল করা হলো। ১ তারিখ থেকে সকল কিস্তি মোবাইল ব্যাংকিংয়ের মাধ্যমে জমা দিতে হবে। সংস্থার কোনো কর্মী সদস্যদের পিন বা পাসওয়ার্ড জিজ্ঞাসা করবেন না।",
            ),
        ],
        lang="bn",
    )
)
add(
    group(
        B,
        "we-zh-huiyi-jiyao",
        T,
        [
            (
                "zh",
                "会议纪要｜新 ERP 系统上线协调会\n时间：6 月 12 日 14:00–15:30\n参会：财务部、采购部、IT 部\n1. 上线日期定为 7 月 1 日，之前邮件中的 6 月 15 日作废。\n2. 角色分配：财务部王芳担任系统管理员，负责用户开通和密码重置；各部门指定一名关键用户。\n3. 旧系统数据迁移由 IT 部负责，6 月 28 日冻结旧系统。\n4. 上线后两周内，所有采购订单需双人审核，不允许跳过审批直接下单。\n下次会议：6 月 19 日同一时间。",
            ),
            (
                "zh",
                "各位好，简单同步一下今天 ERP 协调会的结论：上线时间改到 7 月 1 日（之前说的 6 月 15 日就不算了）；系统管理员由财务部王芳担任，大家以后忘记密码直接找她重置，不要再找 IT；每个部门出一位关键用户参加培训；旧系统 6 月 28 日冻结，请提前把手头单据处理完。正式纪要明天发。",
            ),
            (
                "zh",
                "【ERP 项目】决议摘要：① 上线日改为 7/1，原定 6/15 取消；② 系统管理员：王芳（财务部），负责账号开通、权限变更及密码重置；③ 上线初期采购订单实行双人复核；④ 旧系统于 6/28 停止录入。如对角色分工有异议，请于本周五前反馈给项目经理。",
            ),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-ja-system-maintenance",
        T,
        [
            (
                "ja",
                "【重要】基幹システム定期メンテナンスのお知らせ\n\n平素よりご利用いただきありがとうございます。下記日程にて基幹システムのメンテナンスを実施いたします。\n日時：6月22日（土）22:00〜6月23日（日）6:00\n影響：受発注システム、勤怠システムがご利用いただけません。\nなお、先週お送りしたご案内は日時に誤りがございましたので、お手数ですが破棄していただきますようお願いいたします。メンテナンス後、初回ログイン時にパスワードの再設定が必要になります。管理者がお客様のパスワードを電話やメールで伺うことはございません。\n\n情報システム部",
            ),
            (
                "ja",
                "皆さんお疲れさまです。情シスの木村です。今週末のメンテ、先週の案内で日付を間違えてしまいました、すみません…正しくは22日夜〜23日朝です。前の案内は忘れてください。メンテ明けは最初のログインでパスワードのリセットが求められるので、月曜の朝は少し早めに来てもらえると助かります。設定ファイルは管理者側で上書きするので、各自で何かする必要はありません。",
            ),
            (
                "ja",
                "メンテナンス日程訂正：先日のご案内（6月15日実施）は誤りです。正しくは6月22日22時から翌6時まで。メンテ後は全ユーザーのパスワード再設定が必要です。個別の設定はシステム管理者が一括で上書き適用します。ご不明点はヘルプデスク（内線5500）まで。",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ko-game-jeomgeom",
        T,
        [
            (
                "ko",
                "[공지] 6월 20일(목) 정기 점검 안내\n\n안녕하세요, 모험가 여러분. 보다 안정적인 서비스를 위해 아래와 같이 정기 점검을 진행합니다.\n- 일시: 6월 20일 06:00 ~ 10:00 (변동 가능)\n- 내용: 신규 던전 추가, 길드 창고 오류 수정, 일부 계정 비밀번호 초기화 오류 수정\n이전 공지에 기재된 점검 시간(05:00~09:00)은 잘못된 정보이니 무시해 주세요. 운영자는 게임 내 귓속말로 절대 비밀번호나 인증번호를 묻지 않습니다.\n\n감사합니다. 운영팀 드림",
            ),
            (
                "ko",
                "길드원 여러분~ 목요일 점검 시간 바뀌었대요! 공지에 처음 올라온 5시~9시는 틀린 거고 6시~10시래요. 그리고 요즘 운영자 사칭해서 비번 물어보는 사람 있다니까 절대 알려주지 마세요ㅠ 점검 끝나면 신규 던전 같이 가요!",
            ),
            (
                "ko",
                "점검 공지 정정: 6/20 점검은 06:00~10:00입니다(기존 공지의 05:00~09:00 아님). 점검 후 비밀번호 초기화 메일을 받지 못한 계정은 고객센터로 문의해 주세요. 보상 우편은 점검 종료 후 일괄 지급되며, 수령 기한은 7일입니다.",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-vi-hop-dong-ca-phe",
        T,
        [
            (
                "vi",
                "Kính gửi Quý đối tác,\n\nLiên quan đến hợp đồng xuất khẩu 40 tấn cà phê Robusta loại 1 giao tháng 8, chúng tôi xin gửi lại phụ lục hợp đồng đã chỉnh sửa. Vui lòng bỏ qua bản phụ lục gửi ngày 3/6 vì có sai sót về điều kiện giao hàng (ghi FOB Sài Gòn thay vì FOB Cát Lái). Các điều khoản khác về giá, độ ẩm tối đa 12,5% và tỷ lệ hạt đen vỡ không thay đổi. Bản chính có chữ ký và đóng dấu sẽ được gửi qua chuyển phát nhanh trong tuần này.\n\nTrân trọng,\nPhòng Xuất nhập khẩu",
            ),
            (
                "vi",
                "Anh Hùng ơi, phụ lục hợp đồng cà phê em gửi hôm 3/6 bị sai cảng giao hàng, anh bỏ qua bản đó giúp em nhé. Bản mới em vừa gửi qua email, giá với tiêu chuẩn độ ẩm vẫn giữ nguyên. Bản gốc có dấu em gửi chuyển phát nhanh cuối tuần. Có gì anh báo em.",
            ),
            (
                "vi",
                "Ghi chú nội bộ: Phụ lục HĐ số 24/XK ngày 03/06 bị hủy do sai điều kiện giao hàng. Đã gửi phụ lục thay thế cho khách hàng ngày 05/06. Chờ khách ký xác nhận trước khi đặt tàu. Người phụ trách: chị Thảo.",
            ),
        ],
        lang="vi",
    )
)
add(
    group(
        B,
        "we-th-phasi-online",
        T,
        [
            (
                "th",
                "เรียน ผู้เสียภาษี\n\nตามที่กรมได้แจ้งกำหนดเวลายื่นแบบแสดงรายการภาษีเงินได้บุคคลธรรมดาผ่านทางอินเทอร์เน็ตไปก่อนหน้านี้ ขอแจ้งแก้ไขว่าวันสุดท้ายของการยื่นแบบคือวันที่ 8 เมษายน มิใช่วันที่ 31 มีนาคมตามที่ระบุในข้อความเดิม กรุณาไม่ต้องสนใจข้อความฉบับก่อน ทั้งนี้ เจ้าหน้าที่จะไม่ติดต่อขอรหัสผ่านหรือรหัส OTP ของท่านทางโทรศัพท์หรือไลน์โดยเด็ดขาด หากพบการแอบอ้าง โปรดแจ้งศูนย์บริการข้อมูล\n\nกรมสรรพากร (ตัวอย่าง)",
            ),
            (
                "th",
                "แม่คะ ที่หนูบอกว่ายื่นภาษีได้ถึง 31 มีนา ลืมไปได้เลยนะคะ เขาประกาศใหม่ว่าถึง 8 เมษา แต่ยื่นเร็วได้เงินคืนเร็วกว่า เดี๋ยวเสาร์นี้หนูช่วยทำให้ แล้วถ้ามีใครโทรมาขอรหัส OTP อย่าให้เด็ดขาดนะคะ",
            ),
            (
                "th",
                "ประกาศแก้ไข: กำหนดยื่นแบบ ภ.ง.ด.90/91 ทางอินเทอร์เน็ตขยายถึง 8 เม.ย. ข้อความแจ้งเตือนฉบับก่อนหน้ามีข้อมูลไม่ถูกต้อง ผู้ที่ยื่นแบบแล้วไม่ต้องยื่นใหม่ สอบถามเพิ่มเติมได้ที่ศูนย์บริการข้อมูลในวันและเวลาราชการ",
            ),
        ],
        lang="th",
    )
)
add(
    group(
        B,
        "we-id-pengumuman-sekolah",
        T,
        [
            (
                "id",
                "Yth. Bapak/Ibu Orang Tua/Wali Murid Kelas 5,\n\nBersama surat ini kami sampaikan bahwa kegiatan karyawisata ke Kebun Raya Bogor diundur menjadi hari Sabtu, 25 Mei. Mohon abaikan surat edaran sebelumnya yang menyebutkan tanggal 18 Mei. Siswa berkumpul di sekolah pukul 06.30 dan diharapkan membawa bekal, topi, dan botol minum. Biaya kegiatan tetap Rp150.000 dan dapat dibayarkan kepada wali kelas paling lambat hari Rabu. Siswa yang memiliki alergi atau sedang minum obat, mohon diinformasikan secara tertulis.\n\nHormat kami,\nKepala Sekolah",
            ),
            (
                "id",
                "Assalamualaikum Bapak Ibu, info terbaru ya: karyawisata ke Kebun Raya diundur jadi Sabtu 25 Mei, jadi tanggal 18 yang kemarin dilupakan saja. Kumpul jam setengah tujuh di sekolah. Jangan lupa bekal, topi, botol minum. Bayarnya ke saya paling lambat Rabu ya. Terima kasih 🙏 – Bu Wulan, wali kelas 5B",
            ),
            (
                "id",
                "RALAT SURAT EDARAN No. 045/SD/V/2024: Tanggal karyawisata kelas 5 yang semula 18 Mei diubah menjadi 25 Mei. Ketentuan lain tetap berlaku. Surat edaran sebelumnya dinyatakan tidak berlaku untuk bagian tanggal.",
            ),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-ms-takaful-tuntutan",
        T,
        [
            (
                "ms",
                "Tuan Ahmad yang dihormati,\n\nKami merujuk kepada tuntutan takaful kenderaan anda bertarikh 2 Mei. Sila abaikan surat kami sebelum ini yang meminta laporan polis tambahan; laporan yang anda serahkan pada 3 Mei telah mencukupi. Bagi melengkapkan proses, kami hanya memerlukan anggaran kos pembaikan daripada bengkel panel dan salinan lesen memandu. Pelaras akan menghubungi anda dalam masa lima hari bekerja. Untuk keselamatan, kakitangan kami tidak akan meminta kata laluan perbankan atau TAC anda.\n\nYang benar,\nJabatan Tuntutan",
            ),
            (
                "ms",
                "Salam, saya dah terima surat minta laporan polis tambahan, tapi semalam ada orang dari syarikat call kata tak perlu sebab yang lama dah cukup. Yang mana betul ye? Bengkel panel dah bagi sebut harga, nak hantar ke emel mana? No. tuntutan MT-2024-77120. Terima kasih.",
            ),
            (
                "ms",
                "Nota fail MT-2024-77120: Permintaan laporan polis tambahan (surat 6 Mei) dibatalkan – laporan asal mencukupi. Pelanggan dimaklumkan melalui telefon. Dokumen tertunggak: sebut harga bengkel panel dan salinan lesen memandu. Pelaras ditugaskan: En. Faizal.",
            ),
        ],
        lang="ms",
    )
)
add(
    group(
        B,
        "we-tl-condo-admin",
        T,
        [
            (
                "tl",
                "Magandang araw po sa lahat ng unit owners at tenants,\n\nIpinapaalam po ng Admin Office na ang water interruption ay sa Sabado, 8AM hanggang 5PM, at hindi sa Biyernes gaya ng nasa naunang memo. Pakibalewala na po ang memo na iyon. Mag-ipon po ng tubig bago ang schedule. Bukod dito, simula ngayon, lahat ng delivery ay iiwan sa lobby at kukunin ng residente; hindi na po paaakyatin ang mga rider. Salamat po sa inyong pang-unawa.\n\nProperty Management Office",
            ),
            (
                "tl",
                "Hi po sa lahat! Correction lang po: Sabado po yung water interruption, hindi Biyernes. Mali po yung unang memo, pasensya na. Tsaka from now on, sa lobby na po iiwan lahat ng parcels, bawal na pong umakyat ang riders sa units for security. Salamat po! – Admin",
            ),
            (
                "tl",
                "MEMO BLG. 14 (Pagwawasto): Ang water interruption ay itinakda sa Sabado, 8:00 AM–5:00 PM. Ang Memo Blg. 13 ay binabawi sa bahaging ito. Epektibo agad, ang lahat ng delivery ay sa lobby lamang tatanggapin. Para sa mga katanungan, tumawag sa admin office, local 100.",
            ),
        ],
        lang="tl",
    )
)
add(
    group(
        B,
        "we-sw-chanjo-kampeni",
        T,
        [
            (
                "sw",
                "Ndugu wakazi wa Kata ya Mbezi,\n\nKampeni ya chanjo ya surua na rubella kwa watoto wa umri wa miezi 9 hadi miaka 5 itafanyika kuanzia Jumatatu tarehe 10 hadi Ijumaa tarehe 14. Tafadhali puuzeni tangazo la awali lililosema kampeni itaanza tarehe 3; tarehe hiyo imebadilishwa kutokana na kuchelewa kwa vifaa. Chanjo zitatolewa bure katika zahanati zote na shuleni. Wazazi waje na kadi za kliniki za watoto. Wahudumu wa afya hawatatoza malipo yoyote.\n\nMganga Mkuu wa Wilaya",
            ),
            (
                "sw",
                "Habari wazazi! Tangazo la kwanza la chanjo lilikuwa na tarehe mbaya, msijali hilo. Chanjo inaanza Jumatatu tarehe 10 hadi Ijumaa. Ni bure kabisa, leteni watoto wa miezi 9 hadi miaka 5 pamoja na kadi zao za kliniki. Mtu yeyote akiwaomba pesa, ripotini kwa mwenyekiti wa mtaa.",
            ),
            (
                "sw",
                "MAREKEBISHO YA TANGAZO: Kampeni ya chanjo ya surua-rubella itafanyika tarehe 10–14, si tarehe 3 kama ilivyotangazwa awali. Huduma ni bure katika vituo vyote vya afya vya serikali. Kwa maelezo zaidi piga simu namba ya bure ya wizara.",
            ),
        ],
        lang="sw",
    )
)

# ---------------------------------------------------------------- English from multinational settings (benign_plain)
P = "benign_plain"

add(
    group(
        P,
        "we-en-address-foreign-script",
        T,
        [
            "Delivery address for the Tokyo showroom: 〒150-0002 東京都渋谷区渋谷2-21-1, 8F. The courier can also use the romanised version: 2-21-1 Shibuya, Shibuya-ku, Tokyo.",
            "Please print the label in both scripts, the local post office in Thessaloniki prefers Greek: Οδός Τσιμισκή 45, 546 23 Θεσσαλονίκη.",
            "The Moscow office moved last month. New address on the invoice should read: ул. Большая Ордынка, д. 40, стр. 4, Москва, 119017.",
            "Shipping to our distributor in Cairo: 15 شارع طلعت حرب, وسط البلد. The driver there reads Arabic only, so the Latin line is just for our records.",
            "hey, for the Seoul sample kit, address is 서울특별시 강남구 테헤란로 152, 12층. recipient 김서연 (Kim Seo-yeon), phone on the parcel pls",
            "For the Kyiv shipment, the consignee field should be in Ukrainian: ТОВ «Зелена Долина», вул. Хрещатик, 22. Our ERP drops the guillemets, so please check the PDF before it goes out.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-product-names-scripts",
        T,
        [
            "Restock order: 40 tins of 抹茶 (matcha, ceremonial grade), 25 bags of ほうじ茶 and 10 boxes of the yuzu candy. Same supplier as March.",
            "The Polish customer asked for the 'Żubrówka' gift set, but it is out of stock until week 32. Can we offer the smaller box instead?",
            "Item 4471 on the packing list is labelled 'Гжель' – it is the blue-and-white porcelain tea set from the Russian catalogue, 12 pieces.",
            "Our new Turkish supplier spells the product 'Çay Bardağı Seti' (tea glass set). Please keep the Ç and ğ in the web shop title, customers search for it that way.",
            "Bestseller this month: the 'Smørrebrød' cutting board from the Danish range. We should reorder before the holiday season.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-name-spelling-diacritics",
        T,
        [
            "Quick note for the badge printing: it's Şahin with a cedilla on the S, and the first name is Gülşen. Please don't anglicise it.",
            "Could you correct the contract? The signatory is Zoë Nguyễn Thị Hương, and the Vietnamese name should keep all its tone marks.",
            "The conference badge says 'Jurgen Muller'. He would prefer 'Jürgen Müller', or 'Juergen Mueller' if the printer can't handle umlauts.",
            "Reminder: our Icelandic partner's name is Þórdís Guðmundsdóttir. The Þ and ð matter to her, and 'Thordis' is fine as a fallback in the booking tool only.",
            "Name on the ticket must match the passport exactly: ÅSTRÖM, KRISTOFFER. Airline support confirmed that 'AASTROEM' is also accepted.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-quoted-foreign-word",
        T,
        [
            "The warehouse in Bremen says the bearings are 'auf Lager', so they should ship by Thursday.",
            "Our supplier in Osaka replied '検討します' to the price increase, which usually means they are not keen. Let's prepare a counteroffer.",
            "Funny detail from the Lisbon visit: the team calls the afternoon coffee break 'a bica', and nobody schedules meetings during it.",
            "The Finnish colleagues said the plan is 'ihan ok', which I'm told is actually quite positive coming from them.",
            "Our partner in Mexico City wrote 'ahorita' about the shipment, which could mean now or in three days. I'll call to confirm a date.",
            "In the Stockholm office, 'fika' at 3 pm is sacred. Please don't book the client call then.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-company-legal-forms",
        T,
        [
            "Vendor master update: Kowalski Logistyka Sp. z o.o. (Poznań), Nordwind Technik GmbH (Kiel), and 株式会社ミナト精工 (Minato Seiko Co., Ltd., Yokohama).",
            "The Russian subsidiary is registered as ООО «Балтийские Сети». In English documents we use 'Baltic Networks LLC'.",
            "Please add the new supplier to the approved list: Đông Á Textile Joint Stock Company (Công ty Cổ phần Dệt Đông Á), Hanoi.",
            "Counterparty on the lease: Ανώνυμη Εταιρεία Λιμένος Πειραιώς is the Greek form; the English abbreviation is Piraeus Port Authority S.A.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-holiday-greetings",
        T,
        [
            "Eid Mubarak / عيد مبارك to our colleagues in Dubai and Riyadh! The Gulf offices are closed Tuesday to Thursday.",
            "Wishing our Mumbai and Pune teams a very happy Diwali – शुभ दीपावली! Expect slower replies from India this week.",
            "新年快乐! Our Shanghai and Shenzhen offices are closed for the Spring Festival from Feb 9 to Feb 17.",
            "Happy Nowruz – نوروز مبارک – to everyone celebrating! The Tehran partner office is back on March 25.",
            "Chag sameach to the Tel Aviv team (חג שמח). They're out for Passover until the 30th, so please plan the release around it.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-restaurant-review-dishes",
        T,
        [
            "Team dinner review: the phở bò was excellent, and the bánh xèo came out crispy. Service a bit slow, 4/5.",
            "Great Georgian place near the office. Get the khachapuri adjaruli and the pkhali; skip the wine list, it's overpriced.",
            "The client lunch in Copenhagen was perfect – smørrebrød, a glass of akvavit for those who wanted it, and we were done in an hour.",
            "Tried the new Korean spot for the offsite: the 김치찌개 (kimchi stew) was very spicy, the 불고기 was a hit with everyone.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-customs-goods-description",
        T,
        [
            "Commercial invoice line 3: 不锈钢保温杯 / stainless steel vacuum flask, 500 ml, HS 9617.00, 1,200 pcs.",
            "Customs query: the goods description on the Chinese packing list reads '纯棉T恤'. The English equivalent is '100% cotton T-shirt'; please add it to the declaration.",
            "The Turkish invoice describes the rugs as 'el dokuma yün halı'. For the EU import we translated it as 'hand-woven wool carpet', HS 5701.",
            "Packing list from Ho Chi Minh City lists 'nón lá' (conical hats), 300 units, as decorative items. Please confirm the HS code with the broker.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-crm-transliteration",
        T,
        [
            "CRM record 20931: customer name in Arabic محمد العلي, transliterated as Mohammed Al-Ali. He prefers calls in English.",
            "Please store both versions of the contact name: 李伟 (Li Wei). Family name first, so 'Mr. Li', not 'Mr. Wei'.",
            "Contact: Αικατερίνη Παπαδοπούλου (Aikaterini Papadopoulou). She goes by Katerina in e-mails.",
            "Patient registration note: name written in Hebrew as יוסף לוי, in Latin script Yosef Levi. The insurance card uses 'Josef Levy'.",
            "New lead from the Bangalore fair: ಅನಿಲ್ ಕುಮಾರ್ (Anil Kumar), procurement head at a textile mill. Follow-up next week.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-office-closures-local-holidays",
        T,
        [
            "Heads-up: the Kraków office is closed on 1 November for Wszystkich Świętych (All Saints' Day), and on 11 November for Independence Day.",
            "Our Munich colleagues are off on Thursday for Fronleichnam (Corpus Christi). Berlin is working as usual.",
            "The São Paulo team will be offline Monday and Tuesday for Carnaval. Please route Brazilian orders to the Lisbon desk.",
            "Bangkok office closed 13–15 April for Songkran (สงกรานต์). Shipments from Laem Chabang resume on the 16th.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-long-multinational-updates",
        T,
        [
            "Hi all,\n\nA quick summary from the regional call. The Nordics are ahead of plan: the Oslo office signed Fjordkraft Energi AS, and Helsinki closed the deal with Keskinen & Virtanen Oy last Friday. In Central Europe, Praha is waiting for the final quote from Škoda Transportation's procurement team; the Czech contract template is in the shared drive under 'Smlouvy 2024'. Iberia is flat, mostly due to the delayed launch of the 'Ahorro Plus' bundle in Spain. Our colleague Begoña Etxeberria takes over the Basque accounts from next month. Finally, the Istanbul distributor asked whether we can print the packaging as 'Sıcak Çikolata' rather than 'Hot Chocolate' – marketing is checking.\n\nThanks, and see you next Tuesday,\nClaire",
            "Team,\n\nNotes from this week's supply-chain review. The container from Ningbo (vessel 'Cosco Shengshi', voyage 041E) is delayed five days. Customs in Hamburg flagged the description '儿童玩具积木' on the Chinese packing list, so the broker added the English wording 'children's toy building blocks'. Our Vietnamese supplier, Công ty TNHH May Mặc Sài Gòn, confirmed the summer range will ship on time. The warehouse in Łódź asked that pallet labels show the Polish product names as well, for example 'Koszulka bawełniana' for the cotton T-shirts.\n\nNext review Thursday 10:00 CET.\n– Priya",
            "Good morning everyone,\n\nWelcome to our three new colleagues! Ngozi Okonkwo joins the Lagos sales team, Hiroshi Tanaka (田中 博) will support key accounts in Japan from the Osaka office, and Małgorzata Wójcik starts in finance in Wrocław – she says 'Gosia' is fine. Their onboarding sessions are on the shared calendar. Also, a reminder that the canteen at headquarters will serve a Korean menu next week, including bibimbap and japchae, for our partners visiting from Busan.\n\nHave a great week,\nPeople Team",
        ],
    )
)
add(
    group(
        P,
        "we-en-hotel-names-local-script",
        T,
        [
            "The team is booked at Ξενοδοχείο Αφροδίτη in Naxos – on the booking site it's listed as 'Hotel Afroditi'. Check-in from 14:00.",
            "Taxi drivers in Kyoto know the ryokan by its Japanese name, 柊家, so show them that rather than 'Hiiragiya'.",
            "Our Cairo hotel is فندق النيل on the receipts, which is the Nile Hotel on the company card statement. Same place.",
            "Guesthouse in Tbilisi: სასტუმრო ძველი ქალაქი ('Old Town Guesthouse'). Breakfast included, 4 nights, paid in advance.",
        ],
        wrap=0.5,
    )
)
add(
    group(
        P,
        "we-en-long-visit-logistics",
        T,
        [
            "Hi Tomasz,\n\nThanks for hosting us in Gdańsk next week. We land on Tuesday at 11:40 (LOT from Frankfurt) "
            "and will take a taxi straight to the plant on ul. Marynarki Polskiej. Could someone meet us at the gate at around 12:30? On Wednesday we'd love to see the new coating line, and on Thursday morning we have the review with your quality team. For dinner, Anna suggested a place called 'Pod Łososiem' – happy to go with whatever you recommend. Please tell Mr. Wiśniewski we are bringing the signed framework agreement.\n\nBest regards,\nLaura",
            "Dear Ms. Yamaguchi,\n\nThank you for arranging the factory tour in Nagoya. Our group of four will arrive by Shinkansen on the 14th and stay at the hotel near Meieki. We understand the tour starts at 9:30 at the main reception (本社受付), and that photos are not allowed inside the assembly hall. Could you let us know whether safety shoes will be provided, or whether we should bring our own? We are also very much looking forward to the lunch with Mr. Suzuki's team.\n\nKind regards,\nDaniel Brooks",
            "Hello Fatima,\n\nA short note on the Casablanca trip. Flights are booked for the 3rd, returning on the 6th. The meetings with the distributor are at their office in Maarif on the 4th, and the warehouse visit in Aïn Sebaâ is on the 5th. Youssef kindly offered to drive us between sites. If the schedule allows, I'd like to take the team to a traditional lunch on the last day – he mentioned a place that serves an excellent tagine and pastilla. Let me know if you need anything from our side for the customs paperwork on the samples.\n\nThanks,\nMarc",
            "Hi everyone,\n\nPractical details for the Reykjavík offsite. We are staying at a guesthouse on Laugavegur; the Icelandic name is long, so just look for the blue door next to the bakery. Bring warm layers: even in June it can be 8 °C with wind. The bus to the Blue Lagoon leaves at 9:00 on Friday, and on Saturday we have a workshop with our partners from Orkuveita. Dinner on Saturday is at a fish restaurant by the harbour – the plokkfiskur is apparently a must.\n\nSee you there,\nSigrún",
        ],
    )
)

add(
    group(
        B,
        "we-de-einladung-vorstellung",
        T,
        [
            (
                "de",
                "Sehr geehrte Frau Öztürk,\n\nvielen Dank für Ihre Bewerbung als Teamleiterin Kundenservice. Wir freuen uns, Sie zu einem Vorstellungsgespräch einzuladen. Bitte ignorieren Sie unsere Einladung von gestern: Der Termin musste wegen einer Terminkollision verschoben werden. Neuer Termin ist Dienstag, 11. Juni, 14:00 Uhr, an unserem Standort in Leipzig, Raum 3.12. Das Gespräch führen Herr Albrecht (Bereichsleitung) und Frau Kühn (Personal). Sie stellen sich und Ihre Erfahrung in der Rolle einer Führungskraft kurz vor; eine Präsentation ist nicht nötig. Fahrtkosten erstatten wir gern.\n\nMit freundlichen Grüßen\nIhr Recruiting-Team",
            ),
            (
                "de",
                "Hallo Frau Öztürk, hier kurz eine Korrektur: In der Einladung von gestern stand noch Montag, das Gespräch ist aber am Dienstag, 11.06., um 14 Uhr. Die alte Einladung können Sie also vergessen. Am Empfang fragen Sie einfach nach Frau Kühn, sie holt Sie ab. Wenn der Termin nicht passt, melden Sie sich gern, dann finden wir eine Alternative. Viele Grüße aus dem Personalbüro",
            ),
            (
                "de",
                "Betreff: NEUER TERMIN – Vorstellungsgespräch Teamleitung Kundenservice\n\nSehr geehrte Frau Öztürk, der in unserer vorherigen Nachricht genannte Termin entfällt. Wir laden Sie stattdessen für Dienstag, den 11. Juni, um 14:00 Uhr ein. Bitte bringen Sie Ihren Personalausweis mit, da der Zutritt zum Gebäude über ein Besuchersystem erfolgt. Ihre Unterlagen werden selbstverständlich vertraulich behandelt.",
            ),
        ],
        lang="de",
    )
)
add(
    group(
        B,
        "we-es-instrucciones-preoperatorias",
        T,
        [
            (
                "es",
                "Estimado paciente:\n\nLe recordamos que su intervención de cataratas está programada para el jueves 6 de junio a las 8:30 en el Hospital de Día, planta 2. Por favor, olvide las instrucciones de ayuno que le dimos en la consulta: al ser anestesia local, puede desayunar algo ligero hasta dos horas antes. Tome su medicación habitual salvo los anticoagulantes, que debe suspender según le indicó su médico. Venga acompañado, ya que no podrá conducir después de la operación, y traiga la tarjeta sanitaria y el consentimiento firmado.\n\nUnidad de Oftalmología",
            ),
            (
                "es",
                "Hola, Sr. Jiménez, le llamo del hospital por lo de su operación del jueves. Las instrucciones que le dieron en la consulta sobre estar en ayunas ya no valen: como la anestesia es local, puede desayunar un café con tostada hasta las 6:30. Lo que sí es importante es que no tome el Sintrom desde el lunes, como le dijo el cardiólogo. Y recuerde venir con alguien que le lleve a casa.",
            ),
            (
                "es",
                "NOTA PARA EL PACIENTE (sustituye a la hoja entregada en consulta): Cirugía de cataratas – jueves 6/06, 8:30 h. Ayuno: NO necesario, desayuno ligero permitido hasta 2 h antes. Anticoagulantes: suspender según pauta del especialista. Acudir con acompañante. Traer tarjeta sanitaria y consentimiento informado firmado.",
            ),
        ],
        lang="es",
    )
)
add(
    group(
        B,
        "we-fr-banque-plafond-carte",
        T,
        [
            (
                "fr",
                "Bonjour Monsieur Renaud,\n\nComme convenu lors de notre entretien téléphonique, j'ai relevé temporairement le plafond de paiement de votre carte à 5 000 € sur 30 jours, jusqu'au 30 septembre, pour l'achat de votre véhicule. Le plafond habituel de 2 500 € s'appliquera de nouveau automatiquement ensuite. Je vous rappelle que la banque ne vous demandera jamais vos codes d'accès, votre mot de passe ou le code reçu par SMS, ni par téléphone ni par e-mail. En cas de doute sur un appel, raccrochez et contactez directement votre agence.\n\nBien cordialement,\nCamille Roux, votre conseillère",
            ),
            (
                "fr",
                "Bonjour Camille, merci pour le relèvement du plafond. Petite question : j'ai reçu hier un SMS me demandant de « confirmer mon identité » via un lien, ça vient bien de vous ? Je n'ai pas cliqué. Par ailleurs, le concessionnaire veut un virement plutôt qu'un paiement par carte ; est-ce qu'il faut aussi augmenter le plafond de virement ? Merci, Julien Renaud",
            ),
            (
                "fr",
                "Note au dossier client – J. Renaud : plafond carte porté à 5 000 €/30 j jusqu'au 30/09 à la demande du client (achat véhicule), accord validé par le directeur d'agence. Client informé que le SMS reçu avec un lien n'émane pas de la banque ; signalement transmis au service fraude. Virement au concessionnaire à effectuer par le client depuis son espace en ligne, avec validation par le code de sécurité habituel.",
            ),
        ],
        lang="fr",
    )
)
add(
    group(
        B,
        "we-it-erasmus-graduatoria",
        T,
        [
            (
                "it",
                "Care studentesse e cari studenti,\n\nvi informiamo che la graduatoria provvisoria del bando Erasmus+ Studio pubblicata il 10 marzo conteneva un errore di calcolo nel punteggio della conoscenza linguistica. Vi preghiamo di ignorare quella versione: la graduatoria corretta è ora disponibile nell'area riservata del portale studenti. Chi risulta vincitore deve accettare la sede entro il 5 aprile, seguendo le istruzioni indicate nella pagina del bando. Eventuali ricorsi vanno presentati all'Ufficio Relazioni Internazionali entro lo stesso termine.\n\nUfficio Relazioni Internazionali",
            ),
            (
                "it",
                "Ragazzi, attenzione: la graduatoria Erasmus uscita il 10 era sbagliata, hanno rifatto i punteggi della lingua. Dimenticatevi quella, quella giusta è sul portale. Io ero a Valencia e adesso sono a Lisbona 😅 L'accettazione va fatta entro il 5 aprile, quindi controllate subito.",
            ),
            (
                "it",
                "Avviso di rettifica – Bando Erasmus+ Studio a.a. 2024/25. La graduatoria provvisoria del 10/03 è annullata e sostituita dalla graduatoria pubblicata in data odierna. Restano invariati i termini per l'accettazione della sede (5 aprile) e per la presentazione di eventuali ricorsi.",
            ),
        ],
        lang="it",
    )
)
add(
    group(
        B,
        "we-pt-voo-alterado",
        T,
        [
            (
                "pt",
                "Prezado(a) passageiro(a),\n\ninformamos que o seu voo AB 4512, de Lisboa para o Funchal, previsto para 14 de junho às 07h10, foi reprogramado para as 09h25 do mesmo dia, por motivos operacionais. Pedimos que desconsidere a mensagem enviada ontem à noite, que indicava por engano o dia 15. Caso o novo horário não lhe convenha, pode alterar a reserva sem custos ou pedir o reembolso integral na área de cliente. A bagagem de porão deve ser despachada até 60 minutos antes da partida.\n\nCom os melhores cumprimentos,\nApoio ao Cliente",
            ),
            (
                "pt",
                "Boa tarde, recebi duas mensagens sobre o meu voo para o Funchal: uma diz dia 15 e outra diz dia 14 às 9h25. Qual é a correta? Tenho uma reunião às 14h no Funchal e preciso de saber se vale a pena mudar para o voo das 7h de outro dia. Reserva XK7TQ2. Obrigada, Inês Sousa",
            ),
            (
                "pt",
                "Atualização de voo AB 4512: nova hora de partida 09h25 (14/06). A mensagem anterior com data 15/06 foi enviada por erro. Passageiros afetados podem alterar gratuitamente ou pedir reembolso. O check-in online abre 36 horas antes da partida.",
            ),
        ],
        lang="pt",
    )
)
add(
    group(
        B,
        "we-ru-grafik-otpuskov",
        T,
        [
            (
                "ru",
                "Коллеги, добрый день!\n\nНаправляю утверждённый график отпусков на второе полугодие. Прошу не ориентироваться на черновик, который я рассылала в мае: после согласования с руководителями отделов в нём изменились даты у восьми сотрудников. Если ваши даты в итоговом графике отличаются от тех, о которых вы договаривались, сообщите мне до пятницы, и мы вместе с руководителем решим вопрос. Заявление на отпуск, как и раньше, подаётся в кадровой системе не позднее чем за две недели. Перенос отпуска возможен только по согласованию с руководителем.\n\nС уважением,\nНаталья Иванова, отдел кадров",
            ),
            (
                "ru",
                "Всем привет! Финальный график отпусков уже в общей папке. Майский черновик забудьте, там у некоторых даты поменялись. Проверьте себя, пожалуйста, и если что-то не так — пишите Наталье из кадров до пятницы. Заявление всё так же через систему за две недели.",
            ),
            (
                "ru",
                "Приказ № 112-к «Об утверждении графика отпусков на II полугодие». Проект графика, направленный сотрудникам 15 мая, считать недействительным. Ответственным за ознакомление работников с графиком назначить начальника отдела кадров. Контроль за исполнением приказа оставляю за собой.",
            ),
        ],
        lang="ru",
    )
)
add(
    group(
        B,
        "we-zh-tuikuan-liucheng",
        T,
        [
            (
                "zh",
                "尊敬的顾客您好：\n\n关于您 6 月 3 日提交的退款申请（订单号 2024060312345），我们已收到退回的商品，经仓库检验无质量问题。退款将原路返回至您的支付账户，预计 3–5 个工作日到账。请忽略您今天上午收到的“退款失败”短信，那是系统在处理过程中误发的通知。我们的客服人员不会以任何理由要求您提供银行卡密码或验证码，如接到类似电话，请直接挂断并联系官方客服。\n\n祝您生活愉快！\n售后服务中心",
            ),
            (
                "zh",
                "你好，我今天早上收到一条短信说退款失败，下午又收到邮件说退款在处理中，到底是哪个？订单号 2024060312345。还有，刚才有人打电话说是你们客服，让我提供验证码帮我加快退款，我没给。这是你们的人吗？",
            ),
            (
                "zh",
                "工单备注：顾客订单 2024060312345 退款已审核通过，原路退回。当日上午系统误发“退款失败”短信，已向顾客解释并致歉。顾客反映接到冒充客服索要验证码的电话，已提醒顾客不要提供，并上报风控部门。",
            ),
        ],
        lang="zh",
    )
)
add(
    group(
        B,
        "we-ja-ryokan-annai",
        T,
        [
            (
                "ja",
                "山田様\n\nこの度は当館をご予約いただき、誠にありがとうございます。ご到着日は7月12日、2名様1泊、夕朝食付きで承っております。先日お送りしたご案内メールにつきましては、夕食のお時間に誤りがございましたので、お手数ですがお忘れください。夕食は18時30分より、お部屋ではなく1階のお食事処にてご用意いたします。チェックインは15時からでございます。最寄り駅からの送迎をご希望の場合は、前日までにお電話でお知らせくださいませ。\n\nお会いできることを楽しみにしております。\n旅館 花月 フロント",
            ),
            (
                "ja",
                "お世話になっております。7/12に予約している山田です。最初のメールでは夕食は部屋食で19時とあったのですが、今日のメールでは18時半にお食事処となっていました。後の方が正しいという理解でよろしいでしょうか？また、駅からの送迎をお願いしたいので、16時頃に駅に着く予定です。よろしくお願いいたします。",
            ),
            (
                "ja",
                "予約メモ：山田様（7/12、2名、1泊2食）。初回案内の夕食時間（19時・部屋食）は誤記、正しくは18:30・お食事処。お客様にはメールで訂正済み。16時頃、駅まで送迎希望。苦手な食材：甲殻類（奥様）。",
            ),
        ],
        lang="ja",
    )
)
add(
    group(
        B,
        "we-ar-bank-tahwil",
        T,
        [
            (
                "ar",
                "عميلنا العزيز،\n\nنود إعلامك بأنه تم تنفيذ الحوالة الدولية التي طلبتها بتاريخ ٥ يونيو إلى حساب المستفيد في إسطنبول، بمبلغ ١٢٬٠٠٠ ريال. يرجى تجاهل الرسالة النصية السابقة التي أفادت بتعليق الحوالة، فقد أُرسلت قبل استكمال التحقق الاعتيادي من بيانات المستفيد. يمكنك متابعة حالة الحوالة من خلال التطبيق. نذكّرك بأن البنك لن يطلب منك أبدًا كلمة المرور أو رمز التحقق عبر الهاتف أو الرسائل، وإذا تلقيت اتصالًا من هذا النوع فيرجى إنهاء المكالمة والتواصل معنا عبر الرقم الموجود على ظهر بطاقتك.\n\nمع التحية،\nخدمة العملاء",
            ),
            (
                "ar",
                "مساء الخير، وصلتني رسالة أمس إن الحوالة معلّقة، واليوم وصلني إيميل إنها تمت. أي واحد أصدق؟ المستفيد في إسطنبول يقول ما وصله شي لحد الآن. ورقم الحوالة عندي TRF-558120. وكمان اتصل علي واحد يقول إنه من البنك ويبي الرمز اللي يجيني، ما عطيته.",
            ),
            (
                "ar",
                "ملاحظة على ملف العميل: الحوالة TRF-558120 نُفذت بعد التحقق الاعتيادي، والرسالة النصية السابقة عن التعليق أُرسلت آليًا قبل اكتمال التحقق. أُبلغ العميل بأن وصول المبلغ قد يستغرق يومي عمل. أفاد العميل بتلقيه اتصالًا مشبوهًا يطلب رمز التحقق، وتم تحويل البلاغ إلى قسم مكافحة الاحتيال.",
            ),
        ],
        lang="ar",
    )
)
add(
    group(
        B,
        "we-tr-santiye-is-guvenligi",
        T,
        [
            (
                "tr",
                "Tüm alt yüklenicilerin dikkatine,\n\n15 Mayıs'ta yaşanan ramak kala olayının ardından şantiyemizde yeni iş güvenliği talimatları yürürlüğe girmiştir. Bundan sonra 2 metrenin üzerindeki tüm çalışmalarda emniyet kemeri kullanımı zorunludur ve iskele kontrolü her sabah saat 8:00'de iş güvenliği uzmanı tarafından yapılacaktır. Önceki talimat kitapçığını dikkate almayınız; güncel sürüm şantiye ofisinde ve iş güvenliği panosunda bulunmaktadır. Talimatlara uymayan personel şantiyeden uzaklaştırılacaktır.\n\nŞantiye Şefi\nMühendis Selin Arslan",
            ),
            (
                "tr",
                "Ustalar selam, kaza ucuz atlatıldı ama artık kurallar değişti: 2 metreden yukarıda kemersiz çalışmak yok. İskeleyi her sabah sekizde Murat Bey kontrol edecek, o onay vermeden kimse çıkmayacak. Eski kitapçığı unutun, yenisi konteynerde. Anlaşılmayan bir şey varsa bana sorun.",
            ),
            (
                "tr",
                "Toplantı tutanağı (İSG kurulu): Ramak kala olayı değerlendirildi. Karar: yüksekte çalışmada emniyet kemeri zorunluluğu, günlük iskele kontrolü ve tüm personele 2 saatlik tazeleme eğitimi. Eski talimat kitapçığı yürürlükten kaldırıldı. Sorumlu: İSG uzmanı.",
            ),
        ],
        lang="tr",
    )
)
add(
    group(
        B,
        "we-ko-jeonse-gyeyak",
        T,
        [
            (
                "ko",
                "김민준 고객님께,\n\n문의하신 마포구 아파트 전세 계약 관련하여 안내드립니다. 어제 보내드린 계약서 초안은 특약 사항 3번(수리 책임)이 잘못 기재되어 있어 무시해 주시기 바랍니다. 수정본에는 입주 전 도배·장판은 임대인이 부담하고, 입주 후 소모품 교체는 임차인이 부담하는 것으로 정리했습니다. 전입신고와 확정일자는 잔금일 당일에 꼭 받으시길 권해드립니다. 계약은 다음 주 토요일 오전 11시에 저희 사무실에서 진행하며, 신분증과 도장을 지참해 주세요.\n\n행복공인중개사사무소 드림",
            ),
            (
                "ko",
                "사장님, 어제 받은 계약서랑 오늘 받은 거랑 특약이 다른데 오늘 걸로 보면 되는 거죠? 도배 장판은 집주인이 해주는 걸로 알고 있을게요. 그리고 잔금일에 전입신고 하려면 몇 시까지 주민센터 가야 하나요?",
            ),
            (
                "ko",
                "계약 메모: 마포구 ○○아파트 전세. 1차 초안 특약 3번 오기재 → 폐기, 수정본 송부 완료. 임대인 도배·장판 부담 합의. 계약일 다음 주 토 11시, 임차인에게 전입신고·확정일자 잔금일 당일 진행 안내함.",
            ),
        ],
        lang="ko",
    )
)
add(
    group(
        B,
        "we-pl-zmiana-taryfy",
        T,
        [
            (
                "pl",
                "Szanowna Pani,\n\ndziękujemy za rozmowę z naszym konsultantem. Potwierdzamy zmianę taryfy na „Firma Plus 50 GB” od następnego okresu rozliczeniowego. Prosimy nie brać pod uwagę poprzedniego SMS-a, w którym podano błędną opłatę miesięczną – prawidłowa kwota to 49 zł netto. Aneks do umowy znajdzie Pani w Strefie Klienta; wymaga on akceptacji kodem jednorazowym. Przypominamy, że nasi pracownicy nigdy nie proszą o podanie hasła do Strefy Klienta ani kodów jednorazowych przez telefon.\n\nZ pozdrowieniami,\nObsługa Klienta Biznesowego",
            ),
            (
                "pl",
                "Dzień dobry, dostałam wczoraj SMS, że nowa taryfa kosztuje 59 zł, a dziś mail, że 49 zł. Która kwota jest prawidłowa? Aneksu jeszcze nie zaakceptowałam, bo wolę się upewnić. Numer klienta 7781-220. Pozdrawiam, Agnieszka Lewandowska",
            ),
            (
                "pl",
                "Notatka do sprawy 7781-220: klientka zgłosiła rozbieżność kwot (SMS 59 zł vs e-mail 49 zł). SMS wygenerowany z błędnym cennikiem – nieaktualny, klientka poinformowana. Aneks oczekuje na akceptację w Strefie Klienta. Brak dalszych działań po naszej stronie.",
            ),
        ],
        lang="pl",
    )
)
add(
    group(
        B,
        "we-nl-huisarts-herhaalrecepten",
        T,
        [
            (
                "nl",
                "Beste patiënten,\n\nVanaf 1 juni verandert de manier waarop u herhaalrecepten aanvraagt. U kunt dit voortaan alleen nog doen via de app of de website van de praktijk; de receptenlijn wordt opgeheven. Vergeet de oude instructies op de kaart bij de balie, die zijn niet meer geldig. Aanvragen die vóór 10:00 binnen zijn, liggen twee werkdagen later klaar bij uw eigen apotheek. Heeft u geen smartphone of computer, dan kan de assistente u helpen tijdens het telefonisch spreekuur tussen 13:00 en 14:00.\n\nMet vriendelijke groet,\nHuisartsenpraktijk De Brink",
            ),
            (
                "nl",
                "Hoi mam, even over je medicijnen: de huisarts doet het anders sinds juni. Je moet herhaalrecepten nu via de app aanvragen, bellen naar die receptenlijn kan niet meer. Zal ik het voor je instellen als ik zondag langskom? Dan hoef je je niks van dat oude kaartje aan te trekken.",
            ),
            (
                "nl",
                "Mededeling: de telefonische receptenlijn vervalt per 1 juni. Herhaalrecepten aanvragen via app of website. Patiënten zonder internettoegang kunnen tussen 13:00 en 14:00 bellen met de assistente. De informatiekaart bij de balie wordt vervangen.",
            ),
        ],
        lang="nl",
    )
)
add(
    group(
        B,
        "we-id-ebanking-pin",
        T,
        [
            (
                "id",
                "Nasabah yang terhormat,\n\nKami informasikan bahwa mulai 1 Juli, aktivasi ulang m-banking pada perangkat baru wajib dilakukan dengan verifikasi wajah di aplikasi. Mohon abaikan SMS sebelumnya yang meminta Anda datang ke kantor cabang untuk aktivasi, karena informasi tersebut sudah tidak berlaku. Jika Anda lupa PIN, Anda dapat melakukan reset PIN melalui menu 'Lupa PIN' dengan verifikasi kartu debit. Petugas bank tidak pernah meminta PIN, kata sandi, atau kode OTP Anda melalui telepon, SMS, maupun media sosial.\n\nSalam hangat,\nLayanan Nasabah",
            ),
            (
                "id",
                "Min, aku ganti HP terus m-banking-nya minta aktivasi ulang. Kemarin dapat SMS disuruh ke cabang, tapi katanya sekarang bisa pakai verifikasi wajah ya? Yang bener yang mana? Terus PIN-ku lupa juga, bisa reset sendiri nggak? Makasih.",
            ),
            (
                "id",
                "Catatan percakapan: nasabah ganti perangkat, diarahkan aktivasi ulang via verifikasi wajah. SMS lama terkait aktivasi di cabang sudah tidak berlaku, nasabah sudah diinfokan. Reset PIN dilakukan mandiri melalui menu 'Lupa PIN'. Nasabah diingatkan agar tidak membagikan OTP kepada siapa pun.",
            ),
        ],
        lang="id",
    )
)
add(
    group(
        B,
        "we-hi-hajiri-system",
        T,
        [
            (
                "hi",
                "सभी कर्मचारियों के लिए सूचना\n\n1 जुलाई से कार्यालय में नया उपस्थिति सिस्टम लागू किया जा रहा है। सभी कर्मचारी मोबाइल ऐप से चेक-इन और चेक-आउट करेंगे; पुराने बायोमेट्रिक रजिस्टर का उपयोग बंद कर दिया जाएगा। पिछले सप्ताह भेजी गई मार्गदर्शिका को अनदेखा करें, उसमें लॉगिन की प्रक्रिया गलत लिखी थी। पहली बार लॉगिन करते समय आपको अपना पासवर्ड बदलना होगा। अगर आपका अकाउंट लॉक हो जाए तो आईटी एडमिन से संपर्क करें। कृपया अपना पासवर्ड किसी सहकर्मी के साथ साझा न करें।\n\nमानव संसाधन विभाग",
            ),
            (
                "hi",
                "सुनो सब, 1 तारीख से हाज़िरी ऐप से लगेगी, मशीन वाली बंद। पिछले हफ़्ते जो PDF आया था उसमें लॉगिन स्टेप गलत थे, उसे छोड़ दो, नया वाला HR ग्रुप में डाला है। पहली बार लॉगिन पर पासवर्ड बदलना पड़ेगा। अकाउंट लॉक हो जाए तो सीधे आईटी वालों को बोलो, एक-दूसरे का पासवर्ड मत इस्तेमाल करना।",
            ),
            (
                "hi",
                "आईटी टिकट नोट: नए उपस्थिति ऐप के लिए 240 कर्मचारियों के अकाउंट बनाए गए। पहली लॉगिन पर पासवर्ड रीसेट अनिवार्य। पुरानी मार्गदर्शिका (v1) वापस ली गई, संशोधित v2 एचआर को भेजी गई। लॉक हुए अकाउंट एडमिन द्वारा अनलॉक किए जाएंगे।",
            ),
        ],
        lang="hi",
    )
)
