"""The Django app: venue catalog, availability, quotes, REST API and admin."""
