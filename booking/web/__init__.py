"""Pages for people: the clients' chat and the staff's verification inspector."""
