from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "core"
    verbose_name = "Request ids, logging and settings"

    def ready(self) -> None:
        from core.settings import factlock_settings

        # A FACTLOCK value out of range stops the server at start-up, not at the first request
        # that reads it.
        factlock_settings()
