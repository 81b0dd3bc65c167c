"""The window's networked tables: hosting and joining, the table's session with its
server, the lobby, the table dock and the seats remembered between sessions.

It sits between the window and the dialogs in the app's layers: it reuses the New
game dialog, and gives the controller (``shared``) a :class:`~.net_table.NetTable`
as the place a networked seat's moves go; nothing below it imports it.
"""
