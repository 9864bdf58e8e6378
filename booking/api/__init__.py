"""REST API under /api/v1/: thin views over booking services and the safety core."""
