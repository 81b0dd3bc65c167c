"""The decision panel: the human's side of the current decision, one page per kind.

Pages never change the game: they build action objects and hand them to the
controller (``submit``/``submit_many``); a refusal shows the engine's reason,
worded from its code. Whether a choice is legal is the engine's answer
(``is_legal``); the build plan's prices are read from the plan built on a copy.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QListWidget,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ....rules import BidDecision, ChoosePlantDecision, DiscardDecision, Phase
from ...shared import texts
from ...shared.plain_text import plain
from ...shared.style import tint
from ..dock import RIGHT, Dock, Place, Table
from .auction import BidPage, ChoosePage, DiscardPage
from .build import BuildPage
from .bureaucracy import BureaucracyPage
from .keys import PanelKeys
from .page import OverPage, Page, WaitPage
from .resources import ResourcesPage

# The page of each kind of decision (:meth:`DecisionPanel.page_for_state` names it).
PAGES: dict[str, type[Page]] = {
    "wait": WaitPage,
    "choose": ChoosePage,
    "bid": BidPage,
    "discard": DiscardPage,
    "resources": ResourcesPage,
    "build": BuildPage,
    "bureaucracy": BureaucracyPage,
    "over": OverPage,
}


class _PageStack(QStackedWidget):
    """A stack as tall as the page shown, not as its tallest page (Qt's default).

    The decision dock is sized to what the current decision needs; the discard list
    of another phase must not make every page tall.
    """

    def __init__(self, parent=None):
        super().__init__(parent)
        self.currentChanged.connect(lambda _i: self.updateGeometry())

    def _page(self) -> QWidget | None:
        return self.currentWidget()

    def sizeHint(self) -> QSize:
        page = self._page()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self._page()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self._page() is not None

    def heightForWidth(self, width: int) -> int:
        """What the scroll area around the stack lays it out at: the page's need."""
        page = self._page()
        if page is None:
            return -1
        least = page.minimumSizeHint().height()
        return max(self.needed_height(width), least)

    def needed_height(self, width: int) -> int:
        """The current page's height at ``width``: wrapped lines and all its rows.

        A list (the build plan, the discard choices) scrolls by itself: it counts with
        its minimum height, not with Qt's generous size hint.
        """
        page = self._page()
        if page is None:
            return 0
        page.ensurePolished()  # a page never shown yet: its buttons take the style's size
        layout = page.layout()
        if layout is not None and layout.hasHeightForWidth():
            # (a wrapped label's plain size hint guesses a narrow width: too tall here)
            height = max(layout.totalHeightForWidth(width), layout.totalMinimumSize().height())
        else:
            height = page.sizeHint().height()
        for lst in page.findChildren(QListWidget):
            if lst.isVisibleTo(page):
                # as the layout takes it: an explicit minimum wins over the hint
                least = lst.minimumHeight() or lst.minimumSizeHint().height()
                height -= max(0, lst.sizeHint().height() - least)
        return height


class DecisionPanel(QWidget):
    """The human's side of the current decision, with the engine's refusals shown.

    The page scrolls when the dock is shorter than the page (a small window, a long
    language): its lines never paint over the docks below. :meth:`needed_height`
    tells the window how tall the dock should be, and ``neededHeightChanged`` fires
    when a page or its text changes that.
    """

    planChanged = Signal(list, dict)
    # (state with the planned builds applied, seat) while a human builds, else (None, -1)
    buildTrial = Signal(object, int)
    tooltipsChanged = Signal(dict)
    plantSelected = Signal(int)
    resultsRequested = Signal()
    refused = Signal(str)
    # The height the panel needs (at its width) may have changed.
    neededHeightChanged = Signal()

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.controller = controller
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.setSpacing(3)
        self._layout = layout  # measured by needed_height
        self.title = QLabel()
        self.title.setObjectName("decisionTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.stack = _PageStack()
        self.page_scroll = QScrollArea()
        self.page_scroll.setObjectName("decisionScroll")
        self.page_scroll.setWidgetResizable(True)
        self.page_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.page_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.page_scroll.setWidget(self.stack)
        # At the smallest window the column may leave a line or two: the page scrolls.
        self._fit_scroll_minimum()
        layout.addWidget(self.page_scroll, 1)
        self._need_pending = False
        self.stack.installEventFilter(self)
        # Refusals have a fixed place under the page: showing one moves no button.
        self.error = plain(QLabel())  # a refusal may quote a city of a map file
        self.error.setObjectName("refusalLabel")
        self.error.setWordWrap(True)
        tint(self.error, "#b2182b", bold=True)
        self.error.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.keys = QLabel()
        self.keys.setObjectName("keysHint")
        tint(self.keys, "#606060")
        self.keys.setWordWrap(True)
        self.keys.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.message = QStackedWidget()
        self.message.setObjectName("messageLine")
        self.message.addWidget(self.keys)
        self.message.addWidget(self.error)
        layout.addWidget(self.message)
        self._fix_error_height()
        self.pages: dict[str, Page] = {name: page(self) for name, page in PAGES.items()}
        for name, page in self.pages.items():
            page.setObjectName(f"{name}Page")
            self.stack.addWidget(page)
        self.page_name = "wait"
        self._last_human = -1
        self.keys_in_window = PanelKeys(self)  # Enter and Esc wherever the focus is
        controller.decisionNeeded.connect(self.refresh)
        controller.gameStarted.connect(self.refresh)
        controller.actionRefused.connect(self.show_refusal)

    def needed_height(self, width: int | None = None) -> int:
        """Height the panel needs at ``width`` (default: its own) to show the whole page."""
        if width is None:
            width = self.width()
        m = self._layout.contentsMargins()
        inner = width - m.left() - m.right()
        spacing = self._layout.spacing()
        title = self.title.heightForWidth(inner) if self.title.text() else 0
        # Measured as wrapped beside the page's scroll bar: a scroll area that once
        # showed its bar measures the page at that width, and would keep the bar
        # for the lines the narrower page wraps into.
        bar = self.page_scroll.verticalScrollBar().sizeHint().width()
        page = self.stack.needed_height(inner - bar)
        parts = [h for h in (title, page, self.message.height()) if h > 0]
        return m.top() + m.bottom() + sum(parts) + spacing * (len(parts) - 1)

    def reserved_height(self) -> int:
        """Height that shows every page's controls at their smallest: what the column
        keeps for the panel whatever the decision (the inactive area takes only the rest)."""
        m = self._layout.contentsMargins()
        page = max(p.minimumSizeHint().height() for p in self.pages.values())
        parts = (self.title.minimumSizeHint().height(), page, self.message.height())
        return m.top() + m.bottom() + sum(parts) + 2 * self._layout.spacing()

    def eventFilter(self, watched, event) -> bool:
        """A page's layout changed (new text, rows shown or hidden): tell the window."""
        if watched is self.stack and event.type() == QEvent.Type.LayoutRequest:
            self._announce_need()
        return super().eventFilter(watched, event)

    def _announce_need(self) -> None:
        if not self._need_pending:
            self._need_pending = True
            QTimer.singleShot(0, self, self._emit_need)

    def _emit_need(self) -> None:
        self._need_pending = False
        self.neededHeightChanged.emit()

    def page_for_state(self) -> str:
        s = self.controller.state
        if s is None:
            return "wait"
        if s.phase == Phase.OVER:
            return "over"
        if not self.controller.human_to_move():
            return "wait"
        decision = s.decision()
        if isinstance(decision, ChoosePlantDecision | BidDecision | DiscardDecision):
            return decision.kind
        return str(s.phase)

    def _fix_error_height(self) -> None:
        """Refusal and key hints share one fixed place: the hint gives way to a refusal."""
        bold = QFont(self.font())
        bold.setBold(True)
        self.message.setFixedHeight(2 * QFontMetrics(bold).lineSpacing() + 4)

    def _fit_scroll_minimum(self) -> None:
        self.page_scroll.setMinimumHeight(self.fontMetrics().lineSpacing() + 8)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "error"):
            self._fix_error_height()
            self._fit_scroll_minimum()
        elif event.type() == QEvent.Type.LanguageChange and hasattr(self, "pages"):
            self._set_title(self.page_name)
            self.keys.setText(self.current_page().keys_hint())
            self._announce_need()

    def clear_refusal(self) -> None:
        self.error.clear()
        self.message.setCurrentWidget(self.keys)

    def refresh(self) -> None:
        self.clear_refusal()
        name = self.page_for_state()
        self.page_name = name
        page = self.pages[name]
        if name != "build":
            self.planChanged.emit([], {})
            self.tooltipsChanged.emit({})
            self.buildTrial.emit(None, -1)
        s = self.controller.state
        self._hot_seat_change = False
        if s is not None and s.phase != Phase.OVER:
            seat = s.current_player
            humans = sum(
                1 for cfg in self.controller.game.config.seats if cfg.controller == "human"
            )
            # Hot-seat: make the change of player at the screen obvious.
            self._hot_seat_change = humans > 1 and name != "wait" and seat != self._last_human
            if name != "wait":
                self._last_human = seat
        self._set_title(name)
        page.refresh()
        self.stack.setCurrentWidget(page)
        self.keys.setText(page.keys_hint())
        self.neededHeightChanged.emit()  # at once: the dock is sized before it is drawn

    def _set_title(self, name: str) -> None:
        """Who decides what (kept apart so that a language switch can word it again)."""
        s = self.controller.state
        if s is None:
            self.title.setText("")
            return
        if s.phase == Phase.OVER:
            self.title.setText(self.tr("<b>Game over</b>"))
            return
        from ...shared.rulebook import current_decision

        who = html.escape(self.controller.game.names[s.current_player])
        text = self.tr("<b>{player}</b>: {decision}").format(
            player=who, decision=html.escape(texts.decision_text(current_decision(s)))
        )
        if getattr(self, "_hot_seat_change", False):
            text = "<span style='color:#0072B2'>{}</span><br>{}".format(
                self.tr("Your turn, {player}.").format(player=who), text
            )
        self.title.setText(text)

    def current_page(self) -> Page:
        return self.pages[self.page_name]

    def show_refusal(self, reason: str) -> None:
        self.error.setText(self.tr("Not allowed: {reason}").format(reason=reason))
        self.message.setCurrentWidget(self.error)
        self.refused.emit(reason)

    def submit(self, action) -> str | None:
        return self.controller.submit(action)

    def submit_many(self, actions) -> str | None:
        return self.controller.submit_many(actions)

    def city_clicked(self, city: str) -> None:
        page = self.current_page()
        if isinstance(page, BuildPage):
            page.add_city(city)

    def plant_clicked(self, number: int) -> None:
        page = self.current_page()
        if isinstance(page, ChoosePage):
            page.select(number)


class DecisionDock(Dock):
    """The decision panel, under the tracks: the human's moves are made here and on
    the map (cities clicked) and the market (plants clicked)."""

    name = "decisionDock"
    place = Place(RIGHT, order=20)

    def build(self, table: Table) -> QWidget:
        self.panel = panel = DecisionPanel(table.controller)
        table.scene.cityClicked.connect(panel.city_clicked)
        panel.planChanged.connect(table.scene.show_plan)
        panel.tooltipsChanged.connect(table.scene.set_tooltips)
        panel.plantSelected.connect(table.links.plantSelected)
        table.links.plantClicked.connect(panel.plant_clicked)
        return panel

    def title(self) -> str:
        return self.tr("Your move")
