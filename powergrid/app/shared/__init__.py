"""What the table, the coach, the dialogs and the inspector share: the game session
(controller, bots, storage), the settings, the languages, the texts and the colours."""
