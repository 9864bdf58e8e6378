"""The template verbalizer's wording in English, German, French and Italian.

Placeholders in braces are filled by `verbalizer.template`; every date, time, amount and count
in them is written by the safety formatters. Names from the catalog are always written as they
stand ("Punkt.Null", "projector"), never translated, so the verifier can find them.
"""

from __future__ import annotations

from dataclasses import dataclass

from safety.lang import Lang

NBSP = "\u00a0"


@dataclass(frozen=True)
class Wording:
    greeting: str
    thanks: str  # "Thank you for your enquiry"; the request details and a full stop follow
    # Style grammar of safety.formatters.dates and safety.formatters.times.
    date_style: str
    time_style: str
    on_date: str  # {date}
    # {start} and {end}; Italian also takes {from_article} and {to_article} ("dalle", "all'").
    from_until: str
    from_only: str
    until_only: str
    for_participants: str  # {participants}
    past_date: str  # the date was just named
    past_unnamed_date: str
    another_date: str
    products_noted: str  # {products}
    features_wanted: str  # {features}
    unknown_sentence: str  # {what}
    unknown_what: dict[str, str]  # by suggestion kind, "mixed" or "several"
    suggestion: str  # {names}
    taken_one: str  # {room}
    taken_many: str  # {rooms}
    offers_instead: str
    offers_one: str
    offers_many: str
    offer_line: str  # {room} {capacity} {price}
    offer_line_aliased: str  # the same for a room shown with its alias, which has its brackets
    price_on_request: str
    prices_exclude_vat: str
    quoted_room_free: str  # {room} {capacity}
    no_other_room: str
    no_room_for: str  # {details}
    no_room_details: dict[str, str]  # date, time, participants
    quote_intro: str  # {room}
    line: str  # {name} {amount}
    per_person_line: str  # {name} {quantity} {unit_price} {amount}
    subtotal: str  # {amount}
    vat: str  # {rate} {amount}
    total: str  # {amount}
    percent: str  # {rate}
    ask: str  # {details}
    ask_details: dict[str, str]  # date, time, end, participants
    # Why a value was asked back, by reason (verbalizer.plan.UnclearReason); no value repeated.
    unclear: dict[str, str]
    noted: str  # a follow-up's first line: {details}, as in the opening ("for 12 participants")
    noted_plain: str  # a follow-up that changed a name only
    not_understood: str  # a follow-up in which nothing could be read
    language_note: str  # the message's language is not one the venue answers in
    midnight: str  # an end at midnight, where {end} stands
    end_assumed: str  # {end}; Italian also {to_article}
    participants_approximate: str  # the group size was given as approximate
    window_assumed: str  # {window}: the day period's hours were taken as the times
    windows: dict[str, str]  # morning, afternoon, evening: as {window} in window_assumed
    rate_kinds: dict[str, str]  # full_day, half_day, evening: after an offer's price
    unavailable: dict[str, str]  # too_small {room} {capacity}, too_large {room},
    # lacks {room} {features}, booked {room} {start} {end} (Italian {from_article} {to_article})
    largest: str  # {room} {capacity}
    no_room_with: str  # {features}: rooms are free, none has them all
    hold: dict[str, str]  # ask_contact, option, lead: {room}; option also {details} (date, times)
    closing: str
    sign_off: str
    amount_style: str  # the picture of safety.formatters.amounts
    # Wishes in the client's words (verbalizer.plan.WishChoice, ReplyPlan.wishes_missing).
    wish_choice: str  # {category}: the category's name in the reply's language; lines follow
    choice_line: str  # {name} {price}
    per_person: str  # after a price per person
    choice_ask: str
    # {wish}: a wish in the client's words the LLM placed; its item line follows, then the ask.
    wish_suggest: str
    suggest_ask: str
    wishes_missing: str  # {categories}
    # When nothing fits (ReplyPlan.free_days, without_wish, waitlist_offered).
    free_days: str  # lines "{date}: {rooms}" follow
    free_day_line: str  # {date} {rooms}
    without_wish: str  # {feature} {rooms}
    waitlist_offer: str
    waitlist: str  # {room} {details}
    option_until: str  # {until}: the last day an option holds its room
    rounding: str  # {amount}


WORDINGS: dict[Lang, Wording] = {
    "en": Wording(
        greeting="Hello,",
        thanks="Thank you for your enquiry",
        date_style="EEEE, d MMMM y",
        time_style="H:mm",
        on_date="for {date}",
        from_until="from {start} to {end}",
        from_only="from {start}",
        until_only="until {end}",
        for_participants="for {participants}",
        past_date="Unfortunately, this date has already passed.",
        past_unnamed_date="Unfortunately, the date you asked for has already passed.",
        another_date="Could you let us know another date?",
        products_noted="We have noted your wish for {products}.",
        features_wanted="You would like a room with {features}.",
        unknown_sentence="Unfortunately, we could not find {what} in our offer.",
        unknown_what={
            "room": "the room you mentioned",
            "product": "the service you mentioned",
            "feature": "the equipment you mentioned",
            "mixed": "one of the names you mentioned",
            "several": "some of the names you mentioned",
        },
        suggestion="Did you perhaps mean {names}?",
        taken_one="Unfortunately, {room} is not available for your event.",
        taken_many="Unfortunately, {rooms} are not available for your event.",
        offers_instead="Instead, we can offer you:",
        offers_one="The following room is free for you:",
        offers_many="The following rooms are free for you:",
        offer_line="- {room} ({capacity}): {price}",
        offer_line_aliased="- {room}, {capacity}: {price}",
        price_on_request="price on request",
        prices_exclude_vat="Prices exclude VAT.",
        quoted_room_free="Good news: {room} is free for your event ({capacity}).",
        no_other_room="No other room is free at that time either.",
        no_room_for="Unfortunately, no room is free for this {details}.",
        no_room_details={"date": "date", "time": "time", "participants": "group size"},
        quote_intro="Here is our quote for {room}:",
        line="- {name}: {amount}",
        per_person_line="- {name}: {quantity} × {unit_price} = {amount}",
        subtotal="Subtotal excl. VAT: {amount}",
        vat="VAT {rate}: {amount}",
        total="Total incl. VAT: {amount}",
        percent="{rate}%",
        ask="So that we can check availability, could you please tell us {details}?",
        ask_details={
            "date": "the date",
            "time": "the start time",
            "end": "the end time",
            "participants": "the number of participants",
        },
        unclear={
            "date_invalid": "We could not read the date you wrote as a date in the calendar.",
            "date_out_of_range": "The date you wrote lies outside the period we take bookings for.",
            "date_period": (
                "You named a period rather than a day; we need the exact day to check which rooms "
                "are free."
            ),
            "date_alternatives": (
                "You named more than one day; please tell us the one we should check."
            ),
            "date_weekday_today": (
                "The weekday you named is today; please tell us whether you mean today or the "
                "same day next week."
            ),
            "time_invalid": "We could not read the time you wrote as a time of day.",
            "value_hidden": (
                "Your message contains hidden formatting characters inside a value, so we could "
                "not read it as written."
            ),
            "end_before_start": "The end time you wrote comes before the start time.",
            "end_before_new_start": "The end time we had noted comes before the new start time.",
        },
        noted="Noted: {details}.",
        noted_plain="Noted.",
        not_understood=(
            "We could not find a date, a time, a group size or a room in your message. Could you tell us what you would like to change?"
        ),
        language_note="We answer in English, German, French or Italian.",
        midnight="midnight",
        end_assumed=(
            "We have assumed an end at {end}, our standard length; please tell us if your "
            "event ends at another time."
        ),
        participants_approximate=(
            "You gave an approximate number of participants; we have checked the rooms for "
            "that number, so please tell us the exact number as soon as you know it."
        ),
        window_assumed=(
            "For the {window} you named, we have assumed our {window} hours given above; please "
            "tell us if you need other times."
        ),
        windows={"morning": "morning", "afternoon": "afternoon", "evening": "evening"},
        rate_kinds={
            "full_day": "full-day rate",
            "half_day": "half-day rate",
            "evening": "evening rate",
        },
        unavailable={
            "too_small": (
                "Unfortunately, {room} is not large enough for your group: it holds {capacity}."
            ),
            "too_large": "Unfortunately, {room} is not meant for a group this small.",
            "lacks": "Unfortunately, {room} does not have {features}.",
            "booked": (
                "Unfortunately, {room} is not available: it is booked from {start} to {end} "
                "that day."
            ),
        },
        largest=(
            "Unfortunately, no room takes a group of this size: our largest room, {room}, "
            "holds {capacity}."
        ),
        no_room_with=("Unfortunately, none of the rooms free at that time has {features}."),
        hold={
            "ask_room": "Which of the rooms should we hold for you?",
            "ask_contact": (
                "To hold {room} for you as an option, please send us your name and e-mail address."
            ),
            "option": (
                "We have reserved {room} for you as an option, {details}. Our team will confirm it by "
                "e-mail; until then the room stays held for you."
            ),
            "lead": (
                "Meanwhile {room} has been taken, so we could not hold it; we have passed your "
                "request to our team, who will contact you by e-mail."
            ),
            "passed_on": (
                "We have passed your request for {room} to our team, who will contact you by "
                "e-mail; the room is not held until they confirm it."
            ),
        },
        closing="We look forward to hearing from you.",
        sign_off="Kind regards",
        amount_style="CHF #,###.00",
        wish_choice="For the {category} you mentioned, we offer:",
        choice_line="- {name}: {price}",
        per_person="per person",
        choice_ask="Which one would you like?",
        wish_suggest="For the {wish} you mentioned, we could offer:",
        suggest_ask="Shall we note it?",
        wishes_missing="We are sorry, we do not offer the following: {categories}.",
        free_days="Nearby days on which rooms that suit you are free:",
        free_day_line="- {date}: {rooms}",
        without_wish="Without {feature}, these rooms would be free: {rooms}.",
        waitlist_offer=(
            "If you wish, we can put you on our waiting list for this date and let you know when "
            "a room becomes free: please reply with your name and e-mail address."
        ),
        option_until=(
            "The option holds the room until {until}; if it is not confirmed by then, the room "
            "is released."
        ),
        waitlist=(
            "We have put you on our waiting list for {room}, {details}. Our team will contact you "
            "by e-mail if it becomes free."
        ),
        rounding="Rounding: {amount}",
    ),
    "de": Wording(
        greeting="Guten Tag",
        thanks="Vielen Dank für Ihre Anfrage",
        date_style="EEEE, d. MMMM y",
        time_style="H:mm",
        on_date="für {date}",
        from_until="von {start} bis {end} Uhr",
        from_only="ab {start} Uhr",
        until_only="bis {end} Uhr",
        for_participants="für {participants}",
        past_date="Leider liegt dieses Datum bereits in der Vergangenheit.",
        past_unnamed_date="Leider liegt das gewünschte Datum bereits in der Vergangenheit.",
        another_date="Dürfen wir Sie um ein anderes Datum bitten?",
        products_noted="Ihren Wunsch nach {products} haben wir gerne notiert.",
        features_wanted="Sie wünschen einen Raum mit folgender Ausstattung: {features}.",
        unknown_sentence="Leider finden wir {what} nicht in unserem Angebot.",
        unknown_what={
            "room": "den genannten Raum",
            "product": "die genannte Leistung",
            "feature": "die genannte Ausstattung",
            "mixed": "einen der genannten Namen",
            "several": "einige der genannten Namen",
        },
        suggestion="Meinten Sie vielleicht {names}?",
        taken_one="Leider ist der Raum {room} für Ihren Anlass nicht verfügbar.",
        taken_many="Leider sind die Räume {rooms} für Ihren Anlass nicht verfügbar.",
        offers_instead="Gerne bieten wir Ihnen stattdessen an:",
        # Not "Folgender Raum …": the verifier reads a capitalised word before "Raum" as a
        # translated room name.
        offers_one="Für Sie ist folgender Raum frei:",
        offers_many="Für Sie sind folgende Räume frei:",
        offer_line="- {room} ({capacity}): {price}",
        offer_line_aliased="- {room}, {capacity}: {price}",
        price_on_request="Preis auf Anfrage",
        prices_exclude_vat="Die Preise verstehen sich exkl. MwSt.",
        quoted_room_free="Gute Nachricht: Der Raum {room} ist für Ihren Anlass frei ({capacity}).",
        no_other_room="Zu dieser Zeit ist auch kein anderer Raum frei.",
        no_room_for="Leider ist für {details} kein Raum frei.",
        no_room_details={
            "date": "dieses Datum",
            "time": "diese Zeit",
            "participants": "diese Gruppengrösse",
        },
        quote_intro="Gerne unterbreiten wir Ihnen unser Angebot für den Raum {room}:",
        line="- {name}: {amount}",
        per_person_line="- {name}: {quantity} × {unit_price} = {amount}",
        subtotal="Zwischentotal exkl. MwSt.: {amount}",
        vat="MwSt. {rate}: {amount}",
        total="Total inkl. MwSt.: {amount}",
        percent="{rate} %",
        ask="Damit wir die Verfügbarkeit prüfen können, teilen Sie uns bitte noch {details} mit.",
        ask_details={
            "date": "das Datum",
            "time": "die Uhrzeit",
            "end": "die Endzeit",
            "participants": "die Anzahl Personen",
        },
        unclear={
            "date_invalid": "Das angegebene Datum konnten wir nicht als Kalenderdatum lesen.",
            "date_out_of_range": (
                "Das angegebene Datum liegt ausserhalb des Zeitraums, für den wir Buchungen annehmen."
            ),
            "date_period": (
                "Sie haben einen Zeitraum statt eines Tages genannt; um die freien Räume zu "
                "prüfen, brauchen wir den genauen Tag."
            ),
            "date_alternatives": (
                "Sie haben mehr als einen Tag genannt; bitte teilen Sie uns mit, welchen wir "
                "prüfen sollen."
            ),
            "date_weekday_today": (
                "Der genannte Wochentag ist heute; bitte teilen Sie uns mit, ob Sie heute oder "
                "denselben Tag nächste Woche meinen."
            ),
            "time_invalid": "Die angegebene Uhrzeit konnten wir nicht als Tageszeit lesen.",
            "value_hidden": (
                "Ihre Nachricht enthält in einer Angabe versteckte Formatierungszeichen; wir "
                "konnten sie daher nicht so lesen, wie sie geschrieben ist."
            ),
            "end_before_start": "Die angegebene Endzeit liegt vor der Startzeit.",
            "end_before_new_start": "Die notierte Endzeit liegt vor der neuen Startzeit.",
        },
        noted="Gerne notiert: {details}.",
        noted_plain="Gerne notiert.",
        not_understood=(
            "In Ihrer Nachricht haben wir kein Datum, keine Uhrzeit, keine Gruppengrösse und keinen Raum gefunden. Was dürfen wir für Sie ändern?"
        ),
        language_note="Wir antworten auf Deutsch, Englisch, Französisch oder Italienisch.",
        midnight="24:00",
        end_assumed=(
            "Als Ende haben wir {end} Uhr angenommen, unsere übliche Dauer; bitte teilen Sie uns "
            "mit, falls Ihr Anlass zu einer anderen Zeit endet."
        ),
        participants_approximate=(
            "Sie haben eine ungefähre Teilnehmerzahl genannt; wir haben die Räume für diese Zahl "
            "geprüft, bitte teilen Sie uns die genaue Zahl mit, sobald Sie sie kennen."
        ),
        window_assumed=(
            "Für den genannten {window} haben wir die oben genannten Zeiten unseres Tarifs "
            "angenommen; bitte teilen Sie uns mit, falls Sie andere Zeiten wünschen."
        ),
        windows={"morning": "Vormittag", "afternoon": "Nachmittag", "evening": "Abend"},
        rate_kinds={
            "full_day": "Tagespauschale",
            "half_day": "Halbtagespauschale",
            "evening": "Abendpauschale",
        },
        unavailable={
            "too_small": (
                "Leider ist der Raum {room} für Ihre Gruppe nicht gross genug: er fasst {capacity}."
            ),
            "too_large": "Leider ist der Raum {room} für eine so kleine Gruppe nicht vorgesehen.",
            "lacks": "Leider verfügt der Raum {room} nicht über folgende Ausstattung: {features}.",
            "booked": (
                "Leider ist der Raum {room} nicht verfügbar: er ist an diesem Tag von {start} "
                "bis {end} Uhr belegt."
            ),
        },
        largest=(
            "Leider fasst keiner unserer Räume eine so grosse Gruppe: unser grösster Raum, "
            "{room}, fasst {capacity}."
        ),
        no_room_with=(
            "Leider hat keiner der zu dieser Zeit freien Räume folgende Ausstattung: {features}."
        ),
        hold={
            "ask_room": "Welchen der Räume dürfen wir für Sie reservieren?",
            "ask_contact": (
                "Gerne halten wir den Raum {room} als Option für Sie fest; bitte senden Sie uns "
                "dazu Ihren Namen und Ihre E-Mail-Adresse."
            ),
            "option": (
                "Wir haben den Raum {room} {details} als Option für Sie reserviert. Unser Team bestätigt "
                "Ihnen die Option per E-Mail; bis dahin bleibt der Raum für Sie reserviert."
            ),
            "lead": (
                "Der Raum {room} ist inzwischen vergeben, wir konnten ihn daher nicht für Sie "
                "reservieren; Ihre Anfrage haben wir an unser Team weitergeleitet, das sich per "
                "E-Mail bei Ihnen meldet."
            ),
            "passed_on": (
                "Ihre Anfrage für den Raum {room} haben wir an unser Team weitergeleitet, das sich "
                "per E-Mail bei Ihnen meldet; bis dahin ist der Raum nicht reserviert."
            ),
        },
        closing="Wir freuen uns auf Ihre Rückmeldung.",
        sign_off="Freundliche Grüsse",
        amount_style="CHF #'###.00",
        wish_choice="Für «{category}» bieten wir an:",
        choice_line="- {name}: {price}",
        per_person="pro Person",
        choice_ask="Was dürfen wir für Sie vormerken?",
        wish_suggest="Für «{wish}» könnten wir anbieten:",
        suggest_ask="Dürfen wir das für Sie vormerken?",
        wishes_missing="Leider bieten wir Folgendes nicht an: {categories}.",
        free_days="An diesen Tagen in der Nähe sind passende Räume frei:",
        free_day_line="- {date}: {rooms}",
        without_wish="Ohne {feature} wären diese Räume frei: {rooms}.",
        waitlist_offer=(
            "Gerne setzen wir Sie für dieses Datum auf unsere Warteliste und melden uns, sobald "
            "ein Raum frei wird: Bitte antworten Sie mit Ihrem Namen und Ihrer E-Mail-Adresse."
        ),
        option_until=(
            "Die Option gilt bis {until}; ist sie bis dahin nicht bestätigt, wird der Raum "
            "wieder freigegeben."
        ),
        waitlist=(
            "Wir haben Sie für {room} auf die Warteliste gesetzt, {details}. Unser Team meldet "
            "sich per E-Mail, sobald der Raum frei wird."
        ),
        rounding="Rundung: {amount}",
    ),
    "fr": Wording(
        greeting="Bonjour,",
        thanks="Merci de votre demande",
        date_style="EEEE d{er} MMMM y",
        time_style="H'h'mm",
        on_date="pour le {date}",
        from_until="de {start} à {end}",
        from_only="à partir de {start}",
        until_only="jusqu'à {end}",
        for_participants="pour {participants}",
        past_date="Malheureusement, cette date est déjà passée.",
        past_unnamed_date="Malheureusement, la date souhaitée est déjà passée.",
        another_date=f"Pourriez-vous nous indiquer une autre date{NBSP}?",
        products_noted=f"Nous avons bien noté votre souhait{NBSP}: {{products}}.",
        features_wanted=f"Vous souhaitez une salle avec l'équipement suivant{NBSP}: {{features}}.",
        unknown_sentence="Malheureusement, nous ne trouvons pas {what} dans notre offre.",
        unknown_what={
            "room": "la salle mentionnée",
            "product": "la prestation mentionnée",
            "feature": "l'équipement mentionné",
            "mixed": "l'un des noms mentionnés",
            "several": "certains des noms mentionnés",
        },
        suggestion=f"Pensiez-vous peut-être à {{names}}{NBSP}?",
        taken_one="Malheureusement, la salle {room} n'est pas disponible pour votre événement.",
        taken_many="Malheureusement, les salles {rooms} ne sont pas disponibles pour votre événement.",
        offers_instead=f"Nous pouvons en revanche vous proposer{NBSP}:",
        offers_one=f"La salle suivante est libre pour vous{NBSP}:",
        offers_many=f"Les salles suivantes sont libres pour vous{NBSP}:",
        offer_line=f"- {{room}} ({{capacity}}){NBSP}: {{price}}",
        offer_line_aliased=f"- {{room}}, {{capacity}}{NBSP}: {{price}}",
        price_on_request="prix sur demande",
        prices_exclude_vat="Les prix s'entendent hors TVA.",
        quoted_room_free=(
            f"Bonne nouvelle{NBSP}: la salle {{room}} est libre pour votre événement ({{capacity}})."
        ),
        no_other_room="Aucune autre salle n'est libre à ce moment-là.",
        no_room_for="Malheureusement, aucune salle n'est libre pour {details}.",
        no_room_details={
            "date": "cette date",
            "time": "cet horaire",
            "participants": "ce nombre de personnes",
        },
        quote_intro=f"Voici notre offre pour la salle {{room}}{NBSP}:",
        line=f"- {{name}}{NBSP}: {{amount}}",
        per_person_line=f"- {{name}}{NBSP}: {{quantity}} × {{unit_price}} = {{amount}}",
        subtotal=f"Sous-total hors TVA{NBSP}: {{amount}}",
        vat=f"TVA {{rate}}{NBSP}: {{amount}}",
        total=f"Total TVA incluse{NBSP}: {{amount}}",
        percent=f"{{rate}}{NBSP}%",
        ask=(
            "Afin que nous puissions vérifier les disponibilités, pourriez-vous nous indiquer "
            f"{{details}}{NBSP}?"
        ),
        ask_details={
            "date": "la date",
            "time": "l'heure de début",
            "end": "l'heure de fin",
            "participants": "le nombre de participants",
        },
        unclear={
            "date_invalid": "Nous n'avons pas pu lire la date indiquée comme une date du calendrier.",
            "date_out_of_range": (
                "La date indiquée se situe en dehors de la période pour laquelle nous prenons "
                "des réservations."
            ),
            "date_period": (
                f"Vous avez indiqué une période plutôt qu'un jour{NBSP}; pour vérifier les salles "
                "libres, il nous faut le jour exact."
            ),
            "date_alternatives": (
                f"Vous avez indiqué plus d'un jour{NBSP}; merci de nous dire lequel nous devons "
                "vérifier."
            ),
            "date_weekday_today": (
                f"Le jour de la semaine indiqué est aujourd'hui{NBSP}; merci de nous dire s'il "
                "s'agit d'aujourd'hui ou du même jour la semaine prochaine."
            ),
            "time_invalid": "Nous n'avons pas pu lire l'heure indiquée comme une heure de la journée.",
            "value_hidden": (
                "Votre message contient des caractères de mise en forme cachés dans une valeur, "
                "nous n'avons donc pas pu la lire telle qu'elle est écrite."
            ),
            "end_before_start": "L'heure de fin indiquée précède l'heure de début.",
            "end_before_new_start": "L'heure de fin notée précède la nouvelle heure de début.",
        },
        noted=f"C'est noté{NBSP}: {{details}}.",
        noted_plain="C'est noté.",
        not_understood=(
            f"Nous n'avons trouvé dans votre message ni date, ni heure, ni nombre de personnes, ni salle. Que souhaitez-vous modifier{NBSP}?"
        ),
        language_note="Nous répondons en français, en allemand, en anglais ou en italien.",
        midnight="minuit",
        end_assumed=(
            "Nous avons supposé une fin à {end}, notre durée habituelle, merci de nous dire si "
            "votre événement se termine à une autre heure."
        ),
        participants_approximate=(
            "Vous avez indiqué un nombre approximatif de participants ; nous avons vérifié les "
            "salles pour ce nombre, merci de nous donner le nombre exact dès que vous le connaissez."
        ),
        window_assumed=(
            "Pour la période indiquée ({window}), nous avons retenu les horaires de notre tarif "
            "indiqués ci-dessus ; merci de nous dire si vous souhaitez d'autres horaires."
        ),
        windows={"morning": "matinée", "afternoon": "après-midi", "evening": "soirée"},
        rate_kinds={
            "full_day": "tarif journée",
            "half_day": "tarif demi-journée",
            "evening": "tarif soirée",
        },
        unavailable={
            "too_small": (
                f"Malheureusement, la salle {{room}} n'est pas assez grande pour votre groupe{NBSP}: "
                "elle accueille {capacity}."
            ),
            "too_large": "Malheureusement, la salle {room} n'est pas prévue pour un groupe aussi petit.",
            "lacks": (
                f"Malheureusement, la salle {{room}} n'a pas l'équipement suivant{NBSP}: {{features}}."
            ),
            "booked": (
                f"Malheureusement, la salle {{room}} n'est pas disponible{NBSP}: elle est "
                "réservée ce jour-là de {start} à {end}."
            ),
        },
        largest=(
            f"Malheureusement, aucune salle n'accueille un groupe de cette taille{NBSP}: notre "
            "plus grande salle, {room}, accueille {capacity}."
        ),
        no_room_with=(
            f"Malheureusement, aucune des salles libres à ce moment-là n'a l'équipement suivant{NBSP}: {{features}}."
        ),
        hold={
            "ask_room": f"Quelle salle souhaitez-vous que nous bloquions pour vous{NBSP}?",
            "ask_contact": (
                "Pour bloquer la salle {room} en option pour vous, merci de nous indiquer votre "
                "nom et votre adresse e-mail."
            ),
            "option": (
                "Nous avons réservé la salle {room} en option pour vous, {details}. Notre équipe vous la "
                "confirmera par e-mail, d'ici là la salle reste bloquée pour vous."
            ),
            "lead": (
                "Entre-temps, la salle {room} a été réservée, nous n'avons donc pas pu la bloquer "
                "pour vous. Nous avons transmis votre demande à notre équipe, qui vous "
                "contactera par e-mail."
            ),
            "passed_on": (
                "Nous avons transmis votre demande pour la salle {room} à notre équipe, qui vous "
                "contactera par e-mail ; d'ici là, la salle n'est pas bloquée."
            ),
        },
        closing="Nous nous réjouissons de votre retour.",
        sign_off="Meilleures salutations",
        amount_style="CHF #'###.00",
        wish_choice=f"Pour «{NBSP}{{category}}{NBSP}», nous proposons{NBSP}:",
        choice_line=f"- {{name}}{NBSP}: {{price}}",
        per_person="par personne",
        choice_ask=f"Lequel souhaitez-vous{NBSP}?",
        wish_suggest=f"Pour «{NBSP}{{wish}}{NBSP}», nous pourrions proposer{NBSP}:",
        suggest_ask=f"Souhaitez-vous que nous le notions{NBSP}?",
        wishes_missing=f"Nous sommes désolés, nous ne proposons pas{NBSP}: {{categories}}.",
        free_days=f"Jours proches où des salles qui vous conviennent sont libres{NBSP}:",
        free_day_line=f"- {{date}}{NBSP}: {{rooms}}",
        without_wish=f"Sans {{feature}}, ces salles seraient libres{NBSP}: {{rooms}}.",
        waitlist_offer=(
            "Si vous le souhaitez, nous vous inscrivons sur notre liste d'attente pour cette date "
            "et vous prévenons dès qu'une salle se libère : il suffit de répondre avec votre nom "
            "et votre adresse e-mail."
        ).replace(" :", f"{NBSP}:"),
        option_until=(
            "L'option est valable jusqu'au {until} ; si elle n'est pas confirmée d'ici là, la "
            "salle est libérée."
        ),
        waitlist=(
            "Nous vous avons inscrits sur notre liste d'attente pour {room}, {details}. Notre "
            "équipe vous contactera par e-mail si elle se libère."
        ),
        rounding=f"Arrondi{NBSP}: {{amount}}",
    ),
    "it": Wording(
        greeting="Buongiorno,",
        thanks="Grazie per la sua richiesta",
        date_style="EEEE d{º} MMMM y",
        time_style="H:mm",
        on_date="per {date}",
        from_until="{from_article}{start} {to_article}{end}",
        from_only="a partire {from_article}{start}",
        until_only="fino {to_article}{end}",
        for_participants="per {participants}",
        past_date="Purtroppo questa data è già passata.",
        past_unnamed_date="Purtroppo la data richiesta è già passata.",
        another_date="Potrebbe indicarci un'altra data?",
        products_noted="Abbiamo annotato anche {products}.",
        features_wanted="Desidera una sala con le seguenti dotazioni: {features}.",
        unknown_sentence="Purtroppo non troviamo {what} nella nostra offerta.",
        unknown_what={
            "room": "la sala indicata",
            "product": "il servizio indicato",
            "feature": "la dotazione indicata",
            "mixed": "uno dei nomi indicati",
            "several": "alcuni dei nomi indicati",
        },
        suggestion="Intendeva forse {names}?",
        taken_one="Purtroppo la sala {room} non è disponibile per il suo evento.",
        taken_many="Purtroppo le sale {rooms} non sono disponibili per il suo evento.",
        offers_instead="Possiamo invece proporle:",
        offers_one="È libera per lei la seguente sala:",
        offers_many="Sono libere per lei le seguenti sale:",
        offer_line="- {room} ({capacity}): {price}",
        offer_line_aliased="- {room}, {capacity}: {price}",
        price_on_request="prezzo su richiesta",
        prices_exclude_vat="I prezzi si intendono IVA esclusa.",
        quoted_room_free="Buone notizie: la sala {room} è libera per il suo evento ({capacity}).",
        no_other_room="A quell'ora non è libera nessun'altra sala.",
        no_room_for="Purtroppo nessuna sala è libera per {details}.",
        no_room_details={
            "date": "questa data",
            "time": "questo orario",
            "participants": "questo numero di persone",
        },
        quote_intro="Ecco la nostra offerta per la sala {room}:",
        line="- {name}: {amount}",
        per_person_line="- {name}: {quantity} × {unit_price} = {amount}",
        subtotal="Subtotale IVA esclusa: {amount}",
        vat="IVA {rate}: {amount}",
        total="Totale IVA inclusa: {amount}",
        percent="{rate}%",
        ask="Per poter verificare la disponibilità, potrebbe indicarci {details}?",
        ask_details={
            "date": "la data",
            "time": "l'orario di inizio",
            "end": "l'orario di fine",
            "participants": "il numero di partecipanti",
        },
        unclear={
            "date_invalid": "Non siamo riusciti a leggere la data indicata come una data del calendario.",
            "date_out_of_range": (
                "La data indicata è al di fuori del periodo per cui accettiamo prenotazioni."
            ),
            "date_period": (
                "Ha indicato un periodo anziché un giorno; per verificare le sale libere ci serve "
                "il giorno esatto."
            ),
            "date_alternatives": (
                "Ha indicato più di un giorno; ci dica per favore quale dobbiamo verificare."
            ),
            "date_weekday_today": (
                "Il giorno della settimana indicato è oggi; ci dica per favore se intende oggi o "
                "lo stesso giorno della prossima settimana."
            ),
            "time_invalid": "Non siamo riusciti a leggere l'orario indicato come un'ora del giorno.",
            "value_hidden": (
                "Il suo messaggio contiene caratteri di formattazione nascosti in un valore, "
                "quindi non abbiamo potuto leggerlo così come è scritto."
            ),
            "end_before_start": "L'orario di fine indicato precede l'orario di inizio.",
            "end_before_new_start": "L'orario di fine annotato precede il nuovo orario di inizio.",
        },
        noted="Preso nota: {details}.",
        noted_plain="Preso nota.",
        not_understood=(
            "Nel suo messaggio non abbiamo trovato né una data, né un orario, né un numero di persone, né una sala. Che cosa desidera modificare?"
        ),
        language_note="Rispondiamo in italiano, tedesco, francese o inglese.",
        midnight="24:00",
        end_assumed=(
            "Abbiamo ipotizzato una fine {to_article}{end}, la nostra durata abituale; ci dica se "
            "il suo evento termina a un altro orario."
        ),
        participants_approximate=(
            "Ci ha indicato un numero approssimativo di partecipanti; abbiamo verificato le sale "
            "per questo numero, ci comunichi il numero esatto appena lo conosce."
        ),
        window_assumed=(
            "Per il periodo indicato ({window}) abbiamo considerato gli orari della nostra "
            "tariffa indicati sopra; ci dica se desidera altri orari."
        ),
        windows={"morning": "mattina", "afternoon": "pomeriggio", "evening": "sera"},
        rate_kinds={
            "full_day": "tariffa giornaliera",
            "half_day": "tariffa mezza giornata",
            "evening": "tariffa serale",
        },
        unavailable={
            "too_small": (
                "Purtroppo la sala {room} non è abbastanza grande per il suo gruppo: accoglie {capacity}."
            ),
            "too_large": "Purtroppo la sala {room} non è prevista per un gruppo così piccolo.",
            "lacks": "Purtroppo la sala {room} non dispone di: {features}.",
            "booked": (
                "Purtroppo la sala {room} non è disponibile: quel giorno è occupata "
                "{from_article}{start} {to_article}{end}."
            ),
        },
        largest=(
            "Purtroppo nessuna sala accoglie un gruppo di queste dimensioni: la nostra sala più "
            "grande, {room}, accoglie {capacity}."
        ),
        no_room_with=("Purtroppo nessuna delle sale libere a quell'ora dispone di: {features}."),
        hold={
            "ask_room": "Quale delle sale desidera che blocchiamo per lei?",
            "ask_contact": (
                "Per bloccare la sala {room} in opzione per lei, ci indichi per favore il suo "
                "nome e il suo indirizzo e-mail."
            ),
            "option": (
                "Abbiamo riservato la sala {room} in opzione per lei, {details}. Il nostro team gliela "
                "confermerà via e-mail, fino ad allora la sala resta bloccata per lei."
            ),
            "lead": (
                "Nel frattempo la sala {room} è stata occupata, quindi non abbiamo potuto "
                "bloccarla. Abbiamo inoltrato la sua richiesta al nostro team, che la contatterà "
                "via e-mail."
            ),
            "passed_on": (
                "Abbiamo inoltrato la sua richiesta per la sala {room} al nostro team, che la "
                "contatterà via e-mail; fino ad allora la sala non è bloccata."
            ),
        },
        closing="Restiamo in attesa di un suo riscontro.",
        sign_off="Cordiali saluti",
        amount_style="CHF #'###.00",
        wish_choice="Per «{category}» proponiamo:",
        choice_line="- {name}: {price}",
        per_person="a persona",
        choice_ask="Quale preferisce?",
        wish_suggest="Per «{wish}» potremmo proporre:",
        suggest_ask="Desidera che lo annotiamo?",
        wishes_missing="Siamo spiacenti, non offriamo quanto segue: {categories}.",
        free_days="Giorni vicini in cui sono libere sale adatte:",
        free_day_line="- {date}: {rooms}",
        without_wish="Senza {feature}, queste sale sarebbero libere: {rooms}.",
        waitlist_offer=(
            "Se lo desidera, La iscriviamo nella nostra lista d'attesa per questa data e La "
            "avvisiamo appena si libera una sala: risponda con il Suo nome e indirizzo e-mail."
        ),
        option_until=(
            "L'opzione è valida fino a {until}; se non è confermata entro quella data, la sala "
            "viene liberata."
        ),
        waitlist=(
            "L'abbiamo iscritta nella lista d'attesa per {room}, {details}. Il nostro team La "
            "contatterà per e-mail se si libera."
        ),
        rounding="Arrotondamento: {amount}",
    ),
}


@dataclass(frozen=True)
class PageWording:
    """The chat page's own words around the conversation (booking.web's chat page): its title,
    labels and buttons, and the labels of the request's details."""

    title: str  # the page's title and heading
    intro: str  # under the heading: what to write
    skip: str  # the link that skips to the message box
    language: str  # the language menu's name
    conversation: str  # the conversation's heading
    empty: str  # the conversation before the first message
    message: str  # the message box's label
    hint: str  # under the message box: the keys
    send: str  # the send button
    sending: str  # the send button while a message is sent
    new: str  # the button that starts a new conversation
    you: str  # who wrote a message: the client
    venue: str  # who wrote a message: the venue
    request: str  # the heading of the request read so far
    date: str
    time: str
    participants: str
    rooms: str
    products: str
    features: str
    none: str  # a detail not given yet
    corrected: str  # under a reply the verifier corrected
    fallback: str  # under a reply written from the booking system alone
    error: str  # a message that could not be sent


PAGE_WORDINGS: dict[Lang, PageWording] = {
    "en": PageWording(
        title="Ask about your event",
        intro="Tell us the date, times and group size; we answer with availability and prices.",
        skip="Skip to the message box",
        language="Language",
        conversation="Conversation",
        empty="No messages yet.",
        message="Your message",
        hint="Enter sends, Shift+Enter starts a new line.",
        send="Send",
        sending="Sending…",
        new="New conversation",
        you="You",
        venue="Venue",
        request="Your request",
        date="Date",
        time="Time",
        participants="Participants",
        rooms="Rooms",
        products="Products",
        features="Features",
        none="—",
        corrected="Checked against our booking system and corrected before sending.",
        fallback="Written from our booking system directly.",
        error="Your message could not be sent. Please try again.",
    ),
    "de": PageWording(
        title="Fragen Sie nach Ihrem Anlass",
        intro="Nennen Sie Datum, Zeiten und Gruppengrösse; wir antworten mit freien Räumen und Preisen.",
        skip="Zum Nachrichtenfeld springen",
        language="Sprache",
        conversation="Unterhaltung",
        empty="Noch keine Nachrichten.",
        message="Ihre Nachricht",
        hint="Enter sendet, Umschalt+Enter beginnt eine neue Zeile.",
        send="Senden",
        sending="Wird gesendet…",
        new="Neue Unterhaltung",
        you="Sie",
        venue="Haus",
        request="Ihre Anfrage",
        date="Datum",
        time="Zeit",
        participants="Personen",
        rooms="Räume",
        products="Angebote",
        features="Ausstattung",
        none="—",
        corrected="Mit unserem Buchungssystem abgeglichen und vor dem Senden korrigiert.",
        fallback="Direkt aus unserem Buchungssystem geschrieben.",
        error="Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.",
    ),
    "fr": PageWording(
        title="Renseignez-vous sur votre événement",
        intro="Indiquez la date, les horaires et le nombre de personnes ; nous répondons avec les disponibilités et les prix.",
        skip="Aller au champ de message",
        language="Langue",
        conversation="Conversation",
        empty="Aucun message pour l’instant.",
        message="Votre message",
        hint="Entrée envoie, Maj+Entrée commence une nouvelle ligne.",
        send="Envoyer",
        sending="Envoi…",
        new="Nouvelle conversation",
        you="Vous",
        venue="Établissement",
        request="Votre demande",
        date="Date",
        time="Horaire",
        participants="Participants",
        rooms="Salles",
        products="Prestations",
        features="Équipements",
        none="—",
        corrected="Vérifié avec notre système de réservation et corrigé avant l’envoi.",
        fallback="Rédigé directement à partir de notre système de réservation.",
        error="Votre message n’a pas pu être envoyé. Veuillez réessayer.",
    ),
    "it": PageWording(
        title="Informazioni sul vostro evento",
        intro="Indicateci data, orari e numero di persone; rispondiamo con disponibilità e prezzi.",
        skip="Vai al campo del messaggio",
        language="Lingua",
        conversation="Conversazione",
        empty="Ancora nessun messaggio.",
        message="Il vostro messaggio",
        hint="Invio spedisce, Maiusc+Invio va a capo.",
        send="Invia",
        sending="Invio in corso…",
        new="Nuova conversazione",
        you="Voi",
        venue="Struttura",
        request="La vostra richiesta",
        date="Data",
        time="Orario",
        participants="Partecipanti",
        rooms="Sale",
        products="Servizi",
        features="Dotazioni",
        none="—",
        corrected="Verificato con il nostro sistema di prenotazione e corretto prima dell’invio.",
        fallback="Scritto direttamente dal nostro sistema di prenotazione.",
        error="Non è stato possibile inviare il messaggio. Riprovate, per favore.",
    ),
}
