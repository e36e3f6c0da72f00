"""Offline lookups: which keys a question names, whether the rows found answer it, and which of their
keys to follow next (order -> customer -> account manager).

An answer is made of lines copied from the rows found ("Account Manager: Mina Sato"), each with the
row's [n]: the line that names the asked field first, one more line only for each further field the
question asks for, and nothing else (a lookup answers, it does not dump the record).
"""

import re
from dataclasses import dataclass
from typing import Any

from tally.agent.offline.doc_fields import DOC_KINDS, choose_fields, document_context, document_fields, keyed_document
from tally.agent.offline.period_check import period_mismatch
from tally.agent.offline.doc_parties import addressee, named_parties, names_a_field
from tally.agent.offline.sql_cues import says_an_amount
from tally.agent.offline.field_types import asked_types, typed_lines, value_fit
from tally.agent.offline.label_by_meaning import by_meaning, record_rows
from tally.agent.offline.lookup_thing import passive_thing, passive_verb
from tally.agent.offline.sql_match import Question, names_stem
from tally.agent.offline.record_labels import label_of, line_score, names_label, past_verbs, record_lines, without_keys
from tally.agent.offline.units import text_stems
from tally.ingest.keys import find_ids
from tally.ingest.models import normalise_key
from tally.ingest.text import MONTHS, is_year

# Words of a lookup question that name no field: they never make a row "not yet answering".
# ("us" is a pronoun here, "charge us"; in a table's cells "the US" is a country, so it is no function word)
_FILLER = set(text_stems("us handle handles handled assigned responsible belong "
                            "belongs placed details information record related associated linked who whom "
                            "please which about refer refers referred relate relates"))
# "show me ...", "please find ...": a verb of asking, not a field ("on which show" asks a Show line)
_REQUEST = re.compile(r"(?:^|[,;:.]\s*|\b(?:and|please|you)\s+)(look|find|show|tell|give)\b|\b(look|find|show|tell|give)\s+(?:me|us)\b",
                      re.IGNORECASE)
_MEASURES = set(text_stems("amount value figure number sum"))
_MAX_ROWS = 3
_MAX_LINES = 3  # answer lines: one per asked field, at most this many
_MAX_FOLLOW = 2


@dataclass
class LookupAnswer:
    text: str
    missing: set[str]  # stems of what the question asks about that no row line mentions

    @property
    def complete(self) -> bool:
        return bool(self.text) and not self.missing

    def covered_by(self, text: str) -> bool:
        """Whether `text` (e.g. lines read from the key's document) mentions everything still missing."""
        found = set(text_stems(text))
        return all(any(names_stem(m, f) for f in found) for m in self.missing)


# Where a question starts asking another thing: ", and what ...", "; when ...".
_CLAUSE = re.compile(r"(?:,\s*|\s+)(?:and|or)\s+(?=(?:what|which|who|when|where|how)\b)|[,;]\s*(?=(?:what|which|who|when|where|how)\b)",
                     re.IGNORECASE)


# "What was it for?" asks the purpose of a record: the field a form calls its reason or purpose.
# ... as its own clause too: "which room was it in, and what was the hire for?"
_ASKS_PURPOSE = re.compile(r"(?:^\s*|[,;]\s*(?:and\s+)?|\band\s+)what\b[^,;]*\bfor\s*\??\s*$", re.IGNORECASE)
_PURPOSE = {stem for word in ("reason", "purpose") for stem in text_stems(word)}
# "all told", "altogether": the whole of what a record adds up to, its total
_ALL_TOLD = re.compile(r"\ball told\b|\baltogether\b|\bin total\b", re.IGNORECASE)
_TOTAL = set(text_stems("total"))
# "what does X do (here)": the work someone does, said by a Role, Position or Occupation line
_ASKS_WORK = re.compile(r"\bwhat\s+(?:does|did|do)\b[^,;?]*?\s+do\b", re.IGNORECASE)
_WORK = {stem for word in ("role", "position", "occupation") for stem in text_stems(word)}


def _asked(question: str, looked_up: set[str], found: list[Any], qualifiers: bool = False) -> set[str]:
    """Stems of what the question asks about: not the values looked up, nor the word naming their type
    ("invoice INV-2026-0042" asks about the invoice, not about a field called Invoice; "ordered on
    SO-10084" names the record whose key line reads "Order ID: SO-10084"). A measure word ("total
    amount") or a verb ("was charged") only qualifies the noun it goes with, so it is dropped when
    the question names anything else."""
    value_stems = {s for v in looked_up for s in text_stems(v)}
    typed = set()
    for value in looked_up:
        before = re.search(rf"(\w+)\W+{re.escape(value)}", question, re.IGNORECASE) if value else None
        if before:
            typed.update(text_stems(before.group(1)))
    # "Edith Marlow's volunteer number" over "Volunteer: Edith Marlow": the key line's label
    # followed by a numbering word asks another field ("Volunteer no."), not the record's type
    numbered = {s for m in re.finditer(r"([A-Za-z]+)\s+(?:number|no\.?|id|ref|reference|code)\b", question, re.I)
                for s in text_stems(m.group(1))}
    requests = {s for m in _REQUEST.finditer(question) for s in text_stems(m.group(1) or m.group(2))}
    asked = set(text_stems(question)) - value_stems - typed - _FILLER - requests - (
        _record_types(found, looked_up) - numbered)
    # "what was visit VIS-1 for?": its reason; "what does invoice X come to": its total
    purpose = (_PURPOSE if _ASKS_PURPOSE.search(question) else set()) | (
        _TOTAL if says_an_amount(Question.parse(question)) or _ALL_TOLD.search(question) else set()) | (
        _WORK if _ASKS_WORK.search(question) else set())
    if qualifiers:
        return asked | purpose  # the document path weighs every word of a label ("amount due" vs "payment due")
    kept: set[str] = set()
    for clause in _CLAUSE.split(question):
        # Each asked clause on its own: in "..., and what did the repair cost?" the verb is all it asks.
        words = asked & set(text_stems(clause))
        verbs = past_verbs(clause)
        dropped = _MEASURES | verbs
        # ... unless the clause asks for a type of value: in "how much was charged" the amount is asked.
        kept |= words - dropped if words - dropped or asked_types(clause) else words
    return (kept or asked) | purpose


def _record_types(found: list[Any], looked_up: set[str]) -> set[str]:
    """Label words of the lines that hold a looked-up key ("Order ID" of "Order ID: SO-10084")."""
    norms = {normalise_key(v) for v in looked_up}
    types: set[str] = set()
    for message in found:
        for _, row in record_rows(message):
            for line in row.text.splitlines():
                head, colon, value = line.partition(":")
                if colon and normalise_key(value) in norms:
                    types.update(text_stems(head))
    return types


_WHICH_NOUN = re.compile(r"\b(?:which|what)\s+([a-z]+(?:\s+[a-z]+)?)", re.IGNORECASE)


def _followed_fields(question: str, found: list[Any], first_turn: int, followed: set[str]) -> set[str]:
    """Label words of the lines of the question's own record whose values were followed as keys, that the
    question asks for ("which berth"), not those describing the way to the answer ("the customer billed")."""
    said = {s for m in _WHICH_NOUN.finditer(question) for s in text_stems(m.group(1))}
    return {s for m in found if m.turn == first_turn for _, row in record_rows(m) for line in record_lines(row.text)
            if normalise_key(line.partition(":")[2]) in followed for s in said if line_score(line, {s}, set())}


def _row_fits_better(found: list[Any], fields: list[Any], asked: set[str], keys: set[str]) -> bool:
    """Whether a workbook row found with the same key names more of the asked words than the fields the
    document gave: the key is then that row's record (an item's catalogue line), not the document's line."""
    if not asked:
        return False
    given = max((line_score(f.line, asked, keys) for f in fields), default=0)
    rows = [row for m in found for _, row in record_rows(m) if row.kind not in DOC_KINDS]
    return any(line_score(line, asked, keys) > given for row in rows for line in record_lines(row.text, keys))


def _title_words(title: str) -> set[str]:
    """Stems of a document title's words, its month names and years left out."""
    return {s for w in re.findall(r"[^\W_]+", title) if w.lower() not in MONTHS and not is_year(w)
            for s in text_stems(w)}


def answer_from_rows(question: str, found: list[Any], embed: Any = None) -> LookupAnswer:
    """The lines of the rows found that answer the question, best first, each with its [n]: the line
    naming the asked field, then one more line per asked field it leaves out, and nothing else. When no
    line's label shares a word with the question (another language, other words), `embed` (the run's
    embedder) matches the question's words to the labels by meaning."""
    looked_up = {m.call.arguments.get("value", "") for m in found}
    norms = {normalise_key(v) for v in looked_up}
    # A key followed from the question's record ("Berth: D-01") is a field of that record: it may answer
    # there, and its label stays asked when the question names it; in the followed rows it is their own
    # key line, a link.
    first_turn = min(m.turn for m in found)
    named = {normalise_key(m.call.arguments.get("value", "")) for m in found if m.turn == first_turn}
    links_in = {m.turn: (named if m.turn == first_turn else norms) for m in found}
    asked = _asked(question, looked_up, found) | _followed_fields(question, found, first_turn, norms - named)
    if keyed_document(found):
        mismatch = period_mismatch(question, found)
        if mismatch:
            return LookupAnswer(mismatch, set())
        # A document found by its ID (an invoice) answers from all its fields, header included.
        asked_all = _asked(question, looked_up, found, qualifiers=True)
        # "fee statement FS-2504": the words of the document's own title name it, not one of its fields
        titled = {s for m in found for row in m.result.rows if row.kind in DOC_KINDS for s in _title_words(row.title)}
        read = document_fields(found, question)
        fields = choose_fields(question, asked_all - named_parties(question, found, titled, read), read, embed,
                               document_context(found))
        if fields and _row_fits_better(found, fields, asked, norms):
            fields = []  # "the day rate for GN-20": the catalogue row says Day rate, the quote only Week rate
        elif not names_a_field(fields, asked_all - titled, question) and (party := addressee(found, question, asked_all, fields)):
            fields = [party]
        if fields:
            by_item: dict[int, list[str]] = {}
            for field in fields:
                by_item.setdefault(field.n, []).append(field.line)
            return LookupAnswer(_render(by_item), set())
    wanted = set(text_stems(question))
    fit = value_fit(question)
    scored: list[tuple[int, int, int, int, str]] = []  # (score, fit, hop, n, line)
    labels: dict[str, str] = {}  # line -> its label, glossed
    for message in found:
        rows = record_rows(message)
        # Of one lookup's rows, those whose document the question names ("the March register") first.
        titles = {n: len(set(text_stems(row.title)) & wanted) for n, row in rows}
        best_title = max(titles.values(), default=0)
        for number, row in rows:
            if titles[number] < best_title:
                continue
            # words naming the document ("on X's statement of account") chose it; they name no line of it,
            # unless one heads a line's label ("which locker" in a "locker log", "which club" of "Club or group"
            # in a club list). Its period ("its October statement") stays: a line may state it.
            heads = {next(iter(text_stems(line.partition(":")[0])), "") for line in record_lines(row.text, norms)}
            line_asked = asked - (_title_words(row.title) - heads) if titles[number] else asked
            for line in record_lines(row.text, norms):
                # A line holding a key looked up for these rows is a link between rows, not an answer.
                score = line_score(line, line_asked, links_in[message.turn], row.glosses)
                if score:
                    scored.append((score, fit(line), message.turn, number, line))
                    labels[line] = label_of(line, row.glosses)
    chosen = _cover(scored, question, asked, labels)
    lines = [(m.turn, n, line) for m in found for n, row in record_rows(m) for line in record_lines(row.text, norms)
             if normalise_key(line.partition(":")[2]) not in norms]
    record = [(n, line) for _, n, line in lines]
    own = [(n, line) for turn, n, line in lines if turn == first_turn]  # the record the question's key names
    thing = passive_thing(question, record, embed)  # "what was sold on X": the record's item line
    if thing is not None and thing not in chosen:
        chosen.insert(0, thing)
    worded = list(chosen)  # what the question's words name decides what is still missing
    if chosen:
        chosen += _typed(question, chosen, own, record, embed)[: max(0, _MAX_LINES - len(chosen))]
    if not chosen and embed is not None:
        chosen = by_meaning(question, found, norms, embed)
        # no label named by words or meaning: the question words' types still pick lines ("who hired it": a
        # name; "how much was the bill": an amount)
        chosen += _typed(question, chosen, own, record, embed)[: max(0, _MAX_LINES - len(chosen))]
        if chosen:
            answer: dict[int, list[str]] = {}
            for number, line in chosen:
                answer.setdefault(number, []).append(line)
            return LookupAnswer(_render(answer), set())
    covered = {s for _, line in worded for s in text_stems(line)}
    if thing is not None:
        covered |= set(text_stems(passive_verb(question) or ""))  # the item line answers "what was sold"
    titles = {s for m in found for _, row in record_rows(m) for s in text_stems(row.title)}
    missing = set().union(*(p for p in _phrases(question, asked - titles)
                            if not any(names_stem(a, s) for a in p for s in covered)))
    if not chosen:
        links: dict[int, list[str]] = {}
        _add_links(found, links)
        if links and not missing:  # the path to a record says nothing of a field none of its lines names
            return LookupAnswer(_render(links), missing)
        rows = record_rows(found[0])
        if not rows or asked:
            # The rows do not name what was asked: no answer from them (the engine reads on), rather
            # than the record's first lines. With nothing asked ("details of SO-1"), the record is it.
            return LookupAnswer("", missing)
        number, row = rows[0]
        return LookupAnswer("; ".join(record_lines(row.text, norms)[:6]) + f" [{number}].", missing)
    links = {}
    _add_links(found, links, answered={n for n, _ in chosen})
    answer = {}
    for number, line in chosen:
        if line not in links.get(number, []):  # the path already says it
            answer.setdefault(number, []).append(line)
    # The path that led to the answer (order -> customer) reads first, then the answer itself.
    return LookupAnswer(" ".join(t for t in (_render(links), _render(answer)) if t), missing)


def _cover(scored: list[tuple[int, int, int, int, str]], question: str, asked: set[str],
           labels: dict[str, str]) -> list[tuple[int, str]]:
    """(n, line) pairs, best first: each further line must name an asked field the ones before do not
    (the same department on two registers is said once). Words asked next to each other name one
    field ("sales order", "email address"): a line naming either word answers both."""
    phrases = _phrases(question, asked)
    unsaid = asked - set().union(*phrases)
    if unsaid:
        phrases.append(unsaid)  # asked without being written ("what was it for?": its reason or purpose)
    chosen: list[tuple[int, str]] = []
    done: set[int] = set()
    # of one record's lines naming the same asked words, the one whose label is nothing else ("Agency", not
    # "Agency no."); the record found first still comes before one reached through it
    for _, _, _, number, line in sorted(scored, key=lambda x: (-x[0], -x[1], x[2], -_only_asked(x[4], asked), x[3])):
        head, colon, _ = line.partition(":")
        head = labels.get(line, head)
        gains = {k for k, phrase in enumerate(phrases)
                 if k not in done and any(names_label(a, head if colon else line, bool(colon)) for a in phrase)}
        if gains and all(line != other for _, other in chosen):
            chosen.append((number, line))
            done |= gains
        if len(chosen) == _MAX_LINES or len(done) == len(phrases):
            break
    return chosen


def _typed(question: str, chosen: list[tuple[int, str]], own: list[tuple[int, str]], record: list[tuple[int, str]],
           embed: Any) -> list[tuple[int, str]]:
    """typed_lines, from the record the question's key names first: "the day loan L went out" is
    L's own date, not the date the card it links to was issued."""
    question = without_keys(question)
    added = typed_lines(question, chosen, own, embed)
    return added + typed_lines(question, chosen + added, record, embed)


def _only_asked(line: str, asked: set[str]) -> bool:
    head, colon, _ = line.partition(":")
    return bool(colon) and set(text_stems(head)) <= asked


def _phrases(question: str, asked: set[str]) -> list[set[str]]:
    """Runs of asked words that stand next to each other in the question."""
    phrases: list[set[str]] = []
    current: set[str] = set()
    for word in re.findall(r"[\w'-]+", question):
        stems = set(text_stems(word)) & asked
        if stems:
            current |= stems
        elif current:
            phrases.append(current)
            current = set()
    if current:
        phrases.append(current)
    return phrases


def _render(lines: dict[int, list[str]]) -> str:
    return " ".join(f"{'; '.join(lines[n])} [{n}]." for n in lines)


def _add_links(found: list[Any], by_item: dict[int, list[str]], answered: set[int] = frozenset()) -> None:
    """When the answer came from a followed key, show the line of the first row that links to it
    ("Customer: Glenmoor Clinics" in the order's row)."""
    first_turn = min(m.turn for m in found)
    followed = {normalise_key(m.call.arguments.get("value", "")) for m in found if m.turn != first_turn}
    first_numbers = {num for m in found if m.turn == first_turn for num in m.numbers}
    if not followed or (answered and all(n in first_numbers for n in answered)):
        return
    for message in found:
        if message.turn != first_turn:
            continue
        for number, row in record_rows(message):
            links = [line for line in record_lines(row.text) if normalise_key(line.partition(":")[2]) in followed]
            if links:
                by_item[number] = list(dict.fromkeys(links[:1] + by_item.get(number, [])))
                return


def keys_to_follow(question: str, found: list[Any], asked: set[str]) -> list[str]:
    """Other keys of the latest rows, those named in the question first, not looked up before."""
    done = {normalise_key(v) for v in asked}
    latest = max(m.turn for m in found)
    wanted = set(text_stems(question))
    candidates: list[tuple[int, str]] = []
    for message in found:
        if message.turn != latest:
            continue
        # rows carrying the looked-up value first; a keyed document's other chunks were read along with it
        rows = sorted(record_rows(message), key=lambda pair: pair[1].matched_key == "Document")
        for _, row in rows[:_MAX_ROWS]:
            # In a pipe table only the looked-up key's own row links onwards.
            own = {normalise_key(part.partition(":")[2]) for part in record_lines(row.text, done)}
            for key in row.other_keys:
                if normalise_key(key.value) in done or "@" in key.value:
                    continue
                if row.kind in DOC_KINDS and not find_ids(key.value):
                    continue  # a document's name fields ("Bill to: ...") find it; it links onwards by its IDs
                if " | " in row.text and normalise_key(key.value) not in own:
                    continue
                named = bool(set(text_stems(key.name)) & wanted)
                candidates.append((0 if named else 1, key.value))
    ordered = [value for _, value in sorted(candidates, key=lambda c: c[0])]
    return list(dict.fromkeys(ordered))[:_MAX_FOLLOW]
