"""Which verbalizer rephrases replies, from settings: none (the template alone) or an LLM."""

from functools import lru_cache

from django.conf import settings

from verbalizer.llm import LLMSettings, OpenAIVerbalizer


def llm_verbalizer() -> OpenAIVerbalizer | None:
    config = settings.FACTLOCK
    if config["VERBALIZER_BACKEND"] != "openai":
        return None
    return _verbalizer_for(
        LLMSettings(
            base_url=config["OPENAI_BASE_URL"],
            api_key=config["OPENAI_API_KEY"],
            model=config["VERBALIZER_MODEL"],
            timeout=config["VERBALIZER_TIMEOUT"],
            retries=config["VERBALIZER_RETRIES"],
            temperature=config["VERBALIZER_TEMPERATURE"],
            max_tokens=config["VERBALIZER_MAX_TOKENS"],
        )
    )


@lru_cache(maxsize=4)
def _verbalizer_for(llm_settings: LLMSettings) -> OpenAIVerbalizer:
    """One client per configuration and process, so connections are pooled and reused."""
    return OpenAIVerbalizer(llm_settings)
