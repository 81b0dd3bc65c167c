"""The rules help (F1), *What can I do now?* and the About box, in the current language.

The prose lives in HTML files per language, ``powergrid/data/help/<lang>/rules.html``
(the set-up, one section per phase with ``id`` = the engine's phase name, the steps,
the end and the variants), ``now.html`` (one section per decision kind) and
``table.html`` (the symbols on the table, with pictures the table's own widgets draw:
:mod:`.help_pictures`). Whole pages suit the translator better than hundreds of
sentence fragments in ``.ts`` files and keep lists and emphasis in the text. The
lookup tables are generated here from the engine's tables (``rulebook``), with their
headings translated through ``.ts``, so they never disagree with the rules; the
set-up page shows two of them in place (``${market_table}``, ``${players_table}``).
The *Keys* page is read from the window's bindings when shown (:mod:`.help_keys`).
Every shipped board (and the game's own map file) has a page written from its map
file (:mod:`.help_maps`); with a game on, the table pages show its map's and rule
set's tables.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Sequence
from importlib import metadata
from pathlib import Path
from string import Template

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...board import MapError, MapFile, builtin_maps, load_map
from ...jsonfile import read_text_file
from ..shared import fit, texts
from ..shared.i18n import SOURCE_LANGUAGE, current_language
from ..shared.rule_texts import edition_name
from ..shared.rulebook import (
    DECISION_KINDS,
    PHASES,
    Decision,
    GameBoard,
    RuleTables,
    market_rows,
    rule_tables,
    text_facts,
)
from . import help_pictures
from .help_keys import keys_page
from .help_maps import board_page, html_table

translate = QCoreApplication.translate

LICENCE = "MIT"
# Sections of rules.html, in page order: the phases among them.
RULE_SECTIONS = ("overview", "setup", "order", *PHASES, "steps", "end", "variants")
# The pages about the app itself: the symbols on the table (table.html) and the keys.
APP_PAGES = ("symbols", "keys")


def help_shortcut() -> QKeySequence:
    """The shortcut of Help → Rules: the platform's help key (F1 on most systems).

    Made on demand: a standard key needs the QGuiApplication's platform theme.
    """
    if QGuiApplication.instance() is None:
        return QKeySequence(Qt.Key.Key_F1)
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.HelpContents)
    return keys[0] if keys else QKeySequence(Qt.Key.Key_F1)


# A help page is a few kilobytes; the shipped pages are read with this cap.
MAX_PAGE_BYTES = 1_000_000


def help_dir(lang: str) -> Path:
    return Path(__file__).resolve().parents[2] / "data" / "help" / lang


def _read(lang: str, page: str) -> str:
    path = help_dir(lang) / page
    if not path.exists():
        path = help_dir(SOURCE_LANGUAGE) / page
    return read_text_file(path, MAX_PAGE_BYTES)


_SECTION = re.compile(r'<section id="(\w+)">(.*?)</section>', re.S)


def sections(lang: str, page: str) -> dict[str, str]:
    """The ``<section id=…>`` parts of a help page, by id, numbers and tables filled in.

    The prose quotes the engine's numbers as ``${name}`` (``rulebook.text_facts``) and
    shows generated tables as ``${market_table}`` and ``${players_table}``, so a change
    of the engine's tables shows in the text too; an unknown name raises KeyError.
    """
    t = rule_tables()
    inserts = {
        **text_facts(),
        "current_market": texts.join([str(n) for n in t.start_current]),
        "future_market": texts.join([str(n) for n in t.start_future]),
        "market_table": market_table(t),
        "players_table": player_count_table(t),
    }
    text = Template(_read(lang, page)).substitute(inserts)
    return {m[1]: m[2].strip() for m in _SECTION.finditer(text)}


def version() -> str:
    """The installed version; from a source tree the package's own, else a plain word."""
    try:
        return metadata.version("powergrid")
    except metadata.PackageNotFoundError:
        import powergrid

        written = getattr(powergrid, "__version__", None)
        return written if written else translate("Help", "development version")


# ----- generated tables --------------------------------------------------------------------


def _table(head: list[list[tuple[str, int]]], rows: Sequence[Sequence[object]]) -> str:
    return html_table(head, rows)


def market_table(t: RuleTables) -> str:
    """The resource market's price ladder with the tokens on it at the start (RULES 1.2)."""
    head = [(translate("Help", "Price"), 1), *((texts.resource_name(r), 1) for r in t.resources)]
    rows = [
        [row.price, *(f"{start} / {places}" if places else "–" for start, places in row.cells)]
        for row in market_rows(t)
    ]
    note = translate(
        "Help",
        "Each cell: tokens on the market at the start / places at this price. A purchase "
        "takes the cheapest tokens; a refill fills the dearest empty places.",
    )
    return _table([head], rows) + f"<p>{html.escape(note)}</p>"


def refill_table(t: RuleTables) -> str:
    steps = [(translate("Help", "Step {step}").format(step=s), len(t.resources)) for s in (1, 2, 3)]
    names = [(texts.resource_name(r), 1) for r in t.resources] * 3
    rows = [[n, *(a for step in (1, 2, 3) for a in t.refill[n][step])] for n in t.refill]
    return _table([[(translate("Help", "Players"), 1), *steps], [("", 1), *names]], rows)


def payment_table(t: RuleTables) -> str:
    groups = 3
    per = -(-len(t.payment) // groups)
    head = [(translate("Help", "Cities powered"), 1), (translate("Help", "Income"), 1)] * groups
    rows = []
    for i in range(per):
        row: list[object] = []
        for g in range(groups):
            k = g * per + i
            last = k == len(t.payment) - 1
            row += [f"{k}+" if last else k, t.payment[k]] if k < len(t.payment) else ["", ""]
        rows.append(row)
    return _table([head], rows)


def player_count_table(t: RuleTables) -> str:
    head = [
        (translate("Help", "Players"), 1),
        (translate("Help", "Regions"), 1),
        (translate("Help", "Plants removed"), 1),
        (translate("Help", "Step 2 at cities"), 1),
        (translate("Help", "Game ends at cities"), 1),
        (translate("Help", "Plant limit"), 1),
    ]
    rows = [
        [r.players, r.regions, r.removed, r.step2_cities, r.end_cities, r.plant_limit]
        for r in t.player_counts
    ]
    return _table([head], rows)


def plant_table(t: RuleTables) -> str:
    head = [
        (translate("Help", "Plant"), 1),
        (translate("Help", "Kind"), 1),
        (translate("Help", "Burns"), 1),
        (translate("Help", "Powers cities"), 1),
    ]
    rows = [[p.number, texts.plant_kind(p.kind), p.amount or "–", p.cities] for p in t.plants]
    return _table([head], rows)


def price_lines(t: RuleTables) -> str:
    """The money a player starts with and what a house costs (RULES 1.7: a map whose
    cities have other places than three says so)."""
    if len(t.house_prices) == 3:
        houses = translate(
            "Help",
            "A house costs {step1}, {step2} or {step3} Elektro in steps 1, 2 "
            "and 3, plus the connections to it.",
        ).format(step1=t.house_prices[0], step2=t.house_prices[1], step3=t.house_prices[2])
    else:
        houses = translate(
            "Help",
            "A house costs what its place in the city costs (the prices are on the map), "
            "plus the connections to it.",
        )
    start = translate("Help", "Every player starts with {amount} Elektro.").format(
        amount=t.start_money
    )
    return f"<p>{html.escape(start)}</p><p>{html.escape(houses)}</p>"


# Per table page: its title and its text, from the tables of the rules.
TABLE_PAGES: dict[str, tuple[Callable[[], str], Callable[[RuleTables], str]]] = {
    "market": (lambda: translate("Help", "Resource market"), market_table),
    "refill": (lambda: translate("Help", "Refill table"), refill_table),
    "payment": (lambda: translate("Help", "Payment table"), payment_table),
    "players": (lambda: translate("Help", "Player-count table"), player_count_table),
    "plants": (lambda: translate("Help", "Power plants"), plant_table),
}


def table_page(key: str, board: GameBoard | None = None) -> str:
    """A table page: the base game's, or with ``board`` (a map's key or file and a rule
    set, the game's) that map's and rule set's, named under the title."""
    title, make = TABLE_PAGES[key]
    t = rule_tables() if board is None else rule_tables(*board)
    extra = price_lines(t) if key == "players" else ""
    where = ""
    if board is not None:
        line = translate("Help", "On {map}, {rules}.").format(
            map=board_title(board[0]), rules=edition_name(board[1])
        )
        where = f"<p><i>{html.escape(line)}</i></p>"
    return f"<h2>{html.escape(title())}</h2>{where}{make(t)}{extra}"


# Help pages of boards: the prefix of their keys ("map:usa", "map:/path/own.json"); the
# prefix alone is the page of the map the game carries (a player's own map).
MAP_PAGE = "map:"


def board_title(key: str | MapFile) -> str:
    """A board's name in the current language: a built-in map's by its key, a map
    file's as the file gives it (its path when it cannot be read any more)."""
    if isinstance(key, MapFile):
        return texts.mapfile_title(key)
    if key.lower() in builtin_maps():
        return texts.map_title(key.lower())
    try:
        return texts.mapfile_title(load_map(key))
    except MapError:
        return key


def map_page(key: str) -> str:
    """The page of the board ``key`` (a built-in map's key or a map file's path)."""
    try:
        return board_page(load_map(key))
    except MapError as err:  # a map file changed on disk since the game began
        return f"<p>{html.escape(str(err))}</p>"


# ----- pages -------------------------------------------------------------------------------


def now_page(decision: Decision | None, lang: str) -> str:
    """*What can I do now?*: the current decision and how to make it."""
    title = html.escape(translate("Help", "What can I do now?"))
    if decision is None:
        body = html.escape(translate("Help", "No game is running. Start a new game or load one."))
        return f"<h2>{title}</h2><p>{body}</p>"
    parts = sections(lang, "now.html")
    line = translate("Help", "Round {round}, step {step}: {decision}.").format(
        round=decision.round, step=decision.step, decision=texts.decision_text(decision)
    )
    return f"<h2>{title}</h2><p><b>{html.escape(line)}</b></p>{parts[decision.kind]}"


#: Titles of the rule pages that are not phases.
RULE_TITLES = {
    "overview": lambda: translate("Help", "Goal and course of a round"),
    "setup": lambda: translate("Help", "Setting up"),
    "steps": lambda: translate("Help", "Steps 2 and 3"),
    "end": lambda: translate("Help", "End of the game"),
    "variants": lambda: translate("Help", "Variants"),
}


class HelpBrowser(QTextBrowser):
    """The page's text; its pictures (``pg:NAME``) drawn by :mod:`.help_pictures`."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:  # noqa: N802 - Qt's name
        url = QUrl(name)
        if url.scheme() == help_pictures.SCHEME:
            image = help_pictures.picture(url.path())
            if image is not None:
                return image
        return super().loadResource(kind, name)


class HelpWindow(QDialog):
    """Rules by phase, the lookup tables and the current decision, in one window."""

    # The page key when the list selection changes.
    pageShown = Signal(str)

    def __init__(self, parent: QWidget | None = None, decision: Decision | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("helpWindow")
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.decision = decision
        # The game's map (a built-in key or a file's path) and rule set, None: no game.
        self.board: GameBoard | None = None
        self.lang = current_language()
        self.pages = QListWidget()
        self.pages.setObjectName("helpPages")
        self.browser = HelpBrowser()
        self.browser.setObjectName("helpText")
        self.browser.setOpenExternalLinks(True)
        splitter = QSplitter()
        splitter.addWidget(self.pages)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([230, 700])
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(splitter)
        layout.addLayout(row)
        self.pages.currentItemChanged.connect(self._show_item)
        fit.resize_to_fit(self, 980, 680)
        self.retranslate()

    # which pages, in which order
    def page_keys(self) -> list[str]:
        boards = [MAP_PAGE + key for key in builtin_maps()]
        own = None if self.board is None else self.board[0]
        if isinstance(own, MapFile):
            boards.append(MAP_PAGE)  # the player's own map the game carries
        elif own is not None and own.lower() not in builtin_maps():
            boards.append(MAP_PAGE + own)  # a player's own map file
        return ["now", *APP_PAGES, *RULE_SECTIONS, *TABLE_PAGES, *boards]

    def _page_title(self, key: str) -> str:
        if key == "now":
            return translate("Help", "What can I do now?")
        if key == "symbols":
            return translate("Help", "Symbols on the table")
        if key == "keys":
            return translate("Help", "Keys")
        if key in RULE_TITLES:
            return RULE_TITLES[key]()
        if key in TABLE_PAGES:
            return TABLE_PAGES[key][0]()
        if key.startswith(MAP_PAGE):
            return translate("Help", "Board: {map}").format(map=board_title(self._map_of(key)))
        return texts.phase_title(key)

    def page_html(self, key: str) -> str:
        if key == "now":
            return now_page(self.decision, self.lang)
        if key in TABLE_PAGES:
            return table_page(key, self.board)
        if key == MAP_PAGE and self.board is not None and isinstance(self.board[0], MapFile):
            return board_page(self.board[0])
        if key.startswith(MAP_PAGE):
            return map_page(key[len(MAP_PAGE) :])
        if key == "symbols":
            return sections(self.lang, "table.html")["symbols"]
        if key == "keys":
            parent = self.parentWidget()
            return keys_page(None if parent is None else parent.window())
        return sections(self.lang, "rules.html")[key]

    def retranslate(self) -> None:
        """Titles, page names and page text in the current language."""
        self.lang = current_language()
        self.setWindowTitle(translate("Help", "Power Grid rules"))
        shown = self.current_page()
        self.pages.blockSignals(True)
        self.pages.clear()
        for key in self.page_keys():
            item = QListWidgetItem(self._page_title(key))
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.pages.addItem(item)
        self.pages.blockSignals(False)
        self.show_page(shown or "now")

    def current_page(self) -> str | None:
        item = self.pages.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def show_page(self, key: str) -> None:
        """Select and show a page: "now", a section of the rules or a table."""
        keys = self.page_keys()
        if key not in keys:
            raise ValueError(f"no help page {key!r}")
        self.pages.setCurrentRow(keys.index(key))
        self._render(key)

    def show_phase(self, phase: str) -> None:
        self.show_page(phase)

    def show_decision(self, decision: Decision | None) -> None:
        """*What can I do now?* for ``decision`` (None: no game)."""
        self.decision = decision
        self.show_page("now")

    def _map_of(self, key: str) -> str | MapFile:
        """The board of a board page's key: the game's own map for the bare prefix."""
        if key == MAP_PAGE and self.board is not None:
            return self.board[0]
        return key[len(MAP_PAGE) :]

    def set_board(self, board: GameBoard | None) -> None:
        """Follow the game's map and rule set (None: no game): the table pages show its
        tables, and a player's own map gets a page."""
        if board != self.board:
            self.board = board
            self.retranslate()

    def set_decision(self, decision: Decision | None) -> None:
        """Follow the game: a shown *What can I do now?* page is redrawn, others stay."""
        self.decision = decision
        if self.current_page() == "now":
            self._render("now")

    def _show_item(
        self, item: QListWidgetItem | None, _previous: QListWidgetItem | None = None
    ) -> None:
        if item is not None:
            self._render(item.data(Qt.ItemDataRole.UserRole))

    def _render(self, key: str) -> None:
        # Pictures are drawn again in the current language, not taken from the cache.
        self.browser.document().clear()
        self.browser.setHtml(self.page_html(key))
        self.pageShown.emit(key)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def about_text() -> str:
    return "<h3>{title}</h3><p>{version}</p><p>{desc}</p><p>{licence}</p>".format(
        title=html.escape(translate("Help", "Power Grid")),
        version=html.escape(translate("Help", "Version {version}").format(version=version())),
        desc=html.escape(
            translate(
                "Help",
                "The board game Power Grid (Funkenschlag) for the desktop, with computer "
                "opponents and a map inspector.",
            )
        ),
        licence=html.escape(translate("Help", "Licence: {licence}").format(licence=LICENCE)),
    )


def about_box(parent: QWidget | None = None) -> QMessageBox:
    """The About box, opened (not executed) so that it does not block."""
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(translate("Help", "About Power Grid"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_text())
    box.setIcon(QMessageBox.Icon.Information)
    box.open()
    return box


__all__ = ["DECISION_KINDS", "HelpWindow", "about_box", "about_text", "now_page"]
