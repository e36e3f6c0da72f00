"""The row chunks of one sheet, built on demand a batch at a time.

A 300,000-row sheet held as Chunk objects was ~4 KB of Python objects per row (1.2 GB), on top of the
rows themselves. A converter therefore keeps a sheet's rows once (the table the SQL loader needs anyway)
and describes their chunks with a `SheetRows`: the pipeline builds the rows that get a dense vector up
front (they are split and embedded before the swap), and the rest batch by batch while the catalog and
the index are written (ingest/chunk_stream.py numbers them). `Document.lazy_rows` holds these.
"""

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from tally.ingest.convert.sheet_table import is_blank
from tally.ingest.keys import find_ids, format_value, make_key
from tally.ingest.models import Chunk, Document, Key, Location

# every ID pattern has a digit: a cheap pre-check before the ID regex
_HAS_DIGIT = frozenset("0123456789")


@dataclass
class SheetRows:
    """Rows `start`.. of one sheet's table, whose chunks come after `doc.chunks[:after]`."""

    doc_id: str
    sheet: str
    crumbs: list[str]
    headers: list[str]
    rows: list[list[Any]]  # shared with the sheet's TableData, not copied
    row_numbers: list[int]
    key_columns: list[str]
    after: int
    start: int = 0
    base: int = -1  # position of the chunk of rows[start], set by ingest/chunk_stream.py
    _key_index: list[int] = field(default_factory=list, repr=False)
    _key_set: frozenset[str] = field(default_factory=frozenset, repr=False)
    _template: Chunk | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        self._key_index = [self.headers.index(c) for c in self.key_columns]
        self._key_set = frozenset(self.key_columns)

    def __len__(self) -> int:
        return len(self.rows) - self.start

    def chunk(self, index: int, with_keys: bool = True) -> Chunk:
        """The unnumbered chunk of rows[index] (id and position come from the numbering). `with_keys=False`:
        without its keys, for the index, which reads only the text (the catalog stores the keys)."""
        row = self.rows[index]
        lines = [f"{header}: {format_value(value)}" for header, value in zip(self.headers, row) if value is not None]
        keys: list[Key] = []
        if with_keys:
            keys = [make_key(self.key_columns[j], row[i]) for j, i in enumerate(self._key_index) if not is_blank(row[i])]
            for header, value in zip(self.headers, row):
                if header not in self._key_set and isinstance(value, str) and not _HAS_DIGIT.isdisjoint(value):
                    keys.extend(make_key(header, found) for found in find_ids(value))
        if self._template is None:
            # model_construct costs ~16 µs a chunk (it walks every field and default); a shallow copy of a
            # template built once costs ~4: 600,000 rows (built for the catalog, then for the index) save ~8 s
            location = Location.model_construct(sheet=self.sheet, row=0, section=" > ".join(self.crumbs))
            self._template = Chunk.model_construct(id="", doc_id=self.doc_id, position=0, kind="row", text="",
                                                   breadcrumbs=[], location=location, keys=[])
        location = self._template.location.__copy__()
        location.__dict__["row"] = self.row_numbers[index]
        chunk = self._template.__copy__()
        # every list field gets its own list: a shallow copy would share the template's
        chunk.__dict__.update(text="\n".join(lines), breadcrumbs=list(self.crumbs), location=location, keys=keys,
                              sibling_ids=[], groups=["public"])
        return chunk

    def chunks(self, lo: int, hi: int) -> Iterator[Chunk]:
        """Chunks of rows[lo:hi] (absolute indexes into `rows`)."""
        return (self.chunk(i) for i in range(lo, hi))

    def count_up_to(self, row_number: int) -> int:
        """How many of rows[start:] have a sheet row number <= `row_number` (a prefix: numbers ascend)."""
        count = 0
        for number in self.row_numbers[self.start :]:
            if number > row_number:
                break
            count += 1
        return count


def build_rows_up_to(doc: Document, row_number: int) -> Document:
    """Build the chunks of every sheet row numbered <= `row_number` (all rows when it is negative) into
    `doc.chunks`, in place; the rest stay in `doc.lazy_rows`. Returns `doc`."""
    shift = 0
    remaining = []
    for source in doc.lazy_rows:
        source.after += shift
        take = len(source) if row_number < 0 else source.count_up_to(row_number)
        if take:
            built = list(source.chunks(source.start, source.start + take))
            doc.chunks[source.after:source.after] = built
            source.after += take
            source.start += take
            shift += take
        if len(source):
            remaining.append(source)
    doc.lazy_rows = remaining
    return doc
