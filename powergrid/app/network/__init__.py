"""The window's side of networked tables: a session with a table server as Qt signals."""
