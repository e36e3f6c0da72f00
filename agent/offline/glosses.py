"""What a sheet's note line says a column holds ("Ullage = pints claimed against the line", "Rtn = casks sent
back", "Qty = packs"; ingest/convert/legends.py): the register's own words for a short header. A question
names the column in those words as surely as by a synonym: "how many casks were sent back" asks for Rtn.

Only the gloss's head counts, its first words up to the first function word after them ("casks sent back"
of "casks sent back faulty/unsold on that drop"): the rest is circumstance, not a name."""

from tally.agent.offline.schema import ColumnInfo
from tally.agent.offline.sql_words import is_past_form, stem
from tally.ingest.text import latin_words
from tally.tools.table_terms import gloss_head_words

GLOSS_MENTION = 0.6  # below a header's own word (1.0), its synonym (0.7) and its abbreviation (0.8)


def gloss_head(column: ColumnInfo) -> list[str]:
    """Stems of the gloss's head: up to three content words, ending at the first function word after one."""
    return [stem(word) for word in gloss_head_words(column.gloss)]


def gloss_mention(column: ColumnInfo, stems: list[str], used: set[int]) -> tuple[float, list[int]]:
    """How strongly the question's words (`stems`) name the column by its gloss, and which words do: the
    share of the head's words said, scaled to GLOSS_MENTION; (0.0, []) for fewer than half of them."""
    head = gloss_head(column)
    if not head:
        return 0.0, []
    positions = [next(i for i, s in enumerate(stems) if s == target and i not in used)
                 for target in head if any(s == target and i not in used for i, s in enumerate(stems))]
    if 2 * len(positions) < len(head):
        return 0.0, []
    return GLOSS_MENTION * len(positions) / len(head), sorted(positions)


def counts_its_units(column: ColumnInfo, stems: list[str], subject: tuple[int, int]) -> bool:
    """'How many pints of ullage', 'how many volunteer hours': a word of the counted noun is the first word
    of what the column holds ("pints claimed", "hours given by everyone"), so its figures are added up
    rather than its rows counted."""
    head = gloss_head(column)
    return bool(head) and any(i < len(stems) and stems[i] == head[0] for i in range(*subject))


def names_events(column: ColumnInfo, stems: list[str], subject: tuple[int, int] | None) -> bool:
    """'How many ullage claims': the counted noun is the gloss's verb ("pints claimed"), the events the rows
    record, not the unit of the figures ("wheelchair users carried": users are the unit); rows are counted."""
    verbs = {stem(word) for word in latin_words(column.gloss or "") if is_past_form(word)} & set(gloss_head(column)[1:])
    return subject is not None and any(stems[i] in verbs for i in range(subject[0] + 1, subject[1]))
