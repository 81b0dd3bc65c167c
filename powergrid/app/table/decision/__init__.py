"""The decision panel: one page per kind of human decision."""
