"""The LLM verbalizer as the safety sandwich's `rephrase` step, with a record of every call."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from safety.markers import EXAMPLE_MARKER, defuse
from safety.sandwich import Feedback, Rephrase, RephraseFailed
from verbalizer.llm import OpenAIVerbalizer, VerbalizerError
from verbalizer.prompts import feedback_lines


@dataclass
class LlmCalls:
    """What the LLM was asked and answered while one reply was composed, for the audit."""

    requests: list[dict[str, Any]] = field(default_factory=list)
    responses: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)  # one VerbalizerError category per failed call
    seconds: list[float] = field(default_factory=list)
    model: str = ""


def rephraser(
    verbalizer: OpenAIVerbalizer,
    *,
    lang: str,
    client_message: str = "",
    calls: LlmCalls | None = None,
) -> Rephrase:
    """A `rephrase(masked_draft, feedback)` that asks the LLM; failures become RephraseFailed.

    The client's message goes along as context, defused so that nothing in it reads as a marker.
    """
    record = calls if calls is not None else LlmCalls()
    context = defuse(client_message).strip() or None

    def rephrase(masked_draft: str, feedback: Feedback | None) -> str:
        started = time.perf_counter()
        try:
            rephrasing = verbalizer.rephrase(
                masked_draft,
                lang=lang,
                example_marker=EXAMPLE_MARKER,
                context=context,
                feedback=feedback_lines(feedback) if feedback else None,
            )
        except VerbalizerError as error:
            record.errors.append(error.category)
            record.requests.append(error.request_body or {})
            record.responses.append(error.response_body)
            raise RephraseFailed(str(error), ask_again=error.category != "timeout") from error
        finally:
            record.seconds.append(time.perf_counter() - started)
        record.requests.append(rephrasing.request_body)
        record.responses.append(rephrasing.response_body)
        record.model = rephrasing.model
        return rephrasing.text

    return rephrase
