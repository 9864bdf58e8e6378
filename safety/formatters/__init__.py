"""Formatters: one per fact type, used by the corrector and the template verbalizer."""
