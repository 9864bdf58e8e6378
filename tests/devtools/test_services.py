"""The Redis database each test process takes when FACTLOCK_TEST_REDIS_URL names one."""

import pytest

from devtools.services import _worker_database


@pytest.mark.parametrize(
    ("url", "worker", "expected"),
    [
        ("redis://127.0.0.1:6379/7", "", "redis://127.0.0.1:6379/7"),
        ("redis://127.0.0.1:6379/7", "gw0", "redis://127.0.0.1:6379/7"),
        ("redis://127.0.0.1:6379/7", "gw1", "redis://127.0.0.1:6379/8"),
        ("redis://127.0.0.1:6379", "gw1", "redis://127.0.0.1:6379/1"),
        ("redis://127.0.0.1:6379/7", "master", "redis://127.0.0.1:6379/7"),
    ],
)
def test_each_xdist_worker_takes_a_database_of_its_own(url, worker, expected):
    assert _worker_database(url, worker) == expected
