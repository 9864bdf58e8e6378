"""Services: every change to booking data, and the rules it must follow, goes through here."""
