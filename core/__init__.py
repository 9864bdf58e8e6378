"""What every part of the service shares and that belongs to none: the request id, the log
format and the FACTLOCK settings read and checked once. Imports nothing from booking/ or config/."""
