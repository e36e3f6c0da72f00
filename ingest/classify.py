"""Screen or concept? A rule-based label for a how-to doc section, decided at ingest.

"screen": the section describes a screen or form - its fields, buttons, tabs, menus, where to click,
navigation paths like `Setup > Settings`, usually with screenshots and numbered steps.
"concept": it explains how or why something works - prose about effects, rules, reasons.

Each rule adds evidence to one side; the larger total wins, and a tie goes to "concept" (a concept
answer from a screen section is less misleading than a literal "click here" answer from an essay).
An LLM classifier may later sit behind the same function.
"""

import re
from typing import Literal

from tally.ingest.markdown_lines import IMAGE as _IMAGE

Label = Literal["screen", "concept"]

# Navigation paths: `Setup > Settings`, **Create > Return**, Sales > Sales Invoices.
_MENU_PATH = re.compile(r"[`*]?\b[A-Z][\w ]{0,30}?\s+(?:>|→|»)\s+[A-Z][\w ]{0,30}")
_TABLE_HEADER = re.compile(r"^\|(.+)\|\s*\n\|[\s:|-]+\|\s*$", re.M)
_UI_TABLE_WORDS = {"field", "fields", "button", "option", "options", "setting", "label", "tab", "menu", "column"}
_CLICK = re.compile(r"\b(click|clicking|clicked|press|tap|double-click|right-click)\b", re.I)
_UI_NOUNS = re.compile(
    r"\b(button|field|form|tab|sidebar|menu|dropdown|drop-down|check ?box|dialog|toolbar|list view|"
    r"quick edit|page|filter|modal|popup|icon|shortcut)s?\b",
    re.I,
)
# "go to `Sales`" is navigation, "orders go to the delegate" is not: a UI target follows in capitals or code.
_NAVIGATE = re.compile(
    r"\b(navigate to|go to (?=[`*A-Z])|open the (?=[`*A-Z])|select the|enter the|fill in|type the)", re.I
)
_STEP = re.compile(
    r"^\s*\d+[.)]\s+(select|enter|click|open|navigate|set|fill|save|submit|choose|go|press|add|type|"
    r"check|uncheck|tick|pick|edit)\b",
    re.I | re.M,
)
_SHORT_LABEL = re.compile(r"\*\*[^*\n]{1,30}\*\*|`[^`\n]{1,30}`")
_SCREEN_HEADING = re.compile(
    r"\b(create|creating|edit|editing|add|adding|form|screen|fields?|settings?|filters?|using|buttons?|"
    r"view|tabs?|print|printing|new|set ?up|setting up|navigat\w*|interface|sidebar|menu|toolbar)\b",
    re.I,
)
_CONCEPT_HEADING = re.compile(
    r"\b(how|why|what|introduction|about|overview|basics?|concepts?|understanding|impact|works?|"
    r"difference|vs|principles?|policy|policies|meaning|types?|explained|valuation|lifecycle|workflow)\b",
    re.I,
)
_CONCEPT_WORDS = re.compile(
    r"\b(because|means|therefore|thus|implies|concept|principle|affects?|affected|impact|increase[sd]?|"
    r"decrease[sd]?|calculated?|for example|for instance|in other words|purpose|reason|so that|"
    r"depends? on|unlike|whereas|however|ensures?|in order to|otherwise|instead)\b",
    re.I,
)


def classify_section(heading_path: list[str], text: str) -> Label:
    screen, concept = score_section(heading_path, text)
    return "screen" if screen > concept else "concept"


def score_section(heading_path: list[str], text: str) -> tuple[float, float]:
    """(screen evidence, concept evidence); exposed so tests and tuning can see why a label was chosen."""
    heading = heading_path[-1] if heading_path else ""
    screen = 0.0
    screen += 3.0 * min(len(_MENU_PATH.findall(text)), 2)
    screen += 3.0 * _ui_tables(text)
    screen += 1.5 * min(len(_CLICK.findall(text)), 4)
    screen += 0.5 * min(len(_UI_NOUNS.findall(text)), 8)
    screen += 1.0 * min(len(_NAVIGATE.findall(text)), 3)
    screen += 1.0 * min(len(_STEP.findall(text)), 4)
    screen += 1.0 * min(len(_IMAGE.findall(text)), 3)
    screen += 0.5 * min(len(_SHORT_LABEL.findall(text)), 4)
    screen += 2.0 * bool(_SCREEN_HEADING.search(heading))

    concept = 0.0
    concept += 3.0 * bool(_CONCEPT_HEADING.search(heading))
    concept += 0.8 * min(len(_CONCEPT_WORDS.findall(text)), 10)
    concept += 1.5 * min(_plain_paragraphs(text), 4)
    return screen, concept


def _ui_tables(text: str) -> int:
    """Tables whose header row names UI things (Field, Button, Option...), capped at 2."""
    count = 0
    for match in _TABLE_HEADER.finditer(text):
        words = {w.strip().casefold() for w in re.split(r"[|/ ]+", match.group(1)) if w.strip()}
        count += bool(words & _UI_TABLE_WORDS)
    return min(count, 2)


def _plain_paragraphs(text: str) -> int:
    """Long prose paragraphs that mention no UI vocabulary: the signature of an explanation."""
    count = 0
    for paragraph in re.split(r"\n\s*\n", text):
        flat = paragraph.strip()
        if len(flat) < 200 or flat.startswith(("|", "!", "```", ":::")) or re.match(r"^\d+[.)]\s", flat):
            continue
        if not (_CLICK.search(flat) or _UI_NOUNS.search(flat) or _MENU_PATH.search(flat)):
            count += 1
    return count
