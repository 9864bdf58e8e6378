"""Regression fixtures: the cases as recorded (`cases`) and their replay through the sandwich
(`replay`)."""
