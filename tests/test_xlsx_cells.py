"""The streaming worksheet reader gives exactly the values openpyxl's read-only mode gives.

Compared value by value, types included, against real openpyxl on: the sample workbooks, public WTQ
workbooks, a workbook openpyxl writes with every native type, and hand-built packages holding what
openpyxl does not write itself but Excel and other tools do (shared and rich-text strings, cells and rows
without references, formulas with cached values, errors, ISO dates, the 1904 date system, a namespace
prefix, gaps, out-of-order rows).
"""

import io
import random
import re
import zipfile
from datetime import date, datetime, time, timedelta

import pytest
from openpyxl import Workbook, load_workbook

from tally.ingest.convert.excel import convert_xlsx
from tally.ingest.convert.xlsx_cells import read_sheets
from tally.ingest.errors import ConversionError

MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"


def openpyxl_sheets(raw: bytes) -> list[tuple[str, list[tuple[int, list]]]]:
    workbook = load_workbook(io.BytesIO(raw), read_only=True, data_only=True)
    try:
        out = []
        for sheet in workbook.worksheets:
            sheet.reset_dimensions()
            rows = [(n, list(values)) for n, values in enumerate(sheet.iter_rows(min_row=1, values_only=True), 1)]
            out.append((sheet.title, rows))
        return out
    finally:
        workbook.close()


def typed(sheets: list) -> list:
    """Values with their exact types, so 1 == 1.0 == True cannot hide a difference."""
    return [(title, [(n, [(type(v).__name__, v) for v in row]) for n, row in grid]) for title, grid in sheets]


def assert_same_as_openpyxl(raw: bytes) -> None:
    assert typed(read_sheets(raw)) == typed(openpyxl_sheets(raw))


def package(sheets: dict[str, str], shared: list[str] | None = None, date1904: bool = False, prefix: str = "") -> bytes:
    """A minimal .xlsx: `sheets` maps names to <sheetData> inner XML; style 1 is a date, 2 a duration."""
    p = f"{prefix}:" if prefix else ""
    xmlns = f'xmlns{":" + prefix if prefix else ""}="{MAIN}"'
    names = list(sheets)
    files = {
        "[Content_Types].xml": (
            '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
            'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
            'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
            'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
            '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.'
            'spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.'
            'openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
            + "".join(f'<Override PartName="/xl/worksheets/sheet{i}.xml" ContentType="application/vnd.openxmlformats-'
                      'officedocument.spreadsheetml.worksheet+xml"/>' for i in range(1, len(names) + 1))
            + "</Types>"
        ),
        "_rels/.rels": (
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1"'
            ' Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument"'
            ' Target="xl/workbook.xml"/></Relationships>'
        ),
        "xl/workbook.xml": (
            f'<workbook xmlns="{MAIN}" xmlns:r="{REL}"><workbookPr date1904="{int(date1904)}"/><sheets>'
            + "".join(f'<sheet name="{n}" sheetId="{i}" r:id="rId{i}"/>' for i, n in enumerate(names, 1))
            + "</sheets></workbook>"
        ),
        "xl/_rels/workbook.xml.rels": (
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            + "".join(f'<Relationship Id="rId{i}" Type="{REL}/worksheet" Target="worksheets/sheet{i}.xml"/>'
                      for i in range(1, len(names) + 1))
            + f'<Relationship Id="rIdS" Type="{REL}/styles" Target="styles.xml"/>'
            + f'<Relationship Id="rIdT" Type="{REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>'
        ),
        "xl/styles.xml": (
            f'<styleSheet xmlns="{MAIN}"><numFmts count="1"><numFmt numFmtId="164" formatCode="[h]:mm:ss"/></numFmts>'
            '<fonts count="1"><font/></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills>'
            '<borders count="1"><border/></borders>'
            '<cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0"/>'
            '<xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs>'
            '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>'
        ),
        "xl/sharedStrings.xml": f'<sst xmlns="{MAIN}">' + "".join(shared or []) + "</sst>",
    }
    for i, data in enumerate(sheets.values(), 1):
        data = re.sub(r"<(/?)(\w+)", rf"<\1{p}\2", data)
        files[f"xl/worksheets/sheet{i}.xml"] = (
            f'<?xml version="1.0" encoding="UTF-8"?>\n<{p}worksheet {xmlns}>\n  <{p}sheetData>{data}</{p}sheetData>'
            f"</{p}worksheet>"
        )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return buffer.getvalue()


SHARED = ['<si><t>plain</t></si>', '<si><r><t>rich </t></r><r><rPr><b/></rPr><t>text</t></r></si>',
          '<si><t xml:space="preserve">  spaced  </t><rPh sb="0" eb="1"><t>phonetic</t></rPh></si>', '<si><t/></si>',
          '<si><t>a_x005F_b</t></si>']

TRICKY = (
    '<row r="2" spans="1:9"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="C2" t="s"><v>2</v></c>'
    '<c r="D2" t="s"><v>3</v></c><c r="E2" t="s"><v>4</v></c><c r="F2" t="b"><v>1</v></c><c r="G2" t="b"><v>0</v></c>'
    '<c r="H2" t="e"><v>#N/A</v></c><c r="I2" t="str"><f>A1&amp;B1</f><v>joined &lt;text&gt;</v></c></row>'
    '<row r="3"><c r="A3"><f>1+1</f><v>2</v></c><c r="B3" s="1"><v>45658</v></c><c r="C3" s="1"><v>45658.75</v></c>'
    '<c r="D3" s="2"><v>1.5</v></c><c r="E3"><v>1E3</v></c><c r="F3"><v>-0.25</v></c><c r="G3"><v>007</v></c>'
    '<c r="H3"><f>NA()</f></c><c r="I3" t="d"><v>2026-03-04T05:06:07</v></c></row>'
    '<row r="5"><c t="inlineStr"><is><t>no ref</t></is></c><c><v>3</v></c><c r="E5" t="inlineStr"><is><r><t>in</t></r>'
    '<r><t>line</t></r></is></c><c t="inlineStr"><is><t></t></is></c><c r="H5" s="1"/><c r="ab5"><v>9</v></c></row>'
    '<row><c r="B6"><v>4</v></c></row><row r="4"><c r="A4"><v>5</v></c></row><row r="8"/>'
    '<row r="9"><c r="C9"><v>6</v></c><c r="A9"><v>7</v></c></row>'
)


@pytest.mark.parametrize("prefix", ["", "x"])
@pytest.mark.parametrize("date1904", [False, True])
def test_hand_built_packages_read_as_openpyxl_reads_them(prefix, date1904):
    raw = package({"Data": TRICKY, "Empty": "", "Second": '<row r="3"><c r="B3" t="s"><v>1</v></c></row>'},
                  shared=SHARED, date1904=date1904, prefix=prefix)
    assert_same_as_openpyxl(raw)
    sheets = dict(read_sheets(raw))
    assert sheets["Data"][1][1][:5] == ["plain", "rich text", "  spaced  ", "", "a_b"]
    assert sheets["Empty"] == []


def test_every_native_type_openpyxl_writes():
    rng = random.Random(11)
    workbook = Workbook()
    sheet = workbook.active
    sheet.title = "Types"
    sheet.append(["Text", "Int", "Float", "Bool", "Date", "Datetime", "Time", "Duration", "Empty"])
    for n in range(300):
        sheet.append([f"ID-{n:04d} ünï", rng.randint(-10**12, 10**12), rng.uniform(-1e6, 1e6), bool(n % 2),
                      date(2020, 1, 1) + timedelta(days=n), datetime(2021, 5, 6, 7, 8, 9) + timedelta(hours=n),
                      time(n % 24, 30), timedelta(hours=n, minutes=7), None])
    sheet.append([])
    sheet["K400"] = "far away"
    workbook.create_sheet("Blank")
    buffer = io.BytesIO()
    workbook.save(buffer)
    assert_same_as_openpyxl(buffer.getvalue())


def test_sample_and_public_workbooks(sample_dir, shared_dir):
    public = sorted((shared_dir / "eval" / "wtq-train-aggregates" / "tables").glob("*.xlsx"))[:40]
    paths = sorted(sample_dir.glob("*.xlsx")) + public
    assert len(paths) >= 10
    for path in paths:
        assert_same_as_openpyxl(path.read_bytes())


def test_entity_declarations_are_refused(tmp_path):
    bomb = package({"Data": '<row r="1"><c r="A1" t="inlineStr"><is><t>&e;</t></is></c></row>'})
    with zipfile.ZipFile(io.BytesIO(bomb)) as source:
        parts = {name: source.read(name) for name in source.namelist()}
    sheet = parts["xl/worksheets/sheet1.xml"].decode()
    doctype = '<!DOCTYPE worksheet [<!ENTITY e "boom">]>'
    parts["xl/worksheets/sheet1.xml"] = sheet.replace("?>\n", f"?>\n{doctype}\n").encode()
    path = tmp_path / "entity.xlsx"
    with zipfile.ZipFile(path, "w") as target:
        for name, data in parts.items():
            target.writestr(name, data)
    with pytest.raises(ConversionError, match="not a readable .xlsx"):
        convert_xlsx(path)


def test_broken_worksheet_xml_is_a_conversion_error(tmp_path):
    path = tmp_path / "broken.xlsx"
    path.write_bytes(package({"Data": '<row r="1"><c r="A1"><v>1</v></row>'}))
    with pytest.raises(ConversionError, match="broken.xlsx: not a readable .xlsx"):
        convert_xlsx(path)
