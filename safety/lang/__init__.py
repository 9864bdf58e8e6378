"""Language data for en, de, fr and it: calendar words, number words, nouns and glossaries."""
