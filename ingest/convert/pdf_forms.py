"""Form-like PDF layouts read as "Label: value" lines instead of a table or run-together prose.

Two layouts of business documents carry fields, not records:
- a ruled grid of label/value pairs ("Invoice No. | QFI-2294 | Issue date | 4 July 2025"): as a table,
  its first pair became the column names and every other pair a data row;
- labelled boxes side by side ("Bill to" over an address, "Remit to" over bank details): read line by
  line, the two boxes' lines ran together ("Veldon Offices LLP Quillmoor Facility Services Ltd").
Both come out as one line per field ("Bill to: Veldon Offices LLP, Veldon House, ..."), the form the
document-field reader and the extractive answers already read.
"""

import re
from dataclasses import replace
from statistics import median

from tally.ingest.convert.pdf_layout import Line, Segment

Box = tuple[float, float, float, float]
_DIGIT = re.compile(r"\d")
_LETTER = re.compile(r"[^\W\d_]")
_MAX_FORM_ROWS = 12  # a grid of more pairs than this is a table of records, whatever its cells hold
_MAX_LABEL_WORDS = 5
_ALIGN_PTS = 6.0  # a box's lines start within this distance of its label
_SENTENCE_BREAK = re.compile(r"[a-z]{3}[.;] +[A-Z]")  # "date. Terms apply", not "Mrs J. Smith"
_MAX_VALUE_WORDS = 8
_TITLE_SIZE = 1.25  # a line this much larger than the lines under it is their title


def is_label(text: str) -> bool:
    """A field label: a few words with letters and no figures ("Due date", "Bill to:", "Invoice No.")."""
    text = text.strip()
    if not text or not _LETTER.search(text) or _DIGIT.search(text) or len(text.split()) > _MAX_LABEL_WORDS:
        return False
    # a sentence ends with a full stop; an abbreviation ("Invoice No.", "Ref.") is a short word with one
    return not text.endswith((",", ";")) and (not text.endswith(".") or len(text.split()[-1]) <= 4)


def is_form_grid(rows: list[list[str]]) -> bool:
    """Label/value pairs side by side in every row: an even number of columns, each even column a
    distinct label in every row (a last row may leave its later pairs empty), and a first row holding a
    figure among its values (a data table's first row is its header, labels only)."""
    width = len(rows[0])
    if width % 2 or len(rows) > _MAX_FORM_ROWS or any(len(row) != width for row in rows):
        return False
    labels = [row[c] for row in rows for c in range(0, width, 2) if row[c].strip() or row[c + 1].strip()]
    if not all(is_label(label) for label in labels) or len(set(labels)) != len(labels):
        return False
    return any(_DIGIT.search(rows[0][c]) for c in range(1, width, 2))


def form_lines(rows: list[list[str]], cells: list[list[Box | None]], size: float) -> list[Line]:
    """One line per filled pair, in reading order (row by row, left to right); `cells` are the rows'
    cell boxes (x0, top, x1, bottom), so each line spans its own label and value only."""
    lines = []
    for row, boxes in zip(rows, cells, strict=True):
        for step, c in enumerate(range(0, len(row), 2)):
            label, value = boxes[c], boxes[c + 1] if c + 1 < len(boxes) else None
            if not row[c + 1].strip() or label is None:
                continue
            x0, top, _, bottom = label
            x1 = value[2] if value is not None else label[2]
            text = f"{row[c].rstrip(':').strip()}: {row[c + 1].strip()}"
            # tops a hair apart keep the pairs of one row in order and in one paragraph
            lines.append(Line(top=top + 0.01 * step, bottom=bottom, x0=x0, x1=x1, size=size, bold=False,
                              segments=[Segment(x0, x1, text)], is_field=True))
    return lines


def labelled_boxes(lines: list[Line]) -> list[Line]:
    """`lines` with each block of side-by-side labelled boxes rewritten as one line per box, and each
    "Label:" segment followed by its value ("Account type:" | "Farm") set on a line of its own."""
    lines = [part for line in lines for part in _inline_pairs(line)]
    out: list[Line] = []
    i = 0
    while i < len(lines):
        fields = _field_list(lines, i)
        block = [] if fields else _box_block(lines, i)
        beside = [] if fields or block else _box_beside_fields(lines, i)
        staggered = [] if fields or block or beside else _box_beside_staggered_fields(lines, i)
        bare = [] if fields or block or beside or staggered else _bare_label_box(lines, i)
        if bare:
            out.extend(_bare_box_lines(bare))
            i += len(bare)
        elif staggered:
            out.extend(_staggered_lines(staggered))
            i += len(staggered)
        elif fields:
            out.extend(_pair_line(line) for line in fields)
            i += len(fields)
        elif block:
            out.extend(_box_lines(block))
            i += len(block)
        elif beside:
            out.extend(_split_box(beside))
            i += len(beside)
        else:
            out.append(lines[i])
            i += 1
    return out


def _box_beside_fields(lines: list[Line], start: int) -> list[Line]:
    """A "Label:" box on the left ("Invoice to:" over an address) beside a column of fields on the right
    ("Invoice PBE-1", "Issued: 19 October", "Due by: ..."): the first line's two segments, then close lines
    with a segment under the label, and the right column's lines holding "Label:" fields of their own (two
    at least). Read line by line, the box's label took the right column's first line for its value."""
    head = lines[start]
    if len(head.segments) != 2 or not head.segments[0].text.endswith(":") or not is_label(head.segments[0].text):
        return []
    label_x, right_x = head.segments[0].x0, head.segments[1].x0
    block = [head]
    for line in lines[start + 1:]:
        near = line.top - block[-1].bottom < 2.5 * line.size
        if not near or abs(line.segments[0].x0 - label_x) > _ALIGN_PTS or len(line.segments) > 2 \
                or len(line.segments) == 2 and abs(line.segments[1].x0 - right_x) > _ALIGN_PTS:
            break
        block.append(line)
    right = [line.segments[1].text for line in block[1:] if len(line.segments) == 2]
    fields = [text for text in right if ":" in text and is_label(text.split(":", 1)[0])]
    return block if len(block) >= 3 and len(fields) >= 2 else []


def _box_beside_staggered_fields(lines: list[Line], start: int) -> list[Line]:
    """A "Label:" box on the left beside a column of fields on the right whose lines fall between the box's
    ("Invoice to:" | "Invoice No." | "AB-1", then "Orla Brennan", "Issued" | "18 Nov", "2 Quay Road", ...): the
    two columns are set in different sizes, so no box line shares a line with a field. The first line, then
    close lines that are either box lines (one segment under the label, ending before the right column) or
    field lines (starting in the right column); a box line at least, and two fields at least. Read line by
    line, the box's label took the right column's first label for its value and the box's larger lines read
    as headings."""
    head = lines[start]
    if len(head.segments) < 2 or not head.segments[0].text.endswith(":") or not is_label(head.segments[0].text):
        return []
    label_x, right_x = head.segments[0].x0, head.segments[1].x0
    block, box_bottom, right_bottom = [head], head.bottom, head.bottom
    boxed = fields = 0
    for line in lines[start + 1:]:
        if len(line.segments) == 1 and abs(line.x0 - label_x) <= _ALIGN_PTS and line.x1 < right_x \
                and line.top - box_bottom < 2.5 * line.size:
            boxed, box_bottom = boxed + 1, line.bottom
        elif line.x0 >= right_x - _ALIGN_PTS and line.top - right_bottom < 2.5 * line.size:
            fields, right_bottom = fields + _is_field_line(line), line.bottom
        else:
            break
        block.append(line)
    return block if boxed and fields + _is_field_line(_right_part(head)) >= 2 else []


def _bare_label_box(lines: list[Line], start: int) -> list[Line]:
    """A label alone on its line, without a colon ("Bill to"), over a box of lines, beside the fields of a
    ruled grid read already ("Date issued: 03/11/2026") whose lines fall between the box's: the first line,
    then close lines that are either box lines (one segment under the label) or those fields (right of the
    label); two box lines and a field at least, or it is a heading over short lines, not a form."""
    head = lines[start]
    if len(head.segments) != 1 or head.is_field or head.text.rstrip().endswith(":") or not is_label(head.text):
        return []
    block, boxed, fields = [head], 0, 0
    for line in lines[start + 1:]:
        if line.top - block[-1].bottom >= 2.5 * line.size:
            break
        if len(line.segments) == 1 and not line.is_field and abs(line.x0 - head.x0) <= _ALIGN_PTS \
                and line.size * _TITLE_SIZE >= head.size:  # a title over the letterhead is no label
            boxed += 1
        elif line.is_field and line.x0 > head.x1:
            fields += 1
        else:
            break
        block.append(line)
    right = min((line.x0 for line in block if line.is_field), default=0.0)
    beside = all(line.x1 < right for line in block[1:] if not line.is_field)  # the box ends before the fields
    return block if boxed >= 2 and fields and beside else []


def _bare_box_lines(block: list[Line]) -> list[Line]:
    """The box as one "Label: line, line, ..." line, then the fields beside it as they were."""
    head = block[0]
    boxed = [line for line in block[1:] if not line.is_field]
    text = f"{head.text.strip()}: {', '.join(line.text for line in boxed)}"
    box = Line(top=head.top, bottom=boxed[-1].bottom, x0=head.x0, x1=head.x1, size=head.size, bold=False,
               segments=[Segment(head.x0, head.x1, text)], is_field=True)
    return [box] + [line for line in block[1:] if line.is_field]


def _right_part(line: Line) -> Line:
    part = line.segments[1:]
    return Line(top=line.top + 0.001, bottom=line.bottom, x0=part[0].x0, x1=part[-1].x1, size=line.size,
                bold=False, segments=part, is_field=True)


def _is_field_line(line: Line) -> bool:
    """A label and its value: two segments, the first a label ("Issued" | "18 Nov"), or "Label: value"."""
    if len(line.segments) == 2:
        return is_label(line.segments[0].text)
    label, colon, value = line.text.partition(":")
    return bool(colon and value.strip()) and is_label(label)


def _staggered_lines(block: list[Line]) -> list[Line]:
    """The box as one "Label: line, line, ..." line, then the right column's lines, each pair as "Label: value"."""
    head, label = block[0], block[0].segments[0]
    boxed = [line for line in block[1:] if line.x0 < head.segments[1].x0 - _ALIGN_PTS]
    text = f"{label.text.rstrip(':').strip()}: {', '.join(line.text for line in boxed)}"
    box = Line(top=head.top, bottom=boxed[-1].bottom, x0=label.x0, x1=label.x1, size=head.size, bold=False,
               segments=[Segment(label.x0, label.x1, text)], is_field=True)
    right = [_right_part(head)] + [line for line in block[1:] if line not in boxed]
    return [box] + [_pair_line(line) if len(line.segments) == 2 and _is_field_line(line)
                    else replace(line, bold=False, is_field=True) for line in right]


def _split_box(block: list[Line]) -> list[Line]:
    """The box as one "Label: line, line, ..." line, then each right-hand segment as a line of its own."""
    head = block[0]
    label, first = head.segments
    box = ", ".join(line.segments[0].text for line in block[1:])
    out = [Line(top=head.top, bottom=block[-1].bottom, x0=label.x0, x1=label.x1, size=head.size, bold=False,
                segments=[Segment(label.x0, label.x1, f"{label.text.rstrip(':').strip()}: {box}")], is_field=True)]
    for n, line in enumerate(block):
        part = first if n == 0 else (line.segments[1] if len(line.segments) == 2 else None)
        if part is not None:
            out.append(Line(top=line.top + 0.001, bottom=line.bottom, x0=part.x0, x1=part.x1, size=line.size,
                            bold=False, segments=[part], is_field=True))
    return out


def _inline_pairs(line: Line) -> list[Line]:
    """A line holding a "Label:" segment and its value segment beside other text ("Orrin Beck Farm" |
    "Account:" | "CN-40736"): the other text and each pair as lines of their own, in reading order."""
    segments = line.segments
    # ("Invoice to:" | "Invoice No." | "AB-1": the label heads a box below; the next label has its own value)
    pairs = [k for k in range(len(segments) - 1) if segments[k].text.endswith(":") and is_label(segments[k].text)
             and not segments[k + 1].text.endswith(":") and not _labels_a_figure(segments[k + 1:])]
    if not pairs or len(segments) < 3:
        return [line]
    parts: list[tuple[Segment, bool]] = []  # (segment, is a field)
    k = 0
    while k < len(segments):
        if k in pairs:
            label, value = segments[k], segments[k + 1]
            parts.append((Segment(label.x0, value.x1, f"{label.text} {value.text}"), True))
            k += 2
        else:
            parts.append((segments[k], False))
            k += 1
    # pieces of one line: none of them is a heading, whatever its font
    return [Line(top=line.top + 0.001 * n, bottom=line.bottom, x0=part.x0, x1=part.x1, size=line.size,
                 bold=line.bold and not pair, segments=[part], is_field=True) for n, (part, pair) in enumerate(parts)]


def _labels_a_figure(segments: list[Segment]) -> bool:
    return len(segments) >= 2 and is_label(segments[0].text) and bool(_DIGIT.search(segments[1].text))


def _field_list(lines: list[Line], start: int) -> list[Line]:
    """The lines from `start` that list fields one under another, label left and value right ("Vehicle" |
    "Blue Transit", "Engineer" | "Omar Haddad", "Quoted price" | "GBP 310.00"): every line two segments
    starting where the first line's do, every left one a distinct label, figures among the values. Read
    as boxes side by side, the first pair would head two columns and every label become a value."""
    head = lines[start]
    if len(head.segments) != 2:
        return []
    label_x, value_x = head.segments[0].x0, head.segments[1].x0
    block = [head]
    for line in lines[start + 1:]:
        near = line.top - block[-1].bottom < 2.5 * line.size
        if not near or len(line.segments) != 2 or abs(line.segments[0].x0 - label_x) > _ALIGN_PTS \
                or abs(line.segments[1].x0 - value_x) > _ALIGN_PTS:
            break
        block.append(line)
    labels = [line.segments[0].text for line in block]
    values = [line.segments[1].text for line in block]
    if len(block) < 3 or not all(is_label(label) for label in labels) or len(set(labels)) < len(labels):
        return []
    # A box beside an address holds wrapped prose ("net 30 days from the invoice. Terms apply to all"), a
    # field one short value; boxes side by side hold addresses, whose left lines have figures ("12 Dock Road").
    if any(_SENTENCE_BREAK.search(value) or len(value.split()) > _MAX_VALUE_WORDS for value in values):
        return []
    return block if any(_DIGIT.search(value) for value in values) else []


def _pair_line(line: Line) -> Line:
    label, value = line.segments
    text = f"{label.text.rstrip(':').strip()}: {value.text.strip()}"
    return Line(top=line.top, bottom=line.bottom, x0=label.x0, x1=value.x1, size=line.size, bold=False,
                segments=[Segment(label.x0, value.x1, text)], is_field=True)


def _box_block(lines: list[Line], start: int) -> list[Line]:
    """The lines from `start` that form boxes: a first line of 2-3 labels, then close lines whose every
    segment starts where one of the labels does."""
    head = lines[start]
    if not 2 <= len(head.segments) <= 3 or not all(is_label(s.text) for s in head.segments):
        return []
    starts = [s.x0 for s in head.segments]
    block = [head]
    for line in lines[start + 1:]:
        near = line.top - block[-1].bottom < 2.5 * line.size
        aligned = all(any(abs(s.x0 - x) <= _ALIGN_PTS for x in starts) for s in line.segments)
        # labels are not set larger than what they label (a title line over an address is a heading)
        if not (near and aligned and len(line.segments) <= len(starts) and head.size <= 1.15 * line.size):
            break
        block.append(line)
    # boxes side by side: some line has text under two labels at once
    return block if any(len(line.segments) >= 2 for line in block[1:]) else []


def _box_lines(block: list[Line]) -> list[Line]:
    head, body = block[0], block[1:]
    starts = [s.x0 for s in head.segments]
    size = median(line.size for line in body)
    out = []
    for k, label in enumerate(head.segments):
        x_end = starts[k + 1] if k + 1 < len(starts) else float("inf")
        parts = [s.text for line in body for s in line.segments if starts[k] - _ALIGN_PTS <= s.x0 < x_end - _ALIGN_PTS]
        if parts:
            text = f"{label.text.rstrip(':').strip()}: {', '.join(parts)}"
            out.append(Line(top=head.top + 0.01 * k, bottom=block[-1].bottom, x0=label.x0, x1=label.x1, size=size,
                            bold=False, segments=[Segment(label.x0, label.x1, text)], is_field=True))
    return out
