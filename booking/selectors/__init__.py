"""Selectors: the queries the API and the services read through."""
