"""Which verbalizer rephrases replies, from settings: none (the template alone) or an LLM."""

from functools import lru_cache

from core.settings import factlock_settings
from verbalizer.llm import LLMSettings, OpenAIVerbalizer


def llm_verbalizer() -> OpenAIVerbalizer | None:
    config = factlock_settings()
    if config.verbalizer_backend != "openai":
        return None
    return _verbalizer_for(
        LLMSettings(
            base_url=config.openai_base_url,
            api_key=config.openai_api_key,
            model=config.verbalizer_model,
            timeout=config.verbalizer_timeout,
            retries=config.verbalizer_retries,
            temperature=config.verbalizer_temperature,
            max_tokens=config.verbalizer_max_tokens,
        )
    )


@lru_cache(maxsize=4)
def _verbalizer_for(llm_settings: LLMSettings) -> OpenAIVerbalizer:
    """One client per configuration and process, so connections are pooled and reused."""
    return OpenAIVerbalizer(llm_settings)
