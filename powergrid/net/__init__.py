"""Networked tables: a server that holds each game, and clients that play its seats.

This package never imports Qt. :mod:`.protocol` is the message set (versioned
pydantic models), :mod:`.table` the authority over one game, :mod:`.visibility`
what a seat may know, :mod:`.store` the data folder, :mod:`.server` the WebSocket
server (``powergrid serve``), :mod:`.client` the headless client library and
:mod:`.botclient` a computer player at a remote table.
"""

from .protocol import PROTOCOL_VERSION

__all__ = ["PROTOCOL_VERSION"]
