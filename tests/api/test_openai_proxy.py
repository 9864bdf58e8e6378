"""The OpenAI-compatible proxy, spoken to with the official `openai` client (sync, async, streamed)
through a live server, the upstream being the loopback OpenAI-compatible test server."""

from __future__ import annotations

import asyncio
import threading

import httpx
import openai
import pytest

from booking.models import Reply
from booking.services.api_keys import api_key_create
from booking.services.proxy import proxy_request_parse, stream
from devtools.misbehaving_server import MisbehavingServer

FACTS = {"dates": [{"value": "2027-06-09"}], "times": [{"value": "18:00"}]}
WRONG = "Thank you for your enquiry. See you on 9 June 2027 at 19:00. Kind regards"
RIGHT = "Thank you for your enquiry. See you on 9 June 2027 at 18:00. Kind regards"
MESSAGES = [{"role": "user", "content": "When is our dinner?"}]


@pytest.fixture(scope="module")
def upstream():
    with MisbehavingServer(seed=3, api_key="upstream-key") as server:
        yield server


@pytest.fixture
def proxy(settings, upstream, live_server, transactional_db):
    settings.FACTLOCK = {
        **settings.FACTLOCK,
        "UPSTREAM_BASE_URL": upstream.base_url,
        "UPSTREAM_API_KEY": "upstream-key",
        "UPSTREAM_TIMEOUT": 5.0,
    }
    upstream.clear_script()
    _, key = api_key_create(name="Partner Bot", rate="6000/minute")
    return f"{live_server.url}/api/v1/openai", key


def client(proxy) -> openai.OpenAI:
    base_url, key = proxy
    return openai.OpenAI(base_url=base_url, api_key=key, max_retries=0)


def test_a_wrong_time_comes_back_corrected_with_the_report(proxy, upstream):
    upstream.script(f"answer:{WRONG}")

    raw = client(proxy).chat.completions.with_raw_response.create(
        model="misbehaving-1", messages=MESSAGES, extra_body={"factlock": {"facts": FACTS}}
    )
    answer = raw.parse()

    assert answer.choices[0].message.content == RIGHT
    assert raw.headers["X-Factlock-Ok"] == "false"
    assert raw.headers["X-Factlock-Corrected"] == "true"
    report = answer.model_extra["factlock"]
    assert [(i["kind"], i["found"], i["expected"]) for i in report["issues"]] == [
        ("wrong", "19:00", "18:00")
    ]
    sent = upstream.requests[-1]
    assert sent.authorization == "Bearer upstream-key"
    assert "factlock" not in sent.body
    record = Reply.objects.get()
    assert (record.channel, record.api_key, record.final_text) == ("proxy", "Partner Bot", RIGHT)


def test_a_right_reply_is_passed_on_byte_for_byte(proxy, upstream):
    upstream.script(f"answer:{RIGHT}")

    answer = client(proxy).chat.completions.create(
        model="misbehaving-1", messages=MESSAGES, extra_body={"factlock": {"facts": FACTS}}
    )

    assert answer.choices[0].message.content == RIGHT
    assert answer.model_extra["factlock"]["ok"] is True


def test_policy_report_leaves_the_text_and_block_replaces_it(proxy, upstream):
    upstream.script(f"answer:{WRONG}")
    reported = client(proxy).chat.completions.create(
        model="m", messages=MESSAGES, extra_body={"factlock": {"facts": FACTS, "policy": "report"}}
    )
    upstream.script(f"answer:{WRONG}", f"answer:{WRONG}")
    blocked = client(proxy).chat.completions.create(
        model="m",
        messages=MESSAGES,
        extra_body={"factlock": {"facts": FACTS, "policy": "block", "fallback": "Please call us."}},
    )

    assert reported.choices[0].message.content == WRONG
    assert reported.model_extra["factlock"]["ok"] is False
    assert blocked.choices[0].message.content == "Please call us."
    assert blocked.model_extra["factlock"]["retries"] == 1  # asked again once, with feedback
    assert "19:00" in upstream.requests[-1].body["messages"][-1]["content"]


def test_block_without_a_fallback_is_an_openai_error(proxy, upstream):
    upstream.script(f"answer:{WRONG}", f"answer:{WRONG}")

    with pytest.raises(openai.UnprocessableEntityError) as refused:
        client(proxy).chat.completions.create(
            model="m",
            messages=MESSAGES,
            extra_body={"factlock": {"facts": FACTS, "policy": "block"}},
        )

    assert refused.value.body["type"] == "factlock_blocked"


def test_a_reply_with_an_issue_under_block_is_asked_again_and_the_right_one_sent(proxy, upstream):
    upstream.script(f"answer:{WRONG}", f"answer:{RIGHT}")

    answer = client(proxy).chat.completions.create(
        model="m", messages=MESSAGES, extra_body={"factlock": {"facts": FACTS, "policy": "block"}}
    )

    assert answer.choices[0].message.content == RIGHT
    assert answer.model_extra["factlock"]["retries"] == 1
    feedback = upstream.requests[-1].body["messages"]
    assert feedback[-2] == {"role": "assistant", "content": WRONG}
    assert "19:00" in feedback[-1]["content"]


def test_bad_factlock_input_is_a_400_naming_the_field(proxy):
    with pytest.raises(openai.BadRequestError) as refused:
        client(proxy).chat.completions.create(
            model="m",
            messages=MESSAGES,
            extra_body={"factlock": {"facts": {"dates": [{"value": "2027-02-31"}]}}},
        )

    assert refused.value.body["param"] == "factlock.facts.dates.0.value"


@pytest.mark.parametrize(
    ("behaviour", "error"),
    [("http_429", openai.RateLimitError), ("http_500", openai.InternalServerError)],
)
def test_upstream_errors_keep_their_status_in_openai_shape(proxy, upstream, behaviour, error):
    upstream.script(behaviour)

    with pytest.raises(error):
        client(proxy).chat.completions.create(model="m", messages=MESSAGES)


def test_a_key_nobody_made_is_refused(proxy):
    base_url, _ = proxy
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=base_url, api_key="nope", max_retries=0).models.list()


def test_models_are_passed_through(proxy, upstream):
    assert [model.id for model in client(proxy).models.list()] == [upstream.model]


def test_a_stream_is_the_verified_text_and_ends_with_the_report(proxy, upstream):
    upstream.script(f"answer:{WRONG}")

    chunks = list(
        client(proxy).chat.completions.create(
            model="m", messages=MESSAGES, stream=True, extra_body={"factlock": {"facts": FACTS}}
        )
    )

    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == RIGHT
    assert chunks[-1].choices[0].finish_reason == "stop"
    assert chunks[-1].model_extra["factlock"]["issues"][0]["found"] == "19:00"
    assert "19:00" not in "".join(c.choices[0].delta.content or "" for c in chunks)


def test_the_stream_goes_out_in_openai_events_with_done(proxy, upstream):
    upstream.script(f"answer:{RIGHT}")
    base_url, key = proxy

    with httpx.stream(
        "POST",
        f"{base_url}/chat/completions",
        json={"model": "m", "messages": MESSAGES, "stream": True, "factlock": {"facts": FACTS}},
        headers={"Authorization": f"Bearer {key}"},
    ) as response:
        lines = [line for line in response.iter_lines() if line]

    assert response.headers["content-type"].startswith("text/event-stream")
    assert lines[-1] == "data: [DONE]"
    assert all(line.startswith("data: ") for line in lines)


def test_an_upstream_failure_mid_stream_ends_in_an_openai_error_event(proxy, upstream):
    upstream.script("stream_break")

    with pytest.raises(openai.APIError):
        list(
            client(proxy).chat.completions.create(
                model="m",
                messages=[{"role": "user", "content": RIGHT}],
                stream=True,
                extra_body={"factlock": {"facts": FACTS}},
            )
        )


def test_the_async_client_works_the_same(proxy, upstream):
    upstream.script(f"answer:{WRONG}")
    base_url, key = proxy

    async def ask() -> str:
        async with openai.AsyncOpenAI(base_url=base_url, api_key=key, max_retries=0) as aclient:
            answer = await aclient.chat.completions.create(
                model="m", messages=MESSAGES, extra_body={"factlock": {"facts": FACTS}}
            )
        return answer.choices[0].message.content or ""

    assert asyncio.run(ask()) == RIGHT


def test_a_client_that_goes_away_stops_the_upstream_stream(settings, live_server, transactional_db):
    with MisbehavingServer(stream_seconds=0.05) as slow:
        settings.FACTLOCK = {**settings.FACTLOCK, "UPSTREAM_BASE_URL": slow.base_url}
        slow.script(f"answer:{RIGHT * 20}")
        events = stream(proxy_request_parse({"model": "m", "messages": MESSAGES}), "Partner Bot")

        first = next(events)
        events.close()  # what the server does when the client disconnects

        assert first.startswith(b"data: ")
        assert wait_for(lambda: not slow._connections)  # the upstream's connection is closed
        assert not Reply.objects.exists()  # nothing was sent whole: no record of a reply


def wait_for(condition, attempts: int = 100) -> bool:
    for _ in range(attempts):
        if condition():
            return True
        threading.Event().wait(0.05)
    return False


def test_a_stream_under_report_goes_as_written_with_the_report(proxy, upstream):
    upstream.script(f"answer:{WRONG}")

    chunks = list(
        client(proxy).chat.completions.create(
            model="m",
            messages=MESSAGES,
            stream=True,
            extra_body={"factlock": {"facts": FACTS, "policy": "report"}},
        )
    )

    assert "".join(c.choices[0].delta.content or "" for c in chunks if c.choices) == WRONG
    assert chunks[-1].model_extra["factlock"]["ok"] is False
    assert Reply.objects.get().final_text == WRONG
