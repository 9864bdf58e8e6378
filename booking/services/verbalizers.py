"""Which verbalizer rephrases replies, from settings: none (the template alone) or an LLM."""

import atexit
import threading
from collections import OrderedDict

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


_CLIENTS_KEPT = 4
_clients: OrderedDict[LLMSettings, OpenAIVerbalizer] = OrderedDict()
_clients_lock = threading.Lock()


def _verbalizer_for(llm_settings: LLMSettings) -> OpenAIVerbalizer:
    """One client per configuration and process, so connections are pooled and reused. The
    clients of the configurations used least recently are closed, their connections with them."""
    with _clients_lock:
        client = _clients.get(llm_settings)
        if client is not None:
            _clients.move_to_end(llm_settings)
            return client
        client = _clients[llm_settings] = OpenAIVerbalizer(llm_settings)
        while len(_clients) > _CLIENTS_KEPT:
            _, evicted = _clients.popitem(last=False)
            evicted.close()
        return client


@atexit.register
def _close_clients() -> None:
    with _clients_lock:
        while _clients:
            _clients.popitem()[1].close()
