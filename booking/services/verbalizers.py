"""Which verbalizer rephrases replies, from settings: none (the template alone) or an LLM."""

import atexit
import threading
from collections import OrderedDict

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
