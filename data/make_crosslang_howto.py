"""Cross-language how-to questions (Russian / Ukrainian / Belarusian) over the
English Markdown help pages of company10 ... company20.

Written from the help pages alone. Even-numbered questions (0-based, in the
order written below) go to golden/crosslang-dev-howto.jsonl, odd ones to
golden/crosslang-test-howto.jsonl.  Every keyword alternative is checked to
occur verbatim in the named section of the named page (after removing **).
"""
import json
import re
import subprocess
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
DEV = GOLDEN / "crosslang-dev-howto.jsonl"
TEST = GOLDEN / "crosslang-test-howto.jsonl"

# (corpus, doc, section, keywords, question, English gloss)
RU_SCREEN = [
    ("company10", "kinetra-help/cancellations.md", "Cancelling the rest of a series", ["End series"],
     "Клуб отказывается от своего постоянного слота до конца сезона. Как в Kinetra разом отменить все его оставшиеся занятия?",
     "club gives up its regular slot - how to cancel all its remaining sessions at once in Kinetra?"),
    ("company11", "tripline-help/volunteer-drivers.md", "Claiming mileage", ["Mileage claims"],
     "Я вожу пассажиров на своей машине по волонтёрской программе. Где подать заявку на возмещение пробега за месяц?",
     "volunteer car driver - where to submit the monthly mileage claim?"),
    ("company14", "hopwright-help/trade-orders.md", "Sending samples", ["FOC"],
     "Хотим отправить новому пабу бесплатный пин на дегустацию. Как оформить эту строку в заказе, чтобы она не попала им в счёт?",
     "free tasting pin for a new pub - how to enter the order line so it is not invoiced?"),
    ("company15", "hearthbook-help/rent-accounts.md", "Printing a rent statement", ["Print statement", "Certified copy"],
     "Для суда нужна выписка по арендному счёту жильца. Где её распечатать в Hearthbook и что при этом отметить?",
     "rent statement needed for court - where to print it and what to tick?"),
    ("company17", "truewheel-help/hire-desk.md", "Checking a bike back in", ["Check in", "Damage notes"],
     "Клиент вернул прокатный велосипед с погнутым крылом. Где оформить возврат и записать повреждение?",
     "hire bike returned with a bent mudguard - where to check it in and record the damage?"),
    ("company18", "dibber-help/shared-kit.md", "Booking a machine", ["Kit > Calendar", "Book slot"],
     "Как забронировать общий мотокультиватор товарищества на субботу?",
     "how to book the society's shared rotavator for Saturday?"),
    ("company19", "faderboard-help/logger-and-complaints.md", "Recording a listener complaint", ["New complaint"],
     "Слушательница позвонила с жалобой на то, что услышала в утреннем эфире. Куда это занести в Faderboard?",
     "listener rang to complain about something heard on air - where to log it in Faderboard?"),
    ("company20", "snareline-help/visit-reports.md", "Correcting a signed report", ["Add amendment"],
     "Я уже подписал отчёт о визите, а потом заметил, что неправильно указал препарат. Как его исправить?",
     "already signed a visit report and then found a wrong product - how to correct it?"),
]

RU_CONCEPT = [
    ("company10", "kinetra-help/kinetra-faq.md", "The planner shows a clash but the hall looks free", ["Hall court"],
     "Почему планировщик в Kinetra показывает накладку бронирования, хотя спортзал в это время вроде бы свободен?",
     "why does the planner show a clash when the sports hall looks free?"),
    ("company11", "tripline-help/passenger-register.md", "Why a passenger record is locked", ["Reviews due"],
     "Почему карточка пассажира вдруг оказалась с замочком и открыть её у меня не получается?",
     "why is a passenger record suddenly locked (padlock) and cannot be opened?"),
    ("company12", "accessio-help/object-records.md", 'Why the location shows "In transit"', ["Confirm arrival"],
     "Почему у предмета в местонахождении стоит «в пути» и его нет в списке для инвентаризации?",
     "why does an object's location say in transit and it is missing from the stocktake list?"),
    ("company13", "pawsmith-help/controlled-drugs.md", "Who may witness", ["RVN", "MRCVS"],
     "Почему в журнале контролируемых препаратов нельзя выбрать свидетелем нашу студентку-медсестру?",
     "why can't our student nurse be chosen as witness in the controlled drugs register?"),
    ("company14", "hopwright-help/ullage-credits.md", "Why we ask for the cask back", ["Part full"],
     "Зачем пивоварня требует вернуть бочку, когда паб просит кредит за непроданное пиво больше чем на шесть пинт?",
     "why must the cask come back when a pub claims ullage credit for more than six pints?"),
    ("company16", "pantryline-help/vouchers.md", "Why a household can have three vouchers in six months", ["Support check"],
     "Что происходит, когда семья получает уже третий продуктовый ваучер за полгода, и зачем так сделано?",
     "what happens when a household redeems its third voucher in six months, and why?"),
    ("company18", "dibber-help/inspections-and-water.md", "Why the troughs are off in winter", ["Water off"],
     "Почему с ноября по март на участках не идёт вода ни в корытах, ни в колонках?",
     "why is there no water in the troughs or standpipes from November to March?"),
    ("company20", "snareline-help/booking-jobs.md", "Why rats and mice always get a follow-up visit", ["Revisit"],
     "Почему после вызова по крысам или мышам техник всегда приезжает ещё раз?",
     "why does the technician always come back after a rat or mouse job?"),
]

UK_SCREEN = [
    ("company10", "kinetra-help/front-desk.md", "Selling a casual swim or a guest pass", ["Casual entry"],
     "Людина без абонемента хоче один раз поплавати в басейні. Як продати їй разовий вхід на рецепції в Kinetra?",
     "visitor without membership wants a one-off swim - how to sell it at reception?"),
    ("company12", "accessio-help/outgoing-loans.md", "Setting up a loan", ["New outgoing loan", "Send for approval"],
     "Як в Accessio оформити передачу експонатів іншому музею на виставку?",
     "how to set up a loan of objects to another museum for an exhibition in Accessio?"),
    ("company12", "accessio-help/search-room.md", "Copies and camera permits", ["Camera permit"],
     "Відвідувач читальної зали архіву хоче фотографувати документи власним фотоапаратом. Де оформити йому дозвіл?",
     "search room reader wants to photograph documents with own camera - where to issue the permit?"),
    ("company14", "hopwright-help/casks.md", "Writing off a lost cask", ["Mark lost"],
     "Паб так і не повернув бочку, минуло вже понад чотири місяці. Як її списати в Hopwright?",
     "pub never returned a cask after four months - how to write it off in Hopwright?"),
    ("company19", "faderboard-help/rota-and-shows.md", "Swapping a show", ["Offer swap"],
     "Наступного місяця не зможу вести свою передачу. Як запропонувати обмін іншому волонтеру у Faderboard?",
     "cannot present my show next month - how to offer a swap to another volunteer?"),
    ("company16", "pantryline-help/energy-vouchers.md", "Issuing a top-up", ["Issue top-up"],
     "Як видати клієнтові ваучер на поповнення передплатного лічильника за газ?",
     "how to give a client a top-up voucher for a prepayment gas meter?"),
    ("company18", "dibber-help/inspections-and-water.md", "Replying to a warning letter", ["Inspection", "Reply"],
     "Мені прийшов лист-попередження після червневого обходу ділянок. Де в Dibber на нього відповісти?",
     "got a warning letter after the June walk-round - where to reply to it in Dibber?"),
    ("company16", "pantryline-help/vouchers.md", "Undoing a redemption entered by mistake", ["Reverse redemption"],
     "Волонтер помилково провів ваучер не тій людині. Як скасувати цю видачу?",
     "a volunteer redeemed the wrong voucher by mistake - how to undo it?"),
]

UK_CONCEPT = [
    ("company10", "kinetra-help/cancellations.md", "Cancelling a single session", ["Late cancel"],
     "Чому клуб, який скасував тренування за добу до початку, все одно платить половину вартості?",
     "why does a club that cancelled a day before still pay half the charge?"),
    ("company11", "tripline-help/group-hire.md", "Bands and why a group pays more", ["Band A", "Band B"],
     "Чому одна громадська група платить за оренду мікроавтобуса менше за милю, ніж інша?",
     "why does one community group pay less per mile for minibus hire than another?"),
    ("company13", "pawsmith-help/consultations.md", "Correcting notes after the consult", ["Add addendum"],
     "Чому наступного дня я вже не можу редагувати записи консультації і як тоді щось дописати?",
     "why can't I edit consult notes the next day, and how do I add something?"),
    ("company13", "pawsmith-help/invoicing.md", "Why a charge shows GBP 0.00", ["Basic|Gold"],
     "Чому в рахунку щеплення для собаки коштує 0.00 фунтів?",
     "why does the dog's vaccination show GBP 0.00 on the invoice?"),
    ("company15", "hearthbook-help/arrears.md", "Why Universal Credit tenants look a month behind", ["UC lag"],
     "Чому в Hearthbook орендарі на Universal Credit постійно виглядають так, ніби винні за місяць?",
     "why do Universal Credit tenants always look a month in arrears in Hearthbook?"),
    ("company17", "truewheel-help/members.md", "Lapsed memberships", ["Lapsed"],
     "Клієнт каже, що він член кооперативу, але Truewheel більше не дає йому знижку в майстерні. Чому так?",
     "customer says he is a co-op member but Truewheel no longer gives him the discount - why?"),
    ("company19", "faderboard-help/airtime-bookings.md", "Charity rate", ["Registered charity"],
     "Як працює знижка на рекламу для благодійних організацій?",
     "how does the advertising discount for charities work?"),
    ("company20", "snareline-help/booking-jobs.md", "When nobody lets us in", ["No access"],
     "Чому клієнт має платити, якщо технік приїхав, а його так і не пустили на об'єкт?",
     "why is the customer charged when the technician came but was not let in?"),
]

BE_SCREEN = [
    ("company10", "kinetra-help/pool-water-tests.md", "Entering a reading", ["Water Tests", "New reading"],
     "Дзе на планшэце ля басейна ўнесці новае вымярэнне хлору і pH?",
     "where on the poolside tablet to enter a new chlorine and pH reading?"),
    ("company11", "tripline-help/run-planner.md", "Swapping the vehicle on a run", ["Change vehicle"],
     "Аўтобус зламаўся, а рэйс ужо складзены. Як памяняць машыну на рэйсе ў Tripline?",
     "bus broke down and the run is already built - how to change the vehicle on the run?"),
    ("company13", "pawsmith-help/booking-appointments.md", "When a client does not turn up", ["Mark DNA"],
     "Кліент так і не прыйшоў на прызначаны прыём. Як гэта адзначыць у Pawsmith?",
     "client did not come to the appointment - how to record it in Pawsmith?"),
    ("company13", "pawsmith-help/booking-appointments.md", "Bookings made on the website", ["Online requests"],
     "Дзе знайсці і пацвердзіць запісы, якія кліенты пакінулі праз сайт клінікі?",
     "where to find and accept appointment requests clients made on the practice website?"),
    ("company14", "hopwright-help/taproom-till.md", "Closing the till", ["End session"],
     "Як закрыць касу ў тапруме ў канцы вечара?",
     "how to close the taproom till at the end of the night?"),
    ("company15", "hearthbook-help/rent-accounts.md", "A payment went on the wrong account", ["Transfer receipt"],
     "Аплату арандатара памылкова правялі на чужы рахунак. Як перакінуць яе на правільны?",
     "a tenant's payment was posted to the wrong account - how to move it to the right one?"),
    ("company17", "truewheel-help/fleet-care.md", "Taking a bike off hire", ["Off hire"],
     "Як зняць веласіпед з пракату, калі яму патрэбны рамонт?",
     "how to take a bike off hire when it needs repair?"),
    ("company20", "snareline-help/site-plans.md", "Adding a bait point to the plan", ["Add point"],
     "Як дадаць новую скрыню з прынадай на план аб'екта кліента ў Snareline?",
     "how to add a new bait box to a customer's site plan in Snareline?"),
]

BE_CONCEPT = [
    ("company11", "tripline-help/vehicle-checks.md", "Why a vehicle is greyed out", ["Return to service"],
     "Чаму мікрааўтобус у планавальніку рэйсаў шэры і яго немагчыма выбраць?",
     "why is a minibus grey in the run planner and cannot be chosen?"),
    ("company12", "accessio-help/outgoing-loans.md", 'Why a loan is stuck at "Awaiting facilities report"', ["Facilities report"],
     "Чаму пазыка экспанатаў ніяк не можа атрымаць адабрэнне і ўсё чакае нейкай справаздачы ад пляцоўкі?",
     "why can't an outgoing loan be approved and keeps waiting for a report from the venue?"),
    ("company14", "hopwright-help/casks.md", "Why casks go overdue", ["Overdue"],
     "Чаму бочкі на рахунку паба раптам сталі чырвонымі і навошта мы так сочым за бочкамі?",
     "why did casks on a pub's account turn red, and why do we chase casks so closely?"),
    ("company15", "hearthbook-help/damp-mould.md", "Why we call the tenant back after six weeks", ["Follow-up due"],
     "Навошта праз паўтара месяца пасля работ па цвілі зноў звязвацца з арандатарам?",
     "why contact the tenant again about six weeks after mould works?"),
    ("company16", "pantryline-help/warehouse.md", "Why we weigh everything", ["Stock days"],
     "Навошта на складзе ўзважваюць кожную пажэртву?",
     "why is every donation weighed at the warehouse?"),
    ("company17", "truewheel-help/workshop-jobs.md", "Estimates and the sixty-euro rule", ["Awaiting OK"],
     "Чаму ў майстэрні рамонт веласіпеда спыняецца, пакуль кліент не пагодзіцца на кошт?",
     "why does workshop repair stop until the customer agrees to the price?"),
    ("company18", "dibber-help/plots.md", "How vacant plots are offered", ["Accept plot|Pass"],
     "Як размяркоўваюцца вольныя ўчасткі і чаму не варта двойчы адмаўляцца ад прапановы?",
     "how are vacant plots offered, and why not refuse an offer twice?"),
    ("company19", "faderboard-help/playout-and-carts.md", "Why every cart is loudness-normalised", ["-23 LUFS"],
     "Чаму рэкламныя ролікі пасля загрузкі гучаць цішэй, чым у зыходным файле?",
     "why do adverts sound quieter after upload than in the original file?"),
]

COMBOS = [
    ("ru", "screen", RU_SCREEN), ("uk", "concept", UK_CONCEPT), ("be", "screen", BE_SCREEN),
    ("ru", "concept", RU_CONCEPT), ("uk", "screen", UK_SCREEN), ("be", "concept", BE_CONCEPT),
]


# pairs (language, kind, round) written in reverse order, chosen so that each
# corpus is split as evenly as possible between the dev and the test file
SWAP = {
    ("ru", "screen", 0), ("ru", "concept", 0), ("be", "concept", 0),
    ("be", "screen", 1), ("ru", "concept", 1), ("be", "concept", 1),
    ("uk", "concept", 2), ("be", "screen", 2), ("uk", "screen", 2),
    ("uk", "concept", 3), ("be", "screen", 3), ("be", "concept", 3),
}


def sections(page_text):
    """Map '## heading' -> section body, with ** removed."""
    out, head, buf = {}, None, []
    for line in page_text.splitlines():
        m = re.match(r"^##\s+(.*\S)\s*$", line)
        if m:
            if head is not None:
                out[head] = "\n".join(buf)
            head, buf = m.group(1), []
        elif head is not None:
            buf.append(line)
    if head is not None:
        out[head] = "\n".join(buf)
    return out


def check(corpus, doc, section, keywords):
    page = (HERE / corpus / doc).read_text(encoding="utf-8")
    flat = page.replace("**", "")
    secs = sections(flat)
    assert section in secs, (corpus, doc, section, list(secs))
    assert 1 <= len(keywords) <= 2, keywords
    for kw in keywords:
        for alt in kw.split("|"):
            assert alt in flat, (corpus, doc, alt)
            assert alt in secs[section], (corpus, doc, section, alt)
            assert f"**{alt}" in page or any(alt in b for b in re.findall(r"\*\*(.+?)\*\*", page, re.S)), \
                (corpus, doc, alt, "not inside bold")


def main():
    for _, _, items in COMBOS:
        assert len(items) == 8
    # interleave: rounds of consecutive pairs with the same language and kind,
    # so the even (dev) and odd (test) halves get the same mix
    order = []
    for r in range(4):
        for lang, kind, items in COMBOS:
            pair = items[2 * r: 2 * r + 2]
            if (lang, kind, r) in SWAP:
                pair = pair[::-1]
            for it in pair:
                order.append((lang, kind) + it)
    assert len(order) == 48

    stamp = subprocess.run(["date", "-u"], capture_output=True, text=True, check=True).stdout.strip()
    header = f"// written {stamp} by a helper from the help pages alone (no engine read, no run), frozen before any run"

    per_corpus = Counter()
    dev, test = [], []
    seen_q = set()
    for i, (lang, kind, corpus, doc, section, keywords, question, gloss) in enumerate(order):
        check(corpus, doc, section, keywords)
        assert question not in seen_q
        seen_q.add(question)
        per_corpus[corpus] += 1
        num = per_corpus[corpus]
        row = {
            "id": f"xl-c{corpus[len('company'):]}-{num:02d}",
            "question": question,
            "kind": kind,
            "expected": {"keywords": keywords},
            "expected_source": {"doc": doc, "section": section},
            "must_refuse": False,
            "note": f"{lang}: {gloss}",
            "corpus": corpus,
        }
        (dev if i % 2 == 0 else test).append(row)

    assert len(per_corpus) >= 9 and max(per_corpus.values()) <= 6, per_corpus
    langs = Counter(r["note"][:2] for r in dev + test)
    assert langs == {"ru": 16, "uk": 16, "be": 16}, langs

    for path, rows in ((DEV, dev), (TEST, test)):
        with path.open("w", encoding="utf-8") as f:
            f.write(header + "\n")
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")

    print(header)
    for name, rows in (("dev", dev), ("test", test)):
        print(name, len(rows))
        print("  lang  ", dict(sorted(Counter(r["note"][:2] for r in rows).items())))
        print("  kind  ", dict(sorted(Counter(r["kind"] for r in rows).items())))
        print("  lang x kind", dict(sorted(Counter((r["note"][:2], r["kind"]) for r in rows).items())))
        print("  corpus", dict(sorted(Counter(r["corpus"] for r in rows).items())))
    print("all corpora", dict(sorted(per_corpus.items())))


if __name__ == "__main__":
    main()
