"""The invitation to a networked table: where friends connect and the code they need.

The host sees it as soon as the table is open, and again from Game ▸ Show the
invitation or the table's button; so does anybody at the table, to invite another
friend. A Copy button puts the whole invitation on the clipboard as one short text.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..shared import fit
from ..shared.plain_text import plain


def shown_address(url: str) -> str:
    """An address as a player types it: ``host:port`` for ws://, the whole URL else."""
    return url[len("ws://") :] if url.startswith("ws://") else url


class InvitationBox(QWidget):
    """The addresses, the code and the Copy button (in the dialog and the lobby)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitationBox")
        self.addresses: list[str] = []
        self.code = ""
        self.hosting = False
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.address_label = QLabel()
        self.address = plain(QLabel())
        self.address.setObjectName("invitationAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        form.addRow(self.address_label, self.address)
        self.code_label = QLabel()
        self.code_text = plain(QLabel())
        self.code_text.setObjectName("invitationCode")
        self.code_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        big = QFont(self.code_text.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 2)
        self.code_text.setFont(big)
        form.addRow(self.code_label, self.code_text)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(form)
        self.how = QLabel()
        self.how.setObjectName("invitationHow")
        self.how.setWordWrap(True)
        layout.addWidget(self.how)
        self.copy_button = QPushButton()
        self.copy_button.setObjectName("copyInvitation")
        self.copy_button.setAutoDefault(False)
        self.copy_button.clicked.connect(self.copy)
        layout.addWidget(self.copy_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.retranslate()

    def show_invitation(self, addresses: list[str], code: str, hosting: bool) -> None:
        self.addresses, self.code, self.hosting = list(addresses), code, hosting
        self.retranslate()

    def retranslate(self) -> None:
        self.address_label.setText(self.tr("Address:"))
        self.code_label.setText(self.tr("Code:"))
        if self.addresses:
            self.address.setText("\n".join(self.addresses))
        else:
            self.address.setText(self.tr("(this computer has no network address)"))
        self.code_text.setText(self.code)
        if self.hosting:
            how = self.tr(
                "Friends choose Game ▸ Join a table…, enter the address and the code, and "
                "take an open seat. The address works in this computer's network; players "
                "elsewhere need the router to forward this port to this computer."
            )
        else:
            how = self.tr(
                "Friends choose Game ▸ Join a table…, enter the address and the code, and "
                "take an open seat."
            )
        self.how.setText(how)
        self.copy_button.setText(self.tr("Copy the invitation"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        """The invitation as one text to send."""
        return self.tr(
            "Join my Power Grid table: Game ▸ Join a table…, address {address}, code {code}"
        ).format(address=" / ".join(self.addresses) or "?", code=self.code)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.text())
        self.copy_button.setText(self.tr("Copied"))


class InvitationDialog(QDialog):
    """The invitation in a window of its own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("invitationDialog")
        layout = QVBoxLayout(self)
        self.box = InvitationBox(self)
        layout.addWidget(self.box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate()

    def show_invitation(self, addresses: list[str], code: str, hosting: bool) -> None:
        self.box.show_invitation(addresses, code, hosting)
        hint = self.sizeHint()
        fit.resize_to_fit(self, max(hint.width(), 460), hint.height())

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Invite friends to the table"))

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
