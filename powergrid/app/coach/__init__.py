"""The coach: hints, win chances and game reviews, computed by :mod:`powergrid.ai.coach`."""
