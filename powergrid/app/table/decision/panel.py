"""The decision panel: the human's side of the current decision, one page per kind.

Pages never change the game: they build action objects and hand them to the
controller (``submit``/``submit_many``); a refusal shows the engine's reason,
worded from its code. Whether a choice is legal is the engine's answer
(``is_legal``); the build plan's prices are read from the plan built on a copy.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QListWidget,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ....rules import BidDecision, ChoosePlantDecision, DiscardDecision, Phase, SellUraniumDecision
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
from .uranium_sale import UraniumSalePage

if TYPE_CHECKING:
    from ....rules import Action
    from ...shared.controller import GameController

# How a player moves the focus himself (the panel then stops giving it back).
_PLAYERS_MOVES = (
    Qt.FocusReason.MouseFocusReason,
    Qt.FocusReason.TabFocusReason,
    Qt.FocusReason.BacktabFocusReason,
    Qt.FocusReason.ShortcutFocusReason,
)

# The page of each kind of decision (:meth:`DecisionPanel.page_for_state` names it).
PAGES: dict[str, type[Page]] = {
    "wait": WaitPage,
    "choose": ChoosePage,
    "bid": BidPage,
    "discard": DiscardPage,
    "resources": ResourcesPage,
    "build": BuildPage,
    "bureaucracy": BureaucracyPage,
    "sell_uranium": UraniumSalePage,
    "over": OverPage,
}


class _PageStack(QWidget):
    """The pages (or their action rows) on top of one another, the current one shown,
    and as tall as that one: not as the tallest page, as a stacked layout measures.

    The decision dock is sized to what the current decision needs; the discard list
    of another phase must not make every page tall. The stack has no layout of its
    own (a layout would be measured in its place): it places the current page over
    its whole area and answers for its size.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._current: QWidget | None = None

    def addWidget(self, page: QWidget) -> None:
        page.setParent(self)
        if self._current is None:
            self._current = page
            page.setGeometry(self.rect())
        else:
            page.hide()

    def currentWidget(self) -> QWidget | None:
        return self._current

    def setCurrentWidget(self, page: QWidget) -> None:
        """Show ``page`` in place of the current one."""
        old = self._current
        if page is old:
            return
        self._current = page
        page.setGeometry(self.rect())
        page.show()
        if old is not None:
            old.hide()
        self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._current is not None:
            self._current.setGeometry(self.rect())

    def _page(self) -> QWidget | None:
        return self._current

    def sizeHint(self) -> QSize:
        page = self._page()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        page = self._page()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()

    def hasHeightForWidth(self) -> bool:
        return self._page() is not None

    def heightForWidth(self, width: int) -> int:
        """What the layout around the stack gives it at ``width``: the page's need."""
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

    Three parts, top to bottom: the page's rows under the title, which scroll when the
    dock is shorter than they are (a small window, a long language); the key line,
    which a refusal replaces; and the page's action rows, pinned at the bottom so that
    the move is always in sight. :meth:`needed_height` tells the window how tall the dock
    should be, and ``neededHeightChanged`` fires when a page or its text changes that.
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

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.controller = controller
        # Whether a move that loses something is asked first (the window reads Settings).
        self.confirmations: Callable[[], bool] = lambda: True
        # The question open now (a move waits for its answer), and what it waits for.
        self.question: QMessageBox | None = None
        self._box: QMessageBox | None = None
        # The control the page gave the focus to, kept until the player moves it.
        self._held: QWidget | None = None
        self._watched_window: QWidget | None = None
        self._asked: tuple[Callable[[], object], tuple[int, int], QWidget | None] | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 2)
        layout.setSpacing(3)
        self._layout = layout  # measured by needed_height
        self.page_scroll = self._make_scroll()
        layout.addWidget(self.page_scroll, 1)
        layout.addWidget(self._make_message())
        # The current page's action rows, at the bottom: never scrolled away, and never
        # moved by a longer refusal above them (the rows above give it the room).
        self.action_stack = _PageStack()
        self.action_stack.setObjectName("decisionActions")
        layout.addWidget(self.action_stack)
        self._need_pending = False
        self.stack.installEventFilter(self)
        self.action_stack.installEventFilter(self)
        self._fit_message()
        self.pages: dict[str, Page] = {name: page(self) for name, page in PAGES.items()}
        for name, page in self.pages.items():
            page.setObjectName(f"{name}Page")
            page.action_rows.setObjectName(f"{name}Actions")
            self.stack.addWidget(page)
            self.action_stack.addWidget(page.action_rows)
        self.page_name = "wait"
        self._last_human = -1
        self.keys_in_window = PanelKeys(self)  # Enter and Esc wherever the focus is
        controller.decisionNeeded.connect(self.refresh)
        controller.gameStarted.connect(self.refresh)
        controller.actionRefused.connect(self.show_refusal)
        # At a networked table the player to wait for may go away or come back.
        controller.seatMarksChanged.connect(self._refresh_waiting)

    def _make_scroll(self) -> QScrollArea:
        """The title and the page's rows, in a scroll area that scrolls only vertically."""
        self.title = QLabel()
        self.title.setObjectName("decisionTitle")
        self.title.setWordWrap(True)
        self.stack = _PageStack()
        self.content = QWidget()
        self.content.setObjectName("decisionContent")
        column = QVBoxLayout(self.content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(3)
        column.addWidget(self.title)
        column.addWidget(self.stack, 1)
        scroll = QScrollArea()
        scroll.setObjectName("decisionScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.content)
        # At the smallest window the column may leave a line or two: the rows scroll.
        scroll.setMinimumHeight(self.fontMetrics().lineSpacing() + 8)
        return scroll

    def _make_message(self) -> QStackedWidget:
        """The key line and, in its place, a refusal."""
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
        return self.message

    def _inner_width(self, width: int) -> int:
        m = self._layout.contentsMargins()
        return width - m.left() - m.right()

    def needed_height(self, width: int | None = None) -> int:
        """Height the panel needs at ``width`` (default: its own) to show the whole page."""
        if width is None:
            width = self.width()
        inner = self._inner_width(width)
        # Measured as wrapped beside the page's scroll bar: a scroll area that once
        # showed its bar measures the page at that width, and would keep the bar
        # for the lines the narrower page wraps into.
        bar = self.page_scroll.verticalScrollBar().sizeHint().width()
        title = self.title.heightForWidth(inner - bar) if self.title.text() else 0
        page = self.stack.needed_height(inner - bar)
        content = title + page + (self._content_spacing() if title and page else 0)
        # the key line's own lines: a longer refusal in its place takes the room of the
        # page's rows above it (they scroll), so no button moves when one shows
        message = self._message_height(self.keys, inner)
        return self._around(content, self.action_stack.needed_height(inner), message)

    def least_height(self, width: int | None = None) -> int:
        """Height that shows the current page's action rows and key line whole, with a
        line of its other rows: the column never gives the panel less."""
        if width is None:
            width = self.width()
        actions = self.action_stack.needed_height(self._inner_width(width))
        return self._around(self.page_scroll.minimumHeight(), actions)

    def reserved_height(self) -> int:
        """Height that shows every page's action rows, its key line and the title with
        four lines of its other rows: what the column keeps for the panel whatever the
        decision (the inactive area takes only the rest)."""
        inner = self._inner_width(self.width())
        actions = max(p.action_rows.heightForWidth(inner) for p in self.pages.values())
        rows = 4 * self.fontMetrics().lineSpacing()
        content = self.title.minimumSizeHint().height() + self._content_spacing() + rows
        return self._around(content, max(0, actions), self._message_lines(2))

    def _content_spacing(self) -> int:
        layout = self.content.layout()
        return layout.spacing() if layout is not None else 0

    def _around(self, content: int, actions: int, message: int | None = None) -> int:
        """The panel's height with ``content`` scrolled, the key line (``message``, else as
        tall as it is now) and ``actions`` pinned."""
        m = self._layout.contentsMargins()
        if message is None:
            message = self.message.minimumHeight()
        parts = [h for h in (content, message, actions) if h > 0]
        spacing = self._layout.spacing() * (len(parts) - 1)
        return m.top() + m.bottom() + sum(parts) + spacing

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A page's layout changed (new text, rows shown or hidden): the layout around
        measures the stack again (it keeps the heights it asked before), and the window
        is told."""
        kind = event.type()
        if watched in (self.stack, self.action_stack) and kind == QEvent.Type.LayoutRequest:
            watched.updateGeometry()
            self._announce_need()
        elif watched is self._held and kind == QEvent.Type.FocusOut:
            if isinstance(event, QFocusEvent) and event.reason() in _PLAYERS_MOVES:
                self._release_focus()  # the player took the focus elsewhere
        elif watched is self._watched_window and kind == QEvent.Type.WindowActivate:
            if self._held is not None:
                QTimer.singleShot(0, self, self._focus_held)  # after Qt's own choice
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
        if isinstance(
            decision, ChoosePlantDecision | BidDecision | DiscardDecision | SellUraniumDecision
        ):
            return decision.kind
        return str(s.phase)

    def _message_lines(self, lines: int) -> int:
        """The height of ``lines`` lines of a refusal (bold) in the key line's place."""
        bold = QFont(self.font())
        bold.setBold(True)
        return lines * QFontMetrics(bold).lineSpacing() + 2

    def _message_height(self, label: QLabel, inner: int) -> int:
        """The key line's place as tall as ``label``'s lines at ``inner``, one to four."""
        need = label.heightForWidth(inner) if inner > 0 else 0
        return min(max(self._message_lines(1), need + 2), self._message_lines(4))

    def _fit_message(self) -> None:
        """The key line or the refusal in its place as tall as its lines, up to four. The
        panel asks for the key line's lines (:meth:`needed_height`): a longer refusal
        takes the room of the page's rows above it, and the action rows under it stay
        where they are."""
        label = self.message.currentWidget()
        assert isinstance(label, QLabel)
        height = self._message_height(label, self._inner_width(self.width()))
        if height != self.message.height() or self.message.minimumHeight() != height:
            self.message.setFixedHeight(height)
            self._announce_need()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_message()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "error"):
            self._fit_message()
            self.page_scroll.setMinimumHeight(self.fontMetrics().lineSpacing() + 8)
        elif event.type() == QEvent.Type.LanguageChange and hasattr(self, "pages"):
            self._set_title(self.page_name)
            self.keys.setText(self.current_page().keys_hint())
            self._fit_message()
            self._announce_need()

    def clear_refusal(self) -> None:
        self.error.clear()
        self.message.setCurrentWidget(self.keys)
        self._fit_message()

    def refresh(self) -> None:
        self.clear_refusal()
        name = self.page_for_state()
        self.page_name = name
        page = self.pages[name]
        if name != "build":
            self.planChanged.emit([], {})
            self.tooltipsChanged.emit({})
            self.buildTrial.emit(None, -1)
        game = self.controller.game
        self._hot_seat_change = False
        if game is not None and game.state.phase != Phase.OVER:
            seat = game.state.current_player
            humans = sum(1 for cfg in game.config.seats if cfg.controller == "human")
            # Hot-seat: make the change of player at the screen obvious.
            self._hot_seat_change = humans > 1 and name != "wait" and seat != self._last_human
            if name != "wait":
                self._last_human = seat
        self._set_title(name)
        page.refresh()
        self.stack.setCurrentWidget(page)
        self.action_stack.setCurrentWidget(page.action_rows)
        self.keys.setText(page.keys_hint())
        self._fit_message()
        self.neededHeightChanged.emit()  # at once: the dock is sized before it is drawn
        if name != "wait":
            self.page_scroll.verticalScrollBar().setValue(0)
            self._focus_page(page)

    def _refresh_waiting(self) -> None:
        if self.page_name == "wait":
            self.pages["wait"].refresh()

    def _focus_page(self, page: Page) -> None:
        """The page's first control takes the focus for its player: at a hot-seat
        handover the bid box or the plants are ready for the keys, no Tabs needed."""
        widget = page.focus_widget()
        if widget is None or not widget.isEnabled():
            return
        self._hold_focus(widget)
        if page.isAncestorOf(widget):  # a row that may lie below the page's first lines
            QTimer.singleShot(0, widget, lambda: self._show_focus(widget))

    def _show_focus(self, widget: QWidget) -> None:
        """Scroll the focused row into sight if less than half of it shows (as little as
        that takes): the title, whose turn it is at a hot-seat handover, stays in sight
        as long as it can."""
        view = self.page_scroll.viewport()
        box = QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())
        if 2 * view.rect().intersected(box).height() < box.height():
            self.page_scroll.ensureWidgetVisible(widget, 0, 0)

    def _hold_focus(self, widget: QWidget) -> None:
        """Give ``widget`` the focus, and give it back when the window is activated again
        (a closing question or list of names hands the focus to the window's next
        control) until the player moves it with a click or Tab."""
        self._release_focus()
        self._held = widget
        widget.installEventFilter(self)
        window = self.window()
        if window is not self._watched_window:
            if self._watched_window is not None and isValid(self._watched_window):
                self._watched_window.removeEventFilter(self)
            window.installEventFilter(self)
            self._watched_window = window
        widget.setFocus(Qt.FocusReason.OtherFocusReason)

    def _release_focus(self) -> None:
        held, self._held = self._held, None
        if held is not None and isValid(held):
            held.removeEventFilter(self)

    def _focus_held(self) -> None:
        held = self._held
        if held is not None and isValid(held) and held.isVisible() and not held.hasFocus():
            held.setFocus(Qt.FocusReason.OtherFocusReason)

    def _set_title(self, name: str) -> None:
        """Who decides what (kept apart so that a language switch can word it again)."""
        game = self.controller.game
        if game is None:
            self.title.setText("")
            return
        s = game.state
        if s.phase == Phase.OVER:
            self.title.setText(self.tr("<b>Game over</b>"))
            return
        from ...shared.rulebook import current_decision

        who = html.escape(game.names[s.current_player])
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
        self._fit_message()
        self.refused.emit(reason)

    def confirm(self, name: str, title: str, text: str, then: Callable[[], object]) -> None:
        """Run ``then`` (a move that loses something) after a yes, or at once when the
        player turned the questions off in Settings. The question is opened, not run in
        a loop of its own; the move is made once its box has closed, and a yes to a
        position that changed meanwhile does nothing."""
        if not self.confirmations():
            then()
            return
        box = self._question_box()
        box.setObjectName(name)
        box.setWindowTitle(title)
        box.setText(title)
        box.setInformativeText(text)
        for label in box.findChildren(QLabel):
            plain(label)  # names of a map file's cities
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self._asked = (then, self._position(), QApplication.focusWidget())
        self.question = box
        box.open()

    def _question_box(self) -> QMessageBox:
        """The one box the panel asks its questions in (made once, kept)."""
        if self._box is None:
            yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
            self._box = QMessageBox(QMessageBox.Icon.Question, "", "", yes | no, self.window())
            self._box.finished.connect(self._answered)
        return self._box

    def _position(self) -> tuple[int, int]:
        return id(self.controller.game), self.controller.moves

    def _answered(self, _result: int) -> None:
        """The box closed: after a yes the move is made (if the position is the one asked
        about); after a no the keys go back to the control that had them."""
        box, asked = self._box, self._asked
        self.question, self._asked = None, None
        if box is None or asked is None:
            return
        then, position, focus = asked
        self.window().activateWindow()  # the keys come back to the table
        yes = box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes
        if yes and position == self._position():
            then()
        elif focus is not None and isValid(focus) and focus.isVisible():
            self._hold_focus(focus)

    def submit(self, action: Action) -> str | None:
        return self.controller.submit(action)

    def submit_many(self, actions: Sequence[Action]) -> str | None:
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
