"""Turns facts into text: a deterministic template verbalizer and an OpenAI-compatible LLM one."""
