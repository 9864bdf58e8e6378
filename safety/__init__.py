"""Factlock's safety core: recognise facts in text, verify them against HardFacts, correct.

Framework-free: nothing here imports Django, so any booking assistant can use it as a library.
"""
