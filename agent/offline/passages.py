"""How an extractive answer's chosen passage is filled out: what leads to it and what it introduces.

A passage is chosen by its best unit (agent/offline/extractive.py); a reader also needs the steps before
it, the list a line ending in ':' introduces, the rest of a numbered procedure, and where to go (the
menu path of its section or page).
"""

from tally.agent.offline.units import Unit

_LIST_ITEMS = 8  # list lines taken after a line that introduces them
_STEPS = 3  # further steps of a numbered procedure shown after the step that answers


def lead(units: list[Unit], window: list[int]) -> list[int]:
    """For a how-to question, the two steps before a passage lead to it ("open the Print View" before
    "add your logo"); they are shown, but the passage was chosen without them."""
    first = window[0]
    return [j for j in (first - 2, first - 1) if j >= 0 and units[j].section == units[first].section] + window


def with_lists(units: list[Unit], picked: list[int]) -> list[int]:
    """A line ending in ':' introduces what follows: its list (or table), which is the answer."""
    out: list[int] = []
    for i in picked:
        out.append(i)
        if not units[i].text.rstrip().endswith(":"):
            continue
        following = [j for j in range(i + 1, min(i + 1 + _LIST_ITEMS, len(units))) if units[j].n == units[i].n]
        if following and not units[following[0]].listed:
            # "... which would stand for:" followed by a paragraph rather than a list: that paragraph.
            block = units[following[0]].block
            out.extend(j for j in following if units[j].block == block and j not in out and j not in picked)
            continue
        for j in following:
            if not units[j].listed:
                break
            if j not in out and j not in picked:
                out.append(j)
    return list(dict.fromkeys(out))


def with_next_steps(units: list[Unit], passage: list[int], taken: set[int]) -> list[int]:
    """A step of a numbered procedure is followed by the next steps of its list: the one that matched
    the question ("open the original invoice") is rarely the whole way to do it ("click Create > Return");
    so is a menu path by the sentences of its paragraph that name fields and buttons."""
    out: list[int] = []
    for i in passage:
        if i in out:
            continue
        out.append(i)
        j = i + 1
        while (units[i].listed and not units[i].table_row and j < len(units) and j - i <= _STEPS
               and units[j].listed and not units[j].table_row and units[j].section == units[i].section):
            if j not in taken and j not in out:
                out.append(j)
            j += 1
        # A paragraph that opens with the way to a screen ("Go to **Clients > New**.") goes on with what to do
        # there, each sentence naming its field or button: the procedure, written as prose.
        while (units[i].path and not units[i].listed and j < len(units) and j - i <= _STEPS
               and units[j].block == units[i].block and units[j].section == units[i].section
               and units[j].literal and not units[j].listed):
            if j not in taken and j not in out:
                out.append(j)
            j += 1
    return out


def with_path(units: list[Unit], passage: list[int], taken: set[int]) -> list[int]:
    """A screen answer says where to go: when its best passage names no menu path (a field or button is
    not a way there), the
    path of its section leads it, else the page's first path (manuals say how to get to a page at its
    top: "Open the settings with `Setup > Settings`")."""
    if not passage or any(units[i].path for i in passage):
        return passage  # it already says where to go (a field or button alone does not)
    first = units[passage[0]]
    paths = [j for j, u in enumerate(units) if u.path and u.doc_rank == first.doc_rank and j not in taken]
    if not paths:
        return passage
    same_section = [j for j in paths if units[j].section == first.section]
    pick = same_section[0] if same_section else paths[0]
    return [pick, *passage] if pick not in passage else passage
