"""The game table: the map, the decision panel and the docks around it."""
