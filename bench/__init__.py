"""Accuracy and speed benchmarks; `python -m bench` runs them all and prints their figures."""
