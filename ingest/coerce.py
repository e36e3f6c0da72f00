"""Reading typed values out of raw cells: numbers as written in reports ("1,234.50", "$1,234", "(500)",
"1 234,50"), dates as written in several common orders, booleans.

Each parser returns None when the text is not of its type, so a column's type is the first one whose
parser accepts every non-empty value in it.
"""

import re
from datetime import date, datetime

# Cells that mean "no value" in reports. Only in typed columns; a text column keeps them as written.
NULL_TOKENS = frozenset({"", "-", "–", "—", "n/a", "na", "#n/a"})

_MONEY = r"(?:[$€£₽¥]|usd|eur|gbp|rub|руб\.?|р\.)"
_CURRENCY = re.compile(rf"^{_MONEY}\s*|\s*{_MONEY}$")
_PLAIN_INT = re.compile(r"\d+")
_COMMA_GROUPS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_SPACE_GROUPS = re.compile(r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?")
_DECIMAL_POINT = re.compile(r"\d*\.\d+")
_DECIMAL_COMMA = re.compile(r"\d+,\d{1,2}")
_APOSTROPHE_GROUPS = re.compile(r"\d{1,3}(?:'\d{3})+(?:\.\d+)?")

# Four-digit years first (year first with slashes or dots too, as East Asian locales and many booking
# systems export: "2026/01/06"); then the two-digit forms registers and forms print ("02/09/25",
# "3-Mar-25"), day before month as with four digits (a column is read one way: date_format_for).
DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%Y.%m.%d", "%d.%m.%Y", "%d/%m/%Y", "%m/%d/%Y", "%d %b %Y", "%d %B %Y",
                "%b %d, %Y", "%B %d, %Y", "%d-%m-%Y", "%d-%b-%Y", "%d/%m/%y", "%d.%m.%y", "%m/%d/%y", "%d-%m-%y", "%d-%b-%y", "%d %b %y")
# Registers and diaries often print the day of the week before the date ("Tue 06/01/2026", "Monday, 5 January
# 2026"): it adds nothing the date does not say, so it is set aside before a format is tried.
_WEEKDAY = re.compile(
    r"^(?:mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|r|rs|rsday|urday)?\.?,?\s+(?=\d)", re.IGNORECASE)
TIMESTAMP_FORMATS = ("%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M", "%d.%m.%Y %H:%M", "%d.%m.%Y %H:%M:%S")


def is_empty(value: object) -> bool:
    """No value at all: None, NaN or blank text."""
    if value is None:
        return True
    if isinstance(value, float) and value != value:  # NaN
        return True
    return isinstance(value, str) and not value.strip()


def is_null(value: object) -> bool:
    """Empty, or a report's way of writing "no value" ("-", "n/a")."""
    return is_empty(value) or (isinstance(value, str) and value.strip().casefold() in NULL_TOKENS)


def parse_number(value: object) -> int | float | None:
    """A number from a native value or from report-style text; None if it is not one.

    Text with a leading zero ("00123") is an identifier, not a number: the zero would be lost.
    """
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return value
    if not isinstance(value, str):
        return None
    text = value.strip().casefold()
    negative = False
    if text.startswith("(") and text.endswith(")"):  # accounting style negative
        negative, text = True, text[1:-1].strip()
    sign_negative, text = _strip_sign_and_currency(text)
    number = _digits(text)
    if number is None:
        return None
    return -number if negative != sign_negative else number


def _strip_sign_and_currency(text: str) -> tuple[bool, str]:
    negative = False
    for _ in range(2):  # both "-$1,234" and "$-1,234" occur
        if text[:1] in ("-", "−", "+"):
            negative ^= text[0] != "+"
            text = text[1:].lstrip()
        text = _CURRENCY.sub("", text).strip()
    return negative, text


def _digits(text: str) -> int | float | None:
    if _PLAIN_INT.fullmatch(text):
        if len(text) > 1 and text.startswith("0"):
            return None
        return int(text)
    for pattern, group_sep in ((_COMMA_GROUPS, ","), (_APOSTROPHE_GROUPS, "'")):
        if pattern.fullmatch(text):
            return _to_number(text.replace(group_sep, ""))
    if _SPACE_GROUPS.fullmatch(text):
        return _to_number(re.sub(r"[ \u00a0\u202f]", "", text).replace(",", "."))
    if _DECIMAL_POINT.fullmatch(text):
        return float(text)
    if _DECIMAL_COMMA.fullmatch(text):
        return float(text.replace(",", "."))
    return None


def _to_number(text: str) -> int | float:
    return float(text) if "." in text else int(text)


def parse_bool(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().casefold() in ("true", "false"):
        return value.strip().casefold() == "true"
    return None


def date_format_for(texts: list[str], formats: tuple[str, ...]) -> str | None:
    """The first format that reads every text, so one column is read one way (03/04 is never both)."""
    stripped = [_date_text(text) for text in texts]
    for fmt in formats:
        try:
            for text in stripped:
                datetime.strptime(text, fmt)
        except ValueError:
            continue
        return fmt
    return None


def as_datetime(value: object, fmt: str | None) -> datetime | None:
    if isinstance(value, datetime):
        return value.replace(tzinfo=None)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day)
    if isinstance(value, str) and fmt:
        try:
            return datetime.strptime(_date_text(value), fmt)
        except ValueError:
            return None
    return None


# A day written as an ordinal ("3rd Sep", "21st of March"): the suffix and the "of" add nothing.
_ORDINAL_DAY = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b(?:\s+of\b)?", re.IGNORECASE)
# Day and month without a year, as delivery notes and diaries print them when the register's title says
# the year ("3rd Sep" under "... register 2026"): read with that year added (tables.py).
YEARLESS_FORMATS = ("%d %b %Y", "%d %B %Y", "%b %d %Y", "%B %d %Y", "%d-%b %Y", "%d-%B %Y")


# "18/08" in a hire log titled "... 2026": day and month in two digits each, read with the title's year. Only
# zero-padded pairs, day first: "7/10" may as well be a score, and "07/26" a month of 2026 or a score too.
_PADDED_DAY_MONTH = re.compile(r"^\s*\d{2}/\d{2}\s*$")
NUMERIC_YEARLESS_FORMATS = ("%d/%m %Y",)


def yearless_format(texts: list[str], year: int | None) -> str | None:
    """The format that reads every text as a day and month once `year` is added after it ("3rd Sep" ->
    "%d %b %Y", "18/08" -> "%d/%m %Y"); None without a year or when one text does not read."""
    if year is None or not texts:
        return None
    dated = [f"{text.strip()} {year}" for text in texts]
    fmt = date_format_for(dated, YEARLESS_FORMATS)
    if fmt is None and all(_PADDED_DAY_MONTH.match(text) for text in texts):
        fmt = date_format_for(dated, NUMERIC_YEARLESS_FORMATS)
    return fmt


_MONTH_YEAR = re.compile(r"^\s*(0?[1-9]|1[0-2])/(\d{2}|\d{4})\s*$")


def month_period_format(texts: list[str], year: int | None) -> str | None:
    """'08/26' in a rent ledger titled "... 2026": a month and the title's year, read as the month's first
    day ("%m/%y", or "%m/%Y" for "08/2026"); None unless every text is such a month of that year, since
    "7/10" may as well be a score."""
    if year is None or not texts:
        return None
    found = [_MONTH_YEAR.match(text) for text in texts]
    if not all(found) or any(m.group(2) not in (str(year)[2:], str(year)) for m in found if m):
        return None
    widths = {len(m.group(2)) for m in found if m}
    return None if len(widths) > 1 else ("%m/%y" if widths == {2} else "%m/%Y")


def _date_text(text: str) -> str:
    return _ORDINAL_DAY.sub(r"\1", _WEEKDAY.sub("", text.strip(), count=1))


def title_year(*texts: str | None) -> int | None:
    """The one year a table's caption, name or sheet names (None when none or several: a register
    running from December into January has no one year to give its day-month dates)."""
    years: set[str] = set()
    for text in filter(None, texts):
        years.update(re.findall(r"(?<!\d)((?:19|20)\d{2})(?!\d)", text))
        years.update(f"{start[:2]}{end}" for start, end in _SEASON.findall(text))  # "2025-26": two years
    return int(years.pop()) if len(years) == 1 else None


_SEASON = re.compile(r"(?<!\d)((?:19|20)\d{2})\s*[-/–]\s*(\d{2})(?![-/.]?\d)")
